// Package tricard is the Triples deck's card identity (docs/rules/triples.md#the-cards):
// five colours × five shapes × numbers 1..5, ten of them Draw 2 cards, with their
// notation ("RH5+2", "GC3"; docs/game-record.md#card-notation). The rules live in
// gameplay/triples; sprites draw these cards without importing any rules.
package tricard

import (
	"fmt"
	"strings"

	"parlor/gameplay/cards"
	"parlor/internal/enum"
)

// Colour is one of the five card colours (docs/rules/triples.md#the-cards). The zero
// value is not a colour.
type Colour uint8

// The five colours, in deck order; their letters are R B G Y P.
const (
	Red Colour = iota + 1
	Blue
	Green
	Yellow
	Purple
)

// Colours lists the colours in deck order.
var Colours = [5]Colour{Red, Blue, Green, Yellow, Purple}

// Shape is one of the five card shapes (docs/rules/triples.md#the-cards). The zero value
// is not a shape.
type Shape uint8

// The five shapes, in deck order; their letters are H S C Q T.
const (
	Heart Shape = iota + 1
	Star
	Circle
	Square
	Triangle
)

// Shapes lists the shapes in deck order.
var Shapes = [5]Shape{Heart, Star, Circle, Square, Triangle}

const (
	colourLetters = "?RBGYP"
	shapeLetters  = "?HSCQT"
	// MinNumber and MaxNumber bound a card's number (1–5,
	// docs/rules/triples.md#the-cards).
	MinNumber = 1
	MaxNumber = 5
	// DeckSize is the number of cards in the Triples deck: 5 colours × 5 shapes × 5 numbers.
	DeckSize = 125
	// Draw2Points is what a Draw 2 card left in hand scores
	// (docs/rules/triples.md#end-of-a-round-and-scoring).
	Draw2Points = 10
)

var colourNames = [...]string{"", "red", "blue", "green", "yellow", "purple"}
var shapeNames = [...]string{"", "heart", "star", "circle", "square", "triangle"}

// Valid reports whether c is one of the five colours.
func (c Colour) Valid() bool { return c >= Red && c <= Purple }

// Valid reports whether s is one of the five shapes.
func (s Shape) Valid() bool { return s >= Heart && s <= Triangle }

// String is the colour's letter in the notation: "R", "B", "G", "Y" or "P".
func (c Colour) String() string { return enum.Letter(c, "Colour", colourLetters) }

// Name is the colour's English name ("red"), for messages and the rules screen.
func (c Colour) Name() string { return enum.Or(c, c.String(), colourNames[:]...) }

// String is the shape's letter in the notation: "H", "S", "C", "Q" or "T".
func (s Shape) String() string { return enum.Letter(s, "Shape", shapeLetters) }

// Name is the shape's English name ("heart"), for messages and the rules screen.
func (s Shape) Name() string { return enum.Or(s, s.String(), shapeNames[:]...) }

// Card is one Triples card: a colour, a shape and a number 1..5. Every combination is in
// the deck exactly once, so two equal Card values are the same physical card.
//
// The zero Card is not a card: in views and redacted events it stands for a card lying
// face down (its place is known, its face is not).
type Card struct {
	Colour Colour
	Shape  Shape
	Number uint8
}

// Valid reports whether c is a real card (colour, shape and number 1..5 all set).
func (c Card) Valid() bool {
	return c.Colour.Valid() && c.Shape.Valid() && c.Number >= MinNumber && c.Number <= MaxNumber
}

// Hidden reports whether c is the face-down placeholder (the zero Card).
func (c Card) Hidden() bool { return c == Card{} }

// Draw2 reports whether c carries Draw 2: the 5-heart and the 5-star of each colour,
// ten cards in all (docs/rules/triples.md#the-cards).
func (c Card) Draw2() bool { return c.Number == 5 && (c.Shape == Heart || c.Shape == Star) }

// Points is what c scores when left in a hand at the end of a round: 10 for a Draw 2
// card, else its number (docs/rules/triples.md#end-of-a-round-and-scoring).
func (c Card) Points() int {
	if c.Draw2() {
		return Draw2Points
	}
	return int(c.Number)
}

// Index is c's place in NewDeck's order, 0..124: colour, then shape, then number.
// It is -1 for a card that is not Valid.
func (c Card) Index() int {
	if !c.Valid() {
		return -1
	}
	return (int(c.Colour)-1)*25 + (int(c.Shape)-1)*5 + int(c.Number) - 1
}

// CardAt is the inverse of Index: the card at place i (0..124) of NewDeck's order. It
// returns the zero Card for any other i.
func CardAt(i int) Card {
	if i < 0 || i >= DeckSize {
		return Card{}
	}
	return Card{Colour: Colour(i/25 + 1), Shape: Shape(i/5%5 + 1), Number: uint8(i%5 + 1)}
}

// String prints c canonically: colour letter, shape letter, number, and "+2" on a Draw 2
// card, e.g. "RH5+2", "GC3". The face-down placeholder prints as "??".
func (c Card) String() string {
	if c.Hidden() {
		return "??"
	}
	if !c.Valid() {
		return fmt.Sprintf("Card(%d,%d,%d)", uint8(c.Colour), uint8(c.Shape), c.Number)
	}
	s := c.Colour.String() + c.Shape.String() + string(rune('0'+c.Number))
	if c.Draw2() {
		s += "+2"
	}
	return s
}

// MarshalText gives the canonical notation, so a Card is a JSON string ("RH5+2"); the
// face-down placeholder (the zero Card) is "??". Error: any other invalid card.
func (c Card) MarshalText() ([]byte, error) {
	if c.Hidden() {
		return []byte("??"), nil
	}
	if !c.Valid() {
		return nil, fmt.Errorf("cannot write %s: not a Triples card", c)
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads the notation as Parse does; "??" is the face-down zero Card.
func (c *Card) UnmarshalText(b []byte) error { return cards.UnmarshalTextOf(c, b, Parse) }

// ParseError reports a token that is not a Triples card (Token the text as given,
// Reason what is wrong with it): the error of every card notation.
type ParseError = cards.ParseError

// Parse reads one card in its notation (docs/game-record.md#card-notation),
// case-insensitively: a colour letter R B G Y P, a shape letter H S C Q T (heart, star,
// circle, square, triangle) and a number 1..5, with "+2" appended on a Draw 2 card:
// "RH5+2", "gc3".
//
// The "+2" may be left off a Draw 2 card ("RH5" is the red 5-heart, which is a Draw 2):
// every colour-shape-number is in the deck once, so the card is not in doubt, and it
// prints back as "RH5+2". A "+2" on any other card ("RC3+2") names a card the deck does
// not hold and is an error. Errors are *ParseError naming the token.
func Parse(s string) (Card, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	plus := strings.HasSuffix(t, "+2")
	t = strings.TrimSuffix(t, "+2")
	if len(t) != 3 {
		return Card{}, &ParseError{Token: s, Reason: "want colour R B G Y P, shape H S C Q T and number 1-5, e.g. GC3 or RH5+2"}
	}
	col := strings.IndexByte(colourLetters, t[0])
	if col <= 0 {
		return Card{}, &ParseError{Token: s, Reason: fmt.Sprintf("colour %q must be one of R B G Y P", t[0:1])}
	}
	sh := strings.IndexByte(shapeLetters, t[1])
	if sh <= 0 {
		return Card{}, &ParseError{Token: s, Reason: fmt.Sprintf("shape %q must be one of H S C Q T (heart, star, circle, square, triangle)", t[1:2])}
	}
	if t[2] < '0'+MinNumber || t[2] > '0'+MaxNumber {
		return Card{}, &ParseError{Token: s, Reason: fmt.Sprintf("number %q must be 1 to 5", t[2:3])}
	}
	c := Card{Colour: Colour(col), Shape: Shape(sh), Number: t[2] - '0'}
	if plus && !c.Draw2() {
		return Card{}, &ParseError{Token: s, Reason: fmt.Sprintf("%s is not a Draw 2 card (only the 5-heart and 5-star are)", c)}
	}
	return c, nil
}

// ParseList reads cards separated by spaces or commas: "RH5+2 GH3 BC1". An empty string
// gives an empty list. The first bad token stops it with a *ParseError. Repeats are not
// checked here (see Check and Config.Decks for where they are).
func ParseList(s string) ([]Card, error) { return cards.ParseListOf(s, Parse) }

// Format prints cards canonically, separated by single spaces.
func Format(cs []Card) string { return cards.FormatOf(cs) }

// Strings prints each card canonically.
func Strings(cs []Card) []string { return cards.StringsOf(cs) }

// NewDeck returns the 125 cards in a fixed order (Index order): red first, within a
// colour heart, star, circle, square, triangle, within a shape 1..5.
func NewDeck() []Card {
	out := make([]Card, DeckSize)
	for i := range out {
		out[i] = CardAt(i)
	}
	return out
}
