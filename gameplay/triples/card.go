package triples

import (
	"fmt"

	"parlor/gameplay/cards/tricard"
	"parlor/internal/enum"
)

// The Triples deck's card identity lives in gameplay/cards/tricard (so the sprites draw
// it without the rules); these names keep the rules' code in its own words.
type (
	// Card is a Triples card (tricard.Card).
	Card = tricard.Card
	// ParseError is a card that cannot be read (tricard.ParseError).
	ParseError = tricard.ParseError
)

// DeckSize is the number of cards in the deck (tricard.DeckSize).
const DeckSize = tricard.DeckSize

// CardAt is the card at place i (0..124) of NewDeck's order (tricard.CardAt).
func CardAt(i int) Card { return tricard.CardAt(i) }

// NewDeck is the 125 cards in Index order (tricard.NewDeck).
func NewDeck() []Card { return tricard.NewDeck() }

// Parse reads one card in notation (tricard.Parse); the error names the token.
func Parse(s string) (Card, error) { return tricard.Parse(s) }

// ParseList reads cards separated by spaces or commas (tricard.ParseList).
func ParseList(s string) ([]Card, error) { return tricard.ParseList(s) }

// Format prints cards in notation, separated by spaces.
func Format(cs []Card) string { return tricard.Format(cs) }

// Strings prints each card in notation.
func Strings(cs []Card) []string { return tricard.Strings(cs) }

// Attr is one of the three attributes cards can share in a triple.
type Attr uint8

// The three attributes, in the order Check lists them.
const (
	AttrColour Attr = iota + 1
	AttrShape
	AttrNumber
)

// String is the attribute's name as parlor-sim prints it: "colour", "shape", "number".
func (a Attr) String() string { return enum.Name(a, "Attr", "", "colour", "shape", "number") }

// MarshalText writes the attribute's name, so []Attr is a JSON list of strings.
func (a Attr) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// UnmarshalText reads an attribute's name ("colour", "shape", "number").
func (a *Attr) UnmarshalText(b []byte) error {
	for _, x := range [3]Attr{AttrColour, AttrShape, AttrNumber} {
		if x.String() == string(b) {
			*a = x
			return nil
		}
	}
	return fmt.Errorf("unknown attribute %q (want colour, shape or number)", b)
}

// sharedMask is a bit per attribute all three cards have in common (1 colour, 2 shape,
// 4 number). Three distinct cards share at most two.
func sharedMask(a, b, c Card) uint8 {
	var m uint8
	if a.Colour == b.Colour && b.Colour == c.Colour {
		m |= 1
	}
	if a.Shape == b.Shape && b.Shape == c.Shape {
		m |= 2
	}
	if a.Number == b.Number && b.Number == c.Number {
		m |= 4
	}
	return m
}

func maskAttrs(m uint8) []Attr {
	out := []Attr{}
	for i, a := range [3]Attr{AttrColour, AttrShape, AttrNumber} {
		if m&(1<<i) != 0 {
			out = append(out, a)
		}
	}
	return out
}

// Check judges three cards as a triple (docs/rules/triples.md#what-makes-a-triple):
// triple is true when all three share at least one attribute; shared lists exactly the
// attributes all three have in common, in the order colour, shape, number (never nil);
// double is true when they share two (a double triple). Three distinct cards never
// share all three.
//
// A card can never be used twice in a triple: the same card given twice is an error, as
// is a card that is not Valid.
func Check(a, b, c Card) (triple bool, shared []Attr, double bool, err error) {
	for _, x := range [3]Card{a, b, c} {
		if !x.Valid() {
			return false, nil, false, fmt.Errorf("%s is not a Triples card", x)
		}
	}
	if a == b || a == c {
		return false, nil, false, fmt.Errorf("card %s given twice: a card can never be used twice in a triple", a)
	}
	if b == c {
		return false, nil, false, fmt.Errorf("card %s given twice: a card can never be used twice in a triple", b)
	}
	m := sharedMask(a, b, c)
	shared = maskAttrs(m)
	return m != 0, shared, len(shared) >= 2, nil
}
