package threethirteen

// The exact search behind Solve and Penalty.
//
// A hand is a count vector over the 52 cards (0..3 copies each, two bits a cell, cells in
// rank-major order: cell = (rank-1)*4 + suit-1) plus a number of interchangeable wilds.
// The search takes the lowest natural card left. In an optimal arrangement that card is
// either left over, or in a set, or it is the lowest natural card of a run, and it suffices
// to look at melds of a normal form:
//   - a set holds 1..5 natural cards of the rank and just enough wilds to reach three
//     (a set of 6+ natural cards splits into two sets);
//   - a run's natural cards lie within five positions from its lowest natural card, and
//     it holds just enough wilds to fill the gaps and reach length three (a run of 6+
//     splits into a run of three and the rest; wilds beyond three are never needed);
//   - wilds nobody needs cost nothing as soon as any meld exists (they join a set, extend a
//     run, or form an all-wild meld when there are three or more); otherwise they score.
// The differential test in meld_test.go checks this against a brute force with no such
// normal form. Results are memoised per (remaining cards, wilds left, any meld yet) in a
// fixed table reused through a sync.Pool, so Penalty does not allocate once warm.

import (
	"math/bits"
	"slices"
	"sync"

	"parlor/gameplay/cards"
)

const (
	maxCopies  = 3  // copies of one card a cell can hold (a three-deck shoe)
	maxSetNat  = 5  // natural cards a normal-form set holds at most
	runReach   = 4  // positions above its lowest natural card a normal-form run reaches
	memoBits   = 13 // memo table of 8192 entries
	memoSize   = 1 << memoBits
	probeLimit = 8
)

// counts holds two bits per cell: cells 0..31 in word 0, 32..51 in word 1.
type counts [2]uint64

const lowBits = 0x5555555555555555

func cellOf(c cards.Card) int { return (int(c.Rank)-1)*4 + int(c.Suit) - 1 }

func cardOf(i int) cards.Card {
	return cards.Card{Rank: cards.Rank(i/4 + 1), Suit: cards.Suit(i%4 + 1)}
}

func (w *counts) get(i int) int { return int(w[i>>5]>>(uint(i&31)*2)) & 3 }
func (w *counts) add(i int)     { w[i>>5] += 1 << (uint(i&31) * 2) }
func (w *counts) take(i, n int) { w[i>>5] -= uint64(n) << (uint(i&31) * 2) }

// lowest returns the lowest cell holding a card, or -1 when the vector is empty.
func (w *counts) lowest() int {
	if m := (w[0] | w[0]>>1) & lowBits; m != 0 {
		return bits.TrailingZeros64(m) / 2
	}
	if m := (w[1] | w[1]>>1) & lowBits; m != 0 {
		return 32 + bits.TrailingZeros64(m)/2
	}
	return -1
}

// cellValue is CardValue by cell.
var cellValue = func() (v [52]int) {
	for i := range v {
		v[i] = CardValue(cardOf(i))
	}
	return
}()

// A choice records which branch gave a state's best value, so Solve can replay it:
// bits 0..1 the kind; for a run, bits 2..5 the positions above the lowest card taken as
// natural cards; for a set, two bits per cell of the rank (from the lowest card's cell
// on) giving how many copies join besides the lowest card.
const (
	choiceLeftover = 0
	choiceRun      = 1
	choiceSet      = 2
)

type memoEntry struct {
	w0, w1 uint64 // w1 also carries the wilds left (bits 40..55) and the meld flag (bit 63)
	gen    uint32
	val    int16
	choice uint16
}

// search is one solver's scratch: the memo table and the current call's constants.
type search struct {
	gen        uint32
	jokerValue int
	memo       [memoSize]memoEntry
}

var searchPool = sync.Pool{New: func() any { return new(search) }}

func getSearch() *search  { return searchPool.Get().(*search) }
func putSearch(s *search) { searchPool.Put(s) }

// begin starts a new query: entries of earlier queries become stale by generation.
func (s *search) begin(jokerValue int) {
	s.jokerValue = jokerValue
	s.gen++
	if s.gen == 0 {
		clear(s.memo[:])
		s.gen = 1
	}
}

func memoKey(w counts, k int, flag bool) (uint64, uint64) {
	k1 := w[1] | uint64(k)<<40
	if flag {
		k1 |= 1 << 63
	}
	return w[0], k1
}

func memoSlot(k0, k1 uint64) uint32 {
	h := k0*0x9E3779B97F4A7C15 ^ (k1+0x632BE59BD9B4E019)*0xC2B2AE3D27D4EB4F
	h ^= h >> 29
	return uint32(h >> (64 - memoBits))
}

// lookup returns the memoised entry for a state, or nil.
func (s *search) lookup(k0, k1 uint64) *memoEntry {
	slot := memoSlot(k0, k1)
	for p := uint32(0); p < probeLimit; p++ {
		e := &s.memo[(slot+p)&(memoSize-1)]
		if e.gen != s.gen {
			return nil
		}
		if e.w0 == k0 && e.w1 == k1 {
			return e
		}
	}
	return nil
}

func (s *search) store(k0, k1 uint64, val int, choice uint16) {
	slot := memoSlot(k0, k1)
	e := &s.memo[slot]
	for p := uint32(0); p < probeLimit; p++ {
		f := &s.memo[(slot+p)&(memoSize-1)]
		if f.gen != s.gen || (f.w0 == k0 && f.w1 == k1) {
			e = f
			break
		}
	}
	// When the probe window is full the first slot is overwritten: a later lookup may
	// miss and recompute, which costs time but never correctness.
	*e = memoEntry{w0: k0, w1: k1, gen: s.gen, val: int16(val), choice: choice}
}

// dfs returns the least penalty of the natural cards w with k wilds left; flag says a
// meld already exists (or three or more wilds were dealt), so leftover wilds are free.
// It leaves the state's entry (value and best choice) in the memo table.
func (s *search) dfs(w counts, k int, flag bool) int {
	i := w.lowest()
	if i < 0 {
		if flag || k >= 3 {
			return 0
		}
		return k * s.jokerValue
	}
	k0, k1 := memoKey(w, k, flag)
	if e := s.lookup(k0, k1); e != nil {
		return int(e.val)
	}
	rest := w
	rest.take(i, 1)
	best, choice := 1<<30, uint16(choiceLeftover)

	// The lowest card starts a run: natural cards at some of the next four positions of
	// its suit, wilds in the gaps and up to length three.
	rank := i/4 + 1
	avail := 0
	for p := 1; p <= runReach && rank+p <= int(cards.King); p++ {
		if w.get(i+4*p) > 0 {
			avail |= 1 << (p - 1)
		}
	}
	// sub == 0 (the card and two wilds) is left to the set branch, which covers it.
	for sub := avail; sub != 0; sub = (sub - 1) & avail {
		need := max(3, bits.Len(uint(sub))+1) - 1 - bits.OnesCount(uint(sub))
		if need > k {
			continue
		}
		nw := rest
		for b := sub; b != 0; b &= b - 1 {
			nw.take(i+4*(bits.TrailingZeros(uint(b))+1), 1)
		}
		if v := s.dfs(nw, k-need, true); v < best {
			best, choice = v, uint16(choiceRun|sub<<2)
			if best == 0 {
				goto done
			}
		}
	}

	// The lowest card is in a set with 0..4 more natural cards of its rank.
	if s.sets(rest, i, i, i|3, 0, 0, k, &best, &choice); best == 0 {
		goto done
	}

	// The lowest card is left over.
	if v := cellValue[i] + s.dfs(rest, k, flag); v < best {
		best, choice = v, choiceLeftover
	}
done:
	s.store(k0, k1, best, choice)
	return best
}

// sets enumerates the sets holding the lowest card (cell i): at cell j (i..last) it
// chooses how many copies join, m natural cards chosen so far besides the lowest, takes
// the chosen counts two bits per cell.
func (s *search) sets(w counts, i, j, last, m int, takes uint16, k int, best *int, choice *uint16) {
	if j > last {
		need := max(0, 2-m)
		if need > k {
			return
		}
		if v := s.dfs(w, k-need, true); v < *best {
			*best, *choice = v, choiceSet|takes<<2
		}
		return
	}
	n := min(w.get(j), maxSetNat-1-m)
	for t := n; t >= 0; t-- {
		nw := w
		nw.take(j, t)
		s.sets(nw, i, j+1, last, m+t, takes|uint16(t)<<(2*(j-i)), k, best, choice)
		if *best == 0 {
			return
		}
	}
}

// natMeld is a meld of the replayed search: its slots in order, each a natural card or a
// wild standing for the card in As.
type natMeld struct {
	kind  MeldKind
	as    []cards.Card
	joker []bool
}

// arrange replays the best choices from the memo table and turns them into an
// Arrangement with the hand's real cards. The table must hold the finished search of
// p from k wilds.
func (s *search) arrange(p *prepared, k int) Arrangement {
	var melds []natMeld
	var leftover []cards.Card
	w, flag := p.w, p.flag
	for {
		i := w.lowest()
		if i < 0 {
			break
		}
		s.dfs(w, k, flag) // a memo hit, or a recomputation if the entry was overwritten
		k0, k1 := memoKey(w, k, flag)
		e := s.lookup(k0, k1)
		c := cardOf(i)
		w.take(i, 1)
		switch e.choice & 3 {
		case choiceLeftover:
			leftover = append(leftover, c)
		case choiceRun:
			sub := int(e.choice >> 2)
			span := bits.Len(uint(sub)) + 1
			length := max(3, span)
			start := int(c.Rank)
			if start+length-1 > int(cards.King) {
				start = int(cards.King) - length + 1
			}
			var m natMeld
			m.kind = Run
			for r := start; r < start+length; r++ {
				at := cards.Card{Rank: cards.Rank(r), Suit: c.Suit}
				off := r - int(c.Rank)
				natural := off == 0 || (off > 0 && sub&(1<<(off-1)) != 0)
				if natural && off > 0 {
					w.take(cellOf(at), 1)
				}
				m.as = append(m.as, at)
				m.joker = append(m.joker, !natural)
			}
			k -= length - 1 - bits.OnesCount(uint(sub))
			melds = append(melds, m)
		case choiceSet:
			takes := e.choice >> 2
			m := natMeld{kind: Set, as: []cards.Card{c}, joker: []bool{false}}
			for j := i; j <= i|3; j++ {
				t := int(takes>>(2*(j-i))) & 3
				w.take(j, t)
				for ; t > 0; t-- {
					m.as = append(m.as, cardOf(j))
					m.joker = append(m.joker, false)
				}
			}
			k -= fillSet(&m, 3)
			melds = append(melds, m)
		}
		flag = flag || e.choice&3 != choiceLeftover
	}

	// Wilds the search did not place (including any beyond its cap).
	wilds := p.wildCards()
	used := 0
	for _, m := range melds {
		for _, j := range m.joker {
			if j {
				used++
			}
		}
	}
	spare := len(wilds) - used
	switch {
	case spare >= 3:
		// An all-wild set of the wild rank: each wild stands for itself, filled in below.
		m := natMeld{kind: Set}
		for range spare {
			m.as = append(m.as, cards.Card{})
			m.joker = append(m.joker, true)
		}
		melds = append(melds, m)
	case spare > 0 && len(melds) > 0:
		absorb(melds, spare)
	case spare > 0:
		leftover = append(leftover, wilds[len(wilds)-spare:]...)
		wilds = wilds[:len(wilds)-spare]
	}

	// Hand out the real wilds: first each wild to a slot that needs its own printed card,
	// then the rest in sorted order.
	free := make([]bool, len(wilds))
	for i := range free {
		free[i] = true
	}
	out := make([]Meld, len(melds))
	for mi, m := range melds {
		out[mi] = Meld{Kind: m.kind, Cards: make([]cards.Card, len(m.as)), As: m.as}
		for si, j := range m.joker {
			if !j {
				out[mi].Cards[si] = m.as[si]
				continue
			}
			for wi, wc := range wilds {
				if free[wi] && wc == m.as[si] {
					free[wi] = false
					out[mi].Cards[si] = wc
					break
				}
			}
		}
	}
	next := 0
	for mi, m := range melds {
		for si, j := range m.joker {
			if !j || out[mi].Cards[si].Valid() {
				continue
			}
			for !free[next] {
				next++
			}
			free[next] = false
			out[mi].Cards[si] = wilds[next]
			if !m.as[si].Valid() { // all-wild meld: the wild stands for itself
				m.as[si] = wilds[next]
			}
		}
	}

	leftover = append(leftover, p.extras()...)
	slices.SortFunc(leftover, compareCards)
	pen := 0
	for _, c := range leftover {
		pen += CardValue(c)
	}
	if leftover == nil {
		leftover = []cards.Card{}
	}
	return Arrangement{Melds: out, Leftover: leftover, Penalty: pen}
}

// fillSet adds wilds to a set until it holds at least n cards; each wild stands for the
// set's rank in a suit the set does not show yet (clubs first, then round again). It
// returns the number of wilds added.
func fillSet(m *natMeld, n int) int {
	added := 0
	for len(m.as) < n {
		m.as = append(m.as, setSlot(m))
		m.joker = append(m.joker, true)
		added++
	}
	return added
}

// setSlot picks the card a new wild in set m stands for.
func setSlot(m *natMeld) cards.Card {
	rank := m.as[0].Rank
	var seen [5]int
	for _, a := range m.as {
		seen[a.Suit]++
	}
	for round := 0; ; round++ {
		for _, su := range cards.Suits {
			if seen[su] <= round {
				return cards.Card{Rank: rank, Suit: su}
			}
		}
	}
}

// absorb places one or two spare wilds into existing melds (each holds a natural card):
// into the first set if there is one, else at the bottom (or, at an ace, the top) of the
// first run. The search's runs are at most five long, so a run always has room.
func absorb(melds []natMeld, spare int) {
	for i := range melds {
		if melds[i].kind == Set {
			for range spare {
				melds[i].as = append(melds[i].as, setSlot(&melds[i]))
				melds[i].joker = append(melds[i].joker, true)
			}
			return
		}
	}
	m := &melds[0]
	for range spare {
		lo, hi := m.as[0], m.as[len(m.as)-1]
		if lo.Rank > cards.Ace {
			m.as = append([]cards.Card{{Rank: lo.Rank - 1, Suit: lo.Suit}}, m.as...)
			m.joker = append([]bool{true}, m.joker...)
			continue
		}
		m.as = append(m.as, cards.Card{Rank: hi.Rank + 1, Suit: hi.Suit})
		m.joker = append(m.joker, true)
	}
}
