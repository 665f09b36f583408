package board

import (
	"fmt"
	"testing"

	"parlor/scenes/ui/geom"
)

// phones are upright logical screens (one layout unit per CSS pixel).
var phones = [][2]float64{{360, 640}, {390, 844}, {430, 932}}

// TestPortraitFits checks the upright layout: every card of the viewer's hand (raised
// by a selection) and of every opponent, the piles, the plates and the buttons are on
// screen; the hand clears the buttons, piles and plates; the hand keeps its landscape
// card scale and its cards' corners show (at least 17 units between neighbours).
func TestPortraitFits(t *testing.T) {
	for _, sc := range phones {
		W, H := sc[0], sc[1]
		for players := 2; players <= 4; players++ {
			for n := 3; n <= 14; n++ {
				name := fmt.Sprintf("%vx%v/%dp/%dcards", W, H, players, n)
				l := NewLayout(W, H, players, 0)
				if !l.Portrait || l.Seats[0].Scale != handScale {
					t.Fatalf("%s: portrait %v, hand scale %v", name, l.Portrait, l.Seats[0].Scale)
				}
				fixed := []geom.Rect{l.Info, l.Help, l.Rules, l.Menu, l.GoOut, l.SortSuit, l.SortRank, l.SortMelds, l.Stock, l.Discard}
				for s := range l.Seats {
					fixed = append(fixed, l.Seats[s].Plate)
				}
				hand := l.HandBounds(0, n)
				for i, r := range fixed {
					if !inside(r, W, H) {
						t.Errorf("%s: piece %d %+v off screen", name, i, r)
					}
					if r.Overlaps(hand) {
						t.Errorf("%s: piece %d %+v overlaps the hand %+v", name, i, r, hand)
					}
				}
				if !inside(hand, W, H) {
					t.Errorf("%s: hand %+v off screen", name, hand)
				}
				for s := 1; s < players; s++ {
					if b := l.HandBounds(s, n); !inside(b, W, H) {
						t.Errorf("%s: seat %d's cards %+v off screen", name, s, b)
					}
				}
				for i := 1; i < n; i++ {
					x0, y0, _ := l.Fan(0, i-1, n)
					x1, y1, _ := l.Fan(0, i, n)
					if y0 == y1 && x1-x0 < 17 {
						t.Errorf("%s: cards %d and %d only %.1f apart", name, i-1, i, x1-x0)
					}
				}
			}
		}
	}
}
