package troeven

import (
	"math/bits"

	"parlor/gameplay/cards"
)

// worlds deals the cards a seat cannot see, consistently with its View, into full
// lookahead States (determinizations) for the hard bot. What the view says is kept:
// the seat's own hand, the dummy's face-up cards, every card played, how many cards
// each hand and the dummy's face-down row hold, and which suits a player has shown
// out of (a player who did not follow suit holds none of it). Every deal consistent
// with that is equally likely: while no void constrains the deal the unknown cards are
// simply shuffled and dealt; otherwise the bot first lists every way to split each
// suit's unknown cards among the holders that respects the voids, weighted by the
// number of deals giving it, draws one split by weight and shuffles within the suits.
type worlds struct {
	base  State // the public state and the seat's own cards, hidden cards missing
	trump bool  // trumps not named yet: the rest of the deck is dealt after
	first int   // trump phase: deck positions before the unknown cards

	nh   int
	pos  [3]int8 // holders: another seat, or DummySeat for the face-down row
	cap  [3]int
	void [3]uint8
	suit [4][8]idx // unknown cards by suit
	u    [4]int
	cols [4]int8 // dummy columns with a face-down card
	ncol int
	all  [32]idx // unknown cards (unconstrained deals)
	nall int

	constrained bool
	firsts      [][4]uint8 // holder 0's count vectors still to enumerate
	splits      []split
	total       uint64
}

// split is one way to share each suit's unknown cards: n[h][s] cards of suit s to
// holder h (the last holder gets the rest); cum is the running number of deals.
type split struct {
	n   [2][4]uint8
	cum uint64
}

// binom[n][k] is n choose k, n up to 10.
var binom = func() (t [11][11]uint64) {
	for n := range t {
		t[n][0] = 1
		for k := 1; k <= n; k++ {
			t[n][k] = t[n-1][k-1] + t[n-1][k]
		}
	}
	return
}()

// load reads v (the view of the seat to move) into w. It reports false when the view is
// not one a real game gives (counts that do not add up, a bad trick), and the bot then
// falls back on the normal policy.
func (w *worlds) load(v *View) bool {
	*w = worlds{firsts: w.firsts[:0], splits: w.splits[:0]}
	b := &w.base
	b.variant = v.Variant
	b.sim = true
	if v.Variant == Solo {
		b.nPos, b.nCards, b.nTricks = 3, 30, 10
	} else if v.Variant == Dummy {
		b.nPos, b.nCards, b.nTricks = 4, 32, 8
	} else {
		return false
	}
	if v.Seat < 0 || v.Seat > 2 || v.Dealer < 0 || v.Dealer > 2 || v.ToMove != v.Seat {
		return false
	}
	b.round, b.dealer, b.tally = v.Round, int8(v.Dealer), v.Tally
	b.up, b.down = [4]idx{-1, -1, -1, -1}, [4]idx{-1, -1, -1, -1}
	b.trump = int8(suitIndex(v.Trump))
	own := viewMask(v.Hand)
	deck := deckMask(v.Variant)
	if own&^deck != 0 || len(v.Hand) != bits.OnesCount32(own) {
		return false
	}
	b.hands[v.Seat] = own
	if v.Phase == PhaseTrump {
		return w.loadTrump(v, own, deck)
	}
	if v.Phase != PhasePlay || b.trump < 0 || v.Turn < 0 || v.Turn >= int(b.nPos) {
		return false
	}
	b.phase, b.turn = PhasePlay, int8(v.Turn)
	b.taken, b.tricksWon, b.done = v.Taken, v.TricksWon, int8(len(v.Tricks))
	if len(v.Trick.Cards) >= int(b.nPos) || len(v.Tricks) >= int(b.nTricks) {
		return false
	}
	for _, tc := range v.Trick.Cards {
		i, ok := indexOf(tc.Card)
		if !ok || tc.Seat < 0 || tc.Seat >= int(b.nPos) {
			return false
		}
		b.trick[b.trickN], b.trickBy[b.trickN] = i, int8(tc.Seat)
		b.trickN++
	}
	for col, c := range v.DummyUp {
		if i, ok := indexOf(c); ok && b.nPos == 4 {
			b.up[col] = i
			b.hands[DummySeat] |= 1 << uint(i)
		} else if v.DummyDown[col] {
			return false
		}
		if v.DummyDown[col] {
			w.cols[w.ncol] = int8(col)
			w.ncol++
		}
	}
	k := knowledgeOf(v)
	b.shown = k.void
	b.played = deck &^ (k.unknown | own | b.hands[DummySeat])
	want := 0
	for p := 0; p < 3; p++ {
		if p != v.Seat && v.Counts[p] > 0 {
			w.addHolder(int8(p), v.Counts[p], k.void[p])
		}
		if p != v.Seat {
			want += v.Counts[p]
		}
	}
	if w.ncol > 0 {
		w.addHolder(DummySeat, w.ncol, 0)
	}
	if want+w.ncol != bits.OnesCount32(k.unknown) || v.Counts[v.Seat] != len(v.Hand) {
		return false
	}
	w.listUnknown(k.unknown)
	for h := 0; h < w.nh; h++ {
		for s := 0; s < 4; s++ {
			if w.void[h]&(1<<uint(s)) != 0 && w.u[s] > 0 {
				w.constrained = true
			}
		}
	}
	if w.constrained {
		w.listFirsts()
	}
	return true
}

// loadTrump is load while the caller names trumps: the caller knows only its first
// cards, and the rest of the deck (the others' first packets included) is unknown.
func (w *worlds) loadTrump(v *View, own, deck uint32) bool {
	b := &w.base
	if v.Seat != int(b.caller()) {
		return false
	}
	w.trump, w.first = true, len(v.Hand)
	if (b.nPos == 4 && w.first != 4) || (b.nPos == 3 && w.first != 5) {
		return false
	}
	b.phase, b.turn = PhaseTrump, b.caller()
	k := 0
	for m := own; m != 0; m &= m - 1 {
		b.deck[k] = idx(bits.TrailingZeros32(m))
		k++
	}
	w.listUnknown(deck &^ own)
	return true
}

func (w *worlds) addHolder(p int8, n int, void uint8) {
	w.pos[w.nh], w.cap[w.nh], w.void[w.nh] = p, n, void
	w.nh++
}

func (w *worlds) listUnknown(m uint32) {
	for ; m != 0; m &= m - 1 {
		i := idx(bits.TrailingZeros32(m))
		w.all[w.nall] = i
		w.nall++
		s := suitOf(i)
		w.suit[s][w.u[s]] = i
		w.u[s]++
	}
}

// listFirsts lists holder 0's possible count vectors: cap[0] cards in all, none of a
// suit it is void in, no more of a suit than are unknown.
func (w *worlds) listFirsts() {
	var lim [4]int
	for s := range lim {
		if w.void[0]&(1<<uint(s)) == 0 {
			lim[s] = w.u[s]
		}
	}
	c := w.cap[0]
	for a := 0; a <= min(lim[0], c); a++ {
		for b := 0; b <= min(lim[1], c-a); b++ {
			for d := 0; d <= min(lim[2], c-a-b); d++ {
				if e := c - a - b - d; e <= lim[3] {
					w.firsts = append(w.firsts, [4]uint8{uint8(a), uint8(b), uint8(d), uint8(e)})
				}
			}
		}
	}
}

// ready reports whether deals can be drawn; until then each call enumerates up to
// limit of holder 0's count vectors (bounded work per Step).
func (w *worlds) ready(limit int) bool {
	for ; w.constrained && len(w.firsts) > 0 && limit > 0; limit-- {
		n0 := w.firsts[len(w.firsts)-1]
		w.firsts = w.firsts[:len(w.firsts)-1]
		w.splitsFrom(n0)
	}
	if w.constrained && len(w.firsts) == 0 && w.total == 0 {
		w.constrained = false // no split respects the voids: deal ignoring them
	}
	return !w.constrained || len(w.firsts) == 0
}

// splitsFrom adds every split that gives holder 0 the counts n0.
func (w *worlds) splitsFrom(n0 [4]uint8) {
	var rest [4]int
	weight := uint64(1)
	for s := range rest {
		rest[s] = w.u[s] - int(n0[s])
		weight *= binom[w.u[s]][n0[s]]
	}
	if w.nh == 1 {
		w.addSplit(n0, [4]uint8{}, weight)
		return
	}
	if w.nh == 2 {
		var n1 [4]uint8
		for s := range rest {
			if rest[s] > 0 && w.void[1]&(1<<uint(s)) != 0 {
				return
			}
			n1[s] = uint8(rest[s])
		}
		w.addSplit(n0, n1, weight)
		return
	}
	var lim [4]int
	for s := range lim {
		if w.void[1]&(1<<uint(s)) == 0 {
			lim[s] = rest[s]
		}
	}
	c := w.cap[1]
	for a := 0; a <= min(lim[0], c); a++ {
		for b := 0; b <= min(lim[1], c-a); b++ {
			for d := 0; d <= min(lim[2], c-a-b); d++ {
				e := c - a - b - d
				if e > lim[3] {
					continue
				}
				n1 := [4]uint8{uint8(a), uint8(b), uint8(d), uint8(e)}
				wt := weight
				ok := true
				for s := range n1 {
					left := rest[s] - int(n1[s])
					if left > 0 && w.void[2]&(1<<uint(s)) != 0 {
						ok = false
						break
					}
					wt *= binom[rest[s]][n1[s]]
				}
				if ok {
					w.addSplit(n0, n1, wt)
				}
			}
		}
	}
}

func (w *worlds) addSplit(n0, n1 [4]uint8, weight uint64) {
	w.total += weight
	w.splits = append(w.splits, split{n: [2][4]uint8{n0, n1}, cum: w.total})
}

// deal writes one determinization into dst: the base with every unknown card dealt.
func (w *worlds) deal(r *cards.RNG, dst *State) {
	*dst = w.base
	if w.trump {
		u := w.all[:w.nall]
		cards.Shuffle(r, u)
		copy(dst.deck[w.first:], u)
		if dst.nPos == 4 {
			dst.hands[dst.opponent()] = maskOf(dst.deck[4:8])
			dst.hands[dst.dealer] = maskOf(dst.deck[8:12])
		}
		return
	}
	var got [3][32]idx
	var ng [3]int
	if !w.constrained {
		u := w.all[:w.nall]
		cards.Shuffle(r, u)
		k := 0
		for h := 0; h < w.nh; h++ {
			ng[h] = copy(got[h][:], u[k:k+w.cap[h]])
			k += w.cap[h]
		}
	} else {
		x := uint64(r.IntN(int(w.total)))
		lo, hi := 0, len(w.splits)-1
		for lo < hi {
			mid := (lo + hi) / 2
			if w.splits[mid].cum > x {
				hi = mid
			} else {
				lo = mid + 1
			}
		}
		sp := &w.splits[lo]
		for s := 0; s < 4; s++ {
			cs := w.suit[s][:w.u[s]]
			cards.Shuffle(r, cs)
			k := 0
			for h := 0; h < w.nh; h++ {
				n := len(cs) - k
				if h < 2 && h < w.nh-1 {
					n = int(sp.n[h][s])
				}
				ng[h] += copy(got[h][ng[h]:], cs[k:k+n])
				k += n
			}
		}
	}
	for h := 0; h < w.nh; h++ {
		cs := got[h][:ng[h]]
		if w.pos[h] != DummySeat {
			dst.hands[w.pos[h]] = maskOf(cs)
			continue
		}
		cards.Shuffle(r, cs)
		for k, col := range w.cols[:w.ncol] {
			dst.down[col] = cs[k]
		}
	}
}
