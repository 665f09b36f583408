package thirdwheel

import (
	"strings"
	"testing"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
)

func newAppraiser() match.AppraiserOf[View, Move] { return Review.New() }

// reviewOptions are the house rules the review's tests play.
var reviewOptions = [][]string{{"fairdeck"}, {"actions", "fairdeck"}, {"snap", "actions"}, {"doubledown", "actions"}}

// hardGames plays seeded games of hard bots under each of reviewOptions and calls f
// with the state and the view of the seat about to make each move, before it is made,
// for games games of each set (fewer under -short).
func hardGames(t *testing.T, games int, f func(s *State, v View, m Move)) {
	t.Helper()
	if testing.Short() {
		games = max(games/3, 1)
	}
	for i, opts := range reviewOptions {
		for g := range games {
			seed := uint64(100*i + g + 1)
			m, err := match.New(Game, match.Config{Players: 3, Options: opts, Seed: seed}, nil)
			if err != nil {
				t.Fatal(err)
			}
			bots := matchtest.Bots(t, Game, seed, LevelHard, LevelHard, LevelHard)
			d := m.NewDriver(bots)
			for n := 0; !m.Over() && n < 2000; n++ {
				mv, err := d.Next()
				if err != nil {
					t.Fatal(err)
				}
				s, _ := match.Unwrap[*State](m.Live())
				if seat := mv.MoveSeat(); seat >= 0 {
					f(s, s.View(seat), mv.(Move))
				}
				if _, err := m.Apply(mv); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// hiddenTwin is a copy of s whose hidden cards differ but whose view for seat is the
// same: a card of another seat's hand swapped with a different card of the deck. ok is
// false when there is no such swap.
func hiddenTwin(s *State, seat int, r *cards.RNG) (*State, bool) {
	c := s.Clone()
	for try := 0; try < 20; try++ {
		o := r.IntN(3)
		if o == seat || len(c.hands[o]) == 0 || len(c.deck) == 0 {
			continue
		}
		i, j := r.IntN(len(c.hands[o])), r.IntN(len(c.deck))
		if c.hands[o][i] == c.deck[j] {
			continue
		}
		c.hands[o][i], c.deck[j] = c.deck[j], c.hands[o][i]
		return c, true
	}
	return nil, false
}

// TestReviewSeesOnlyTheView: two states that give the seat the same view but hide
// different cards (a card of another hand swapped with the deck) give the same review
// of the move the seat made, under four sets of house rules.
func TestReviewSeesOnlyTheView(t *testing.T) {
	r := cards.NewRNG(51)
	reviewed, i := 0, 0
	hardGames(t, 2, func(s *State, v View, m Move) {
		if i++; i%3 != 0 {
			return
		}
		twin, ok := hiddenTwin(s, m.Seat, &r)
		if !ok {
			return
		}
		if matchtest.SameReview(t, newAppraiser, v, twin.View(m.Seat), m, 17) {
			reviewed++
		}
	})
	if reviewed < 10 {
		t.Errorf("only %d decisions reviewed", reviewed)
	}
}

// TestReviewCostsTheBotsMoveNothing: the hard bots' own moves (the Third Wheel's
// look-ahead on 64 samples, the Duo's reading of the table) cost, by the review's
// samples, about nothing: within the review's Near at more than 85% of the positions,
// less than half of Near on average, and 0 whenever the review prefers the move.
func TestReviewCostsTheBotsMoveNothing(t *testing.T) {
	var c matchtest.CostTally
	hardGames(t, 2, func(_ *State, v View, m Move) {
		a, ok := matchtest.Appraise(newAppraiser(), v, m, uint64(c.N))
		if !ok {
			return
		}
		m.At = 0
		matchtest.TallyCost(t, &c, a, m, Review.Near)
	})
	c.Check(t, "the hard bots", Review.Near, 20)
}

// TestHintNamesTheMoveAndWhy: every hint (a Duo player's card, in a window too; the
// Third Wheel's answer on its turn; a penalty discard) names its move and gives the
// reason in the review's words, and a hint inside a race is refused.
func TestHintNamesTheMoveAndWhy(t *testing.T) {
	hints, windows := 0, 0
	hardGames(t, 3, func(_ *State, v View, m Move) {
		h, ok := HintFor(v)
		raceOnly := v.Window.Open && !(v.Role.IsDuo() && v.Turn == v.Seat && v.Phase == PhaseDuo)
		switch {
		case ok && raceOnly && !v.Owes:
			t.Fatalf("a hint inside a race: %v %q", h.Move, h.Why.String())
		case !ok:
			return
		}
		hints++
		if v.Window.Open {
			windows++
		}
		var name string
		switch h.Move.Kind {
		case MovePlay:
			name = playWords(h.Move)
		case MoveMatch, MoveDiscard:
			name = theCard(h.Move.Card)
		case MovePass:
			name = "go by"
		case MoveBlock:
			name = "Awkward Silence"
		case MoveWithdraw:
			name = "Talking Too Much"
		case MoveRoom:
			name = "Read the Room"
		}
		matchtest.CheckHintWords(t, h.Move, h.Why.String(), []string{name}, []string{"sampled games", "only card", "no card", "lowest"})
		if strings.Contains(h.Why.String(), "strongest bot") {
			t.Fatalf("a hint without a reason: %q", h.Why.String())
		}
	})
	if hints < 30 || windows == 0 {
		t.Errorf("%d hints, %d of them in a Snap Match window", hints, windows)
	}
}
