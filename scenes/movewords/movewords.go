// Package movewords says a move of any of Parlor's games in words, in the language on:
// "play the 9♠", "draw from the stock", "play the green star 2, then the blue star 2".
// The games' cores give these words in English (match.Game.MoveWords), and gameplay
// stays English; the replay viewer and its review show them through Say. A card is
// named as the game's own table names it (the same catalogue keys), and a seat by the
// name the table gives it.
package movewords

import (
	"strconv"

	"parlor/gameplay/cards"
	"parlor/gameplay/cards/twcard"
	"parlor/gameplay/match"
	"parlor/gameplay/thirdwheel"
	"parlor/gameplay/threethirteen"
	"parlor/gameplay/triples"
	"parlor/gameplay/troeven"
	"parlor/internal/words"
	"parlor/scenes/l10n"
)

// Say is m, a move of game g, in words in the language on; name names a seat the move
// names (Triples' "make Basil draw 2"). A move of a game this package does not know is
// the game's own English words.
func Say(g match.Game, m match.Move, name func(int) string) string {
	switch mv := m.(type) {
	case troeven.Move:
		return troevenWords(mv)
	case threethirteen.Move:
		return threeThirteenWords(mv)
	case triples.Move:
		return triplesWords(mv, name)
	case thirdwheel.Move:
		return thirdWheelWords(mv, name)
	}
	return g.MoveWords(m)
}

func troevenWords(m troeven.Move) string {
	switch m.Kind {
	case troeven.NameTrump:
		return l10n.T("name %s trumps", SuitWords(m.Suit))
	case troeven.PlayCard:
		if m.FromDummy {
			return l10n.T("play the dummy's %s", m.Card.Sign())
		}
		return l10n.T("play the %s", m.Card.Sign())
	}
	return m.String()
}

// SuitWords is a suit's name in the language on, plural as in "spades are trumps".
func SuitWords(s cards.Suit) string {
	switch s {
	case cards.Clubs:
		return l10n.T("clubs")
	case cards.Diamonds:
		return l10n.T("diamonds")
	case cards.Hearts:
		return l10n.T("hearts")
	case cards.Spades:
		return l10n.T("spades")
	}
	return s.String()
}

func threeThirteenWords(m threethirteen.Move) string {
	switch m.Kind {
	case threethirteen.DrawStock:
		return l10n.T("draw from the stock")
	case threethirteen.TakeDiscard:
		return l10n.T("take the discard")
	case threethirteen.Discard:
		return l10n.T("discard the %s", m.Card.Sign())
	case threethirteen.GoOut:
		return l10n.T("go out with the %s", m.Card.Sign())
	}
	return m.String()
}

func triplesWords(m triples.Move, name func(int) string) string {
	switch m.Kind {
	case triples.MovePlay:
		cs := m.Played()
		switch len(cs) {
		case 1:
			return l10n.T("play the %s", TriplesCard(cs[0]))
		case 2:
			return l10n.T("play the %s, then the %s", TriplesCard(cs[0]), TriplesCard(cs[1]))
		}
	case triples.MoveDraw:
		return l10n.T("draw")
	case triples.MoveTarget:
		return l10n.T("make %s draw 2", name(m.Target))
	}
	return m.String()
}

// triplesNames are Triples' colour-and-shape pairs in words, colour by colour in deck
// order: the keys the Triples table names its cards by (the colour agrees with the
// shape: "rood hart", "rode ster").
var triplesNames = [5][5]string{
	{"red heart", "red star", "red circle", "red square", "red triangle"},
	{"blue heart", "blue star", "blue circle", "blue square", "blue triangle"},
	{"green heart", "green star", "green circle", "green square", "green triangle"},
	{"yellow heart", "yellow star", "yellow circle", "yellow square", "yellow triangle"},
	{"purple heart", "purple star", "purple circle", "purple square", "purple triangle"},
}

// TriplesCard is a Triples card in words in the language on: "green heart 5 (Draw 2)".
func TriplesCard(c triples.Card) string {
	if !c.Colour.Valid() || !c.Shape.Valid() {
		return c.String()
	}
	s := l10n.T(triplesNames[c.Colour-1][c.Shape-1]) + " " + l10n.Int(int(c.Number))
	if c.Draw2() {
		return l10n.T("%s (Draw 2)", s)
	}
	return s
}

func thirdWheelWords(m thirdwheel.Move, name func(int) string) string {
	switch m.Kind {
	case thirdwheel.MovePlay:
		if m.Card == twcard.Hike {
			rank := strconv.Itoa(m.Rank)
			if l := l10n.Current(); l == l10n.En || l == l10n.Pseudo {
				rank = words.A(rank) // "an 8"
			}
			return l10n.T("play Take a Hike as %s", rank)
		}
		return l10n.T("play %s", theCard(m.Card))
	case thirdwheel.MoveMatch:
		return l10n.T("match with %s", theCard(m.Card))
	case thirdwheel.MoveBlock:
		return l10n.T("block with %s", l10n.T("Awkward Silence"))
	case thirdwheel.MoveWithdraw:
		return l10n.T("withdraw with %s", l10n.T("Talking Too Much"))
	case thirdwheel.MoveRoom:
		return l10n.T("%s with %s", l10n.T("Read the Room"), name(m.Target))
	case thirdwheel.MoveShield:
		return l10n.T("shield with %s", l10n.T("Awkward Silence"))
	case thirdwheel.MoveCounter:
		return l10n.T("counter with %s", l10n.T("Awkward Silence"))
	case thirdwheel.MoveSlap:
		return l10n.T("slap")
	case thirdwheel.MovePass:
		return l10n.T("let the card pass")
	case thirdwheel.MoveDiscard:
		return l10n.T("discard %s", theCard(m.Card))
	case thirdwheel.MoveTick:
		return l10n.T("the clock runs on")
	}
	return m.String()
}

// theCard is a Third Wheel card in words with its article: "the 9 of rings", "the
// Wild", "Take a Hike".
func theCard(c twcard.Card) string {
	if c.IsSuit() || c == twcard.Wild {
		return l10n.T("the %s", ThirdWheelCard(c))
	}
	return ThirdWheelCard(c)
}

// ThirdWheelCard is a Third Wheel card in words in the language on, as its table names
// it: "9 of rings", "Wild", "Take a Hike".
func ThirdWheelCard(c twcard.Card) string {
	switch c {
	case twcard.Wild:
		return l10n.T("Wild")
	case twcard.Hike:
		return l10n.T("Take a Hike")
	case twcard.Silence:
		return l10n.T("Awkward Silence")
	case twcard.Talk:
		return l10n.T("Talking Too Much")
	case twcard.Room:
		return l10n.T("Read the Room")
	}
	if !c.IsSuit() {
		return c.String()
	}
	r := strconv.Itoa(c.Rank())
	switch c.Suit() {
	case twcard.Heart:
		return l10n.T("%s of hearts", r)
	case twcard.Flowers:
		return l10n.T("%s of flowers", r)
	case twcard.Ring:
		return l10n.T("%s of rings", r)
	case twcard.Disco:
		return l10n.T("%s of discos", r)
	}
	return c.String()
}
