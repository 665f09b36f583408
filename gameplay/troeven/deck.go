package troeven

import (
	"fmt"
	"math/bits"

	"parlor/gameplay/cards"
)

// Inside the package a card of the 32-card Troeven deck is an index 0..31:
// suit*8 + strength, where suit is 0 (clubs) .. 3 (spades) and strength is 0 for the
// seven up to 7 for the ace (rank order 7 8 9 10 J Q K A,
// docs/rules/troeven.md#cards-and-card-points). A hand is a uint32 bit set of such
// indices, so legal moves and trick winners are a few bit operations and the hot
// path never allocates.

// idx is a card index 0..31 (see above); -1 stands for "no card".
type idx = int8

const (
	suitBits = 0xFF
	// fullDeck is every card of the 32-card deck (version 1, dummy).
	fullDeck uint32 = 0xFFFFFFFF
	// soloDeck drops the seven of clubs and the seven of spades (version 2, solo).
	soloDeck uint32 = fullDeck &^ (1<<0 | 1<<24)
)

// strengthRank maps strength 0..7 to the printed rank.
var strengthRank = [8]cards.Rank{7, 8, 9, cards.Ten, cards.Jack, cards.Queen, cards.King, cards.Ace}

// pointsByStrength are the card points (A 4, K 3, Q 2, J 1, others 0;
// docs/rules/troeven.md#cards-and-card-points).
var pointsByStrength = [8]int{0, 0, 0, 0, 1, 2, 3, 4}

func suitOf(i idx) int      { return int(i) >> 3 }
func strength(i idx) int    { return int(i) & 7 }
func pointsOf(i idx) int    { return pointsByStrength[i&7] }
func suitMask(s int) uint32 { return suitBits << (8 * uint(s)) }

// cardOf converts an index to the shared card type.
func cardOf(i idx) cards.Card {
	return cards.Card{Rank: strengthRank[i&7], Suit: cards.Suit(i>>3) + cards.Clubs}
}

// indexOf converts a card to its index; ok is false for a card outside the 32-card
// deck (ranks 2..6, or an invalid card).
func indexOf(c cards.Card) (idx, bool) {
	if !c.Suit.Valid() {
		return -1, false
	}
	var st int
	switch {
	case c.Rank == cards.Ace:
		st = 7
	case c.Rank >= 7 && c.Rank <= cards.King:
		st = int(c.Rank) - 7
	default:
		return -1, false
	}
	return idx(int(c.Suit-cards.Clubs)*8 + st), true
}

// suitIndex converts a suit to 0..3 (-1 for an invalid suit).
func suitIndex(s cards.Suit) int {
	if !s.Valid() {
		return -1
	}
	return int(s - cards.Clubs)
}

// maskCards lists the cards of a bit set in index order (clubs 7..A, diamonds, …).
func maskCards(m uint32) []cards.Card {
	out := make([]cards.Card, 0, bits.OnesCount32(m))
	for m != 0 {
		i := bits.TrailingZeros32(m)
		m &= m - 1
		out = append(out, cardOf(idx(i)))
	}
	return out
}

// Points is a card's card points in Troeven: A 4, K 3, Q 2, J 1, every other card 0
// (docs/rules/troeven.md#cards-and-card-points; 40 points in the whole deck). A
// card outside the Troeven deck scores 0.
func Points(c cards.Card) int {
	i, ok := indexOf(c)
	if !ok {
		return 0
	}
	return pointsOf(i)
}

// Strength is a card's place in Troeven order within its suit: 0 for the seven up to 7
// for the ace (7 8 9 10 J Q K A, docs/rules/troeven.md#cards-and-card-points); -1 for
// a card outside the deck.
func Strength(c cards.Card) int {
	i, ok := indexOf(c)
	if !ok {
		return -1
	}
	return strength(i)
}

// Beats reports whether card a ranks above card b in Troeven order A K Q J 10 9 8 7,
// both being of one suit (false for cards of different suits).
func Beats(a, b cards.Card) bool {
	ia, oka := indexOf(a)
	ib, okb := indexOf(b)
	return oka && okb && suitOf(ia) == suitOf(ib) && ia > ib
}

// InDeck reports whether c belongs to the variant's deck: 7..A of every suit (32 cards),
// and for Solo not the seven of clubs nor the seven of spades (30 cards):
// docs/rules/troeven.md#cards-and-card-points.
func InDeck(v Variant, c cards.Card) bool {
	i, ok := indexOf(c)
	return ok && deckMask(v)&(1<<uint(i)) != 0
}

// Deck returns the variant's deck in a fixed order (clubs 7..A, diamonds, hearts,
// spades): 32 cards for Dummy, 30 for Solo.
func Deck(v Variant) []cards.Card { return maskCards(deckMask(v)) }

func deckMask(v Variant) uint32 {
	if v == Solo {
		return soloDeck
	}
	return fullDeck
}

// trickWinner returns the position in t (0-based, play order) of the winning card:
// the highest trump, else the highest card of the led suit
// (docs/rules/troeven.md#tricks). trump is a suit index 0..3 or -1 for none.
func trickWinner(trump int, t []idx) int {
	best := 0
	for k := 1; k < len(t); k++ {
		c, b := t[k], t[best]
		if suitOf(c) == suitOf(b) {
			if c > b {
				best = k
			}
		} else if suitOf(c) == trump {
			best = k
		}
	}
	return best
}

// TrickWinner is the trick rule (docs/rules/troeven.md#tricks) on its own: played
// are the cards of one trick in play order (the first card leads), 1 to 4 of them;
// the result is the index in played of the winning card: the highest trump if any
// trump was played, otherwise the highest card of the led suit. trump must be one
// of the four suits. Errors: an invalid trump, no cards or more than 4, a card
// outside the 32-card Troeven deck (ranks 2..6), or the same card twice.
func TrickWinner(trump cards.Suit, played []cards.Card) (int, error) {
	t := suitIndex(trump)
	if t < 0 {
		return 0, fmt.Errorf("bad trump suit %v: want one of C D H S", trump)
	}
	if len(played) == 0 || len(played) > 4 {
		return 0, fmt.Errorf("a trick holds 1 to 4 cards, not %d", len(played))
	}
	var buf [4]idx
	var seen uint32
	for k, c := range played {
		i, ok := indexOf(c)
		if !ok {
			return 0, fmt.Errorf("card %v is not in the Troeven deck (ranks 7 8 9 10 J Q K A)", c)
		}
		if seen&(1<<uint(i)) != 0 {
			return 0, fmt.Errorf("card %v is played twice (there is one deck)", c)
		}
		seen |= 1 << uint(i)
		buf[k] = i
	}
	return trickWinner(t, buf[:len(played)]), nil
}

// NextPosition is the position after p (0..2, or DummySeat) in play order, for
// variant v and the round's dealer: clockwise; with a dummy it sits between the
// opponent and the dealer (docs/rules/troeven.md#the-deal-with-a-dummy: dealer,
// caller, opponent, dummy).
func NextPosition(v Variant, dealer, p int) int {
	if v == Dummy {
		switch p {
		case DummySeat:
			return dealer
		case (dealer + 2) % 3:
			return DummySeat
		}
	}
	return (p + 1) % 3
}
