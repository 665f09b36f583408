package threethirteen

import (
	"slices"

	"parlor/gameplay/cards"
	"parlor/internal/enum"
)

// MeldKind tells a set from a run (docs/rules/threethirteen.md#melds).
type MeldKind uint8

// The two kinds of meld (docs/rules/threethirteen.md#melds).
const (
	// Set is three or more cards of one rank; with several decks a card may repeat
	// (9C 9C 9D is a set).
	Set MeldKind = iota + 1
	// Run is three or more cards of one suit in consecutive ranks, ace low, no wrap
	// (A-2-3 is a run, Q-K-A and K-A-2 are not), never two cards at one position.
	Run
)

// String names the kind: "set" or "run".
func (k MeldKind) String() string { return enum.Or(k, "meld?", "", "set", "run") }

// Meld is one set or run of an arrangement (docs/rules/threethirteen.md#melds). Cards
// are the cards as held, in meld order (a run from its lowest position to its highest);
// As[i] is the card Cards[i] stands for: the card itself for a natural card; for a wild,
// the exact card of its position in a run, or the set's rank in a suit the set's natural
// cards do not already show (clubs first) in a set. An all-wild meld is shown as a set
// of the wild rank, each wild standing for itself. len(As) == len(Cards).
type Meld struct {
	Kind  MeldKind
	Cards []cards.Card
	As    []cards.Card
}

// Arrangement is a hand split into melds and leftover (deadwood) cards, as Solve returns
// it for the round-end reveal. Every card of the hand is in exactly one meld or in
// Leftover. Leftover is sorted (rank, then suit). Penalty is the sum of CardValue over
// Leftover, in points (docs/rules/threethirteen.md#scoring).
type Arrangement struct {
	Melds    []Meld
	Leftover []cards.Card
	Penalty  int
}

// CardValue is a card's penalty when left unmatched, in points: A=1, 2..9 face value,
// 10/J/Q/K=10 (docs/rules/threethirteen.md#scoring). An unmatched wild scores its
// printed value. A card that is not valid scores 0.
func CardValue(c cards.Card) int {
	if !c.Valid() {
		return 0
	}
	if c.Rank >= cards.Ten {
		return 10
	}
	return int(c.Rank)
}

// Solve returns an arrangement of hand with the least possible penalty
// (docs/rules/threethirteen.md#scoring: the true minimum, never a greedy split). wild is
// the round's wild rank; 0 (or any rank outside A..K) means there are no wilds. Every
// card of rank wild is a wild: it may stand for any card of a set or run, including its
// own printed card, and scores its printed value when left over.
//
// The hand may hold up to three copies of a card (a three-deck shoe). Cards that are not
// valid, and copies of one card beyond the third, cannot come from a Parlor shoe; Solve
// never melds them and lists them in Leftover. The result depends only on the multiset of
// cards, not on their order in hand. Solve is safe for concurrent use.
func Solve(hand []cards.Card, wild cards.Rank) Arrangement {
	var p prepared
	p.load(hand, wild)
	s := getSearch()
	defer putSearch(s)
	s.begin(p.jokerValue)
	k := p.searchJokers()
	s.dfs(p.w, k, p.flag)
	return s.arrange(&p, k)
}

// Penalty is Solve(hand, wild).Penalty, in points, without building the arrangement.
// Bots call it for every candidate move, so it does not allocate once warm (it borrows a
// reusable search table from a pool). Safe for concurrent use.
func Penalty(hand []cards.Card, wild cards.Rank) int {
	var p prepared
	p.load(hand, wild)
	s := getSearch()
	s.begin(p.jokerValue)
	v := s.dfs(p.w, p.searchJokers(), p.flag) + p.extraValue
	putSearch(s)
	return v
}

// prepared is a hand turned into the search's terms: natural cards as a count vector,
// wilds as a plain count (wilds of one rank are interchangeable), and the cards the
// search cannot use.
type prepared struct {
	w          counts
	naturals   int
	jokers     int
	jokerValue int
	flag       bool // true when leftover wilds cost nothing whatever happens (3 or more)
	extraValue int  // value of the cards never melded (invalid or surplus copies)
	hand       []cards.Card
	wild       cards.Rank
}

func (p *prepared) load(hand []cards.Card, wild cards.Rank) {
	p.hand = hand
	if !wild.Valid() {
		wild = 0
	}
	p.wild = wild
	if wild != 0 {
		p.jokerValue = CardValue(cards.Card{Rank: wild, Suit: cards.Clubs})
	}
	for _, c := range hand {
		switch {
		case !c.Valid():
			p.extraValue += CardValue(c)
		case c.Rank == wild:
			p.jokers++
		default:
			i := cellOf(c)
			if p.w.get(i) == maxCopies {
				p.extraValue += CardValue(c)
				continue
			}
			p.w.add(i)
			p.naturals++
		}
	}
	p.flag = p.jokers >= 3
}

// searchJokers is the wild count the search works with. Two wilds per natural card are
// enough to meld every natural card, so more than that (plus three for an all-wild meld)
// never changes the result; the cap keeps the memo key small for absurd inputs.
func (p *prepared) searchJokers() int {
	return min(p.jokers, 2*p.naturals+3)
}

// extras returns the cards of the hand the search never melds, as counted by load.
func (p *prepared) extras() []cards.Card {
	var out []cards.Card
	var seen counts
	for _, c := range p.hand {
		switch {
		case !c.Valid():
			out = append(out, c)
		case c.Rank == p.wild:
		default:
			i := cellOf(c)
			if seen.get(i) == maxCopies {
				out = append(out, c)
				continue
			}
			seen.add(i)
		}
	}
	return out
}

// wildCards returns the hand's wilds, sorted.
func (p *prepared) wildCards() []cards.Card {
	var out []cards.Card
	if p.wild == 0 {
		return out
	}
	for _, c := range p.hand {
		if c.Valid() && c.Rank == p.wild {
			out = append(out, c)
		}
	}
	slices.SortFunc(out, compareCards)
	return out
}

// compareCards orders cards by rank, then suit (invalid cards sort by their raw bytes).
func compareCards(a, b cards.Card) int {
	if a.Rank != b.Rank {
		return int(a.Rank) - int(b.Rank)
	}
	return int(a.Suit) - int(b.Suit)
}
