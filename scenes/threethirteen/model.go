package threethirteen

import (
	"image/color"

	"parlor/gameplay/cards"
	"parlor/sprites"
)

// cardObj is one card on screen: what it shows, where it rests and how it moves.
type cardObj struct {
	sprites.Motion
	alive bool
	card  cards.Card // the zero card when the viewer may not know it

	zone     zone
	z        int // stacking order while resting
	fly      int // stacking order while moving (above every resting card)
	hl       color.Color
	dim      bool
	fadeOut  bool // the card is leaving the table (stock rebuilt): drop it when it lands
	newUntil int  // tick until which the card glows as just drawn

	// as is the card a wild stands for in a revealed meld (the zero card otherwise);
	// asText is its tag, "= 5H".
	as     cards.Card
	asText string
}

// zone is where a card rests.
type zone uint8

const (
	zoneNone zone = iota
	zoneHand
	zoneDiscard
	zoneReveal
	zoneStock
)

// sprite fills s for drawing at tick.
func (o *cardObj) sprite(tick int, wild cards.Rank, s *sprites.CardSprite) {
	*s = sprites.CardSprite{Card: o.card, Highlight: o.hl, Dim: o.dim}
	s.Set(o.Pose(tick))
	s.Wild = s.FaceUp && wild != 0 && o.card.Valid() && o.card.Rank == wild
}

// model is the table as the viewer sees it: every card on screen and where it belongs.
// It changes only by events (and by the viewer sorting their own hand), one at a time,
// so what is drawn always follows the game's event order.
type model struct {
	objs    []cardObj
	hands   [][]int // per seat, indices into objs, in display order
	discard []int   // bottom first
	stock   int     // cards in the stock
	reveal  [][]int // per seat, the revealed hand in arrangement order
	groups  [][]int // per seat, the size of each meld group then the leftovers
	seq     int     // stacking counter for flights
}

func newModel(players int) model {
	m := model{hands: make([][]int, players), reveal: make([][]int, players), groups: make([][]int, players)}
	for i := range m.hands {
		m.hands[i] = make([]int, 0, 16)
		m.reveal[i] = make([]int, 0, 16)
		m.groups[i] = make([]int, 0, 8)
	}
	m.objs = make([]cardObj, 0, 256)
	m.discard = make([]int, 0, 160)
	return m
}

// add makes a new card object (reusing a dead one) and returns its index.
func (m *model) add(c cards.Card, faceUp bool) int {
	for i := range m.objs {
		if !m.objs[i].alive {
			m.objs[i] = cardObj{alive: true, card: c, Motion: sprites.Motion{Up: faceUp, WasUp: faceUp}}
			return i
		}
	}
	m.objs = append(m.objs, cardObj{alive: true, card: c, Motion: sprites.Motion{Up: faceUp, WasUp: faceUp}})
	return len(m.objs) - 1
}

// clear removes every card from the table.
func (m *model) clear() {
	for i := range m.objs {
		m.objs[i].alive = false
	}
	for i := range m.hands {
		m.hands[i] = m.hands[i][:0]
		m.reveal[i] = m.reveal[i][:0]
		m.groups[i] = m.groups[i][:0]
	}
	m.discard = m.discard[:0]
}

// flyZ gives a card the next stacking place above everything in flight.
func (m *model) flyZ(i int) {
	m.seq++
	m.objs[i].fly = 100000 + m.seq
}

// removeAt deletes position k from a list of indices.
func removeAt(list []int, k int) []int {
	copy(list[k:], list[k+1:])
	return list[:len(list)-1]
}

// indexOf finds v in list, or -1.
func indexOf(list []int, v int) int {
	for k, x := range list {
		if x == v {
			return k
		}
	}
	return -1
}

// busy reports whether any card is still moving at tick.
func (m *model) busy(tick int) bool {
	for i := range m.objs {
		if m.objs[i].alive && m.objs[i].Moving(tick) {
			return true
		}
	}
	return false
}
