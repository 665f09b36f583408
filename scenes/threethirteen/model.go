package threethirteen

import (
	"image/color"
	"math"

	"parlor/gameplay/cards"
	"parlor/sprites"
)

// cardObj is one card on screen: what it shows and where it is going. Its position,
// rotation and scale are tweens in table ticks; a flip squashes it through zero and
// changes the side shown at the midpoint.
type cardObj struct {
	alive  bool
	card   cards.Card // the zero card when the viewer may not know it
	faceUp bool       // the side shown once the flip (if any) has passed its midpoint
	wasUp  bool       // the side shown before the flip's midpoint

	x, y, rot, sc sprites.Tween
	flip          sprites.Tween // From 0 To 1 over the flip; Dur 0 = no flip running
	lift          float64       // arc height of the current flight, layout units

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

// pos returns the card's centre, rotation and scale at tick.
func (o *cardObj) pos(tick int) (x, y, rot, sc float64) {
	x, y, rot, sc = o.x.At(tick), o.y.At(tick), o.rot.At(tick), o.sc.At(tick)
	if o.lift != 0 && !o.y.Done(tick) {
		y -= o.lift * o.y.Arc(tick)
	}
	return
}

// moving reports whether any tween of the card is still running at tick.
func (o *cardObj) moving(tick int) bool {
	return !o.x.Done(tick) || !o.y.Done(tick) || !o.rot.Done(tick) || !o.sc.Done(tick) || (o.flip.Dur > 0 && !o.flip.Done(tick))
}

// place puts the card at a spot at once.
func (o *cardObj) place(tick int, x, y, rot, sc float64) {
	o.x = sprites.Tween{From: x, To: x, Start: tick}
	o.y = sprites.Tween{From: y, To: y, Start: tick}
	o.rot = sprites.Tween{From: rot, To: rot, Start: tick}
	o.sc = sprites.Tween{From: sc, To: sc, Start: tick}
	o.lift = 0
}

// moveTo sends the card from where it is at tick to a spot over dur ticks starting
// delay ticks later. A card already heading to the spot keeps its tween.
func (o *cardObj) moveTo(tick, delay, dur int, x, y, rot, sc, lift float64) {
	if o.x.To == x && o.y.To == y && o.rot.To == rot && o.sc.To == sc {
		return
	}
	cx, cy, cr, cs := o.x.At(tick), o.y.At(tick), o.rot.At(tick), o.sc.At(tick)
	start := tick + delay
	e := sprites.OutCubic
	o.x = sprites.Tween{From: cx, To: x, Start: start, Dur: dur, Ease: e}
	o.y = sprites.Tween{From: cy, To: y, Start: start, Dur: dur, Ease: e}
	o.rot = sprites.Tween{From: cr, To: rot, Start: start, Dur: dur, Ease: e}
	o.sc = sprites.Tween{From: cs, To: sc, Start: start, Dur: dur, Ease: e}
	o.lift = lift
}

// turn flips the card to faceUp over dur ticks starting delay ticks later (at once when
// dur is 0).
func (o *cardObj) turn(tick, delay, dur int, faceUp bool) {
	if o.faceUp == faceUp && (o.flip.Dur == 0 || o.flip.Done(tick)) {
		return
	}
	o.wasUp = o.shows(tick)
	o.faceUp = faceUp
	o.flip = sprites.Tween{From: 0, To: 1, Start: tick + delay, Dur: dur}
}

// shows reports the side shown at tick.
func (o *cardObj) shows(tick int) bool {
	if o.flip.Dur > 0 && !o.flip.Done(tick) {
		if _, second := o.flip.Flip(tick); !second {
			return o.wasUp
		}
	}
	return o.faceUp
}

// sprite fills s for drawing at tick.
func (o *cardObj) sprite(tick int, wild cards.Rank, s *sprites.CardSprite) {
	x, y, rot, sc := o.pos(tick)
	s.Card = o.card
	s.FaceUp = o.shows(tick) && o.card.Valid()
	s.X, s.Y, s.Rot, s.Scale = x, y, rot, sc
	s.FlipX = 1
	if o.flip.Dur > 0 && !o.flip.Done(tick) {
		sq, _ := o.flip.Flip(tick)
		s.FlipX = math.Max(sq, 0.02)
	}
	s.Alpha = 1
	s.Lift = 0
	if o.lift != 0 && !o.y.Done(tick) {
		s.Lift = o.y.Arc(tick)
	}
	s.AltBack, s.NoShadow = false, false
	s.Wild = s.FaceUp && wild != 0 && o.card.Rank == wild
	s.Highlight = o.hl
	s.Dim = o.dim
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
			m.objs[i] = cardObj{alive: true, card: c, faceUp: faceUp, wasUp: faceUp}
			return i
		}
	}
	m.objs = append(m.objs, cardObj{alive: true, card: c, faceUp: faceUp, wasUp: faceUp})
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
		if m.objs[i].alive && m.objs[i].moving(tick) {
			return true
		}
	}
	return false
}
