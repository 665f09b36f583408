package board

import (
	"fmt"
	"testing"

	"parlor/scenes/ui/geom"
)

// TestShortFits: on a phone held sideways, for 2 to 6 players, the layout is the short
// one: the plates, the pile, the play area, the buttons, the banner and the hand of 20
// cards lie on the screen without overlapping, the buttons at least 44 units high and
// wide enough for their word (sBtnMin: "Draw" was cut at 640×360).
func TestShortFits(t *testing.T) {
	for _, sz := range [][2]float64{{640, 360}, {740, 360}, {844, 390}, {932, 430}, {1280, 590}, {1920, 500}, {787, 590}} { // the last: a tablet held sideways (ui.TabletH)
		W, H := sz[0], sz[1]
		for players := 2; players <= 6; players++ {
			name := fmt.Sprintf("%vx%v/%dp", W, H, players)
			l := NewLayout(W, H, players, 0)
			if !l.Short || !l.Portrait {
				t.Fatalf("%s: not the short layout", name)
			}
			hand := geom.Rect{}
			for i := 0; i < 20; i++ {
				x, y := l.HandCard(i, 20)
				hand = hand.Union(geom.CardRect(x, y-Raise/2, l.HandScale).Union(geom.CardRect(x, y, l.HandScale)))
			}
			rects := []geom.Rect{l.Info, l.Help, l.Rules, l.Menu, l.Play, l.Draw, l.Hint, l.Banner, l.Pile, l.Top.Union(l.Second).Union(l.Under), hand}
			rects = append(rects, l.Plates...)
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
			for _, b := range []geom.Rect{l.Play, l.Draw, l.Hint} {
				if b.H < 44 || b.W < sBtnMin {
					t.Errorf("%s: button %+v under 44 units", name, b)
				}
			}
		}
	}
}
