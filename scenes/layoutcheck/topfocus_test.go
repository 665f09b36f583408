//go:build display

package layoutcheck

import (
	"image"
	"image/color"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes"
	"parlor/scenes/all"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// TestTopFocusRing: at every table (a person and two bots, 1280×800), once Tab has
// brought the keyboard's focus to a top button, the picture shows the focus ring round
// it: the focus blue just outside the middle of each of the button's four edges, where
// none was before. PARLOR_LAYOUT_SHOTS=DIR saves each picture there as
// topfocus-GAME.png.
func TestTopFocusRing(t *testing.T) {
	all.Register()
	shots := os.Getenv("PARLOR_LAYOUT_SHOTS")
	for _, g := range all.Games() {
		id := g.Game.ID()
		a := scenetest.App(prefs.Instant)
		sc := show(a, scenetest.Open(t, g, scenetest.Setup(t, id, "", 3, "", "human,normal,normal", 3)))
		sh := scenes.ShellOf(sc)
		img := ebiten.NewImage(int(a.W), int(a.H))
		draw := func() *image.RGBA {
			c := &ui.Canvas{DPR: 1}
			c.Begin(img)
			a.Draw(c)
			rgba := image.NewRGBA(img.Bounds())
			img.ReadPixels(rgba.Pix)
			return rgba
		}
		before := draw()
		for n := 0; !sh.TopFocus().On(); n++ {
			if n == 60 {
				t.Fatalf("%s: 60 presses of Tab never reached a top button", id)
			}
			scenetest.Press(sc, a, input.KeyTab)
		}
		b, ok := sh.TopFocus().Focused(scenes.FrameOf(sh).TopButtons(a.Measure()))
		if !ok {
			t.Fatalf("%s: the focus is on, on no button drawn", id)
		}
		after := draw()
		if shots != "" {
			save(t, img, filepath.Join(shots, "topfocus-"+id+".png"))
		}
		img.Deallocate()
		r := b.Rect
		// The ring is a line 3 units wide just outside the button: its middle 1.5 units
		// out.
		for _, p := range [][2]float64{{r.CX(), r.Y - 1.5}, {r.CX(), r.Y + r.H + 1.5}, {r.X - 1.5, r.CY()}, {r.X + r.W + 1.5, r.CY()}} {
			x, y := int(p[0]), int(p[1])
			if got := after.RGBAAt(x, y); !near(got, ui.Focus) {
				t.Errorf("%s: %q focused, at (%d, %d) the picture is %v, not the focus ring's %v", id, b.Button.Label, x, y, got, ui.Focus)
			}
			if was := before.RGBAAt(x, y); near(was, ui.Focus) {
				t.Errorf("%s: at (%d, %d) the focus blue was there before the focus", id, x, y)
			}
		}
	}
}

// near reports c within a few levels of want in each channel (antialiasing).
func near(c, want color.RGBA) bool {
	d := func(a, b uint8) bool { return int(a)-int(b) < 24 && int(b)-int(a) < 24 }
	return d(c.R, want.R) && d(c.G, want.G) && d(c.B, want.B)
}
