package troeven

import (
	"image/color"
	"math"

	"parlor/gameplay/cards"
	"parlor/sprites"
)

// cardObj is one card on screen: what it shows and where it is going. Position,
// rotation and scale are tweens in table ticks; a flip squashes the card through zero
// and changes the side shown at the midpoint.
type cardObj struct {
	alive   bool
	card    cards.Card // the zero Card when the viewer may not know it
	faceUp  bool       // the side shown once the flip (if any) has passed its midpoint
	wasUp   bool       // the side shown before the flip's midpoint
	fadeOut bool       // leaving the table (a swept trick): dropped once it lands

	x, y, rot, sc sprites.Tween
	flip          sprites.Tween
	lift          float64

	z   int // stacking order at rest
	fly int // stacking order in flight
	hl  color.Color
}

// pos is the card's centre, rotation and scale at tick.
func (o *cardObj) pos(tick int) (x, y, rot, sc float64) {
	x, y, rot, sc = o.x.At(tick), o.y.At(tick), o.rot.At(tick), o.sc.At(tick)
	if o.lift != 0 && !o.y.Done(tick) {
		y -= o.lift * o.y.Arc(tick)
	}
	return
}

// moving reports whether any tween of the card still runs at tick.
func (o *cardObj) moving(tick int) bool {
	return !o.x.Done(tick) || !o.y.Done(tick) || !o.rot.Done(tick) || !o.sc.Done(tick) || (o.flip.Dur > 0 && !o.flip.Done(tick))
}

// place puts the card somewhere at once.
func (o *cardObj) place(tick int, x, y, rot, sc float64) {
	o.x = sprites.Tween{From: x, To: x, Start: tick}
	o.y = sprites.Tween{From: y, To: y, Start: tick}
	o.rot = sprites.Tween{From: rot, To: rot, Start: tick}
	o.sc = sprites.Tween{From: sc, To: sc, Start: tick}
	o.lift = 0
}

// moveTo sends the card from where it is at tick+delay to a spot over dur ticks. A card
// already heading there keeps its tween.
func (o *cardObj) moveTo(tick, delay, dur int, x, y, rot, sc, lift float64) {
	if o.x.To == x && o.y.To == y && o.rot.To == rot && o.sc.To == sc {
		return
	}
	start := tick + delay
	cx, cy, cr, cs := o.x.At(start), o.y.At(start), o.rot.At(start), o.sc.At(start)
	e := sprites.OutCubic
	o.x = sprites.Tween{From: cx, To: x, Start: start, Dur: dur, Ease: e}
	o.y = sprites.Tween{From: cy, To: y, Start: start, Dur: dur, Ease: e}
	o.rot = sprites.Tween{From: cr, To: rot, Start: start, Dur: dur, Ease: e}
	o.sc = sprites.Tween{From: cs, To: sc, Start: start, Dur: dur, Ease: e}
	o.lift = lift
}

// turn flips the card to faceUp over dur ticks, starting delay ticks after tick.
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
func (o *cardObj) sprite(tick int, s *sprites.CardSprite) {
	x, y, rot, sc := o.pos(tick)
	*s = sprites.CardSprite{Card: o.card, X: x, Y: y, Rot: rot, Scale: sc, FlipX: 1, Alpha: 1, Highlight: o.hl}
	s.FaceUp = o.shows(tick) && o.card.Valid()
	if o.flip.Dur > 0 && !o.flip.Done(tick) {
		sq, _ := o.flip.Flip(tick)
		s.FlipX = math.Max(sq, 0.02)
	}
	if o.lift != 0 && !o.y.Done(tick) {
		s.Lift = o.y.Arc(tick)
	}
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
	o := cardObj{alive: true, card: c, faceUp: faceUp, wasUp: faceUp}
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
		if m.objs[i].alive && m.objs[i].moving(tick) {
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
