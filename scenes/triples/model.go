package triples

import (
	tr "parlor/gameplay/triples"
	"parlor/sprites"
)

// obj is one card on screen: what it shows and how it moves.
type obj struct {
	sprites.Motion
	card   tr.Card // the zero card when the viewer may not know it
	z      int
	dim    bool
	dropAt int // a flight: removed once the tick reaches dropAt (0: stays)
}

func newObj(c tr.Card, up bool, tick int, x, y, rot, sc float64) *obj {
	return &obj{card: c, Motion: sprites.NewMotion(tick, up, x, y, rot, sc)}
}

// sprite fills s for drawing at tick.
func (o *obj) sprite(tick int, s *sprites.TriplesSprite) {
	*s = sprites.TriplesSprite{Card: o.card, Dim: o.dim}
	s.Set(o.Pose(tick))
}
