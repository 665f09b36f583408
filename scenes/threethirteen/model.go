package threethirteen

import (
	"parlor/gameplay/cards"
	"parlor/sprites"
)

// cardObj is one card on screen (sprites.Card) with the table's marks.
type cardObj = sprites.Card[cards.Card, mark]

// mark is what the table notes on a card beyond where it is: where it rests, whether
// it is dimmed, until when it glows as just drawn, and, for a wild in a revealed meld,
// the card it stands for (the zero card otherwise) and its tag, "= 5H".
type mark struct {
	zone     zone
	dim      bool
	newUntil int
	as       cards.Card
	asText   string
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

// sprite fills s for drawing card o at tick.
func sprite(o *cardObj, tick int, wild cards.Rank, s *sprites.CardSprite) {
	*s = sprites.CardSprite{Card: o.Card, Highlight: o.HL, Dim: o.Marks.dim}
	s.Set(o.Pose(tick))
	s.Wild = s.FaceUp && wild != 0 && o.Card.Valid() && o.Card.Rank == wild
}

// model is the table as the viewer sees it: every card on screen and where it belongs.
// It changes only by events (and by the viewer sorting their own hand), one at a time,
// so what is drawn always follows the game's event order.
type model struct {
	sprites.Cards[cards.Card, mark]
	hands   [][]int // per seat, indices into Objs, in display order
	discard []int   // bottom first
	stock   int     // cards in the stock
	reveal  [][]int // per seat, the revealed hand in arrangement order
	groups  [][]int // per seat, the size of each meld group then the leftovers
}

func newModel(players int) model {
	m := model{hands: make([][]int, players), reveal: make([][]int, players), groups: make([][]int, players)}
	for i := range m.hands {
		m.hands[i] = make([]int, 0, 16)
		m.reveal[i] = make([]int, 0, 16)
		m.groups[i] = make([]int, 0, 8)
	}
	m.Objs = make([]cardObj, 0, 256)
	m.discard = make([]int, 0, 160)
	return m
}

// clear removes every card from the table.
func (m *model) clear() {
	m.Clear()
	for i := range m.hands {
		m.hands[i] = m.hands[i][:0]
		m.reveal[i] = m.reveal[i][:0]
		m.groups[i] = m.groups[i][:0]
	}
	m.discard = m.discard[:0]
}
