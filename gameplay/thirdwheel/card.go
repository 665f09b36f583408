package thirdwheel

import (
	"slices"

	"parlor/gameplay/cards/twcard"
)

// The Third Wheel deck's card identity lives in gameplay/cards/twcard (so the sprites
// draw it without the rules); these names keep the rules' code in its own words.
type (
	// Card is a Third Wheel card (twcard.Card).
	Card = twcard.Card
	// Suit is a Third Wheel suit (twcard.Suit).
	Suit = twcard.Suit
	// ParseError is a card that cannot be read (twcard.ParseError).
	ParseError = twcard.ParseError
)

// The suits and the cards that are not suit cards (see twcard).
const (
	Heart   = twcard.Heart
	Flowers = twcard.Flowers
	Ring    = twcard.Ring
	Disco   = twcard.Disco
	Hidden  = twcard.Hidden
	Wild    = twcard.Wild
	Hike    = twcard.Hike
	Silence = twcard.Silence
	Talk    = twcard.Talk
	Room    = twcard.Room
	// DeckSize and ActionsDeckSize are the deck's sizes without and with action cards.
	DeckSize        = twcard.DeckSize
	ActionsDeckSize = twcard.ActionsDeckSize
)

// NewCard is the suit card of rank (1..13) and suit (twcard.NewCard).
func NewCard(rank int, suit Suit) Card { return twcard.NewCard(rank, suit) }

// NewDeck is the deck in sort order, 54 cards or 60 with actions (twcard.NewDeck).
func NewDeck(actions bool) []Card { return twcard.NewDeck(actions) }

// Parse reads one card in notation (twcard.Parse); the error names the token.
func Parse(s string) (Card, error) { return twcard.Parse(s) }

// ParseList reads cards separated by spaces or commas (twcard.ParseList).
func ParseList(s string) ([]Card, error) { return twcard.ParseList(s) }

// Format prints cards in notation, separated by spaces.
func Format(cs []Card) string { return twcard.Format(cs) }

// Strings prints each card in notation.
func Strings(cs []Card) []string { return twcard.Strings(cs) }

// sortCards sorts a hand: suit cards by suit then rank, then Wild and the action cards.
func sortCards(cs []Card) { slices.Sort(cs) }

// countCards counts each card (index by Card).
func countCards(cs []Card) [Room + 1]int {
	var n [Room + 1]int
	for _, c := range cs {
		if c <= Room {
			n[c]++
		}
	}
	return n
}

// unseenCards counts each card the seat of v cannot see: the deck less its hand, the
// table and the cards out of the game (a count below 0 reads as 0).
func unseenCards(v *View) [Room + 1]int {
	left := countCards(NewDeck(v.Options.Actions))
	for _, c := range v.Hand {
		left[c]--
	}
	for _, t := range v.Table {
		left[t.Card]--
	}
	for _, c := range v.Out {
		left[c]--
	}
	return left
}
