package threethirteen

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
)

// positions plays seeded games of n players with random legal moves (going out
// whenever it can, so rounds end) and calls f at every position, until f has seen
// count positions.
func positions(t *testing.T, n, count int, f func(s *State)) {
	t.Helper()
	r := cards.NewRNG(uint64(n))
	var s *State
	for seen, seed := 0, uint64(1); seen < count; seen++ {
		if s == nil || s.Over() {
			var err error
			if s, err = New(Config{Players: n, Seed: seed}); err != nil {
				t.Fatal(err)
			}
			seed++
		}
		f(s)
		ms := s.Legal(s.Turn())
		m := ms[r.IntN(len(ms))]
		if last := ms[len(ms)-1]; last.Kind == GoOut {
			m = last
		}
		if _, err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
}

// knownHeld is what seat's public memory says it holds: the cards it took from the
// discard pile this round and has not thrown back.
func knownHeld(s *State, seat int) []cards.Card {
	held := slices.Clone(s.taken[seat])
	for _, c := range s.thrown[seat] {
		if i := slices.Index(held, c); i >= 0 {
			held = slices.Delete(held, i, i+1)
		}
	}
	return held
}

// hiddenTwin returns a copy of s that gives the seat to move exactly the same view but
// holds other hidden cards: a card of another hand (one its public memory does not
// pin down) swapped with a different card of the stock, and the stock reshuffled. ok
// is false when there is no such swap.
func hiddenTwin(s *State, r *cards.RNG) (*State, bool) {
	c := s.Clone()
	me := s.Turn()
	for try := 0; try < 30; try++ {
		o := r.IntN(c.players)
		if o == me || len(c.hands[o]) == 0 || len(c.stock) == 0 {
			continue
		}
		free := slices.Clone(c.hands[o])
		for _, k := range knownHeld(c, o) {
			if i := slices.Index(free, k); i >= 0 {
				free = slices.Delete(free, i, i+1)
			}
		}
		if len(free) == 0 {
			continue
		}
		a := free[r.IntN(len(free))]
		j := r.IntN(len(c.stock))
		if c.stock[j] == a {
			continue
		}
		i := slices.Index(c.hands[o], a)
		c.hands[o][i], c.stock[j] = c.stock[j], a
		cards.Shuffle(r, c.stock)
		return c, true
	}
	return nil, false
}

// TestBotsDecideFromTheViewAlone: two states that give the seat to move the same view
// but differ in the hidden cards make every level choose the same move (same seed).
func TestBotsDecideFromTheViewAlone(t *testing.T) {
	r := cards.NewRNG(3)
	for _, n := range []int{2, 4} {
		checked := 0
		positions(t, n, 600, func(s *State) {
			twin, ok := hiddenTwin(s, &r)
			if !ok {
				return
			}
			seat := s.Turn()
			if reflect.DeepEqual(s.hands, twin.hands) && reflect.DeepEqual(s.stock, twin.stock) {
				t.Fatal("the twin hides the same cards")
			}
			newBot := func(l string) (Bot, error) { return NewBot(l, seat, 9) }
			legal := func(m Move) error {
				if err := s.Clone().check(m); err != nil { // a typed pointer: nil is no error
					return err
				}
				return nil
			}
			matchtest.SameChoices(t, Levels, newBot, s.View(seat), twin.View(seat), legal, fmt.Sprintf("%d players", n))
			checked++
		})
		if checked < 400 {
			t.Errorf("%d players: only %d positions checked", n, checked)
		}
	}
}

// TestHardSeesWhatTheViewLeavesUnseen: on real views the hard bot's unseen cards are
// exactly the cards of the other hands that public memory does not pin down, plus the
// stock.
func TestHardSeesWhatTheViewLeavesUnseen(t *testing.T) {
	var b hardBot
	for _, n := range []int{2, 3, 5} {
		positions(t, n, 500, func(s *State) {
			seat := s.Turn()
			v := s.View(seat)
			b.copyView(&v)
			if !b.unseen(&b.view) {
				t.Fatalf("%d players: a real view did not add up", n)
			}
			want := slices.Clone(s.stock)
			for o := range s.players {
				if o == seat {
					continue
				}
				free := slices.Clone(s.hands[o])
				for _, k := range knownHeld(s, o) {
					free, _ = cards.Remove(free, k)
				}
				want = append(want, free...)
			}
			var got []cards.Card
			for i, x := range b.xs {
				for range b.xn[i] {
					got = append(got, x)
				}
			}
			slices.SortFunc(want, compareCards)
			slices.SortFunc(got, compareCards)
			if !slices.Equal(got, want) || b.total != len(want) {
				t.Fatalf("%d players: unseen %v, hidden %v", n, cards.Format(got), cards.Format(want))
			}
		})
	}
}

// TestHardThinksInSlices: the hard bot is a Thinker whose sliced decision (Begin, Step
// until done, Result) is the move Choose makes, in several slices for a discard.
func TestHardThinksInSlices(t *testing.T) {
	sliced := 0
	positions(t, 3, 300, func(s *State) {
		seat := s.Turn()
		a, _ := NewBot("hard", seat, 5)
		b, _ := NewBot("hard", seat, 5)
		want := a.Choose(s.View(seat))
		got, steps := matchtest.Sliced[View, Move](t, b, s.View(seat))
		if got != want {
			t.Fatalf("sliced %v, Choose %v", got, want)
		}
		if steps > 1 {
			sliced++
		}
	})
	if sliced < 50 {
		t.Errorf("only %d decisions took more than one slice", sliced)
	}
	s, _ := New(Config{Players: 2, Seed: 8})
	e, _ := Game.NewBot("hard", s.Turn(), 1)
	if _, err := s.Apply(match.Choose(e, s.View(s.Turn())).(Move)); err != nil {
		t.Errorf("the erased hard bot's move: %v", err)
	}
}

// TestHardSlicingKeepsTheMove: the hard bot decides the same move whether it thinks in
// one Step, in Steps of its usual budget, or one penalty evaluation per Step (the
// search of one unseen card then stops and resumes many times), on positions of
// 2-player and 4-player games with hands of every length.
func TestHardSlicingKeepsTheMove(t *testing.T) {
	resumed := 0
	for _, n := range []int{2, 4} {
		for _, v := range normalViews(t, n, 300, 50, 0) {
			var moves [3]Move
			var steps [3]int
			for i, calls := range []int{noBound, 0, 1} {
				b := &hardBot{calls: calls}
				b.Begin(v)
				for steps[i] = 1; !b.Step(); steps[i]++ {
				}
				moves[i] = b.Result()
			}
			if moves[0] != moves[1] || moves[0] != moves[2] {
				t.Fatalf("%d players, hand %s: one Step %v, usual Steps %v, one evaluation a Step %v",
					n, cards.Format(v.Hand), moves[0], moves[1], moves[2])
			}
			if steps[0] == 1 && steps[2] > 1 {
				resumed++
			}
		}
	}
	if resumed < 200 {
		t.Errorf("only %d decisions were sliced", resumed)
	}
}

// TestHardTakesWithCare pins the hard bot's draw: it takes a wild or a card that
// completes a meld, never a card it threw itself this round, and draws from the stock
// for a card that only swaps a loose card.
func TestHardTakesWithCare(t *testing.T) {
	for _, tc := range []struct {
		hand, discard string
		thrown        string
		want          string
	}{
		{"7H 8H KS", "9H", "", "take"},   // completes a run
		{"7H 8H 9H", "3D", "", "take"},   // a wild (threes in round 1)
		{"9C 9D KS", "9H", "9H", "draw"}, // its own discard: never taken back
		{"7H 8H KS", "QD", "", "draw"},   // nothing gained
	} {
		v := botView(1, PhaseDraw, tc.hand, tc.discard)
		v.HandSizes[1], v.HandSizes[2] = 3, 3
		v.StockSize = 52*DecksFor(3) - 9 - len(v.Discard)
		v.Discarded[0] = cards.MustParseList(tc.thrown)
		if got := choose(t, "hard", v); got != tc.want {
			t.Errorf("hand %s, discard %s: %s, want %s", tc.hand, tc.discard, got, tc.want)
		}
	}
}

// TestHardBeatsNormal is a short seeded check that the search pays. Each seed is played
// twice with the levels of the seats swapped, so the deals largely repeat and luck
// mostly cancels (the strength itself is measured by parlor-sim tournament).
func TestHardBeatsNormal(t *testing.T) {
	const seeds = 40
	gain := 0
	for seed := uint64(100); seed < 100+seeds; seed++ {
		a := []string{"hard", "normal"}
		b := []string{"normal", "hard"}
		sa, _ := runGame(t, Config{Players: 2, Seed: seed}, a...)
		sb, _ := runGame(t, Config{Players: 2, Seed: seed}, b...)
		ta, tb := sa.Totals(), sb.Totals()
		gain += ta[1] - ta[0] + tb[0] - tb[1]
	}
	if mean := float64(gain) / (2 * seeds); mean < 2 {
		t.Errorf("hard scores only %.1f points per game less than normal, want at least 2", mean)
	}
}
