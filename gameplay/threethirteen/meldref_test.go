package threethirteen

import (
	"fmt"
	"math/bits"
	"slices"
	"testing"

	"parlor/gameplay/cards"
)

// TestMeldDifferential compares Solve and Penalty with the brute-force reference below on
// seeded random hands of every shape, and checks every arrangement.
func TestMeldDifferential(t *testing.T) {
	type batch struct {
		name string
		n    int
		gen  func(r *cards.RNG) ([]cards.Card, cards.Rank)
	}
	batches := []batch{
		{"dense, 3 decks, 0-6 wilds", 5000, func(r *cards.RNG) ([]cards.Card, cards.Rank) {
			return randomHand(r, 3, 13+r.IntN(2), r.IntN(7))
		}},
		{"dense, 3 decks, dealt wilds", 2000, func(r *cards.RNG) ([]cards.Card, cards.Rank) {
			return randomHand(r, 3, 13+r.IntN(2), -1)
		}},
		{"dense, 2 decks, 0-4 wilds", 1000, func(r *cards.RNG) ([]cards.Card, cards.Rank) {
			return randomHand(r, 2, 11+r.IntN(4), r.IntN(5))
		}},
		{"sparse, 1 deck, any size", 1500, func(r *cards.RNG) ([]cards.Card, cards.Rank) {
			return randomHand(r, 1, 3+r.IntN(12), -1)
		}},
		{"crowded, 3 decks, few ranks and suits", 2000, func(r *cards.RNG) ([]cards.Card, cards.Rank) {
			return crowdedHand(r, 12+r.IntN(3))
		}},
		{"no wild rank", 500, func(r *cards.RNG) ([]cards.Card, cards.Rank) {
			h, _ := randomHand(r, 1+r.IntN(3), 3+r.IntN(12), 0)
			return h, 0
		}},
	}
	total := 0
	for bi, b := range batches {
		r := cards.NewRNG(uint64(1000 + bi))
		for n := 0; n < b.n; n++ {
			hand, wild := b.gen(&r)
			want := refPenalty(hand, wild)
			got := Solve(hand, wild)
			if got.Penalty != want {
				t.Fatalf("%s #%d: %s wild %v: Solve %d, reference %d; %s",
					b.name, n, cards.Format(hand), wild, got.Penalty, want, describe(got))
			}
			checkArrangement(t, hand, wild, got)
			shuffled := slices.Clone(hand)
			cards.Shuffle(&r, shuffled)
			if p := Penalty(shuffled, wild); p != want {
				t.Fatalf("%s #%d: %s wild %v: Penalty (shuffled) %d, reference %d",
					b.name, n, cards.Format(shuffled), wild, p, want)
			}
			if again := Solve(shuffled, wild); describe(again) != describe(got) {
				t.Fatalf("%s #%d: arrangement depends on hand order: %s vs %s",
					b.name, n, describe(got), describe(again))
			}
			total++
		}
	}
	if total < 10000 {
		t.Fatalf("only %d hands", total)
	}
	t.Logf("%d random hands agree with the reference", total)
}

// randomHand deals size cards from a shoe of decks decks with a random wild rank. With
// wilds >= 0, exactly that many cards of the wild rank are in the hand (at most the shoe's
// supply); with wilds < 0 the hand is a plain deal. wilds == 0 with a plain deal may
// still hold no card of the wild rank.
func randomHand(r *cards.RNG, decks, size, wilds int) ([]cards.Card, cards.Rank) {
	shoe, err := cards.NewShoe(decks)
	if err != nil {
		panic(err)
	}
	cards.Shuffle(r, shoe)
	wild := cards.Rank(1 + r.IntN(13))
	if wilds < 0 {
		return shoe[:size], wild
	}
	wilds = min(wilds, 4*decks, size)
	var hand []cards.Card
	nat := 0
	for _, c := range shoe {
		if c.Rank == wild && wilds > 0 {
			hand = append(hand, c)
			wilds--
		} else if c.Rank != wild && nat < size-len(hand)-wilds {
			hand = append(hand, c)
			nat++
		}
		if len(hand) == size {
			break
		}
	}
	cards.Shuffle(r, hand)
	return hand, wild
}

// crowdedHand deals from a 3-deck shoe cut down to two suits and five or six adjacent
// ranks, so copies, sets and runs overlap as much as they can; the wild rank is one of
// those ranks about half the time.
func crowdedHand(r *cards.RNG, size int) ([]cards.Card, cards.Rank) {
	lo := 1 + r.IntN(9)
	width := 5 + r.IntN(2)
	s1 := cards.Suits[r.IntN(4)]
	s2 := cards.Suits[r.IntN(4)]
	var pool []cards.Card
	for d := 0; d < 3; d++ {
		for rk := lo; rk < lo+width && rk <= 13; rk++ {
			pool = append(pool, cards.Card{Rank: cards.Rank(rk), Suit: s1})
			if s2 != s1 {
				pool = append(pool, cards.Card{Rank: cards.Rank(rk), Suit: s2})
			}
			if r.IntN(3) == 0 {
				pool = append(pool, cards.Card{Rank: cards.Rank(rk), Suit: cards.Suits[r.IntN(4)]})
			}
		}
	}
	// Cap at three copies per card, as a shoe would.
	cnt := map[cards.Card]int{}
	pool = slices.DeleteFunc(pool, func(c cards.Card) bool { cnt[c]++; return cnt[c] > 3 })
	cards.Shuffle(r, pool)
	size = min(size, len(pool))
	wild := cards.Rank(lo + r.IntN(width))
	if wild > cards.King || r.IntN(2) == 0 {
		wild = cards.Rank(1 + r.IntN(13))
	}
	return pool[:size], wild
}

// refPenalty is the brute-force reference: deliberately plain, sharing nothing with the
// solver but CardValue. Wild cards (all of one rank, so all of one value) are counted,
// not named: a wild may be any card, its own printed card included, so which wild sits
// where never matters. The search takes the first natural card left and tries every
// group of the other natural cards (any size) together with every number of wilds that
// it could share a meld with, checking the whole meld with isMeld; whatever wilds are left
// at the end score unless there are three or more of them (an all-wild meld).
// Results are memoised per (natural cards left, wilds left).
func refPenalty(hand []cards.Card, wild cards.Rank) int {
	var nat []cards.Card
	jokers, jokerValue := 0, 0
	for _, c := range hand {
		if wild != 0 && c.Rank == wild {
			jokers++
			jokerValue = CardValue(c)
		} else {
			nat = append(nat, c)
		}
	}
	if len(nat) > 20 {
		panic("reference: too many natural cards")
	}
	r := &refSearch{nat: nat, jokerValue: jokerValue, memo: map[uint64]int{}}
	return r.best(uint32(1)<<len(nat)-1, jokers)
}

type refSearch struct {
	nat        []cards.Card
	jokerValue int
	memo       map[uint64]int
}

// best is the least penalty of the natural cards in mask plus k wilds.
func (r *refSearch) best(mask uint32, k int) int {
	if mask == 0 {
		if k >= 3 {
			return 0
		}
		return k * r.jokerValue
	}
	key := uint64(mask)<<8 | uint64(k)
	if v, ok := r.memo[key]; ok {
		return v
	}
	first := bits.TrailingZeros32(mask)
	rest := mask &^ (1 << first)
	// Left over.
	best := CardValue(r.nat[first]) + r.best(rest, k)
	// In a meld with some of the others and some wilds.
	var grow func(group []cards.Card, used uint32, next int)
	grow = func(group []cards.Card, used uint32, next int) {
		for j := 0; j <= k; j++ {
			if isMeld(group, j) {
				if v := r.best(rest&^used, k-j); v < best {
					best = v
				}
			}
		}
		for i := next; i < len(r.nat); i++ {
			if rest&(1<<i) == 0 {
				continue
			}
			g := append(slices.Clone(group), r.nat[i])
			if couldMeld(g) {
				grow(g, used|1<<i, i+1)
			}
		}
	}
	grow([]cards.Card{r.nat[first]}, 0, first+1)
	r.memo[key] = best
	return best
}

// couldMeld reports whether natural cards could all sit in one meld with enough wilds:
// all of one rank, or all of one suit at different ranks.
func couldMeld(g []cards.Card) bool {
	sameRank, sameSuit := true, true
	seen := map[cards.Rank]bool{}
	for _, c := range g {
		sameRank = sameRank && c.Rank == g[0].Rank
		sameSuit = sameSuit && c.Suit == g[0].Suit && !seen[c.Rank]
		seen[c.Rank] = true
	}
	return sameRank || sameSuit
}

// isMeld reports whether natural cards g plus j wilds form one set or one run, straight
// from docs/rules/threethirteen.md#melds: a set is 3+ cards of one rank; a run is 3+
// cards of one suit filling consecutive positions inside A..K, one card a position.
func isMeld(g []cards.Card, j int) bool {
	n := len(g) + j
	if n < 3 {
		return false
	}
	sameRank := true
	for _, c := range g {
		sameRank = sameRank && c.Rank == g[0].Rank
	}
	if sameRank {
		return true
	}
	// Try every window of n positions.
	for start := 1; start+n-1 <= 13; start++ {
		ok := true
		var filled [14]bool
		for _, c := range g {
			if c.Suit != g[0].Suit || int(c.Rank) < start || int(c.Rank) > start+n-1 || filled[c.Rank] {
				ok = false
				break
			}
			filled[c.Rank] = true
		}
		if ok {
			return true
		}
	}
	return false
}

// checkArrangement checks an arrangement against the hand: every card used exactly once,
// every meld a real set or run given what its cards stand for, and the penalty the sum of
// the leftover, equal to Penalty.
func checkArrangement(t tb, hand []cards.Card, wild cards.Rank, a Arrangement) {
	t.Helper()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%s wild %v: %s: %s", cards.Format(hand), wild, fmt.Sprintf(format, args...), describe(a))
	}
	var all []cards.Card
	for _, m := range a.Melds {
		all = append(all, m.Cards...)
		if len(m.As) != len(m.Cards) || len(m.Cards) < 3 {
			fail("meld of %d cards with %d meanings", len(m.Cards), len(m.As))
		}
		for i, c := range m.Cards {
			isWild := wild != 0 && c.Rank == wild
			if !isWild && m.As[i] != c {
				fail("natural card %v stands for %v", c, m.As[i])
			}
			if !m.As[i].Valid() {
				fail("card %v stands for invalid %v", c, m.As[i])
			}
		}
		switch m.Kind {
		case Set:
			for _, x := range m.As {
				if x.Rank != m.As[0].Rank {
					fail("set mixes ranks")
				}
			}
		case Run:
			for i, x := range m.As {
				if x.Suit != m.As[0].Suit || x.Rank != m.As[0].Rank+cards.Rank(i) {
					fail("run is not consecutive in one suit")
				}
			}
		default:
			fail("unknown meld kind %d", m.Kind)
		}
	}
	all = append(all, a.Leftover...)
	want := slices.Clone(hand)
	slices.SortFunc(all, compareCards)
	slices.SortFunc(want, compareCards)
	if !slices.Equal(all, want) {
		fail("cards used %s, hand %s", cards.Format(all), cards.Format(want))
	}
	if !slices.IsSortedFunc(a.Leftover, compareCards) {
		fail("leftover not sorted")
	}
	sum := 0
	for _, c := range a.Leftover {
		sum += CardValue(c)
	}
	if sum != a.Penalty {
		fail("penalty %d but leftover sums to %d", a.Penalty, sum)
	}
	if p := Penalty(hand, wild); p != a.Penalty {
		fail("Penalty %d, Solve %d", p, a.Penalty)
	}
}

// describe prints an arrangement compactly: "run:4H 5C=5H 6H | set:… ; leftover".
func describe(a Arrangement) string {
	s := ""
	for i, m := range a.Melds {
		if i > 0 {
			s += " | "
		}
		s += m.Kind.String() + ":"
		for j, c := range m.Cards {
			if j > 0 {
				s += " "
			}
			s += c.String()
			if j < len(m.As) && m.As[j] != c {
				s += "=" + m.As[j].String()
			}
		}
	}
	s += ";"
	if len(a.Leftover) > 0 {
		s += " " + cards.Format(a.Leftover)
	}
	return s
}
