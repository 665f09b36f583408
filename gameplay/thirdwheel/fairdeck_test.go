package thirdwheel

import (
	"slices"
	"testing"
)

// TestFairDeckOption: the id reads and prints back; off, nothing is set aside.
func TestFairDeckOption(t *testing.T) {
	o, err := ParseOptions([]string{"FairDeck", "snap"})
	if err != nil || !o.FairDeck || !o.Snap || !slices.Equal(o.IDs(), []string{OptSnap, OptFairDeck}) {
		t.Fatalf("%+v %v %v", o, err, o.IDs())
	}
	if !slices.Contains(Game.Options(), OptFairDeck) {
		t.Fatalf("the game's option ids %v lack %s", Game.Options(), OptFairDeck)
	}
	for bits := 0; bits < 16; bits++ {
		o := Options{Snap: bits&1 != 0, DoubleDown: bits&2 != 0, Actions: bits&4 != 0, PlayOut: bits&8 != 0}
		if o.SetAside() != 0 {
			t.Fatalf("%v: %d set aside without the fair deck", o.IDs(), o.SetAside())
		}
		o.FairDeck = true
		n := o.SetAside()
		if n < 1 || n > len(NewDeck(o.Actions))-3*HandSize-5 || o.houseRules() != bits {
			t.Fatalf("%v: %d set aside", o.IDs(), n)
		}
		o.PaceMs = 700
		if o.SetAside() != n {
			t.Fatal("the pace changes the number set aside")
		}
	}
}

// TestFairDeckSetsAsideTheBottom: with a stacked deck, the last SetAside() cards are set
// aside after the deal; the draws come off the top as before; nobody ever sees the
// cards set aside; the deck runs out that many cards sooner.
func TestFairDeckSetsAsideTheBottom(t *testing.T) {
	o := Options{FairDeck: true}
	n := o.SetAside()
	deck := stack(t, false, hD1, hTW, hD2, hDraws)
	s := game(t, o, 50, deck)
	d1, tw, _ := seats(s)
	if s.Aside() != n || !slices.Equal(s.aside, deck[len(deck)-n:]) || s.DeckSize() != DeckSize-3*HandSize-n-1 {
		t.Fatalf("aside %v, deck %d", s.aside, s.DeckSize())
	}
	ev := s.Opening()
	sa, ok := first[SetAside](ev)
	if !ok || sa.Count != n || sa.Deck != DeckSize-3*HandSize-n {
		t.Fatalf("opening %v", ev)
	}
	if _, ok := ev[len(ev)-1].(Drew); !ok || !slices.Contains(s.hands[d1], NewCard(10, Disco)) {
		t.Fatalf("Duo 1 draws the top card after the deal: %v", ev)
	}
	for seat := -1; seat < 3; seat++ {
		if v := s.View(seat); v.Aside != n || v.Deck != s.DeckSize() {
			t.Fatalf("seat %d sees %d set aside, deck %d", seat, v.Aside, v.Deck)
		}
	}
	// Play the deck out: the TW wins when the shorter deck is empty, and the cards set
	// aside never show up in a hand, on the table or out of the game.
	for !s.Over() {
		if s.Phase() == PhaseTW {
			do(t, s, Move{Seat: tw, Kind: MovePass})
			continue
		}
		do(t, s, Move{Seat: s.Turn(), Kind: MovePlay, Card: s.hands[s.Turn()][0]})
		shown := slices.Concat(s.out, s.hands[0], s.hands[1], s.hands[2])
		for _, tc := range s.table {
			shown = append(shown, tc.Card)
		}
		full, aside, seen := countCards(NewDeck(false)), countCards(s.aside), countCards(shown)
		for _, c := range s.aside {
			if seen[c] > full[c]-aside[c] {
				t.Fatalf("%v set aside came into play", c)
			}
		}
		checkInvariants(t, s)
	}
	if r := s.Result(); r.Reason != ReasonDeckEmpty && r.Reason != ReasonExact100 {
		t.Fatalf("result %+v", r)
	}
}

// TestFairDeckFromTheSeed: without a stacked deck the seed's shuffle decides which cards
// are set aside; the same seed gives the same cards, the roles and the deal are those of
// the game without the fair deck.
func TestFairDeckFromTheSeed(t *testing.T) {
	a := game(t, Options{Snap: true, FairDeck: true}, 51, nil)
	b := game(t, Options{Snap: true, FairDeck: true}, 51, nil)
	plain := game(t, Options{Snap: true}, 51, nil)
	if !slices.Equal(a.aside, b.aside) || a.Roles() != plain.Roles() || !slices.Equal(slices.Concat(a.hands[:]...), slices.Concat(plain.hands[:]...)) {
		t.Fatal("the fair deck changed the roles or the deal, or the seed does not decide it")
	}
	if k := plain.DeckSize() - a.Aside(); !slices.Equal(a.deck, plain.deck[:k]) || !slices.Equal(a.aside, plain.deck[k:]) {
		t.Fatal("the cards set aside are not the bottom of the seeded deck")
	}
}
