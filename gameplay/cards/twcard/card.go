// Package twcard is the Third Wheel deck's card identity
// (docs/rules/thirdwheel.md#the-deck): four suits (Heart, Flowers, Ring, Disco) of ranks
// 1..13, the Wild (jester) and the four action cards, with their notation ("12R", "W",
// "HIKE"; docs/game-record.md#card-notation). The rules live in gameplay/thirdwheel;
// sprites draw these cards without importing any rules.
package twcard

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/gameplay/cards"
	"parlor/internal/enum"
)

// Suit is one of the four Third Wheel suits (docs/rules/thirdwheel.md#the-deck). The zero
// value is no suit (a Wild, an action card or a hidden card).
type Suit uint8

// The four suits, in sort order.
const (
	Heart Suit = iota + 1
	Flowers
	Ring
	Disco
)

// Suits lists the four suits in sort order.
var Suits = [4]Suit{Heart, Flowers, Ring, Disco}

const suitLetters = "?HFRD"

// String is the suit's letter: "H", "F", "R" or "D".
func (s Suit) String() string { return enum.Letter(s, "Suit", suitLetters) }

// Name is the suit's name: "heart", "flowers", "ring" or "disco".
func (s Suit) Name() string { return enum.Or(s, s.String(), "", "heart", "flowers", "ring", "disco") }

// Plural is the suit's name as a card's suit reads in a sentence, "9 of rings":
// "hearts", "flowers", "rings" or "discos" (the letter for a suit out of range).
func (s Suit) Plural() string {
	return enum.Or(s, s.String(), "", "hearts", "flowers", "rings", "discos")
}

// Card is one Third Wheel card: a suit card (rank 1..13 of a suit), a Wild (the
// jester) or one of the four action cards. Cards are small comparable values; the two
// Wilds (and the two copies of each action card) are equal to each other. The zero
// value is Hidden: a face-down card in views and redacted events.
//
// Encoding: 1..52 are the suit cards ((suit-1)*13 + rank), then Wild, Hike, Silence,
// Talk and Room.
type Card uint8

// The cards that are not suit cards (docs/rules/thirdwheel.md#the-deck,
// docs/rules/thirdwheel.md#action-cards).
const (
	// Hidden is a card a seat may not see (the zero Card).
	Hidden Card = 0
	// Wild is the jester: worth 14 to the Duo, and it pairs with any card.
	Wild Card = 53
	// Hike is Take a Hike ("HIKE"): the Duo plays it as a rank 1..13 it names; the
	// Third Wheel matches any card with it.
	Hike Card = 54
	// Silence is Awkward Silence ("SILENCE"): the Third Wheel's block and counter, the
	// Duo's shield.
	Silence Card = 55
	// Talk is Talking Too Much ("TALK"): the Third Wheel's withdraw (score 85 or more),
	// the Duo's lift of the last block.
	Talk Card = 56
	// Room is Read the Room ("ROOM"): swaps one random card between a Duo player and
	// the Third Wheel.
	Room Card = 57
)

// NewCard returns the suit card of rank (1..13) and suit; Hidden for anything else.
func NewCard(rank int, suit Suit) Card {
	if rank < 1 || rank > 13 || suit < Heart || suit > Disco {
		return Hidden
	}
	return Card(int(suit-1)*13 + rank)
}

// IsSuit reports whether c is a suit card (rank 1..13 of a suit).
func (c Card) IsSuit() bool { return c >= 1 && c <= 52 }

// IsAction reports whether c is one of the four action cards (Hike, Silence, Talk,
// Room).
func (c Card) IsAction() bool { return c >= Hike && c <= Room }

// Valid reports whether c is a real card (not Hidden, not out of range).
func (c Card) Valid() bool { return c >= 1 && c <= Room }

// Rank is the printed rank 1..13 of a suit card; 0 for any other card.
func (c Card) Rank() int {
	if !c.IsSuit() {
		return 0
	}
	return (int(c)-1)%13 + 1
}

// Suit is the suit of a suit card; 0 for any other card.
func (c Card) Suit() Suit {
	if !c.IsSuit() {
		return 0
	}
	return Suit((int(c)-1)/13 + 1)
}

// Value is what the card adds to the score when a Duo player plays it
// (docs/rules/thirdwheel.md#the-deck): its rank, 14 for a Wild, 0 for an action card.
// A Hike's value is the rank named for it when it is played (see TableCard), so Value
// gives 0 for it here.
func (c Card) Value() int {
	switch {
	case c.IsSuit():
		return c.Rank()
	case c == Wild:
		return 14
	}
	return 0
}

var actionNames = map[Card]string{Wild: "W", Hike: "HIKE", Silence: "SILENCE", Talk: "TALK", Room: "ROOM"}

// String prints the card in its notation (docs/game-record.md#card-notation): "12R",
// "1H", "W", "HIKE", "SILENCE", "TALK", "ROOM"; a hidden card prints "??".
func (c Card) String() string {
	switch {
	case c == Hidden:
		return "??"
	case c.IsSuit():
		return strconv.Itoa(c.Rank()) + c.Suit().String()
	}
	if n, ok := actionNames[c]; ok {
		return n
	}
	return fmt.Sprintf("Card(%d)", uint8(c))
}

// Name is the card's name in words, for messages: "12 of rings", "Wild", "Take a Hike",
// "Awkward Silence", "Talking Too Much", "Read the Room".
func (c Card) Name() string {
	switch c {
	case Wild:
		return "Wild"
	case Hike:
		return "Take a Hike"
	case Silence:
		return "Awkward Silence"
	case Talk:
		return "Talking Too Much"
	case Room:
		return "Read the Room"
	}
	if c.IsSuit() {
		return strconv.Itoa(c.Rank()) + " of " + c.Suit().Plural()
	}
	return c.String()
}

// MarshalText gives the card's notation, so JSON holds "12R" (Hidden: "??").
func (c Card) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads a card in notation (see Parse); "??" (how Hidden is written) is
// Hidden.
func (c *Card) UnmarshalText(b []byte) error { return cards.UnmarshalTextOf(c, b, Parse) }

// ParseError reports a token that is not a Third Wheel card (Token the text as given,
// Reason what is wrong with it): the error of every card notation.
type ParseError = cards.ParseError

// Parse reads one card, case-insensitively (docs/game-record.md#card-notation): a rank
// 1..13 followed by a suit H F R D ("12R", "1h"), "W" (also "wild") for a Wild, or an
// action name HIKE, SILENCE, TALK, ROOM. The error is a *ParseError naming the token.
func Parse(s string) (Card, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	switch t {
	case "W", "WILD":
		return Wild, nil
	case "HIKE":
		return Hike, nil
	case "SILENCE":
		return Silence, nil
	case "TALK":
		return Talk, nil
	case "ROOM":
		return Room, nil
	}
	if len(t) < 2 {
		return Hidden, &ParseError{Token: s, Reason: "want a rank 1..13 and a suit H F R D (e.g. 12R), W, or HIKE SILENCE TALK ROOM"}
	}
	su := strings.IndexByte(suitLetters, t[len(t)-1])
	if su <= 0 {
		return Hidden, &ParseError{Token: s, Reason: "suit must be one of H F R D (heart, flowers, ring, disco)"}
	}
	r, err := strconv.Atoi(t[:len(t)-1])
	if err != nil || r < 1 || r > 13 || t[0] == '+' || t[0] == '0' {
		return Hidden, &ParseError{Token: s, Reason: "rank must be a number from 1 to 13"}
	}
	return NewCard(r, Suit(su)), nil
}

// ParseList reads cards separated by spaces or commas ("12R W HIKE"). An empty string
// gives an empty list; the first bad token stops it with a *ParseError.
func ParseList(s string) ([]Card, error) { return cards.ParseListOf(s, Parse) }

// Format prints cards in notation separated by single spaces.
func Format(cs []Card) string { return cards.FormatOf(cs) }

// Strings prints each card in notation.
func Strings(cs []Card) []string { return cards.StringsOf(cs) }

// Deck sizes (docs/rules/thirdwheel.md#the-deck, docs/rules/thirdwheel.md#action-cards).
const (
	DeckSize        = 54
	ActionsDeckSize = 60
)

// NewDeck returns the deck in sort order: the 52 suit cards (heart, flowers, ring,
// disco; ranks 1..13), then 2 Wilds (54 cards); with actions the 2 Wilds become 2 Take
// a Hike and 2 each of Awkward Silence, Talking Too Much and Read the Room are added
// (60 cards).
func NewDeck(actions bool) []Card {
	d := make([]Card, 0, ActionsDeckSize)
	for c := Card(1); c <= 52; c++ {
		d = append(d, c)
	}
	if !actions {
		return append(d, Wild, Wild)
	}
	return append(d, Hike, Hike, Silence, Silence, Talk, Talk, Room, Room)
}
