package board

import (
	"testing"

	tr "parlor/gameplay/triples"
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
