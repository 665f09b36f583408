package thirdwheel

import (
	"slices"

	"parlor/gameplay/cards"
)

// sim is a fast, rough model of the rest of a game, for the hard Third Wheel's
// look-ahead (search.go): a determinization of one seat's View (every hidden card placed) played
// out with simple policies for every seat. It keeps only what decides the deck race:
// the score and floor, the hands, the deck, the two top table cards (for pairs), and
// whether the deck has run out into Play Out Hands. Timing is a chance: with Snap Match
// the Third Wheel answers a card in time with probability pAns percent, and it wins a
// Double-Down race half the time. It is not the rules: the real game never runs on it.
type sim struct {
	o            Options
	score, floor int
	deck         []Card // top first
	hands        [3][]Card
	roles        [3]Role
	tw           int
	top, under   simCard
	blocked      int // points of the last Awkward Silence block (a Duo Talking Too Much lifts it)
	playout      bool
	predrawn     bool // Snap Match: the next Duo player drew when the last card landed
	pAns         int
	rng          cards.RNG
}

// simCard is a table card as the model sees it.
type simCard struct {
	rank, value int
	wild, ok    bool
}

func (c simCard) scoring() bool { return c.ok && (c.rank > 0 || c.wild) }

func simPairs(a, b simCard) bool {
	return a.scoring() && b.scoring() && (a.wild || b.wild || a.rank == b.rank)
}

// copyFrom makes g a copy of h, reusing g's slices.
func (g *sim) copyFrom(h *sim) {
	deck, hands := g.deck[:0], g.hands
	*g = *h
	g.deck = append(deck, h.deck...)
	for i := range hands {
		g.hands[i] = append(hands[i][:0], h.hands[i]...)
	}
}

func (g *sim) partner(seat int) int {
	for s, r := range g.roles {
		if s != seat && r.IsDuo() {
			return s
		}
	}
	return seat
}

func (g *sim) remove(seat int, c Card) {
	h := g.hands[seat]
	if i := slices.Index(h, c); i >= 0 {
		h[i] = h[len(h)-1]
		g.hands[seat] = h[:len(h)-1]
	}
}

func (g *sim) holds(seat int, c Card) bool { return slices.Contains(g.hands[seat], c) }

func (g *sim) subtract(v int) { g.score = max(g.score-v, g.floor, 0) }

// draw gives seat the top card; false when the deck is empty.
func (g *sim) draw(seat int) bool {
	if len(g.deck) == 0 {
		return false
	}
	g.hands[seat] = append(g.hands[seat], g.deck[0])
	g.deck = g.deck[1:]
	return true
}

// run plays the model out from the turn of the Duo player seat; it reports whether the
// Duo wins.
func (g *sim) run(seat int) bool {
	for range 400 {
		switch {
		case g.predrawn:
			g.predrawn = false
		case g.playout:
		case !g.draw(seat):
			if !g.o.PlayOut {
				return false
			}
			g.playout = true
		}
		if g.playout && !g.scoringLeft() {
			return false
		}
		if len(g.hands[seat]) > 0 {
			c, rank := g.duoChoice(seat)
			if g.play(seat, c, rank) {
				return true
			}
		}
		seat = g.partner(seat)
	}
	return false
}

func (g *sim) scoringLeft() bool {
	for s, r := range g.roles {
		if r.IsDuo() {
			for _, c := range g.hands[s] {
				if c.IsSuit() || c == Wild || c == Hike {
					return true
				}
			}
		}
	}
	return false
}

// play: the Duo player seat plays c (a Take a Hike as rank) and the Third Wheel answers;
// it reports whether the score hit exactly 100.
func (g *sim) play(seat int, c Card, rank int) bool {
	g.remove(seat, c)
	x := simCard{rank: c.Rank(), value: c.Value(), wild: c == Wild, ok: true}
	if c == Hike {
		x.rank, x.value = rank, rank
	}
	if c == Talk && g.blocked > 0 {
		g.score += g.blocked
		g.blocked = 0
	}
	g.score += x.value
	if g.score == Target {
		return true
	}
	if g.score > Target {
		g.score = max(BustScore, g.floor)
	}
	g.under, g.top = g.top, x
	if g.playout {
		return false
	}
	if g.o.Snap {
		next := g.partner(seat)
		if !g.draw(next) {
			if !g.o.PlayOut {
				g.deck = g.deck[:0]
				return false // the next draw ends it: run sees the empty deck
			}
			g.playout = true
			return false
		}
		g.predrawn = true
	}
	g.answer(x)
	return g.score == Target
}

// answer is the Third Wheel's answer to the card x just played, by the rollout policy:
// races and snaps when there is a pair, a natural match always, a Wild or a Take a Hike
// on a card of 10 or more or near 100, Awkward Silence and Talking Too Much near 100;
// a cancel worth 5 or more may be shielded, and the shield countered.
func (g *sim) answer(x simCard) {
	if !x.scoring() {
		return
	}
	pair := simPairs(x, g.under)
	if g.o.Snap && g.rng.IntN(100) >= g.pAns {
		if pair && g.o.DoubleDown {
			g.floor = max(g.floor, g.score) // the Duo wins an unanswered race
		}
		return
	}
	if pair && g.o.DoubleDown {
		if g.rng.IntN(2) == 0 {
			g.floor = max(g.floor, g.score)
			if g.o.Snap {
				return // the Third Wheel's slap was its answer, and it lost
			}
		} else {
			g.cancel(x.value + g.under.value)
			g.top, g.under = simCard{}, simCard{}
			return
		}
	}
	if pair && g.o.Snap {
		v := x.value
		if x.wild || g.under.wild {
			v += g.under.value
			g.under = simCard{}
		}
		g.cancel(v)
		g.top, g.under = g.under, simCard{}
		return
	}
	danger := Target-g.score <= 14
	tw := g.tw
	var with Card
	for _, c := range g.hands[tw] {
		if c.IsSuit() && (c.Rank() == x.rank || x.wild) {
			with = c
			break
		}
	}
	if with == 0 && (x.value >= 10 || danger) {
		for _, c := range []Card{Wild, Hike} {
			if g.holds(tw, c) {
				with = c
				break
			}
		}
	}
	switch {
	case with != 0:
		g.remove(tw, with)
		g.draw(tw)
	case (danger || x.value >= 12) && g.holds(tw, Silence):
		g.remove(tw, Silence)
		g.blocked = x.value
	case g.score >= 90 && g.holds(tw, Talk):
		g.remove(tw, Talk)
	default:
		return
	}
	g.top, g.under = g.under, simCard{}
	g.cancel(x.value)
}

// cancel takes v points off; with action cards a Duo player may shield it.
func (g *sim) cancel(v int) {
	before := g.score
	g.subtract(v)
	if !g.o.Actions || before-g.score < 5 {
		return
	}
	for s, r := range g.roles {
		if r.IsDuo() && g.holds(s, Silence) {
			g.remove(s, Silence)
			if g.holds(g.tw, Silence) {
				g.remove(g.tw, Silence)
				return
			}
			g.score = before
			return
		}
	}
}

// simGapQuality rates leaving a gap g (100 - score) to the next Duo player: a gap one
// card can close, and not so small that every other card busts, is best; 0 is a win.
var simGapQuality = [...]int{0, 1, 2, 4, 6, 8, 9, 10, 10, 10, 10, 10, 10, 9, 7}

// duoChoice is the rollout policy of a Duo player: an exact 100 when it can; far from
// 100 its highest card (a Wild kept back); closer, the card that leaves the best gap;
// a 0-point card rather than a bust.
func (g *sim) duoChoice(seat int) (Card, int) {
	gap := Target - g.score
	h := g.hands[seat]
	best, bestRank, bestScore := h[0], 0, -1<<30
	for _, c := range h {
		v, rank := c.Value(), 0
		if c == Hike {
			rank = min(13, gap)
			if gap > 13 && gap <= 26 {
				rank = gap - 10
			}
			v = rank
		}
		var sc int
		switch n := gap - v; {
		case n == 0:
			return c, rank
		case n < 0:
			sc = -1000 - v
		case !c.IsSuit() && c != Wild && c != Hike:
			sc = -20
			if gap <= 14 {
				sc = simGapQuality[gap] * 10
			}
		case gap > 27:
			sc = v
			if c == Wild {
				sc = 0
			}
		case n <= 14:
			sc = simGapQuality[n]*10 + v/4
		default:
			sc = 60 - (n-14)*3
		}
		if sc > bestScore {
			best, bestRank, bestScore = c, rank, sc
		}
	}
	return best, bestRank
}
