package board

import (
	"fmt"
	"testing"

	"parlor/scenes/ui/geom"
)

// shortSizes are phones held sideways, two short desktop windows and a tablet held
// sideways (1024×768, TabletH units high), in layout units (ui.FitShort).
var shortSizes = [][2]float64{{640, 360}, {740, 360}, {844, 390}, {932, 430}, {1280, 590}, {1920, 500}, {787, 590}}

// TestShortFits: on a phone held sideways, for 2 to 6 players and every viewer, the
// layout is the short one, and the hand of 14 cards (raised), the plates, the piles,
// the buttons and the top row lie on the screen without overlapping; the buttons are
// at least 44 units high.
func TestShortFits(t *testing.T) {
	for _, sz := range shortSizes {
		W, H := sz[0], sz[1]
		for players := 2; players <= 6; players++ {
			for viewer := 0; viewer < players; viewer++ {
				name := fmt.Sprintf("%vx%v/%dp/viewer%d", W, H, players, viewer)
				l := NewLayout(W, H, players, viewer)
				if !l.Short || !l.Portrait {
					t.Fatalf("%s: not the short layout", name)
				}
				rects := []geom.Rect{l.HandBounds(viewer, 14), l.Stock, l.Discard, l.Info, l.Help, l.Rules, l.Menu, l.GoOut, l.SortSuit, l.SortRank, l.SortMelds}
				for s := range l.Seats {
					rects = append(rects, l.Seats[s].Plate)
					if s != viewer {
						rects = append(rects, l.HandBounds(s, 14))
					}
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
				for _, b := range []geom.Rect{l.GoOut, l.SortSuit, l.SortRank, l.SortMelds, l.Help} {
					if b.H < 44 || b.W < 44 {
						t.Errorf("%s: button %+v under 44 units", name, b)
					}
				}
			}
		}
	}
}
