package takeback

import (
	"errors"
	"strings"
	"testing"

	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
	"parlor/gameplay/thirdwheel"
	"parlor/gameplay/threethirteen"
	"parlor/gameplay/troeven"
)

// TestUndoNeverInAReactionWindow: through a whole game of Third Wheel, seat 0 is never
// offered to take back a move while a reaction window is open, nor a move across one.
func TestUndoNeverInAReactionWindow(t *testing.T) {
	open, race, ok := 0, 0, 0
	for seed := uint64(1); seed <= 60 && (open == 0 || race == 0); seed++ {
		o, r, k := undoThroughGame(t, seed)
		open, race, ok = open+o, race+r, ok+k
	}
	if open == 0 || race == 0 {
		t.Fatalf("the games had %d moves in open windows and %d refusals for a race in between (%d offers): no test", open, race, ok)
	}
}

// undoThroughGame asks for seat 0's undo before every move of a game of Third Wheel
// with Snap Match and Double-Down (reaction windows) played by bots, checks the
// answers, and counts the moves in open windows, the refusals for a window in between
// and the undos offered.
func undoThroughGame(t *testing.T, seed uint64) (open, race, ok int) {
	g := thirdwheel.Game
	m, err := match.New(g, match.Config{Players: 3, Seed: seed, Options: []string{thirdwheel.OptSnap, thirdwheel.OptDoubleDown}}, []string{match.Human, "normal", "normal"})
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]match.Bot, 3)
	for i := range bots {
		bots[i], _ = g.NewBot("normal", i, seed)
	}
	d := match.NewDriver(m.Live(), bots)
	name := func(int) string { return "someone" }
	for n := 0; !m.Over() && n < 20000; n++ {
		to, err := Target(m, 0, []int{0}, name)
		cl := m.Live().(match.Clocked)
		switch {
		case cl.Window().Open:
			open++
			if !errors.Is(err, ErrWindow) {
				t.Fatalf("seed %d move %d: undo offered (%d, %v) in an open window", seed, n, to, err)
			}
		case errors.Is(err, ErrRace):
			race++
		case err == nil:
			ok++
			for _, e := range m.Log()[to:] {
				if e.Seat < 0 {
					t.Fatalf("seed %d move %d: undo back to %d would take back a clock tick", seed, n, to)
				}
			}
		}
		mv, err := d.Next()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Apply(mv); err != nil {
			t.Fatal(err)
		}
	}
	return open, race, ok
}

// TestUndoRefusedAfterAHiddenCardIsSeen: the table's undo (desktop and browser alike)
// refuses to take back a Three-Thirteen stock draw or the naming of trumps in Troeven
// (which deals the caller the rest of the hand), saying so in words, while taking back
// a draw from the discard pile is still offered.
func TestUndoRefusedAfterAHiddenCardIsSeen(t *testing.T) {
	name := func(int) string { return "someone" }
	for _, c := range []struct {
		g     match.Game
		cfg   match.Config
		moves []string // played by the seats to move; seat 0 makes the last
		ok    bool
	}{
		{threethirteen.Game, match.Config{Players: 2, Seed: 18}, []string{"draw"}, false},
		{threethirteen.Game, match.Config{Players: 2, Seed: 18}, []string{"take"}, true},
		{troeven.Game, match.Config{Players: 3, Seed: 3}, []string{"trump H"}, false},
	} {
		m, err := match.New(c.g, c.cfg, nil)
		if err != nil {
			t.Fatal(err)
		}
		for m.ToMove() != 0 {
			d := match.NewDriver(m.Live(), matchtest.Bots(t, c.g, 1, "normal", "normal", "normal")[:m.Players()])
			mv, err := d.Next()
			if err != nil {
				t.Fatal(err)
			}
			if _, err := m.Apply(mv); err != nil {
				t.Fatal(err)
			}
		}
		for _, mv := range c.moves {
			if _, err := m.ApplyText(mv); err != nil {
				t.Fatalf("%s %q: %v", c.g.ID(), mv, err)
			}
		}
		to, err := Target(m, 0, []int{0}, name)
		var re *match.RevealError
		switch {
		case c.ok && err != nil:
			t.Errorf("%s %v: undo refused: %v", c.g.ID(), c.moves, err)
		case !c.ok && !errors.As(err, &re):
			t.Errorf("%s %v: undo offered back to move %d (%v); it would show the cards seen again", c.g.ID(), c.moves, to, err)
		case !c.ok && !strings.HasPrefix(err.Error(), "you have seen "):
			t.Errorf("%s %v: refusal %q is not in words", c.g.ID(), c.moves, err)
		}
	}
}
