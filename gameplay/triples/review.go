package triples

import (
	"slices"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
)

// Review reviews Triples decisions with the hard bot's look-ahead (bot.go) on more
// deals: reviewDeals deals of the unseen cards into the other hands and the draw pile,
// the hard bot's candidate moves (its normal favourites and the draw) plus the move
// played tried on each, the other seats answering with the normal policy until the
// seat's next turn. The unit is points on the hard bot's scale (evaluate): a card kept
// costs its points plus 5, a round won by going out 60, one lost to another seat 60,
// with the pairs of cards kept for 2-card plays and the others' hand sizes weighed in.
// The preferred move is the one of best value on those deals.
var Review = &match.ReviewOf[View, Move]{
	ReviewScale: match.ReviewScale{Unit: "points", Near: 1, Costly: 5,
		Noise: "±0.13 points a move (90% of moves within ±0.6) with 1000 sampled deals"},
	New: func() match.AppraiserOf[View, Move] { return &Appraiser{} },
}

// reviewDeals is how many deals a review weighs each move on; reviewSlice how many
// deals a Step plays (every candidate on each).
const (
	reviewDeals = 1000
	reviewSlice = 2
)

// Appraiser reviews one decision from the seat's View (match.AppraiserOf).
type Appraiser struct {
	b      hardBot // its generator, view and look-ahead
	deals  int
	dealt  int
	cands  []Move
	stats  []moveStats
	played int // index in cands of the move played (-1: a hint)
	best   int
	res    match.Appraisal[Move]
}

// moveStats sums what a move led to over the deals, at the seat's next turn (or the
// round's end): the hard bot's value (tenths of a point), the seat's cards and their
// points, the rounds it went out, and the cards of the opponent nearest to going out.
type moveStats struct {
	value, cards, points, outs, nearest int
	// What else the hard bot weighs (evaluate): pairs of cards kept for 2-card plays
	// (up to pairCap), deals with a play on the play area, the opponents' cards.
	pairs, plays, others int
}

// Begin starts on the seat's view v before it made played, the deals drawn from seed.
// It reports false for a forced move (one legal move).
func (a *Appraiser) Begin(v View, played Move, seed uint64) bool {
	if played.Seat != v.Seat || !a.begin(v, cards.NewRNG(seed), reviewDeals) {
		return false
	}
	a.played = slices.Index(a.cands, played)
	if a.played < 0 {
		if !slices.Contains(v.Legal(), played) {
			return false
		}
		a.cands = append(a.cands, played)
		a.stats = append(a.stats, moveStats{})
		a.played = len(a.cands) - 1
	}
	return true
}

func (a *Appraiser) begin(v View, rng cards.RNG, deals int) bool {
	ms := v.Legal()
	if v.Turn != v.Seat || len(ms) < 2 {
		return false
	}
	a.b = hardBot{rng: rng, view: v}
	a.deals, a.dealt, a.played, a.best = deals, 0, -1, 0
	a.cands = hardCandidatesOf(&v, ms)
	a.stats = append(a.stats[:0], make([]moveStats, len(a.cands))...)
	return true
}

// Step plays reviewSlice deals, every move on each, and reports whether every deal is
// played.
func (a *Appraiser) Step() bool {
	me := a.b.view.Seat
	for n := 0; n < reviewSlice && a.dealt < a.deals; n++ {
		deal := a.b.determinize(&a.b.view)
		for i, m := range a.cands {
			st := deal.clone()
			s := &a.stats[i]
			s.value += a.b.rollout(st, m)
			s.cards += len(st.hands[me])
			s.points += HandPoints(st.hands[me])
			if st.phase == PhaseOver && len(st.outs) > 0 && st.outs[len(st.outs)-1] == me {
				s.outs++
			}
			near := 1 << 30
			for o, h := range st.hands {
				if o != me {
					near = min(near, len(h))
					s.others += len(h)
				}
			}
			s.nearest += near
			s.pairs += min(sharingPairs(st.hands[me]), pairCap)
			p := position{seat: me, players: st.cfg.Players, phase: PhaseTurn, hand: st.hands[me], area: st.area, firstTurn: !st.played}
			p.eachPlay(func(Move) bool { s.plays++; return false })
		}
		a.dealt++
	}
	if a.dealt < a.deals {
		return false
	}
	for i := range a.stats {
		if a.stats[i].value > a.stats[a.best].value {
			a.best = i
		}
	}
	a.res = match.Appraisal[Move]{Preferred: a.cands[a.best]}
	if a.played >= 0 {
		a.res.Cost = float64(a.stats[a.best].value-a.stats[a.played].value) / float64(a.deals) / 10
		a.res.Why = a.reviewWhy()
	}
	return true
}

// but says what the hard bot's measure holds against the move played when the cards
// and points it left do not show it: fewer pairs kept for 2-card plays, fewer deals
// with a play at the next turn, or the others nearer to going out. Empty otherwise.
func (a *Appraiser) but() match.Words {
	p, q := &a.stats[a.played], &a.stats[a.best]
	plain := func(s *moveStats) int { return -10*s.points - wCards*s.cards }
	if a.cands[a.played].Kind == MoveTarget || plain(p) < plain(q) {
		return match.Words{}
	}
	pairs := wPairs * (q.pairs - p.pairs)
	plays := wCan * (q.plays - p.plays)
	others := wOppSum*(q.others-p.others) + wOppMin*(q.nearest-p.nearest)
	say := func(format string, mine, theirs any) match.Words {
		if match.English(mine) == match.English(theirs) {
			return match.Words{}
		}
		return match.Say(format, mine, theirs)
	}
	switch {
	case pairs <= 0 && plays <= 0 && others <= 0:
		return match.Words{}
	case pairs >= plays && pairs >= others:
		return say(", and your move kept pairs of cards that share a colour, shape or number, for 2-card plays: %[1]s against %[2]s", a.avg(p.pairs), a.avg(q.pairs))
	case plays >= others:
		return say(", and your move had a play at your next turn in %[1]s against %[2]s", a.pct(p.plays), a.pct(q.plays))
	}
	// The cards named with the first figure only: never the same words as the second.
	return match.Say(", and your move left the others %[1]s cards against %[2]s", a.avg(p.others), a.avg(q.others))
}

func (a *Appraiser) pct(n int) match.Percent { return match.Percent((100*n + a.deals/2) / a.deals) }

// Result is the review of the decision.
func (a *Appraiser) Result() match.Appraisal[Move] { return a.res }
