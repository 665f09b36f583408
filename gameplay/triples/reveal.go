package triples

// Shows names what e showed seat that was hidden from it until then, or "": a card
// drawn face up to choose the dealer, cards dealt or drawn to seat, the starter card,
// cards another player played from the hand, and the hands shown when a round is
// scored. Undo never takes such a move back from seat (docs/rules/triples.md#undo).
func Shows(e Event, seat int) string {
	switch e := e.(type) {
	case DealerDraw:
		return "a card drawn to choose the dealer"
	case Dealt:
		if e.Seat == seat {
			return "the cards dealt to you"
		}
	case StarterTurned:
		return "the starter card"
	case Drew:
		if e.Seat == seat && len(e.Cards) > 0 {
			return "the cards you drew"
		}
	case Played:
		if e.Seat != seat {
			return "cards from another player's hand"
		}
	case RoundScored:
		return "the other hands, shown at the end of the round"
	}
	return ""
}
