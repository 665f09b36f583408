package triples

import (
	"strconv"
	"strings"

	"parlor/gameplay/match"
)

// reviewWhy is the review's sentence: what the move played left the seat at its next
// turn on the sampled deals, and what the preferred move would have left.
func (a *Appraiser) reviewWhy() match.Words {
	p := a.played
	if p == a.best {
		return match.Say("%[1]s %[2]s over %[3]s sampled deals%[4]s, as the hard bot would.", a.gerund(p), a.left(p, false), a.deals, a.outs(p))
	}
	return match.Say("%[1]s %[2]s over %[3]s sampled deals%[4]s; %[5]s would have %[6]s%[7]s.", a.gerund(p), a.left(p, false), a.deals, a.outs(p),
		a.other(a.best), a.short(a.best, false), a.but())
}

// hintWhy is the hint's sentence: the preferred move, what it leaves the seat at its
// next turn on the sampled deals, and what the next best move would leave.
func (a *Appraiser) hintWhy() match.Words {
	b := a.best
	next := -1
	for i := range a.stats {
		if i != b && (next < 0 || a.stats[i].value > a.stats[next].value) {
			next = i
		}
	}
	if next < 0 {
		return match.Say("%[1]s: it %[2]s over %[3]s sampled deals%[4]s.", a.verb(b), a.left(b, true), a.deals, a.outs(b))
	}
	return match.Say("%[1]s: it %[2]s over %[3]s sampled deals%[4]s; %[5]s would %[6]s.", a.verb(b), a.left(b, true), a.deals, a.outs(b),
		a.other(next), a.short(next, true))
}

// short is left without what the sentence has said already (now: as advice, "leave";
// else as made, "left").
func (a *Appraiser) short(i int, now bool) match.Words {
	s := &a.stats[i]
	switch {
	case a.cands[i].Kind == MoveTarget && now:
		return match.Say("leave %s", a.avg(s.nearest))
	case a.cands[i].Kind == MoveTarget:
		return match.Say("left %s", a.avg(s.nearest))
	case now:
		return match.Say("leave %[1]s cards worth %[2]s", a.avg(s.cards), a.avg(s.points))
	}
	return match.Say("left %[1]s cards worth %[2]s", a.avg(s.cards), a.avg(s.points))
}

// left is what move i left: the seat's cards and points at its next turn, on average
// (a target: the cards of the opponent nearest to going out); now as in short.
func (a *Appraiser) left(i int, now bool) match.Words {
	s := &a.stats[i]
	switch {
	case a.cands[i].Kind == MoveTarget && now:
		return match.Say("leaves the opponent nearest to going out %s cards on average", a.avg(s.nearest))
	case a.cands[i].Kind == MoveTarget:
		return match.Say("left the opponent nearest to going out %s cards on average", a.avg(s.nearest))
	case now:
		return match.Say("leaves you %[1]s cards worth %[2]s points on average at your next turn", a.avg(s.cards), a.avg(s.points))
	}
	return match.Say("left you %[1]s cards worth %[2]s points on average at your next turn", a.avg(s.cards), a.avg(s.points))
}

// outs is how often move i went out, when it ever did.
func (a *Appraiser) outs(i int) match.Words {
	s := &a.stats[i]
	if s.outs == 0 {
		return match.Words{}
	}
	return match.Say(", going out in %s of them", a.pct(s.outs))
}

// avg is sum a deal, with one decimal (match.Words says a float64 so).
func (a *Appraiser) avg(sum int) float64 { return float64(sum) / float64(a.deals) }

// gerund is move i as made ("Playing the green heart 3", "Drawing", "Making seat 2
// draw 2"); verb as advice; other as the other choice.
func (a *Appraiser) gerund(i int) match.Words {
	return moveSaid(a.cands[i], [...]string{"Playing the %s", "Playing the %[1]s, then the %[2]s", "Drawing", "Making %s draw 2"})
}
func (a *Appraiser) verb(i int) match.Words { return advice(a.cands[i]) }

// advice is m as advice: "Play the green heart 3", "Draw", "Make seat 2 draw 2".
func advice(m Move) match.Words {
	return moveSaid(m, [...]string{"Play the %s", "Play the %[1]s, then the %[2]s", "Draw", "Make %s draw 2"})
}
func (a *Appraiser) other(i int) match.Words {
	return moveSaid(a.cands[i], [...]string{"playing the %s", "playing the %[1]s, then the %[2]s", "drawing", "making %s draw 2"})
}

// moveSaid is m in the words of forms: a play of one card, of two, a draw, a target.
func moveSaid(m Move, forms [4]string) match.Words {
	switch m.Kind {
	case MovePlay:
		if cs := m.Played(); len(cs) == 2 {
			return match.Say(forms[1], cs[0], cs[1])
		} else if len(cs) == 1 {
			return match.Say(forms[0], cs[0])
		}
		return match.Say("%s", m.String()) // no play has another count of cards
	case MoveTarget:
		return match.Say(forms[3], match.SeatNo(m.Target))
	}
	return match.Say(forms[2])
}

// MoveWords is a move in words for the player (match.Game.MoveWords): "play the green
// heart 5 (Draw 2), then the green triangle 2", "draw", "make seat 2 draw 2".
func MoveWords(m Move) string { return moveWords(m, "play ", "draw", "make seat ") }

func moveWords(m Move, play, draw, target string) string {
	switch m.Kind {
	case MovePlay:
		names := make([]string, 0, 2)
		for _, c := range m.Played() {
			names = append(names, CardWords(c))
		}
		return play + "the " + strings.Join(names, ", then the ")
	case MoveTarget:
		return target + strconv.Itoa(m.Target) + " draw 2"
	}
	return draw
}

// CardWords is a card in words for a sentence: "green heart 3", "red star 5 (Draw 2)"
// (the notation "GH3" is for records and the command line).
func CardWords(c Card) string {
	s := c.Colour.Name() + " " + c.Shape.Name() + " " + strconv.Itoa(int(c.Number))
	if c.Draw2() {
		s += " (Draw 2)"
	}
	return s
}
