package troeven

import (
	"strconv"

	"parlor/gameplay/cards"
)

// reviewWhy is the review's sentence: what the move played won on the sampled deals,
// and what the preferred move would have won.
func (a *Appraiser) reviewWhy() string {
	p := a.played
	s := a.gerund(p) + " won your side " + a.avg(p) + " card points on average over " +
		strconv.Itoa(a.deals) + " sampled deals, taking one off your tally in " + a.pct(p) + " of them"
	if p == a.best {
		return s + ", as the hard bot would."
	}
	return s + "; " + a.name(a.best) + " would have won " + a.avg(a.best) + ", and " + a.pct(a.best) + "."
}

// hintWhy is the hint's sentence: the preferred move, what it wins on the sampled deals,
// and what the next best move would win.
func (a *Appraiser) hintWhy() string {
	b := a.best
	s := a.verb(b) + ": it wins your side " + a.avg(b) + " card points on average over " +
		strconv.Itoa(a.deals) + " sampled deals, taking one off your tally in " + a.pct(b) + " of them"
	next := -1
	for i := range a.sum {
		if i != b && (next < 0 || a.sum[i] > a.sum[next]) {
			next = i
		}
	}
	if next < 0 {
		return s + "."
	}
	return s + "; " + a.name(next) + " would win " + a.avg(next) + ", and " + a.pct(next) + "."
}

func (a *Appraiser) avg(i int) string {
	return strconv.FormatFloat(float64(a.pts[i])/float64(a.deals), 'f', 0, 64)
}

func (a *Appraiser) pct(i int) string {
	return strconv.Itoa((100*a.off[i]+a.deals/2)/a.deals) + "%"
}

// name is move i as the other choice: "the A♠", "the dummy's 10♥", "spades as trumps".
func (a *Appraiser) name(i int) string {
	m := a.cands[i]
	switch {
	case m.Kind == NameTrump:
		return suitWords(m.Suit) + " as trumps"
	case m.FromDummy:
		return "the dummy's " + m.Card.Sign()
	}
	return "the " + m.Card.Sign()
}

// gerund is move i as made: "Playing the A♠", "Naming spades trumps".
func (a *Appraiser) gerund(i int) string {
	if m := a.cands[i]; m.Kind == NameTrump {
		return "Naming " + suitWords(m.Suit) + " trumps"
	}
	return "Playing " + a.name(i)
}

// verb is move i as advice: "Play the A♠", "Name spades trumps".
func (a *Appraiser) verb(i int) string {
	if m := a.cands[i]; m.Kind == NameTrump {
		return "Name " + suitWords(m.Suit) + " trumps"
	}
	return "Play " + a.name(i)
}

func suitWords(s cards.Suit) string { return s.Name() }

// MoveWords is a move in words for the player (match.Game.MoveWords): "name spades
// trumps", "play the A♠", "play the dummy's 7♥".
func MoveWords(m Move) string {
	switch m.Kind {
	case NameTrump:
		return "name " + suitWords(m.Suit) + " trumps"
	case PlayCard:
		if m.FromDummy {
			return "play the dummy's " + m.Card.Sign()
		}
		return "play the " + m.Card.Sign()
	}
	return m.String()
}
