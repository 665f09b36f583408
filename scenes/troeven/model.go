package troeven

import (
	"parlor/gameplay/cards"
	"parlor/sprites"
)

// cardObj is one card on screen (sprites.Card).
type cardObj = sprites.Card[cards.Card, struct{}]

// sprite fills s for drawing card o at tick.
func sprite(o *cardObj, tick int, s *sprites.CardSprite) {
	*s = sprites.CardSprite{Card: o.Card, Highlight: o.HL}
	s.Set(o.Pose(tick))
}

// model is the table as the viewer sees it: every card on screen and where it lies.
// It changes only by events, one at a time, so the picture follows the game's order.
type model struct {
	sprites.Cards[cards.Card, struct{}]
	hands     [3][]int // per seat, indices into Objs, in display order
	dummyUp   [4]int   // dummy column → face-up card object, -1 none
	dummyDown [4]int   // dummy column → face-down card object, -1 none
	trick     []int    // the cards of the trick in play order
	trickPos  []int    // the position that played each
}

func newModel() model {
	m := model{trick: make([]int, 0, 4), trickPos: make([]int, 0, 4)}
	for p := range m.hands {
		m.hands[p] = make([]int, 0, 12)
	}
	m.clear()
	return m
}

// clear removes every card from the table.
func (m *model) clear() {
	m.Clear()
	for p := range m.hands {
		m.hands[p] = m.hands[p][:0]
	}
	for k := range m.dummyUp {
		m.dummyUp[k], m.dummyDown[k] = -1, -1
	}
	m.trick, m.trickPos = m.trick[:0], m.trickPos[:0]
}
