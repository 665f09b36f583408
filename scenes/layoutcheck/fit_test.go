//go:build display

package layoutcheck

import (
	"math"
	"testing"

	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// TestTabletFit: a tablet held sideways (1024×768 CSS pixels, at any DPR) and a small
// desktop window take the short landscape layout, TabletH units high (their units over
// a CSS pixel); a laptop's screen, the 1280×800 base, a near-square window and a phone
// held sideways keep theirs.
func TestTabletFit(t *testing.T) {
	for _, tc := range []struct {
		w, h, dpr     float64
		lw, lh, scale float64 // the logical screen and its scale (device pixels a unit)
	}{
		{1024, 768, 1, 1024.0 * ui.TabletH / 768, ui.TabletH, 768.0 / ui.TabletH},
		{2048, 1536, 2, 1024.0 * ui.TabletH / 768, ui.TabletH, 1536.0 / ui.TabletH},
		{800, 600, 1, 800.0 * ui.TabletH / 600, ui.TabletH, 600.0 / ui.TabletH},
		{844, 390, 1, 844, 390, 1},                            // a phone held sideways: its CSS size
		{1280, 800, 1, 1280, 800, 1},                          // the base
		{1366, 768, 1, 1366 / 0.96, 800, 0.96},                // a laptop: the desktop layout at 0.96
		{900, 860, 1, 1280, 1280.0 * 860 / 900, 900.0 / 1280}, // too square: Fit's
	} {
		w, h, s := ui.FitShort(tc.w, tc.h, tc.dpr)
		if math.Abs(w-tc.lw) > 0.01 || math.Abs(h-tc.lh) > 0.01 || math.Abs(s-tc.scale) > 0.0001 {
			t.Errorf("FitShort(%v×%v at %v) = %.1f×%.1f at %.4f, want %.1f×%.1f at %.4f", tc.w, tc.h, tc.dpr, w, h, s, tc.lw, tc.lh, tc.scale)
		}
		if tablet := tc.lh == ui.TabletH; tablet && !geom.Short(w, h) {
			t.Errorf("%v×%v: %.0f×%.0f units is not a short landscape screen", tc.w, tc.h, w, h)
		}
		if s/tc.dpr < 1 && geom.Short(w, h) {
			t.Errorf("%v×%v at %v: short layout at %.2f CSS px a unit, under one", tc.w, tc.h, tc.dpr, s/tc.dpr)
		}
	}
}
