package ui

import (
	"strings"

	"parlor/scenes/ui/geom"
)

// RecKind is what a LayoutRec item is: a text run or one of the boxes the layout checks
// keep apart.
type RecKind uint8

// The kinds of recorded items.
const (
	RecText   RecKind = iota // a run of text (one or more lines)
	RecButton                // a widget (button, tab, toggle, cycle, field): a tap target
	RecPlate                 // a seat's name plate
	RecPanel                 // an info panel, a dialog's panel
	RecBanner                // a banner over the table
	RecToast                 // a toast (a refusal, a notice)
	RecBadge                 // a small mark on a plate or a card ("D", "Duo 1")
)

// String names the kind for a test's message.
func (k RecKind) String() string {
	return [...]string{"text", "button", "plate", "panel", "banner", "toast", "badge"}[k]
}

// RecItem is one thing a Canvas drew while a LayoutRec was on: its kind, its rectangle
// (layout units: a text's is its lines' ink box, as wide as its widest line and
// ((lines-1)·1.35+1)·size high), a text's words and size (layout units; Full is the
// whole text of one Ellipsize cut), and its layer (Shade starts a new one: what lies
// under a shade is not compared with what lies over it).
type RecItem struct {
	Kind  RecKind
	R     geom.Rect
	Text  string
	Full  string
	Size  float64
	Layer int
	// Clipped: R is the part Canvas.Clip left of it (a row scrolled partly out of view).
	Clipped bool
}

// LayoutRec is the debug layout recorder: a test sets Canvas.Rec to one, draws a screen,
// and checks the items (text outside its box, boxes overlapping, tap targets and text
// too small). A nil Canvas.Rec records nothing.
type LayoutRec struct {
	Items []RecItem
	Layer int
	cuts  map[string]string // Ellipsize's cut texts, to their whole texts
	clip  geom.Rect         // Canvas.Clip's rectangle now (empty: none)
}

// Reset empties the record for the next frame.
func (r *LayoutRec) Reset() {
	r.Items, r.Layer, r.clip = r.Items[:0], 0, geom.Rect{}
}

// add records item it, cut to the clip rectangle (and dropped when clipped away).
func (r *LayoutRec) add(it RecItem) {
	if r.clip.W > 0 {
		if !it.R.Overlaps(r.clip) {
			return
		}
		cut := intersect(it.R, r.clip)
		it.Clipped, it.R = cut != it.R, cut
	}
	it.Layer = r.Layer
	r.Items = append(r.Items, it)
}

// intersect is the area r and o share (they overlap).
func intersect(r, o geom.Rect) geom.Rect {
	x0, y0 := max(r.X, o.X), max(r.Y, o.Y)
	x1, y1 := min(r.X+r.W, o.X+o.W), min(r.Y+r.H, o.Y+o.H)
	return geom.R(x0, y0, x1-x0, y1-y0)
}

// Record adds a box of kind k over r to the canvas's layout record, if one is on: what
// a scene draws itself (a plate, a badge) that the shared drawing functions do not.
func (c *Canvas) Record(k RecKind, r geom.Rect) {
	if c.Rec == nil || r.W <= 0 || r.H <= 0 {
		return
	}
	c.Rec.add(RecItem{Kind: k, R: r})
}

// recordText adds text s drawn at x, y (Text's anchor) to the record.
func (c *Canvas) recordText(s string, x, y, size float64, bold bool, align Align) {
	lines := strings.Split(s, "\n")
	w := 0.0
	for _, l := range lines {
		w = max(w, c.TextWidth(l, size, bold))
	}
	h := (float64(len(lines)-1)*1.35 + 1) * size
	switch align {
	case Center:
		x -= w / 2
	case Right:
		x -= w
	}
	c.Rec.add(RecItem{Kind: RecText, R: geom.R(x, y-h/2, w, h), Text: s, Full: c.Rec.cuts[s], Size: size})
}

// recordCut remembers that Ellipsize cut full to s.
func (c *Canvas) recordCut(s, full string) {
	if c.Rec.cuts == nil {
		c.Rec.cuts = map[string]string{}
	}
	c.Rec.cuts[s] = full
}
