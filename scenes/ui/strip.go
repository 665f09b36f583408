package ui

import (
	"math"
	"strings"

	"parlor/scenes/ui/geom"
)

// StripRow is one row of an online strip as drawn: a line of the strip's, or part of
// one; First: of the first line (its title); Invite: of a line a click copies.
type StripRow struct {
	Text          string
	First, Invite bool
}

// StripCopyHint ends a line a click can copy (Strip's copy).
const StripCopyHint = " · click to copy"

// Strip lays out an online strip of lines (text 14) at the left of c, above the
// viewer's plate: its rows (the lines wrapped to at most half the screen; on a phone,
// the screen's width) and its box, in layout units. A line copyable reports true for
// is one a click copies: it ends with StripCopyHint.
func Strip(c *Canvas, lines []string, copyable func(line string) bool) ([]StripRow, geom.Rect) {
	maxW := c.W/2 - 30
	if c.W < 700 {
		maxW = c.W - 36
	}
	var rows []StripRow
	w := 0.0
	for i, l := range lines {
		invite := copyable(l)
		if invite {
			l += StripCopyHint
		}
		for _, r := range strings.Split(c.Wrap(l, 14, maxW-20, i == 0), "\n") {
			rows = append(rows, StripRow{r, i == 0, invite})
			w = math.Max(w, c.TextWidth(r, 14, i == 0))
		}
	}
	h := 20*float64(len(rows)) + 8
	return rows, geom.Rect{X: 18, Y: c.H - 160 - h, W: math.Min(w+20, maxW), H: h}
}

// DrawStrip draws an online strip's rows in box (Strip's) and reports where its copy
// line went (empty: none), for the click that copies it.
func DrawStrip(c *Canvas, rows []StripRow, box geom.Rect) (invite geom.Rect) {
	c.RoundRect(box.X, box.Y, box.W, box.H, 8, BannerFill)
	for k, r := range rows {
		clr := InkDim
		ry := box.Y + 4 + 20*float64(k)
		switch {
		case r.First:
			clr = Gold
		case r.Invite:
			clr = Ink
			if invite.W == 0 {
				invite = geom.Rect{X: box.X, Y: ry, W: box.W}
			}
			invite.H = ry + 20 - invite.Y
		}
		c.Text(r.Text, box.X+10, ry+10, 14, r.First, Left, clr)
	}
	return invite
}
