package thirdwheel

import (
	"parlor/gameplay/cards"
)

// The hard Third Wheel looks ahead by determinization, sampling the hidden cards
// consistent with its view (docs/bots.md#the-hard-searches-and-why-these): each sample
// places every card the seat cannot see at random, consistent with what the table has
// shown (View.LetPass: the Third Wheel holds no natural rank it let go by;
// View.Unfinished: a Duo player holds no card worth the gap it left open), and plays the
// rest of the game out on the sim model once for each candidate move; the candidate that
// wins most often is chosen. Every candidate meets the same samples (the same deal and
// the same dice), so the comparison is fair with few samples. The samples come from the
// bot's own stream for this view, so the same view gives the same move. (The hard Duo
// decides from the same knowledge in closed form, know.go: measured, a look-ahead on this
// model did not play the Duo's cards any better.)

// searchSamples is how many samples the search plays out for each candidate;
// searchSlice is how many it plays per Step of sliced thinking.
const (
	searchSamples = 64
	searchSlice   = 16
)

// simAnswerPct is the chance the model gives a Third Wheel to answer a Snap Match card
// before the next Duo card closes the window.
const simAnswerPct = 55

// candidate is one move a search weighs, and how many samples it won.
type candidate struct {
	m    Move
	wins int
}

// search is one decision of a hard bot in progress (sliced thinking: Begin, Step,
// Result).
type search struct {
	v     View
	cands []candidate
	rng   cards.RNG
	done  int
	base  sim
	work  sim
	pool  []Card
}

// viewKey mixes what changes between two decisions of one seat into a stream number.
func viewKey(v *View) uint64 {
	k := uint64(v.Seat + 1)
	for _, x := range []int{v.Windows, v.Window.Version, len(v.Out), len(v.Table), v.Score, v.Deck, int(v.Phase), len(v.Hand), v.Turn} {
		k = k*1_000_003 + uint64(x+7)
	}
	return k
}

// beginSearch starts a search over the candidate moves ms for view v.
func (b *bot) beginSearch(v View, ms []Move) *search {
	sr := &search{v: v, rng: cards.Derive(b.seed^0x5eac4, viewKey(&v))}
	for _, m := range ms {
		sr.cands = append(sr.cands, candidate{m: m})
	}
	return sr
}

// step plays up to n more samples; it reports whether the search is complete.
func (sr *search) step(n int) bool {
	for ; n > 0 && sr.done < searchSamples && len(sr.cands) > 1; n-- {
		sr.sample()
		sr.done++
	}
	return sr.done >= searchSamples || len(sr.cands) <= 1
}

// best is the candidate that won most often (the first of equals: candidates come in
// the order the bot's heuristic prefers).
func (sr *search) best() Move {
	best := 0
	for i, c := range sr.cands {
		if c.wins > sr.cands[best].wins {
			best = i
		}
	}
	return sr.cands[best].m
}

// sample deals one determinization and plays every candidate out on it.
func (sr *search) sample() {
	v := &sr.v
	sr.deal()
	seed := sr.rng.Uint64()
	duo := v.Role.IsDuo()
	for i := range sr.cands {
		g := &sr.work
		g.copyFrom(&sr.base)
		g.rng = cards.NewRNG(seed)
		var duoWins bool
		if duo {
			duoWins = g.afterDuo(v, sr.cands[i].m)
		} else {
			duoWins = g.afterTW(v, sr.cands[i].m)
		}
		if duoWins == duo {
			sr.cands[i].wins++
		}
	}
}

// afterDuo plays the Duo player's candidate m on the model, then the rest of the game.
func (g *sim) afterDuo(v *View, m Move) bool {
	if g.play(v.Seat, m.Card, m.Rank) {
		return true
	}
	return g.run(g.partner(v.Seat))
}

// afterTW makes the Third Wheel's candidate answer m to the card on top, then plays the
// rest of the game from the next Duo player's turn.
func (g *sim) afterTW(v *View, m Move) bool {
	tw := v.Seat
	x := g.top
	switch m.Kind {
	case MoveMatch:
		g.remove(tw, m.Card)
		g.draw(tw)
		g.top, g.under = g.under, simCard{}
		g.cancel(x.value)
	case MoveBlock:
		g.remove(tw, Silence)
		g.blocked = x.value
		g.top, g.under = g.under, simCard{}
		g.cancel(x.value)
	case MoveWithdraw:
		g.remove(tw, Talk)
		g.top, g.under = g.under, simCard{}
		g.cancel(x.value)
	case MoveSlap:
		val := x.value
		if x.wild || g.under.wild {
			val += g.under.value
			g.under = simCard{}
		}
		g.top, g.under = g.under, simCard{}
		g.cancel(val)
	case MoveRoom:
		g.remove(tw, Room)
		g.swap(m.Target)
	}
	if v.Options.Snap {
		g.predrawn = true // the next Duo player drew when the card landed
	}
	return g.run(v.NextDuo())
}

// swap is Read the Room on the model: one random card each way.
func (g *sim) swap(duo int) {
	a, b := g.hands[duo], g.hands[g.tw]
	if len(a) == 0 || len(b) == 0 {
		return
	}
	i, j := g.rng.IntN(len(a)), g.rng.IntN(len(b))
	a[i], b[j] = b[j], a[i]
}

// deal fills sr.base with a determinization of the view.
func (sr *search) deal() {
	v := &sr.v
	g := &sr.base
	g.o, g.score, g.floor, g.roles, g.tw = v.Options, v.Score, v.Floor, v.Roles, v.SeatOf(ThirdWheel)
	g.playout, g.predrawn, g.pAns, g.blocked = v.PlayOut, false, 100, 0
	if v.Options.Snap {
		g.pAns = simAnswerPct
	}
	if n := len(v.Blocks); n > 0 {
		g.blocked = v.Blocks[n-1]
	}
	g.top, g.under = simCard{}, simCard{}
	if n := len(v.Table); n > 0 {
		g.top = simOf(v.Table[n-1])
		if n > 1 {
			g.under = simOf(v.Table[n-2])
		}
	}
	// The unseen cards, shuffled.
	left := unseenCards(v)
	sr.pool = sr.pool[:0]
	for c := Card(1); c <= Room; c++ {
		for range max(left[c], 0) {
			sr.pool = append(sr.pool, c)
		}
	}
	cards.Shuffle(&sr.rng, sr.pool)
	// The hands: the seat's own; the others from the pool, constrained seats first.
	for s := range g.hands {
		g.hands[s] = g.hands[s][:0]
	}
	g.hands[v.Seat] = append(g.hands[v.Seat], v.Hand...)
	pool := sr.pool
	for pass := 0; pass < 2; pass++ {
		for s := range g.hands {
			if s == v.Seat || (pass == 0) != v.hides(s) {
				continue
			}
			for i := 0; i < len(pool) && len(g.hands[s]) < v.HandSizes[s]; {
				if pass == 0 && !v.mayHold(s, pool[i]) {
					i++
					continue
				}
				g.hands[s] = append(g.hands[s], pool[i])
				pool[i] = pool[len(pool)-1]
				pool = pool[:len(pool)-1]
			}
		}
	}
	for s := range g.hands { // constraints that cannot be met are dropped
		for len(g.hands[s]) < v.HandSizes[s] && len(pool) > 0 {
			g.hands[s] = append(g.hands[s], pool[len(pool)-1])
			pool = pool[:len(pool)-1]
		}
	}
	g.deck = append(g.deck[:0], pool[:min(v.Deck, len(pool))]...)
}

func simOf(t TableCard) simCard {
	return simCard{rank: t.Rank, value: t.Value, wild: t.Card == Wild, ok: true}
}

// hides reports whether what the table has shown rules some cards out of seat's hand.
func (v *View) hides(seat int) bool {
	return v.Roles[seat].IsDuo() && v.Unfinished[seat] > 0 || v.Roles[seat] == ThirdWheel && len(v.LetPass) > 0
}

// mayHold reports whether seat may hold c, by what the table has shown: the Third Wheel
// let no natural rank it holds go by; a Duo player held nothing worth the gap it left
// open (Take a Hike included).
func (v *View) mayHold(seat int, c Card) bool {
	if v.Roles[seat] == ThirdWheel {
		for _, t := range v.LetPass {
			if c.IsSuit() && t.Rank > 0 && c.Rank() == t.Rank {
				return false
			}
		}
		return true
	}
	g := v.Unfinished[seat]
	switch {
	case g == 0:
		return true
	case g == 14:
		return c != Wild
	}
	return c != Hike && !(c.IsSuit() && c.Rank() == g)
}
