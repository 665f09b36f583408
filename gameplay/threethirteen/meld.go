package threethirteen

import "parlor/gameplay/cards"

// MeldKind tells a set from a run.
type MeldKind uint8

// The two kinds of meld (RULES.md §1).
const (
	// Set is three or more cards of one rank; with several decks a card may repeat.
	Set MeldKind = iota + 1
	// Run is three or more cards of one suit in consecutive ranks, ace low, no wrap.
	Run
)

// Meld is one set or run of an arrangement. Cards are the cards as held, in meld order
// (a run from low to high); As[i] is the card Cards[i] stands for: the card itself for a
// natural card, the represented card for a wild (for a set, a wild stands for the set's
// rank in some suit). len(As) == len(Cards).
type Meld struct {
	Kind  MeldKind
	Cards []cards.Card
	As    []cards.Card
}

// Arrangement is a hand split into melds and leftover (deadwood) cards. Penalty is the
// sum of CardValue over Leftover, in points.
type Arrangement struct {
	Melds    []Meld
	Leftover []cards.Card
	Penalty  int
}

// CardValue is a card's penalty when left unmatched, in points: A=1, 2..9 face value,
// 10/J/Q/K=10 (RULES.md §1, Scoring). An unmatched wild scores its printed value.
func CardValue(c cards.Card) int {
	if c.Rank >= cards.Ten {
		return 10
	}
	return int(c.Rank)
}

// Solve returns an arrangement of hand with the least possible penalty, given the wild
// rank (0 means no wilds). TODO(solver): implementation pending.
func Solve(hand []cards.Card, wild cards.Rank) Arrangement {
	panic("not yet")
}

// Penalty is Solve(hand, wild).Penalty without building the arrangement.
func Penalty(hand []cards.Card, wild cards.Rank) int {
	panic("not yet")
}
