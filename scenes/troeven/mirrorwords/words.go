package mirrorwords

import (
	"strconv"
	"strings"

	"parlor/gameplay/match"
	tr "parlor/gameplay/troeven"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
)

// troeven says 3-Player Troeven (docs/rules/troeven.md) to a listener, in the
// language on.
type troeven struct{}

func init() { mirror.Register("troeven", troeven{}) }

func trView(v match.View) (tr.View, bool) {
	switch v := v.(type) {
	case tr.View:
		return v, true
	case *tr.View:
		return *v, v != nil
	}
	return tr.View{}, false
}

// trPos names a position: a seat, or the dummy.
func trPos(p int, n mirror.Names) string {
	if p == tr.DummySeat {
		return l10n.T("the dummy")
	}
	return name(p, n)
}

// itoa is n as the language writes it.
func itoa(n int) string { return l10n.Int(n) }

func (troeven) Say(ev match.Event, n mirror.Names) string {
	switch e := ev.(type) {
	case tr.Cut:
		return l10n.T("Round %s: %s.", itoa(e.Round), l10n.T("%s; %s; %s",
			pick(e.Dealer, n, l10n.T("You deal"), l10n.T("%s deals", name(e.Dealer, n))),
			pick(e.Cutter, n, l10n.T("You cut the deck"), l10n.T("%s cuts the deck", name(e.Cutter, n))),
			pick(e.Caller, n, l10n.T("You call trumps"), l10n.T("%s calls trumps", name(e.Caller, n)))))
	case tr.Dealt:
		switch {
		case e.To == tr.DummySeat && e.FaceUp && e.Cards != nil:
			return l10n.T("The dummy shows %s.", strings.Join(cardNames(e.Cards), ", "))
		case e.To == n.Viewer && e.Cards != nil:
			return l10n.T("You are dealt %s.", strings.Join(cardNames(e.Cards), ", "))
		}
		return ""
	case tr.TrumpNamed:
		return pick(e.Seat, n, l10n.T("You name %s trumps.", suit(e.Suit)), l10n.T("%s names %s trumps.", name(e.Seat, n), suit(e.Suit)))
	case tr.Played:
		if e.FromDummy {
			return pick(e.Seat, n, l10n.T("You play the dummy's %s.", cardName(e.Card)), l10n.T("%s plays the dummy's %s.", name(e.Seat, n), cardName(e.Card)))
		}
		return pick(e.Seat, n, l10n.T("You play %s.", card(e.Card)), l10n.T("%s plays %s.", name(e.Seat, n), card(e.Card)))
	case tr.DummyCardTurned:
		return l10n.T("The dummy turns up %s.", card(e.Card))
	case tr.TrickWon:
		return trickWon(e, n)
	case tr.RoundScored:
		r := e.Result
		var pts []string
		if r.Sides == 2 {
			pts = append(pts, l10n.T("%s and the dummy %s", name(r.Caller, n), l10n.Plural("%d points", r.Points[tr.SideCaller])),
				l10n.T("the other side %s", l10n.Plural("%d points", r.Points[tr.SideDealer])))
		} else {
			for i := 0; i < r.Sides; i++ {
				pts = append(pts, name(i, n)+" "+l10n.Plural("%d points", r.Points[i]))
			}
		}
		return l10n.T("Round %s scored: %s. Tally: %s.", itoa(r.Round), strings.Join(pts, ", "), totals(r.Tally[:], n))
	case tr.GameOver:
		return l10n.T("Game over after %s. Final tally: %s. %s", l10n.Plural("%d rounds", e.Rounds), totals(e.Tally[:], n), winners(e.Winners, n))
	}
	return mirror.Plain(ev.String(), n)
}

// trickWon says who won a trick, with which card, and its card points.
func trickWon(e tr.TrickWon, n mirror.Names) string {
	won := ""
	for i, s := range e.Seats {
		if s == e.Winner && i < len(e.Cards) {
			won = card(e.Cards[i])
		}
	}
	trick, who := itoa(e.Trick), trPos(e.Winner, n)
	var head string
	switch {
	case you(e.Winner, n) && won != "":
		head = l10n.T("You win trick %s with %s", trick, won)
	case you(e.Winner, n):
		head = l10n.T("You win trick %s", trick)
	case won != "":
		head = l10n.T("%s wins trick %s with %s", who, trick, won)
	default:
		head = l10n.T("%s wins trick %s", who, trick)
	}
	return sentence(l10n.T("%s: %s.", head, l10n.Plural("%d points", e.Points)))
}

// totals are each seat's tally: "You 6, Basil 7, Cleo 7".
func totals(ts []int, n mirror.Names) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = name(i, n) + " " + itoa(t)
	}
	return strings.Join(parts, ", ")
}

func (troeven) Table(mv match.View, n mirror.Names) (string, string, []mirror.Section) {
	v, ok := trView(mv)
	if !ok {
		return "", "", nil
	}
	title := l10n.T("Troeven, round %s: trumps not named yet", itoa(v.Round))
	if v.Phase != tr.PhaseTrump {
		title = l10n.T("Troeven, round %s: %s are trumps", itoa(v.Round), suit(v.Trump))
	}
	var status string
	switch {
	case v.Phase == tr.PhaseOver:
		status = l10n.T("The game is over. %s", winners(v.Winners, n))
	case v.ToMove == v.Seat && v.Phase == tr.PhaseTrump:
		status = l10n.T("Your turn: name trumps.")
	case v.ToMove == v.Seat && v.Turn == tr.DummySeat:
		status = l10n.T("Your turn: play a card of the dummy's.")
	case v.ToMove == v.Seat:
		status = l10n.T("Your turn: play a card.")
	case v.ToMove >= 0:
		status = pick(v.ToMove, n, l10n.T("Your turn."), l10n.T("%s's turn.", name(v.ToMove, n)))
	}
	var secs []mirror.Section
	if v.Seat >= 0 {
		secs = append(secs, mirror.Section{Heading: l10n.Plural("Your hand, %d cards", len(v.Hand)), Items: cardNames(v.Hand)})
	}
	if v.Variant == tr.Dummy {
		secs = append(secs, mirror.Section{Heading: l10n.T("The dummy"), Items: dummyColumns(v)})
	}
	var trick []string
	for _, tc := range v.Trick.Cards {
		trick = append(trick, l10n.T("%s: %s", trPos(tc.Seat, n), cardName(tc.Card)))
	}
	secs = append(secs, mirror.Section{Heading: l10n.T("Trick %s", itoa(len(v.Tricks)+1)), Items: trick})
	var players []string
	for p := 0; p < 3; p++ {
		line := l10n.T("%s: %s, %s won", name(p, n), l10n.Plural("%d cards", v.Counts[p]), l10n.Plural("%d tricks", v.TricksWon[p]))
		if p == v.Dealer {
			line += l10n.T(", dealer")
		}
		if p == v.Caller {
			line += l10n.T(", caller")
		}
		if p == v.ToMove && v.Phase != tr.PhaseOver {
			line += l10n.T(", to play")
		}
		players = append(players, line)
	}
	secs = append(secs, mirror.Section{Heading: l10n.T("Players"), Items: players})
	return title, status, secs
}

// dummyColumns are the dummy's four columns in words: "Column 1: 8 of hearts on a
// face-down card".
func dummyColumns(v tr.View) []string {
	var out []string
	for col := 0; col < 4; col++ {
		c := strconv.Itoa(col + 1)
		var line string
		switch {
		case v.DummyUp[col].Valid() && v.DummyDown[col]:
			line = l10n.T("Column %s: %s on a face-down card", c, cardName(v.DummyUp[col]))
		case v.DummyUp[col].Valid():
			line = l10n.T("Column %s: %s", c, cardName(v.DummyUp[col]))
		case v.DummyDown[col]:
			line = l10n.T("Column %s: a face-down card", c)
		default:
			line = l10n.T("Column %s: empty", c)
		}
		out = append(out, line)
	}
	return out
}

func (troeven) Label(mm match.Move, _ match.View) string {
	m, ok := mm.(tr.Move)
	if !ok {
		return mm.String()
	}
	switch {
	case m.Kind == tr.NameTrump:
		return l10n.T("Name %s trumps", suit(m.Suit))
	case m.FromDummy:
		return l10n.T("Play the dummy's %s", cardName(m.Card))
	}
	return l10n.T("Play the %s", cardName(m.Card))
}

func (troeven) Scores(mv match.View, n mirror.Names) []string {
	v, ok := trView(mv)
	if !ok {
		return nil
	}
	out := make([]string, 3)
	for p := 0; p < 3; p++ {
		out[p] = l10n.T("%s: tally %s (%s)", name(p, n), itoa(v.Tally[p]),
			l10n.Plural("%d branches", v.Sheets[p].Branches)+", "+l10n.Plural("%d balls", v.Sheets[p].Balls))
	}
	return out
}
