package board

import (
	tw "parlor/gameplay/thirdwheel"
)

// WinLine is the table panel's one-line summary of how the game ends
// (docs/rules/thirdwheel.md#end-of-the-game):
// the Duo on exactly 100; the Third Wheel when the deck runs out, or, with Play Out
// Hands, when the Duo hands hold no scoring card.
func WinLine(o tw.Options) string {
	if o.PlayOut {
		return "exact 100: Duo wins · no scoring cards: TW wins"
	}
	return "exact 100: Duo wins · deck out: Third Wheel wins"
}

// SuitPlural is a suit's name as a card's suit reads in a sentence: "hearts",
// "flowers", "rings", "discos" (the suits Heart, Flowers, Ring and Disco of
// docs/rules/thirdwheel.md#the-deck).
func SuitPlural(s tw.Suit) string { return s.Plural() }

// CardName is a card in words for the table's messages: "4 of hearts", "12 of rings",
// "Wild", "Take a Hike"; a hidden card is "a face-down card".
func CardName(c tw.Card) string {
	switch {
	case c == tw.Hidden:
		return "a face-down card"
	}
	return c.Name()
}
