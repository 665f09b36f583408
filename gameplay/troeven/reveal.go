package troeven

// Shows names what e showed seat that was hidden from it until then, or "": cards
// dealt to seat (the rest of the caller's hand comes with naming trumps), the dummy's
// face-up cards, a card another player played from the hand, and a dummy card turned
// face up. Undo never takes such a move back from seat (docs/rules/troeven.md#undo).
func Shows(e Event, seat int) string {
	switch e := e.(type) {
	case Dealt:
		switch {
		case e.FaceUp:
			return "the dummy's face-up cards"
		case e.To == seat:
			return "the cards dealt to you"
		}
	case Played:
		if e.Seat != seat && !e.FromDummy {
			return "a card from another player's hand"
		}
	case DummyCardTurned:
		return "the dummy's card turned face up"
	}
	return ""
}
