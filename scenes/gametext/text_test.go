package gametext

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"parlor/scenes/l10n"
)

// TestTranslationsShape: every game has a rules.CODE.md in each language Parlor speaks,
// and each has the English shape (Same): as many sections, each with text, the same key
// column, the same option and variant ids in order, no empty label; and it is not the
// English left as it is.
func TestTranslationsShape(t *testing.T) {
	games, _ := filepath.Glob(filepath.Join("..", "*", "rules.md"))
	if len(games) < 4 {
		t.Fatalf("found %d games' rules.md: the search is broken", len(games))
	}
	for _, en := range games {
		g := filepath.Base(filepath.Dir(en))
		en := read(t, en)
		ea := Parse(en)
		if len(ea.Rules) == 0 || ea.Summary == "" {
			t.Fatalf("%s/rules.md parses to nothing", g)
		}
		for _, l := range translated {
			name := filepath.Join("..", g, "rules."+l.Code()+".md")
			tr := Parse(read(t, name))
			if why := Same(ea, tr); why != "" {
				t.Errorf("%s: %s", name, why)
			}
			if tr.Summary == ea.Summary || tr.Rules[0].Title == ea.Rules[0].Title {
				t.Errorf("%s: the summary or the first heading is the English", name)
			}
			for i, s := range tr.Rules {
				if i < len(ea.Rules) && len(s.Text) != len(ea.Rules[i].Text) {
					t.Errorf("%s: section %q has %d paragraphs, the English %q %d", name, s.Title, len(s.Text), ea.Rules[i].Title, len(ea.Rules[i].Text))
				}
			}
		}
	}
}

// translated are the languages every game's text is translated into.
var translated = l10n.Langs[1:]

// read is a file's text; a missing file fails the test.
func read(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestTextFollowsLanguage: Text gives the translation of the language on; English, a
// language without a file and a translation of the wrong shape give the English, the
// pseudo-locale the English pseudo-localised.
func TestTextFollowsLanguage(t *testing.T) {
	t.Cleanup(func() { l10n.Set(l10n.En) })
	en := "A game.\n\n# The idea\n\nWin.\n\n# Keys\n\nS | draw\n\n# Options\n\nfast | Play fast\n"
	tr := map[l10n.Lang]string{
		l10n.Nl: "Een spel.\n\n# Het idee\n\nWinnen.\n\n# Keys\n\nS | pakken\n\n# Options\n\nfast | Snel spelen\n",
		// The wrong key column: shown in English.
		l10n.De: "Ein Spiel.\n\n# Die Idee\n\nGewinnen.\n\n# Keys\n\nZ | ziehen\n\n# Options\n\nfast | Schnell\n",
	}
	tx := NewText(en, tr)
	for _, tc := range []struct {
		lang          l10n.Lang
		summary, key  string
		option, title string
	}{
		{l10n.En, "A game.", "draw", "Play fast", "The idea"},
		{l10n.Nl, "Een spel.", "pakken", "Snel spelen", "Het idee"},
		{l10n.De, "A game.", "draw", "Play fast", "The idea"},
		{l10n.Fr, "A game.", "draw", "Play fast", "The idea"},
		{l10n.Pseudo, l10n.Pseudolocalize("A game."), l10n.Pseudolocalize("draw"), l10n.Pseudolocalize("Play fast"), l10n.Pseudolocalize("The idea")},
	} {
		l10n.Set(tc.lang)
		a := tx.About()
		if a.Summary != tc.summary || a.Keys[0][1] != tc.key || a.Options[0].Label != tc.option || a.Rules[0].Title != tc.title {
			t.Errorf("%v: %q %q %q %q", tc.lang, a.Summary, a.Keys[0][1], a.Options[0].Label, a.Rules[0].Title)
		}
		if a.Options[0].ID != "fast" || a.Keys[0][0] != "S" {
			t.Errorf("%v: the ids changed: %+v %q", tc.lang, a.Options, a.Keys)
		}
	}
	if !tx.Has(l10n.Nl) || tx.Has(l10n.Es) || !strings.Contains(Same(tx.In(l10n.En), Parse(tr[l10n.De])), "key row 1") || fits(tx.In(l10n.En), Parse(strings.Replace(tr[l10n.Nl], "fast |", "slow |", 1))) {
		t.Errorf("Has or Same wrong")
	}
}

// Same is "" when tr has en's shape, as a translation must: as many rules sections,
// each with text, the same key column, the same option and variant ids in the same
// order, and no empty text. Otherwise it says what differs.
func Same(en, tr About) string {
	switch {
	case tr.Summary == "":
		return "no summary"
	case len(tr.Rules) != len(en.Rules):
		return "the rules have " + itoa(len(tr.Rules)) + " sections, the English " + itoa(len(en.Rules))
	case len(tr.Keys) != len(en.Keys):
		return "the keys have " + itoa(len(tr.Keys)) + " rows, the English " + itoa(len(en.Keys))
	case !slices.Equal(IDs(tr.Options), IDs(en.Options)):
		return "the option ids differ from the English"
	case !slices.Equal(IDs(tr.Variants), IDs(en.Variants)):
		return "the variant ids differ from the English"
	}
	for i, s := range tr.Rules {
		if s.Title == "" || len(s.Text) == 0 {
			return "section " + itoa(i+1) + " is empty"
		}
	}
	for i, k := range tr.Keys {
		if k[0] != en.Keys[i][0] {
			return "key row " + itoa(i+1) + " is " + k[0] + ", the English " + en.Keys[i][0]
		}
		if k[1] == "" {
			return "key row " + itoa(i+1) + " has no text"
		}
	}
	for _, c := range append(slices.Clone(tr.Options), tr.Variants...) {
		if c.Label == "" {
			return "choice " + c.ID + " has no label"
		}
	}
	return ""
}

// itoa is n in digits.
func itoa(n int) string {
	if n < 10 && n >= 0 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + itoa(n%10)
}
