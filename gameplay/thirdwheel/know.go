package thirdwheel

import "math"

// knowledge is what a hard bot reads off its View about the cards it cannot see: how
// many of each value are unseen, and what the table has shown (View.LetPass,
// View.Unfinished).
type knowledge struct {
	unseen [15]int // by value: 1..13 suit ranks, 14 Wilds, 0 Take a Hike
	total  int     // every unseen card, action cards included
	passed [14]bool
}

// know reads v.
func know(v *View) *knowledge {
	k := &knowledge{}
	left := unseenCards(v)
	for c := Card(1); c <= Room; c++ {
		n := max(left[c], 0)
		k.total += n
		switch {
		case c.IsSuit():
			k.unseen[c.Rank()] += n
		case c == Wild:
			k.unseen[14] += n
		case c == Hike:
			k.unseen[0] += n
		}
	}
	k.total = max(k.total, 1)
	for _, t := range v.LetPass {
		if t.Rank > 0 {
			k.passed[t.Rank] = true
		}
	}
	return k
}

// anyOf is the chance that a hand of n unseen cards holds at least one of count.
func (k *knowledge) anyOf(count, n int) float64 {
	return 1 - math.Pow(1-float64(count)/float64(k.total), float64(n))
}

// twTakes is the chance that the Third Wheel holds a natural match for a card of rank
// (0: a Wild, which anything matches): none when it let that rank go by.
func (k *knowledge) twTakes(v *View, rank int) float64 {
	n := v.HandSizes[v.SeatOf(ThirdWheel)]
	switch {
	case rank == 0:
		return k.anyOf(k.total-k.unseen[0]-k.unseen[14], n)
	case k.passed[rank]:
		return 0
	}
	return k.anyOf(k.unseen[rank], n)
}

// gapValue rates leaving the gap g (100 - score, 1..14) to the partner: the chance it
// closes it at once (a card worth g, or a Take a Hike, and not if it just showed it
// holds none), less the chance that every card it holds busts.
func (k *knowledge) gapValue(v *View, g int) float64 {
	p := v.Partner(v.Seat)
	n := v.HandSizes[p]
	if !v.PlayOut && v.Deck > 0 {
		n++ // it draws before it plays
	}
	fin, draws := k.unseen[g]+k.unseen[0], n
	if v.Unfinished[p] == g {
		draws -= v.HandSizes[p] // it holds none: only a card it draws can do it
	}
	over := 0
	for r := g + 1; r <= 14; r++ {
		over += k.unseen[r]
	}
	pf := k.anyOf(fin, draws)
	pb := math.Pow(float64(over)/float64(k.total), float64(n))
	return 100*pf - 60*pb
}

// hardScore rates a hard Duo play: an exact 100 above all, a bust far below; far from
// 100 (a gap over 27) progress counts, less what a Third Wheel match would take (a rank
// it let go by is safe); closer, the gap left to the partner counts (gapValue), as
// much as the card is likely to stay on the table; a 0-point card leaves the partner
// the same gap. A Wild, a Take a Hike and Awkward Silence are kept back (they match
// anything, finish any gap, shield a cancel), and a pair the Third Wheel could snap
// (Snap Match) or race (Double-Down) is avoided. Under Play Out Hands, once the deck
// is out, nothing is cancelled and the partner draws no more.
func (k *knowledge) hardScore(v *View, m Move, val int) float64 {
	gap := Target - v.Score
	n := gap - val
	switch {
	case n == 0:
		return 1e6
	case n < 0:
		return -1e5 - float64(val)
	}
	rank := m.Card.Rank()
	if m.Card == Hike {
		rank = m.Rank
	}
	p := 0.0
	if (rank > 0 || m.Card == Wild) && !v.PlayOut {
		p = k.twTakes(v, rank) // only a scoring card can be matched or blocked
	}
	var sc float64
	switch {
	case val == 0 && gap <= 14:
		sc = k.gapValue(v, gap)
	case val == 0:
		sc = -20
	case gap > 27:
		sc = float64(val) * (1 - 2*p)
	case n <= 14:
		sc = (1-p)*(k.gapValue(v, n)+k.keepsFinisher(v, m, n)) - 20*p
	default:
		sc = (1-p)*(30-float64(n-14)) - 20*p
	}
	switch m.Card {
	case Wild:
		sc -= 8 // it matches anything: kept back while the way is long
	case Hike:
		sc -= 25 // it finishes any gap up to 13
	case Silence:
		sc -= 30 // it shields a cancel
	case Talk, Room:
		sc -= 5
	}
	if snaps(*v, m) {
		sc -= 40
	}
	if v.Options.DoubleDown && !v.Options.Snap && pairsTop(v, m) {
		sc -= 40
	}
	return sc
}

// keepsFinisher rates the gap n left to the partner by what the bot keeps in hand for
// its next turn: with a Take a Hike kept back, any gap of 1 to 13 the partner leaves
// without busting is the bot's to close.
func (k *knowledge) keepsFinisher(v *View, m Move, n int) float64 {
	kept := 0
	for _, c := range v.Hand {
		if c == Hike {
			kept++
		}
	}
	if m.Card == Hike {
		kept--
	}
	if kept <= 0 || n > 13 {
		return 0
	}
	p := v.Partner(v.Seat)
	over := 0
	for r := n + 1; r <= 14; r++ {
		over += k.unseen[r]
	}
	return 60 * (1 - math.Pow(float64(over)/float64(k.total), float64(v.HandSizes[p])))
}
