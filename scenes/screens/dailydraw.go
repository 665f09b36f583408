package screens

import (
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
)

// layout lays the daily deal screen out: the games' tabs (Third Wheel's dimmed: it has
// no daily deal), Play or Copy, and Back.
func (d *Daily) layout(w, h float64) {
	d.widgets = gameTabs(d.widgets[:0], w, dyGameBase, d.game, func(id string) bool { return !hasDaily(id) })
	x, bw := 40.0, 300.0
	if w < 1000 {
		x, bw = 14, w-28
	}
	y := tabsBottom(w) + 110
	game := d.gameID()
	_, ok := d.st.deals[game]
	deal := d.st.deals[game]
	switch {
	case d.share() != "":
		d.widgets = append(d.widgets, ui.Widget{Kind: ui.Button, ID: dyCopy, X: x, Y: y, W: bw, H: 52, Label: l10n.T("Copy the result"),
			Hint: l10n.T("Put the result's words on the clipboard, to share")})
	case ok && deal.Played == nil:
		d.widgets = append(d.widgets, ui.Widget{Kind: ui.Button, ID: dyPlay, X: x, Y: y, W: bw, H: 52, Label: l10n.T("Play today's deal"),
			Hint: l10n.T("Deal it here against the day's bots; your result goes to the daily board at the end")})
	}
	d.widgets = append(d.widgets, backButton(w, h, dyBack, l10n.T("Back to the online screen (Esc)")))
	if d.focus < 0 {
		d.focus = d.game // on the chosen game's tab
	}
}

// Draw draws the daily deal screen.
func (d *Daily) Draw(c *ui.Canvas) {
	ui.DrawFelt(c)
	wide := c.W >= 1000
	c.Text(l10n.T("Daily deal"), 18+22*boolf(wide), 34+6*boolf(wide), 32, true, ui.Left, ui.Gold)
	for i := range d.widgets {
		ui.DrawWidget(c, &d.widgets[i], i == d.focus, i == d.hover)
	}
	x, w := 18.0, c.W-36
	if wide {
		x, w = 40, 900
	}
	y := tabsBottom(c.W) + 6
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
	c.Text(msg, x, y+6+(float64(ui.Lines(msg)-1)*1.35+1)*size/2, size, false, ui.Left, clr)
	y += 110 + 52 + 16
	if r, done := d.Result(); done {
		c.Text(c.Wrap(r.Share, 18, w, true), x, y+10, 18, true, ui.Left, ui.Gold)
		y += 40
	} else if ok && deal.Played != nil {
		c.Text(c.Wrap(l10n.Plural("You played today's deal: %d points. One result a day counts.", *deal.Played), 17, w, true), x, y+10, 17, true, ui.Left, ui.Gold)
		y += 40
	} else if d.st.sent != nil {
		c.Text(l10n.T("Sending your game to the server, which replays it…"), x, y+10, 17, false, ui.Left, ui.InkDim)
		y += 40
	}
	if d.status != "" {
		c.Text(c.Wrap(d.status, 16, w, false), x, y+6, 16, false, ui.Left, ui.InkDim)
		y += 30
	}
	if b, ok := d.st.boards[game]; ok && hasDaily(game) {
		c.Text(l10n.Plural("Today's board · %d players", b.Count), x, y+14, 19, true, ui.Left, ui.Ink)
		drawBoardRows(c, b, x, y+34, w, c.H-y-34-90, true)
	}
}
