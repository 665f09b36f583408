package threethirteen

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/bits"
	"os"
	"slices"
	"sync"
	"testing"

	"pgregory.net/rapid"

	"parlor/gameplay/cards"
)

// parseWild reads a wild rank as the case file writes it ("5", "K"; "none" or "" for no
// wilds).
func parseWild(t testing.TB, s string) cards.Rank {
	t.Helper()
	if s == "" || s == "none" || s == "0" {
		return 0
	}
	r, err := cards.ParseRank(s)
	if err != nil {
		t.Fatalf("wild %q: %v", s, err)
	}
	return r
}

// TestMeldCaseFile runs every case of the shared case file (RULES.md §1).
func TestMeldCaseFile(t *testing.T) {
	f, err := os.Open("../../testdata/threethirteen-melds.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		line := sc.Bytes()
		if len(line) == 0 {
			continue
		}
		var c struct {
			Name    string `json:"name"`
			Wild    string `json:"wild"`
			Hand    string `json:"hand"`
			Penalty *int   `json:"penalty"`
		}
		if err := json.Unmarshal(line, &c); err != nil {
			t.Fatalf("line %d: %v", n+1, err)
		}
		if c.Penalty == nil {
			t.Fatalf("case %q has no penalty", c.Name)
		}
		n++
		hand, err := cards.ParseList(c.Hand)
		if err != nil {
			t.Fatalf("case %q: %v", c.Name, err)
		}
		wild := parseWild(t, c.Wild)
		got := Solve(hand, wild)
		if got.Penalty != *c.Penalty {
			t.Errorf("case %q (%s, wild %s): penalty %d, want %d; arrangement %s",
				c.Name, c.Hand, c.Wild, got.Penalty, *c.Penalty, describe(got))
		}
		checkArrangement(t, hand, wild, got)
		if p := Penalty(hand, wild); p != *c.Penalty {
			t.Errorf("case %q: Penalty %d, want %d", c.Name, p, *c.Penalty)
		}
		if r := refPenalty(hand, wild); r != *c.Penalty {
			t.Errorf("case %q: the reference says %d, want %d", c.Name, r, *c.Penalty)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n < 16 {
		t.Fatalf("read only %d cases", n)
	}
}

// TestMeldTable pins hand-picked hands, each naming the rule it shows.
func TestMeldTable(t *testing.T) {
	tests := []struct {
		name    string
		hand    string
		wild    cards.Rank
		penalty int
	}{
		{"empty hand", "", 3, 0},
		{"plain run", "7H 8H 9H KS", 0, 10},
		{"plain set", "9C 9D 9H 2S", 0, 2},
		{"identical cards make a set", "9C 9C 9D", 0, 0},
		{"three identical cards make a set", "4S 4S 4S", 0, 0},
		{"a run never holds two cards at one position", "5H 5H 6H", 0, 16},
		{"a run in two suits is no run", "5H 6H 7D", 0, 18},
		{"ace low", "AS 2S 3S", 0, 0},
		{"no wrap Q-K-A", "QS KS AS", 0, 21},
		{"no wrap K-A-2", "KD AD 2D", 0, 13},
		{"wild fills a gap", "4H 9C 6H", 9, 0},
		{"wild below a Q-K", "QH KH 5C", 5, 0},
		{"wild below a lone king", "KH 5C 5D", 5, 0},
		{"two wilds and a card", "3C 3D KS", 3, 0},
		{"one wild cannot make a meld alone", "3C KS", 3, 13},
		{"two wilds cannot make a meld alone", "3C 3D", 3, 6},
		{"all-wild meld", "JC JD JS", 11, 0},
		{"identical wilds all join a lone card", "JC JC JC 2H", 11, 0},
		{"all-wild meld of identical wilds", "JC JC JC", 11, 0},
		{"spare wilds join a meld", "8C 8D 8H 3S 3H", 3, 0},
		{"spare wild joins a run", "10S JS QS 4D", 4, 0},
		{"spare wild at a run ending in king", "JS QS KS 4D", 4, 0},
		{"wild as its own card in a run", "8S 9S 10S 2D 2H", 10, 4},
		{"wild as its own card in a set", "10S 10S 10D", 10, 0},
		{"greedy trap: long run or set", "3C 4C 5C 6C 7C 6D 6H 2S", 0, 9},
		{"run and set share no card", "5H 6H 7H 7C 7D", 0, 11},
		{"five-card set", "9C 9C 9D 9D 9H", 0, 0},
		{"six naturals as two runs", "AC 2C 3C 4C 5C 6C", 0, 0},
		{"two runs in one suit with copies", "5H 5H 6H 6H 7H 7H", 0, 0},
		{"long run with a spare high card", "2D 3D 4D 5D 6D 7D 8D KH", 0, 10},
		{"full thirteen: ace to king", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", 0, 0},
		{"fourteen with a spare wild after ace to king", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH KC", 13, 0},
		{"wilds better as naturals", "5S 5S 6S 7S 5H", 5, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			hand := cards.MustParseList(tc.hand)
			got := Solve(hand, tc.wild)
			if got.Penalty != tc.penalty {
				t.Errorf("%s wild %v: penalty %d, want %d; %s", tc.hand, tc.wild, got.Penalty, tc.penalty, describe(got))
			}
			checkArrangement(t, hand, tc.wild, got)
			if p := Penalty(hand, tc.wild); p != tc.penalty {
				t.Errorf("Penalty %d, want %d", p, tc.penalty)
			}
			if r := refPenalty(hand, tc.wild); r != tc.penalty {
				t.Errorf("reference %d, want %d", r, tc.penalty)
			}
		})
	}
}

// TestSolveShowsWilds pins what wilds stand for in the reveal.
func TestSolveShowsWilds(t *testing.T) {
	tests := []struct {
		hand string
		wild cards.Rank
		want string // melds as "kind:card=as,…" joined by " | ", then "; leftover"
	}{
		{"4H 5C 6H", 5, "run:4H 5C=5H 6H;"},
		{"5S 6D 7D 8D", 5, "run:5S=5D 6D 7D 8D;"},
		{"QH KH 5C", 5, "run:5C=JH QH KH;"},
		{"9C 9D 3S", 3, "set:9C 9D 3S=9H;"},
		{"3C 3D 3H", 3, "set:3C 3D 3H;"},
		{"3C 3D 3H 7S", 3, "set:7S 3C=7C 3D=7D 3H=7H;"},
		{"8S 9S 10S 2D 2H", 10, "run:8S 9S 10S; 2D 2H"},
		{"7H 8H 9H KS", 0, "run:7H 8H 9H; KS"},
		{"8C 8D 8H 3S 3H", 3, "set:8C 8D 8H 3H=8S 3S=8C;"},
	}
	for _, tc := range tests {
		hand := cards.MustParseList(tc.hand)
		got := Solve(hand, tc.wild)
		checkArrangement(t, hand, tc.wild, got)
		if s := describe(got); s != tc.want {
			t.Errorf("%s wild %v: got %q, want %q", tc.hand, tc.wild, s, tc.want)
		}
	}
}

// TestSolveBadInput: cards no shoe can deal are never melded and never cause a panic.
func TestSolveBadInput(t *testing.T) {
	hand := []cards.Card{{}, {Rank: 14, Suit: 1}, {Rank: 2, Suit: 9},
		{Rank: 9, Suit: 1}, {Rank: 9, Suit: 1}, {Rank: 9, Suit: 1}, {Rank: 9, Suit: 1}}
	got := Solve(hand, 0)
	if got.Penalty != 9 || Penalty(hand, 0) != 9 {
		t.Fatalf("penalty %d / %d, want 9 (the fourth 9C; invalid cards score 0): %s", got.Penalty, Penalty(hand, 0), describe(got))
	}
	if len(got.Leftover) != 4 || len(got.Melds) != 1 {
		t.Fatalf("want one set and four leftover cards: %s", describe(got))
	}
	// A wild rank outside A..K means no wilds.
	if p := Penalty(cards.MustParseList("5C 6D KS"), 14); p != 21 {
		t.Fatalf("wild 14: penalty %d, want 21", p)
	}
	// A huge pile of wilds is still solved exactly and quickly.
	many := make([]cards.Card, 40)
	for i := range many {
		many[i] = cards.Card{Rank: 7, Suit: cards.Suit(i%4 + 1)}
	}
	many = append(many, cards.MustParseList("KS 2D 9H")...)
	a := Solve(many, 7)
	checkArrangement(t, many, 7, a)
	if a.Penalty != 0 {
		t.Fatalf("40 wilds: penalty %d", a.Penalty)
	}
}

// TestPenaltyAllocs: Penalty allocates nothing once its pool is warm.
func TestPenaltyAllocs(t *testing.T) {
	hands := denseHands(50, 7)
	for _, h := range hands {
		Penalty(h.hand, h.wild)
	}
	i := 0
	allocs := testing.AllocsPerRun(200, func() {
		h := hands[i%len(hands)]
		i++
		Penalty(h.hand, h.wild)
	})
	if allocs != 0 {
		t.Fatalf("Penalty allocates %.2f times per call", allocs)
	}
}

// TestMeldRapid: for any hand of up to 14 cards (at most three copies of a card) and any
// wild rank or none, Solve agrees with the reference and its arrangement is valid.
func TestMeldRapid(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(0, 14).Draw(rt, "size")
		wild := cards.Rank(rapid.IntRange(0, 13).Draw(rt, "wild"))
		var hand []cards.Card
		seen := map[cards.Card]int{}
		for len(hand) < n {
			c := cards.Card{
				Rank: cards.Rank(rapid.IntRange(1, 13).Draw(rt, "rank")),
				Suit: cards.Suit(rapid.IntRange(1, 4).Draw(rt, "suit")),
			}
			if seen[c] < 3 {
				seen[c]++
				hand = append(hand, c)
			}
		}
		a := Solve(hand, wild)
		checkArrangement(rt, hand, wild, a)
		if want := refPenalty(hand, wild); a.Penalty != want {
			rt.Fatalf("%s wild %v: Solve %d, reference %d; %s", cards.Format(hand), wild, a.Penalty, want, describe(a))
		}
	})
}

// TestPenaltyConcurrent: goroutines sharing the search pool get the same answers as one
// goroutine alone (run it with -race).
func TestPenaltyConcurrent(t *testing.T) {
	hands := denseHands(300, 11)
	want := make([]int, len(hands))
	for i, h := range hands {
		want[i] = Penalty(h.hand, h.wild)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 4)
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range hands {
				j := (i + 75*g) % len(hands)
				if p := Penalty(hands[j].hand, hands[j].wild); p != want[j] {
					errs <- fmt.Sprintf("hand %d: %d, want %d", j, p, want[j])
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

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
// from RULES.md §1: a set is 3+ cards of one rank; a run is 3+ cards of one suit filling
// consecutive positions inside A..K, one card a position.
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

// fataler is the part of testing.TB and *rapid.T that checkArrangement uses.
type fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}

// checkArrangement checks an arrangement against the hand: every card used exactly once,
// every meld a real set or run given what its cards stand for, and the penalty the sum of
// the leftover, equal to Penalty.
func checkArrangement(t fataler, hand []cards.Card, wild cards.Rank, a Arrangement) {
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
