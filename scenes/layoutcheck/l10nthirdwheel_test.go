//go:build display

package layoutcheck

import (
	"os"
	"slices"
	"strings"
	"testing"

	"parlor/gameplay/match"
	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
	"parlor/scenes/ui"
)

// raceSeed deals a Snap Match table (a person in seat 0 and two hard bots) where the
// person is the Third Wheel and a pair the person may slap comes on the table early.
const raceSeed = 11

// thirdWheelScreens are Third Wheel's table in later states: after some cards and a
// slap race the person won (the slap's word, the race's result in ms, the log), the
// privacy screen of a table for two people, and a game's end panel.
var thirdWheelScreens = []aScreen{
	{"thirdwheel-raced", func(e *env, a *scenes.App) scenes.Scene {
		sc, ok := racedTable(e.t, a, raceSeed)
		if !ok {
			e.t.Fatalf("seed %d: no pair for the person to slap", raceSeed)
		}
		return sc
	}},
	{"thirdwheel-privacy", func(e *env, a *scenes.App) scenes.Scene {
		// Two people at one screen: the privacy screen names the first and their role.
		g, _ := scenes.Lookup("thirdwheel")
		return show(a, scenetest.Open(e.t, g, scenetest.Setup(e.t, "thirdwheel", "", 3, "snap,doubledown", "human,human,normal", 3)))
	}},
	{"thirdwheel-over", func(e *env, a *scenes.App) scenes.Scene {
		// Bots only, base game: the game ends by itself.
		sc := table("thirdwheel", 3, "normal,normal,normal", nil)(e, a)
		sh := scenes.ShellOf(sc)
		for i := 0; i < 20000 && !sh.RoundOver(); i++ {
			scenetest.Step(sc, a, 1)
		}
		if !sh.RoundOver() {
			e.t.Fatal("the bots' game of Third Wheel did not end")
		}
		return sc
	}},
}

// racedTable is a Snap Match table of seed, the person in seat 0, run until a pair the
// person may slap is on show; the person slaps it, and the table runs until the slap's
// word is up. ok false: the person is not the Third Wheel, or no such pair came.
func racedTable(t *testing.T, a *scenes.App, seed uint64) (scenes.Scene, bool) {
	g, _ := scenes.Lookup("thirdwheel")
	sc := show(a, scenetest.Open(t, g, scenetest.Setup(t, "thirdwheel", "", 3, "snap", "human,hard,hard", seed)))
	sh := scenes.ShellOf(sc)
	for i := 0; i < 6000 && !sh.RoundOver(); i++ {
		v, _ := sh.ViewNow().(tw.View)
		if v.Roles[0] != tw.ThirdWheel {
			return sc, false
		}
		if v.Window.Open && v.Window.Snap && v.PairOnTop() && v.CanSlap(0) && !sh.WindowWaiting() {
			if err := sh.Submit(tw.Slap(0, max(sh.WindowNow(), v.Window.Clock, match.HumanLineMs))); err != nil {
				t.Fatalf("seed %d: the slap: %v", seed, err)
			}
			scenetest.Step(sc, a, 12) // the hand has landed: the word is up
			for _, ev := range scenetest.MatchOf(sh).Events() {
				if s, ok := ev.(tw.Slapped); ok && s.Seat == 0 {
					return sc, true
				}
			}
			t.Fatalf("seed %d: the slap was never judged", seed)
		}
		if v.Window.Open && v.Window.Snap && !v.Window.TWAnswered && !sh.WindowWaiting() && sh.WindowNow() > match.HumanLineMs {
			// The person matches what it can: the Duo's score stays low, and the game
			// runs on until a pair comes.
			for _, m := range v.Legal {
				if m.Kind == tw.MoveMatch {
					m.At = max(sh.WindowNow(), v.Window.Clock)
					sh.Submit(m)
					break
				}
			}
		}
		scenetest.Step(sc, a, 1)
	}
	v, _ := sh.ViewNow().(tw.View)
	_ = v
	return sc, false
}

// shellEnglish are the English words a screen here shows that are not the table's: the
// privacy screen (the Shell's, ui.DrawPrivacy) names a hot-seat person by the stored
// seat name ("Player 2"), not ui.ShownName's.
var shellEnglish = map[string][]string{"thirdwheel-privacy": {"Player"}}

// TestThirdWheelSpeaksTheLanguage draws Third Wheel's table, its pass-and-play table
// and key help, and the table after a slap race and at a game's end, in Dutch, German,
// French, Spanish and the pseudo-locale at 1280×800 and 390×844: no clipped,
// overlapping or too small text (layoutFaults), and in the pseudo-locale no English word
// (as TestScreensSpeakTheLanguage). PARLOR_LAYOUT_SHOTS=DIR saves each as
// SCREEN-LANG-WxH.png.
func TestThirdWheelSpeaksTheLanguage(t *testing.T) {
	e := layoutEnv(t)
	t.Cleanup(func() { l10n.Set(l10n.En) })
	byName := map[string]aScreen{}
	for _, s := range allScreens {
		byName[s.name] = s
	}
	screens := append([]aScreen{byName["thirdwheel"], byName["thirdwheel-hotseat"], byName["help"]}, thirdWheelScreens...)
	shots := os.Getenv("PARLOR_LAYOUT_SHOTS")
	rec := &ui.LayoutRec{}
	for _, lang := range []l10n.Lang{l10n.Nl, l10n.De, l10n.Fr, l10n.Es, l10n.Pseudo} {
		l10n.Set(lang)
		for _, sz := range []size{{1280, 800, false}, {390, 844, true}} {
			for _, s := range screens {
				// Each screen on an App of its own: the race runs at the normal speed.
				faults, c := draw(t, e, scenetest.App(prefs.Normal), s, sz, rec, shots, s.name+"-"+lang.Code())
				var bad []string
				for _, f := range faults {
					if k, _ := known(s.name, sz, f.rule); k == "" {
						bad = append(bad, f.rule+": "+f.what)
					}
				}
				if lang == l10n.Pseudo {
					seen := map[string]bool{}
					for _, it := range topLayer(rec.Items) {
						text := it.Text
						if it.Full != "" {
							text = it.Full
						}
						ws := slices.DeleteFunc(untranslated(text), func(w string) bool { return slices.Contains(shellEnglish[s.name], w) })
						if it.Kind == ui.RecText && len(ws) > 0 && !seen[text] {
							seen[text] = true
							bad = append(bad, "English: "+strings.Join(ws, " ")+" in "+strings.ReplaceAll(text, "\n", " "))
						}
					}
				}
				if len(bad) > 0 {
					t.Errorf("%s in %v at %dx%d (%.0f×%.0f layout units): %d faults:\n\t%s", s.name, lang, sz.w, sz.h, c.W, c.H, len(bad), strings.Join(first(bad, 15), "\n\t"))
				}
			}
		}
	}
}
