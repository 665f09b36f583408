package threethirteen

// Shows names what e showed seat that was hidden from it until then, or "": the
// cards dealt to seat, the discard pile's first card, a card seat drew from the stock,
// a card another player discarded from the hand, and the hands laid open at the end of
// a round. Undo never takes such a move back from seat
// (docs/rules/threethirteen.md#undo).
func Shows(e Event, seat int) string {
	switch e := e.(type) {
	case Dealt:
		if e.Seat == seat {
			return "the cards dealt to you"
		}
	case DiscardStarted:
		return "the card turned up to start the discard pile"
	case Drew:
		if e.Seat == seat && !e.FromDiscard {
			return "the card you drew from the stock"
		}
	case Discarded:
		if e.Seat != seat {
			return "a card from another player's hand"
		}
	case WentOut:
		if e.Seat != seat {
			return "a card from another player's hand"
		}
	case Revealed:
		if e.Seat != seat {
			return "another player's hand laid open"
		}
	}
	return ""
}
