package board

import (
	"testing"

	tr "parlor/gameplay/triples"
	"parlor/scenes/l10n"
)

func mustCard(t *testing.T, s string) tr.Card {
	t.Helper()
	cs, err := tr.ParseList(s)
	if err != nil || len(cs) != 1 {
		t.Fatalf("parse %q: %v", s, err)
	}
	return cs[0]
}

// TestNotATripleInPlainWords: a refused triple is named in words a player reads, not in
// the file notation ("BQ1").
func TestNotATripleInPlainWords(t *testing.T) {
	bq1, pc2, rt3, rh3 := mustCard(t, "BQ1"), mustCard(t, "PC2"), mustCard(t, "RT3"), mustCard(t, "RH3")
	cases := []struct {
		cs, with []tr.Card
		want     string
	}{
		{[]tr.Card{bq1, pc2}, []tr.Card{rt3}, "Blue square 1, purple circle 2 and red triangle 3 don't all share a colour, a shape or a number"},
		// Two red cards: the refusal must not say they share no colour.
		{[]tr.Card{bq1}, []tr.Card{rh3, rt3}, "Blue square 1, red heart 3 and red triangle 3 don't all share a colour, a shape or a number (two are red: a triple needs all three)"},
	}
	for _, c := range cases {
		if got := NotATriple(c.cs, c.with); got != c.want {
			t.Errorf("NotATriple(%v, %v) = %q, want %q", c.cs, c.with, got, c.want)
		}
	}
}

// TestCardNamesTranslated: every colour-and-shape pair and every phrase of what two
// cards share is in each language's catalogue, and a refusal reads in the language on
// ("Blauw vierkant 1, …"), with the capital and the list of that language.
func TestCardNamesTranslated(t *testing.T) {
	var keys []string
	for _, row := range cardNames {
		keys = append(keys, row[:]...)
	}
	keys = append(append(keys, twoAreColour[:]...), twoAreShape[:]...)
	for _, l := range l10n.Langs[1:] {
		cat, err := l10n.Catalogue(l)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range keys {
			if cat[k].One == "" {
				t.Errorf("%v: no translation of %q", l, k)
			}
		}
	}
	l10n.Set(l10n.Nl)
	t.Cleanup(func() { l10n.Set(l10n.En) })
	bq1, rh3, rt3, ys5 := mustCard(t, "BQ1"), mustCard(t, "RH3"), mustCard(t, "RT3"), mustCard(t, "YS5")
	want := "Blauw vierkant 1, rood hart 3 en rode driehoek 3 hebben geen kleur, vorm of getal gemeen (twee zijn rood: een triple vraagt alle drie)"
	if got := NotATriple([]tr.Card{bq1}, []tr.Card{rh3, rt3}); got != want {
		t.Errorf("in Dutch: %q, want %q", got, want)
	}
	if got := CardNameDraw2(ys5); got != "gele ster 5 (Pak 2)" {
		t.Errorf("CardNameDraw2(YS5) in Dutch = %q", got)
	}
}
