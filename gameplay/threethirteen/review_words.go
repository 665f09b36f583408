package threethirteen

import "parlor/gameplay/match"

// How a move is told: as made (a review), as advice (a hint), or as the other choice.
const (
	sayPlayed = iota // "Discarding the 9♣ left 4.5 points on average after your next draw"
	sayAdvice        // "Discard the 9♣: it leaves 4.5 points on average after your next draw"
	sayOther         // "discarding the K♥ would have left 2.1"
	sayNext          // "discarding the K♥ would leave 2.1"
)

// reviewWhy is the review's sentence: what the move played left, and what the hard
// bot's move would have left.
func (a *Appraiser) reviewWhy() match.Words {
	if a.played == a.pref {
		return match.Say("%s, as the hard bot would.", a.say(a.played, sayPlayed))
	}
	return match.Say("%[1]s; %[2]s%[3]s.", a.say(a.played, sayPlayed), a.say(a.pref, sayOther), a.but())
}

// hintWhy is the hint's sentence: the hard bot's move, what it leaves, and what the
// next best move would leave.
func (a *Appraiser) hintWhy() match.Words {
	next := -1
	for i := range a.opts {
		if i != a.pref && (next < 0 || a.value(i) > a.value(next)) {
			next = i
		}
	}
	if next < 0 {
		return match.Say("%s.", a.say(a.pref, sayAdvice))
	}
	return match.Say("%[1]s; %[2]s.", a.say(a.pref, sayAdvice), a.say(next, sayNext))
}

// but says why the hard bot prefers its move when the move played left no more points
// (so cost nothing): a better chance of going out on the next draw, or the card played
// was worth keeping (a wild, near melds early in a round) or may help the next player.
// Empty otherwise.
func (a *Appraiser) but() match.Words {
	p, q := &a.opts[a.played], &a.opts[a.pref]
	if a.left(a.played) > a.left(a.pref) || p.m.Kind != Discard || q.m.Kind != Discard || p.known || q.known {
		return match.Words{}
	}
	if q.outs > p.outs {
		return match.Say(", a better chance of going out on your next draw")
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
		return match.Words{}
	case feed > keep:
		return match.Say(", and the %s may help the next player, who collects cards like it", p.m.Card)
	case p.m.Card.Rank == w.Wild:
		return match.Say(", and kept the %s, a wild", p.m.Card)
	}
	return match.Say(", and kept the %s, which has more cards near it for a meld", p.m.Card)
}

// say tells option i in mode.
func (a *Appraiser) say(i, mode int) match.Words {
	o := &a.opts[i]
	t := a.b.total
	var avg any = 0
	if t > 0 {
		avg = float64(o.pen) / float64(t)
	}
	var out match.Words
	if !o.known && o.outs > 0 && t > 0 {
		pct := match.Percent((100*o.outs + t/2) / t)
		out = match.Say(" (out %s)", pct)
		if mode == sayPlayed || mode == sayAdvice {
			out = match.Say(" (out on it %s of the time)", pct)
		}
	}
	c := o.m.Card
	switch {
	case o.m.Kind == DrawStock:
		return pick(mode, []any{avg, t}, []any{avg},
			"Drawing from the stock left %[1]s points on average after your best discard, over the %[2]s cards you had not seen",
			"Draw from the stock: it leaves %[1]s points on average after your best discard, over the %[2]s cards you have not seen",
			"drawing from the stock would have left %s on average",
			"drawing from the stock would leave %s on average")
	case o.m.Kind == TakeDiscard:
		top, _ := a.b.view.DiscardTop()
		points := match.Count{N: o.left, Noun: "point"}
		if top.Rank == a.b.view.Wild {
			return pick(mode, []any{top, points}, []any{top, o.left},
				"Taking the wild %[1]s left %[2]s after your best discard",
				"Take the wild %[1]s: it leaves %[2]s after your best discard",
				"taking the wild %[1]s would have left %[2]s",
				"taking the wild %[1]s would leave %[2]s")
		}
		return pick(mode, []any{top, points}, []any{top, o.left},
			"Taking the %[1]s left %[2]s after your best discard",
			"Take the %[1]s: it leaves %[2]s after your best discard",
			"taking the %[1]s would have left %[2]s",
			"taking the %[1]s would leave %[2]s")
	case o.m.Kind == GoOut:
		return pick(mode, []any{c}, []any{c},
			"Going out with the %s left you 0 points",
			"Go out with the %s: the rest of your hand is all melds",
			"going out with the %s would have left 0",
			"going out with the %s would leave 0")
	case o.known:
		return pick(mode, []any{c, match.Count{N: o.left, Noun: "point"}}, []any{c, o.left},
			"Discarding the %[1]s left %[2]s at the round's end",
			"Discard the %[1]s: it leaves %[2]s at the round's end",
			"discarding the %[1]s would have left %[2]s",
			"discarding the %[1]s would leave %[2]s")
	}
	return pick(mode, []any{c, avg, out}, []any{c, avg, out},
		"Discarding the %[1]s left %[2]s points on average after your next draw%[3]s",
		"Discard the %[1]s: it leaves %[2]s points on average after your next draw%[3]s",
		"discarding the %[1]s would have left %[2]s%[3]s",
		"discarding the %[1]s would leave %[2]s%[3]s")
}

// pick is the sentence of mode: the played and advice forms with args, the other
// choice's forms with short.
func pick(mode int, args, short []any, played, advice, other, next string) match.Words {
	if mode == sayOther || mode == sayNext {
		args = short
	}
	return match.Say([...]string{played, advice, other, next}[mode], args...)
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
