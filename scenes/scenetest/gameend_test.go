//go:build display

package scenetest_test

import (
	"testing"

	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui/input"
)

// TestGameEndTakesABeat: at every table a finished game's result takes no Enter and no
// click for its first EndBeat ticks (even at the instant speed, where it took the
// first); then Enter goes to the final scores, never straight to a new game (Third
// Wheel's result dealt a new game on one Enter or a click anywhere).
func TestGameEndTakesABeat(t *testing.T) {
	for _, g := range games {
		a := App(prefs.Instant)
		sc, sh := table(t, a, g.id, g.bots, 11)
		a.Goto(sc)
		for i := 0; i < 20000 && !sh.Final(); i++ {
			Step(sc, a, 1)
		}
		if !sh.Final() {
			t.Fatalf("%s: the game did not end", g.id)
		}
		for i := 0; i < scenes.EndBeat-1; i++ {
			if i%2 == 0 {
				Press(sc, a, input.KeyEnter)
			} else {
				Tick(sc, a, input.Input{Pointer: true, Pressed: true, Down: true, X: a.W / 2, Y: a.H / 2})
			}
			if a.Next() != nil {
				t.Fatalf("%s: %d ticks after the result showed, an Enter or a click went to %T", g.id, i+1, a.Next())
			}
		}
		for i := 0; i < 2000 && !sh.RoundOver(); i++ {
			Step(sc, a, 1)
		}
		Press(sc, a, input.KeyEnter)
		if _, ok := a.Next().(*screens.Scoring); !ok {
			t.Errorf("%s: Enter at the game's end went to %T, want the final scores", g.id, a.Next())
		}
	}
}
