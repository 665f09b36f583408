package thirdwheel

import (
	"slices"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
)

// Review reviews Third Wheel decisions with the hard Third Wheel's look-ahead (search.go)
// on more samples: reviewDeals determinizations of the cards the seat cannot see,
// consistent with what the table has shown, each candidate move played out to the end
// of the game on the sim model (the same deal and dice for every candidate). The unit
// is the win chance, in percentage points: how much more often the seat's side won the
// sampled games after the preferred move than after the move played. Reviewed: a Duo
// player's card (every card it holds; a Take a Hike as the ranks the hard bot weighs)
// and the Third Wheel's answer to a card (match, let it go, block, withdraw, Read the
// Room; in a Snap Match window too). Slaps, shields, counters and penalty discards are
// reflexes of a race, not reviewed.
var Review = &match.ReviewOf[View, Move]{
	ReviewScale: match.ReviewScale{Unit: "% win chance", Near: 2, Costly: 5,
		Noise: "±0.2% win chance a move (90% of moves within ±0.5%) with 4000 sampled games"},
	New: func() match.AppraiserOf[View, Move] { return &Appraiser{} },
}

// reviewDeals is how many games a review plays out for each candidate; reviewSlice how
// many a Step plays (every candidate on each).
const (
	reviewDeals = 4000
	reviewSlice = 100
)

// Appraiser reviews one decision from the seat's View (match.AppraiserOf).
type Appraiser struct {
	sr     search
	duo    bool
	deals  int
	played int // index in sr.cands of the move played (-1: a hint)
	best   int
	res    match.Appraisal[Move]
}

// Begin starts on the seat's view v before it made played, the samples drawn from seed.
// It reports false for a move that is not reviewed (a race's reflex, a forced move).
func (a *Appraiser) Begin(v View, played Move, seed uint64) bool {
	if played.Seat != v.Seat || !reviewed(&v, played) || !a.begin(v, cards.NewRNG(seed), reviewDeals) {
		return false
	}
	played.At = 0
	a.played = slices.IndexFunc(a.sr.cands, func(c candidate) bool { return sameMove(c.m, played) })
	if a.played < 0 {
		a.sr.cands = append(a.sr.cands, candidate{m: played})
		a.played = len(a.sr.cands) - 1
	}
	return true
}

// reviewed reports whether played is a decision the review weighs: a Duo player's card
// on its turn, or the Third Wheel's answer to the top card.
func reviewed(v *View, m Move) bool {
	switch m.Kind {
	case MovePlay:
		return v.Role.IsDuo() && v.Turn == v.Seat && v.Phase == PhaseDuo
	case MoveMatch, MovePass, MoveBlock, MoveWithdraw, MoveRoom:
		return v.Role == ThirdWheel && (v.Phase == PhaseTW || v.Window.Open && v.Window.Snap)
	}
	return false
}

func sameMove(a, b Move) bool {
	return a.Kind == b.Kind && a.Card == b.Card && a.Rank == b.Rank && a.Target == b.Target
}

// begin lists the candidates for the seat of v: a Duo player's plays, or the Third
// Wheel's answers (as the hard bot weighs them). False: fewer than two.
func (a *Appraiser) begin(v View, rng cards.RNG, deals int) bool {
	b := &bot{level: LevelHard, seat: v.Seat}
	var ms []Move
	switch {
	case v.Role.IsDuo() && v.Turn == v.Seat && v.Phase == PhaseDuo:
		ms = b.duoPlays(v)
	case v.Role == ThirdWheel && !v.Owes && (v.Phase == PhaseTW || v.Window.Open && v.Window.Snap):
		ms = b.twAnswers(v)
	}
	if len(ms) < 2 {
		return false
	}
	a.sr = search{v: v, rng: rng, pool: a.sr.pool, base: a.sr.base, work: a.sr.work}
	for _, m := range ms {
		m.At = 0
		a.sr.cands = append(a.sr.cands, candidate{m: m})
	}
	a.duo, a.deals, a.played, a.best = v.Role.IsDuo(), deals, -1, 0
	return true
}

// Step plays reviewSlice samples, every candidate on each, and reports whether every
// sample is played.
func (a *Appraiser) Step() bool {
	for n := 0; n < reviewSlice && a.sr.done < a.deals; n++ {
		a.sr.sample()
		a.sr.done++
	}
	if a.sr.done < a.deals {
		return false
	}
	for i, c := range a.sr.cands {
		if c.wins > a.sr.cands[a.best].wins {
			a.best = i
		}
	}
	a.res = match.Appraisal[Move]{Preferred: a.sr.cands[a.best].m}
	if a.played >= 0 {
		a.res.Cost = 100 * float64(a.sr.cands[a.best].wins-a.sr.cands[a.played].wins) / float64(a.deals)
		a.res.Why = a.reviewWhy()
	}
	return true
}

// Result is the review of the decision.
func (a *Appraiser) Result() match.Appraisal[Move] { return a.res }
