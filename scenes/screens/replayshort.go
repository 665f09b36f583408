package screens

import (
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// The replay bar on a short landscape screen (a phone held sideways) and on a narrow
// upright one (a phone, a tablet): a bar under the table would leave it too little
// height for its own layout, so the bar lies over the table's top buttons (Settings and
// Help, Rules and Menu, which a replay does not use: the bar has Back, its More panel
// Rules) and the table has the whole screen. Sideways it lies right of the table's info
// panel, the status line and the track sharing its first line; upright it covers the
// top rows, info panel too (the status line says the move, the track the round). Its
// row holds the buttons used most; More opens a panel of the others.

// topBar reports that a w×h screen's bar lies over the table's top row.
func topBar(w, h float64) bool { return geom.Short(w, h) || geom.Portrait(w, h) && w < narrowBar }

// uprightTop is the height of an upright table's top rows (geom.PortraitTop's row, the
// gap, and the row under it), which an upright bar covers.
const uprightTop = 12 + 52 + 6 + geom.PortraitTopRow2

// shortIDs are a short bar's buttons in its row; moreIDs those its More panel holds.
var (
	shortIDs = []int{rbMoveBack, rbPlay, rbMoveOn, rbSpeed, rbSeat, rbMore, rbBack}
	moreIDs  = []int{rbRoundBack, rbTrickBack, rbRoundOn, rbTrickOn, rbChart, rbReview, rbExport, rbRules}
)

// layoutTop lays a bar at the top out on a w×h screen: sideways over the table's top
// row right of its info panel, upright over its top rows; the review strip (while a
// review is shown) along the bottom, and the More panel's buttons (when open) in two
// columns under the bar's right end.
func (b *replayBar) layoutTop(w, h float64, strip bool) {
	const m, gap = 12.0, 4.0
	b.top = 0
	b.strip = geom.Rect{}
	if strip {
		b.strip = geom.R(0, h-stripNarrow, w, stripNarrow)
	}
	x, by, bh := 0.0, 52.0, 52.0
	if b.short {
		info, _, _, _ := geom.ShortTop(w)
		x, by, bh = info.X+info.W+8, 24, 44
		b.panel = geom.R(x, 0, w-x, geom.ShortTopH)
		mid := x + (w-x)/2
		b.track = geom.R(mid+8, 10, w-m-8-mid-8, 10)
	} else {
		b.panel = geom.R(0, 0, w, uprightTop)
		b.track = geom.R(m+6, 30, w-2*m-12, 10)
	}
	// Play is wider (its word is the longest: "Reproducir"), the speed ("1×") narrower,
	// where that leaves the speed a tap target's width.
	bw := (w - m - x - 6 - float64(len(shortIDs)-1)*gap) / float64(len(shortIDs))
	bx := x + 6
	for _, id := range shortIDs {
		w := bw
		switch {
		case bw*0.75 < minTap:
		case id == rbPlay:
			w = bw * 1.25
		case id == rbSpeed:
			w = bw * 0.75
		}
		b.buttons[id] = geom.R(bx, by, w, bh)
		bx += w + gap
	}
	if !b.more {
		return
	}
	const cw, rows = 116.0, 4
	px := w - m - 2*cw - 3*8
	for i, id := range moreIDs {
		b.buttons[id] = geom.R(px+8+float64(i%2)*(cw+8), b.panel.Y+b.panel.H+12+float64(i/2)*(44+8), cw, 44)
	}
}

// minTap is a tap target's least side on a touch screen (layout units).
const minTap = 44.0

// morePanel is the More panel's rectangle, around its buttons.
func (b *replayBar) morePanel() geom.Rect {
	var r geom.Rect
	for _, id := range moreIDs {
		r = r.Union(b.buttons[id])
	}
	return geom.Grow(r, 8)
}

// setMore opens or closes a short bar's More panel.
func (b *replayBar) setMore(on bool) {
	b.more = on
	b.w = 0 // laid out again
}

// drawMore draws the open More panel over the table, the rest of the screen shaded.
func (r *Replay) drawMore(c *ui.Canvas, size float64) {
	c.Shade(ui.Shade)
	p := r.bar.morePanel()
	c.RoundRect(p.X, p.Y, p.W, p.H, 12, ui.Panel)
	c.Record(ui.RecPanel, p)
	c.RoundRectLine(p.X, p.Y, p.W, p.H, 12, 2, ui.Gold)
	for _, id := range moreIDs {
		r.drawButton(c, id, r.bar.buttons[id], size)
	}
}

// onTable reports that the pointer of in is over the table, not the bar.
func (r *Replay) onTable(in *ui.Input) bool {
	return !r.bar.panel.Contains(in.X, in.Y) && !r.bar.strip.Contains(in.X, in.Y)
}

// MoreOpen reports a short bar's More panel open (for tests).
func (r *Replay) MoreOpen() bool { return r.bar.more }

// ChartOpen reports the score chart open (for tests).
func (r *Replay) ChartOpen() bool { return r.chart }

// BarButton is where the bar's button with words label lies (empty: not shown), as last
// laid out (for tests).
func (r *Replay) BarButton(label string) geom.Rect {
	for i, b := range r.bar.buttons {
		if b.W > 0 && r.label(i) == label {
			return b
		}
	}
	return geom.Rect{}
}

// StatusLine is the bar's status line as drawn now (for tests).
func (r *Replay) StatusLine() string { return r.describe(r.bar.narrow) }

// BarRect is where the bar was last laid out, with its More panel when open (for
// tests).
func (r *Replay) BarRect() geom.Rect {
	if r.bar.more {
		return r.bar.panel.Union(r.bar.morePanel())
	}
	return r.bar.panel
}
