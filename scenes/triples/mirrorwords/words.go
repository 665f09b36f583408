package mirrorwords

import (
	"fmt"
	"regexp"
	"strings"

	"parlor/gameplay/match"
	tp "parlor/gameplay/triples"
	"parlor/scenes/mirror"
)

// triples says Triples (docs/rules/triples.md) to a listener.
type triples struct{}

func init() { mirror.Register("triples", triples{}) }

func tpView(v match.View) (tp.View, bool) {
	switch v := v.(type) {
	case tp.View:
		return v, true
	case *tp.View:
		return *v, v != nil
	}
	return tp.View{}, false
}

var tpCardRe = regexp.MustCompile(`\b[A-Z]{2}\d+(\+2)?\b`)

func tpNames(cs []tp.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = tp.CardWords(c)
	}
	return out
}

func (triples) Say(ev match.Event, n mirror.Names) string {
	if d, ok := ev.(tp.Dealt); ok && d.Seat != n.Viewer {
		return "" // a card dealt face down to another seat
	}
	text := tpCardRe.ReplaceAllStringFunc(ev.String(), func(s string) string {
		c, err := tp.Parse(s)
		if err != nil {
			return s
		}
		return "the " + tp.CardWords(c)
	})
	if g, ok := ev.(tp.GameOver); ok {
		return "Game over. Final scores: " + mirror.Totals(g.Totals, n, "point", "points") + ". " + mirror.Winners(g.Winners, n)
	}
	return mirror.Plain(text, n)
}

func (triples) Table(mv match.View, n mirror.Names) (string, string, []mirror.Section) {
	v, ok := tpView(mv)
	if !ok {
		return "", "", nil
	}
	title := fmt.Sprintf("Triples, round %d of %d", v.Round, v.Rounds)
	var status string
	switch {
	case v.Phase == tp.PhaseOver:
		status = "The game is over."
	case v.Turn == v.Seat && v.Seat >= 0:
		status = "Your turn: play one or two cards that make a triple, or draw."
	case v.Turn >= 0:
		status = n.Of(v.Turn) + "'s turn."
	}
	var secs []mirror.Section
	if v.Seat >= 0 {
		secs = append(secs, mirror.Section{Heading: "Your hand, " + mirror.Counted(len(v.Hand), "card", "cards"), Items: tpNames(v.Hand)})
	}
	area := tpNames(v.PlayArea)
	if len(area) > 2 {
		area = area[len(area)-2:]
	}
	secs = append(secs, mirror.Section{Heading: "The play area, top last", Items: append(area, "Draw pile: "+mirror.Counted(v.DrawPile, "card", "cards"))})
	var players []string
	for i := 0; i < v.Players; i++ {
		line := n.Of(i) + ": " + mirror.Counted(v.HandSizes[i], "card", "cards")
		if i == v.Turn && v.Phase != tp.PhaseOver {
			line += ", to play"
		}
		players = append(players, line)
	}
	secs = append(secs, mirror.Section{Heading: "Players", Items: players})
	return title, status, secs
}

func (triples) Label(mm match.Move, _ match.View) string {
	m, ok := mm.(tp.Move)
	if !ok {
		return mm.String()
	}
	switch m.Kind {
	case tp.MovePlay:
		return "Play the " + strings.Join(tpNames(m.Played()), ", then the ")
	case tp.MoveTarget:
		return fmt.Sprintf("Make seat %d draw 2", m.Target)
	}
	return "Draw"
}

func (triples) Scores(mv match.View, n mirror.Names) []string {
	v, ok := tpView(mv)
	if !ok || len(v.Totals) == 0 {
		return nil
	}
	out := make([]string, len(v.Totals))
	for i, t := range v.Totals {
		out[i] = n.Of(i) + ": " + mirror.Counted(t, "point", "points")
	}
	return out
}
