package board

import (
	"strconv"
	"strings"

	tr "parlor/gameplay/triples"
)

// CardName is a card in plain words, "blue square 1", for messages to the player (the
// notation "BQ1" is for files and the command line, not for the table).
func CardName(c tr.Card) string {
	return c.Colour.Name() + " " + c.Shape.Name() + " " + strconv.Itoa(int(c.Number))
}

// NotATriple says why three cards were refused as a triple
// (docs/rules/triples.md#what-makes-a-triple), in plain words: "Blue square 1, purple
// circle 2 and red triangle 3 don't all share a colour, a shape or a number" and, when
// two of them share something, what: "(two are red: a triple needs all three)". cs are
// the cards played, with the play-area cards they had to match.
func NotATriple(cs, with []tr.Card) string {
	names := make([]string, 0, len(cs)+len(with))
	for _, c := range cs {
		names = append(names, CardName(c))
	}
	for _, c := range with {
		names = append(names, CardName(c))
	}
	var b strings.Builder
	for i, n := range names {
		switch {
		case i == 0:
		case i == len(names)-1:
			b.WriteString(" and ")
		default:
			b.WriteString(", ")
		}
		b.WriteString(n)
	}
	s := b.String()
	if s != "" {
		s = strings.ToUpper(s[:1]) + s[1:]
	}
	return s + " don't all share a colour, a shape or a number" + pairNote(append(append([]tr.Card(nil), cs...), with...))
}

// pairNote says what two of the three cards share, if anything: " (two are red: a
// triple needs all three)"; "" when no two share anything.
func pairNote(all []tr.Card) string {
	var what []string
	for i := 0; i < len(all); i++ {
		for j := i + 1; j < len(all); j++ {
			a, b := all[i], all[j]
			switch {
			case a.Colour == b.Colour:
				what = append(what, a.Colour.Name())
			case a.Shape == b.Shape:
				what = append(what, a.Shape.Name()+"s")
			case a.Number == b.Number:
				what = append(what, strconv.Itoa(int(a.Number))+"s")
			}
		}
	}
	if len(what) == 0 {
		return ""
	}
	return " (two are " + strings.Join(what, ", two are ") + ": a triple needs all three)"
}
