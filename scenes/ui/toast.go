package ui

import (
	"math"

	"parlor/scenes/ui/geom"
)

// ToastBox is where toast msg goes on c and its wrapped text (layout units, text 18):
// centred on the toast line y (a longer text wraps onto more lines above it), as wide
// as its text needs but never over one of controls: it narrows beside a control at its
// side, and rises above a control it could only avoid by becoming too narrow to read (a
// phone's row of buttons). A control of zero width is none.
func ToastBox(c *Canvas, msg string, y float64, controls []geom.Rect) (geom.Rect, string) {
	return ToastIn(c, msg, y, geom.Rect{}, controls)
}

// ToastIn is ToastBox with the toast kept in room (empty: the screen): centred on its
// middle, no wider than it, and where its lines would rise above its top, growing down
// from there instead (a short landscape table's band between the plates and the hand).
func ToastIn(c *Canvas, msg string, y float64, room geom.Rect, controls []geom.Rect) (geom.Rect, string) {
	cx := c.W / 2
	most := c.W - 80
	if c.W < 600 {
		most = c.W - 32 // a phone's: fewer lines, less of the table covered
	}
	if room.W > 0 {
		cx, most = room.CX(), math.Min(most, room.W)
	}
	least := math.Min(most, 280) // the narrowest a toast gets beside a control
	half := most / 2
	var box geom.Rect
	var text string
	for range 8 {
		w := math.Min(c.TextWidth(msg, 18, false)+40, 2*half)
		text = c.Wrap(msg, 18, w-40, false)
		// One line is centred on the toast line; more lines grow upwards.
		h := 20 + 24*float64(Lines(text))
		box = geom.R(cx-w/2, y+22-h, w, h)
		if room.W > 0 && box.Y < room.Y {
			box.Y = room.Y
		}
		next, lift := half, y
		hit := false
		for _, r := range controls {
			if r.W <= 0 || !r.Overlaps(box) {
				continue
			}
			hit = true
			side := -1.0 // how far the toast may reach from the centre beside r
			if r.X >= cx {
				side = r.X - cx - 8
			} else if r.X+r.W <= cx {
				side = cx - r.X - r.W - 8
			}
			if 2*side >= least {
				next = math.Min(next, side)
			} else {
				lift = math.Min(lift, r.Y-30)
			}
		}
		switch {
		case !hit:
			return box, text
		case lift < y && lift+22-h >= 0:
			y, half = lift, most/2 // above the control in the way
		case next < half:
			half = next
		default:
			return box, text // no room above: over the control, as narrow as allowed
		}
	}
	return box, text
}

// DrawToast draws a toast's text (ToastBox's) in its box r.
func DrawToast(c *Canvas, r geom.Rect, text string) {
	c.RoundRect(r.X, r.Y, r.W, r.H, 12, ToastFill)
	c.Record(RecToast, r)
	c.RoundRectLine(r.X, r.Y, r.W, r.H, 12, 2, Danger)
	c.Text(text, r.CX(), r.CY(), 18, false, Center, Ink)
}
