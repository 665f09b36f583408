package triples

import (
	"math"

	tr "parlor/gameplay/triples"
	"parlor/sprites"
)

// obj is one card on screen: what it shows and where it is going, as tweens in table
// ticks. A flip squashes it through zero and changes the side shown at the midpoint.
type obj struct {
	card       tr.Card // the zero card when the viewer may not know it
	up, wasUp  bool
	x, y       sprites.Tween
	rot, sc    sprites.Tween
	flip       sprites.Tween
	lift       float64
	z          int
	dim        bool
	dropAt     int // a flight: removed once the tick reaches dropAt (0: stays)
	hl         bool
	targetLift bool
}

func newObj(c tr.Card, up bool, tick int, x, y, rot, sc float64) *obj {
	o := &obj{card: c, up: up, wasUp: up}
	o.place(tick, x, y, rot, sc)
	return o
}

func (o *obj) place(tick int, x, y, rot, sc float64) {
	o.x = sprites.Tween{From: x, To: x, Start: tick}
	o.y = sprites.Tween{From: y, To: y, Start: tick}
	o.rot = sprites.Tween{From: rot, To: rot, Start: tick}
	o.sc = sprites.Tween{From: sc, To: sc, Start: tick}
	o.lift = 0
}

// moveTo sends the card from where it is at tick to a spot over dur ticks, starting
// delay ticks later; a card already heading there keeps its tween.
func (o *obj) moveTo(tick, delay, dur int, x, y, rot, sc, lift float64) {
	if o.x.To == x && o.y.To == y && o.rot.To == rot && o.sc.To == sc {
		return
	}
	cx, cy, cr, cs := o.x.At(tick), o.y.At(tick), o.rot.At(tick), o.sc.At(tick)
	st := tick + delay
	e := sprites.OutCubic
	o.x = sprites.Tween{From: cx, To: x, Start: st, Dur: dur, Ease: e}
	o.y = sprites.Tween{From: cy, To: y, Start: st, Dur: dur, Ease: e}
	o.rot = sprites.Tween{From: cr, To: rot, Start: st, Dur: dur, Ease: e}
	o.sc = sprites.Tween{From: cs, To: sc, Start: st, Dur: dur, Ease: e}
	o.lift = lift
}

// turn flips the card to up over dur ticks after delay.
func (o *obj) turn(tick, delay, dur int, up bool) {
	if o.up == up && (o.flip.Dur == 0 || o.flip.Done(tick)) {
		return
	}
	o.wasUp = o.shows(tick)
	o.up = up
	o.flip = sprites.Tween{From: 0, To: 1, Start: tick + delay, Dur: dur}
}

func (o *obj) shows(tick int) bool {
	if o.flip.Dur > 0 && !o.flip.Done(tick) {
		if _, second := o.flip.Flip(tick); !second {
			return o.wasUp
		}
	}
	return o.up
}

func (o *obj) moving(tick int) bool {
	return !o.x.Done(tick) || !o.y.Done(tick) || !o.rot.Done(tick) || !o.sc.Done(tick) || (o.flip.Dur > 0 && !o.flip.Done(tick))
}

// sprite fills s for drawing at tick.
func (o *obj) sprite(tick int, s *sprites.TriplesSprite) {
	*s = sprites.TriplesSprite{Card: o.card, FaceUp: o.shows(tick) && o.card.Valid(), FlipX: 1, Alpha: 1}
	s.X, s.Y, s.Rot, s.Scale = o.x.At(tick), o.y.At(tick), o.rot.At(tick), o.sc.At(tick)
	if o.lift != 0 && !o.y.Done(tick) {
		a := o.y.Arc(tick)
		s.Y -= o.lift * a
		s.Lift = a
	}
	if o.flip.Dur > 0 && !o.flip.Done(tick) {
		sq, _ := o.flip.Flip(tick)
		s.FlipX = math.Max(sq, 0.02)
	}
	s.Dim = o.dim
}
