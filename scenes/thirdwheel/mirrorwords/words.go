package mirrorwords

import (
	"regexp"
	"strconv"

	"parlor/gameplay/match"
	tw "parlor/gameplay/thirdwheel"
	"parlor/internal/words"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
)

// thirdWheel says Third Wheel (docs/rules/thirdwheel.md) to a listener, in the
// language on.
type thirdWheel struct{}

func init() { mirror.Register("thirdwheel", thirdWheel{}) }

func twView(v match.View) (tw.View, bool) {
	switch v := v.(type) {
	case tw.View:
		return v, true
	case *tw.View:
		return *v, v != nil
	}
	return tw.View{}, false
}

// twCard is a Third Wheel card in words in the language on: "the 9 of rings", "the
// Wild", "Take a Hike"; "a card" for one the listener may not see.
func twCard(c tw.Card) string {
	if c == tw.Hidden {
		return l10n.T("a card")
	}
	return twTheCard(c)
}

// twTable is a card on the table in words (a Hike with the rank it was played as:
// "Take a Hike as an 8").
func twTable(t tw.TableCard) string {
	if t.Card == tw.Hike && t.Rank > 0 {
		return l10n.T("Take a Hike as %s", aRank(t.Rank))
	}
	return twCard(t.Card)
}

// aRank is a rank a Take a Hike stands for: "an 8" in English, "8" in the others.
func aRank(r int) string {
	rank := strconv.Itoa(r)
	if l := l10n.Current(); l == l10n.En || l == l10n.Pseudo {
		rank = words.A(rank)
	}
	return rank
}

var twCardRe = regexp.MustCompile(`\b(1[0-3]|[1-9])([HFRD])\b|\b(W|HIKE|SILENCE|TALK|ROOM)\b`)

// twPlain is Plain with Third Wheel's cards ("9R" is the 9 of rings).
func twPlain(text string, n mirror.Names) string {
	text = twCardRe.ReplaceAllStringFunc(text, func(s string) string {
		c, err := tw.Parse(s)
		if err != nil {
			return s
		}
		return CardName(c)
	})
	return mirror.Plain(text, n)
}

func (thirdWheel) Table(mv match.View, n mirror.Names) (string, string, []mirror.Section) {
	v, ok := twView(mv)
	if !ok {
		return "", "", nil
	}
	title := l10n.T("Third Wheel: score %s", num(v.Score))
	var status string
	switch {
	case v.Phase == tw.PhaseOver:
		status = l10n.T("The game is over.") + " " + mirror.Winners(v.Result.Winners, n)
	case v.Window.Open && v.Window.Snap:
		status = l10n.T("Slap window open on %s.", twTable(v.Window.Card))
	case v.ToMove == v.Seat && v.Seat >= 0:
		status = l10n.T("Your turn.")
	case v.ToMove >= 0:
		status = l10n.T("%s's turn.", n.Shown(v.ToMove))
	}
	var secs []mirror.Section
	if v.Seat >= 0 {
		hand := make([]string, len(v.Hand))
		for i, c := range v.Hand {
			hand[i] = CardName(c)
		}
		// The heading starts with "Your hand" in the language on: the hand command finds it so.
		secs = append(secs, mirror.Section{Heading: l10n.Plural("Your hand, %d cards, you are %s", len(v.Hand), twRole(v.Role)), Items: hand})
	}
	table := make([]string, len(v.Table))
	for i, t := range v.Table {
		table[i] = twTable(t)
	}
	secs = append(secs, mirror.Section{Heading: l10n.T("The table, top last"), Items: table})
	secs = append(secs, mirror.Section{Heading: l10n.T("Score"), Items: []string{l10n.T("Score %s of 100", num(v.Score)),
		l10n.T("Floor %s", num(v.Floor)), l10n.T("Deck: %s", l10n.Plural("%d cards", v.Deck))}})
	var players []string
	for i := 0; i < 3; i++ {
		line := l10n.T("%s: %s, %s", n.Shown(i), twRole(v.Roles[i]), l10n.Plural("%d cards", v.HandSizes[i]))
		if i == v.ToMove && v.Phase != tw.PhaseOver {
			line = l10n.T("%s, to play", line)
		}
		players = append(players, line)
	}
	secs = append(secs, mirror.Section{Heading: l10n.T("Players"), Items: players})
	return title, status, secs
}

func twRole(r tw.Role) string {
	switch r {
	case tw.Duo1:
		return l10n.T("Duo 1")
	case tw.Duo2:
		return l10n.T("Duo 2")
	case tw.ThirdWheel:
		return l10n.T("the Third Wheel")
	}
	return l10n.T("no role yet")
}

func (thirdWheel) Label(mm match.Move, _ match.View) string {
	m, ok := mm.(tw.Move)
	if !ok {
		return mm.String()
	}
	seat := func(s int) string { return l10n.T("seat %s", strconv.Itoa(s)) }
	switch m.Kind {
	case tw.MoveSlap:
		return l10n.T("Slap")
	case tw.MovePass:
		return l10n.T("Pass")
	case tw.MovePlay:
		if m.Card == tw.Hike {
			return l10n.T("Play Take a Hike as %s", aRank(m.Rank))
		}
		if m.Card == tw.Room {
			return l10n.T("Play Read the Room on %s", seat(m.Target))
		}
		return l10n.T("Play %s", twCard(m.Card))
	case tw.MoveMatch:
		return l10n.T("Match with %s", twCard(m.Card))
	case tw.MoveDiscard:
		return l10n.T("Discard %s", twCard(m.Card))
	case tw.MoveBlock:
		return l10n.T("Block with %s", CardName(tw.Silence))
	case tw.MoveWithdraw:
		return l10n.T("Withdraw with %s", CardName(tw.Talk))
	case tw.MoveRoom:
		return l10n.T("%s with %s", CardName(tw.Room), seat(m.Target))
	case tw.MoveShield:
		return l10n.T("Shield")
	case tw.MoveCounter:
		return l10n.T("Counter the shield")
	}
	return mirror.Sentence(moveWords(m, seat))
}

func (thirdWheel) Scores(mv match.View, _ mirror.Names) []string {
	v, ok := twView(mv)
	if !ok {
		return nil
	}
	return []string{l10n.T("Score %s, floor %s", num(v.Score), num(v.Floor))}
}

func (thirdWheel) Key(mm match.Move) string {
	if m, ok := mm.(tw.Move); ok && m.Kind == tw.MoveSlap {
		return "Space"
	}
	return ""
}
