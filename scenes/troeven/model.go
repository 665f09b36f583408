package troeven

import (
	"image/color"

	"parlor/gameplay/cards"
	"parlor/sprites"
)

// cardObj is one card on screen: what it shows, where it rests and how it moves.
type cardObj struct {
	sprites.Motion
	alive   bool
	card    cards.Card // the zero Card when the viewer may not know it
	fadeOut bool       // leaving the table (a swept trick): dropped once it lands

	z   int // stacking order at rest
	fly int // stacking order in flight
	hl  color.Color
}

// sprite fills s for drawing at tick.
func (o *cardObj) sprite(tick int, s *sprites.CardSprite) {
	*s = sprites.CardSprite{Card: o.card, Highlight: o.hl}
	s.Set(o.Pose(tick))
}

// model is the table as the viewer sees it: every card on screen and where it lies.
// It changes only by events, one at a time, so the picture follows the game's order.
type model struct {
	objs      []cardObj
	hands     [3][]int // per seat, indices into objs, in display order
	dummyUp   [4]int   // dummy column → face-up card object, -1 none
	dummyDown [4]int   // dummy column → face-down card object, -1 none
	trick     []int    // the cards of the trick in play order
	trickPos  []int    // the position that played each
	seq       int
}

func newModel() model {
	m := model{objs: make([]cardObj, 0, 48), trick: make([]int, 0, 4), trickPos: make([]int, 0, 4)}
	for p := range m.hands {
		m.hands[p] = make([]int, 0, 12)
	}
	m.clear()
	return m
}

// add makes a card object (reusing a dead one) and returns its index.
func (m *model) add(c cards.Card, faceUp bool) int {
	o := cardObj{alive: true, card: c, Motion: sprites.Motion{Up: faceUp, WasUp: faceUp}}
	for i := range m.objs {
		if !m.objs[i].alive {
			m.objs[i] = o
			return i
		}
	}
	m.objs = append(m.objs, o)
	return len(m.objs) - 1
}

// clear removes every card from the table.
func (m *model) clear() {
	for i := range m.objs {
		m.objs[i].alive = false
	}
	for p := range m.hands {
		m.hands[p] = m.hands[p][:0]
	}
	for k := range m.dummyUp {
		m.dummyUp[k], m.dummyDown[k] = -1, -1
	}
	m.trick, m.trickPos = m.trick[:0], m.trickPos[:0]
}

// flyZ puts a card above everything else while it flies.
func (m *model) flyZ(i int) {
	m.seq++
	m.objs[i].fly = 100000 + m.seq
}

// busy reports whether any card still moves at tick.
func (m *model) busy(tick int) bool {
	for i := range m.objs {
		if m.objs[i].alive && m.objs[i].Moving(tick) {
			return true
		}
	}
	return false
}

// removeAt deletes position k of a list.
func removeAt(list []int, k int) []int {
	copy(list[k:], list[k+1:])
	return list[:len(list)-1]
}
