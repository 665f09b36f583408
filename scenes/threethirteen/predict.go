package threethirteen

import (
	"parlor/gameplay/match"
	tt "parlor/gameplay/threethirteen"
)

// predict is the first event of the viewer's own move that its view already tells
// (GameInfo.Predict): a discard (it ends the turn,
// docs/rules/threethirteen.md#a-turn) or taking the top of the discard pile. A draw
// from the stock shows a card the viewer has not seen, and going out reveals the
// hands: those wait for the server.
func predict(mv match.View, m match.Move) []match.Event {
	v, ok := mv.(tt.View)
	mo, ok2 := m.(tt.Move)
	if !ok || !ok2 {
		return nil
	}
	switch mo.Kind {
	case tt.Discard:
		return []match.Event{tt.Discarded{Seat: mo.Seat, Card: mo.Card}}
	case tt.TakeDiscard:
		if top, ok := v.DiscardTop(); ok {
			return []match.Event{tt.Drew{Seat: mo.Seat, Card: top, FromDiscard: true}}
		}
	}
	return nil
}
