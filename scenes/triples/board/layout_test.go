package board

import (
	"fmt"
	"testing"

	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// TestLayoutFits: for 2 to 10 seats, at the base size and a wide screen, every piece
// of the table is on screen and no two overlap; every opponent has a plate.
func TestLayoutFits(t *testing.T) {
	for _, size := range [][2]float64{{1280, 800}, {1600, 800}, {1280, 1000}} {
		for n := 2; n <= 10; n++ {
			for _, viewer := range []int{0, n - 1} {
				l := NewLayout(size[0], size[1], n, viewer)
				rs := l.ChromeRects()
				names := []string{"info", "hand", "pile", "area", "banner", "play", "draw", "hint", "controls"}
				for s := 0; s < n; s++ {
					names = append(names, fmt.Sprintf("plate %d", s))
				}
				for i, r := range rs {
					if r.W <= 0 || r.H <= 0 {
						t.Errorf("%v n=%d: %s is empty: %+v", size, n, names[i], r)
					}
					if r.X < 0 || r.Y < 0 || r.X+r.W > l.W || r.Y+r.H > l.H {
						t.Errorf("%v n=%d: %s is off screen: %+v", size, n, names[i], r)
					}
					for j := i + 1; j < len(rs); j++ {
						if r.Overlaps(rs[j]) {
							t.Errorf("%v n=%d viewer %d: %s %+v overlaps %s %+v", size, n, viewer, names[i], r, names[j], rs[j])
						}
					}
				}
				// Every dealer-draw card lands on screen, clear of the play area.
				for s := 0; s < n; s++ {
					x, y := l.DrawSpot(s)
					r := geom.CardRect(x, y, DrawSpotScale)
					if r.X < 0 || r.Y < 0 || r.X+r.W > l.W || r.Y+r.H > l.H {
						t.Errorf("n=%d: seat %d's dealer-draw card is off screen", n, s)
					}
				}
			}
		}
	}
}

// TestHandFits: up to 40 cards (a long round with penalties) stay inside the hand band.
func TestHandFits(t *testing.T) {
	l := NewLayout(1280, 800, 10, 3)
	for n := 1; n <= 40; n++ {
		x0, _ := l.HandCard(0, n)
		x1, _ := l.HandCard(n-1, n)
		half := geom.CardW * l.HandScale / 2
		if x0-half < l.Hand.X-0.01 || x1+half > l.Hand.X+l.Hand.W+0.01 {
			t.Errorf("%d cards span %.0f..%.0f, outside the band %.0f..%.0f", n, x0-half, x1+half, l.Hand.X, l.Hand.X+l.Hand.W)
		}
		if n > 1 && l.Gap(n) <= 0 {
			t.Errorf("%d cards: gap %.1f", n, l.Gap(n))
		}
	}
}

func TestIntents(t *testing.T) {
	l := NewLayout(1280, 800, 6, 0)
	none := func(int) bool { return false }
	ctl := func() *Control { return &Control{Lay: &l, HandN: 8, Cursor: -1, Raised: none} }
	x, y := l.HandCard(2, 8)
	cases := []struct {
		name string
		in   *input.Input
		c    *Control
		want []Intent
	}{
		{"click a card toggles it", input.Tap(x+5, y+40), ctl(), []Intent{{Kind: IToggle, Index: 2}}},
		{"click play", input.Tap(l.Play.CX(), l.Play.CY()), ctl(), []Intent{{Kind: IPlay}}},
		{"click the pile draws", input.Tap(l.Pile.CX(), l.Pile.CY()), ctl(), []Intent{{Kind: IDraw}}},
		{"click hint", input.Tap(l.Hint.CX(), l.Hint.CY()), ctl(), []Intent{{Kind: IHint}}},
		{"click the area plays", input.Tap(l.Top.CX(), l.Top.CY()), ctl(), []Intent{{Kind: IPlay}}},
		{"click empty felt", input.Tap(l.W/2, 200), ctl(), nil},
		{"a tap on a plate names its seat", input.Tap(l.Plates[3].CX(), l.Plates[3].CY()), ctl(), []Intent{{Kind: IName, Index: 3}}},
		{"the viewer's own plate does nothing", input.Tap(l.Plates[0].X+4, l.Plates[0].Y+4), ctl(), nil},
		{"right arrow starts at the first card", input.Keys(input.KeyRight), ctl(), []Intent{{Kind: ICursor, Index: 0}}},
		{"left arrow wraps to the last", input.Keys(input.KeyLeft), ctl(), []Intent{{Kind: ICursor, Index: 7}}},
		{"space selects under the cursor", input.Keys(input.KeySpace), &Control{Lay: &l, HandN: 8, Cursor: 5, Raised: none}, []Intent{{Kind: IToggle, Index: 5}}},
		{"enter plays, d draws, h hints", input.Keys(input.KeyEnter, input.KeyD, input.KeyH), ctl(), []Intent{{Kind: IPlay}, {Kind: IDraw}, {Kind: IHint}}},
	}
	for _, tc := range cases {
		got := MapInput(tc.in, tc.c, nil)
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestTargetIntents: while a double triple's target is chosen, clicking an opponent's
// plate names it, the viewer's own plate and the hand do nothing, arrows move the
// choice and Enter confirms it.
func TestTargetIntents(t *testing.T) {
	for n := 2; n <= 10; n++ {
		l := NewLayout(1280, 800, n, 1)
		c := &Control{Lay: &l, HandN: 6, Cursor: -1, Target: true}
		for s := 0; s < n; s++ {
			p := l.Plates[s]
			got := MapInput(input.Tap(p.CX(), p.CY()), c, nil)
			if s == 1 {
				if len(got) != 0 {
					t.Errorf("n=%d: clicking my own plate gave %v", n, got)
				}
				continue
			}
			if len(got) != 1 || got[0] != (Intent{Kind: ITarget, Index: s}) {
				t.Errorf("n=%d: clicking seat %d's plate gave %v", n, s, got)
			}
		}
		x, y := l.HandCard(0, 6)
		if got := MapInput(input.Tap(x, y), c, nil); len(got) != 0 {
			t.Errorf("n=%d: clicking the hand while targeting gave %v", n, got)
		}
		got := MapInput(input.Keys(input.KeyRight, input.KeyLeft, input.KeyEnter), c, nil)
		want := []Intent{{Kind: ITargetNext, Index: 1}, {Kind: ITargetNext, Index: -1}, {Kind: ITarget, Index: -1}}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("n=%d: keys gave %v, want %v", n, got, want)
		}
	}
}
