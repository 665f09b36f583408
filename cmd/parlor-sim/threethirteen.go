package main

import (
	"fmt"

	"parlor/gameplay/cards"
	"parlor/gameplay/record"
	"parlor/gameplay/threethirteen"
)

func init() {
	registerGame("threethirteen", gameEntry{play: playThreeThirteen, replay: replayThreeThirteen})
}

// ttRound is one finished Three-Thirteen round in the result: the penalty of each seat
// (points), the round's wild rank, its dealer and the seat that went out first.
type ttRound struct {
	Scores []int  `json:"scores"`
	Wild   string `json:"wild"`
	Dealer int    `json:"dealer"`
	Out    int    `json:"out"`
}

// ttResult is the result object of DESIGN.md for Three-Thirteen. Over is false only
// for a replayed record whose moves stop before the game ends.
type ttResult struct {
	Game    string    `json:"game"`
	Variant string    `json:"variant"`
	Seed    uint64    `json:"seed"`
	Players int       `json:"players"`
	Options []string  `json:"options"`
	Rounds  []ttRound `json:"rounds"`
	Totals  []int     `json:"totals"`
	Winners []int     `json:"winners"`
	Over    bool      `json:"over"`
	Moves   int       `json:"moves"`
}

// ttTracker follows the events of a game to fill in the per-round fields.
type ttTracker struct {
	rounds      []ttRound
	dealer, out int
	wild        cards.Rank
}

func (t *ttTracker) see(evs []threethirteen.Event) {
	for _, e := range evs {
		switch e := e.(type) {
		case threethirteen.RoundStarted:
			t.dealer, t.wild, t.out = e.Dealer, e.Wild, -1
		case threethirteen.WentOut:
			if t.out < 0 {
				t.out = e.Seat
			}
		case threethirteen.RoundScored:
			t.rounds = append(t.rounds, ttRound{Scores: e.Penalties, Wild: t.wild.String(), Dealer: t.dealer, Out: t.out})
		}
	}
}

func (t *ttTracker) result(s *threethirteen.State, seed uint64, moves int) ttResult {
	winners := s.Winners()
	if winners == nil {
		winners = []int{}
	}
	rounds := t.rounds
	if rounds == nil {
		rounds = []ttRound{}
	}
	ids := s.Options().IDs()
	if ids == nil {
		ids = []string{}
	}
	return ttResult{Game: "threethirteen", Variant: "", Seed: seed, Players: s.Players(), Options: ids,
		Rounds: rounds, Totals: s.Totals(), Winners: winners, Over: s.Over(), Moves: moves}
}

// maxTTMoves bounds a bot game; a real one takes a few hundred moves per round.
const maxTTMoves = 200000

func playThreeThirteen(a playArgs) (any, error) {
	if a.Variant != "" {
		return nil, badf("threethirteen has no variants, got -variant %q", a.Variant)
	}
	if a.Rounds != 0 {
		return nil, badf("-rounds is for Triples chill mode, not threethirteen")
	}
	n := len(a.Bots)
	if a.Players != 0 && a.Players != n {
		return nil, badf("-players %d but -bots names %d seats", a.Players, n)
	}
	opts, err := threethirteen.ParseOptions(a.Options)
	if err != nil {
		return nil, badf("%v", err)
	}
	s, err := threethirteen.New(threethirteen.Config{Players: n, Options: opts, Seed: a.Seed})
	if err != nil {
		return nil, badf("%v", err)
	}
	bots := make([]threethirteen.Bot, n)
	for i, lvl := range a.Bots {
		if bots[i], err = threethirteen.NewBot(lvl, i, a.Seed); err != nil {
			return nil, badf("seat %d: %v", i, err)
		}
	}
	var t ttTracker
	t.see(s.Start())
	moves := 0
	for !s.Over() {
		if moves >= maxTTMoves {
			return nil, fmt.Errorf("game did not end after %d moves", moves)
		}
		seat := s.Turn()
		m := bots[seat].Choose(s.View(seat))
		evs, err := s.Apply(m)
		if err != nil {
			return nil, fmt.Errorf("bot %s at seat %d made an illegal move %q at move %d: %v", a.Bots[seat], seat, m, moves+1, err)
		}
		t.see(evs)
		moves++
	}
	return t.result(s, a.Seed, moves), nil
}

func replayThreeThirteen(r *record.Record) (any, error) {
	if r.Variant != "" {
		return nil, badf("threethirteen has no variants, record says %q", r.Variant)
	}
	opts, err := threethirteen.ParseOptions(r.Options)
	if err != nil {
		return nil, badf("%v", err)
	}
	cfg := threethirteen.Config{Players: r.Players, Options: opts, Seed: r.Seed}
	for i, d := range r.Decks {
		deck := make([]cards.Card, 0, len(d))
		for _, tok := range d {
			c, err := cards.Parse(tok)
			if err != nil {
				return nil, badf("decks[%d]: %v", i, err)
			}
			deck = append(deck, c)
		}
		cfg.Decks = append(cfg.Decks, deck)
	}
	s, err := threethirteen.New(cfg)
	if err != nil {
		return nil, badf("%v", err)
	}
	var t ttTracker
	t.see(s.Start())
	for i, text := range r.Moves {
		if s.Over() {
			return nil, &rejectedError{fmt.Sprintf("move %d %q: the game is already over", i+1, text)}
		}
		m, err := threethirteen.ParseMove(s.Turn(), text)
		if err != nil {
			// Not a move at all (unknown word, bad card): bad input, not a rule.
			return nil, badf("move %d %q: %v", i+1, text, err)
		}
		evs, err := s.Apply(m)
		if err != nil {
			return nil, &rejectedError{fmt.Sprintf("move %d %q by seat %d: %v", i+1, text, m.Seat, err)}
		}
		t.see(evs)
	}
	return t.result(s, r.Seed, len(r.Moves)), nil
}
