package troeven

import (
	"slices"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
)

// Review reviews Troeven decisions with the hard bot's search (hard.go) on more deals:
// reviewWorlds deals of the cards the seat cannot see, consistent with its view, every
// legal move played out on each with the normal policy. The unit is the tally: the
// round's expected change of the seat's tally against the others' (a round won is
// worth 1, losing one as the caller 1.5 or 2), the game won or lost when a tally
// reaches 0 (worth 5), and 0.01 per card point of margin, as the hard bot values a
// round (roundValue). The preferred move is the one of best value on those deals.
var Review = &match.ReviewOf[View, Move]{
	ReviewScale: match.ReviewScale{Unit: "tally", Near: 0.05, Costly: 0.25,
		Noise: "±0.02 tally a move (90% of moves within ±0.05) with 1024 sampled deals"},
	New: func() match.AppraiserOf[View, Move] { return &Appraiser{} },
}

// reviewWorlds is how many deals a review weighs each move on.
const reviewWorlds = 1024

// Appraiser reviews one decision from the seat's View (match.AppraiserOf): every legal
// move played out on the same sampled deals.
type Appraiser struct {
	w      worlds
	rng    cards.RNG
	deals  int // deals to weigh
	seat   int
	world  State
	trial  State
	cands  []Move
	cidx   []idx
	sum    []int // roundValue, summed over the deals
	pts    []int // the seat's side's card points, summed
	off    []int // deals where the seat's tally went one down
	ci     int
	dealt  int
	played int // index in cands of the move played (-1: a hint)
	best   int
	res    match.Appraisal[Move]
}

// Begin starts on the seat's view v before it made played, the deals drawn from seed.
// It reports false for a forced move or a view the search cannot read.
func (a *Appraiser) Begin(v View, played Move, seed uint64) bool {
	if played.Seat != v.Seat || !a.begin(v, cards.NewRNG(seed), reviewWorlds) {
		return false
	}
	a.played = slices.IndexFunc(a.cands, func(m Move) bool { return sameMove(m, played) })
	return a.played >= 0
}

func sameMove(a, b Move) bool {
	return a.Kind == b.Kind && a.Suit == b.Suit && a.Card == b.Card && a.FromDummy == b.FromDummy
}

func (a *Appraiser) begin(v View, rng cards.RNG, deals int) bool {
	a.ci, a.dealt, a.played, a.best = 0, 0, -1, 0
	if len(v.Legal) < 2 || !a.w.load(&v) {
		return false
	}
	a.rng, a.deals, a.seat = rng, deals, v.Seat
	a.cands = append(a.cands[:0], v.Legal...)
	a.cidx = a.cidx[:0]
	for _, m := range a.cands {
		i, _ := indexOf(m.Card)
		a.cidx = append(a.cidx, i)
	}
	n := len(a.cands)
	a.sum, a.pts, a.off = zeros(a.sum, n), zeros(a.pts, n), zeros(a.off, n)
	return true
}

func zeros(x []int, n int) []int {
	x = slices.Grow(x[:0], n)[:n]
	clear(x)
	return x
}

// Step plays hardSlice playouts (or deals with the voids' splits, hardSlice of them)
// and reports whether every move has met every deal.
func (a *Appraiser) Step() bool {
	if a.dealt == a.deals {
		return true
	}
	if !a.w.ready(hardSlice) {
		return false
	}
	for n := 0; n < hardSlice; n++ {
		if a.ci == 0 {
			a.w.deal(&a.rng, &a.world)
		}
		a.trial = a.world
		if m := a.cands[a.ci]; m.Kind == NameTrump {
			a.trial.do(m, -1, nil)
		} else {
			a.trial.play(m.Seat, a.cidx[a.ci], nil)
		}
		a.trial.playout()
		o := a.trial.roundOutcome(a.seat)
		a.sum[a.ci] += o.value
		a.pts[a.ci] += o.points
		if o.change < 0 {
			a.off[a.ci]++
		}
		if a.ci++; a.ci < len(a.cands) {
			continue
		}
		a.ci = 0
		if a.dealt++; a.dealt == a.deals {
			a.finish()
			return true
		}
	}
	return false
}

// finish keeps the move of best value (the first of equals, as the hard bot does) and
// costs the move played against it.
func (a *Appraiser) finish() {
	for i := range a.sum {
		if a.sum[i] > a.sum[a.best] {
			a.best = i
		}
	}
	a.res = match.Appraisal[Move]{Preferred: a.cands[a.best]}
	if a.played >= 0 {
		a.res.Cost = float64(a.sum[a.best]-a.sum[a.played]) / float64(a.deals) / valueBranch
		a.res.Why = a.reviewWhy()
	}
}

// Result is the review of the decision.
func (a *Appraiser) Result() match.Appraisal[Move] { return a.res }
