//go:build display

package layoutcheck

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/online/onlinetest"
	"parlor/scenes"
	"parlor/scenes/all"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/saves"
	"parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui"
)

// sheet is a Troeven score sheet of 11 rounds in the language on: mid-game (Next round
// offered) or over, with its winner, note and labels as the game makes them.
func sheet(over bool) aScreen {
	name := "sheet-mid"
	if over {
		name = "sheet-over"
	}
	return aScreen{name, func(e *env, a *scenes.App) scenes.Scene {
		sh := &ui.ScoreSheet{Game: "Troeven", Names: []string{"You", "Basil (normal)", "Cleo (easy)"}, Totals: []int{3, 5, 1},
			LowWins: true, PlainCells: true, TotalsLabel: "Branches left", Over: over, Winners: []int{2},
			Note: "Card points each player took · the most cancels a branch"}
		for r := 0; r < 11; r++ {
			sh.Scores = append(sh.Scores, []int{31 + r, 2 * r, 120 - 3*r})
			sh.RoundLabels = append(sh.RoundLabels, l10n.T("%s · blocked", "♣")+" · "+l10n.T("%s calls", "Basil"))
		}
		var resume scenes.Scene
		if !over {
			resume = screens.NewHistory() // any scene: Next round shows
		}
		return show(a, screens.NewScoring(sh, resume, func(*scenes.App) (scenes.Scene, error) { return nil, nil }))
	}}
}

// TestSheetsTranslated draws the score sheet (mid-game and over), the history and the
// statistics (and in Dutch and the pseudo-locale the online screen and a table's toast)
// in Dutch and in the pseudo-locale (and German, French and Spanish) at
// 1280×800, 800×600 and 390×844 and checks them as TestLayouts does (layoutFaults: no
// clipped, overlapping or too small text). The history holds games of today, of two
// days ago and of October, so that its words for when and its dates show.
// PARLOR_LAYOUT_SHOTS=DIR saves each as SCREEN-LANG-WxH.png.
func TestSheetsTranslated(t *testing.T) {
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	all.Register()
	t.Cleanup(func() { l10n.Set(l10n.En) })
	e := &env{t: t, history: saves.NewMem(), played: playedOut(t)}
	now := time.Now()
	for _, d := range []time.Time{time.Date(2026, 10, 21, 15, 0, 0, 0, time.Local), now.Add(-50 * time.Hour), now.Add(-5 * time.Minute)} {
		if _, err := saves.AddHistory(e.history, e.played, d); err != nil {
			t.Fatal(err)
		}
	}
	addr := onlinetest.Start(t, "-dev", "-conns-per-addr", "0", "-rooms-per-min", "0")
	screens.OnlineServer = "ws://" + addr + "/ws"
	byName := map[string]aScreen{}
	for _, s := range allScreens {
		byName[s.name] = s
	}
	screensOf := []aScreen{sheet(false), sheet(true),
		{"history", func(e *env, a *scenes.App) scenes.Scene { a.Saves = e.history; return show(a, screens.NewHistory()) }},
		{"stats", func(e *env, a *scenes.App) scenes.Scene { a.Saves = e.history; return show(a, screens.NewStats()) }}}
	// The online screen, and a table's toast (a hint's refusal, in the language on).
	more := []aScreen{byName["lobby"], {"toast", table("triples", 2, "human,normal", func(sh *scenes.Shell) {
		sh.Toast(l10n.T("Choose one or two cards first (click them, or ← → and Space), or draw (D)."))
	})}}
	shots := os.Getenv("PARLOR_LAYOUT_SHOTS")
	rec := &ui.LayoutRec{}
	for _, lang := range []l10n.Lang{l10n.Nl, l10n.Pseudo, l10n.De, l10n.Fr, l10n.Es} {
		l10n.Set(lang)
		drawn := screensOf
		if lang == l10n.Nl || lang == l10n.Pseudo {
			drawn = append(slices.Clip(screensOf), more...)
		}
		for _, sz := range translatedSizes {
			a := scenetest.App(prefs.Instant)
			for _, s := range drawn {
				faults, c := draw(t, e, a, s, sz, rec, shots, s.name+"-"+lang.Code())
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
