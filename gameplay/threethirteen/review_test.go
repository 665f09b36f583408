package threethirteen

import (
	"strings"
	"testing"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
)

func newAppraiser() match.AppraiserOf[View, Move] { return NewAppraiser() }

// TestReviewSeesOnlyTheView: two states that give the seat to move the same view but
// hide different cards (a card of another hand swapped with the stock, the stock
// reshuffled) give the same review of the seat's move, at hundreds of positions of 2-
// and 4-player games, for the move a random player made and for the hard bot's.
func TestReviewSeesOnlyTheView(t *testing.T) {
	r := cards.NewRNG(21)
	for _, n := range []int{2, 4} {
		reviewed := 0
		positions(t, n, 400, func(s *State) {
			twin, ok := hiddenTwin(s, &r)
			if !ok {
				return
			}
			seat := s.Turn()
			ms := s.Legal(seat)
			bot, _ := NewBot("hard", seat, 3)
			for _, m := range []Move{ms[r.IntN(len(ms))], bot.Choose(s.View(seat))} {
				if matchtest.SameReview(t, newAppraiser, s.View(seat), twin.View(seat), m, 7) {
					reviewed++
				}
			}
		})
		if reviewed < 300 {
			t.Errorf("%d players: only %d decisions reviewed", n, reviewed)
		}
	}
}

// TestReviewCostsTheBotsMoveNothing: the hard bot's own move is the review's preferred
// move and costs 0 (the review weighs every unseen card exactly, so there is no noise);
// every other move costs at least 0, and a move leaving more points costs what it
// leaves beyond the hard bot's.
func TestReviewCostsTheBotsMoveNothing(t *testing.T) {
	r := cards.NewRNG(5)
	costly := 0
	positions(t, 3, 500, func(s *State) {
		seat := s.Turn()
		v := s.View(seat)
		bot, _ := NewBot("hard", seat, 1)
		want := bot.Choose(v)
		a, ok := matchtest.Appraise(newAppraiser(), v, want, 1)
		if !ok {
			return
		}
		if a.Preferred != want || a.Cost != 0 {
			t.Fatalf("the hard bot plays %v; the review prefers %v and costs it %v: %s", want, a.Preferred, a.Cost, a.Why.String())
		}
		ms := s.Legal(seat)
		m := ms[r.IntN(len(ms))]
		b, _ := matchtest.Appraise(newAppraiser(), v, m, 1)
		if b.Preferred != want || b.Cost < 0 || b.Why.String() == "" {
			t.Fatalf("%v: preferred %v (the bot: %v), cost %v, %q", m, b.Preferred, want, b.Cost, b.Why.String())
		}
		if b.Cost > Review.Costly {
			costly++
		}
	})
	if costly == 0 {
		t.Error("no random move costed more than the costly mark")
	}
}

// TestReviewWords: the review's sentence names the move played and, when it differs,
// the hard bot's (the card, the stock or the discard), with the points each leaves.
func TestReviewWords(t *testing.T) {
	r := cards.NewRNG(8)
	differ := 0
	positions(t, 3, 300, func(s *State) {
		seat := s.Turn()
		v := s.View(seat)
		ms := s.Legal(seat)
		m := ms[r.IntN(len(ms))]
		a, ok := matchtest.Appraise(newAppraiser(), v, m, 1)
		if !ok {
			return
		}
		want := []string{moveNamed(v, m), "point"}
		if a.Preferred != m {
			want = append(want, moveNamed(v, a.Preferred))
			differ++
		}
		for _, part := range want {
			if !strings.Contains(a.Why.String(), part) {
				t.Fatalf("played %v, preferred %v: %q lacks %q", m, a.Preferred, a.Why.String(), part)
			}
		}
	})
	if differ < 50 {
		t.Errorf("only %d reviews of a move the hard bot would not make", differ)
	}
}

// moveNamed is how a sentence names m: its card, the stock, or the top discard.
func moveNamed(v View, m Move) string {
	switch m.Kind {
	case DrawStock:
		return "stock"
	case TakeDiscard:
		top, _ := v.DiscardTop()
		return top.Sign()
	}
	return m.Card.Sign()
}

// TestHintNamesTheMoveAndWhy: every hint in seeded games names its move (the card, the
// stock or the discard) and gives the reason in the review's words (points left, or
// melds).
func TestHintNamesTheMoveAndWhy(t *testing.T) {
	positions(t, 3, 300, func(s *State) {
		v := s.View(s.Turn())
		h, ok := HintFor(v)
		if !ok {
			t.Fatal("no hint for the seat to move")
		}
		matchtest.CheckHintWords(t, h.Move, h.Why.String(), []string{moveNamed(v, h.Move)}, []string{"point", "melds"})
	})
}
