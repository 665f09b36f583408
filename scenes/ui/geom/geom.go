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

// Portrait reports whether a logical screen of w×h layout units is an upright (phone)
// screen: narrower than the 1280-unit landscape base and taller than wide. Layouts stack
// their parts on it instead of spreading them.
func Portrait(w, h float64) bool { return w < 1280 && h > w }

// Short reports whether a logical screen of w×h layout units is a short landscape one (a
// phone held sideways, as ui.FitShort makes: under 600 units high, wider than high).
// Its layouts put the hand along the bottom and everything else in a band above it,
// with the upright layouts' compact plates, buttons and text.
func Short(w, h float64) bool { return h < 600 && w >= h }

// Compact reports whether a layout uses the compact (phone) parts: an upright or a
// short landscape screen.
func Compact(w, h float64) bool { return Portrait(w, h) || Short(w, h) }

// ShortTop is the top row of a short landscape table w units wide: Help, Rules and Menu
// (64 units wide each, 4 apart) at the right under a 12-unit margin, 52 units high (as
// PortraitTop's); room left of them for the Shell's Settings, Undo and Hint (extraWidths,
// 10 apart); and the info panel filling the rest of the row.
func ShortTop(w float64) (info, help, rules, menu Rect) {
	const m, h, bw = 12.0, 52.0, 64.0
	bx := w - m - 3*bw - 2*4
	set, undo, hint := extraWidths(w)
	ix := bx - 10 - set - 10 - undo - 10 - hint - 10
	return R(m, m, ix-m, h), R(bx, m, bw, h), R(bx+bw+4, m, bw, h), R(bx+2*(bw+4), m, bw, h)
}

// extraWidths are the widths of the Settings, Undo and hint buttons in a top row w
// units wide: 128, 96 and 96, or on a screen under 720 units wide (a small phone held
// sideways) 94, 84 and 70, which leave the info panel room for its words and still
// hold the longest translated labels at the least button text size (German
// "Einstellungen" and "Rückgängig" at 13 units).
func extraWidths(w float64) (set, undo, hint float64) {
	if w < 720 {
		return 94, 84, 70
	}
	return 128, 96, 96
}

// ShortFree is the room ShortTop leaves left of the Settings button, where a local
// table's Hint and Undo go (extraWidths, 10 apart) and a remote table's folded strip.
func ShortFree(w float64) Rect {
	info, help, _, _ := ShortTop(w)
	x := info.X + info.W + 10
	set, _, _ := extraWidths(w)
	return R(x, help.Y, help.X-10-set-10-x, help.H)
}

// ShortTopH is the height a short landscape layout keeps for its top row (ShortTop) and
// the gap under it.
const ShortTopH = 12 + 52 + 8.0

// PortraitTopRow2 is the height (layout units, gap included) an upright layout keeps
// free under its top row of buttons for the Settings and Undo buttons (44 high: a
// finger's least tap target, and a 4-unit gap); the table starts a few units under it.
const PortraitTopRow2 = 48.0

// PortraitTop is the top row every upright table shares, for a screen w units wide:
// Help, Rules and Menu (64 units wide each, 4 apart) at the right under a 12-unit margin,
// 52 units high, and the table's info panel filling the row to their left. The shell's
// second row (PortraitTopRow2) goes under it.
func PortraitTop(w float64) (info, help, rules, menu Rect) {
	const m, h, bw = 12.0, 52.0, 64.0
	bx := w - m - 3*bw - 2*4
	return R(m, m, bx-8-m, h), R(bx, m, bw, h), R(bx+bw+4, m, bw, h), R(bx+2*(bw+4), m, bw, h)
}

// Chrome is where a table's layout puts what every table shows alike: the three top
// buttons (Help, Rules, Menu), the line a toast is centred on (ToastY), the room a
// toast stays in (ToastRoom; empty: the screen), and every other control a toast must
// not cover.
type Chrome struct {
	Help, Rules, Menu Rect
	ToastY            float64
	ToastRoom         Rect
	Controls          []Rect
}

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

// Gap is the distance between the centres of neighbouring cards in a row of n cards
// w wide: most at gap, less when the row would be wider than room.
func Gap(n int, w, gap, room float64) float64 {
	if n <= 1 {
		return 0
	}
	return math.Min(gap, (room-w)/float64(n-1))
}

// Bounds is the rectangle holding n cards of scale sc centred where at(i) says,
// widened by pad on either side and by rise at the top (a card raised, a fan's tilt).
func Bounds(n int, sc float64, at func(i int) (x, y float64), rise, pad float64) Rect {
	var r Rect
	for i := 0; i < n; i++ {
		x, y := at(i)
		cr := CardRect(x, y, sc)
		r = r.Union(R(cr.X-pad, cr.Y-rise, cr.W+2*pad, cr.H+rise))
	}
	return r
}

// CardRect is the rectangle of an unturned card of the given scale centred at x, y.
func CardRect(x, y, scale float64) Rect {
	w, h := CardW*scale, CardH*scale
	return Rect{x - w/2, y - h/2, w, h}
}

// Extra is where a table's Settings, Undo and hint buttons go beside its three top
// buttons: under them when the table stacks them in a column (the same width), else
// left of them in their row (the same height), in that order from the top buttons; on
// an upright screen (portrait), or where the row has no room to the left, in a second
// row under it (PortraitTopRow2 high).
func (ch Chrome) Extra(portrait bool) (undo, set, hint Rect) {
	if ch.Help.X == ch.Menu.X && ch.Help.Y != ch.Menu.Y {
		low := math.Max(ch.Help.Y, math.Max(ch.Rules.Y, ch.Menu.Y))
		step := ch.Menu.H + math.Abs(ch.Menu.Y-ch.Rules.Y) - ch.Rules.H
		set = R(ch.Menu.X, low+step, ch.Menu.W, ch.Menu.H)
		undo = R(ch.Menu.X, low+2*step, ch.Menu.W, ch.Menu.H)
		return undo, set, R(undo.X, undo.Y+(undo.Y-set.Y), undo.W, undo.H)
	}
	left := math.Min(ch.Help.X, math.Min(ch.Rules.X, ch.Menu.X))
	y, h := ch.Help.Y, ch.Help.H
	sw, uw, hw := 128.0, 96.0, 96.0
	if !portrait {
		sw, uw, hw = extraWidths(math.Max(ch.Help.X+ch.Help.W, math.Max(ch.Rules.X+ch.Rules.W, ch.Menu.X+ch.Menu.W)) + 12)
	}
	if left-10-sw-10-uw < 0 || portrait {
		// An upright screen's top row has no room to the left (the info box is there):
		// a second row under it, the height PortraitTopRow2 keeps free.
		right := math.Max(ch.Help.X+ch.Help.W, math.Max(ch.Rules.X+ch.Rules.W, ch.Menu.X+ch.Menu.W))
		y = y + h + 4
		set = R(right-128, y, 128, PortraitTopRow2-4)
		undo = R(set.X-8-96, y, 96, PortraitTopRow2-4)
		return undo, set, R(undo.X-10-96, undo.Y, 96, undo.H)
	}
	set = R(left-10-sw, y, sw, h)
	undo = R(set.X-10-uw, y, uw, h)
	return undo, set, R(undo.X-10-hw, undo.Y, hw, undo.H)
}
