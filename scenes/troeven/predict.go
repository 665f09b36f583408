package troeven

import (
	"parlor/gameplay/match"
	tv "parlor/gameplay/troeven"
)

// predict is the first event of the viewer's own move that its view already tells
// (GameInfo.Predict): a card played from the viewer's own hand onto the trick. A dummy
// card turns another face up, and naming trumps reveals the rest of the deal: those
// wait for the server.
func predict(mv match.View, m match.Move) []match.Event {
	v, ok := mv.(tv.View)
	mo, ok2 := m.(tv.Move)
	if !ok || !ok2 || mo.Kind != tv.PlayCard || mo.FromDummy {
		return nil
	}
	return []match.Event{tv.Played{Seat: mo.Seat, Card: mo.Card, Column: -1, Trick: len(v.Tricks) + 1}}
}
