package triples

import (
	"strconv"
	"strings"
	"testing"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
)

func newAppraiser() match.AppraiserOf[View, Move] { return Review.New() }

// decisions plays seeded games of 2 to 5 players with the normal bot and calls f at
// every nth position where the seat to move has a choice, want times (fewer under
// -short).
func decisions(t *testing.T, n, want int, f func(s *State)) {
	t.Helper()
	if testing.Short() {
		want = max(want/3, 4)
	}
	got, i := 0, 0
	for seed := uint64(1); got < want; seed++ {
		s, err := New(Config{Players: 2 + int(seed%4), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for moves := 0; !s.Over() && moves < 400 && got < want; moves++ {
			seat := s.Turn()
			if len(s.Legal(seat)) > 1 {
				if i++; i%n == 0 {
					f(s)
					got++
				}
			}
			v := s.View(seat)
			if _, err := s.Apply(normalChoose(&v)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestReviewSeesOnlyTheView: two states that give the seat to move the same view but
// hide different cards (a card of another hand swapped with the draw pile, the pile
// reshuffled) give the same review of a random legal move.
func TestReviewSeesOnlyTheView(t *testing.T) {
	r := cards.NewRNG(41)
	reviewed := 0
	decisions(t, 5, 24, func(s *State) {
		twin, ok := hiddenTwin(s, &r)
		if !ok {
			return
		}
		seat := s.Turn()
		ms := s.Legal(seat)
		if matchtest.SameReview(t, newAppraiser, s.View(seat), twin.View(seat), ms[r.IntN(len(ms))], 13) {
			reviewed++
		}
	})
	if reviewed < 4 {
		t.Errorf("only %d decisions reviewed", reviewed)
	}
}

// TestReviewCostsTheBotsMoveNothing: the hard bot's own move (40 deals) costs, by the
// review's 1000 deals, about nothing: within the review's Near at more than 85% of the
// positions, less than half of Near on average, and 0 whenever the review prefers it.
func TestReviewCostsTheBotsMoveNothing(t *testing.T) {
	var c matchtest.CostTally
	decisions(t, 3, 45, func(s *State) {
		seat := s.Turn()
		v := s.View(seat)
		bot, _ := NewBot(LevelHard, seat, uint64(c.N))
		m := bot.Choose(v)
		a, ok := matchtest.Appraise(newAppraiser(), v, m, uint64(c.N))
		if !ok {
			t.Fatalf("%v was not reviewed", m)
		}
		matchtest.TallyCost(t, &c, a, m, Review.Near)
	})
	c.Check(t, "the hard bot", Review.Near, 0)
}

// TestHintNamesTheMoveAndWhy: every hint names its cards (or the draw, or the seat to
// draw 2) and gives the reason in the review's words (the cards and points it leaves).
func TestHintNamesTheMoveAndWhy(t *testing.T) {
	decisions(t, 2, 40, func(s *State) {
		h, ok := HintFor(s.View(s.Turn()))
		if !ok {
			t.Fatal("no hint for the seat to move")
		}
		var names []string
		switch h.Move.Kind {
		case MovePlay:
			for _, c := range h.Move.Played() {
				names = append(names, CardWords(c))
			}
		case MoveTarget:
			names = []string{"seat " + strconv.Itoa(h.Move.Target)}
		default:
			names = []string{"Draw"}
		}
		for _, n := range names {
			if !strings.Contains(h.Why.String(), n) {
				t.Fatalf("hint %v: %q does not name %q", h.Move, h.Why.String(), n)
			}
		}
		matchtest.CheckHintWords(t, h.Move, h.Why.String(), names, []string{"cards worth", "cards on average"})
	})
}
