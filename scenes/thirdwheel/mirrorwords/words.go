package mirrorwords

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"parlor/gameplay/match"
	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes/mirror"
)

// thirdWheel says Third Wheel (docs/rules/thirdwheel.md) to a listener.
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

// twCard is a Third Wheel card in words: "the 9 of rings", "the Wild", "Take a Hike".
func twCard(c tw.Card) string {
	if c == tw.Hidden {
		return "a card"
	}
	if c.IsSuit() || c == tw.Wild {
		return "the " + tw.CardWords(c)
	}
	return tw.CardWords(c)
}

// twTable is a card on the table in words (a Hike with the rank it was played as).
func twTable(t tw.TableCard) string {
	if t.Card == tw.Hike && t.Rank > 0 {
		return "Take a Hike as a " + strconv.Itoa(t.Rank)
	}
	return twCard(t.Card)
}

var twCardRe = regexp.MustCompile(`\b(1[0-3]|[1-9])([HFRD])\b|\b(W|HIKE|SILENCE|TALK|ROOM)\b`)

// twPlain is Plain with Third Wheel's cards ("9R" is the 9 of rings).
func twPlain(text string, n mirror.Names) string {
	text = twCardRe.ReplaceAllStringFunc(text, func(s string) string {
		c, err := tw.Parse(s)
		if err != nil {
			return s
		}
		return tw.CardWords(c)
	})
	return mirror.Plain(text, n)
}

func (thirdWheel) Say(ev match.Event, n mirror.Names) string {
	switch e := ev.(type) {
	case tw.RolesDrawn:
		parts := make([]string, 3)
		for i, r := range e.Roles {
			parts[i] = n.Of(i) + " " + twRole(r)
		}
		return "Roles: " + strings.Join(parts, ", ") + "."
	case tw.Dealt:
		if e.Cards != nil && e.Seat == n.Viewer {
			names := make([]string, len(e.Cards))
			for i, c := range e.Cards {
				names[i] = tw.CardWords(c)
			}
			return "You are dealt " + strings.Join(names, ", ") + "."
		}
		return fmt.Sprintf("%s dealt %s.", n.Says(e.Seat, "is", "are"), mirror.Counted(e.Count, "card", "cards"))
	case tw.Drew:
		return n.Says(e.Seat, "draws", "draw") + " " + twCard(e.Card) + "."
	case tw.Played:
		s := n.Says(e.Seat, "plays", "play") + " " + twTable(e.Table)
		if e.Card == tw.Room {
			s += " with " + n.Of(e.Target)
		}
		return s + fmt.Sprintf(": score %d.", e.Score)
	case tw.WindowOpened:
		var what []string
		if e.Snap {
			what = append(what, "slap")
		}
		if e.Race {
			what = append(what, "double-down race for "+n.Of(e.RaceSeat))
		}
		if e.Shield {
			what = append(what, "shield")
		}
		return fmt.Sprintf("%s window open on %s.", mirror.Sentence(strings.Join(what, ", ")), twTable(e.Card))
	case tw.WindowClosed:
		return "" // said by what closed it (a slap, a match) or by the next play
	case tw.Slapped:
		switch e.Outcome {
		case tw.SlapSnap, tw.SlapDoubleDown:
			return fmt.Sprintf("%s the race at %d ms: %s on %s.", n.Says(e.Seat, "wins", "win"), e.At, twTable(e.Top), twTable(e.Under))
		case tw.SlapMiss:
			return n.Says(e.Seat, "slaps", "slap") + " on no match" + twPenalty(e) + "."
		case tw.SlapLate:
			return n.Says(e.Seat, "slaps", "slap") + " too late" + twPenalty(e) + "."
		}
		return n.Says(e.Seat, "slaps", "slap") + fmt.Sprintf(" at %d ms, lost", e.At) + twPenalty(e) + "."
	case tw.RaceLost:
		to := "the deadline"
		if e.Winner >= 0 {
			to = n.Of(e.Winner)
		}
		return fmt.Sprintf("%s the %s race to %s by %d ms.", n.Says(e.Seat, "loses", "lose"), e.Race, to, e.ByMs)
	case tw.GameOver:
		r := e.Result
		return fmt.Sprintf("Game over: %s win with the score at %d (%s). Final score: %d.", mirror.SeatList(r.Winners, n), r.Score, r.Reason, r.Score)
	}
	return twPlain(ev.String(), n)
}

func twPenalty(e tw.Slapped) string {
	s := ""
	if e.Penalty {
		s += ", owes a discard"
	}
	if e.Lockout {
		s += ", locked out"
	}
	return s
}

func (thirdWheel) Table(mv match.View, n mirror.Names) (string, string, []mirror.Section) {
	v, ok := twView(mv)
	if !ok {
		return "", "", nil
	}
	title := fmt.Sprintf("Third Wheel: score %d", v.Score)
	var status string
	switch {
	case v.Phase == tw.PhaseOver:
		status = "The game is over. " + mirror.Winners(v.Result.Winners, n)
	case v.Window.Open && v.Window.Snap:
		status = "Slap window open on " + twTable(v.Window.Card) + "."
	case v.ToMove == v.Seat && v.Seat >= 0:
		status = "Your turn."
	case v.ToMove >= 0:
		status = n.Of(v.ToMove) + "'s turn."
	}
	var secs []mirror.Section
	if v.Seat >= 0 {
		hand := make([]string, len(v.Hand))
		for i, c := range v.Hand {
			hand[i] = tw.CardWords(c)
		}
		secs = append(secs, mirror.Section{Heading: "Your hand, " + mirror.Counted(len(v.Hand), "card", "cards") + ", you are " + twRole(v.Role), Items: hand})
	}
	table := make([]string, len(v.Table))
	for i, t := range v.Table {
		table[i] = twTable(t)
	}
	secs = append(secs, mirror.Section{Heading: "The table, top last", Items: table})
	secs = append(secs, mirror.Section{Heading: "Score", Items: []string{fmt.Sprintf("Score %d of 100", v.Score), fmt.Sprintf("Floor %d", v.Floor), "Deck: " + mirror.Counted(v.Deck, "card", "cards")}})
	var players []string
	for i := 0; i < 3; i++ {
		line := fmt.Sprintf("%s: %s, %s", n.Of(i), twRole(v.Roles[i]), mirror.Counted(v.HandSizes[i], "card", "cards"))
		if i == v.ToMove && v.Phase != tw.PhaseOver {
			line += ", to play"
		}
		players = append(players, line)
	}
	secs = append(secs, mirror.Section{Heading: "Players", Items: players})
	return title, status, secs
}

func twRole(r tw.Role) string {
	switch r {
	case tw.Duo1:
		return "Duo 1"
	case tw.Duo2:
		return "Duo 2"
	case tw.ThirdWheel:
		return "the Third Wheel"
	}
	return "no role yet"
}

func (thirdWheel) Label(mm match.Move, _ match.View) string {
	m, ok := mm.(tw.Move)
	if !ok {
		return mm.String()
	}
	switch m.Kind {
	case tw.MoveSlap:
		return "Slap"
	case tw.MovePass:
		return "Pass"
	case tw.MovePlay:
		if m.Card == tw.Hike {
			return "Play Take a Hike as a " + strconv.Itoa(m.Rank)
		}
		if m.Card == tw.Room {
			return "Play Read the Room on seat " + strconv.Itoa(m.Target)
		}
		return "Play " + twCard(m.Card)
	case tw.MoveMatch:
		return "Match with " + twCard(m.Card)
	case tw.MoveDiscard:
		return "Discard " + twCard(m.Card)
	case tw.MoveBlock:
		return "Block with Awkward Silence"
	case tw.MoveWithdraw:
		return "Withdraw with Talking Too Much"
	case tw.MoveRoom:
		return "Read the Room with seat " + strconv.Itoa(m.Target)
	case tw.MoveShield:
		return "Shield"
	case tw.MoveCounter:
		return "Counter the shield"
	}
	return mirror.Sentence(m.String())
}

func (thirdWheel) Scores(mv match.View, _ mirror.Names) []string {
	v, ok := twView(mv)
	if !ok {
		return nil
	}
	return []string{fmt.Sprintf("Score %d, floor %d", v.Score, v.Floor)}
}

// Key makes a slap the slap key's press: the table stamps it as it stamps every press
// (scenes/thirdwheel's DOM input), so a race is judged the same for a mirror player.
func (thirdWheel) Key(mm match.Move) string {
	if m, ok := mm.(tw.Move); ok && m.Kind == tw.MoveSlap {
		return "Space"
	}
	return ""
}
