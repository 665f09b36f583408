//go:build display

package layoutcheck

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
	"parlor/scenes/ui"
)

// properNames are the words a screen shows in every language: the bots' names, the
// games' titles, the languages' own names and Parlor's, which the pseudo-locale leaves
// as they are.
var properNames = []string{"Nederlands", "Deutsch", "English", "Pseudo", "Español", "Français", "Ada", "Basil", "Cleo", "Dmitri", "Edie", "Felix", "Gwen", "Hugo", "Iris", "Jonah",
	"Three-Thirteen", "Three–Thirteen", "Troeven", "Triples", "Third Wheel", "Parlor"}

// englishWord is a run of three or more plain ASCII letters: in the pseudo-locale every
// translated word has accented letters (l10n.Pseudolocalize), so such a run on a screen
// is text that did not go through the catalogues. Runs of only b, m, q, v and x, which
// have no accented look-alike, are let through.
var englishWord = regexp.MustCompile(`[A-Za-z]{3,}`)

// untranslated is the English words in text (a screen's drawn text in the
// pseudo-locale), the proper names taken out first.
func untranslated(text string) []string {
	for _, n := range properNames {
		text = strings.ReplaceAll(text, n, " ")
	}
	var out []string
	for _, w := range englishWord.FindAllString(text, -1) {
		if strings.Trim(strings.ToLower(w), "bmqvx") != "" {
			out = append(out, w)
		}
	}
	return out
}

func TestUntranslated(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"[Ŕöûñð 1 ļöŕé] Basil", nil},
		{"Round 1 · trumps not named", []string{"Round", "trumps", "not", "named"}},
		{"[Ţŕûmpš] K♥ 10♣ Cleo (normal)", []string{"normal"}},
		{"Three-Thirteen · Troeven · Parlor", nil},
	} {
		if got := untranslated(tc.text); !slices.Equal(got, tc.want) {
			t.Errorf("untranslated(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// spokenScreens are the screens TestScreensSpeakTheLanguage holds to: every word they
// draw goes through the catalogues. A game's table joins the list when all its words do.
var spokenScreens = []string{"menu", "settings", "leave", "scores", "history", "stats", "daily", "board", "rules",
	"help-threethirteen", "threethirteen", "privacy", "roundend", "thirdwheel", "thirdwheel-hotseat", "help",
	"triples2", "triples6", "refusal", "refusal-long", "help-triples", "lobby", "replay-chart", "replay-end",
	"troeven", "help-troeven"}

// TestScreensSpeakTheLanguage draws each of spokenScreens in the pseudo-locale at
// 1280×800 and 390×844 and fails on any English word on it: text drawn without going
// through the catalogues, which would stay English in Dutch, German, French or Spanish.
func TestScreensSpeakTheLanguage(t *testing.T) {
	e := layoutEnv(t)
	t.Cleanup(func() { l10n.Set(l10n.En) })
	l10n.Set(l10n.Pseudo)
	byName := map[string]aScreen{}
	for _, s := range slices.Concat(allScreens, replayScreens) {
		byName[s.name] = s
	}
	rec := &ui.LayoutRec{}
	for _, name := range spokenScreens {
		s, ok := byName[name]
		if !ok {
			t.Fatalf("no screen %q among the layout check's", name)
		}
		for _, sz := range []size{{1280, 800, false}, {390, 844, true}} {
			draw(t, e, scenetest.App(prefs.Instant), s, sz, rec, "", "")
			seen := map[string]bool{}
			var bad []string
			// What a dialog or the settings cover is its table's, checked with it.
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
					bad = append(bad, strings.Join(ws, " ")+" in "+strings.ReplaceAll(text, "\n", " "))
				}
			}
			if len(bad) > 0 {
				t.Errorf("%s at %dx%d draws English in the pseudo-locale:\n\t%s", name, sz.w, sz.h, strings.Join(first(bad, 20), "\n\t"))
			}
		}
	}
}
