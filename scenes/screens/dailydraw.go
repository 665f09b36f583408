package screens

import (
	"image/color"
	"math"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// dailyPlace is where the daily deal screen puts its parts on a w×h screen: the games'
// tabs (laid out by tabs), the Play or Copy button (act), Back, and the column the
// words and the board go in (x, y, width; the board ends at bottom).
type dailyPlace struct {
	act, back       ui.Widget
	x, y, w, bottom float64
	skipAct         bool // the words go on under act (it is in their column)
}

// The daily deal screen on a short landscape screen (a phone held sideways,
// geom.Short): the games' tabs in one row under the title, the deal's words and the
// board in a column at the left, Play (or Copy) at the top of a column of buttons at
// the right and Back at its foot.
const (
	dyMargin   = 14.0
	dyTabsTop  = 60.0
	dyTabH     = 44.0
	dyButtonsW = 220.0 // the short screen's column of buttons
)

// place is where the screen's parts go on a w×h screen.
func (d *Daily) place(w, h float64) dailyPlace {
	if geom.Short(w, h) {
		cw := math.Min(dyButtonsW, (w-2*dyMargin)*0.36)
		bx := w - dyMargin - cw
		top := dyTabsTop + dyTabH + 8
		return dailyPlace{
			act:  ui.Widget{Kind: ui.Button, X: bx, Y: top, W: cw, H: 52},
			back: ui.Widget{Kind: ui.Button, X: bx, Y: h - dyMargin - 56, W: cw, H: 56, Label: l10n.T("Back")},
			x:    18, y: top, w: bx - 16 - 18, bottom: h - dyMargin,
		}
	}
	x, bw := 40.0, 300.0
	if w < 1000 {
		x, bw = 14, w-28
	}
	back := backButton(w, h, dyBack, "")
	tx, tw := 18.0, w-36
	if w >= 1000 {
		tx, tw = 40, 900
	}
	return dailyPlace{
		act:  ui.Widget{Kind: ui.Button, X: x, Y: tabsBottom(w) + 110, W: bw, H: 52},
		back: back, x: tx, y: tabsBottom(w) + 6, w: tw, bottom: back.Y - 20, skipAct: true,
	}
}

// dailyTabs are the games' tabs on a short screen w units wide: four in a row.
func dailyTabs(ws []ui.Widget, w float64, on int) []ui.Widget {
	games := scenes.Games()
	n := float64(len(games))
	tw := math.Min(220, (w-2*dyMargin-(n-1)*8)/n)
	for i, g := range games {
		ws = append(ws, ui.Widget{Kind: ui.Tab, ID: dyGameBase + i, X: dyMargin + float64(i)*(tw+8), Y: dyTabsTop, W: tw, H: dyTabH,
			Label: g.Name, On: i == on, Disabled: !hasDaily(g.ID)})
	}
	return ws
}

// layout lays the daily deal screen out: the games' tabs (Third Wheel's dimmed: it has
// no daily deal), Play or Copy, and Back.
func (d *Daily) layout(w, h float64) {
	if geom.Short(w, h) {
		d.widgets = dailyTabs(d.widgets[:0], w, d.game)
	} else {
		d.widgets = gameTabs(d.widgets[:0], w, dyGameBase, d.game, func(id string) bool { return !hasDaily(id) })
	}
	p := d.place(w, h)
	game := d.gameID()
	deal, ok := d.st.deals[game]
	act := p.act
	switch {
	case d.share() != "":
		act.ID, act.Label, act.Hint = dyCopy, l10n.T("Copy the result"), l10n.T("Put the result's words on the clipboard, to share")
		d.widgets = append(d.widgets, act)
	case ok && deal.Played == nil:
		act.ID, act.Label, act.Hint = dyPlay, l10n.T("Play today's deal"), l10n.T("Deal it here against the day's bots; your result goes to the daily board at the end")
		d.widgets = append(d.widgets, act)
	}
	back := p.back
	back.ID, back.Hint = dyBack, l10n.T("Back to the online screen (Esc)")
	d.widgets = append(d.widgets, back)
	if d.focus < 0 {
		d.focus = d.game // on the chosen game's tab
	}
}

// Draw draws the daily deal screen.
func (d *Daily) Draw(c *ui.Canvas) {
	ui.DrawFelt(c)
	wide := c.W >= 1000 && !geom.Short(c.W, c.H)
	c.Text(l10n.T("Daily deal"), 18+22*boolf(wide), 34+6*boolf(wide), 32, true, ui.Left, ui.Gold)
	for i := range d.widgets {
		ui.DrawWidget(c, &d.widgets[i], i == d.focus, i == d.hover)
	}
	p := d.place(c.W, c.H)
	x, w, y := p.x, p.w, p.y
	game := d.gameID()
	g, _ := scenes.Lookup(game)
	deal, ok := d.st.deals[game]
	msg, clr := "", ui.InkDim
	switch {
	case !hasDaily(game):
		msg = l10n.T("Third Wheel has no daily deal: its races are won on reaction times measured on each player's own screen, which no replay can check.")
	case d.st.errs[game] != "":
		msg, clr = d.st.errs[game], ui.Danger
	case !ok:
		msg = l10n.T("Asking the server for today's deal of %s…", g.Name)
	default:
		msg, clr = dealWords(deal), ui.Ink
	}
	// The room above the buttons: smaller words when a long description needs it.
	msg, size := ui.FitLines(c, msg, 17, 13, w, 100)
	c.Text(msg, x, y+6+textH(msg, size)/2, size, false, ui.Left, clr)
	if p.skipAct {
		y += 110 + 52 + 16
	} else {
		y += 6 + textH(msg, size) + 14
	}
	line := func(s string, size float64, bold bool, clr color.RGBA) {
		s = c.Wrap(s, size, w, bold)
		c.Text(s, x, y+textH(s, size)/2, size, bold, ui.Left, clr)
		y += textH(s, size) + 12
	}
	if r, done := d.Result(); done {
		line(r.Share, 18, true, ui.Gold)
	} else if ok && deal.Played != nil {
		line(l10n.Plural("You played today's deal: %d points. One result a day counts.", *deal.Played), 17, true, ui.Gold)
	} else if d.st.sent != nil {
		line(l10n.T("Sending your game to the server, which replays it…"), 17, false, ui.InkDim)
	}
	if d.status != "" {
		line(d.status, 16, false, ui.InkDim)
	}
	if b, ok := d.st.boards[game]; ok && hasDaily(game) {
		c.Text(c.Ellipsize(l10n.Plural("Today's board · %d players", b.Count), 19, w, true), x, y+14, 19, true, ui.Left, ui.Ink)
		drawBoardRows(c, b, x, y+34, w, p.bottom-y-34, true)
	}
}

// textH is the height of text (one or more lines) at size.
func textH(text string, size float64) float64 { return (float64(ui.Lines(text)-1)*1.35 + 1) * size }
