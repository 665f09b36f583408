package main

// Third Wheel in parlor-sim (RULES.md §3):
//
//	parlor-sim play -game thirdwheel [-options snap,doubledown,actions,playout,pace=MS] -seed S -bots A,B,C
//	parlor-sim replay FILE.json   (a record with "game": "thirdwheel")
//
// play: -bots gives one level (easy, normal, hard) per seat, or one level for all three;
// -players may only be 3; -rounds may only be 1 (a game is one round); there are no
// variants. The bots play every seat headlessly: the clock of each reaction window jumps
// from one planned bot move to the next (thirdwheel.Driver), so the races, and the whole
// output, are the same on every run.
//
// The result (DESIGN.md) has one round, the game: "scores" is 1 for each winning seat and
// 0 for the others, "roles" each seat's role ("duo1", "tw", "duo2"), "score" and "floor"
// the final score and Double-Down floor, "reason" why the game ended ("exact-100",
// "deck-empty", "no-scoring-cards"), "winner" the winning side ("duo" or "tw"),
// "windows" the reaction windows opened and "slaps" the slaps made. "totals" equal the
// round's scores and "winners" are the winning seats. The result also carries "options"
// (the option ids in force), "over" (false only for a replayed record that stops before
// the game ends: no rounds, no winners) and "moves" (moves made, ticks included).
//
// replay: moves are in the notation of thirdwheel.Move ("1: play 12R @350", "tick @1500");
// a move without a seat is made by the seat to move. "decks" may hold one stacked deck
// (the whole deck, top card first).

import (
	"fmt"
	"strings"

	"parlor/gameplay/record"
	"parlor/gameplay/thirdwheel"
)

func init() {
	registerGame("thirdwheel", gameEntry{play: playThirdWheel, replay: replayThirdWheel})
}

// thirdWheelRound is the one round (the game) of the result.
type thirdWheelRound struct {
	Scores  []int    `json:"scores"`
	Roles   []string `json:"roles"`
	Score   int      `json:"score"`
	Floor   int      `json:"floor"`
	Reason  string   `json:"reason"`
	Winner  string   `json:"winner"`
	Windows int      `json:"windows"`
	Slaps   int      `json:"slaps"`
}

// thirdWheelResult is the play/replay result object (DESIGN.md).
type thirdWheelResult struct {
	Game    string            `json:"game"`
	Variant string            `json:"variant"`
	Seed    uint64            `json:"seed"`
	Players int               `json:"players"`
	Options []string          `json:"options"`
	Rounds  []thirdWheelRound `json:"rounds"`
	Totals  []int             `json:"totals"`
	Winners []int             `json:"winners"`
	Over    bool              `json:"over"`
	Moves   int               `json:"moves"`
}

// thirdWheelMaxMoves stops a runaway game; a bot game takes a few hundred moves.
const thirdWheelMaxMoves = 200_000

// thirdWheelConfig checks the parts of play and replay arguments Third Wheel shares.
func thirdWheelConfig(variant string, players int, options []string, rounds int, seed uint64) (thirdwheel.Config, error) {
	if variant != "" {
		return thirdwheel.Config{}, badf("thirdwheel has no variants, got %q", variant)
	}
	if players != 0 && players != 3 {
		return thirdwheel.Config{}, badf("thirdwheel is for 3 players, not %d", players)
	}
	if rounds != 0 && rounds != 1 {
		return thirdwheel.Config{}, badf("bad rounds %d: a game of thirdwheel is one round", rounds)
	}
	o, err := thirdwheel.ParseOptions(options)
	if err != nil {
		return thirdwheel.Config{}, badf("%v", err)
	}
	return thirdwheel.Config{Players: 3, Options: o, Seed: seed}, nil
}

func playThirdWheel(a playArgs) (any, error) {
	cfg, err := thirdWheelConfig(a.Variant, a.Players, a.Options, a.Rounds, a.Seed)
	if err != nil {
		return nil, err
	}
	levels := a.Bots
	if len(levels) == 1 {
		levels = []string{levels[0], levels[0], levels[0]}
	}
	if len(levels) != 3 {
		return nil, badf("thirdwheel needs 3 bots, one per seat (got %d: %s)", len(levels), strings.Join(a.Bots, ","))
	}
	var bots [3]thirdwheel.Bot
	for seat, l := range levels {
		if bots[seat], err = thirdwheel.NewBot(l, seat, a.Seed); err != nil {
			return nil, badf("-bots: %v", err)
		}
	}
	s, err := thirdwheel.New(cfg)
	if err != nil {
		return nil, badf("%v", err)
	}
	d := thirdwheel.NewDriver(s, bots)
	slaps, n := 0, 0
	for ; !s.Over(); n++ {
		if n == thirdWheelMaxMoves {
			return nil, fmt.Errorf("internal error: no end after %d moves", n)
		}
		m, err := d.Next()
		if err != nil {
			return nil, fmt.Errorf("internal error: %v", err)
		}
		evs, err := s.Apply(m)
		if err != nil {
			return nil, fmt.Errorf("internal error: a bot's move %q was refused: %v", m.String(), err)
		}
		slaps += countSlaps(evs)
	}
	return thirdWheelResultOf(s, slaps, n), nil
}

func countSlaps(evs []thirdwheel.Event) int {
	n := 0
	for _, e := range evs {
		if _, ok := e.(thirdwheel.Slapped); ok {
			n++
		}
	}
	return n
}

func thirdWheelResultOf(s *thirdwheel.State, slaps, moves int) thirdWheelResult {
	res := thirdWheelResult{Game: "thirdwheel", Variant: "", Seed: s.Seed(), Players: 3,
		Options: s.Options().IDs(), Rounds: []thirdWheelRound{}, Totals: []int{0, 0, 0},
		Winners: []int{}, Over: s.Over(), Moves: moves}
	if !s.Over() {
		return res
	}
	r := s.Result()
	round := thirdWheelRound{Scores: []int{0, 0, 0}, Score: r.Score, Floor: r.Floor, Reason: r.Reason,
		Winner: r.Winner.String(), Windows: r.Windows, Slaps: slaps}
	for _, role := range r.Roles {
		round.Roles = append(round.Roles, role.String())
	}
	for _, w := range r.Winners {
		round.Scores[w] = 1
	}
	res.Rounds = append(res.Rounds, round)
	res.Totals = append([]int(nil), round.Scores...)
	res.Winners = r.Winners
	return res
}

func replayThirdWheel(r *record.Record) (any, error) {
	cfg, err := thirdWheelConfig(r.Variant, r.Players, r.Options, r.Rounds, r.Seed)
	if err != nil {
		return nil, err
	}
	if len(r.Decks) > 1 {
		return nil, badf("thirdwheel is one round: give at most one stacked deck, not %d", len(r.Decks))
	}
	for _, d := range r.Decks {
		for j, tok := range d {
			c, err := thirdwheel.Parse(tok)
			if err != nil {
				return nil, badf("stacked deck, card %d: %v", j+1, err)
			}
			cfg.Deck = append(cfg.Deck, c)
		}
	}
	s, err := thirdwheel.New(cfg)
	if err != nil {
		return nil, badf("%v", err)
	}
	slaps := 0
	for k, text := range r.Moves {
		m, err := thirdwheel.ParseMove(s.ToMove(), text)
		if err != nil {
			return nil, badf("move %d: %v", k+1, err)
		}
		evs, err := s.Apply(m)
		if err != nil {
			return nil, &rejectedError{fmt.Sprintf("move %d %q rejected: %v", k+1, text, err)}
		}
		slaps += countSlaps(evs)
	}
	return thirdWheelResultOf(s, slaps, len(r.Moves)), nil
}
