package triples

import (
	"strconv"
	"strings"
)

// reviewWhy is the review's sentence: what the move played left the seat at its next
// turn on the sampled deals, and what the preferred move would have left.
func (a *Appraiser) reviewWhy() string {
	p := a.played
	s := a.gerund(p) + " " + a.left(p, "left") + " over " + strconv.Itoa(a.deals) + " sampled deals" + a.outs(p)
	if p == a.best {
		return s + ", as the hard bot would."
	}
	return s + "; " + a.other(a.best) + " would have " + a.short(a.best, "left") + a.but() + "."
}

// hintWhy is the hint's sentence: the preferred move, what it leaves the seat at its
// next turn on the sampled deals, and what the next best move would leave.
func (a *Appraiser) hintWhy() string {
	b := a.best
	s := a.verb(b) + ": it " + a.left(b, "leaves") + " over " + strconv.Itoa(a.deals) + " sampled deals" + a.outs(b)
	next := -1
	for i := range a.stats {
		if i != b && (next < 0 || a.stats[i].value > a.stats[next].value) {
			next = i
		}
	}
	if next < 0 {
		return s + "."
	}
	return s + "; " + a.other(next) + " would " + a.short(next, "leave") + "."
}

// short is left without what the sentence has said already.
func (a *Appraiser) short(i int, verb string) string {
	s := &a.stats[i]
	if a.cands[i].Kind == MoveTarget {
		return verb + " " + a.avg(s.nearest)
	}
	return verb + " " + a.avg(s.cards) + " cards worth " + a.avg(s.points)
}

// left is what move i left: the seat's cards and points at its next turn, on average
// (a target: the cards of the opponent nearest to going out).
func (a *Appraiser) left(i int, verb string) string {
	s := &a.stats[i]
	if a.cands[i].Kind == MoveTarget {
		return verb + " the opponent nearest to going out " + a.avg(s.nearest) + " cards on average"
	}
	return verb + " you " + a.avg(s.cards) + " cards worth " + a.avg(s.points) + " points on average at your next turn"
}

// outs is how often move i went out, when it ever did.
func (a *Appraiser) outs(i int) string {
	s := &a.stats[i]
	if s.outs == 0 {
		return ""
	}
	return ", going out in " + strconv.Itoa((100*s.outs+a.deals/2)/a.deals) + "% of them"
}

func (a *Appraiser) avg(sum int) string {
	return strconv.FormatFloat(float64(sum)/float64(a.deals), 'f', 1, 64)
}

// gerund is move i as made ("Playing the green heart 3", "Drawing", "Making seat 2
// draw 2"); verb as advice; other as the other choice.
func (a *Appraiser) gerund(i int) string {
	return moveWords(a.cands[i], "Playing ", "Drawing", "Making seat ")
}
func (a *Appraiser) verb(i int) string { return moveWords(a.cands[i], "Play ", "Draw", "Make seat ") }
func (a *Appraiser) other(i int) string {
	return moveWords(a.cands[i], "playing ", "drawing", "making seat ")
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
