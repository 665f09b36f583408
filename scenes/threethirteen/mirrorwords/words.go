package mirrorwords

import (
	"strconv"
	"strings"

	"parlor/gameplay/match"
	tt "parlor/gameplay/threethirteen"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
)

// threeThirteen says Three-Thirteen (docs/rules/threethirteen.md) to a listener, in
// the language on (say.go).
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
		deals := says(n, e.Dealer, "You deal", "%s deals")
		return l10n.Sprintf("Round %d: %s, %s; %s.", e.Round, deals, l10n.Plural("%d cards each", e.HandSize), Wild(e.Wild))
	case tt.Dealt:
		return "" // the hand is listed once dealt; a card dealt to another seat is hidden
	case tt.DiscardStarted:
		return mirror.Sentence(l10n.T("%s is turned up to start the discard pile.", card(e.Card)))
	case tt.Drew:
		if e.FromDiscard {
			return says(n, e.Seat, "You take %s from the discard pile.", "%s takes %s from the discard pile.", card(e.Card))
		}
		if e.Card.Valid() {
			return says(n, e.Seat, "You draw %s from the stock.", "%s draws %s from the stock.", card(e.Card))
		}
		return says(n, e.Seat, "You draw from the stock.", "%s draws from the stock.")
	case tt.Discarded:
		return says(n, e.Seat, "You discard %s.", "%s discards %s.", card(e.Card))
	case tt.WentOut:
		return says(n, e.Seat, "You discard %s and go out.", "%s discards %s and goes out.", card(e.Card))
	case tt.LastTurnsBegan:
		if n.Of(e.OutSeat) == "You" {
			return l10n.Plural("Last turns: %d turns more after You went out.", e.Turns)
		}
		return l10n.Plural("Last turns: %[1]d turns more after %[2]s went out.", e.Turns, name(n, e.OutSeat))
	case tt.StockRebuilt:
		return l10n.Plural("The stock is rebuilt from the discard pile: %d cards.", e.Cards)
	case tt.Revealed:
		return says(n, e.Seat, "You show %s.", "%s shows %s.", arrangement(e.Arrangement))
	case tt.RoundScored:
		parts := make([]string, len(e.Penalties))
		for i := range e.Penalties {
			parts[i] = l10n.T("%s %s (total %s)", name(n, i), points(e.Penalties[i]), strconv.Itoa(e.Totals[i]))
		}
		return l10n.T("Round %s scored: %s.", strconv.Itoa(e.Round), strings.Join(parts, ", "))
	case tt.TiebreakStarted:
		return l10n.T("A tiebreak round for %s.", seatList(e.Seats, n))
	case tt.GameOver:
		return l10n.T("Game over. Final scores: %s. %s The lowest total wins.", totals(e.Totals, n), winners(e.Winners, n))
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
			names[i] = cardName(c)
			if i < len(m.As) && m.As[i] != c {
				names[i] = l10n.T("%s as %s", names[i], card(m.As[i]))
			}
		}
		parts = append(parts, l10n.T("a meld of %s", strings.Join(names, ", ")))
	}
	left := l10n.T("no leftover")
	if len(a.Leftover) > 0 {
		left = l10n.T("leftover %s", strings.Join(cardNames(a.Leftover), ", "))
	}
	parts = append(parts, left)
	all := parts[0]
	for _, p := range parts[1:] {
		all = l10n.T("%s; %s", all, p) // French: "…\u00a0; …"
	}
	return l10n.T("%s: %s", all, points(a.Penalty))
}

func (threeThirteen) Table(mv match.View, n mirror.Names) (string, string, []mirror.Section) {
	v, ok := ttView(mv)
	if !ok {
		return "", "", nil
	}
	title := l10n.T("Three-Thirteen, round %s: %s", strconv.Itoa(v.Round), Wild(v.Wild))
	if v.Tiebreak {
		title = l10n.T("Three-Thirteen, tiebreak round: %s", Wild(v.Wild))
	}
	var status string
	switch {
	case v.Over:
		status = l10n.T("The game is over.") + " " + winners(v.Winners, n)
	case v.Turn == v.Seat && v.Phase == tt.PhaseDraw:
		status = l10n.T("Your turn: draw from the stock or take the discard.")
	case v.Turn == v.Seat:
		status = l10n.T("Your turn: discard a card, or go out.")
	case v.Turn >= 0:
		status = l10n.T("%s's turn.", name(n, v.Turn))
	}
	var secs []mirror.Section
	if v.Seat >= 0 {
		secs = append(secs, mirror.Section{Heading: l10n.Plural("Your hand, %d cards", len(v.Hand)), Items: cardNames(v.Hand)})
	}
	piles := []string{l10n.Plural("Stock: %d cards", v.StockSize)}
	if top, ok := v.DiscardTop(); ok {
		piles = append(piles, l10n.Plural("Discard pile: %[2]s on top, %[1]d cards", len(v.Discard), cardName(top)))
	} else {
		piles = append(piles, l10n.T("Discard pile: empty"))
	}
	secs = append(secs, mirror.Section{Heading: l10n.T("Piles"), Items: piles})
	var players []string
	for i := 0; i < v.Players; i++ {
		line := []string{l10n.Plural("%d cards", v.HandSizes[i])}
		if i == v.Dealer {
			line = append(line, l10n.T("dealer"))
		}
		if i == v.Turn && !v.Over {
			line = append(line, l10n.T("to play"))
		}
		if i == v.OutSeat {
			line = append(line, l10n.T("went out"))
		}
		players = append(players, l10n.T("%s: %s", name(n, i), strings.Join(line, ", ")))
	}
	secs = append(secs, mirror.Section{Heading: l10n.T("Players"), Items: players})
	if len(v.Reveal) > 0 {
		var shown []string
		for i, a := range v.Reveal {
			if a.Melds != nil || a.Leftover != nil {
				shown = append(shown, l10n.T("%s: %s", name(n, i), arrangement(a)))
			}
		}
		if len(shown) > 0 {
			secs = append(secs, mirror.Section{Heading: l10n.T("Hands shown"), Items: shown})
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
		return l10n.T("Draw from the stock")
	case tt.TakeDiscard:
		if top, ok := v.DiscardTop(); ok {
			return l10n.T("Take the discard: %s", cardName(top))
		}
		return l10n.T("Take the discard")
	case tt.Discard:
		return l10n.T("Discard %s", card(m.Card))
	case tt.GoOut:
		return l10n.T("Go out, discarding %s", card(m.Card))
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
		out[i] = l10n.T("%s: %s after %s", name(n, i), points(t), l10n.Plural("%d rounds", len(v.Scores)))
	}
	return out
}
