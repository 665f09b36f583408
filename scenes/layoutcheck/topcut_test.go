//go:build display

package layoutcheck

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"parlor/scenes"
	"parlor/scenes/all"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
	"parlor/scenes/ui"
)

// topCutSizes are the screens TestTopButtonsUncut draws the tables at: two desktop
// windows, two phones held upright and a small one held sideways.
var topCutSizes = []size{{1280, 800, false}, {800, 600, false}, {390, 844, true}, {360, 640, true}, {640, 360, true}}

// TestTopButtonsUncut draws each game's table (a person and two bots) in Dutch, German,
// French and Spanish at 1280×800, 800×600, 390×844, 360×640 and 640×360 and fails when a top
// button's label (Help, Rules, Menu, Settings, Undo, Hint) is drawn cut: the layout
// record's text whose whole (RecItem.Full, what Ellipsize cut) is the label. A label
// too long for its button shrinks or goes onto two lines instead ("Einstellungen").
// PARLOR_LAYOUT_SHOTS=DIR saves each as top-GAME-LANG-WxH.png.
func TestTopButtonsUncut(t *testing.T) {
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	all.Register()
	t.Cleanup(func() { l10n.Set(l10n.En) })
	e := &env{t: t}
	shots := os.Getenv("PARLOR_LAYOUT_SHOTS")
	rec := &ui.LayoutRec{}
	tops := []ui.TopButton{ui.TopHelp, ui.TopRules, ui.TopMenu, ui.TopSettings, ui.TopUndo, ui.TopHint}
	for _, lang := range []l10n.Lang{l10n.Nl, l10n.De, l10n.Fr, l10n.Es} {
		l10n.Set(lang)
		labels := map[string]bool{}
		for _, b := range tops {
			labels[b.Shown()], labels[b.Full()] = true, true
		}
		for _, sz := range topCutSizes {
			a := scenetest.App(prefs.Instant)
			for _, g := range scenes.Games() {
				s := aScreen{"top-" + g.ID, table(g.ID, 3, "human,normal,normal", nil)}
				_, c := draw(t, e, a, s, sz, rec, shots, s.name+"-"+lang.Code())
				var bad []string
				for _, it := range rec.Items {
					if it.Kind == ui.RecText && it.Full != "" && it.Text != it.Full && labels[it.Full] {
						bad = append(bad, fmt.Sprintf("cut: %q drawn as %q (%.0f wide)", it.Full, it.Text, it.R.W))
					}
				}
				if len(bad) > 0 {
					t.Errorf("%s in %v at %dx%d (%.0f×%.0f layout units): %s", g.ID, lang, sz.w, sz.h, c.W, c.H, strings.Join(bad, "; "))
				}
			}
		}
	}
}
