package main

// Triples in parlor-sim (RULES.md §4):
//
//	parlor-sim triple CARD CARD CARD
//	parlor-sim play -game triples -players N [-options chill] [-rounds N] -seed S -bots LEVEL,…
//	parlor-sim replay FILE.json   (a record with "game": "triples")
//
// play: N is 2..10 and -bots lists one level (easy, normal, hard) per seat; a single
// level is also accepted and then plays every seat (-players is then required). Without
// -players the number of levels is the number of seats. -rounds is for chill mode only
// (default 3); a scored game is always 3 rounds. Each round in the result carries
// "scores" (scored game: the points left in each hand; chill mode: 1 for the seat that
// went out, 0 for the others), "dealer" and "out" (the seat that went out, -1 if the round
// was blocked). "totals" are the summed points (chill mode: rounds won) and "winners" the
// seats with the lowest total (chill mode: the most rounds won).
//
// The result also carries "options" (the option ids in force, [] or ["chill"]), "over"
// (false only for a replayed record whose moves stop before the game ends: the rounds so
// far, no winners) and "moves" (the number of moves made).
//
// replay: a chill record gives its number of rounds in the record's "rounds" field.

import (
	"fmt"
	"io"
	"strings"

	"parlor/gameplay/record"
	"parlor/gameplay/triples"
)

func init() {
	registerGame("triples", gameEntry{play: playTriples, replay: replayTriples})
	registerCommand("triple", cmdTriple)
}

// tripleResult is the output of `parlor-sim triple` (DESIGN.md).
type tripleResult struct {
	Triple bool     `json:"triple"`
	Shared []string `json:"shared"`
	Double bool     `json:"double"`
}

func cmdTriple(args []string, _ io.Reader, stdout io.Writer) error {
	var toks []string
	for _, a := range args {
		toks = append(toks, strings.FieldsFunc(a, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })...)
	}
	if len(toks) != 3 {
		return badf("want exactly three cards (e.g. RH5+2 GH3 BH1), got %d", len(toks))
	}
	var cs [3]triples.Card
	for i, t := range toks {
		c, err := triples.Parse(t)
		if err != nil {
			return badf("%v", err)
		}
		cs[i] = c
	}
	triple, shared, double, err := triples.Check(cs[0], cs[1], cs[2])
	if err != nil {
		return badf("%v", err)
	}
	res := tripleResult{Triple: triple, Shared: []string{}, Double: double}
	for _, a := range shared {
		res.Shared = append(res.Shared, a.String())
	}
	return writeJSON(stdout, res)
}

// triplesRound is one round of the play/replay result.
type triplesRound struct {
	Scores []int `json:"scores"`
	Dealer int   `json:"dealer"`
	Out    int   `json:"out"`
}

// triplesResult is the play/replay result object (DESIGN.md). Over is false (and
// winners empty) only for a replayed record whose moves stop before the game ends.
type triplesResult struct {
	Game    string         `json:"game"`
	Variant string         `json:"variant"`
	Seed    uint64         `json:"seed"`
	Players int            `json:"players"`
	Options []string       `json:"options"`
	Rounds  []triplesRound `json:"rounds"`
	Totals  []int          `json:"totals"`
	Winners []int          `json:"winners"`
	Over    bool           `json:"over"`
	Moves   int            `json:"moves"`
}

// maxTriplesMoves bounds a bot game; the rules end every game long before.
const maxTriplesMoves = 1_000_000

func playTriples(a playArgs) (any, error) {
	if a.Variant != "" {
		return nil, badf("triples has no variants, got -variant %q", a.Variant)
	}
	opts, err := triples.ParseOptions(a.Options)
	if err != nil {
		return nil, badf("%v", err)
	}
	levels := a.Bots
	players := a.Players
	if players == 0 {
		players = len(levels)
	}
	if len(levels) == 1 && players > 1 {
		for len(levels) < players {
			levels = append(levels, levels[0])
		}
	}
	if len(levels) != players {
		return nil, badf("-bots lists %d levels for %d players: give one per seat (or one for all)", len(levels), players)
	}
	if a.Rounds != 0 && !opts.Chill {
		if a.Rounds != triples.ScoredRounds {
			return nil, badf("bad -rounds %d: a scored game of triples is always %d rounds; -rounds is for -options chill", a.Rounds, triples.ScoredRounds)
		}
	}
	cfg := triples.Config{Players: players, Chill: opts.Chill, Rounds: a.Rounds, Seed: a.Seed}
	s, err := triples.New(cfg)
	if err != nil {
		return nil, badf("%v", err)
	}
	bots := make([]triples.Bot, players)
	for seat, l := range levels {
		if bots[seat], err = triples.NewBot(l, seat, a.Seed); err != nil {
			return nil, badf("%v", err)
		}
	}
	dealers := roundDealers(nil, s.Start())
	n := 0
	for ; !s.Over(); n++ {
		if n == maxTriplesMoves {
			return nil, fmt.Errorf("game did not end after %d moves", n)
		}
		seat := s.Turn()
		m := bots[seat].Choose(s.View(seat))
		evs, err := s.Apply(m)
		if err != nil {
			return nil, fmt.Errorf("bot %s at seat %d made an illegal move %q: %v", levels[seat], seat, m, err)
		}
		dealers = roundDealers(dealers, evs)
	}
	return triplesResultOf(s, a.Seed, dealers, n), nil
}

// roundDealers appends the dealer of each round started in evs.
func roundDealers(ds []int, evs []triples.Event) []int {
	for _, ev := range evs {
		if r, ok := ev.(triples.RoundStarted); ok {
			ds = append(ds, r.Dealer)
		}
	}
	return ds
}

func triplesResultOf(s *triples.State, seed uint64, dealers []int, moves int) triplesResult {
	cfg := s.Config()
	res := triplesResult{Game: "triples", Variant: "", Seed: seed, Players: cfg.Players,
		Options: []string{}, Rounds: []triplesRound{}, Winners: []int{}, Over: s.Over(), Moves: moves}
	if cfg.Chill {
		res.Options = []string{triples.OptChill}
	}
	outs := s.Outs()
	points := s.Points()
	for i, out := range outs {
		r := triplesRound{Dealer: dealers[i], Out: out, Scores: points[i]}
		if cfg.Chill {
			r.Scores = make([]int, cfg.Players)
			if out >= 0 {
				r.Scores[out] = 1
			}
		}
		res.Rounds = append(res.Rounds, r)
	}
	res.Totals = s.Totals()
	if cfg.Chill {
		res.Totals = s.Wins()
	}
	if s.Over() {
		res.Winners = s.Winners()
	}
	return res
}

func replayTriples(r *record.Record) (any, error) {
	if r.Variant != "" {
		return nil, badf("triples has no variants, got %q", r.Variant)
	}
	cfg := triples.Config{Players: r.Players, Seed: r.Seed, Rounds: r.Rounds}
	opts, err := triples.ParseOptions(r.Options)
	if err != nil {
		return nil, badf("%v", err)
	}
	cfg.Chill = opts.Chill
	for i, d := range r.Decks {
		deck := make([]triples.Card, len(d))
		for j, t := range d {
			if deck[j], err = triples.Parse(t); err != nil {
				return nil, badf("stacked deck %d, card %d: %v", i+1, j+1, err)
			}
		}
		cfg.Decks = append(cfg.Decks, deck)
	}
	s, err := triples.New(cfg)
	if err != nil {
		return nil, badf("%v", err)
	}
	dealers := roundDealers(nil, s.Start())
	for i, text := range r.Moves {
		seat := s.Turn()
		m, err := triples.ParseMove(seat, text)
		if err != nil {
			return nil, badf("move %d: %v", i+1, err)
		}
		evs, err := s.Apply(m)
		if err != nil {
			return nil, &rejectedError{fmt.Sprintf("move %d %q by seat %d rejected: %v", i+1, text, seat, err)}
		}
		dealers = roundDealers(dealers, evs)
	}
	return triplesResultOf(s, r.Seed, dealers, len(r.Moves)), nil
}
