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
	"parlor/scenes/screens"
	"parlor/scenes/tablesettings"
	"parlor/scenes/ui"
)

// translatedSizes are the screens the translations are checked at: a desktop window, a
// small one, and a phone held upright.
var translatedSizes = []size{{1280, 800, false}, {800, 600, false}, {390, 844, true}}

// menuOf is the menu with game chosen (its options and seats laid out).
func menuOf(game string) aScreen {
	return aScreen{"menu-" + game, func(e *env, a *scenes.App) scenes.Scene {
		return show(a, screens.NewMenu(scenetest.Setup(e.t, game, "", 0, "", "", 0)))
	}}
}

// rulesOf is game's rules screen.
func rulesOf(game string) aScreen {
	return aScreen{"rules-" + game, func(e *env, a *scenes.App) scenes.Scene {
		g, _ := scenes.Lookup(game)
		return show(a, screens.NewRules(g))
	}}
}

// TestLayoutsTranslated draws the menu (with each game chosen), two tables, a table's
// settings, leave dialog, key help and pass-and-play screen in
// Dutch and in the pseudo-locale (every string accented and 40% longer), and the menu and
// settings in German, French and Spanish, at 1280×800, 800×600 and 390×844, and checks
// them as TestLayouts does (layoutFaults: no clipped, overlapping or too small text).
// PARLOR_LAYOUT_SHOTS=DIR saves each as SCREEN-LANG-WxH.png.
func TestLayoutsTranslated(t *testing.T) {
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	all.Register()
	t.Cleanup(func() { l10n.Set(l10n.En) })
	e := &env{t: t}
	byName := map[string]aScreen{}
	for _, s := range allScreens {
		byName[s.name] = s
	}
	settings := byName["settings"]
	var every []aScreen
	for _, g := range scenes.Games() {
		every = append(every, menuOf(g.ID))
	}
	// The tables: their top buttons are translated.
	every = append(every, settings, byName["troeven"], byName["thirdwheel"], byName["leave"], byName["help"], byName["privacy"])
	// The games' own text (rules.CODE.md): the rules screens and the key help's rows.
	for _, g := range scenes.Games() {
		every = append(every, rulesOf(g.ID))
	}
	every = append(every, byName["help-troeven"], byName["help-threethirteen"], byName["help-triples"])
	some := []aScreen{menuOf("threethirteen"), settings, rulesOf("thirdwheel"), rulesOf("troeven"), byName["help-threethirteen"]}
	shots := os.Getenv("PARLOR_LAYOUT_SHOTS")
	rec := &ui.LayoutRec{}
	for _, tc := range []struct {
		lang    l10n.Lang
		screens []aScreen
	}{{l10n.Nl, every}, {l10n.Pseudo, every}, {l10n.De, some}, {l10n.Fr, some}, {l10n.Es, some}} {
		l10n.Set(tc.lang)
		for _, sz := range translatedSizes {
			a := scenetest.App(prefs.Instant)
			for _, s := range tc.screens {
				faults, c := draw(t, e, a, s, sz, rec, shots, s.name+"-"+tc.lang.Code())
				var bad []string
				for _, f := range faults {
					bad = append(bad, f.rule+": "+f.what)
				}
				// The Language chooser names the run's language whole ("Nederlands
				// (deze keer)": the settings chose none).
				lang := tablesettings.LanguageValue("")
				for _, it := range rec.Items {
					if it.Full == lang && it.Text != lang {
						bad = append(bad, fmt.Sprintf("cut: the Language chooser shows %q for %q", it.Text, lang))
					}
				}
				if len(bad) > 0 {
					t.Errorf("%s in %v at %dx%d (%.0f×%.0f layout units at %.2f): %d faults:\n\t%s", s.name, tc.lang, sz.w, sz.h, c.W, c.H, c.S, len(bad), strings.Join(first(bad, 15), "\n\t"))
				}
			}
		}
		if got, want := l10n.T("Settings"), map[l10n.Lang]string{l10n.Nl: "Instellingen", l10n.De: "Einstellungen", l10n.Fr: "Réglages", l10n.Es: "Ajustes"}[tc.lang]; want != "" && got != want {
			t.Errorf("%v: Settings is %q", tc.lang, got)
		}
	}
}
