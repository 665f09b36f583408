//go:build display

package screens

import (
	"math"
	"testing"

	"parlor/scenes"
	"parlor/scenes/ui"
)

// TestTenHeadersFit: on a ten-player sheet every name with its seat dot fits its column
// (the headers used to run into each other: "Cleo● Dmitri"), and short names at few
// seats keep the full size.
func TestTenHeadersFit(t *testing.T) {
	a := &scenes.App{W: ui.BaseW, H: ui.BaseH, Scale: 1}
	c := a.Measure()
	names := []string{"You", "Basil", "Cleo", "Dmitri", "Edie", "Felix", "Gwen", "Hugo", "Iris", "Jonah"}
	for _, w := range []float64{ui.BaseW, 1100} {
		tableW := math.Min(120+float64(len(names))*96, w*0.55)
		colW := (tableW - 120) / float64(len(names))
		size, shown := headerFit(c, names, colW)
		for i, n := range shown {
			if got := c.TextWidth(n, size, true) + 14; got > colW-6+0.01 {
				t.Errorf("width %v: header %q (of %q) takes %.1f of a %.1f column", w, n, names[i], got, colW)
			}
		}
	}
	if size, shown := headerFit(c, names[:3], 150); size != 16 || shown[1] != "Basil" {
		t.Errorf("three seats: size %v, names %q; want 16 and the names whole", size, shown)
	}
}

// TestPanelsAreOpaque: the fills of panels drawn over the table (dialogs and the key
// help, seat plates, round ends) hide what is under them: the banner and status text
// used to show through the key help.
func TestPanelsAreOpaque(t *testing.T) {
	for name, c := range map[string]uint8{"Panel": ui.Panel.A, "PlateFill": ui.PlateFill.A, "TurnFill": ui.TurnFill.A, "EndFill": ui.EndFill.A} {
		if c != 0xff {
			t.Errorf("%s has alpha %#x: text behind it shows through", name, c)
		}
	}
}
