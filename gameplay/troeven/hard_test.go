package troeven

import (
	"math/bits"
	"testing"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
)

// positions plays random games and calls f at every position where a seat must move
// (a new game each time one ends), until f has seen n positions.
func positions(t *testing.T, v Variant, n int, f func(s *State)) {
	t.Helper()
	r := cards.NewRNG(99)
	s, err := New(Config{Variant: v, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for seen, seed := 0, uint64(1); seen < n; seen++ {
		if s.Over() {
			seed++
			s.Restart(seed)
		}
		f(s)
		if err := s.Step(s.RandomMove(&r)); err != nil {
			t.Fatal(err)
		}
	}
}

func TestKnowledgeFromStateMatchesView(t *testing.T) {
	for _, v := range []Variant{Dummy, Solo} {
		positions(t, v, 3000, func(s *State) {
			if s.phase != PhasePlay {
				return
			}
			view := s.View(s.ToMove())
			if got, want := s.knowledgeFor(s.turn), knowledgeOf(&view); got != want {
				t.Fatalf("%s: knowledge from the state %+v, from the view %+v", v, got, want)
			}
		})
	}
}

// hiddenTwin returns a copy of s that gives seat (the seat to move) exactly the same
// view but holds other hidden cards: the undealt part of the deck reshuffled while
// trumps are named, else two hidden cards swapped between holders (other hands, the
// dummy's face-down row) without breaking a void they showed. ok is false when no such
// swap exists.
func hiddenTwin(s *State, r *cards.RNG) (twin *State, ok bool) {
	c := s.Clone()
	if c.phase == PhaseTrump {
		k := 4
		if c.nPos == 3 {
			k = 5
		}
		rest := c.deck[k:c.nCards]
		cards.Shuffle(r, rest)
		if c.nPos == 4 {
			c.hands[c.opponent()] = maskOf(c.deck[4:8])
			c.hands[c.dealer] = maskOf(c.deck[8:12])
		}
		return c, true
	}
	seat := int8(s.ToMove())
	type slot struct {
		pos int8 // a seat, or DummySeat with col
		col int
		i   idx
	}
	var slots []slot
	for p := int8(0); p < 3; p++ {
		if p == seat {
			continue
		}
		for m := c.hands[p]; m != 0; m &= m - 1 {
			slots = append(slots, slot{pos: p, i: idx(bits.TrailingZeros32(m))})
		}
	}
	for col := 0; col < 4; col++ {
		if c.down[col] >= 0 {
			slots = append(slots, slot{pos: DummySeat, col: col, i: c.down[col]})
		}
	}
	fits := func(i idx, pos int8) bool {
		return pos == DummySeat || c.shown[pos]&(1<<uint(suitOf(i))) == 0
	}
	for try := 0; try < 50 && len(slots) > 1; try++ {
		a, b := slots[r.IntN(len(slots))], slots[r.IntN(len(slots))]
		if a.pos == b.pos || !fits(a.i, b.pos) || !fits(b.i, a.pos) {
			continue
		}
		for _, x := range []struct {
			s   slot
			out idx
		}{{a, b.i}, {b, a.i}} {
			if x.s.pos == DummySeat {
				c.down[x.s.col] = x.out
			} else {
				c.hands[x.s.pos] = c.hands[x.s.pos]&^(1<<uint(x.s.i)) | 1<<uint(x.out)
			}
		}
		return c, true
	}
	return nil, false
}

// TestBotsDecideFromTheViewAlone: two states that give the seat to move the same view
// but differ in the hidden cards make every level choose the same move (same seed).
func TestBotsDecideFromTheViewAlone(t *testing.T) {
	r := cards.NewRNG(5)
	for _, v := range []Variant{Dummy, Solo} {
		checked := 0
		positions(t, v, 400, func(s *State) {
			if s.phase == PhaseOver {
				return
			}
			twin, ok := hiddenTwin(s, &r)
			if !ok {
				return
			}
			seat := s.ToMove()
			if s.hands == twin.hands && s.down == twin.down && s.deck == twin.deck {
				t.Fatalf("the twin hides the same cards")
			}
			newBot := func(l string) (Bot, error) { return NewBot(l, seat, 11) }
			legal := func(m Move) error { return s.Clone().Check(m) }
			matchtest.SameChoices(t, Levels, newBot, s.View(seat), twin.View(seat), legal, string(v))
			checked++
		})
		if checked < 300 {
			t.Errorf("%s: only %d positions checked", v, checked)
		}
	}
}

// TestWorldsAgreeWithTheView: every deal the hard bot imagines keeps what the view
// shows (own hand, dummy's face-up cards, cards played, hand sizes, voids) and deals
// every other card exactly once.
func TestWorldsAgreeWithTheView(t *testing.T) {
	r := cards.NewRNG(8)
	var w worlds
	var d State
	for _, v := range []Variant{Dummy, Solo} {
		positions(t, v, 1500, func(s *State) {
			if s.phase == PhaseOver {
				return
			}
			seat := s.ToMove()
			view := s.View(seat)
			if !w.load(&view) {
				t.Fatalf("%s: the view of a real game did not load", v)
			}
			for !w.ready(1000) {
			}
			for range 5 {
				w.deal(&r, &d)
				if d.phase == PhaseTrump {
					d.do(Move{Seat: seat, Kind: NameTrump, Suit: cards.Hearts}, -1, nil)
				}
				if err := checkInvariants(&d); err != nil {
					t.Fatalf("%s: imagined deal: %v", v, err)
				}
				if d.hands[seat]&s.hands[seat] != s.hands[seat] || d.played != s.played ||
					(s.phase == PhasePlay && d.hands[DummySeat] != s.hands[DummySeat]) {
					t.Fatalf("%s: imagined deal changes what the seat sees", v)
				}
				for p := 0; p < 3 && s.phase == PhasePlay; p++ {
					if bits.OnesCount32(d.hands[p]) != bits.OnesCount32(s.hands[p]) {
						t.Fatalf("%s: seat %d holds %d cards in the imagined deal", v, p, bits.OnesCount32(d.hands[p]))
					}
					for su := 0; su < 4; su++ {
						if s.shown[p]&(1<<uint(su)) != 0 && d.hands[p]&suitMask(su) != 0 {
							t.Fatalf("%s: seat %d showed out of suit %d but holds it", v, p, su)
						}
					}
				}
				d.playout()
				if d.done != d.nTricks {
					t.Fatalf("%s: playout stopped after %d tricks", v, d.done)
				}
			}
		})
	}
}

// TestHardThinksInSlices: the hard bot is a Thinker whose sliced decision (Begin, Step
// until done, Result) is the move Choose makes, taking several slices.
func TestHardThinksInSlices(t *testing.T) {
	s, _ := New(Config{Seed: 4})
	seat := s.ToMove()
	a, _ := NewBot("hard", seat, 3)
	b, _ := NewBot("hard", seat, 3)
	want := a.Choose(s.View(seat))
	got, steps := matchtest.Sliced[View, Move](t, b, s.View(seat))
	if got != want || steps < 4 {
		t.Errorf("sliced: %v after %d steps, Choose: %v", got, steps, want)
	}
	e, _ := Game.NewBot("hard", seat, 3)
	if m := match.Choose(e, s.View(seat)); m.String() != want.String() {
		t.Errorf("through the match layer: %v, want %v", m, want)
	}
}

// TestHardBeatsNormal is a short seeded check that the search pays: one hard bot
// against two normal ones wins well over its third of the games (the strength itself
// is measured by parlor-sim tournament).
func TestHardBeatsNormal(t *testing.T) {
	for _, v := range []Variant{Dummy, Solo} {
		if wins, games := winsAgainst(t, v, 24, "hard", "normal"); wins*2 < games {
			t.Errorf("%s: hard won %d of %d games against two normal bots", v, wins, games)
		}
	}
}
