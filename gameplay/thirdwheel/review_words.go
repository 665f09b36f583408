package thirdwheel

import (
	"strconv"

	"parlor/gameplay/match"
	"parlor/internal/words"
)

// reviewWhy is the review's sentence: what the move played did, how often the seat's
// side won the sampled games after it, and how often after the preferred move.
func (a *Appraiser) reviewWhy() match.Words {
	p := a.played
	won := match.Say("you won %[1]s of %[2]s sampled games after it", a.pct(p), a.deals)
	if a.duo {
		won = match.Say("your side won %[1]s of %[2]s sampled games after it", a.pct(p), a.deals)
	}
	if p == a.best {
		return match.Say("%[1]s: %[2]s, as the hard bot would.", a.words(p, sayPlayed), won)
	}
	return match.Say("%[1]s: %[2]s; %[3]s would have won %[4]s.", a.words(p, sayPlayed), won, a.words(a.best, sayOther), a.pct(a.best))
}

// hintWhy is the hint's sentence: the preferred move, what it does, how often the
// seat's side wins the sampled games after it, and the next best move's chance.
func (a *Appraiser) hintWhy() match.Words {
	b := a.best
	wins := match.Say("you win %[1]s of %[2]s sampled games after it", a.pct(b), a.deals)
	if a.duo {
		wins = match.Say("your side wins %[1]s of %[2]s sampled games after it", a.pct(b), a.deals)
	}
	play := a.sr.cands[b].m.Kind == MovePlay // "Play …: it takes the score to 87, and your side wins …"
	next := -1
	for i, c := range a.sr.cands {
		if i != b && (next < 0 || c.wins > a.sr.cands[next].wins) {
			next = i
		}
	}
	switch {
	case next < 0 && play:
		return match.Say("%[1]s, and %[2]s.", a.words(b, sayAdvice), wins)
	case next < 0:
		return match.Say("%[1]s: %[2]s.", a.words(b, sayAdvice), wins)
	case play:
		return match.Say("%[1]s, and %[2]s; %[3]s would win %[4]s.", a.words(b, sayAdvice), wins, a.words(next, sayOther), a.pct(next))
	}
	return match.Say("%[1]s: %[2]s; %[3]s would win %[4]s.", a.words(b, sayAdvice), wins, a.words(next, sayOther), a.pct(next))
}

func (a *Appraiser) pct(i int) match.Percent {
	return match.Percent((100*a.sr.cands[i].wins + a.deals/2) / a.deals)
}

// How a move is told: as made, as advice, or as the other choice.
const (
	sayPlayed = iota // "Playing the 9 of rings took the score to 87, 13 from exactly 100"
	sayAdvice        // "Play the 9 of rings: it takes the score to 87, 13 from exactly 100"
	sayOther         // "the 3 of hearts (to 81)"
)

// words tells candidate i in mode.
func (a *Appraiser) words(i, mode int) match.Words {
	v := &a.sr.v
	m := a.sr.cands[i].m
	if m.Kind == MovePlay {
		name := playArg(m)
		switch mode {
		case sayPlayed:
			return match.Say("Playing %[1]s took the score %[2]s", name, a.score(m))
		case sayAdvice:
			return match.Say("Play %[1]s: it takes the score %[2]s", name, a.score(m))
		}
		return match.Say("%[1]s (%[2]s)", name, shortScore(v, m))
	}
	top, _ := v.Top()
	card := top.Card
	var did, do, other match.Words
	switch m.Kind {
	case MoveMatch:
		did = match.Say("Matching %[1]s with %[2]s", card, m.Card)
		do = match.Say("Match %[1]s with %[2]s", card, m.Card)
		other = match.Say("matching with %s", m.Card)
	case MovePass:
		did, do, other = match.Say("Letting %s go by", card), match.Say("Let %s go by", card), match.Say("letting it go by")
	case MoveBlock:
		did, do, other = match.Say("Blocking %s with Awkward Silence", card), match.Say("Block %s with Awkward Silence", card), match.Say("blocking it")
	case MoveWithdraw:
		did = match.Say("Withdrawing %s with Talking Too Much", card)
		do = match.Say("Withdraw %s with Talking Too Much", card)
		other = match.Say("withdrawing it")
	case MoveRoom:
		t := match.SeatNo(m.Target)
		did = match.Say("Reading the Room with %s", t)
		do = match.Say("Read the Room with %s", t)
		other = match.Say("reading the Room with %s", t)
	case MoveSlap:
		did, do, other = match.Say("Slapping the pair"), match.Say("Slap the pair"), match.Say("slapping the pair")
	default:
		did = match.Say("%s", m.String())
		do, other = did, did
	}
	return [...]match.Words{did, do, other}[mode]
}

// score is where a Duo play takes the score: "to 87, 13 from exactly 100", "to exactly
// 100", "over 100: a bust back to 50".
func (a *Appraiser) score(m Move) match.Words {
	v := &a.sr.v
	ns := v.Score + playValue(*v, m)
	switch {
	case ns == Target:
		return match.Say("to exactly 100")
	case ns > Target:
		return match.Say("over 100: a bust back to %s", max(BustScore, v.Floor))
	}
	return match.Say("to %[1]s, %[2]s from exactly 100", ns, Target-ns)
}

func shortScore(v *View, m Move) match.Words {
	ns := v.Score + playValue(*v, m)
	switch {
	case ns == Target:
		return match.Say("exactly 100")
	case ns > Target:
		return match.Say("a bust")
	}
	return match.Say("to %s", ns)
}

// playArg is a Duo play for a sentence: the card (with its article, as match.Words
// says a Third Wheel card), or Take a Hike as the rank it is played as.
func playArg(m Move) any {
	if m.Card == Hike {
		r := strconv.Itoa(m.Rank)
		if words.Article(r) == "an" {
			return match.Say("Take a Hike as an %s", m.Rank)
		}
		return match.Say("Take a Hike as a %s", m.Rank)
	}
	return m.Card
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
