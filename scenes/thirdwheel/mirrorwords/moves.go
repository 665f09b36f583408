package mirrorwords

// The game's moves in words in the language on, for the replay viewer and its review
// (scenes/movewords.Say).

import (
	"strconv"

	"parlor/gameplay/cards/twcard"
	"parlor/gameplay/match"
	tw "parlor/gameplay/thirdwheel"
	"parlor/internal/words"
	"parlor/scenes/l10n"
	"parlor/scenes/movewords"
)

func init() {
	movewords.Register("thirdwheel", func(m match.Move, name func(int) string) string {
		if mv, ok := m.(tw.Move); ok {
			return moveWords(mv, name)
		}
		return ""
	})
}

// moveWords is a Third Wheel move in words: "play the 9 of rings", "slap" (name names
// the seat a Read the Room swaps with).
func moveWords(m tw.Move, name func(int) string) string {
	switch m.Kind {
	case tw.MovePlay:
		if m.Card == twcard.Hike {
			rank := strconv.Itoa(m.Rank)
			if l := l10n.Current(); l == l10n.En || l == l10n.Pseudo {
				rank = words.A(rank) // "an 8"
			}
			return l10n.T("play Take a Hike as %s", rank)
		}
		return l10n.T("play %s", twTheCard(m.Card))
	case tw.MoveMatch:
		return l10n.T("match with %s", twTheCard(m.Card))
	case tw.MoveBlock:
		return l10n.T("block with %s", CardName(twcard.Silence))
	case tw.MoveWithdraw:
		return l10n.T("withdraw with %s", CardName(twcard.Talk))
	case tw.MoveRoom:
		return l10n.T("%s with %s", CardName(twcard.Room), name(m.Target))
	case tw.MoveShield:
		return l10n.T("shield with %s", CardName(twcard.Silence))
	case tw.MoveCounter:
		return l10n.T("counter with %s", CardName(twcard.Silence))
	case tw.MoveSlap:
		return l10n.T("slap")
	case tw.MovePass:
		return l10n.T("let the card pass")
	case tw.MoveDiscard:
		return l10n.T("discard %s", twTheCard(m.Card))
	case tw.MoveTick:
		return l10n.T("the clock runs on")
	}
	return m.String()
}

// twTheCard is a Third Wheel card in words with its article: "the 9 of rings", "the
// Wild", "Take a Hike".
func twTheCard(c twcard.Card) string {
	if c.IsSuit() || c == twcard.Wild {
		return l10n.T("the %s", CardName(c))
	}
	return CardName(c)
}

// CardName is a Third Wheel card in words in the language on, as its table, its
// faces (sprites.TWWords) and its replay name it: "9 of rings", "Wild", "Take a Hike".
func CardName(c twcard.Card) string {
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
