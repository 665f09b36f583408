package triples

import (
	"reflect"
	"slices"
	"testing"

	"parlor/gameplay/cards"
	"parlor/gameplay/match/matchtest"
)

// cs parses a card list literal such as "RH5+2 GH3"; it panics on a typo (tests only).
func cs(s string) []Card {
	out, err := ParseList(s)
	if err != nil {
		panic(err)
	}
	return out
}

// c parses one card literal (tests only).
func c(s string) Card { return cs(s)[0] }

// table describes a position for a rule test, in card literals.
type table struct {
	players int
	chill   bool
	rounds  int
	round   int
	dealer  int
	turn    int
	hands   []string // per seat
	area    string   // play area, bottom first (top card last)
	pile    string   // draw pile, top card first
	// rest says where the cards named nowhere go: "pile" (the default: under the named
	// pile cards, in deck order), "area" (under the named area cards) or "none" (out
	// of the game; only for positions that cannot arise with all 125 cards).
	rest        string
	played      bool // a play was already made this round (default true when area has 2+ cards)
	firstTurn   bool // force the first turn (played = false)
	pending     int
	pendingFrom int
	totals      []int
	wins        []int
}

// build makes the State the table describes.
func (tb table) build(t *testing.T) *State {
	t.Helper()
	n := tb.players
	if n == 0 {
		n = len(tb.hands)
	}
	rounds := tb.rounds
	if rounds == 0 {
		rounds = 3
	}
	round := tb.round
	if round == 0 {
		round = 1
	}
	s := &State{
		cfg:    Config{Players: n, Chill: tb.chill, Rounds: rounds, Seed: 1},
		rounds: rounds, rng: cards.NewRNG(1), round: round, dealer: tb.dealer, turn: tb.turn,
		phase: PhaseTurn, pending: tb.pending, pendingFrom: tb.pendingFrom,
		totals: make([]int, n), wins: make([]int, n),
	}
	if tb.pending == 0 {
		s.pendingFrom = -1
	}
	if tb.totals != nil {
		copy(s.totals, tb.totals)
	}
	if tb.wins != nil {
		copy(s.wins, tb.wins)
	}
	for i := 0; i < round-1; i++ {
		s.outs = append(s.outs, -1)
		if tb.chill {
			s.points = append(s.points, nil)
		} else {
			s.points = append(s.points, make([]int, n))
		}
	}
	used := map[Card]bool{}
	take := func(lit string) []Card {
		out := cs(lit)
		for _, x := range out {
			if used[x] {
				t.Fatalf("table names %s twice", x)
			}
			used[x] = true
		}
		return out
	}
	s.hands = make([][]Card, n)
	for i := range s.hands {
		if i < len(tb.hands) {
			s.hands[i] = take(tb.hands[i])
		} else {
			s.hands[i] = []Card{}
		}
	}
	s.area = take(tb.area)
	pileTop := take(tb.pile)
	var rest []Card
	for _, x := range NewDeck() {
		if !used[x] {
			rest = append(rest, x)
		}
	}
	switch tb.rest {
	case "", "pile":
		pileTop = append(pileTop, rest...)
	case "area":
		s.area = append(rest, s.area...)
	case "none":
	default:
		t.Fatalf("bad rest %q", tb.rest)
	}
	slices.Reverse(pileTop)
	s.pile = pileTop
	s.played = len(s.area) > 1 || tb.played
	if tb.firstTurn {
		s.played = false
	}
	return s
}

// apply applies a move in notation by the seat on turn and fails the test on error.
func apply(t *testing.T, s *State, text string) []Event {
	t.Helper()
	return matchtest.ApplyText(t, s.ParseMove, s.Apply, text)
}

// mustReject applies a move that must be rejected for rule, and checks the state did
// not change.
func mustReject(t *testing.T, s *State, seat int, text, rule string) {
	t.Helper()
	before := s.clone()
	matchtest.RefuseText(t, s.Apply, ParseMove, seat, text, rule, "", func() string {
		if statesEqual(before, s) {
			return ""
		}
		return "the state differs"
	})
}

// statesEqual compares a snapshot taken with clone with the state now, field by field,
// the generator included (the opening events are not compared).
func statesEqual(snapshot, now *State) bool { return reflect.DeepEqual(snapshot, now.clone()) }

// checkConserved checks that all 125 cards are somewhere (hands, draw pile, play area),
// none twice.
func checkConserved(t matchtest.TB, s *State) {
	t.Helper()
	var seen [DeckSize]int
	count := func(where string, cs []Card) {
		for _, x := range cs {
			i := x.Index()
			if i < 0 {
				t.Fatalf("%s holds a non-card %v", where, x)
			}
			seen[i]++
		}
	}
	for i, h := range s.hands {
		count("hand "+string(rune('0'+i)), h)
	}
	count("pile", s.pile)
	count("area", s.area)
	for i, n := range seen {
		if n != 1 {
			t.Fatalf("card %s is in %d places", CardAt(i), n)
		}
	}
}

// hasMove reports whether ms holds the move in notation by seat.
func hasMove(t *testing.T, ms []Move, seat int, text string) bool {
	t.Helper()
	m, err := ParseMove(seat, text)
	if err != nil {
		t.Fatal(err)
	}
	return slices.Contains(ms, m)
}
