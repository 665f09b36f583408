package mirrorwords

import (
	"fmt"
	"strings"

	"parlor/gameplay/match"
	tr "parlor/gameplay/troeven"
	"parlor/scenes/mirror"
)

// troeven says 3-Player Troeven (docs/rules/troeven.md) to a listener.
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
		return "the dummy"
	}
	return n.Of(p)
}

func (troeven) Say(ev match.Event, n mirror.Names) string {
	switch e := ev.(type) {
	case tr.Cut:
		return fmt.Sprintf("Round %d: %s; %s the deck; %s trumps.", e.Round, n.Says(e.Dealer, "deals", "deal"),
			n.Says(e.Cutter, "cuts", "cut"), n.Says(e.Caller, "calls", "call"))
	case tr.Dealt:
		switch {
		case e.To == tr.DummySeat && e.FaceUp && e.Cards != nil:
			return "The dummy shows " + strings.Join(mirror.CardNames(e.Cards), ", ") + "."
		case e.To == n.Viewer && e.Cards != nil:
			return "You are dealt " + strings.Join(mirror.CardNames(e.Cards), ", ") + "."
		}
		return ""
	case tr.TrumpNamed:
		return n.Says(e.Seat, "names", "name") + " " + e.Suit.Name() + " trumps."
	case tr.Played:
		if e.FromDummy {
			return n.Says(e.Seat, "plays", "play") + " the dummy's " + mirror.CardName(e.Card) + "."
		}
		return n.Says(e.Seat, "plays", "play") + " " + mirror.Card(e.Card) + "."
	case tr.DummyCardTurned:
		return "The dummy turns up " + mirror.Card(e.Card) + "."
	case tr.TrickWon:
		card := ""
		for i, s := range e.Seats {
			if s == e.Winner && i < len(e.Cards) {
				card = " with " + mirror.Card(e.Cards[i])
			}
		}
		who := trPos(e.Winner, n)
		verb := "wins"
		if who == "You" {
			verb = "win"
		}
		return mirror.Sentence(fmt.Sprintf("%s %s trick %d%s: %s.", who, verb, e.Trick, card, mirror.Counted(e.Points, "point", "points")))
	case tr.RoundScored:
		r := e.Result
		var pts []string
		if r.Sides == 2 {
			pts = append(pts, fmt.Sprintf("%s and the dummy %s", n.Of(r.Caller), mirror.Counted(r.Points[tr.SideCaller], "point", "points")),
				fmt.Sprintf("the other side %s", mirror.Counted(r.Points[tr.SideDealer], "point", "points")))
		} else {
			for i := 0; i < r.Sides; i++ {
				pts = append(pts, n.Of(i)+" "+mirror.Counted(r.Points[i], "point", "points"))
			}
		}
		return fmt.Sprintf("Round %d scored: %s. Tally: %s.", r.Round, strings.Join(pts, ", "), mirror.Totals(r.Tally[:], n, "", ""))
	case tr.GameOver:
		return fmt.Sprintf("Game over after %s. Final tally: %s. %s", mirror.Counted(e.Rounds, "round", "rounds"), mirror.Totals(e.Tally[:], n, "", ""), mirror.Winners(e.Winners, n))
	}
	return mirror.Plain(ev.String(), n)
}

func (troeven) Table(mv match.View, n mirror.Names) (string, string, []mirror.Section) {
	v, ok := trView(mv)
	if !ok {
		return "", "", nil
	}
	title := fmt.Sprintf("Troeven, round %d: trumps not named yet", v.Round)
	if v.Phase != tr.PhaseTrump {
		title = fmt.Sprintf("Troeven, round %d: %s are trumps", v.Round, v.Trump.Name())
	}
	var status string
	switch {
	case v.Phase == tr.PhaseOver:
		status = "The game is over. " + mirror.Winners(v.Winners, n)
	case v.ToMove == v.Seat && v.Phase == tr.PhaseTrump:
		status = "Your turn: name trumps."
	case v.ToMove == v.Seat && v.Turn == tr.DummySeat:
		status = "Your turn: play a card of the dummy's."
	case v.ToMove == v.Seat:
		status = "Your turn: play a card."
	case v.ToMove >= 0:
		status = n.Of(v.ToMove) + "'s turn."
	}
	var secs []mirror.Section
	if v.Seat >= 0 {
		secs = append(secs, mirror.Section{Heading: "Your hand, " + mirror.Counted(len(v.Hand), "card", "cards"), Items: mirror.CardNames(v.Hand)})
	}
	if v.Variant == tr.Dummy {
		var dummy []string
		for col := 0; col < 4; col++ {
			line := fmt.Sprintf("Column %d: ", col+1)
			switch {
			case v.DummyUp[col].Valid() && v.DummyDown[col]:
				line += mirror.CardName(v.DummyUp[col]) + " on a face-down card"
			case v.DummyUp[col].Valid():
				line += mirror.CardName(v.DummyUp[col])
			case v.DummyDown[col]:
				line += "a face-down card"
			default:
				line += "empty"
			}
			dummy = append(dummy, line)
		}
		secs = append(secs, mirror.Section{Heading: "The dummy", Items: dummy})
	}
	var trick []string
	for _, tc := range v.Trick.Cards {
		trick = append(trick, trPos(tc.Seat, n)+": "+mirror.CardName(tc.Card))
	}
	secs = append(secs, mirror.Section{Heading: fmt.Sprintf("Trick %d", len(v.Tricks)+1), Items: trick})
	var players []string
	for p := 0; p < 3; p++ {
		line := fmt.Sprintf("%s: %s, %s won", n.Of(p), mirror.Counted(v.Counts[p], "card", "cards"), mirror.Counted(v.TricksWon[p], "trick", "tricks"))
		if p == v.Dealer {
			line += ", dealer"
		}
		if p == v.Caller {
			line += ", caller"
		}
		if p == v.ToMove && v.Phase != tr.PhaseOver {
			line += ", to play"
		}
		players = append(players, line)
	}
	secs = append(secs, mirror.Section{Heading: "Players", Items: players})
	return title, status, secs
}

func (troeven) Label(mm match.Move, _ match.View) string {
	m, ok := mm.(tr.Move)
	if !ok {
		return mm.String()
	}
	switch {
	case m.Kind == tr.NameTrump:
		return "Name " + m.Suit.Name() + " trumps"
	case m.FromDummy:
		return "Play the dummy's " + mirror.CardName(m.Card)
	}
	return "Play the " + mirror.CardName(m.Card)
}

func (troeven) Scores(mv match.View, n mirror.Names) []string {
	v, ok := trView(mv)
	if !ok {
		return nil
	}
	out := make([]string, 3)
	for p := 0; p < 3; p++ {
		out[p] = fmt.Sprintf("%s: tally %d (%s, %s)", n.Of(p), v.Tally[p],
			mirror.Counted(v.Sheets[p].Branches, "branch", "branches"), mirror.Counted(v.Sheets[p].Balls, "ball", "balls"))
	}
	return out
}
