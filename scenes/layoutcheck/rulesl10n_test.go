//go:build display

package layoutcheck

import (
	"strings"
	"testing"

	"parlor/scenes"
	"parlor/scenes/all"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
	"parlor/scenes/ui"
)

// drawnTexts are the texts a screen drew at sz (the layout record's, whole), one a
// line, a wrapped text's lines joined by spaces.
func drawnTexts(t *testing.T, e *env, s aScreen, sz size) string {
	rec := &ui.LayoutRec{}
	draw(t, e, scenetest.App(prefs.Instant), s, sz, rec, "", "")
	var b strings.Builder
	for _, it := range rec.Items {
		if it.Kind == ui.RecText {
			b.WriteString(strings.Join(strings.Fields(it.Full+" "+it.Text), " ") + "\n")
		}
	}
	return b.String()
}

// TestGameTextFollowsLanguage: in Dutch the rules screen shows the game's Dutch text
// (rules.nl.md), the table's key help its Dutch rows and the menu its Dutch option
// labels; back in English they are English again.
func TestGameTextFollowsLanguage(t *testing.T) {
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	all.Register()
	t.Cleanup(func() { l10n.Set(l10n.En) })
	e := &env{t: t}
	desk := size{1280, 800, false}
	for _, tc := range []struct {
		lang       l10n.Lang
		rules      []string
		help, menu string
	}{
		{l10n.Nl, []string{"Het idee", "Drie spelers halen slagen"}, "door naar het scoreblad", "Niet de kaart afleggen die je net van de aflegstapel pakte"},
		{l10n.En, []string{"The idea", "Three players win tricks"}, "on to the score sheet", "Can't discard the card you just took from the discard pile"},
	} {
		l10n.Set(tc.lang)
		rules := drawnTexts(t, e, rulesOf("troeven"), desk)
		for _, want := range tc.rules {
			if !strings.Contains(rules, want) {
				t.Errorf("%v: the rules screen does not show %q; it shows:\n%s", tc.lang, want, first(strings.Split(rules, "\n"), 12))
			}
		}
		if help := drawnTexts(t, e, aScreen{"help-troeven", helpOf("troeven")}, desk); !strings.Contains(help, tc.help) {
			t.Errorf("%v: the key help does not show %q; it shows:\n%s", tc.lang, tc.help, help)
		}
		if menu := drawnTexts(t, e, menuOf("threethirteen"), desk); !strings.Contains(menu, tc.menu) {
			t.Errorf("%v: the menu does not show %q", tc.lang, tc.menu)
		}
		g, _ := scenes.Lookup("troeven")
		if got := g.Text().Variants; len(got) != 2 || got[0].ID != "dummy" || got[1].ID != "solo" {
			t.Errorf("%v: the variants are %+v", tc.lang, got)
		}
	}
}
