package sprites

import "math"

// Motion is a card on the table as it moves: its centre, rotation and scale as tweens
// in table ticks, a flip that squashes it through zero and turns it over at the
// midpoint, and the arc of its flight. It is every table's animated card; a table keeps
// its own card value and marks beside it.
type Motion struct {
	// X, Y are the centre in layout units, Rot the turn in radians, Scale the size
	// (1 = CardW × CardH).
	X, Y, Rot, Scale Tween
	// Flip runs From 0 To 1 over a flip (Dur 0: no flip has run).
	Flip Tween
	// Lift is the arc height of the current flight, in layout units.
	Lift float64
	// Up is the side shown once the flip has passed its midpoint; WasUp the side
	// shown before it.
	Up, WasUp bool
}

// Pose is where and how a card is drawn at one tick: its centre, turn, size, the
// squash of a flip (FlipX, 1 at rest), how high it is lifted (0..1, for its shadow)
// and the side shown.
type Pose struct {
	X, Y, Rot, Scale, FlipX, Lift float64
	Up                            bool
}

// NewMotion is a card resting at x, y (turned rot, size sc) showing side up.
func NewMotion(tick int, up bool, x, y, rot, sc float64) Motion {
	m := Motion{Up: up, WasUp: up}
	m.Place(tick, x, y, rot, sc)
	return m
}

// Place puts the card at a spot at once.
func (m *Motion) Place(tick int, x, y, rot, sc float64) {
	m.X = Tween{From: x, To: x, Start: tick}
	m.Y = Tween{From: y, To: y, Start: tick}
	m.Rot = Tween{From: rot, To: rot, Start: tick}
	m.Scale = Tween{From: sc, To: sc, Start: tick}
	m.Lift = 0
}

// MoveTo sends the card from where it is at tick+delay to a spot over dur ticks, along
// an arc lift layout units high. A card already heading to that spot keeps its tween.
func (m *Motion) MoveTo(tick, delay, dur int, x, y, rot, sc, lift float64) {
	if m.X.To == x && m.Y.To == y && m.Rot.To == rot && m.Scale.To == sc {
		return
	}
	st := tick + delay
	cx, cy, cr, cs := m.X.At(st), m.Y.At(st), m.Rot.At(st), m.Scale.At(st)
	m.X = Tween{From: cx, To: x, Start: st, Dur: dur, Ease: OutCubic}
	m.Y = Tween{From: cy, To: y, Start: st, Dur: dur, Ease: OutCubic}
	m.Rot = Tween{From: cr, To: rot, Start: st, Dur: dur, Ease: OutCubic}
	m.Scale = Tween{From: cs, To: sc, Start: st, Dur: dur, Ease: OutCubic}
	m.Lift = lift
}

// Turn flips the card to side up over dur ticks starting delay ticks after tick (at once
// when dur is 0). A card already showing up, with no flip running, is left alone.
func (m *Motion) Turn(tick, delay, dur int, up bool) {
	if m.Up == up && (m.Flip.Dur == 0 || m.Flip.Done(tick)) {
		return
	}
	m.WasUp = m.Shows(tick)
	m.Up = up
	m.Flip = Tween{From: 0, To: 1, Start: tick + delay, Dur: dur}
}

// Shows reports the side shown at tick (true: the face).
func (m *Motion) Shows(tick int) bool {
	if m.flipping(tick) {
		if _, second := m.Flip.Flip(tick); !second {
			return m.WasUp
		}
	}
	return m.Up
}

func (m *Motion) flipping(tick int) bool { return m.Flip.Dur > 0 && !m.Flip.Done(tick) }

// Moving reports whether any tween of the card still runs at tick.
func (m *Motion) Moving(tick int) bool {
	return !m.X.Done(tick) || !m.Y.Done(tick) || !m.Rot.Done(tick) || !m.Scale.Done(tick) || m.flipping(tick)
}

// At is the card's centre (raised by its arc), turn and size at tick.
func (m *Motion) At(tick int) (x, y, rot, sc float64) {
	x, y, rot, sc = m.X.At(tick), m.Y.At(tick), m.Rot.At(tick), m.Scale.At(tick)
	if m.Lift != 0 && !m.Y.Done(tick) {
		y -= m.Lift * m.Y.Arc(tick)
	}
	return
}

// Pose is how the card is drawn at tick.
func (m *Motion) Pose(tick int) Pose {
	p := Pose{FlipX: 1, Up: m.Shows(tick)}
	p.X, p.Y, p.Rot, p.Scale = m.At(tick)
	if m.flipping(tick) {
		sq, _ := m.Flip.Flip(tick)
		p.FlipX = math.Max(sq, 0.02)
	}
	if m.Lift != 0 && !m.Y.Done(tick) {
		p.Lift = m.Y.Arc(tick)
	}
	return p
}

// Set places s at pose p, opaque.
func (s *CardSprite) Set(p Pose) {
	s.X, s.Y, s.Rot, s.Scale, s.FlipX, s.Lift, s.FaceUp, s.Alpha = p.X, p.Y, p.Rot, p.Scale, p.FlipX, p.Lift, p.Up, 1
}

// Set places s at pose p, opaque.
func (s *DeckSprite[C]) Set(p Pose) {
	s.X, s.Y, s.Rot, s.Scale, s.FlipX, s.Lift, s.FaceUp, s.Alpha = p.X, p.Y, p.Rot, p.Scale, p.FlipX, p.Lift, p.Up, 1
}
