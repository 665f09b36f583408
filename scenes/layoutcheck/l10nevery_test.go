//go:build display

package layoutcheck

import (
	"os"
	"slices"
	"strings"
	"testing"

	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
	"parlor/scenes/ui"
)

// TestEveryScreenTranslated draws every screen TestLayouts draws (the tables of each
// game, their overlays, refusals and round ends, the menu, score sheet, rules, history,
// statistics, replay viewer, review, daily deal, leaderboard, lobby and online room) in
// Dutch and in the pseudo-locale at 1280×800 and 390×844, and checks them as TestLayouts
// does: no clipped, overlapping or too small text, whatever is translated yet.
// PARLOR_LAYOUT_SHOTS=DIR saves each as SCREEN-LANG-WxH.png.
func TestEveryScreenTranslated(t *testing.T) {
	e := layoutEnv(t)
	t.Cleanup(func() { l10n.Set(l10n.En) })
	shots := os.Getenv("PARLOR_LAYOUT_SHOTS")
	rec := &ui.LayoutRec{}
	drawn := 0
	for _, lang := range []l10n.Lang{l10n.Nl, l10n.Pseudo} {
		l10n.Set(lang)
		for _, sz := range []size{{1280, 800, false}, {390, 844, true}} {
			a := scenetest.App(prefs.Instant)
			for _, s := range slices.Concat(allScreens, replayScreens) {
				faults, c := draw(t, e, a, s, sz, rec, shots, s.name+"-"+lang.Code())
				drawn++
				var bad []string
				for _, f := range faults {
					if k, _ := known(s.name, sz, f.rule); k != "" {
						continue // as in English (TestLayouts checks the list)
					}
					bad = append(bad, f.rule+": "+f.what)
				}
				if len(bad) > 0 {
					t.Errorf("%s in %v at %dx%d (%.0f×%.0f layout units at %.2f): %d faults:\n\t%s", s.name, lang, sz.w, sz.h, c.W, c.H, c.S, len(bad), strings.Join(first(bad, 15), "\n\t"))
				}
			}
		}
	}
	if want := 4 * (len(allScreens) + len(replayScreens)); drawn != want {
		t.Errorf("drew %d screens, want %d: every one in two languages at two sizes", drawn, want)
	}
}
