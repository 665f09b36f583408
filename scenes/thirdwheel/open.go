package thirdwheel

import (
	"math"

	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/sprites"
)

// drawOpenHand draws seat's hand face up in its plate r at a replay (every hand is
// shown: the game is over) and reports it; elsewhere it draws nothing (false).
func (t *Table) drawOpenHand(c *ui.Canvas, r geom.Rect, seat int) bool {
	ov, ok := t.OpenView(seat).(tw.View)
	if !ok {
		return false
	}
	step := math.Min(22, (r.W-120)/float64(max(len(ov.Hand), 1)))
	for i, card := range ov.Hand {
		t.spr = sprites.TWSprite{Card: card, FaceUp: true, X: r.X + 29 + float64(i)*step, Y: r.Y + 64, Scale: 0.26, FlipX: 1, Alpha: 1, NoShadow: true}
		t.atlas.DrawCard(c.Dst, &t.spr)
	}
	return true
}
