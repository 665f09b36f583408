package threethirteen

import (
	"slices"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
)

// Thinker is a bot whose decision is spread over several calls (match.ThinkerOf), so a
// single-threaded (browser) game loop can think a slice per frame: Begin, then Step until
// it reports done, then Result. Choose is the same as doing all of it at once and gives
// the same move. The hard bot is one.
type Thinker interface {
	Bot
	match.ThinkerOf[View, Move]
}

// The hard bot's budget and weights (weights in tenths of a point), tuned in seeded
// tournaments against the normal bot.
const (
	hardDiscards = 5   // discards weighed: the best by rankDiscards (near melds weighted)
	hardCalls    = 12  // penalty evaluations per Step
	outWeight    = 300 // per unit of chance that the next draw goes out
	hardNear     = 20  // per near-meld relation of a card, at the start of a round
)

// hardBot searches over the hidden cards: its view tells exactly which cards it has not
// seen (the shoe less its hand, the discard pile and the cards others took from it and
// still hold), and each of them is, from its seat, equally likely to be the next card
// of the stock. For every decision it weighs the outcomes of the next draw over all of
// them, each weighted by its unseen copies (an expectimax chance node enumerated
// exactly):
//
//   - Drawing: take the discard when the hand it leaves (after the best discard) costs
//     less than the average over the stock's possible cards (cost: 10 × leftover plus
//     what the discarded card was worth keeping). On a last turn only the leftover
//     counts. It always takes a wild, and never takes back a card it threw this round
//     (so two bots can never pass cards back and forth for ever).
//   - Discarding: it goes out whenever it can; otherwise, of the hardDiscards
//     discards that rank best by leftover, near melds (nearWeight) and what the next
//     seat collects (normalBot.rankDiscards), it keeps the hand with the best chance
//     that the next draw goes out (the unseen copies of every card that would complete
//     it), then the least expected leftover after that draw, plus near melds weighted by
//     how many of the cards completing them are still unseen.
//
// Why not sampled deals with playouts: in Three-Thirteen the value of one discard
// differs from another's by a fraction of a point while whole-round outcomes vary by
// tens of points, so playouts need hundreds of deals per move to tell moves apart
// (measured: 12 deals a move lost to the normal bot, 64 deals at 13 ms a move barely
// beat it; playouts of the rest of the round as a tie-break between the two best
// discards, with the other hands dealt as the cards a seat that drew as often would
// have kept, drew level with this bot and did not beat it). The chance of the next
// card is what the view leaves open, and enumerating it exactly is both cheaper and
// free of sampling noise.
type hardBot struct {
	seat   int
	normal normalBot
	view   View // the view being decided, with its own copies of the slices read
	late   int  // 0..10: how late in the round it is (lateness)
	held   []cards.Card

	xs    []cards.Card // distinct unseen cards
	xn    []int        // their unseen copies
	total int

	kind   Phase // what is being decided
	last   bool  // a last turn (someone went out): only the leftover counts
	take   int   // draw: the cost of taking
	cands  [maxHand + 2]cards.Card
	nc     int
	ci, xi int // next candidate (discard) and unseen card
	outs   [maxHand + 2]int
	sum    [maxHand + 2]int // draw: [0] the stock's total cost; discard: expected leftover ×10×total
	extra  [maxHand + 2]int // discard: the candidate's cost besides the leftover
	rest   [maxHand + 2][]cards.Card
	ds     discardSearch // the search of unseen card xs[xi] (against candidate ci)
	inX    bool          // ds is under way
	calls  int           // penalty evaluations per Step when above 0 (else hardCalls)
	best   Move
	done   bool

	// memory reused from decision to decision
	buf    []cards.Card
	sizes  []int
	taken  [][]cards.Card
	thrown [][]cards.Card
	known  []cards.Card
}

// Level is "hard".
func (b *hardBot) Level() string { return "hard" }

// Choose is Begin, Step until done, Result.
func (b *hardBot) Choose(v View) Move {
	b.Begin(v)
	for !b.Step() {
	}
	return b.Result()
}

// Result is the decided move.
func (b *hardBot) Result() Move { return b.best }

// Begin starts deciding for v. Clear cases are decided at once: going out whenever it
// can, a forced or obvious draw, a single candidate, or a view whose counts do not add
// up (a view no game gives; then the normal policy decides).
func (b *hardBot) Begin(v View) {
	b.done, b.nc, b.ci, b.xi, b.inX = true, 0, 0, 0, false
	b.best = Move{Seat: v.Seat, Kind: DrawStock}
	if !v.MyTurn() {
		return
	}
	b.copyView(&v)
	w, nb := &b.view, &b.normal
	nb.ev.wild = w.Wild
	b.last = w.OutSeat >= 0
	if !b.unseen(w) {
		b.best = nb.Choose(*w)
		return
	}
	b.late = lateness(w)
	if w.Phase == PhaseDraw {
		t, ok := w.DiscardTop()
		switch {
		case !ok:
			return
		case mustTake(w), !b.last && t.Rank == w.Wild:
			b.best.Kind = TakeDiscard
			return
		case !b.last && slices.Contains(w.Discarded[w.Seat], t):
			return
		}
		var hb handBuf
		with := append(append(hb[:0], w.Hand...), t)
		b.held = with
		_, _, b.take, _ = nb.ev.bestDiscard(with, t, b.keep(), noBound)
		b.kind, b.sum[0], b.done = PhaseDraw, 0, false
		return
	}
	if m, ok := nb.ev.goOut(w); ok {
		b.best = m
		return
	}
	if b.last {
		c, _, _, _ := nb.ev.bestDiscard(w.Hand, keepTaken(w), nil, noBound)
		b.best = Move{Seat: w.Seat, Kind: Discard, Card: c}
		return
	}
	for _, c := range nb.rankDiscards(w, hardDiscards) {
		b.cands[b.nc] = c
		b.nc++
	}
	b.best = Move{Seat: w.Seat, Kind: Discard, Card: b.cands[0]}
	if b.nc < 2 {
		return
	}
	nb.prepare(w)
	b.held = w.Hand
	for i, c := range b.cands[:b.nc] {
		b.outs[i], b.sum[i] = 0, 0
		b.extra[i] = b.keepCard(c) + nb.danger(c)
		b.rest[i] = append(b.rest[i][:0], w.Hand...)
		b.rest[i], _ = cards.Remove(b.rest[i], c)
	}
	nb.v = nil
	b.kind, b.done = PhaseDiscard, false
}

// keep is the cost of parting with a card that the draw decision counts besides the
// leftover: none on a last turn.
func (b *hardBot) keep() func(cards.Card) int {
	if b.last {
		return nil
	}
	return b.keepCard
}

// keepCard is what the hard bot loses by parting with c from b.held besides the
// leftover: a wild, or c's near melds early in the round.
func (b *hardBot) keepCard(c cards.Card) int {
	if c.Rank == b.view.Wild {
		return wildKeep
	}
	return (10 - b.late) * hardNear * near(b.held, c, b.view.Wild) / 10
}

// Step goes on weighing unseen cards, at most hardCalls penalty evaluations (b.calls
// when set, for tests) of the exact meld solver, each at most a few dozen µs, and
// reports whether the move is decided. The search of one unseen card may stop in the
// middle and go on at the next Step: how the work is sliced never changes the result.
func (b *hardBot) Step() bool {
	if b.done {
		return true
	}
	ev := &b.normal.ev
	calls := hardCalls
	if b.calls > 0 {
		calls = b.calls
	}
	for {
		x, k := b.xs[b.xi], b.xn[b.xi]
		if !b.inX {
			if b.kind == PhaseDraw {
				b.ds.start(b.view.Hand, cards.Card{}, b.keep(), noBound)
			} else {
				b.ds.start(b.rest[b.ci], cards.Card{}, nil, noBound)
			}
			b.ds.hand[b.ds.n] = x
			b.ds.n++
			b.held = b.ds.hand[:b.ds.n] // what keepCard weighs
			b.inX = true
		}
		if !ev.run(&b.ds, &calls) {
			return false
		}
		b.inX = false
		p, c := b.ds.pen, b.ds.cost
		switch {
		case b.kind == PhaseDraw:
			b.sum[0] += k * c
		case p == 0:
			b.outs[b.ci] += k
		default:
			b.sum[b.ci] += 10 * k * p
		}
		if b.xi++; b.xi == len(b.xs) {
			b.xi = 0
			if b.kind == PhaseDraw {
				if b.take*b.total < b.sum[0] {
					b.best.Kind = TakeDiscard
				}
				b.done = true
				return true
			}
			if b.ci++; b.ci == b.nc {
				b.decideDiscard()
				return true
			}
		}
		if calls <= 0 {
			return false
		}
	}
}

// decideDiscard keeps the candidate with the best value: outWeight per unit of chance
// that the next draw goes out, less the expected leftover after that draw (×10) and
// the candidate's extra cost.
func (b *hardBot) decideDiscard() {
	best, bestV := 0, 0
	for i := 0; i < b.nc; i++ {
		v := (outWeight*10*b.outs[i]-b.sum[i])/b.total - b.extra[i]
		if i == 0 || v > bestV {
			best, bestV = i, v
		}
	}
	b.best = Move{Seat: b.view.Seat, Kind: Discard, Card: b.cands[best]}
	b.done = true
}

// copyView makes b.view a copy of v whose slices that the bot reads are its own (a
// caller may reuse its view's memory, as ViewInto does, while the bot thinks).
func (b *hardBot) copyView(v *View) {
	w := &b.view
	*w = *v
	b.buf = append(b.buf[:0], v.Hand...)
	n := len(b.buf)
	b.buf = append(b.buf, v.Discard...)
	w.Hand, w.Discard = b.buf[:n:n], b.buf[n:]
	b.sizes = append(b.sizes[:0], v.HandSizes...)
	w.HandSizes = b.sizes
	b.taken = copyCards2(b.taken, v.Taken)
	b.thrown = copyCards2(b.thrown, v.Discarded)
	w.Taken, w.Discarded = b.taken, b.thrown
	w.Scores, w.Totals, w.Reveal, w.TiebreakSeats, w.Winners = nil, nil, nil, nil, nil
}

// copyCards2 copies src into dst's rows, reusing their memory.
func copyCards2(dst, src [][]cards.Card) [][]cards.Card {
	for len(dst) < len(src) {
		dst = append(dst, nil)
	}
	dst = dst[:len(src)]
	for i, r := range src {
		dst[i] = append(dst[i][:0], r...)
	}
	return dst
}

// unseen lists the cards w leaves unseen, with their copies: the shoe less the seat's
// hand, the discard pile and the cards another seat is known to hold (taken from the
// discard pile and not thrown back). Each lies in another hand or in the stock. It
// reports false when the counts do not add up.
func (b *hardBot) unseen(w *View) bool {
	var count [14][5]int
	decks := DecksFor(w.Players)
	for r := 1; r <= 13; r++ {
		for s := 1; s <= 4; s++ {
			count[r][s] = decks
		}
	}
	ok := len(w.HandSizes) == w.Players && len(w.Taken) == w.Players && len(w.Discarded) == w.Players
	see := func(c cards.Card) {
		if !c.Valid() || count[c.Rank][c.Suit] == 0 {
			ok = false
			return
		}
		count[c.Rank][c.Suit]--
	}
	for _, c := range w.Hand {
		see(c)
	}
	for _, c := range w.Discard {
		see(c)
	}
	hidden := w.StockSize
	for s := 0; ok && s < w.Players; s++ {
		if s == w.Seat {
			continue
		}
		held := append(b.known[:0], w.Taken[s]...)
		for _, t := range w.Discarded[s] {
			if i := slices.Index(held, t); i >= 0 {
				held = slices.Delete(held, i, i+1)
			}
		}
		b.known = held
		for _, c := range held {
			see(c)
		}
		hidden += w.HandSizes[s] - len(held)
		ok = ok && len(held) <= w.HandSizes[s]
	}
	b.xs, b.xn, b.total = b.xs[:0], b.xn[:0], 0
	for r := 1; r <= 13; r++ {
		for s := 1; s <= 4; s++ {
			if k := count[r][s]; k > 0 {
				b.xs = append(b.xs, cards.Card{Rank: cards.Rank(r), Suit: cards.Suit(s)})
				b.xn = append(b.xn, k)
				b.total += k
			}
		}
	}
	return ok && hidden == b.total && b.total > 0 && len(w.Hand) == w.HandSizes[w.Seat]
}
