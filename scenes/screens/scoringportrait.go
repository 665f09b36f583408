package screens

import (
	"math"

	"parlor/scenes/l10n"

	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// The upright (phone) score sheet: the game's name at the top, the buttons at the
// bottom (Next round across the screen over New game and Menu), and between them one
// column that scrolls: what the sheet is, the winners and the note, the table, and the
// chart or the game's own panel under it. Text keeps its landscape sizes. On a short
// landscape screen (a phone held sideways) the name and what the sheet is share the
// title line, the buttons are one row, and the chart or panel goes right of the table.

// Upright sheet sizes (layout units).
const (
	psMargin  = 12.0
	psButtonH = 56.0
	psTitleH  = 64.0 // the game's name
	psChartH  = 300.0
	psPanelH  = 420.0
	// On a short landscape screen: the title line's and the buttons' heights.
	ssTitleH  = 46.0
	ssButtonH = 48.0
)

// layoutPortrait appends the upright sheet's buttons to ws.
func (s *Scoring) layoutPortrait(ws []ui.Widget, w, h float64, showNext bool) []ui.Widget {
	m := psMargin
	if geom.Short(w, h) {
		return s.layoutShort(ws, w, h, showNext)
	}
	y := h - m - psButtonH
	half := (w - 2*m - 8) / 2
	x := m
	if s.newGame != nil {
		ws = append(ws, ui.Widget{Kind: ui.Button, ID: sNew, X: x, Y: y, W: half, H: psButtonH, Label: s.newLabel(true), Disabled: s.rematchAsked()})
		x += half + 8
	} else {
		half = w - 2*m
	}
	ws = append(ws, ui.Widget{Kind: ui.Button, ID: sMenu, X: x, Y: y, W: half, H: psButtonH, Label: l10n.T("Menu (M)")})
	if showNext {
		ws = append(ws, ui.Widget{Kind: ui.Button, ID: sNext, X: m, Y: y - 8 - psButtonH, W: w - 2*m, H: psButtonH, Label: l10n.T("Next round (N)")})
	}
	return ws
}

// portraitView is the scrolled column's window on a w×h screen: under the title, over
// the buttons and the status line above them.
func (s *Scoring) portraitView(w, h float64) geom.Rect {
	top := h
	for _, wd := range s.widgets {
		top = math.Min(top, wd.Y)
	}
	if geom.Short(w, h) {
		return geom.R(0, ssTitleH, w, top-28-ssTitleH)
	}
	return geom.R(0, psTitleH, w, top-28-psTitleH)
}

// drawPortrait draws the upright sheet but its buttons.
func (s *Scoring) drawPortrait(c *ui.Canvas) {
	sh := s.sheet
	m := psMargin
	short := geom.Short(c.W, c.H)
	what := l10n.T("score sheet")
	if sh.Over {
		what = l10n.T("final scores")
	}
	if short {
		c.Text(c.Ellipsize(sh.Game+" · "+what, 26, c.W-2*m, true), c.W/2, ssTitleH/2+2, 26, true, ui.Center, ui.Ink)
	} else {
		c.Text(c.Ellipsize(sh.Game, 32, c.W-2*m, true), c.W/2, 36, 32, true, ui.Center, ui.Ink)
	}
	view := s.portraitView(c.W, c.H)
	restore := c.Clip(view.X, view.Y, view.W, view.H)
	defer restore()
	y := view.Y + 8 - s.scroll.Y
	if !short {
		c.Text(what, c.W/2, y+12, 19, false, ui.Center, ui.InkDim)
		y += 34
	}
	head, note := sh.Headline()
	if head != "" {
		t := c.Wrap(head, 21, c.W-2*m, true)
		hh := float64(ui.Lines(t)) * 21 * 1.35
		c.Text(t, c.W/2, y+hh/2, 21, true, ui.Center, ui.Gold)
		y += hh + 6
	}
	if note != "" {
		size, clr := 14.0, ui.InkDim
		if head == "" {
			size, clr = 19, ui.Gold
		}
		t := c.Wrap(note, size, c.W-2*m, false)
		nh := float64(ui.Lines(t)) * size * 1.35
		c.Text(t, c.W/2, y+nh/2, size, false, ui.Center, clr)
		y += nh + 6
	}
	y += 14
	tx, tw := m+12, c.W-2*m-24
	rowH := 34.0
	switch {
	case short:
		y = s.drawShortBody(c, y, rowH)
	case sh.Panel != nil:
		s.drawTable(c, tx, y, tw, rowH, s.labelWidth(c, 80, tw*0.45))
		y += rowH*float64(len(sh.Scores)+2) + 8 + 24
		sh.Panel(c, m, y, c.W-2*m, psPanelH, s.age)
		y += psPanelH
	default:
		s.drawTable(c, tx, y, tw, rowH, s.labelWidth(c, 80, tw*0.45))
		y += rowH*float64(len(sh.Scores)+2) + 8 + 24
		s.drawChart(c, m+10, y+10, c.W-2*m-20, psChartH-20)
		y += psChartH
	}
	s.contentH = y + s.scroll.Y - view.Y + 8
	if s.scroll.Max > 0 {
		// A thumb on the right edge shows where the view is.
		th := math.Max(30, view.H*view.H/s.contentH)
		ty := view.Y + (view.H-th)*s.scroll.Y/s.scroll.Max
		c.RoundRect(c.W-6, ty, 4, th, 2, ui.InkFaint)
	}
}

// layoutShort appends the short landscape sheet's buttons to ws: Next round, New game
// and Menu in one row at the bottom, centred.
func (s *Scoring) layoutShort(ws []ui.Widget, w, h float64, showNext bool) []ui.Widget {
	n := 1.0
	if showNext {
		n++
	}
	if s.newGame != nil {
		n++
	}
	bw := math.Min(240, (w-2*psMargin-(n-1)*12)/n)
	x, y := w/2-(n*bw+(n-1)*12)/2, h-10-ssButtonH
	if showNext {
		ws = append(ws, ui.Widget{Kind: ui.Button, ID: sNext, X: x, Y: y, W: bw, H: ssButtonH, Label: l10n.T("Next round (N)")})
		x += bw + 12
	}
	if s.newGame != nil {
		ws = append(ws, ui.Widget{Kind: ui.Button, ID: sNew, X: x, Y: y, W: bw, H: ssButtonH, Label: s.newLabel(true), Disabled: s.rematchAsked()})
		x += bw + 12
	}
	return append(ws, ui.Widget{Kind: ui.Button, ID: sMenu, X: x, Y: y, W: bw, H: ssButtonH, Label: l10n.T("Menu (M)")})
}

// drawShortBody draws the short landscape sheet's table (rows rowH high) from y, with
// the chart or the game's panel right of it, and returns the y under both.
func (s *Scoring) drawShortBody(c *ui.Canvas, y, rowH float64) float64 {
	sh := s.sheet
	m := psMargin
	labelW := s.labelWidth(c, 80, 200)
	tx := m + 12
	tw := math.Min(labelW+float64(len(sh.Names))*80, (c.W-2*m)*0.55)
	th := rowH * float64(len(sh.Scores)+2)
	s.drawTable(c, tx, y, tw, rowH, labelW)
	x := tx + tw + 12 + 16
	w := c.W - m - x
	if sh.Panel != nil {
		h := math.Max(th, psChartH)
		sh.Panel(c, x, y-8, w, h, s.age)
		return y + h + 8
	}
	h := math.Max(th, psChartH) - 20
	s.drawChart(c, x+10, y+2, w-20, h)
	return y + h + 24
}
