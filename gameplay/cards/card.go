// Package cards holds the standard French card type shared by the Parlor games, its
// text notation, shoes of one to three decks, and the seeded random generator that is
// the only source of chance in the rules core.
//
// Notation (docs/game-record.md#card-notation): a rank A 2 3 4 5 6 7 8 9 10 J Q K (T is
// accepted for ten) followed by a suit C D H S, read case-insensitively and printed
// canonically, e.g. "10H", "AS", "QC".
package cards

import (
	"fmt"
	"strings"

	"parlor/internal/clip"
	"parlor/internal/enum"
)

// Suit is one of the four French suits. The zero value is not a valid suit.
type Suit uint8

// The four suits, in the order a sorted hand shows them.
const (
	Clubs Suit = iota + 1
	Diamonds
	Hearts
	Spades
)

// Suits lists the four suits in sort order.
var Suits = [4]Suit{Clubs, Diamonds, Hearts, Spades}

// Rank is a card rank from Ace (1) to King (13). The zero value is not a valid rank.
type Rank uint8

// Named ranks; the number ranks are simply Rank(2)..Rank(10).
const (
	Ace   Rank = 1
	Ten   Rank = 10
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
)

// Card is a standard playing card. Cards are small comparable values: two cards from
// different decks of a shoe that print the same are equal.
type Card struct {
	Rank Rank
	Suit Suit
}

// Valid reports whether c has a rank in 1..13 and one of the four suits.
func (c Card) Valid() bool { return c.Rank.Valid() && c.Suit.Valid() }

// Valid reports whether r is in Ace..King.
func (r Rank) Valid() bool { return r >= Ace && r <= King }

// Valid reports whether s is one of the four suits.
func (s Suit) Valid() bool { return s >= Clubs && s <= Spades }

var rankText = [...]string{"?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}

const suitText = "?CDHS"

// String prints the rank canonically: "A", "2".."10", "J", "Q", "K".
func (r Rank) String() string {
	if !r.Valid() {
		return fmt.Sprintf("Rank(%d)", uint8(r))
	}
	return rankText[r]
}

// String prints the suit letter: "C", "D", "H" or "S".
func (s Suit) String() string { return enum.Letter(s, "Suit", suitText) }

// Name is the suit's plural English name ("hearts"), for messages such as
// "you must follow hearts".
func (s Suit) Name() string {
	return enum.Or(s, s.String(), "", "clubs", "diamonds", "hearts", "spades")
}

// Red reports whether the suit is printed red (diamonds and hearts).
func (s Suit) Red() bool { return s == Diamonds || s == Hearts }

// String prints the card canonically, rank then suit: "10H", "AS".
func (c Card) String() string {
	if !c.Valid() {
		return fmt.Sprintf("Card(%d,%d)", uint8(c.Rank), uint8(c.Suit))
	}
	return rankText[c.Rank] + suitText[c.Suit:c.Suit+1]
}

// Sign is the card as a sentence for the player shows it, rank then suit sign:
// "10♥", "A♠" (String is the notation of records and the command line, "10H").
func (c Card) Sign() string {
	if !c.Valid() {
		return c.String()
	}
	return rankText[c.Rank] + [...]string{"♣", "♦", "♥", "♠"}[c.Suit-Clubs]
}

// ParseError reports a token that is not a card, a rank or a suit. Token is the text as
// given; Reason says what is wrong with it.
type ParseError struct {
	Token  string
	Reason string
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("bad card %s: %s", clip.Quote(e.Token), e.Reason)
}

// ParseRank reads a rank: A, 2..10, T, J, Q, K (any case). The error is a *ParseError.
func ParseRank(s string) (Rank, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	switch t {
	case "A":
		return Ace, nil
	case "T", "10":
		return Ten, nil
	case "J":
		return Jack, nil
	case "Q":
		return Queen, nil
	case "K":
		return King, nil
	}
	if len(t) == 1 && t[0] >= '2' && t[0] <= '9' {
		return Rank(t[0] - '0'), nil
	}
	return 0, &ParseError{Token: s, Reason: "rank must be one of A 2 3 4 5 6 7 8 9 10 J Q K (or T)"}
}

// ParseSuit reads a suit letter C, D, H or S (any case). The error is a *ParseError.
func ParseSuit(s string) (Suit, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	if len(t) == 1 {
		if i := strings.IndexByte(suitText, t[0]); i > 0 {
			return Suit(i), nil
		}
	}
	return 0, &ParseError{Token: s, Reason: "suit must be one of C D H S"}
}

// Parse reads one card in notation, e.g. "10h", "TH", "as". The error is a *ParseError
// naming the token and whether the rank or the suit is wrong.
func Parse(s string) (Card, error) {
	t := strings.TrimSpace(s)
	if len(t) < 2 {
		return Card{}, &ParseError{Token: s, Reason: "want a rank followed by a suit, e.g. 10H or AS"}
	}
	r, err := ParseRank(t[:len(t)-1])
	if err != nil {
		return Card{}, &ParseError{Token: s, Reason: err.(*ParseError).Reason}
	}
	su, err := ParseSuit(t[len(t)-1:])
	if err != nil {
		return Card{}, &ParseError{Token: s, Reason: err.(*ParseError).Reason}
	}
	return Card{Rank: r, Suit: su}, nil
}

// ParseList reads cards separated by spaces or commas: "7H 8H 9H KS". An empty string
// gives an empty list. The first bad token stops it with a *ParseError.
func ParseList(s string) ([]Card, error) { return ParseListOf(s, Parse) }

// MustParseList is ParseList for literals in tests and tables; it panics on a bad token,
// so never call it on player or file input.
func MustParseList(s string) []Card {
	cs, err := ParseList(s)
	if err != nil {
		panic(err)
	}
	return cs
}

// Format prints cards canonically, separated by single spaces: "7H 8H 9H KS".
func Format(cs []Card) string { return FormatOf(cs) }

// Strings prints each card canonically; a nil or empty list gives an empty, non-nil
// slice (so it encodes as [] in JSON).
func Strings(cs []Card) []string { return StringsOf(cs) }

// HiddenText is how a face-down card (the zero Card, a card a seat may not see) is
// written in JSON by every card type: "??".
const HiddenText = "??"

// MarshalText encodes the card in canonical notation, so cards read as "10H" in JSON; the
// zero Card (face down) is "??". Error: any other invalid card.
func (c Card) MarshalText() ([]byte, error) { return c.AppendText(make([]byte, 0, 3)) }

// AppendText appends what MarshalText gives to b (no allocation when b has room; views
// carry many cards and are encoded after every move). Error: an invalid card.
func (c Card) AppendText(b []byte) ([]byte, error) {
	if c == (Card{}) {
		return append(b, HiddenText...), nil
	}
	if !c.Valid() {
		return b, fmt.Errorf("cannot encode invalid card %v", c)
	}
	return append(append(b, rankText[c.Rank]...), suitText[c.Suit]), nil
}

// UnmarshalText decodes notation ("??": the zero Card); the error is a *ParseError.
func (c *Card) UnmarshalText(b []byte) error {
	// The canonical notation MarshalText writes is read without Parse's string (views
	// carry many cards and are read after every move).
	if n := len(b); n == 2 || n == 3 {
		if s := strings.IndexByte(suitText, b[n-1]); s > 0 {
			for r := Ace; r <= King; r++ {
				if rankText[r] == string(b[:n-1]) {
					*c = Card{Rank: r, Suit: Suit(s)}
					return nil
				}
			}
		}
	}
	return UnmarshalTextOf(c, b, Parse)
}
