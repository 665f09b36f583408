//go:build display

package thirdwheel

import (
	"slices"
	"testing"

	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui/input"
)

// TestOneClickPlays: the card model of every table (docs/architecture.md#input): a
// click on a card that alone decides the move plays it. In Third Wheel one click on a
// hand card with a single play (a Duo player's number card on their turn) plays it.
func TestOneClickPlays(t *testing.T) {
	a := App(prefs.Normal)
	for seed := uint64(1); seed < 30; seed++ {
		tb := table(t, "", "human,normal,normal", seed)
		a.Goto(tb)
		for i := 0; i < 3000; i++ {
			Step(tb, a, 1)
			v := &tb.v
			if v.ToMove != tb.Viewer() || !v.Role.IsDuo() || tb.windowOpen() || !tb.Idle() || tb.Ended() || tb.Over() {
				continue
			}
			for k, c := range v.Hand {
				n := 0
				for _, m := range v.Legal {
					if isHandMove(m, c) {
						n++
					}
				}
				if n != 1 {
					continue
				}
				x, y := tb.lay.HandCard(k, len(v.Hand))
				Tick(tb, a, input.Input{Pointer: true, Pressed: true, Down: true, X: x, Y: y})
				if slices.Contains(st(tb).View(tb.Viewer()).Hand, c) {
					t.Fatalf("seed %d: one click on %v (one play) left it in the hand (toast %q)", seed, c, tb.ToastShown())
				}
				return
			}
		}
	}
	t.Fatal("no seed gave the person a Duo turn with a card of a single play")
}
