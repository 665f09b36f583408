//go:build display

package scenes

import (
	"errors"
	"testing"

	"parlor/gameplay/match"
	"parlor/gameplay/thirdwheel"
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
	m, err := match.New(g, match.Config{Players: 3, Seed: seed, Options: []string{thirdwheel.OptSnap, thirdwheel.OptDoubleDown}}, []string{Human, "normal", "normal"})
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
		to, err := undoTarget(m, 0, []int{0}, name)
		cl := m.Live().(match.Clocked)
		switch {
		case cl.Window().Open:
			open++
			if !errors.Is(err, errUndoWindow) {
				t.Fatalf("seed %d move %d: undo offered (%d, %v) in an open window", seed, n, to, err)
			}
		case errors.Is(err, errUndoRace):
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
