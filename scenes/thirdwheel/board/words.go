package board

import (
	"strconv"

	tw "parlor/gameplay/thirdwheel"
)

// SlapRefusal says why a player in role may never slap at a table with options o
// (RULES.md §3: slaps exist only with Snap Match, for the Third Wheel, and with
// Double-Down, for the next Duo player and the Third Wheel), or "" when a slap may be
// allowed and the rules core must judge it (window open, race on, late slap, …).
func SlapRefusal(role tw.Role, o tw.Options) string {
	switch {
	case !o.Snap && !o.DoubleDown:
		return "Nobody slaps at this table: Snap Match and Double-Down are both off"
	case role != tw.ThirdWheel && !o.DoubleDown:
		return "Only the Third Wheel slaps in Snap Match (Double-Down is off)"
	}
	return ""
}

// WinLine is the table panel's one-line summary of how the game ends (RULES.md §3):
// the Duo on exactly 100; the Third Wheel when the deck runs out, or, with Play Out
// Hands, when the Duo hands hold no scoring card.
func WinLine(o tw.Options) string {
	if o.PlayOut {
		return "exact 100: Duo wins · no scoring cards: TW wins"
	}
	return "exact 100: Duo wins · deck out: Third Wheel wins"
}

// SuitPlural is a suit's name as a card's suit reads in a sentence: "hearts",
// "flowers", "rings", "discos" (RULES.md §3 names the suits Heart, Flowers, Ring, Disco).
func SuitPlural(s tw.Suit) string {
	switch s {
	case tw.Heart:
		return "hearts"
	case tw.Flowers:
		return "flowers"
	case tw.Ring:
		return "rings"
	case tw.Disco:
		return "discos"
	}
	return s.String()
}

// CardName is a card in words for the table's messages: "4 of hearts", "12 of rings",
// "Wild", "Take a Hike"; a hidden card is "a face-down card".
func CardName(c tw.Card) string {
	switch {
	case c == tw.Hidden:
		return "a face-down card"
	case c.IsSuit():
		return strconv.Itoa(c.Rank()) + " of " + SuitPlural(c.Suit())
	}
	return c.Name()
}
