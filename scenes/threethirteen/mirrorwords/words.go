package mirrorwords

import (
	"fmt"
	"strings"

	"parlor/gameplay/match"
	tt "parlor/gameplay/threethirteen"
	"parlor/scenes/mirror"
)

// threeThirteen says Three-Thirteen (docs/rules/threethirteen.md) to a listener.
type threeThirteen struct{}

func init() { mirror.Register("threethirteen", threeThirteen{}) }

func ttView(v match.View) (tt.View, bool) {
	switch v := v.(type) {
	case tt.View:
		return v, true
	case *tt.View:
		return *v, v != nil
	}
	return tt.View{}, false
}

func (threeThirteen) Say(ev match.Event, n mirror.Names) string {
	switch e := ev.(type) {
	case tt.RoundStarted:
		return fmt.Sprintf("Round %d: %s, %d cards each; %s are wild.", e.Round, n.Says(e.Dealer, "deals", "deal"), e.HandSize, mirror.RankName(e.Wild))
	case tt.Dealt:
		return "" // the hand is listed once dealt; a card dealt to another seat is hidden
	case tt.DiscardStarted:
		return mirror.Sentence(mirror.Card(e.Card)) + " is turned up to start the discard pile."
	case tt.Drew:
		if e.FromDiscard {
			return n.Says(e.Seat, "takes", "take") + " " + mirror.Card(e.Card) + " from the discard pile."
		}
		if e.Card.Valid() {
			return n.Says(e.Seat, "draws", "draw") + " " + mirror.Card(e.Card) + " from the stock."
		}
		return n.Says(e.Seat, "draws", "draw") + " from the stock."
	case tt.Discarded:
		return n.Says(e.Seat, "discards", "discard") + " " + mirror.Card(e.Card) + "."
	case tt.WentOut:
		return n.Says(e.Seat, "discards", "discard") + " " + mirror.Card(e.Card) + " and " + n.Verb(e.Seat, "goes", "go") + " out."
	case tt.LastTurnsBegan:
		return fmt.Sprintf("Last turns: %s more after %s went out.", mirror.Counted(e.Turns, "turn", "turns"), n.Of(e.OutSeat))
	case tt.StockRebuilt:
		return fmt.Sprintf("The stock is rebuilt from the discard pile: %s.", mirror.Counted(e.Cards, "card", "cards"))
	case tt.Revealed:
		return n.Says(e.Seat, "shows", "show") + " " + arrangement(e.Arrangement) + "."
	case tt.RoundScored:
		parts := make([]string, len(e.Penalties))
		for i := range e.Penalties {
			parts[i] = fmt.Sprintf("%s %s (total %d)", n.Of(i), mirror.Counted(e.Penalties[i], "point", "points"), e.Totals[i])
		}
		return fmt.Sprintf("Round %d scored: %s.", e.Round, strings.Join(parts, ", "))
	case tt.TiebreakStarted:
		return "A tiebreak round for " + mirror.SeatList(e.Seats, n) + "."
	case tt.GameOver:
		return "Game over. Final scores: " + mirror.Totals(e.Totals, n, "point", "points") + ". " + mirror.Winners(e.Winners, n) + " The lowest total wins."
	}
	return mirror.Plain(ev.String(), n)
}

// arrangement is a revealed hand: "a set of 7 of hearts, 7 of spades and 7 of clubs;
// leftover 2 of clubs: 2 points".
func arrangement(a tt.Arrangement) string {
	var parts []string
	for _, m := range a.Melds {
		names := make([]string, len(m.Cards))
		for i, c := range m.Cards {
			names[i] = mirror.CardName(c)
			if i < len(m.As) && m.As[i] != c {
				names[i] += " as the " + mirror.CardName(m.As[i])
			}
		}
		parts = append(parts, "a meld of "+strings.Join(names, ", "))
	}
	left := "no leftover"
	if len(a.Leftover) > 0 {
		left = "leftover " + strings.Join(mirror.CardNames(a.Leftover), ", ")
	}
	parts = append(parts, left)
	return strings.Join(parts, "; ") + ": " + mirror.Counted(a.Penalty, "point", "points")
}

func (threeThirteen) Table(mv match.View, n mirror.Names) (string, string, []mirror.Section) {
	v, ok := ttView(mv)
	if !ok {
		return "", "", nil
	}
	title := fmt.Sprintf("Three-Thirteen, round %d: %s are wild", v.Round, mirror.RankName(v.Wild))
	if v.Tiebreak {
		title = fmt.Sprintf("Three-Thirteen, tiebreak round: %s are wild", mirror.RankName(v.Wild))
	}
	var status string
	switch {
	case v.Over:
		status = "The game is over. " + mirror.Winners(v.Winners, n)
	case v.Turn == v.Seat && v.Phase == tt.PhaseDraw:
		status = "Your turn: draw from the stock or take the discard."
	case v.Turn == v.Seat:
		status = "Your turn: discard a card, or go out."
	case v.Turn >= 0:
		status = n.Of(v.Turn) + "'s turn."
	}
	var secs []mirror.Section
	if v.Seat >= 0 {
		secs = append(secs, mirror.Section{Heading: "Your hand, " + mirror.Counted(len(v.Hand), "card", "cards"), Items: mirror.CardNames(v.Hand)})
	}
	piles := []string{"Stock: " + mirror.Counted(v.StockSize, "card", "cards")}
	if top, ok := v.DiscardTop(); ok {
		piles = append(piles, fmt.Sprintf("Discard pile: %s on top, %s", mirror.CardName(top), mirror.Counted(len(v.Discard), "card", "cards")))
	} else {
		piles = append(piles, "Discard pile: empty")
	}
	secs = append(secs, mirror.Section{Heading: "Piles", Items: piles})
	var players []string
	for i := 0; i < v.Players; i++ {
		line := n.Of(i) + ": " + mirror.Counted(v.HandSizes[i], "card", "cards")
		if i == v.Dealer {
			line += ", dealer"
		}
		if i == v.Turn && !v.Over {
			line += ", to play"
		}
		if i == v.OutSeat {
			line += ", went out"
		}
		players = append(players, line)
	}
	secs = append(secs, mirror.Section{Heading: "Players", Items: players})
	if len(v.Reveal) > 0 {
		var shown []string
		for i, a := range v.Reveal {
			if a.Melds != nil || a.Leftover != nil {
				shown = append(shown, n.Of(i)+": "+arrangement(a))
			}
		}
		if len(shown) > 0 {
			secs = append(secs, mirror.Section{Heading: "Hands shown", Items: shown})
		}
	}
	return title, status, secs
}

func (threeThirteen) Label(mm match.Move, mv match.View) string {
	m, ok := mm.(tt.Move)
	if !ok {
		return mm.String()
	}
	v, _ := ttView(mv)
	switch m.Kind {
	case tt.DrawStock:
		return "Draw from the stock"
	case tt.TakeDiscard:
		if top, ok := v.DiscardTop(); ok {
			return "Take the discard: " + mirror.CardName(top)
		}
		return "Take the discard"
	case tt.Discard:
		return "Discard the " + mirror.CardName(m.Card)
	case tt.GoOut:
		return "Go out, discarding the " + mirror.CardName(m.Card)
	}
	return m.String()
}

func (threeThirteen) Scores(mv match.View, n mirror.Names) []string {
	v, ok := ttView(mv)
	if !ok || len(v.Totals) == 0 {
		return nil
	}
	out := make([]string, len(v.Totals))
	for i, t := range v.Totals {
		out[i] = fmt.Sprintf("%s: %s after %s", n.Of(i), mirror.Counted(t, "point", "points"), mirror.Counted(len(v.Scores), "round", "rounds"))
	}
	return out
}
