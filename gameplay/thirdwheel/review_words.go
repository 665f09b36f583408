package thirdwheel

import (
	"strconv"

	"parlor/internal/words"
)

// reviewWhy is the review's sentence: what the move played did, how often the seat's
// side won the sampled games after it, and how often after the preferred move.
func (a *Appraiser) reviewWhy() string {
	p := a.played
	s := a.words(p, sayPlayed) + ": " + a.side("won", "won") + " " + a.pct(p) + " of " + strconv.Itoa(a.deals) + " sampled games after it"
	if p == a.best {
		return s + ", as the hard bot would."
	}
	return s + "; " + a.words(a.best, sayOther) + " would have won " + a.pct(a.best) + "."
}

// hintWhy is the hint's sentence: the preferred move, what it does, how often the
// seat's side wins the sampled games after it, and the next best move's chance.
func (a *Appraiser) hintWhy() string {
	b := a.best
	join := ": "
	if a.sr.cands[b].m.Kind == MovePlay {
		join = ", and " // "Play …: it takes the score to 87, and your side wins …"
	}
	s := a.words(b, sayAdvice) + join + a.side("wins", "win") + " " + a.pct(b) + " of " + strconv.Itoa(a.deals) + " sampled games after it"
	next := -1
	for i, c := range a.sr.cands {
		if i != b && (next < 0 || c.wins > a.sr.cands[next].wins) {
			next = i
		}
	}
	if next < 0 {
		return s + "."
	}
	return s + "; " + a.words(next, sayOther) + " would win " + a.pct(next) + "."
}

// side is who wins: "your side" for a Duo player, "you" for the Third Wheel, with the
// verb's form for each.
func (a *Appraiser) side(duo, tw string) string {
	if a.duo {
		return "your side " + duo
	}
	return "you " + tw
}

func (a *Appraiser) pct(i int) string {
	return strconv.Itoa((100*a.sr.cands[i].wins+a.deals/2)/a.deals) + "%"
}

// How a move is told: as made, as advice, or as the other choice.
const (
	sayPlayed = iota // "Playing the 9 of rings took the score to 87, 13 from exactly 100"
	sayAdvice        // "Play the 9 of rings: it takes the score to 87, 13 from exactly 100"
	sayOther         // "the 3 of hearts (to 81)"
)

// words tells candidate i in mode.
func (a *Appraiser) words(i, mode int) string {
	v := &a.sr.v
	m := a.sr.cands[i].m
	if m.Kind == MovePlay {
		name := playWords(m)
		to := a.score(m)
		switch mode {
		case sayPlayed:
			return "Playing " + name + " took the score " + to
		case sayAdvice:
			return "Play " + name + ": it takes the score " + to
		}
		return name + " (" + shortScore(v, m) + ")"
	}
	top, _ := v.Top()
	card := theCard(top.Card)
	var did, do, other string
	switch m.Kind {
	case MoveMatch:
		did, do, other = "Matching "+card+" with "+theCard(m.Card), "Match "+card+" with "+theCard(m.Card), "matching with "+theCard(m.Card)
	case MovePass:
		did, do, other = "Letting "+card+" go by", "Let "+card+" go by", "letting it go by"
	case MoveBlock:
		did, do, other = "Blocking "+card+" with Awkward Silence", "Block "+card+" with Awkward Silence", "blocking it"
	case MoveWithdraw:
		did, do, other = "Withdrawing "+card+" with Talking Too Much", "Withdraw "+card+" with Talking Too Much", "withdrawing it"
	case MoveRoom:
		t := "seat " + strconv.Itoa(m.Target)
		did, do, other = "Reading the Room with "+t, "Read the Room with "+t, "reading the Room with "+t
	case MoveSlap:
		did, do, other = "Slapping the pair", "Slap the pair", "slapping the pair"
	default:
		did, do, other = m.String(), m.String(), m.String()
	}
	return [...]string{did, do, other}[mode]
}

// score is where a Duo play takes the score: "to 87, 13 from exactly 100", "to exactly
// 100", "over 100: a bust back to 50".
func (a *Appraiser) score(m Move) string {
	v := &a.sr.v
	ns := v.Score + playValue(*v, m)
	switch {
	case ns == Target:
		return "to exactly 100"
	case ns > Target:
		return "over 100: a bust back to " + strconv.Itoa(max(BustScore, v.Floor))
	}
	return "to " + strconv.Itoa(ns) + ", " + strconv.Itoa(Target-ns) + " from exactly 100"
}

func shortScore(v *View, m Move) string {
	ns := v.Score + playValue(*v, m)
	switch {
	case ns == Target:
		return "exactly 100"
	case ns > Target:
		return "a bust"
	}
	return "to " + strconv.Itoa(ns)
}

// playWords is a Duo play in words: "the 9 of rings", "Take a Hike as a 7" ("as an 8"), "Read the
// Room".
func playWords(m Move) string {
	switch {
	case m.Card == Hike:
		return "Take a Hike as " + words.A(strconv.Itoa(m.Rank))
	}
	return theCard(m.Card)
}

// theCard is a card in words with its article: "the 9 of rings", "the Wild", "Take a
// Hike".
func theCard(c Card) string {
	if c.IsSuit() || c == Wild {
		return "the " + CardWords(c)
	}
	return CardWords(c)
}

// CardWords is a card in words for a sentence: "9 of rings", "Wild", "Take a Hike" (the
// notation "9R" is for records and the command line).
func CardWords(c Card) string { return c.Name() }

// MoveWords is a move in words for the player (match.Game.MoveWords): "play the 9 of
// rings", "match with the 9 of hearts", "slap", "let the card pass", "discard the 2 of
// discos".
func MoveWords(m Move) string {
	switch m.Kind {
	case MovePlay:
		return "play " + playWords(m)
	case MoveMatch:
		return "match with " + theCard(m.Card)
	case MoveBlock:
		return "block with Awkward Silence"
	case MoveWithdraw:
		return "withdraw with Talking Too Much"
	case MoveRoom:
		return "Read the Room with seat " + strconv.Itoa(m.Target)
	case MoveShield:
		return "shield with Awkward Silence"
	case MoveCounter:
		return "counter with Awkward Silence"
	case MoveSlap:
		return "slap"
	case MovePass:
		return "let the card pass"
	case MoveDiscard:
		return "discard " + theCard(m.Card)
	}
	return m.String()
}

// RoleWords is the role of v's seat for the whole game, as statistics keep it
// (match.Game.SeatRole): "Third Wheel", or "Duo" for either Duo seat; "" for a
// spectator.
func RoleWords(v View) string {
	switch {
	case v.Role == ThirdWheel:
		return "Third Wheel"
	case v.Role.IsDuo():
		return "Duo"
	}
	return ""
}
