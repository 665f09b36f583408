package screens

import (
	"image/color"
	"math"
	"slices"

	"parlor/scenes/l10n"
	"parlor/scenes/saves"
	"parlor/scenes/ui"
)

// The statistics on a short landscape screen (a phone held sideways, geom.Short): the
// title with the choices of games and of house rules beside it, the game tabs in a row
// (four to a row), the figures, the win rate by strongest opponent and the score chart
// side by side, and the status line left of the three buttons at the bottom.

// ShortLayout reports that the screen lays itself out on a short landscape screen.
func (s *Stats) ShortLayout() bool { return true }

// Short statistics sizes (layout units).
const (
	ssMargin   = 14.0
	ssRowH     = 44.0 // the choices' and tabs' height
	ssButtonW  = 124.0
	ssTabsTop  = 60.0
	ssPerRow   = 4
	ssFigStep  = 21.0 // a figure's line
	ssFiguresW = 0.36 // the figures' panel's share of the width (0.40 under 720 units)
)

// ssButtonWidth is a button's width on a short screen w units wide.
func ssButtonWidth(w float64) float64 { return math.Min(ssButtonW, (w-2*ssMargin)*0.16) }

// layoutShort lays the short screen's widgets out, in the wide layout's order.
func (s *Stats) layoutShort(w, h float64) {
	ws := s.widgets[:0]
	m := ssMargin
	cw := math.Min(260, (w-2*m-180)/2) // a choice's width: two beside the title
	where := ui.Widget{Kind: ui.Cycle, ID: stWhere, X: w - m - cw, Y: 8, W: cw, H: ssRowH, Label: l10n.T("Games"), Value: l10n.T(whereWords[s.where]),
		Hint: l10n.T("Which games count: all, those played at this screen, or those played online")}
	groups := s.groups()
	per := min(ssPerRow, max(len(groups), 1))
	tw := (w - 2*m - float64(per-1)*8) / float64(per)
	for i, grp := range groups {
		g := &s.stats.Games[grp[0]]
		label := TitleWords(g.Name, g.Variant)
		ws = append(ws, ui.Widget{Kind: ui.Tab, ID: stTabBase + i, X: m + float64(i%per)*(tw+8), Y: ssTabsTop + float64(i/per)*(ssRowH+8), W: tw, H: ssRowH, Label: label, On: slices.Contains(grp, s.tab)})
	}
	if grp := s.group(); len(grp) > 1 {
		ws = append(ws, ui.Widget{Kind: ui.Cycle, ID: stKind, X: where.X - 8 - cw, Y: where.Y, W: cw, H: ssRowH,
			Value: kindShort(&s.stats.Games[s.tab]),
			Hint:  l10n.T("The game's statistics are kept apart for each set of house rules and each role: O shows the next")})
	}
	for i, b := range []struct {
		id    int
		label string
	}{{stReset, l10n.T("Reset")}, {stHistory, l10n.T("History")}, {stMenu, l10n.T("Menu")}} {
		bw := ssButtonWidth(w)
		ws = append(ws, ui.Widget{Kind: ui.Button, ID: b.id, X: w - m - float64(3-i)*(bw+8) + 8, Y: h - 10 - 48, W: bw, H: 48, Label: b.label,
			Disabled: b.id == stReset && len(s.stats.Games) == 0})
	}
	s.widgets = append(ws, where) // last: the focus opens on the first game's tab
}

// shortTabsBottom is the y under the short screen's rows of tabs.
func (s *Stats) shortTabsBottom() float64 {
	rows := (len(s.groups()) + ssPerRow - 1) / ssPerRow
	return ssTabsTop + float64(max(rows, 1))*(ssRowH+8) - 8
}

// drawShort draws the short screen but its widgets and the question: the title, the
// game's panels (or the words for none) and the status line.
func (s *Stats) drawShort(c *ui.Canvas, since, none, msg string, clr color.RGBA) {
	m := ssMargin
	c.Text(l10n.T("Statistics"), m+4, 22, 24, true, ui.Left, ui.Gold)
	c.Text(c.Ellipsize(since, 13, c.W-2*m-2*math.Min(260, (c.W-2*m-180)/2)-16, false), m+4, 44, 13, false, ui.Left, ui.InkDim)
	by := c.H - 10 - 48
	if len(s.stats.Games) == 0 {
		c.Text(c.Wrap(none, 17, c.W-60, false), c.W/2, (s.shortTabsBottom()+by)/2, 17, false, ui.Center, ui.Ink)
	} else {
		s.drawShortGame(c, &s.stats.Games[s.tab], s.shortTabsBottom()+10, by-8)
	}
	msgW := c.W - 2*m - 3*(ssButtonWidth(c.W)+8) - 8
	msg = clipLines(c, msg, 13, msgW, 3)
	c.Text(msg, m, by+24, 13, false, ui.Left, clr)
}

// drawShortGame draws a game's figures, its win rate by strongest opponent and its
// score chart side by side between y and bottom.
func (s *Stats) drawShortGame(c *ui.Canvas, g *saves.GameStats, y, bottom float64) {
	m := ssMargin
	h := bottom - y
	rows := figures(g)
	share := ssFiguresW
	if c.W < 720 {
		share = 0.40
	}
	fw := math.Round((c.W - 2*m) * share)
	step := math.Min(ssFigStep*1.3, (h-12)/float64(len(rows)))
	c.RoundRect(m, y, fw, h, 12, ui.Felt)
	for i, r := range rows {
		figureRow(c, r, m+12, m+fw-12, y+6+step*(float64(i)+0.5), 14, 15)
	}
	// By strongest opponent: a level's name and figures over its bar.
	lx := m + fw + 8
	lw := math.Round((c.W - 2*m - fw - 16) * 0.42)
	c.RoundRect(lx, y, lw, h, 12, ui.Felt)
	c.Text(c.Ellipsize(l10n.T("By strongest opponent"), 15, lw-24, true), lx+12, y+18, 15, true, ui.Left, ui.Ink)
	levels := g.ByLevel[:min(len(g.ByLevel), int(math.Max(0, (h-36)/42)))]
	for i, l := range levels {
		yy := y + 46 + float64(i)*42
		name, rate := levelFigures(l)
		val := c.Ellipsize(l10n.T("%s of %s · %s", l10n.Int(l.Won), l10n.Int(l.Played), l10n.Percent(100*rate)), 14, lw-24-40, false)
		c.Text(c.Ellipsize(name, 14, lw-24-c.TextWidth(val, 14, false)-8, false), lx+12, yy, 14, false, ui.Left, ui.InkDim)
		c.Text(val, lx+lw-12, yy, 14, false, ui.Right, ui.Ink)
		bw := lw - 24
		c.RoundRect(lx+12, yy+11, bw, 12, 6, ui.FeltDark)
		c.RoundRect(lx+12, yy+11, math.Max(12, bw*rate), 12, 6, ui.Good)
	}
	sx := lx + lw + 8
	s.drawScores(c, g, sx, y, c.W-m-sx, h, l10n.T("Scores · green: won · red: lost"))
}

// figureRow draws a figure's row between left and right at y: what (r[0], size ls) on
// the left, its value (r[1], bold, size vs) on the right. When the two do not fit side
// by side (a long translation) both shrink, to 12 at least, and what is cut short.
func figureRow(c *ui.Canvas, r [2]string, left, right, y, ls, vs float64) {
	const gap = 12.0
	for min(ls, vs) > 12 && c.TextWidth(r[0], ls, false)+c.TextWidth(r[1], vs, true)+gap > right-left {
		ls, vs = ls-1, vs-1
	}
	value := c.Ellipsize(r[1], vs, right-left, true)
	label := c.Ellipsize(r[0], ls, right-left-c.TextWidth(value, vs, true)-gap, false)
	c.Text(label, left, y, ls, false, ui.Left, ui.InkDim)
	c.Text(value, right, y, vs, true, ui.Right, ui.Ink)
}
