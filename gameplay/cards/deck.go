package cards

import "fmt"

// NewDeck returns one 52-card deck in a fixed order: clubs A..K, then diamonds,
// hearts, spades.
func NewDeck() []Card {
	out := make([]Card, 0, 52)
	for _, s := range Suits {
		for r := Ace; r <= King; r++ {
			out = append(out, Card{Rank: r, Suit: s})
		}
	}
	return out
}

// MaxDecks is the largest shoe Parlor deals from (Three-Thirteen with 5–6 players).
const MaxDecks = 3

// NewShoe returns decks (1..MaxDecks) standard decks one after another, unshuffled:
// 52×decks cards. Any other count is an error.
func NewShoe(decks int) ([]Card, error) {
	if decks < 1 || decks > MaxDecks {
		return nil, fmt.Errorf("a shoe holds 1 to %d decks, not %d", MaxDecks, decks)
	}
	out := make([]Card, 0, 52*decks)
	for i := 0; i < decks; i++ {
		out = append(out, NewDeck()...)
	}
	return out, nil
}

// Counts tallies cards by value; Three-Thirteen and the property tests use it to check
// that cards are conserved across a shoe with repeated cards.
func Counts(cs []Card) map[Card]int {
	m := make(map[Card]int, len(cs))
	for _, c := range cs {
		m[c]++
	}
	return m
}

// Remove deletes one copy of c from cs in place (order of the rest kept) and returns the
// shortened slice and whether c was there.
func Remove(cs []Card, c Card) ([]Card, bool) {
	for i, x := range cs {
		if x == c {
			copy(cs[i:], cs[i+1:])
			return cs[:len(cs)-1], true
		}
	}
	return cs, false
}

// Contains reports whether cs holds at least one copy of c.
func Contains(cs []Card, c Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}
