package troeven

import (
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

// Hard bot budget: hardWorlds determinizations per decision, each tried with every
// candidate move; one Step plays at most hardSlice playouts (or enumerates hardSlice of
// the first holder's count vectors while the deals are being set up).
const (
	hardWorlds = 64
	hardSlice  = 16
)

// hardBot is determinized Monte Carlo search (perfect-information Monte Carlo with
// policy playouts): it deals the cards its seat cannot see consistently with its view
// (worlds), hardWorlds times, plays each candidate move (every legal card, or every
// trump suit) on each deal, plays the round out with the normal policy at every
// position, and keeps the move with the best total of roundValue.
//
// Why this search: Troeven is a trick-taking game of one deal per round, where the
// value of a card depends mostly on where the unseen cards lie and the round is short
// (8 or 10 tricks), so whole-round playouts are cheap (a few µs) and sampling the deal
// captures most of what matters. The playouts use the normal policy, which decides
// from what each position could see (knowledgeFor), not from the dealt cards, so the
// lookahead does not assume that the other players see through the cards. Every
// candidate is tried on the same deals, so the comparison between candidates is not
// blurred by luck. Information-set MCTS would share statistics across deals too, but
// with ≤ 10 candidates and a strong playout policy the flat search is stronger per
// unit of time here.
type hardBot struct {
	rng  cards.RNG
	seat int

	w      worlds
	world  State // the current determinization
	trial  State // the playout of one candidate on it
	cands  [10]Move
	cidx   [10]idx
	sum    [10]int
	nc     int
	ci     int // next candidate on the current world
	dealt  int // worlds finished
	best   Move
	done   bool
	normal normalBot
}

// Level is "hard".
func (b *hardBot) Level() string { return "hard" }

// Choose is Begin, Step until done, Result.
func (b *hardBot) Choose(v View) Move { return match.Decide[View, Move](b, v) }

// Result is the decided move (the zero Move when the seat has none).
func (b *hardBot) Result() Move { return b.best }

// Begin starts deciding for v. A forced move, or a view the search cannot read, is
// decided at once (the latter by the normal policy).
func (b *hardBot) Begin(v View) {
	b.done, b.nc, b.ci, b.dealt = true, 0, 0, 0
	b.best = Move{}
	if len(v.Legal) == 0 {
		return
	}
	b.best = v.Legal[0]
	if len(v.Legal) == 1 {
		return
	}
	if len(v.Legal) > len(b.cands) || !b.w.load(&v) {
		b.best = b.normal.Choose(v)
		return
	}
	for _, m := range v.Legal {
		b.cands[b.nc] = m
		if m.Kind == PlayCard {
			b.cidx[b.nc], _ = indexOf(m.Card)
		}
		b.sum[b.nc] = 0
		b.nc++
	}
	b.done = false
}

// Step does one bounded slice of the search and reports whether the move is decided.
func (b *hardBot) Step() bool {
	if b.done {
		return true
	}
	if !b.w.ready(hardSlice) {
		return false
	}
	for n := 0; n < hardSlice; n++ {
		if b.ci == 0 {
			b.w.deal(&b.rng, &b.world)
		}
		b.trial = b.world
		if m := b.cands[b.ci]; m.Kind == NameTrump {
			b.trial.do(m, -1, nil)
		} else {
			b.trial.play(m.Seat, b.cidx[b.ci], nil)
		}
		b.trial.playout()
		b.sum[b.ci] += b.trial.roundValue(b.seat)
		if b.ci++; b.ci < b.nc {
			continue
		}
		b.ci = 0
		if b.dealt++; b.dealt == hardWorlds {
			best := 0
			for i := 1; i < b.nc; i++ {
				if b.sum[i] > b.sum[best] {
					best = i
				}
			}
			b.best, b.done = b.cands[best], true
			return true
		}
	}
	return false
}
