//go:build display

package thirdwheel

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui"
)

// TestSlapButtonsNameTheirPerson: at one screen, on a phone held upright (360×640,
// 390×844) and on a laptop, every SLAP button is at least 44 units (CSS px) high, names
// its person ("Player 2: SLAP", or on a narrow button the name over "SLAP · key"), and
// keeps its words inside it, the two lines apart; the viewer's plate and the pile stay
// clear of the buttons.
func TestSlapButtonsNameTheirPerson(t *testing.T) {
	for _, sz := range [][2]float64{{360, 640}, {390, 844}, {1280, 800}} {
		for _, bots := range []string{"human,human,human", "human,human,normal"} {
			tb := table(t, "snap,doubledown", bots, 3)
			a := App(prefs.Instant)
			a.W, a.H = sz[0], sz[1]
			Step(tb, a, 1)
			if tb.lay.Portrait != (sz[0] < sz[1]) {
				t.Fatalf("%v: the table was not laid out for the screen (upright %v)", sz, tb.lay.Portrait)
			}
			c := &ui.Canvas{Dst: ebiten.NewImage(int(a.W), int(a.H)), S: 1, W: a.W, H: a.H}
			rects, players := tb.slapButtons()
			if len(rects) != strings.Count(bots, "human") {
				t.Fatalf("%v %s: %d SLAP buttons", sz, bots, len(rects))
			}
			for i, r := range rects {
				name := tb.Name(tb.People()[players[i]])
				f := tb.slapWords(c, r, players[i], 0)
				where := func() string { return ui.Join(bots, " ", "") + " " + f.label + " / " + f.key }
				if r.H < 44 {
					t.Errorf("%v %s: button %d is %.0f high", sz, where(), i, r.H)
				}
				if !strings.HasPrefix(f.label, name) || !strings.Contains(f.label+f.key, "SLAP") {
					t.Errorf("%v %s: button %d does not name %s", sz, where(), i, name)
				}
				if w := c.TextWidth(f.label, f.size, true); w > r.W-2*slapPad {
					t.Errorf("%v %s: label %.0f wide in a %.0f button", sz, where(), w, r.W)
				}
				if w := c.TextWidth(f.key, f.keySize, false); w > r.W-2*slapPad {
					t.Errorf("%v %s: key line %.0f wide in a %.0f button", sz, where(), w, r.W)
				}
				top, mid, bottom := f.labelY-f.size/2, f.labelY+f.size/2, f.keyY+f.keySize/2
				if top < r.Y || bottom > r.Y+r.H || mid > f.keyY-f.keySize/2 {
					t.Errorf("%v %s: lines at %.0f–%.0f and %.0f–%.0f in a button from %.0f to %.0f", sz, where(), top, mid, f.keyY-f.keySize/2, bottom, r.Y, r.Y+r.H)
				}
				if r.Overlaps(tb.lay.Plates[0]) || r.Overlaps(tb.lay.Pile) {
					t.Errorf("%v %s: button %d %+v overlaps the plate or the pile", sz, where(), i, r)
				}
			}
		}
	}
}
