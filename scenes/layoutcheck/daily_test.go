//go:build display

package layoutcheck

import (
	"os"
	"strings"
	"testing"
	"time"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/saves"
	"parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui"
)

// dailyShown is the daily deal screen with Triples' deal of today and its board read
// from the test's server (a: with a device key): it is updated until the server has
// answered, at most 20 s.
func dailyShown(e *env, a *scenes.App) scenes.Scene {
	d := screens.NewDaily(scenetest.Setup(e.t, "triples", "", 2, "", "human,normal", 0))
	show(a, d)
	for end := time.Now().Add(20 * time.Second); !d.Settled(); {
		if time.Now().After(end) {
			e.t.Fatal("the daily deal screen had no answer from the server")
		}
		scenetest.Step(d, a, 1)
	}
	if _, problem := d.Deal(); problem != "" {
		e.t.Fatalf("the daily deal screen shows no deal: %s", problem)
	}
	return settle(d, a)
}

// TestDailyTranslated draws the daily deal screen with today's deal in each language
// (the pseudo-locale's 40% longer words too) at the small screens, landscape and
// upright, and checks it as TestLayouts does (layoutFaults): the deal's words, the
// board and the buttons stay on the screen and apart. PARLOR_LAYOUT_SHOTS=DIR saves each
// as daily-LANG-WxH.png.
func TestDailyTranslated(t *testing.T) {
	e := layoutEnv(t)
	t.Cleanup(func() { l10n.Set(l10n.En) })
	shots := os.Getenv("PARLOR_LAYOUT_SHOTS")
	rec := &ui.LayoutRec{}
	daily := aScreen{"daily", func(e *env, a *scenes.App) scenes.Scene { a.Saves = saves.NewMem(); return dailyShown(e, a) }}
	for _, lang := range []l10n.Lang{l10n.Nl, l10n.De, l10n.Fr, l10n.Es, l10n.Pseudo} {
		l10n.Set(lang)
		for _, sz := range []size{{640, 360, true}, {844, 390, true}, {360, 640, true}, {800, 600, false}, {390, 844, true}} {
			faults, c := draw(t, e, scenetest.App(prefs.Instant), daily, sz, rec, shots, "daily-"+lang.Code())
			var bad []string
			for _, f := range faults {
				bad = append(bad, f.rule+": "+f.what)
			}
			if len(bad) > 0 {
				t.Errorf("daily in %v at %dx%d (%.0f×%.0f layout units): %d faults:\n\t%s", lang, sz.w, sz.h, c.W, c.H, len(bad), strings.Join(first(bad, 15), "\n\t"))
			}
		}
	}
}
