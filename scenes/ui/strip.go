package ui

import (
	"math"
	"strings"

	"parlor/scenes/ui/geom"
)

// StripLine is one line of an online strip: its words, and the link a click on it
// copies ("" for none; such a line's words say so, e.g. with StripCopyHint). Folded,
// when set, is its words on a phone's folded strip (the title without "Online · ", a
// copy line named: "Invite link · tap to copy").
type StripLine struct {
	Text, Copy, Folded string
}

// StripCopyHint ends a line whose link a click copies (English: show it with l10n.T).
const StripCopyHint = " · click to copy"

// Strip is the online strip a table shows at its left, above the viewer's plate: a box
// of lines (text 14, wrapped to at most half the screen; on a phone, the screen's
// width), the first in gold as its title, a line that copies a link in ink and the
// others dim. Set Lines before each Rect or Draw; Draw keeps where each copy line went
// for CopyAt and LineOf.
type Strip struct {
	Lines []StripLine
	// Open: a phone's strip shows every line (Toggle); folded, it shows its title and
	// its first copy line, one row each, left of the Settings button.
	Open  bool
	areas []stripArea // the copy lines as last drawn
}

// stripNarrow is the widest screen (layout units) whose strip folds.
const stripNarrow = 700

// folds reports whether the strip folds on c: a phone's, upright (narrower than
// stripNarrow) or held sideways (geom.Short).
func folds(c *Canvas) bool { return c.W < stripNarrow || geom.Short(c.W, c.H) }

// stripTop is where a phone's strip starts: the second top row (under the 52-high
// top row and its 12 margin; geom.PortraitTopRow2).
const stripTop = 12 + 52 + 4

// stripRow is one row of the strip as drawn: a line, or part of one.
type stripRow struct {
	text  string
	first bool   // of the first line
	copy  string // the link a click on the row copies ("" for none)
}

// stripArea is a copy line as drawn: its place and its link.
type stripArea struct {
	at   geom.Rect
	link string
}

// layout is the strip's rows and its box on c, in layout units.
func (s *Strip) layout(c *Canvas) ([]stripRow, geom.Rect) {
	if folds(c) && !s.Open {
		return s.folded(c)
	}
	maxW := c.W/2 - 30
	if folds(c) {
		maxW = c.W - 24
	}
	var rows []stripRow
	w := 0.0
	for i, l := range s.Lines {
		for _, r := range strings.Split(c.Wrap(l.Text, 14, maxW-20, i == 0), "\n") {
			rows = append(rows, stripRow{r, i == 0, l.Copy})
			w = math.Max(w, c.TextWidth(r, 14, i == 0))
		}
	}
	h := 20*float64(len(rows)) + 8
	if folds(c) {
		return rows, geom.Rect{X: 12, Y: stripTop, W: maxW, H: h} // open over the table
	}
	return rows, geom.Rect{X: 18, Y: c.H - 160 - h, W: math.Min(w+20, maxW), H: h}
}

// folded is a phone's folded strip (a tap on it outside a copy line opens it): the
// title and the first line that copies a link (named, not spelled out), each cut to
// one row, in the second top row left of the Settings button (128 wide).
func (s *Strip) folded(c *Canvas) ([]stripRow, geom.Rect) {
	w := c.W - 24 - 128 - 8
	free := geom.ShortFree(c.W)
	short := geom.Short(c.W, c.H)
	if short {
		w = free.W
	}
	var rows []stripRow
	for i, l := range s.Lines {
		if i == 0 {
			t := strings.TrimPrefix(l.Text, "Online · ")
			if l.Folded != "" {
				t = l.Folded
			}
			rows = append(rows, stripRow{c.Ellipsize(t, 14, w-20, true), true, ""})
		} else if l.Copy != "" {
			t := l.Text
			if l.Folded != "" {
				t = l.Folded
			} else if k := strings.Index(t, ": "); k > 0 {
				t = t[:k] + " link · tap to copy" // "Invite link", "Seat link"
				t = strings.Replace(t, "link link", "link", 1)
			}
			rows = append(rows, stripRow{c.Ellipsize(t, 14, w-20, false), false, l.Copy})
			break
		}
	}
	h := 20*float64(len(rows)) + 4
	if short {
		// Held sideways: in the top row, where a local table's Hint and Undo go.
		return rows, geom.Rect{X: free.X, Y: free.CY() - h/2, W: w, H: h}
	}
	return rows, geom.Rect{X: 12, Y: stripTop, W: w, H: h}
}

// Toggle opens or folds a phone's strip on a tap at x, y on it outside its copy lines,
// reporting whether it did.
func (s *Strip) Toggle(c *Canvas, x, y float64) bool {
	if !folds(c) || s.CopyAt(x, y) != "" {
		return false
	}
	if _, r := s.layout(c); !r.Contains(x, y) {
		return false
	}
	s.Open = !s.Open
	return true
}

// Rect is where the strip goes on c: a table keeps what must be seen clear of it.
func (s *Strip) Rect(c *Canvas) geom.Rect {
	_, r := s.layout(c)
	return r
}

// Draw draws the strip on c and keeps where its copy lines went.
func (s *Strip) Draw(c *Canvas) {
	rows, box := s.layout(c)
	fill := BannerFill
	if folds(c) {
		fill = EndFill // a phone's lies over the table: opaque
	}
	c.RoundRect(box.X, box.Y, box.W, box.H, 8, fill)
	c.Record(RecPanel, box)
	s.areas = s.areas[:0]
	for k, r := range rows {
		clr := InkDim
		ry := box.Y + 4 + 20*float64(k)
		switch {
		case r.first:
			clr = Gold
		case r.copy != "":
			clr = Ink
			if n := len(s.areas); n > 0 && s.areas[n-1].link == r.copy {
				s.areas[n-1].at.H += 20
			} else {
				s.areas = append(s.areas, stripArea{geom.Rect{X: box.X, Y: ry, W: box.W, H: 20}, r.copy})
			}
		}
		c.Text(r.text, box.X+10, ry+10, 14, r.first, Left, clr)
	}
}

// CopyAt is the link a click at x, y on the strip as last drawn copies ("" for none).
func (s *Strip) CopyAt(x, y float64) string {
	for _, a := range s.areas {
		if a.at.Contains(x, y) {
			return a.link
		}
	}
	return ""
}

// LineOf is where the line copying link was last drawn (empty when none was).
func (s *Strip) LineOf(link string) geom.Rect {
	for _, a := range s.areas {
		if a.link == link {
			return a.at
		}
	}
	return geom.Rect{}
}
