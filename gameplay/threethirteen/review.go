package threethirteen

import (
	"slices"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
)

// Review reviews Three-Thirteen decisions with the hard bot's own evaluation (hard.go):
// the next draw is weighed exactly, every unseen card by its copies, so a cost has no
// sampling noise. The preferred move is the hard bot's. The unit is points of
// leftover: for a draw, the leftover after the best discard (on average over the
// stock's possible cards when drawing from it); for a discard, the leftover expected
// after the next draw (going out on it leaves 0); on a last turn, the leftover at the
// round's end. A move costs what it leaves beyond the hard bot's move, 0 when it leaves
// no more (the hard bot may prefer a move that leaves more points for a better chance
// of going out, or to keep a wild or near melds).
var Review = &match.ReviewOf[View, Move]{
	ReviewScale: match.ReviewScale{Unit: "points", Near: 0.5, Costly: 3,
		Noise: "none: every unseen card is weighed exactly, no sampling"},
	New: func() match.AppraiserOf[View, Move] { return NewAppraiser() },
}

// reviewPairs is how many (move, unseen card) pairs an Appraiser weighs per Step: each a
// best discard of the exact meld solver, at most a few hundred µs.
const reviewPairs = 4

// Appraiser reviews one decision from the seat's View (match.AppraiserOf): the hard
// bot's move and the value of each move it weighs plus the move played.
type Appraiser struct {
	b      hardBot
	phase  Phase // PhaseDraw, or PhaseDiscard (last: a last turn)
	last   bool
	opts   []option
	pref   int // index in opts of the hard bot's move
	nc     int // the hard bot's candidate discards: opts[:nc]
	played int // index of the move played (-1: a hint, nothing played)
	oi, xi int
	res    match.Appraisal[Move]
}

// option is one move an Appraiser weighs and what it leaves (points and tenths).
type option struct {
	m     Move
	known bool         // its leftover does not wait on the next card: a take, going out, a last turn
	rest  []cards.Card // the hand the next card joins (a discard), or the hand (the stock)
	extra int          // tenths the hard bot counts besides the leftover (a discard)
	cost  int          // known: the cost in tenths; left its leftover
	left  int
	// Over the unseen cards, weighted by their copies: draws that go out, the summed
	// cost (tenths) and leftover (points).
	outs, sum, pen int
}

// NewAppraiser makes an Appraiser.
func NewAppraiser() *Appraiser {
	return &Appraiser{b: hardBot{normal: normalBot{nearW: nearWeight}}}
}

// Begin starts on the seat's view v before it made played (seed is unused: nothing is
// sampled). It reports false when there is nothing to decide: not the seat's turn, a
// forced draw, or a view whose counts do not add up.
func (a *Appraiser) Begin(v View, played Move, _ uint64) bool {
	if played.Seat != v.Seat {
		return false
	}
	return a.begin(v, played, true)
}

func (a *Appraiser) begin(v View, played Move, review bool) bool {
	b := &a.b
	if !v.MyTurn() {
		return false
	}
	a.opts, a.oi, a.xi, a.played, a.pref = a.opts[:0], 0, 0, -1, 0
	b.copyView(&v)
	w, nb := &b.view, &b.normal
	nb.ev.wild = w.Wild
	b.last = w.OutSeat >= 0
	a.last = b.last
	if !b.unseen(w) {
		return false
	}
	b.late = lateness(w)
	a.phase = w.Phase
	if w.Phase == PhaseDraw {
		if !a.beginDraw() {
			return false
		}
	} else {
		a.beginDiscard()
	}
	if review {
		a.played = a.find(played)
		if a.played < 0 {
			a.played = a.add(played)
		}
	}
	return true
}

// find is the index of the option of move m (-1: none).
func (a *Appraiser) find(m Move) int {
	return slices.IndexFunc(a.opts, func(o option) bool { return o.m.Kind == m.Kind && o.m.Card == m.Card })
}

// beginDraw weighs taking the top discard against the stock; false when only one of
// them is possible.
func (a *Appraiser) beginDraw() bool {
	b := &a.b
	w, nb := &b.view, &b.normal
	t, ok := w.DiscardTop()
	if !ok || mustTake(w) {
		return false
	}
	var hb handBuf
	with := append(append(hb[:0], w.Hand...), t)
	b.held = with
	_, pen, cost, _ := nb.ev.bestDiscard(with, t, b.keep(), noBound)
	take := option{m: Move{Seat: w.Seat, Kind: TakeDiscard}, known: true, cost: cost, left: pen}
	stock := option{m: Move{Seat: w.Seat, Kind: DrawStock}, rest: slices.Clone(w.Hand)}
	a.opts = append(a.opts, stock, take)
	switch {
	case !b.last && t.Rank == w.Wild:
		a.pref = 1
	case !b.last && slices.Contains(w.Discarded[w.Seat], t):
		a.pref = 0
	default:
		a.pref = -1 // decided once the stock is weighed
	}
	return true
}

// beginDiscard lists the discards the hard bot weighs: going out, or on a last turn the
// least leftover, or its five favourite discards.
func (a *Appraiser) beginDiscard() {
	b := &a.b
	w, nb := &b.view, &b.normal
	if m, ok := nb.ev.goOut(w); ok {
		a.opts = append(a.opts, option{m: m, known: true})
		return
	}
	if b.last {
		c, pen, _, _ := nb.ev.bestDiscard(w.Hand, keepTaken(w), nil, noBound)
		a.opts = append(a.opts, option{m: Move{Seat: w.Seat, Kind: Discard, Card: c}, known: true, cost: 10 * pen, left: pen})
		return
	}
	for _, c := range nb.rankDiscards(w, hardDiscards) {
		a.add(Move{Seat: w.Seat, Kind: Discard, Card: c})
	}
	a.nc, a.pref = len(a.opts), -1
}

// add weighs one more move (the move played, when the hard bot does not weigh it) and
// returns its index.
func (a *Appraiser) add(m Move) int {
	b := &a.b
	w, nb := &b.view, &b.normal
	o := option{m: m}
	switch {
	case m.Kind == GoOut:
		o.known = true
	case m.Kind == Discard && b.last:
		rest, _ := cards.Remove(slices.Clone(w.Hand), m.Card)
		o.known, o.left = true, nb.ev.pen(rest)
		o.cost = 10 * o.left
	case m.Kind == Discard:
		nb.prepare(w)
		b.held = w.Hand
		o.extra = b.keepCard(m.Card) + nb.danger(m.Card)
		nb.v = nil
		o.rest, _ = cards.Remove(slices.Clone(w.Hand), m.Card)
	}
	a.opts = append(a.opts, o)
	return len(a.opts) - 1
}

// Step weighs up to reviewPairs (move, unseen card) pairs and reports whether the
// review of the decision is done.
func (a *Appraiser) Step() bool {
	b := &a.b
	ev := &b.normal.ev
	for n := 0; n < reviewPairs; {
		if a.oi == len(a.opts) {
			a.finish()
			return true
		}
		o := &a.opts[a.oi]
		if o.known {
			a.oi++
			continue
		}
		x, k := b.xs[a.xi], b.xn[a.xi]
		stock := o.m.Kind == DrawStock
		var keep func(cards.Card) int
		if stock {
			keep = b.keep()
		}
		b.ds.start(o.rest, cards.Card{}, keep, noBound)
		b.ds.hand[b.ds.n] = x
		b.ds.n++
		b.held = b.ds.hand[:b.ds.n]
		calls := noBound
		ev.run(&b.ds, &calls)
		p := b.ds.pen
		o.pen += k * p
		switch {
		case stock:
			o.sum += k * b.ds.cost
			if p == 0 {
				o.outs += k
			}
		case p == 0:
			o.outs += k
		default:
			o.sum += 10 * k * p
		}
		n++
		if a.xi++; a.xi == len(b.xs) {
			a.xi, a.oi = 0, a.oi+1
		}
	}
	return false
}

// value is option i's worth to the hard bot, in tenths of a point (higher is better).
func (a *Appraiser) value(i int) float64 {
	o := &a.opts[i]
	t := float64(a.b.total)
	switch {
	case o.m.Kind == GoOut:
		return outWeight * 10
	case o.known:
		return -float64(o.cost)
	case o.m.Kind == DrawStock:
		return -float64(o.sum) / t
	}
	return (outWeight*10*float64(o.outs)-float64(o.sum))/t - float64(o.extra)
}

// left is the leftover (points) option i leaves: after the best discard (a draw), on
// average over the next draw (a discard; going out on it leaves 0), or at once.
func (a *Appraiser) left(i int) float64 {
	o := &a.opts[i]
	switch {
	case o.m.Kind == GoOut:
		return 0
	case o.known:
		return float64(o.left)
	}
	return float64(o.pen) / float64(a.b.total)
}

// finish settles the hard bot's move (as hardBot decides it) and the cost of the move
// played.
func (a *Appraiser) finish() {
	b := &a.b
	if a.pref < 0 && a.phase == PhaseDraw {
		a.pref = 0
		if take := a.opts[1]; take.cost*b.total < a.opts[0].sum {
			a.pref = 1
		}
	}
	if a.pref < 0 {
		// The hard bot's own integer arithmetic, over its candidates (the move played
		// comes last when it is not one of them).
		best, bestV := 0, 0
		for i := 0; i < a.nc; i++ {
			o := &a.opts[i]
			v := (outWeight*10*o.outs-o.sum)/b.total - o.extra
			if i == 0 || v > bestV {
				best, bestV = i, v
			}
		}
		a.pref = best
	}
	a.res = match.Appraisal[Move]{Preferred: a.opts[a.pref].m}
	if a.played >= 0 {
		a.res.Cost = max(0, a.left(a.played)-a.left(a.pref))
		a.res.Why = a.reviewWhy()
	}
}

// Result is the review of the decision.
func (a *Appraiser) Result() match.Appraisal[Move] { return a.res }

// Hint is the hard bot's move for v with its reason, in the review's words (ok false:
// not the seat's turn, nothing to decide, or a view whose counts do not add up).
func (a *Appraiser) Hint(v View) (Hint, bool) {
	if !a.begin(v, Move{}, false) {
		return Hint{}, false
	}
	for !a.Step() {
	}
	return Hint{Move: a.opts[a.pref].m, Why: a.hintWhy()}, true
}
