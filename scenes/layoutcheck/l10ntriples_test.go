//go:build display

package layoutcheck

import (
	"os"
	"slices"
	"strings"
	"testing"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// triplesLater are Triples tables later than their first deal, drawn by
// TestTriplesSpeaksTheLanguage (they are not among allScreens): its toast (the table's
// refusal of a play without cards), a person's turn in round 2 after a draw with the
// hint asked for (its reason worded by the table), and the end of a bots' round.
var triplesLater = []aScreen{
	{"toast", table("triples", 2, "human,normal", func(sh *scenes.Shell) {
		sh.Toast(l10n.T("Choose one or two cards first (click them, or ← → and Space), or draw (D)."))
	})},
	{"triples-later", func(e *env, a *scenes.App) scenes.Scene {
		sc := table("triples", 4, "human,normal,normal,normal", nil)(e, a)
		sk, ok := sc.(interface{ SkipToRound(int) error })
		if !ok {
			e.t.Fatalf("%T has no SkipToRound", sc)
		}
		if err := sk.SkipToRound(2); err != nil {
			e.t.Fatal(err)
		}
		settle(sc, a)
		press(a, sc, input.KeyD) // a draw, or its refusal on a first turn that can play
		for i := 0; i < 6000 && (sc.(scenes.Table).ToMove() != 0 || !scenes.ShellOf(sc).Idle()); i++ {
			scenetest.Step(sc, a, 1)
		}
		press(a, sc, input.KeyH)
		return sc
	}},
	{"triples-roundend", func(e *env, a *scenes.App) scenes.Scene {
		sc := table("triples", 3, "normal,normal,normal", nil)(e, a)
		sh := scenes.ShellOf(sc)
		for i := 0; i < 20000 && !sh.RoundOver(); i++ {
			scenetest.Step(sc, a, 1)
		}
		if !sh.RoundOver() {
			e.t.Fatal("Triples' first round did not end")
		}
		return sc
	}},
}

// shellGoOn is the Shell's go-on button at a bots' table's round end (scenes/chrome.go:
// GameEndPrompt), not yet in the catalogues and not the table's to word.
const shellGoOn = "Next round  (Enter)"

// TestTriplesSpeaksTheLanguage draws triplesLater as TestScreensSpeakTheLanguage draws
// spokenScreens (no English word in the pseudo-locale) and checks their layout as
// TestEveryScreenTranslated does, in the pseudo-locale and Dutch, and with the Triples
// tables of allScreens in German, French and Spanish, at 1280×800 and 390×844.
// PARLOR_LAYOUT_SHOTS=DIR saves each as SCREEN-LANG-WxH.png.
func TestTriplesSpeaksTheLanguage(t *testing.T) {
	e := layoutEnv(t)
	t.Cleanup(func() { l10n.Set(l10n.En) })
	rec := &ui.LayoutRec{}
	// The tables of allScreens in the languages TestEveryScreenTranslated leaves out.
	tables := slices.Clone(triplesLater)
	for _, s := range allScreens {
		if s.name == "triples2" || s.name == "triples6" || s.name == "refusal-long" {
			tables = append(tables, s)
		}
	}
	for _, lang := range []l10n.Lang{l10n.Pseudo, l10n.Nl, l10n.De, l10n.Fr, l10n.Es} {
		l10n.Set(lang)
		drawn := triplesLater
		if lang != l10n.Pseudo && lang != l10n.Nl {
			drawn = tables
		}
		for _, sz := range []size{{1280, 800, false}, {390, 844, true}} {
			a := scenetest.App(prefs.Instant)
			for _, s := range drawn {
				faults, c := draw(t, e, a, s, sz, rec, os.Getenv("PARLOR_LAYOUT_SHOTS"), s.name+"-"+lang.Code())
				var bad []string
				hint, _, _ := strings.Cut(l10n.T("Hint: %s", "\x00"), "\x00")
				if sh := scenes.ShellOf(a.Top()); s.name == "triples-later" && (sh == nil || !strings.HasPrefix(sh.ToastShown(), hint)) {
					bad = append(bad, "no hint shown")
				}
				for _, f := range faults {
					bad = append(bad, f.rule+": "+f.what)
				}
				if lang == l10n.Pseudo {
					seen := map[string]bool{}
					for _, it := range topLayer(rec.Items) {
						text := it.Text
						if it.Full != "" {
							text = it.Full
						}
						if text == shellGoOn {
							continue // the Shell's, not the table's (scenes/chrome.go)
						}
						if ws := untranslated(text); it.Kind == ui.RecText && len(ws) > 0 && !seen[text] {
							seen[text] = true
							bad = append(bad, "English: "+strings.Join(ws, " ")+" in "+strings.ReplaceAll(text, "\n", " "))
						}
					}
				}
				if len(bad) > 0 {
					t.Errorf("%s in %v at %dx%d (%.0f×%.0f layout units at %.2f):\n\t%s", s.name, lang, sz.w, sz.h, c.W, c.H, c.S, strings.Join(first(bad, 20), "\n\t"))
				}
			}
		}
	}
}
