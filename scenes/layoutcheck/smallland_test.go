//go:build display

package layoutcheck

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"parlor/scenes/all"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
	"parlor/scenes/ui"
)

// smallLandSizes are the short landscape screens TestSmallLandscapeTranslated draws at:
// a small phone held sideways and a large one.
var smallLandSizes = []size{{640, 360, true}, {844, 390, true}}

// TestSmallLandscapeTranslated draws the round's end, Three-Thirteen's and Third
// Wheel's tables, Three-Thirteen's key help and the replay viewer in German, French and
// Spanish at 640×360 and 844×390 and fails on text overlapping text or a box, a box
// crossing another, anything off the screen (layoutFaults' overlap, crosses and
// off-screen rules) or a text drawn cut (RecItem.Full), but the replay bar's move line
// (logged). PARLOR_LAYOUT_SHOTS=DIR saves each as land-SCREEN-LANG-WxH.png.
func TestSmallLandscapeTranslated(t *testing.T) {
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	all.Register()
	t.Cleanup(func() { l10n.Set(l10n.En) })
	e := &env{t: t}
	byName := map[string]aScreen{}
	for _, s := range append(allScreens, replayScreens...) {
		byName[s.name] = s
	}
	var screens []aScreen
	for _, n := range []string{"roundend", "threethirteen", "thirdwheel", "help-threethirteen", "replay-threethirteen"} {
		screens = append(screens, byName[n])
	}
	shots := os.Getenv("PARLOR_LAYOUT_SHOTS")
	rec := &ui.LayoutRec{}
	for _, lang := range []l10n.Lang{l10n.De, l10n.Fr, l10n.Es} {
		l10n.Set(lang)
		for _, sz := range smallLandSizes {
			a := scenetest.App(prefs.Instant)
			for _, s := range screens {
				faults, c := draw(t, e, a, s, sz, rec, shots, "land-"+s.name+"-"+lang.Code())
				moveLine := strings.SplitN(l10n.T("Move %s of %s"), "%", 2)[0]
				var bad []string
				for _, f := range faults {
					switch f.rule {
					case "overlap", "crosses", "off-screen":
						bad = append(bad, f.rule+": "+f.what)
					case "cut": // below, with every cut label
					default:
						t.Logf("%s in %v at %dx%d: %s: %s", s.name, lang, sz.w, sz.h, f.rule, f.what)
					}
				}
				for _, it := range topLayer(rec.Items) {
					if it.Kind != ui.RecText || it.Full == "" || it.Text == it.Full {
						continue
					}
					if strings.HasPrefix(it.Full, moveLine) {
						// The replay bar's move line, beside the track: cut on a small phone.
						t.Logf("%s in %v at %dx%d: cut %q to %q", s.name, lang, sz.w, sz.h, it.Full, it.Text)
						continue
					}
					bad = append(bad, fmt.Sprintf("cut: %q drawn as %q", it.Full, it.Text))
				}
				if len(bad) > 0 {
					t.Errorf("%s in %v at %dx%d (%.0f×%.0f layout units at %.2f): %d faults:\n\t%s", s.name, lang, sz.w, sz.h, c.W, c.H, c.S, len(bad), strings.Join(first(bad, 15), "\n\t"))
				}
			}
		}
	}
}
