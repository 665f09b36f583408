package threethirteen

import (
	"slices"

	"parlor/gameplay/cards"
)

// candidate is one distinct card that may be discarded, with a lower bound on its cost
// (cost in tenths of a point).
type candidate struct {
	card  cards.Card
	order int // position in the hand
	extra int // cost added to ten times the penalty (normal bot's preferences)
	lb    int
}

// before orders candidates for a discard search: lowest bound, then non-wild, then
// higher card, then hand order.
func (e *evaluator) before(a, b *candidate) bool {
	if a.lb != b.lb {
		return a.lb < b.lb
	}
	aw, bw := a.card.Rank == e.wild, b.card.Rank == e.wild
	if aw != bw {
		return bw
	}
	if va, vb := CardValue(a.card), CardValue(b.card); va != vb {
		return va > vb
	}
	return a.order < b.order
}

// discardSearch is one bestDiscard in progress, kept so that it can be run a few
// penalty evaluations at a time (the hard bot bounds the work of one Step by their
// count) and give exactly the result of running it at once.
type discardSearch struct {
	hand  handBuf
	n     int
	skip  cards.Card
	extra func(cards.Card) int
	bound int

	started bool
	cands   [maxHand + 2]candidate
	nc      int

	// the result so far: the card, its penalty and cost; ok once a card beats bound
	best cards.Card
	pen  int
	cost int
	ok   bool
}

// start sets d to find the discard from hand minimising 10*Penalty(hand-c) + extra(c)
// among candidates other than skip (a zero skip skips nothing; a nil extra adds
// nothing), beating bound. It keeps its own copy of hand.
func (d *discardSearch) start(hand []cards.Card, skip cards.Card, extra func(cards.Card) int, bound int) {
	d.n = copy(d.hand[:], hand)
	d.skip, d.extra, d.bound = skip, extra, bound
	d.started, d.nc = false, 0
	d.best, d.pen, d.cost, d.ok = cards.Card{}, 0, bound, false
}

// run goes on with d, spending at most *calls penalty evaluations (counting them off
// *calls; a budget below one still makes one), and reports whether d is finished. It
// evaluates a card only when the lower bound 10*max(0, P-value(c)) + extra(c) could beat
// the best so far, because removing c lowers the penalty by at most c's value; the
// lowest bound goes first, and among equal bounds the order of before.
func (e *evaluator) run(d *discardSearch, calls *int) bool {
	hand := d.hand[:d.n]
	if !d.started {
		full := e.pen(hand)
		*calls--
		for i, c := range hand {
			if c == d.skip || slices.Contains(hand[:i], c) {
				continue
			}
			x := 0
			if d.extra != nil {
				x = d.extra(c)
			}
			d.cands[d.nc] = candidate{card: c, order: i, extra: x, lb: 10*max(0, full-CardValue(c)) + x}
			d.nc++
		}
		d.started = true
	}
	// Usually one to three candidates are evaluated, so picking the next one by a scan
	// beats sorting.
	var buf handBuf
	for d.nc > 0 {
		if *calls <= 0 {
			return false
		}
		k := 0
		for i := 1; i < d.nc; i++ {
			if e.before(&d.cands[i], &d.cands[k]) {
				k = i
			}
		}
		c := d.cands[k]
		if c.lb >= d.cost {
			break
		}
		d.nc--
		d.cands[k] = d.cands[d.nc]
		rest, _ := without(buf[:], hand, c.card)
		p := e.pen(rest)
		*calls--
		if x := 10*p + c.extra; x < d.cost {
			d.best, d.pen, d.cost, d.ok = c.card, p, x, true
		}
	}
	d.nc = 0
	return true
}

// bestDiscard finds the discard from hand minimising 10*Penalty(hand-c) + extra(c)
// among candidates other than skip (a zero skip skips nothing), all at once. It returns
// the card, its penalty and cost; ok is false if no candidate beats bound.
func (e *evaluator) bestDiscard(hand []cards.Card, skip cards.Card, extra func(cards.Card) int, bound int) (best cards.Card, pen, cost int, ok bool) {
	d := &e.search
	d.start(hand, skip, extra, bound)
	calls := noBound
	e.run(d, &calls)
	return d.best, d.pen, d.cost, d.ok
}
