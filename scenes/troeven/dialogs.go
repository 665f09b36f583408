package troeven

import (
	"image/color"
	"math"

	"parlor/gameplay/cards"
	tv "parlor/gameplay/troeven"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// drawTrumpDialog draws the caller's choice of trumps over the middle of the table; the
// caller's first cards stay in view below it.
func (t *Table) drawTrumpDialog(c *ui.Canvas) {
	l := &t.lay
	r := l.Dialog
	c.RoundRect(r.X, r.Y, r.W, r.H, 18, ui.Panel)
	c.Record(ui.RecPanel, r)
	c.RoundRectLine(r.X, r.Y, r.W, r.H, 18, 2.5, ui.Gold)
	c.Text(c.Ellipsize(l10n.T("Name trumps"), 26, r.W-24, true), r.X+r.W/2, r.Y+36, 26, true, ui.Center, ui.Gold)
	n := len(t.m.hands[t.Viewer()])
	c.Text(c.Wrap(l10n.Plural("You have seen your first %d cards (below). Any suit may be trumps.", n), 15, r.W-32, false), r.X+r.W/2, r.Y+74, 15, false, ui.Center, ui.InkDim)
	keys := [4]string{"C", "D", "H", "S"}
	for k, b := range l.Suits {
		su := cards.Suits[k]
		hot := t.Hot(b) || t.selected == k
		fill := ui.ButtonFill
		if hot {
			fill = ui.ButtonHot
		}
		c.RoundRect(b.X, b.Y, b.W, b.H, 10, fill)
		c.Record(ui.RecButton, b)
		line := ui.PanelLine
		if t.selected == k {
			line = ui.Focus
		}
		c.RoundRectLine(b.X, b.Y, b.W, b.H, 10, 2, line)
		drawSuit(c, su, b.CX(), b.Y+34, 22, t.FourColour())
		label := suitTitle(su) + "  (" + keys[k] + ")"
		if l.Portrait {
			label = suitTitle(su)
		}
		size := 15.0
		for size > 12 && c.TextWidth(label, size, true) > b.W-6 {
			size--
		}
		c.Text(c.Ellipsize(label, size, b.W-8, true), b.CX(), b.Y+b.H-18, size, true, ui.Center, ui.Ink)
	}
	hint := l10n.T("Click a suit or press C, D, H or S")
	if l.Portrait {
		hint = l10n.T("Tap a suit")
	}
	c.Text(c.Ellipsize(hint, 14, r.W-16, false), r.X+r.W/2, r.Y+r.H-20, 14, false, ui.Center, ui.InkFaint)
}

// changeText says what a round did to seat p's tally, the verb agreeing with the name
// beside it: "cancels a branch", "You" … "cancel a branch", "no change".
func (t *Table) changeText(p, change int) string {
	switch change {
	case -1:
		return t.pick(p, l10n.T("cancel a branch"), l10n.T("cancels a branch"))
	case +1:
		return t.pick(p, l10n.T("draw a new branch"), l10n.T("draws a new branch"))
	}
	return l10n.T("no change")
}

// drawRoundEnd draws the round's outcome over the middle of the table.
func (t *Table) drawRoundEnd(c *ui.Canvas) {
	r := t.result
	w, h := math.Min(640, c.W-16), roundEndH
	x, y := c.W/2-w/2, t.lay.TrickArea.Y-20
	whatX := 200.0
	if t.lay.Portrait {
		// Beside a column of plates at the left where the window is wide enough (a
		// small one's), else under the plates where it fits, else over all of them
		// (never half a plate).
		top, bottom, right := c.H, 0.0, 0.0
		for _, sp := range t.lay.Spots {
			if sp.Used {
				top, bottom = math.Min(top, sp.Plate.Y), math.Max(bottom, sp.Plate.Y+sp.Plate.H)
				right = math.Max(right, sp.Plate.X+sp.Plate.W)
			}
		}
		switch {
		case right+8+480 <= c.W-8:
			x, y = right+8, top-4
			w = math.Min(w, c.W-8-x)
		case bottom+8+h <= c.H-8:
			y = math.Max(y, bottom+8)
		default:
			y = top - 4
		}
		y, whatX = math.Max(8, math.Min(y, c.H-h-8)), 110
	} else {
		// Clear of a plate above it (the top seat's), where the screen has the room.
		for _, sp := range t.lay.Spots {
			if p := sp.Plate; sp.Used && p.Y < y && p.Y+p.H > y-8 && p.X < x+w && p.X+p.W > x && p.Y+p.H+8+h <= c.H-8 {
				y = p.Y + p.H + 8
			}
		}
	}
	c.RoundRect(x, y, w, h, 18, ui.EndFill)
	c.Record(ui.RecPanel, geom.R(x, y, w, h))
	c.RoundRectLine(x, y, w, h, 18, 2, ui.Gold)
	title := l10n.T("Round %s is over", l10n.Int(r.Round))
	if t.Final() {
		title = l10n.T("Game over: %s", ui.WinnersText(t.Setup().Names(), t.v().Winners))
	}
	c.Text(c.Ellipsize(title, 24, w-90, true), x+24, y+30, 24, true, ui.Left, ui.Gold)
	if r.Trump != 0 {
		drawSuit(c, r.Trump, x+w-40, y+30, 17, t.FourColour())
	}
	yy := y + 76
	// side draws a side's line: its colour, who, and the card points it took.
	side := func(clr color.RGBA, who string, points int) {
		pts := l10n.Plural("%d points", points)
		c.Circle(x+34, yy, 6, clr)
		c.Text(c.Ellipsize(who, 18, math.Min(w-180, w-84-c.TextWidth(pts, 20, true)), false), x+48, yy, 18, false, ui.Left, ui.Ink)
		c.Text(pts, x+w-24, yy, 20, true, ui.Right, ui.Gold)
	}
	if r.Sides == 2 {
		side(callerTeam, t.pick(r.Caller, l10n.T("You and the dummy"), l10n.T("%s and the dummy", t.who(r.Caller))), r.Points[tv.SideCaller])
		yy += 34
		side(dealerTeam, l10n.List([]string{t.who(r.Dealer), t.who(t.cutter)}), r.Points[tv.SideDealer])
		yy += 34
	} else {
		for p := 0; p < 3; p++ {
			side(ui.SeatColour(p), t.who(p), r.Points[p])
			yy += 30
		}
	}
	c.Line(x+24, yy, x+w-24, yy, 1.5, ui.GoldDark)
	yy += 26
	for p := 0; p < 3; p++ {
		what := t.changeText(p, r.Change[p])
		clr := ui.InkDim
		switch r.Change[p] {
		case -1:
			clr = ui.Good
		case +1:
			clr = ui.Danger
		}
		left := l10n.T("%s left", l10n.Int(r.Tally[p]))
		c.Text(c.Ellipsize(t.who(p), 17, whatX-42, true), x+34, yy, 17, true, ui.Left, ui.Ink)
		c.Text(c.Ellipsize(what, 17, w-whatX-48-c.TextWidth(left, 17, true), false), x+whatX, yy, 17, false, ui.Left, clr)
		c.Text(left, x+w-24, yy, 17, true, ui.Right, ui.Ink)
		yy += 28
	}
	if t.RoundOver() {
		t.DrawGoOn(c, x+w/2, y+h-64, 280, 48, false)
	}
}
