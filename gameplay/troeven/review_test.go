package troeven

import (
	"fmt"
	"testing"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
)

func newAppraiser() match.AppraiserOf[View, Move] { return Review.New() }

// reviewPositions is positions at every nth position, fewer under -short.
func reviewPositions(t *testing.T, v Variant, n int, f func(s *State)) {
	t.Helper()
	count := 1200
	if testing.Short() {
		count = 300
	}
	i := 0
	positions(t, v, count, func(s *State) {
		if i++; i%n == 0 && s.phase != PhaseOver {
			f(s)
		}
	})
}

// TestReviewSeesOnlyTheView: two states that give the seat to move the same view but
// hide different cards (two hidden cards of other hands, or of a hand and the dummy's
// face-down row, swapped) give the same review of a random legal move, in both
// variants.
func TestReviewSeesOnlyTheView(t *testing.T) {
	r := cards.NewRNG(31)
	for _, v := range []Variant{Dummy, Solo} {
		reviewed := 0
		reviewPositions(t, v, 20, func(s *State) {
			twin, ok := hiddenTwin(s, &r)
			if !ok {
				return
			}
			seat := s.ToMove()
			ms := s.Legal(seat)
			if matchtest.SameReview(t, newAppraiser, s.View(seat), twin.View(seat), ms[r.IntN(len(ms))], 9) {
				reviewed++
			}
		})
		if reviewed < 8 {
			t.Errorf("%s: only %d decisions reviewed", v, reviewed)
		}
	}
}

// TestReviewCostsTheBotsMoveNothing: the hard bot's own move (64 deals) costs, by the
// review's 1024 deals, about nothing: within the review's Near (the sampling noise) at
// more than 85% of the positions (measured: 91% and 92%), less than half of Near on
// average, and 0 whenever the review prefers it; a move costs at least 0.
func TestReviewCostsTheBotsMoveNothing(t *testing.T) {
	for _, v := range []Variant{Dummy, Solo} {
		var c matchtest.CostTally
		reviewPositions(t, v, 8, func(s *State) {
			seat := s.ToMove()
			view := s.View(seat)
			bot, _ := NewBot("hard", seat, uint64(c.N))
			m := bot.Choose(view)
			a, ok := matchtest.Appraise(newAppraiser(), view, m, uint64(c.N))
			if !ok {
				return
			}
			matchtest.TallyCost(t, &c, a, m, Review.Near)
		})
		c.Check(t, fmt.Sprintf("the hard bot (%s)", v), Review.Near, 20)
	}
}

// TestHintNamesTheMoveAndWhy: every hint names its card (or trump suit) and gives the
// reason in the review's words (card points won on the sampled deals).
func TestHintNamesTheMoveAndWhy(t *testing.T) {
	for _, v := range []Variant{Dummy, Solo} {
		reviewPositions(t, v, 7, func(s *State) {
			h, ok := HintFor(s.View(s.ToMove()))
			if !ok {
				t.Fatal("no hint for the seat to move")
			}
			name := h.Move.Card.Sign()
			if h.Move.Kind == NameTrump {
				name = h.Move.Suit.Name()
			}
			matchtest.CheckHintWords(t, h.Move, h.Why.String(), []string{name}, []string{"card points", "may be played"})
		})
	}
}
