package threethirteen

import (
	"strings"
	"testing"

	"parlor/gameplay/cards"
)

// TestHintTakesTheCardThatCompletesAMeld: with 5C 6C and junk in hand, a 7C on the pile
// completes a run: take it; then discard the junk card that costs most.
func TestHintTakesTheCardThatCompletesAMeld(t *testing.T) {
	v := View{Seat: 0, Players: 2, Turn: 0, Phase: PhaseDraw, Wild: 3, HandSize: 3,
		Hand: cards.MustParseList("5C 6C KD"), Discard: cards.MustParseList("9H 7C"), StockSize: 40,
		Taken: make([][]cards.Card, 2), Discarded: make([][]cards.Card, 2)}
	h, ok := HintFor(v)
	if !ok || h.Move.Kind != TakeDiscard || !strings.Contains(h.Why.String(), "7♣") {
		t.Fatalf("draw hint %+v", h)
	}
	v.Phase, v.Hand, v.Discard, v.Took = PhaseDiscard, cards.MustParseList("5C 6C KD 7C"), cards.MustParseList("9H"), cards.MustParseList("7C")[0]
	h, _ = HintFor(v)
	if h.Move.Kind != GoOut || h.Move.Card.String() != "KD" {
		t.Fatalf("discard hint %+v", h)
	}
}

// TestHintDrawsWhenTheDiscardDoesNotHelp: a lone high card on the pile that meets
// nothing in the hand: draw from the stock.
func TestHintDrawsWhenTheDiscardDoesNotHelp(t *testing.T) {
	v := View{Seat: 1, Players: 2, Turn: 1, Phase: PhaseDraw, Wild: 4, HandSize: 4,
		Hand: cards.MustParseList("AS 2S 2H 2D"), Discard: cards.MustParseList("KH"), StockSize: 40,
		Taken: make([][]cards.Card, 2), Discarded: make([][]cards.Card, 2)}
	h, ok := HintFor(v)
	if !ok || h.Move.Kind != DrawStock || h.Move.Seat != 1 {
		t.Fatalf("hint %+v", h)
	}
	v.Turn = 0
	if _, ok := HintFor(v); ok {
		t.Fatal("a hint when it is not the seat's turn")
	}
}

// TestHintIsLegalInPlay: over whole bot games, every hint is a legal move.
func TestHintIsLegalInPlay(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		s, err := New(Config{Players: 3, Seed: seed, Options: Options{ForbidRetake: seed == 2}})
		if err != nil {
			t.Fatal(err)
		}
		b, _ := NewBot("normal", 0, seed)
		for n := 0; !s.Over() && n < 600; n++ {
			seat := s.Turn()
			h, ok := HintFor(s.View(seat))
			if !ok {
				t.Fatal("no hint for the seat to move")
			}
			if err := s.Clone().check(h.Move); err != nil {
				t.Fatalf("seed %d move %d: hint %v is illegal: %v", seed, n, h.Move, err)
			}
			if _, err := s.Apply(b.Choose(s.View(seat))); err != nil {
				t.Fatal(err)
			}
		}
	}
}
