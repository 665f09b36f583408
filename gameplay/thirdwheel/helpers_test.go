package thirdwheel

import (
	"fmt"
	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
	"reflect"
	"testing"
)

// cs parses a card list literal ("7H 8F W HIKE"); a bad token fails the test.
func cs(t testing.TB, s string) []Card {
	t.Helper()
	c, err := ParseList(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// stack builds a stacked deck: the three hands (5 cards each, by role) are dealt as the
// rules deal (one at a time, Duo 1, TW, Duo 2), then draws come off the top in order,
// then the rest of the deck in sort order.
func stack(t testing.TB, actions bool, duo1, tw, duo2, draws string) []Card {
	t.Helper()
	h := [3][]Card{cs(t, duo1), cs(t, tw), cs(t, duo2)}
	var d []Card
	for k := 0; k < HandSize; k++ {
		for r := 0; r < 3; r++ {
			if len(h[r]) != HandSize {
				t.Fatalf("hand %d has %d cards", r, len(h[r]))
			}
			d = append(d, h[r][k])
		}
	}
	d = append(d, cs(t, draws)...)
	left := countCards(NewDeck(actions))
	for _, c := range d {
		left[c]--
		if left[c] < 0 {
			t.Fatalf("card %v used too often", c)
		}
	}
	for _, c := range NewDeck(actions) {
		if left[c] > 0 {
			d = append(d, c)
			left[c]--
		}
	}
	return d
}

// game starts a game with options o and a stacked deck.
func game(t testing.TB, o Options, seed uint64, deck []Card) *State {
	t.Helper()
	s, err := New(Config{Options: o, Seed: seed, Deck: deck})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// seats are the seats of Duo 1, the TW and Duo 2.
func seats(s *State) (d1, tw, d2 int) {
	return s.SeatOf(Duo1), s.SeatOf(ThirdWheel), s.SeatOf(Duo2)
}

// do applies m and fails the test if it is refused.
func do(t testing.TB, s *State, m Move) []Event {
	t.Helper()
	ev, err := s.Apply(m)
	if err != nil {
		t.Fatalf("%q refused: %v", m.String(), err)
	}
	return ev
}

// refuse checks that m is refused under rule and that the state did not change.
func refuse(t testing.TB, s *State, m Move, rule string) {
	t.Helper()
	before := s.Clone()
	matchtest.Refuse(t, s.Apply, m, rule, "", func() string {
		if reflect.DeepEqual(before, s) {
			return ""
		}
		return "the state differs"
	})
}

// play is the Duo player on turn playing text ("7H", "HIKE 7", "ROOM 2") at stamp at.
func play(t testing.TB, s *State, card string, at int) []Event {
	t.Helper()
	m, err := ParseMove(s.Turn(), "play "+card)
	if err != nil {
		t.Fatal(err)
	}
	m.At = at
	return do(t, s, m)
}

// first returns the first event of type E in evs.
func first[E Event](evs []Event) (E, bool) {
	for _, e := range evs {
		if x, ok := e.(E); ok {
			return x, true
		}
	}
	var zero E
	return zero, false
}

// last returns the last event of type E in evs (the zero E when none).
func last[E Event](evs []Event) (x E) {
	if all := matchtest.OfType[E](evs); len(all) > 0 {
		x = all[len(all)-1]
	}
	return x
}

// count counts the events of type E.
func count[E Event](evs []Event) int { return len(matchtest.OfType[E](evs)) }

// allCards lists every card the state holds anywhere.
func allCards(s *State) []Card {
	var out []Card
	out = append(out, s.deck...)
	out = append(out, s.aside...)
	for _, h := range s.hands {
		out = append(out, h...)
	}
	for _, tc := range s.table {
		out = append(out, tc.Card)
	}
	return append(out, s.out...)
}

// checkInvariants checks card conservation and the score rules.
func checkInvariants(t testing.TB, s *State) {
	t.Helper()
	if got, want := countCards(allCards(s)), countCards(NewDeck(s.opts.Actions)); got != want {
		t.Fatalf("cards not conserved: %v vs %v", got, want)
	}
	if s.score < 0 || s.score > Target || s.score < s.floor || s.floor >= Target {
		t.Fatalf("score %d floor %d out of the rules", s.score, s.floor)
	}
}

// erase gives the match layer's bots for bots (nil stays nil: a person's seat).
func erase(bots [3]Bot) []match.Bot {
	out := make([]match.Bot, 3)
	for i, b := range bots {
		if b != nil {
			out[i] = match.EraseBot[View, Move](b)
		}
	}
	return out
}

// NewDriver is the match layer's Driver on s: each call gives the next move, in this
// package's Move type.
func NewDriver(s *State, bots [3]Bot) func() (Move, error) {
	d := match.NewDriver(Game.Wrap(s), erase(bots))
	return func() (Move, error) {
		m, err := d.Next()
		if err != nil {
			return Move{}, err
		}
		return m.(Move), nil
	}
}

// PlayBots plays s to the end with bots and returns the moves made.
func PlayBots(s *State, bots [3]Bot, limit int) ([]Move, error) {
	d := NewDriver(s, bots)
	var moves []Move
	for !s.Over() {
		if len(moves) >= limit {
			return moves, fmt.Errorf("no end after %d moves", limit)
		}
		m, err := d()
		if err != nil {
			return moves, err
		}
		if _, err := s.Apply(m); err != nil {
			return moves, fmt.Errorf("move %d %q: %w", len(moves)+1, m.String(), err)
		}
		moves = append(moves, m)
	}
	return moves, nil
}
