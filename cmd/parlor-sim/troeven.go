package main

import (
	"fmt"
	"io"
	"strings"

	"parlor/gameplay/cards"
	"parlor/gameplay/record"
	"parlor/gameplay/troeven"
)

func init() {
	registerGame("troeven", gameEntry{play: playTroeven, replay: replayTroeven})
	registerCommand("trick", cmdTrick)
}

// troevenRound is one round of `parlor-sim play -game troeven` output.
//   - scores: each seat's tally change this round (-1 a branch cancelled, +1 a branch
//     added, 0), seats 0..2;
//   - points: card points taken this round: Dummy per side [caller's side (caller +
//     dummy), dealer's side (dealer + opponent)], Solo per seat; they add up to 40;
//   - tally: each seat's tally after the round (RULES.md §2: from 7 or 5 down to 0);
//   - dealer, caller: the round's roles (seats); trump: the suit named ("H");
//   - tricks: tricks taken, indexed like points.
type troevenRound struct {
	Scores []int  `json:"scores"`
	Points []int  `json:"points"`
	Tally  []int  `json:"tally"`
	Dealer int    `json:"dealer"`
	Caller int    `json:"caller"`
	Trump  string `json:"trump"`
	Tricks []int  `json:"tricks"`
}

// troevenResult is the result object of play and replay (DESIGN.md): totals are each
// seat's final tally and winners the seats that reached 0. Over is false (and winners
// empty) only for a replayed record whose moves stop before the game ends; Moves is
// the number of moves made.
type troevenResult struct {
	Game    string         `json:"game"`
	Variant string         `json:"variant"`
	Seed    uint64         `json:"seed"`
	Players int            `json:"players"`
	Rounds  []troevenRound `json:"rounds"`
	Totals  []int          `json:"totals"`
	Winners []int          `json:"winners"`
	Over    bool           `json:"over"`
	Moves   int            `json:"moves"`
}

// troevenMaxMoves stops a runaway game (a Troeven game has a few hundred moves).
const troevenMaxMoves = 1_000_000

// troevenConfig checks the parts of play/replay arguments Troeven has no use for.
func troevenConfig(variant string, players int, options []string, seed uint64) (troeven.Config, error) {
	v, err := troeven.ParseVariant(variant)
	if err != nil {
		return troeven.Config{}, badf("%v", err)
	}
	if players != 0 && players != 3 {
		return troeven.Config{}, badf("troeven is for 3 players, not %d", players)
	}
	if len(options) > 0 {
		return troeven.Config{}, badf("troeven has no options (got %q)", options[0])
	}
	return troeven.Config{Variant: v, Players: 3, Seed: seed}, nil
}

func playTroeven(a playArgs) (any, error) {
	cfg, err := troevenConfig(a.Variant, a.Players, a.Options, a.Seed)
	if err != nil {
		return nil, err
	}
	if a.Rounds != 0 {
		return nil, badf("-rounds is for triples chill mode; a troeven game ends when a tally reaches 0")
	}
	s, moves, err := runTroevenBots(cfg, a.Bots)
	if err != nil {
		return nil, err
	}
	return troevenResultOf(s, a.Seed, len(moves)), nil
}

// runTroevenBots plays a whole game with one bot per seat (seeded from cfg.Seed) and
// returns the final state and the moves in text notation.
func runTroevenBots(cfg troeven.Config, levels []string) (*troeven.State, []string, error) {
	if len(levels) != 3 {
		return nil, nil, badf("troeven needs 3 bots, one per seat (got %d: %s)", len(levels), strings.Join(levels, ","))
	}
	var bots [3]troeven.Bot
	for seat, l := range levels {
		b, err := troeven.NewBot(l, seat, cfg.Seed)
		if err != nil {
			return nil, nil, badf("-bots: %v", err)
		}
		bots[seat] = b
	}
	s, err := troeven.New(cfg)
	if err != nil {
		return nil, nil, badf("%v", err)
	}
	var moves []string
	for n := 0; !s.Over(); n++ {
		if n >= troevenMaxMoves {
			return nil, nil, fmt.Errorf("internal error: no end after %d moves", n)
		}
		seat := s.ToMove()
		m := bots[seat].Choose(s.View(seat))
		if err := s.Step(m); err != nil {
			return nil, nil, fmt.Errorf("internal error: %s bot at seat %d chose %v: %v", levels[seat], seat, m, err)
		}
		moves = append(moves, m.String())
	}
	return s, moves, nil
}

func troevenResultOf(s *troeven.State, seed uint64, moves int) troevenResult {
	res := troevenResult{Game: "troeven", Variant: string(s.Variant()), Seed: seed, Players: 3,
		Rounds: []troevenRound{}, Winners: s.Winners(), Over: s.Over(), Moves: moves}
	for _, r := range s.History() {
		res.Rounds = append(res.Rounds, troevenRound{
			Scores: append([]int(nil), r.Change[:]...), Points: append([]int(nil), r.Points[:r.Sides]...),
			Tally: append([]int(nil), r.Tally[:]...), Dealer: r.Dealer, Caller: r.Caller,
			Trump: r.Trump.String(), Tricks: append([]int(nil), r.Tricks[:r.Sides]...),
		})
	}
	t := s.Tally()
	res.Totals = t[:]
	return res
}

func replayTroeven(r *record.Record) (any, error) {
	cfg, err := troevenConfig(r.Variant, r.Players, r.Options, r.Seed)
	if err != nil {
		return nil, err
	}
	for k, d := range r.Decks {
		deck := make([]cards.Card, 0, len(d))
		for _, tok := range d {
			c, err := cards.Parse(tok)
			if err != nil {
				return nil, badf("stacked deck for round %d: %v", k+1, err)
			}
			deck = append(deck, c)
		}
		cfg.Decks = append(cfg.Decks, deck)
	}
	s, err := troeven.New(cfg)
	if err != nil {
		return nil, badf("%v", err)
	}
	for k, text := range r.Moves {
		seat := s.ToMove()
		m, err := troeven.ParseMove(seat, text)
		if err != nil {
			// Not a move at all (unknown word, bad card): bad input, not a rule.
			return nil, badf("move %d %q: %v", k+1, text, err)
		}
		if err := s.Step(m); err != nil {
			who := fmt.Sprintf("seat %d", seat)
			if seat < 0 {
				who = "nobody (the game is over)"
			}
			return nil, &rejectedError{fmt.Sprintf("move %d %q by %s: %v", k+1, text, who, err)}
		}
	}
	return troevenResultOf(s, r.Seed, len(r.Moves)), nil
}

// cmdTrick is `parlor-sim trick -trump SUIT CARD...`: the winner of one Troeven trick,
// cards in play order (the first leads), as {"winner":INDEX,"card":"…"}. Cards may
// come before or after -trump and may be separated by commas too. A suit that is not
// C D H S (or its name), a card outside the 32-card Troeven deck, a card given twice,
// or other than 1 to 4 cards: exit 2 naming it.
func cmdTrick(args []string, _ io.Reader, stdout io.Writer) error {
	var trumpText string
	haveTrump := false
	var played []cards.Card
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-trump" || a == "--trump":
			if i+1 >= len(args) {
				return badf("-trump needs a suit (C, D, H or S)")
			}
			trumpText, haveTrump = args[i+1], true
			i++
		case strings.HasPrefix(a, "-trump=") || strings.HasPrefix(a, "--trump="):
			_, trumpText, _ = strings.Cut(a, "=")
			haveTrump = true
		case strings.HasPrefix(a, "-"):
			return badf("unknown flag %q (want -trump SUIT CARD...)", a)
		default:
			cs, err := cards.ParseList(a)
			if err != nil {
				return badf("%v", err)
			}
			played = append(played, cs...)
		}
	}
	if !haveTrump {
		return badf("missing -trump SUIT (C, D, H or S)")
	}
	trump, err := troeven.ParseSuit(trumpText)
	if err != nil {
		return badf("-trump: %v", err)
	}
	w, err := troeven.TrickWinner(trump, played)
	if err != nil {
		return badf("%v", err)
	}
	return writeJSON(stdout, struct {
		Winner int    `json:"winner"`
		Card   string `json:"card"`
	}{w, played[w].String()})
}
