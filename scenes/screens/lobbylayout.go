package screens

import (
	"image/color"
	"math"
	"strings"

	"parlor/online"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// lobbyText is a heading or a note laid out with the online screen's widgets.
type lobbyText struct {
	x, y, w float64
	text    string
	size    float64
	bold    bool
	clr     color.RGBA
	// line: one line, cut short with "…" rather than wrapped, and (after a heading
	// on its line) moved right of the text before it when that is wider than it left room.
	line bool
}

// The online screen's row height and gap.
const (
	lbRowH = 46.0
	lbGap  = 10.0
)

// layout lays the online screen out: two columns on a wide screen (quick play and a
// new room on the left; the public rooms and joining by code on the right), one
// scrolled column on an upright one, with the ways out at the foot.
func (l *Lobby) layout(w, h float64) {
	l.widgets, l.texts = l.widgets[:0], l.texts[:0]
	switch {
	case geom.Short(w, h):
		l.layoutShort(w, h)
		return
	case ui.Portrait(w, h):
		l.layoutColumn(w, h)
		return
	}
	ox, oy := (w-ui.BaseW)/2, (h-ui.BaseH)/2
	x1, cw := ox+50, 560.0
	x2, cw2 := ox+670, 560.0
	y := oy + 130
	l.field(wlName, x1, y, cw, l10n.T("Your name"), l.name, l10n.T("The name the others see at the table (up to 24 letters; kept in your settings)"))
	l.field(wlServer, x2, y, cw2, l10n.T("Server"), l.server, l10n.T("The server's address: ws://HOST:PORT/ws"))
	y += lbRowH + 24
	y = l.quickButtons(x1, y, cw, 2)
	y = l.createRoom(x1, y+14, cw)
	l.joinRooms(x2, oy+200, cw2, oy+200+float64(maxListed)*44+10)
	l.foot(ox+50, oy+ui.BaseH-110, 180, 60)
}

// layoutColumn is the upright layout: one scrolled column over the foot's buttons.
func (l *Lobby) layoutColumn(w, h float64) {
	const x0 = 14.0
	cw := w - 2*x0
	y := 70.0 - l.up.Y
	top := y
	l.field(wlName, x0, y, cw, l10n.T("Your name"), l.name, l10n.T("The name the others see at the table"))
	y += lbRowH + lbGap
	l.field(wlServer, x0, y, cw, l10n.T("Server"), l.server, l10n.T("The server's address: ws://HOST:PORT/ws"))
	y += lbRowH + 20
	y = l.quickButtons(x0, y, cw, 1)
	y = l.joinRooms(x0, y+10, cw, 0)
	y = l.createRoom(x0, y+14, cw)
	l.up.footAt = len(l.widgets)
	third := (cw - 2*8) / 3
	by := h - 14 - 56
	l.foot(x0, by, third, 56)
	l.up.view = geom.R(0, 60, w, by-60-2*16*1.35-14)
	l.up.Max = math.Max(0, y-top+70-l.up.view.H+8)
}

// field adds a text field.
func (l *Lobby) field(id int, x, y, w float64, label, value, hint string) {
	l.widgets = append(l.widgets, ui.Widget{Kind: ui.Field, ID: id, X: x, Y: y, W: w, H: lbRowH, Label: label, Value: value, Hint: hint})
}

// text adds a heading (bold) or a note.
func (l *Lobby) text(x, y, w float64, t string, size float64, bold bool, clr color.RGBA) {
	l.texts = append(l.texts, lobbyText{x, y, w, t, size, bold, clr, false})
}

// quickButtons lays out Quick play: a heading and one button per game, cols to a row,
// from y; it returns the y under them.
func (l *Lobby) quickButtons(x, y, w float64, cols int) float64 {
	l.text(x, y, w, l10n.T("Quick play"), 22, true, ui.Ink)
	if w < 500 {
		y += 22
		l.text(x, y, w, l10n.T("A table at once: people waiting, bots in the rest"), 15, false, ui.InkDim)
	} else {
		l.text(x+140, y+2, w-140, l10n.T("a table at once: people waiting, bots in the rest"), 15, false, ui.InkDim)
	}
	l.texts[len(l.texts)-1].line = true
	y += 22
	bw := (w - float64(cols-1)*lbGap) / float64(cols)
	for i, g := range scenes.Games() {
		n := quickCount(g, l.setup)
		l.widgets = append(l.widgets, ui.Widget{Kind: ui.Button, ID: wlQuickBase + i,
			X: x + float64(i%cols)*(bw+lbGap), Y: y + float64(i/cols)*(lbRowH+lbGap), W: bw, H: lbRowH,
			Label: l10n.T("%s · %s players", g.Name, itoa(n)), Hint: l10n.T("Play %s for %s at once: with people waiting for the same, bots in the free seats", g.Name, itoa(n))})
	}
	rows := (len(scenes.Games()) + cols - 1) / cols
	return y + float64(rows)*(lbRowH+lbGap)
}

// createRoom lays out a new room: a heading, what it will be, public or private, the
// turn clock and Create room; it returns the y under them.
func (l *Lobby) createRoom(x, y, w float64) float64 {
	l.text(x, y, w, l10n.T("Create a room"), 22, true, ui.Ink)
	y += 26
	l.text(x, y, w, l.summary(), 15, false, ui.InkDim)
	y += 42
	half, cx, cy := (w-lbGap)/2, x+(w+lbGap)/2, y
	if w < 500 { // one under the other
		half, cx, cy = w, x, y+lbRowH+lbGap
	}
	pub := l10n.T("Private: by its code")
	if l.public {
		pub = l10n.T("Public: listed, rated")
	}
	l.widgets = append(l.widgets,
		ui.Widget{Kind: ui.Toggle, ID: wlPublic, X: x, Y: y, W: half, H: lbRowH, Label: pub, On: l.public,
			Hint: l10n.T("A public room is listed here for anyone to join, and its game is rated; a private one is reached by its code")},
		ui.Widget{Kind: ui.Cycle, ID: wlTimer, X: cx, Y: cy, W: half, H: lbRowH, Label: l10n.T("Clock"), Value: timerText(timerChoices[l.timer]),
			Hint: l10n.T("How long a person may think before a bot moves for them (none: friends only)")})
	y = cy + lbRowH + lbGap
	l.widgets = append(l.widgets, ui.Widget{Kind: ui.Button, ID: wlCreate, X: x, Y: y, W: w, H: 56, Label: l10n.T("Create room"),
		Hint: l10n.T("Open a room for the game and seats chosen in the menu")})
	return y + 56 + lbGap
}

// timerText names a turn clock choice.
func timerText(ms int) string {
	switch {
	case ms == 0:
		return l10n.T("the game's")
	case ms < 0:
		return l10n.T("none")
	}
	return l10n.T("%s s", itoa(ms/1000))
}

// joinRooms lays out the public rooms (a row each, at most maxListed) and joining by
// code; bottom, when set, is where the code's row goes (else under the rooms). It
// returns the y under them.
func (l *Lobby) joinRooms(x, y, w, bottom float64) float64 {
	l.text(x, y, w, l10n.T("Public rooms"), 22, true, ui.Ink)
	y += 22
	rooms := l.rooms.rooms
	if len(rooms) > maxListed {
		rooms = rooms[:maxListed]
	}
	rowH := 40.0
	if w < 500 {
		rowH = 56 // two lines
	}
	for i, r := range rooms {
		l.widgets = append(l.widgets, ui.Widget{Kind: ui.Button, ID: wlRoomBase + i, X: x, Y: y, W: w, H: rowH, Label: roomRow(r),
			Hint: l10n.T("Join room %s (Enter or click)", r.Room)})
		y += rowH + 4
	}
	if len(rooms) == 0 {
		msg := l10n.T("No public room waits for players now: try Quick play, or create one.")
		switch {
		case l.rooms.err != "":
			msg = l.rooms.err
		case l.rooms.at.IsZero():
			msg = l10n.T("Asking the server for its rooms…")
		}
		l.text(x, y+12, w, msg, 16, false, ui.InkDim)
		y += 44
		if w < 500 {
			y += 22 // the message takes two lines on a phone
		}
	}
	if bottom > 0 {
		y = bottom
	}
	y += 6
	l.text(x, y, w, l10n.T("Join by code"), 22, true, ui.Ink)
	y += 22
	bw := 100.0
	l.field(wlCode, x, y, w-2*(bw+lbGap), l10n.T("Code"), l.code, l10n.T("The room's code (six letters), or its invite link: paste it with Ctrl+V"))
	l.widgets = append(l.widgets,
		ui.Widget{Kind: ui.Button, ID: wlJoin, X: x + w - 2*bw - lbGap, Y: y, W: bw, H: lbRowH, Label: l10n.T("Join"), Hint: l10n.T("Take a free person's seat in the room (or your own seat again)")},
		ui.Widget{Kind: ui.Button, ID: wlWatch, X: x + w - bw, Y: y, W: bw, H: lbRowH, Label: l10n.T("Watch"), Hint: l10n.T("Watch the room's game (you see no one's hand)")})
	return y + lbRowH + lbGap
}

// roomRow says a public room in one line: "Triples · 3 players · Ann, Bob · 1 seat free".
func roomRow(r online.RoomInfo) string {
	name := r.Game
	if g, ok := scenes.Lookup(r.Game); ok {
		name = g.Name
	}
	parts := []string{name, l10n.Plural("%d players", r.Players)}
	if len(r.People) > 0 {
		parts = append(parts, strings.Join(r.People, ", "))
	}
	free := l10n.Plural("%d seats free", r.Free)
	if r.Waiting {
		free = l10n.Plural("%d seats free at the next round", r.Free)
	}
	return strings.Join(append(parts, free), " · ")
}

// foot lays out the ways out: Back, Leaderboards and the daily deal, from x at y.
func (l *Lobby) foot(x, y, bw, bh float64) {
	board := l10n.T("Leaderboard")
	if bw < 150 {
		board = l10n.T("Ratings") // a phone's third of the width
	}
	l.widgets = append(l.widgets,
		ui.Widget{Kind: ui.Button, ID: wlBack, X: x, Y: y, W: bw, H: bh, Label: l10n.T("Back"), Hint: l10n.T("Back to the menu (Esc)")},
		ui.Widget{Kind: ui.Button, ID: wlBoard, X: x + bw + 8, Y: y, W: bw, H: bh, Label: board, Hint: l10n.T("The best ratings of each game, and yours")},
		ui.Widget{Kind: ui.Button, ID: wlDaily, X: x + 2*(bw+8), Y: y, W: bw, H: bh, Label: l10n.T("Daily deal"), Hint: l10n.T("Today's deal of each game, the same for everyone")})
}

// cancelButton is the waiting panel's Cancel on a w×h screen.
func cancelButton(w, h float64) ui.Widget {
	return ui.Widget{Kind: ui.Button, ID: wlCancel, X: w/2 - 90, Y: h/2 + 50, W: 180, H: 56, Label: l10n.T("Cancel (Esc)")}
}

// Draw draws the online screen.
func (l *Lobby) Draw(c *ui.Canvas) {
	ui.DrawFelt(c)
	portrait := geom.Compact(c.W, c.H) // upright or short: the scrolled column(s)
	switch {
	case geom.Short(c.W, c.H):
		c.Text(l10n.T("Play online"), 22, lbShortTop/2+2, 28, true, ui.Left, ui.Gold)
	case portrait:
		c.Text(l10n.T("Play online"), 18, 36, 32, true, ui.Left, ui.Gold)
	default:
		ox, oy := (c.W-ui.BaseW)/2, (c.H-ui.BaseH)/2
		c.RoundRect(ox+20, oy+20, ui.BaseW-40, ui.BaseH-40, 24, ui.Felt)
		c.RoundRectLine(ox+20, oy+20, ui.BaseW-40, ui.BaseH-40, 24, 3, ui.GoldDark)
		c.Text(l10n.T("Play online"), ox+50, oy+70, 44, true, ui.Left, ui.Gold)
		sx := math.Max(ox+340, ox+50+c.TextWidth(l10n.T("Play online"), 44, true)+24)
		c.Text(c.Ellipsize(l10n.T("with friends, strangers and bots, each at their own screen"), 19, ox+ui.BaseW-50-sx, false), sx, oy+80, 19, false, ui.Left, ui.InkDim)
	}
	restore := func() {}
	if portrait {
		restore = c.Clip(l.up.view.X, l.up.view.Y, l.up.view.W, l.up.view.H)
	}
	for i, t := range l.texts {
		if t.line {
			if i > 0 && l.texts[i-1].y < t.y+t.size && t.x > l.texts[i-1].x {
				p := l.texts[i-1] // the heading on its line
				x := math.Max(t.x, p.x+c.TextWidth(p.text, p.size, p.bold)+16)
				t.w, t.x = t.w-(x-t.x), x
			}
			c.Text(c.Ellipsize(t.text, t.size, t.w, t.bold), t.x, t.y, t.size, t.bold, ui.Left, t.clr)
			continue
		}
		txt := c.Wrap(t.text, t.size, t.w, t.bold)
		c.Text(txt, t.x, t.y+float64(ui.Lines(txt)-1)*t.size*0.675, t.size, t.bold, ui.Left, t.clr)
	}
	for i := range l.widgets {
		w := &l.widgets[i]
		if portrait && i == l.up.footAt {
			restore()
		}
		if w.ID >= wlRoomBase && w.ID < wlRoomBase+maxListed {
			l.drawRoom(c, w, i == l.focus, i == l.hover)
			continue
		}
		ui.DrawWidget(c, w, i == l.focus, i == l.hover)
	}
	if portrait && l.up.footAt >= len(l.widgets) {
		restore()
	}
	l.drawStatus(c, portrait)
	if l.step != nil {
		l.drawWaiting(c)
	}
}

// drawRoom draws a public room's row: its words at the left, Join at the right.
func (l *Lobby) drawRoom(c *ui.Canvas, w *ui.Widget, focused, hot bool) {
	fill := ui.Felt
	if hot {
		fill = ui.ButtonHot
	}
	c.RoundRect(w.X, w.Y, w.W, w.H, 8, fill)
	c.RoundRectLine(w.X, w.Y, w.W, w.H, 8, 1.5, ui.PanelLine)
	if w.H > 50 {
		// Two lines: the game and players, then who sits there and the seats free.
		parts := strings.SplitN(w.Label, " · ", 3)
		if len(parts) == 3 {
			c.Text(c.Ellipsize(parts[0]+" · "+parts[1], 16, w.W-90, true), w.X+12, w.Y+17, 16, true, ui.Left, ui.Ink)
			c.Text(c.Ellipsize(parts[2], 15, w.W-90, false), w.X+12, w.Y+39, 15, false, ui.Left, ui.InkDim)
		}
	} else {
		c.Text(c.Ellipsize(w.Label, 16, w.W-90, false), w.X+12, w.Y+w.H/2, 16, false, ui.Left, ui.Ink)
	}
	c.Text(l10n.T("Join ›"), w.X+w.W-12, w.Y+w.H/2, 16, true, ui.Right, ui.Gold)
	if focused {
		c.RoundRectLine(w.X-3, w.Y-3, w.W+6, w.H+6, 11, 3, ui.Focus)
	}
}

// drawStatus draws the status line: a problem, else the hint of the widget under the
// pointer or focused.
func (l *Lobby) drawStatus(c *ui.Canvas, portrait bool) {
	msg, clr := l.status, ui.Danger
	switch {
	case msg == "" && l.hover >= 0 && l.hover < len(l.widgets):
		msg, clr = l.widgets[l.hover].Hint, ui.InkDim
	case msg == "" && l.focus >= 0 && l.focus < len(l.widgets):
		msg, clr = l.widgets[l.focus].Hint, ui.InkDim
	}
	if geom.Short(c.W, c.H) {
		msg = c.Wrap(msg, lbShortHint, c.W-36, false)
		c.Text(msg, c.W/2, l.up.view.Y+l.up.view.H+4+float64(ui.Lines(msg))*lbShortHint*1.35/2, lbShortHint, false, ui.Center, clr)
		return
	}
	if portrait {
		msg = c.Wrap(msg, 16, c.W-36, false)
		c.Text(msg, c.W/2, c.H-14-56-14-float64(ui.Lines(msg))*16*1.35/2, 16, false, ui.Center, clr)
		return
	}
	ox, oy := (c.W-ui.BaseW)/2, (c.H-ui.BaseH)/2
	msg = c.Wrap(msg, 17, ui.BaseW-50-3*188-80, false)
	c.Text(msg, ox+50+3*188+20, oy+statusCentreY(ui.Lines(msg)), 17, false, ui.Left, clr)
	c.Text(l10n.T("Tab / arrows to move · Enter to choose · Ctrl+V pastes · Esc for the menu"), ox+ui.BaseW/2, oy+ui.BaseH-34, 15, false, ui.Center, ui.InkFaint)
}

// drawWaiting draws the step under way over the screen: what it waits for, in words,
// and Cancel.
func (l *Lobby) drawWaiting(c *ui.Canvas) {
	c.Shade(ui.Shade)
	pw := math.Min(640, c.W-24)
	px, py := c.W/2-pw/2, c.H/2-130
	c.RoundRect(px, py, pw, 260, 18, ui.Panel)
	c.RoundRectLine(px, py, pw, 260, 18, 2, ui.Gold)
	words := c.Wrap(l.step.words, 22, pw-40, true)
	c.Text(words, c.W/2, py+50+float64(ui.Lines(words)-1)*15, 22, true, ui.Center, ui.Ink)
	note := l10n.T("Connecting to the server…")
	if l.step.quick {
		note = l10n.T("People who ask for the same game now sit with you; bots fill the free seats within 2 seconds.")
	}
	note = c.Wrap(note, 17, pw-40, false)
	c.Text(note, c.W/2, py+120+float64(ui.Lines(note)-1)*11, 17, false, ui.Center, ui.InkDim)
	b := cancelButton(c.W, c.H)
	ui.DrawWidget(c, &b, true, false)
}

// summary says what Create room opens: the menu's game and who plays each seat.
func (l *Lobby) summary() string {
	g, ok := scenes.Lookup(l.setup.Game)
	if !ok {
		return l10n.T("Pick a game in the menu first.")
	}
	people, bots := 0, []string{}
	for _, s := range l.setup.Seats {
		if s.Human {
			people++
		} else {
			bots = append(bots, s.Level)
		}
	}
	out := l10n.T("%s, %s seats: you", g.Name, itoa(l.setup.Players))
	if people > 1 {
		out = l10n.Plural("%[2]s, %[3]s seats: you and %[1]d friends", people-1, g.Name, itoa(l.setup.Players))
	}
	if len(bots) > 0 {
		for i, b := range bots {
			bots[i] = l10n.T(b)
		}
		out += l10n.T("; bots %s", strings.Join(bots, ", "))
	}
	if len(l.setup.Options) > 0 {
		out += l10n.T("; options %s", strings.Join(l.setup.Options, ", "))
	}
	return out + l10n.T(". The menu chooses the game and seats.")
}
