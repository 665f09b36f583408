//go:build display

package layoutcheck

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"parlor/gameplay/match"
	tv "parlor/gameplay/troeven"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// troevenLater are Troeven's tables past the trump dialog ("troeven" is the person
// naming trumps in round 1): a trick under way after trumps are named, in both
// versions; the round's end; and the score sheet with its branch tally that Enter
// opens from there.
var troevenLater = []aScreen{
	{"troeven-play", troevenAt("", func(e *env, a *scenes.App, sc scenes.Scene) {
		skipToTrick(e, sc, 3)
	})},
	{"troeven-solo", troevenAt("solo", func(e *env, a *scenes.App, sc scenes.Scene) {
		skipToTrick(e, sc, 2)
	})},
	{"troeven-roundend", troevenAt("", troevenRoundEnd)},
	{"troeven-sheet", troevenAt("", func(e *env, a *scenes.App, sc scenes.Scene) {
		troevenRoundEnd(e, a, sc)
		press(a, sc, input.KeyEnter) // on to the score sheet
		for i := 0; i < 600 && (a.Next() != nil || a.Transitioning()); i++ {
			a.Update()
		}
		if a.Top() == sc {
			e.t.Fatal("Enter at Troeven's round end opened no score sheet")
		}
		settle(a.Top(), a)
	})},
}

// troevenAt is a Troeven table (variant; the person in seat 0, two normal bots,
// seed 3: the person calls in round 1) brought on by then, and settled.
func troevenAt(variant string, then func(*env, *scenes.App, scenes.Scene)) func(*env, *scenes.App) scenes.Scene {
	return func(e *env, a *scenes.App) scenes.Scene {
		g, _ := scenes.Lookup("troeven")
		sc := show(a, scenetest.Open(e.t, g, scenetest.Setup(e.t, "troeven", variant, 3, "", "human,normal,normal", 3)))
		then(e, a, sc)
		return settle(a.Top(), a)
	}
}

// skipToTrick plays round 1 on with bots until trick n is under way and the person
// is to play.
func skipToTrick(e *env, sc scenes.Scene, n int) {
	tb, ok := sc.(interface{ SkipToTrick(int) error })
	if !ok {
		e.t.Fatalf("%T has no SkipToTrick", sc)
	}
	if err := tb.SkipToTrick(n); err != nil {
		e.t.Fatal(err)
	}
}

// troevenRoundEnd plays round 1 on with bots until the person holds one card and
// it is theirs to play, plays it (→ and Enter) and waits for the round's end.
func troevenRoundEnd(e *env, a *scenes.App, sc scenes.Scene) {
	sh := scenes.ShellOf(sc)
	err := sh.Skip(func(mv match.View) bool {
		v := mv.(tv.View)
		return v.Round == 1 && v.Phase == tv.PhasePlay && v.ToMove == 0 && v.Turn == 0 && v.Counts[0] == 1
	})
	if err != nil {
		e.t.Fatal(err)
	}
	settle(sc, a)
	press(a, sc, input.KeyRight)
	press(a, sc, input.KeyEnter)
	for i := 0; i < 6000 && !sh.RoundOver(); i++ {
		scenetest.Step(sc, a, 1)
	}
	if !sh.RoundOver() {
		e.t.Fatalf("Troeven's round 1 did not end (toast %q)", sh.ToastShown())
	}
}

// TestTroevenSpeaksTheLanguage holds Troeven's tables to what TestScreensSpeakTheLanguage
// holds its screens to (no English word drawn in the pseudo-locale, at 1280×800 and
// 390×844), and checks them as TestLayoutsTranslated does (no clipped, overlapping or
// too small text) in English, Dutch, German, French, Spanish and the pseudo-locale at 1280×800, 800×600 and
// 390×844. PARLOR_LAYOUT_SHOTS=DIR saves each as SCREEN-LANG-WxH.png.
func TestTroevenSpeaksTheLanguage(t *testing.T) {
	e := layoutEnv(t)
	t.Cleanup(func() { l10n.Set(l10n.En) })
	byName := map[string]aScreen{}
	for _, s := range allScreens {
		byName[s.name] = s
	}
	screens := slices.Concat([]aScreen{byName["troeven"], byName["help-troeven"]}, troevenLater)
	if only := os.Getenv("PARLOR_LAYOUT_ONLY"); only != "" { // SCREEN,…: only those
		screens = slices.DeleteFunc(screens, func(s aScreen) bool { return !slices.Contains(strings.Split(only, ","), s.name) })
	}
	shots := os.Getenv("PARLOR_LAYOUT_SHOTS")
	rec := &ui.LayoutRec{}
	l10n.Set(l10n.Pseudo)
	for _, s := range screens {
		for _, sz := range []size{{1280, 800, false}, {390, 844, true}} {
			draw(t, e, scenetest.App(prefs.Instant), s, sz, rec, shots, s.name+"-pseudo")
			if bad := englishOn(rec); len(bad) > 0 {
				t.Errorf("%s at %dx%d draws English in the pseudo-locale:\n\t%s", s.name, sz.w, sz.h, strings.Join(first(bad, 20), "\n\t"))
			}
		}
	}
	for _, lang := range []l10n.Lang{l10n.En, l10n.Nl, l10n.De, l10n.Fr, l10n.Es, l10n.Pseudo} {
		l10n.Set(lang)
		for _, sz := range translatedSizes {
			for _, s := range screens {
				faults, c := draw(t, e, scenetest.App(prefs.Instant), s, sz, rec, shots, s.name+"-"+lang.Code())
				var bad []string
				for _, f := range faults {
					bad = append(bad, f.rule+": "+f.what)
				}
				if len(bad) > 0 {
					t.Errorf("%s in %v at %dx%d (%.0f×%.0f layout units at %.2f): %d faults:\n\t%s", s.name, lang, sz.w, sz.h, c.W, c.H, c.S, len(bad), strings.Join(first(bad, 15), "\n\t"))
				}
			}
		}
	}
}

// englishOn is the texts of the record's top layer that hold English words, each with
// the words.
func englishOn(rec *ui.LayoutRec) []string {
	seen := map[string]bool{}
	var bad []string
	for _, it := range topLayer(rec.Items) {
		if it.Kind != ui.RecText {
			continue
		}
		text := it.Text
		if it.Full != "" {
			text = it.Full
		}
		if ws := untranslated(text); len(ws) > 0 && !seen[text] {
			seen[text] = true
			bad = append(bad, fmt.Sprintf("%s in %s", strings.Join(ws, " "), strings.ReplaceAll(text, "\n", " ")))
		}
	}
	return bad
}
