package mirrorwords

import (
	"strconv"
	"strings"

	"parlor/gameplay/match"
	tp "parlor/gameplay/triples"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
	"parlor/scenes/triples/board"
)

// triples says Triples (docs/rules/triples.md) to a listener, in the language on: each
// event worded from its fields (the core's String is English notation), the cards by
// name (board.CardName), the seats as the table names them.
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

func tpNames(cs []tp.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = board.CardNameDraw2(c)
	}
	return out
}

// played is the cards of a play in words: "red heart 2, then blue star 3".
func played(cs []tp.Card) string {
	ns := tpNames(cs)
	if len(ns) == 2 {
		return l10n.T("%s, then %s", ns[0], ns[1])
	}
	return strings.Join(ns, ", ")
}

// name is seat's name in the language on: "You" and "Player 2" are the code's names
// (as ui.ShownName shows them; that package draws, this one does not).
func name(n mirror.Names, seat int) string {
	s := n.Of(seat)
	if s == "You" {
		return l10n.T("You")
	}
	if k, ok := strings.CutPrefix(s, "Player "); ok && k != "" && strings.Trim(k, "0123456789") == "" {
		return l10n.T("Player %s", k)
	}
	return s
}

// you reports that seat is the listener's ("You").
func you(n mirror.Names, seat int) bool { return n.Of(seat) == "You" }

func (triples) Say(ev match.Event, n mirror.Names) string {
	switch e := ev.(type) {
	case tp.DealerDraw:
		if you(n, e.Seat) {
			return l10n.T("You draw %s to choose the dealer.", board.CardName(e.Card))
		}
		return l10n.T("%[1]s draws %[2]s to choose the dealer.", name(n, e.Seat), board.CardName(e.Card))
	case tp.DealerChosen:
		if you(n, e.Seat) {
			return l10n.T("You drew the highest number and deal first") + "."
		}
		return l10n.T("%s drew the highest number and deals first", name(n, e.Seat)) + "."
	case tp.RoundStarted:
		if you(n, e.Dealer) {
			return l10n.Plural("Round %[2]s: you deal %[1]d cards each.", e.HandSize, l10n.Int(e.Round))
		}
		return l10n.Plural("Round %[2]s: %[3]s deals %[1]d cards each.", e.HandSize, l10n.Int(e.Round), name(n, e.Dealer))
	case tp.Dealt:
		if e.Seat != n.Viewer || !e.Card.Valid() {
			return "" // a card dealt face down to another seat
		}
		return l10n.T("You are dealt %s.", board.CardNameDraw2(e.Card))
	case tp.StarterTurned:
		return l10n.T("The starter is %s.", board.CardNameDraw2(e.Card))
	case tp.PenaltyPending:
		return penalty(e, n) + "."
	case tp.Played:
		what := board.TripleText(e.Shared, e.Double)
		if you(n, e.Seat) {
			return l10n.T("You play %[1]s. %[2]s.", played(e.Cards), what)
		}
		return l10n.T("%[1]s plays %[2]s. %[3]s.", name(n, e.Seat), played(e.Cards), what)
	case tp.TargetChosen:
		switch {
		case you(n, e.Seat):
			return l10n.T("You make %s draw 2", name(n, e.Target)) + "."
		case you(n, e.Target):
			return l10n.T("%s makes you draw 2", name(n, e.Seat)) + "."
		}
		return l10n.T("%[1]s makes %[2]s draw 2", name(n, e.Seat), name(n, e.Target)) + "."
	case tp.Drew:
		if you(n, e.Seat) && len(e.Cards) > 0 && e.Cards[0].Valid() {
			return l10n.T("You draw %s.", l10n.List(tpNames(e.Cards)))
		}
		return l10n.Plural("%[2]s draws %[1]d cards.", len(e.Cards), name(n, e.Seat))
	case tp.Skipped:
		if you(n, e.Seat) {
			return l10n.T("You miss this turn.")
		}
		return l10n.T("%s misses a turn.", name(n, e.Seat))
	case tp.Passed:
		if you(n, e.Seat) {
			return l10n.T("You cannot play and nothing is left to draw: pass") + "."
		}
		return l10n.T("%s cannot play and nothing is left to draw: pass", name(n, e.Seat)) + "."
	case tp.Reshuffled:
		return l10n.T("Draw pile empty: the play area is shuffled in, its top 3 cards stay") + "."
	case tp.RoundScored:
		switch {
		case e.Out < 0:
			return l10n.T("Round %s over · blocked: nobody could go on", l10n.Int(e.Round)) + "."
		case you(n, e.Out):
			return l10n.T("Round %s over · you went out", l10n.Int(e.Round)) + "."
		}
		return l10n.T("Round %[1]s over · %[2]s went out", l10n.Int(e.Round), name(n, e.Out)) + "."
	case tp.GameOver:
		return l10n.T("Game over. Final scores: %s.", l10n.List(points(e.Totals, n))) + " " + winners(e.Winners, n)
	}
	return ""
}

// penalty is a Draw 2 penalty owed, as the table's banner says it.
func penalty(e tp.PenaltyPending, n mirror.Names) string {
	switch {
	case e.From < 0 && you(n, e.Seat):
		return l10n.Plural("You must take %d cards for the starter and miss a turn", e.N)
	case e.From < 0:
		return l10n.Plural("%[2]s must take %[1]d cards for the starter and miss a turn", e.N, name(n, e.Seat))
	case you(n, e.Seat):
		return l10n.Plural("You must take %[1]d cards for %[2]s's Draw 2 and miss a turn", e.N, name(n, e.From))
	case you(n, e.From):
		return l10n.Plural("%[2]s must take %[1]d cards for your Draw 2 and miss a turn", e.N, name(n, e.Seat))
	}
	return l10n.Plural("%[2]s must take %[1]d cards for %[3]s's Draw 2 and miss a turn", e.N, name(n, e.Seat), name(n, e.From))
}

// points are each seat's total: "You: 12 points".
func points(ts []int, n mirror.Names) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = l10n.Plural("%[2]s: %[1]d points", t, name(n, i))
	}
	return out
}

// winners says who won: "You win.", "Basil and Cleo share the win."
func winners(ws []int, n mirror.Names) string {
	switch {
	case len(ws) == 0:
		return ""
	case len(ws) == 1 && you(n, ws[0]):
		return l10n.T("You win.")
	case len(ws) == 1:
		return l10n.T("%s wins.", name(n, ws[0]))
	}
	names := make([]string, len(ws))
	for i, s := range ws {
		names[i] = name(n, s)
	}
	return l10n.T("%s share the win.", l10n.List(names))
}

func (triples) Table(mv match.View, n mirror.Names) (string, string, []mirror.Section) {
	v, ok := tpView(mv)
	if !ok {
		return "", "", nil
	}
	title := l10n.T("Triples, round %s of %s", l10n.Int(v.Round), l10n.Int(v.Rounds))
	var status string
	switch {
	case v.Phase == tp.PhaseOver:
		status = l10n.T("The game is over.")
	case v.Turn == v.Seat && v.Seat >= 0:
		status = l10n.T("Your turn: play one or two cards that make a triple, or draw.")
	case v.Turn >= 0:
		status = l10n.T("%s's turn", name(n, v.Turn)) + "."
	}
	var secs []mirror.Section
	if v.Seat >= 0 {
		// The mirror finds the hand by this heading's English start (its "hand" command).
		secs = append(secs, mirror.Section{Heading: l10n.Plural("Your hand, %d cards", len(v.Hand)), Items: tpNames(v.Hand)})
	}
	area := tpNames(v.PlayArea)
	if len(area) > 2 {
		area = area[len(area)-2:]
	}
	secs = append(secs, mirror.Section{Heading: l10n.T("The play area, top last"), Items: append(area, l10n.Plural("Draw pile: %d cards", v.DrawPile))})
	var players []string
	for i := 0; i < v.Players; i++ {
		line := l10n.Plural("%[2]s: %[1]d cards", v.HandSizes[i], name(n, i))
		if i == v.Turn && v.Phase != tp.PhaseOver {
			line += l10n.T(", to play")
		}
		players = append(players, line)
	}
	secs = append(secs, mirror.Section{Heading: l10n.T("Players"), Items: players})
	return title, status, secs
}

func (triples) Label(mm match.Move, _ match.View) string {
	m, ok := mm.(tp.Move)
	if !ok {
		return mm.String()
	}
	switch m.Kind {
	case tp.MovePlay:
		return l10n.T("Play: %s", played(m.Played()))
	case tp.MoveTarget:
		// The seat by number: a move's label has no names to hand.
		return l10n.T("Make %s draw 2", l10n.T("seat %s", strconv.Itoa(m.Target)))
	}
	return l10n.T("Draw a card")
}

func (triples) Scores(mv match.View, n mirror.Names) []string {
	v, ok := tpView(mv)
	if !ok || len(v.Totals) == 0 {
		return nil
	}
	return points(v.Totals, n)
}
