package board

import (
	"strings"
	"unicode"
	"unicode/utf8"

	tr "parlor/gameplay/triples"
	"parlor/scenes/l10n"
)

// cardNames are the colour-and-shape pairs in words, colour by colour in deck order
// (tricard.Colours × tricard.Shapes): the keys of their translations, which make the
// colour agree with the shape ("rood hart", "rode ster"; "étoile bleue").
var cardNames = [5][5]string{
	{"red heart", "red star", "red circle", "red square", "red triangle"},
	{"blue heart", "blue star", "blue circle", "blue square", "blue triangle"},
	{"green heart", "green star", "green circle", "green square", "green triangle"},
	{"yellow heart", "yellow star", "yellow circle", "yellow square", "yellow triangle"},
	{"purple heart", "purple star", "purple circle", "purple square", "purple triangle"},
}

// CardName is a card in plain words in the language on, "blue square 1", for messages
// to the player (the notation "BQ1" is for files and the command line, not for the
// table). Every language names the number last.
func CardName(c tr.Card) string {
	if !c.Colour.Valid() || !c.Shape.Valid() {
		return c.String()
	}
	return l10n.T(cardNames[c.Colour-1][c.Shape-1]) + " " + l10n.Int(int(c.Number))
}

// CardNameDraw2 is CardName with "(Draw 2)" after a Draw 2 card: "red star 5 (Draw 2)".
func CardNameDraw2(c tr.Card) string {
	if c.Draw2() {
		return l10n.T("%s (Draw 2)", CardName(c))
	}
	return CardName(c)
}

// Capital starts s with a capital letter (any script's).
func Capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
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
	s := Capital(l10n.T("%s don't all share a colour, a shape or a number", l10n.List(names)))
	if note := pairNote(append(append([]tr.Card(nil), cs...), with...)); note != "" {
		s += " " + l10n.T("(%s: a triple needs all three)", note)
	}
	return s
}

// twoAre say what two cards share, by colour and by shape in deck order.
var (
	twoAreColour = [5]string{"two are red", "two are blue", "two are green", "two are yellow", "two are purple"}
	twoAreShape  = [5]string{"two are hearts", "two are stars", "two are circles", "two are squares", "two are triangles"}
)

// pairNote says what two of the three cards share, if anything: "two are red"; "" when
// no two share anything.
func pairNote(all []tr.Card) string {
	var what []string
	for i := 0; i < len(all); i++ {
		for j := i + 1; j < len(all); j++ {
			a, b := all[i], all[j]
			switch {
			case a.Colour == b.Colour && a.Colour.Valid():
				what = append(what, l10n.T(twoAreColour[a.Colour-1]))
			case a.Shape == b.Shape && a.Shape.Valid():
				what = append(what, l10n.T(twoAreShape[a.Shape-1]))
			case a.Number == b.Number:
				what = append(what, l10n.T("two are %ss", l10n.Int(int(a.Number))))
			}
		}
	}
	return strings.Join(what, ", ")
}

// TripleText says what the last play shared: "Triple: same colour", "Double triple:
// same shape and number" ("" before the round's first play).
func TripleText(shared []tr.Attr, double bool) string {
	var mask int
	for _, a := range shared {
		mask |= 1 << a
	}
	var what string
	switch mask {
	case 0:
		return ""
	case 1 << tr.AttrColour:
		what = l10n.T("same colour")
	case 1 << tr.AttrShape:
		what = l10n.T("same shape")
	case 1 << tr.AttrNumber:
		what = l10n.T("same number")
	case 1<<tr.AttrColour | 1<<tr.AttrShape:
		what = l10n.T("same colour and shape")
	case 1<<tr.AttrColour | 1<<tr.AttrNumber:
		what = l10n.T("same colour and number")
	default:
		what = l10n.T("same shape and number")
	}
	if double {
		return l10n.T("Double triple: %s", what)
	}
	return l10n.T("Triple: %s", what)
}
