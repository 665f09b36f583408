package troeven

import (
	"math"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
)

// reviewWhy is the review's sentence: what the move played won on the sampled deals,
// and what the preferred move would have won.
func (a *Appraiser) reviewWhy() match.Words {
	p := a.played
	if p == a.best {
		return match.Say("%[1]s won your side %[2]s card points on average over %[3]s sampled deals, taking one off your tally in %[4]s of them, as the hard bot would.",
			a.gerund(p), a.avg(p), a.deals, a.pct(p))
	}
	return match.Say("%[1]s won your side %[2]s card points on average over %[3]s sampled deals, taking one off your tally in %[4]s of them; %[5]s would have won %[6]s, and %[7]s.",
		a.gerund(p), a.avg(p), a.deals, a.pct(p), a.name(a.best), a.avg(a.best), a.pct(a.best))
}

// hintWhy is the hint's sentence: the preferred move, what it wins on the sampled deals,
// and what the next best move would win.
func (a *Appraiser) hintWhy() match.Words {
	b := a.best
	next := -1
	for i := range a.sum {
		if i != b && (next < 0 || a.sum[i] > a.sum[next]) {
			next = i
		}
	}
	if next < 0 {
		return match.Say("%[1]s: it wins your side %[2]s card points on average over %[3]s sampled deals, taking one off your tally in %[4]s of them.",
			a.verb(b), a.avg(b), a.deals, a.pct(b))
	}
	return match.Say("%[1]s: it wins your side %[2]s card points on average over %[3]s sampled deals, taking one off your tally in %[4]s of them; %[5]s would win %[6]s, and %[7]s.",
		a.verb(b), a.avg(b), a.deals, a.pct(b), a.name(next), a.avg(next), a.pct(next))
}

// avg is move i's average card points, a whole number (rounded as strconv does: half
// to even).
func (a *Appraiser) avg(i int) int {
	return int(math.RoundToEven(float64(a.pts[i]) / float64(a.deals)))
}

func (a *Appraiser) pct(i int) match.Percent {
	return match.Percent((100*a.off[i] + a.deals/2) / a.deals)
}

// name is move i as the other choice: "the A♠", "the dummy's 10♥", "spades as trumps".
func (a *Appraiser) name(i int) match.Words {
	m := a.cands[i]
	switch {
	case m.Kind == NameTrump:
		return match.Say("%s as trumps", m.Suit)
	case m.FromDummy:
		return match.Say("the dummy's %s", m.Card)
	}
	return match.Say("the %s", m.Card)
}

// gerund is move i as made: "Playing the A♠", "Naming spades trumps".
func (a *Appraiser) gerund(i int) match.Words {
	m := a.cands[i]
	switch {
	case m.Kind == NameTrump:
		return match.Say("Naming %s trumps", m.Suit)
	case m.FromDummy:
		return match.Say("Playing the dummy's %s", m.Card)
	}
	return match.Say("Playing the %s", m.Card)
}

// verb is move i as advice: "Play the A♠", "Name spades trumps".
func (a *Appraiser) verb(i int) match.Words {
	m := a.cands[i]
	switch {
	case m.Kind == NameTrump:
		return match.Say("Name %s trumps", m.Suit)
	case m.FromDummy:
		return match.Say("Play the dummy's %s", m.Card)
	}
	return match.Say("Play the %s", m.Card)
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
