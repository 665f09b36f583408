package thirdwheel

// Shows names what e showed seat that was hidden from it until then, or "": cards
// dealt or drawn to seat, a card swapped into or out of seat's hand by Read the Room,
// and a card another player played or discarded from the hand (a Duo card, the Third
// Wheel's match, an action card). Undo never takes such a move back from seat
// (docs/rules/thirdwheel.md#undo).
func Shows(e Event, seat int) string {
	const other = "a card from another player's hand"
	switch e := e.(type) {
	case Dealt:
		if e.Seat == seat {
			return "the cards dealt to you"
		}
	case Drew:
		if e.Seat == seat {
			return "the card you drew"
		}
	case Swapped:
		if !e.Empty && (e.Duo == seat || e.TW == seat) {
			return "the cards swapped by Read the Room"
		}
	case Played:
		if e.Seat != seat {
			return other
		}
	case Matched:
		if e.Seat != seat {
			return other
		}
	case Blocked:
		if e.Seat != seat {
			return other
		}
	case Withdrawn:
		if e.Seat != seat {
			return other
		}
	case Shielded:
		if e.Seat != seat {
			return other
		}
	case Countered:
		if e.Seat != seat {
			return other
		}
	case Discarded:
		if e.Seat != seat {
			return other
		}
	}
	return ""
}
