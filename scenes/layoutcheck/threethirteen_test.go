//go:build display

package layoutcheck

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"parlor/gameplay/match"
	tt "parlor/gameplay/threethirteen"
	"parlor/scenes"
	"parlor/scenes/all"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// threeThirteenLater are Three-Thirteen's table in later states than allScreens draws
// it: the person's discard after drawing from the stock (S), the go-out question
// ("Go out with this card?", Table.DemoAsk) and the last turns after another seat went
// out (their banner, the OUT badge).
var threeThirteenLater = []aScreen{
	{"threethirteen-discard", func(e *env, a *scenes.App) scenes.Scene {
		sc := table("threethirteen", 3, "human,normal,normal", nil)(e, a)
		press(a, sc, input.KeyS)
		return settle(sc, a)
	}},
	{"threethirteen-goout", func(e *env, a *scenes.App) scenes.Scene {
		sc := table("threethirteen", 3, "human,normal,normal", nil)(e, a)
		if err := sc.(interface{ DemoAsk() error }).DemoAsk(); err != nil {
			e.t.Fatal(err)
		}
		return settle(sc, a)
	}},
	{"threethirteen-lastturns", func(e *env, a *scenes.App) scenes.Scene {
		sc := table("threethirteen", 3, "human,normal,normal", nil)(e, a)
		err := scenes.ShellOf(sc).Skip(func(mv match.View) bool {
			v := mv.(tt.View)
			return v.Over || v.OutSeat > 0 && v.Turn == 0 && v.Phase == tt.PhaseDraw
		})
		if err != nil {
			e.t.Fatal(err)
		}
		return settle(sc, a)
	}},
}

// TestThreeThirteenTranslated draws Three-Thirteen's table (at the start, discarding,
// asking to go out, in the last turns, at a round's end) and its pass-and-play screen
// in Dutch, German, French, Spanish and the pseudo-locale at 1280×800, 800×600, a short
// landscape 844×390 and 390×844, and checks them as TestLayouts does: no clipped,
// overlapping or too small text that English does not have at the same screen and size
// (a rule broken in English too is logged). PARLOR_LAYOUT_SHOTS=DIR saves each as
// SCREEN-LANG-WxH.png.
func TestThreeThirteenTranslated(t *testing.T) {
	e := &env{t: t}
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	all.Register()
	t.Cleanup(func() { l10n.Set(l10n.En) })
	byName := map[string]aScreen{}
	for _, s := range allScreens {
		byName[s.name] = s
	}
	screens := append([]aScreen{byName["threethirteen"], byName["privacy"], byName["roundend"]}, threeThirteenLater...)
	shots := os.Getenv("PARLOR_LAYOUT_SHOTS")
	rec := &ui.LayoutRec{}
	// English first: a rule a screen breaks in English too is the layout's, not the
	// translation's (TestLayouts and knownFaults are about those).
	inEnglish := map[string]bool{}
	for _, lang := range []l10n.Lang{l10n.En, l10n.Nl, l10n.De, l10n.Fr, l10n.Es, l10n.Pseudo} {
		l10n.Set(lang)
		for _, sz := range []size{{1280, 800, false}, {800, 600, false}, {844, 390, true}, {390, 844, true}} {
			a := scenetest.App(prefs.Instant)
			for _, s := range screens {
				faults, c := draw(t, e, a, s, sz, rec, shots, s.name+"-"+lang.Code())
				var bad []string
				for _, f := range faults {
					k := fmt.Sprintf("%s@%dx%d/%s", s.name, sz.w, sz.h, f.rule)
					if lang == l10n.En {
						inEnglish[k] = true
						t.Logf("in English: %s: %s", k, f.what)
					} else if !inEnglish[k] {
						bad = append(bad, f.rule+": "+f.what)
					}
				}
				if len(bad) > 0 {
					t.Errorf("%s in %v at %dx%d (%.0f×%.0f layout units at %.2f): %d faults:\n\t%s", s.name, lang, sz.w, sz.h, c.W, c.H, c.S, len(bad), strings.Join(first(bad, 15), "\n\t"))
				}
			}
		}
	}
}

// TestThreeThirteenSpeaksTheLanguage is TestScreensSpeakTheLanguage for the later
// states of Three-Thirteen's table (threeThirteenLater): drawn in the pseudo-locale at
// 1280×800 and 390×844, they show no English word.
func TestThreeThirteenSpeaksTheLanguage(t *testing.T) {
	e := &env{t: t}
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	all.Register()
	t.Cleanup(func() { l10n.Set(l10n.En) })
	l10n.Set(l10n.Pseudo)
	rec := &ui.LayoutRec{}
	for _, s := range threeThirteenLater {
		for _, sz := range []size{{1280, 800, false}, {390, 844, true}} {
			draw(t, e, scenetest.App(prefs.Instant), s, sz, rec, "", "")
			var bad []string
			checked := map[string]bool{}
			for _, it := range topLayer(rec.Items) {
				text := it.Text
				if it.Full != "" {
					text = it.Full
				}
				if it.Kind != ui.RecText || checked[text] {
					continue
				}
				checked[text] = true
				if ws := untranslated(text); len(ws) > 0 {
					bad = append(bad, strings.Join(ws, " ")+" in "+strings.ReplaceAll(text, "\n", " "))
				}
			}
			if len(bad) > 0 {
				t.Errorf("%s at %dx%d draws English in the pseudo-locale:\n\t%s", s.name, sz.w, sz.h, strings.Join(first(bad, 20), "\n\t"))
			}
		}
	}
}
