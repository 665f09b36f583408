//go:build display

package layoutcheck

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"parlor/scenes"
	"parlor/scenes/all"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
	"parlor/scenes/ui"
)

// botName is a bot's name with its level as a plate shows it: "Cleo (normal)".
var botName = regexp.MustCompile(`^\p{Lu}\p{Ll}+ \(.+\)$`)

// TestPlateNamesUncut draws each game's table (a person and two normal bots, seed 2) in every
// language at 1280×800 and 800×600 and fails when a plate draws a bot's name with its
// level cut short: on a desktop window the name shrinks to fit before it is cut
// (ui.Canvas.FitText; Third Wheel's plate drew "Cleo (norm…" beside its role badge).
func TestPlateNamesUncut(t *testing.T) {
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	all.Register()
	t.Cleanup(func() { l10n.Set(l10n.En) })
	e := &env{t: t}
	rec := &ui.LayoutRec{}
	for _, lang := range l10n.Langs {
		l10n.Set(lang)
		for _, sz := range []size{{1280, 800, false}, {800, 600, false}} {
			a := scenetest.App(prefs.Instant)
			for _, g := range scenes.Games() {
				// Seed 2 gives Third Wheel's role to Cleo: her plate carries the long badge.
				s := aScreen{"plates-" + g.ID, func(e *env, a *scenes.App) scenes.Scene {
					return show(a, scenetest.Open(e.t, g, scenetest.Setup(e.t, g.ID, "", 3, "", "human,normal,normal", 2)))
				}}
				draw(t, e, a, s, sz, rec, "", "")
				var bad []string
				for _, it := range rec.Items {
					if it.Kind == ui.RecText && it.Full != "" && it.Text != it.Full && botName.MatchString(it.Full) {
						bad = append(bad, fmt.Sprintf("%q drawn as %q", it.Full, it.Text))
					}
				}
				if len(bad) > 0 {
					t.Errorf("%s in %v at %dx%d: %s", g.ID, lang, sz.w, sz.h, strings.Join(bad, "; "))
				}
			}
		}
	}
}
