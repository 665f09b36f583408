package board

import (
	"fmt"
	"testing"

	"parlor/scenes/ui/geom"
)

// TestShortFits: on a phone held sideways the layout is the short one: the plates, the
// dial, the deck strip, the pile, the meter, the actions, the hand and the SLAP
// buttons (one to three) lie on the screen without overlapping, every control at least
// 44 units high.
func TestShortFits(t *testing.T) {
	for _, sz := range [][2]float64{{640, 360}, {740, 360}, {844, 390}, {932, 430}, {1280, 590}, {1920, 500}, {787, 590}} { // the last: a tablet held sideways (ui.TabletH)
		W, H := sz[0], sz[1]
		name := fmt.Sprintf("%vx%v", W, H)
		l := NewLayout(W, H)
		if !l.Portrait || l.W != W || l.H != H {
			t.Fatalf("%s: not the short layout (%vx%v)", name, l.W, l.H)
		}
		rects := []geom.Rect{l.Info, l.Help, l.Rules, l.Menu, l.Plates[0], l.Plates[1], l.Plates[2], l.Dial, l.Deck, l.Pile, l.Meter, l.Actions, l.Hand, l.Slap}
		for i, a := range rects {
			if a.X < 6 || a.Y < 6 || a.X+a.W > W-6 || a.Y+a.H > H-6 {
				t.Errorf("%s: %+v off screen", name, a)
			}
			for _, b := range rects[i+1:] {
				if a.Overlaps(b) {
					t.Errorf("%s: %+v overlaps %+v", name, a, b)
				}
			}
		}
		for n := 1; n <= 3; n++ {
			for _, b := range l.SlapButtons(n) {
				if b.H < 44 || b.W < 44 {
					t.Errorf("%s: %d SLAP buttons: %+v under 44 units", name, n, b)
				}
			}
		}
		if l.Actions.H < 44 {
			t.Errorf("%s: action band %v high", name, l.Actions.H)
		}
		x, _, _ := l.PileCard(2)
		if x-geom.CardW*l.PileScale/2 < l.Pile.X {
			t.Errorf("%s: the pile's third card leaves the pile", name)
		}
	}
}
