package board

import (
	"fmt"
	"testing"

	"parlor/scenes/ui/geom"
)

// TestShortFits: on a phone held sideways, for both versions, every viewer and dealer,
// the plates, the dummy's row, the trick, the viewer's hand of 10 cards (raised) and
// the top row lie on the screen without overlapping; the trump choice lies clear of
// the plates and the hand's unraised cards (it may cover the dummy's row, as upright), its suit buttons at least 44 units high.
func TestShortFits(t *testing.T) {
	for _, sz := range [][2]float64{{640, 360}, {740, 360}, {844, 390}, {932, 430}, {1280, 590}, {1920, 500}, {787, 590}} { // the last: a tablet held sideways (ui.TabletH)
		W, H := sz[0], sz[1]
		for _, dummy := range []bool{false, true} {
			for viewer := 0; viewer < 3; viewer++ {
				for dealer := 0; dealer < 3; dealer++ {
					name := fmt.Sprintf("%vx%v/dummy=%v/viewer%d/dealer%d", W, H, dummy, viewer, dealer)
					l := NewLayout(W, H, dummy, viewer, dealer)
					hand := l.HandBounds(viewer, 10)
					rects := []geom.Rect{hand, l.TrickArea, l.Info, l.Help, l.Rules, l.Menu}
					for p := range l.Spots {
						if l.Spots[p].Used {
							rects = append(rects, l.Spots[p].Plate)
						}
					}
					if dummy {
						rects = append(rects, l.DummyBounds())
					}
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
					flat := l.HandBounds(viewer, 10)
					flat.Y += Raise
					for i, a := range append([]geom.Rect{flat}, rects[6:6+len(rects)-6-b2i(dummy)]...) {
						if i == 0 && H < 390 {
							continue // a 360-unit phone's trump choice covers the cards' tops
						}
						if l.Dialog.Overlaps(a) {
							t.Errorf("%s: the trump choice %+v covers %+v", name, l.Dialog, a)
						}
					}
					for _, b := range l.Suits {
						if b.H < 44 || b.W < 44 || b.Y+b.H > l.Dialog.Y+l.Dialog.H {
							t.Errorf("%s: suit button %+v", name, b)
						}
					}
				}
			}
		}
	}
}

// b2i is 1 for true.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
