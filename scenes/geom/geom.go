// Package geom is the plane geometry every table layout is made of, in layout units:
// rectangles and the rectangle of a card. It is pure Go (no Ebitengine), so layouts
// are tested without a window.
package geom

import "math"

// CardW and CardH are a card's size in layout units at scale 1 (the sprites' size).
const (
	CardW = 100
	CardH = 140
)

// Rect is an axis-aligned rectangle in layout units: X, Y its top left corner.
type Rect struct{ X, Y, W, H float64 }

// R is the rectangle with top left corner x, y, width w and height h.
func R(x, y, w, h float64) Rect { return Rect{x, y, w, h} }

// Contains reports whether the point lies inside r (left and top edges included).
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Overlaps reports whether r and o share any area.
func (r Rect) Overlaps(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

// Union is the smallest rectangle holding r and o (an empty r gives o).
func (r Rect) Union(o Rect) Rect {
	if r.W <= 0 || r.H <= 0 {
		return o
	}
	x0, y0 := math.Min(r.X, o.X), math.Min(r.Y, o.Y)
	x1, y1 := math.Max(r.X+r.W, o.X+o.W), math.Max(r.Y+r.H, o.Y+o.H)
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

// CX is the horizontal centre of r.
func (r Rect) CX() float64 { return r.X + r.W/2 }

// CY is the vertical centre of r.
func (r Rect) CY() float64 { return r.Y + r.H/2 }

// Grow is r widened by d on every side (a negative d shrinks it).
func Grow(r Rect, d float64) Rect { return Rect{r.X - d, r.Y - d, r.W + 2*d, r.H + 2*d} }

// CardRect is the rectangle of an unturned card of the given scale centred at x, y.
func CardRect(x, y, scale float64) Rect {
	w, h := CardW*scale, CardH*scale
	return Rect{x - w/2, y - h/2, w, h}
}
