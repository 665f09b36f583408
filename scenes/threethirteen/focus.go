package threethirteen

import (
	"parlor/scenes/threethirteen/board"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// placeRect is the rectangle of the keyboard's place on the row above the hand (the
// stock, the discard pile, the Go out button); ok false in the hand, whose chosen card
// wears the ring itself.
func (t *Table) placeRect() (r geom.Rect, ok bool) {
	l := &t.lay
	switch t.place {
	case board.PStock:
		return l.Stock, true
	case board.PDiscard:
		return l.Discard, true
	case board.PGoOut:
		return l.GoOut, true
	}
	return r, false
}

// drawPlace draws the focus ring round the keyboard's place on the row above the hand:
// white, outside the blue ring that says a pile may be drawn from; none while a top
// button has the focus.
func (t *Table) drawPlace(c *ui.Canvas) {
	if r, ok := t.placeRect(); ok && !t.Spectator() && !t.TopFocus().On() {
		c.RoundRectLine(r.X-10, r.Y-10, r.W+20, r.H+20, 14, 3, ui.Ink)
	}
}

// UpLeaves reports that the keyboard's focus is on the row above the hand, from which
// ↑ (the D-pad's up) goes on to the top buttons (ui.UpLeaver): the gamepad's way there,
// as LB and RB sort the hand at this table.
func (t *Table) UpLeaves() bool { return t.place != board.PHand }
