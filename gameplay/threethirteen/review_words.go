package threethirteen

import (
	"fmt"
	"strconv"

	"parlor/internal/words"
)

// How a move is told: as made (a review), as advice (a hint), or as the other choice.
const (
	sayPlayed = iota // "Discarding the 9♣ left 4.5 points on average after your next draw"
	sayAdvice        // "Discard the 9♣: it leaves 4.5 points on average after your next draw"
	sayOther         // "discarding the K♥ would have left 2.1"
	sayNext          // "discarding the K♥ would leave 2.1"
)

// reviewWhy is the review's sentence: what the move played left, and what the hard
// bot's move would have left.
func (a *Appraiser) reviewWhy() string {
	if a.played == a.pref {
		return a.say(a.played, sayPlayed) + ", as the hard bot would."
	}
	return a.say(a.played, sayPlayed) + "; " + a.say(a.pref, sayOther) + a.but() + "."
}

// hintWhy is the hint's sentence: the hard bot's move, what it leaves, and what the
// next best move would leave.
func (a *Appraiser) hintWhy() string {
	next := -1
	for i := range a.opts {
		if i != a.pref && (next < 0 || a.value(i) > a.value(next)) {
			next = i
		}
	}
	if next < 0 {
		return a.say(a.pref, sayAdvice) + "."
	}
	return a.say(a.pref, sayAdvice) + "; " + a.say(next, sayNext) + "."
}

// but says why the hard bot prefers its move when the move played left no more points
// (so cost nothing): a better chance of going out on the next draw, or the card played
// was worth keeping (a wild, near melds early in a round) or may help the next player.
// Empty otherwise.
func (a *Appraiser) but() string {
	p, q := &a.opts[a.played], &a.opts[a.pref]
	if a.left(a.played) > a.left(a.pref) || p.m.Kind != Discard || q.m.Kind != Discard || p.known || q.known {
		return ""
	}
	if q.outs > p.outs {
		return ", a better chance of going out on your next draw"
	}
	b, nb := &a.b, &a.b.normal
	w := &b.view
	nb.prepare(w)
	b.held = w.Hand
	keep := b.keepCard(p.m.Card) - b.keepCard(q.m.Card)
	feed := nb.danger(p.m.Card) - nb.danger(q.m.Card)
	nb.v = nil
	switch {
	case keep <= 0 && feed <= 0:
		return ""
	case feed > keep:
		return ", and the " + p.m.Card.Sign() + " may help the next player, who collects cards like it"
	case p.m.Card.Rank == w.Wild:
		return ", and kept the " + p.m.Card.Sign() + ", a wild"
	}
	return ", and kept the " + p.m.Card.Sign() + ", which has more cards near it for a meld"
}

// say tells option i in mode.
func (a *Appraiser) say(i, mode int) string {
	o := &a.opts[i]
	t := a.b.total
	avg := "0"
	if t > 0 {
		avg = strconv.FormatFloat(float64(o.pen)/float64(t), 'f', 1, 64)
	}
	out := ""
	if !o.known && o.outs > 0 && t > 0 {
		pct := strconv.Itoa((100*o.outs + t/2) / t)
		out = " (out " + pct + "%)"
		if mode == sayPlayed || mode == sayAdvice {
			out = " (out on it " + pct + "% of the time)"
		}
	}
	c := o.m.Card.Sign()
	switch {
	case o.m.Kind == DrawStock:
		return pick(mode,
			fmt.Sprintf("Drawing from the stock left %s points on average after your best discard, over the %d cards you had not seen", avg, t),
			fmt.Sprintf("Draw from the stock: it leaves %s points on average after your best discard, over the %d cards you have not seen", avg, t),
			"drawing from the stock would have left "+avg+" on average",
			"drawing from the stock would leave "+avg+" on average")
	case o.m.Kind == TakeDiscard:
		top, _ := a.b.view.DiscardTop()
		name := "the " + top.Sign()
		if top.Rank == a.b.view.Wild {
			name = "the wild " + top.Sign()
		}
		left, points := strconv.Itoa(o.left), words.Count(o.left, "point")
		return pick(mode,
			"Taking "+name+" left "+points+" after your best discard",
			"Take "+name+": it leaves "+points+" after your best discard",
			"taking "+name+" would have left "+left,
			"taking "+name+" would leave "+left)
	case o.m.Kind == GoOut:
		return pick(mode,
			"Going out with the "+c+" left you 0 points",
			"Go out with the "+c+": the rest of your hand is all melds",
			"going out with the "+c+" would have left 0",
			"going out with the "+c+" would leave 0")
	case o.known:
		left, points := strconv.Itoa(o.left), words.Count(o.left, "point")
		return pick(mode,
			"Discarding the "+c+" left "+points+" at the round's end",
			"Discard the "+c+": it leaves "+points+" at the round's end",
			"discarding the "+c+" would have left "+left,
			"discarding the "+c+" would leave "+left)
	}
	return pick(mode,
		"Discarding the "+c+" left "+avg+" points on average after your next draw"+out,
		"Discard the "+c+": it leaves "+avg+" points on average after your next draw"+out,
		"discarding the "+c+" would have left "+avg+out,
		"discarding the "+c+" would leave "+avg+out)
}

// pick is the text of mode.
func pick(mode int, played, advice, other, next string) string {
	return [...]string{played, advice, other, next}[mode]
}

// MoveWords is a move in words for the player (match.Game.MoveWords): "draw from the
// stock", "take the discard", "discard the 7♥", "go out with the 7♥".
func MoveWords(m Move) string {
	switch m.Kind {
	case DrawStock:
		return "draw from the stock"
	case TakeDiscard:
		return "take the discard"
	case Discard:
		return "discard the " + m.Card.Sign()
	case GoOut:
		return "go out with the " + m.Card.Sign()
	}
	return m.String()
}
