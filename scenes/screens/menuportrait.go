package screens

import (
	"image/color"
	"math"
	"strconv"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// menuScroll is the upright menu's scrolled column: everything from the games to the
// settings scrolls between the title and the foot's buttons, which stay put.
type menuScroll struct {
	ui.Scroll
	view   geom.Rect // the column's window
	footAt int       // the index of the first foot widget (Rules); the column's are before it
	// A press in the column is a tap when the finger lifts without having moved 10
	// units (then the widget under it acts) and a drag of the column otherwise.
	tap    bool
	tx, ty float64
}

// optionRows are the height and gap of the landscape menu's option toggles: h and gap
// when every option fits in room (layout units, from the first option to the Start
// button, the seed, speed and settings rows under them included), else closer and
// lower (44 at the least), so that the settings row never slides under Start.
func (m *Menu) optionRows(room, h, gap float64) (float64, float64) {
	n := 0
	if g := m.info(); g != nil {
		n = len(g.Options)
	}
	rest := 8 + 4*menuRowH + 3*menuGap // seed, speed, sound with four colours, language
	if rs, _ := m.roundChoices(); rs != nil {
		rest += menuRowH + menuGap
	}
	fit := room - rest
	if n == 0 || float64(n)*(h+gap) <= fit {
		return h, gap
	}
	gap = 6
	return math.Max(44, fit/float64(n)-gap), gap
}

// navigate applies this tick's input to the menu's widgets (Navigate); upright, the
// column scrolls (menuScroll.navigate).
func (m *Menu) navigate(a *scenes.App) ui.Activation {
	if !geom.Compact(a.W, a.H) {
		return ui.Navigate(&a.In, m.widgets, &m.focus)
	}
	return m.up.navigate(&a.In, m.widgets, &m.focus, &m.hover)
}

// navigate applies this tick's input to an upright screen's widgets, the column's
// before footAt: the column scrolls by drag or wheel, a press in it acts when it turns
// out a tap, a press outside it reaches only the foot's buttons, and a key that moves
// the focus into the column scrolls the focused widget into view.
func (u *menuScroll) navigate(in *ui.Input, ws []ui.Widget, focus, hover *int) ui.Activation {
	u.Pointer(in, u.view)
	cp := *in
	switch {
	case in.Pressed && in.Pointer && u.view.Contains(in.X, in.Y):
		u.tap, u.tx, u.ty = true, in.X, in.Y
		cp.Pressed = false
	case u.tap && in.Down && math.Abs(in.Y-u.ty) > 10:
		u.tap = false // a drag
	case u.tap && !in.Down:
		u.tap = false
		cp.Pressed, cp.Pointer, cp.X, cp.Y = true, true, u.tx, u.ty
	case in.Pressed && in.Pointer:
		f := -1
		act := ui.Navigate(&cp, ws[u.footAt:], &f)
		if act.OK {
			*focus = u.footAt + f
		}
		return act
	}
	if *hover >= 0 && *hover < u.footAt && !u.view.Contains(in.X, in.Y) {
		*hover = -1
	}
	act := ui.Navigate(&cp, ws, focus)
	if in.NKeys > 0 && *focus >= 0 && *focus < u.footAt {
		w := &ws[*focus]
		u.Show(w.Y, w.Y+w.H, u.view.Y, u.view.Y+u.view.H)
	}
	return act
}

// layoutPortrait lays the menu out on an upright (phone) screen in one column: the
// games two to a row, players and seats, the game's versions and options, seed, speed
// and the two settings, and at the foot Online, History and Statistics over Rules, Full
// screen and Start (a game left unfinished adds Continue at the top). On a short
// landscape screen (a phone held sideways) the column is two side by side (the games
// and seats left, the rest right) and the foot one row (footShort).
func (m *Menu) layoutPortrait(w, h float64) {
	g := m.info()
	const gap, rowH = 8.0, 44.0
	var leftEnd float64 // on a short screen, where the first column ends
	short := geom.Short(w, h)
	x0, cw, top := 14.0, w-28, 74.0
	if short {
		cw = math.Min((w-28-2*gap)/2, 480)
		x0, top = (w-2*cw-2*gap)/2, menuShortTop
	}
	half := (cw - gap) / 2
	ws := m.widgets[:0]
	y := top - m.up.Y
	if m.savedText != "" {
		ws = append(ws, ui.Widget{Kind: ui.Button, ID: wContinue, X: x0, Y: y, W: cw, H: rowH, Label: m.savedText,
			Hint: l10n.T("Go on with the game you left, where you left it")})
		y += rowH + gap
	}
	for i, gi := range scenes.Games() {
		ws = append(ws, ui.Widget{Kind: ui.Tab, ID: wGameBase + i, X: x0 + float64(i%2)*(half+gap), Y: y, W: half, H: rowH, Label: gi.Name, On: gi.ID == m.setup.Game, Hint: gi.Text().Summary})
		if i%2 == 1 || i == len(scenes.Games())-1 {
			y += rowH + gap
		}
	}
	if g != nil && g.Lesson != nil {
		ws = append(ws, ui.Widget{Kind: ui.Button, ID: wLearn, X: x0, Y: y, W: cw, H: rowH, Label: scenes.LessonLabel(*m.prefs(), g), Hint: l10n.T(learnHint)})
		y += rowH + gap
	}
	y += 6
	if g != nil {
		ws = append(ws, ui.Widget{Kind: ui.Cycle, ID: wPlayers, X: x0, Y: y, W: cw, H: rowH, Label: l10n.T("Players"), Value: strconv.Itoa(m.setup.Players),
			Hint: l10n.T("How many seats at the table (%s–%s)", ui.Itoa(g.MinPlayers), ui.Itoa(g.MaxPlayers))})
		y += rowH + 4
		seatH := rowH + 4 // a finger's 44, and a gap
		for i, s := range m.setup.Seats {
			ws = append(ws, ui.Widget{Kind: ui.Cycle, ID: wSeatBase + i, X: x0, Y: y, W: cw, H: seatH - 4, Label: l10n.T("Seat %s · %s", ui.Itoa(i+1), ui.ShownName(s.Name)), Value: seatValue(s),
				Hint: l10n.T("Tap: a person at this screen, or a bot and its level")})
			y += seatH
		}
		y += 6
		if short {
			// The second column: the game's versions, options and the settings.
			leftEnd, x0, y = y, x0+cw+2*gap, top-m.up.Y
		}
		if len(g.Variants) > 1 {
			for i, v := range g.Text().Variants {
				ws = append(ws, ui.Widget{Kind: ui.Tab, ID: wVariantBase + i, X: x0, Y: y, W: cw, H: rowH, Label: v.Label, On: m.setup.Variant == v.ID, Hint: l10n.T("Version of the game (variant %s)", v.ID)})
				y += rowH + 4
			}
		}
		for i, o := range g.Text().Options {
			ws = append(ws, ui.Widget{Kind: ui.Toggle, ID: wOptionBase + i, X: x0, Y: y, W: cw, H: 50, Label: o.Label, On: m.setup.Has(o.ID), Hint: l10n.T("Table option %s", o.ID)})
			y += 50 + 4
		}
		if rs, def := m.roundChoices(); rs != nil {
			ws = append(ws, ui.Widget{Kind: ui.Cycle, ID: wRounds, X: x0, Y: y, W: cw, H: rowH, Label: l10n.T("Rounds"), Value: strconv.Itoa(m.rounds(rs, def)),
				Hint: l10n.T("How many rounds the game lasts")})
			y += rowH + 4
		}
		y += 4
	}
	ws = append(ws, ui.Widget{Kind: ui.Field, ID: wSeed, X: x0, Y: y, W: cw - 130, H: rowH, Label: l10n.T("Seed"), Value: m.seedTxt, Hint: l10n.T("Type a number to replay a deal; the same seed deals the same cards")})
	ws = append(ws, ui.Widget{Kind: ui.Button, ID: wNewSeed, X: x0 + cw - 122, Y: y, W: 122, H: rowH, Label: l10n.T("New seed"), Hint: l10n.T("Pick a fresh random seed")})
	y += rowH + gap
	ws = append(ws, ui.Widget{Kind: ui.Cycle, ID: wSpeed, X: x0, Y: y, W: cw, H: rowH, Label: l10n.T("Speed"), Value: l10n.T(m.speedText()), Hint: l10n.T("How fast cards move and bots play")})
	y += rowH + gap
	ws = append(ws, ui.Widget{Kind: ui.Toggle, ID: wSound, X: x0, Y: y, W: half, H: rowH, Label: l10n.T("Sound"), On: !m.prefs().Muted, Hint: l10n.T("Card sounds on or off")})
	ws = append(ws, ui.Widget{Kind: ui.Toggle, ID: wFour, X: x0 + half + gap, Y: y, W: half, H: rowH, Label: l10n.T("Four colours"), On: m.prefs().FourColour, Hint: l10n.T("Clubs green and diamonds blue, so every suit has its own colour")})
	y += rowH + gap
	ws = append(ws, m.languageWidget(x0, y, cw, rowH))
	y += rowH + gap
	ws = append(ws, ui.Widget{Kind: ui.Button, ID: wDaily, X: x0, Y: y, W: cw, H: rowH, Label: l10n.T("Daily deal"), Hint: l10n.T(dailyHint)})
	y += rowH
	m.up.footAt = len(ws)
	if short {
		m.footShort(ws, w, h, g, math.Max(leftEnd, y))
		return
	}
	by := h - 14 - 56
	third := (cw - 2*gap) / 3
	ws = append(ws, ui.Widget{Kind: ui.Button, ID: wRules, X: x0, Y: by, W: third, H: 56, Label: l10n.T("Rules"), Hint: l10n.T("How to play the chosen game")})
	ws = append(ws, ui.Widget{Kind: ui.Button, ID: wFull, X: x0 + third + gap, Y: by, W: third, H: 56, Label: l10n.T("Full"), Hint: l10n.T("Full screen on or off (F at any time)")})
	ws = append(ws, ui.Widget{Kind: ui.Button, ID: wStart, X: x0 + 2*(third+gap), Y: by, W: third, H: 56, Label: l10n.T("Start"), Disabled: g == nil, Hint: m.startHint()})
	oy := by - 48 - gap
	ws = append(ws, ui.Widget{Kind: ui.Button, ID: wOnline, X: x0, Y: oy, W: third, H: 48, Label: l10n.T("Online"), Hint: l10n.T(onlineHint)})
	ws = append(ws, ui.Widget{Kind: ui.Button, ID: wHistory, X: x0 + third + gap, Y: oy, W: third, H: 48, Label: l10n.T("History"), Hint: l10n.T("The last finished games: watch one again, export or import a record")})
	ws = append(ws, ui.Widget{Kind: ui.Button, ID: wStats, X: x0 + 2*(third+gap), Y: oy, W: third, H: 48, Label: l10n.T("Statistics"), Hint: l10n.T("Wins, streaks and scores per game, from the history")})
	m.widgets = ws
	// The column's window ends over the hint's two lines above the foot.
	m.up.view = geom.R(0, 66, w, oy-14-2*16*1.35-4-66)
	m.up.Max = math.Max(0, y+m.up.Y-(m.up.view.Y+m.up.view.H)+8)
}

// drawPortrait draws the menu on an upright or a short landscape screen.
func (m *Menu) drawPortrait(c *ui.Canvas) {
	ui.DrawFelt(c)
	short := geom.Short(c.W, c.H)
	if short {
		c.Text("Parlor", 22, menuShortTop/2+2, 28, true, ui.Left, ui.Gold)
		c.Text(l10n.T("card games against bots or friends"), c.W-18, menuShortTop/2, 15, false, ui.Right, ui.InkDim)
	} else {
		c.Text("Parlor", 18, 40, 40, true, ui.Left, ui.Gold)
		c.Text(l10n.T("card games"), c.W-18, 46, 17, false, ui.Right, ui.InkDim)
	}
	u := &m.up
	restore := c.Clip(u.view.X, u.view.Y, u.view.W, u.view.H)
	for i := range m.widgets {
		if i == u.footAt {
			restore()
		}
		ui.DrawWidget(c, &m.widgets[i], i == m.focus, i == m.hover)
	}
	if u.Max > 0 {
		// A thumb on the right edge shows where the column is.
		th := math.Max(30, u.view.H*u.view.H/(u.view.H+u.Max))
		c.RoundRect(c.W-6, u.view.Y+(u.view.H-th)*u.Y/u.Max, 4, th, 2, ui.InkFaint)
	}
	msg, clr := m.statusLine()
	if short {
		msg = c.Wrap(msg, menuShortHint, c.W-36, false)
		c.Text(msg, c.W/2, m.up.view.Y+m.up.view.H+4+float64(ui.Lines(msg))*menuShortHint*1.35/2, menuShortHint, false, ui.Center, clr)
		return
	}
	msg = c.Wrap(msg, 16, c.W-36, false)
	c.Text(msg, c.W/2, c.H-14-56-8-48-14-float64(ui.Lines(msg))*16*1.35/2, 16, false, ui.Center, clr)
}

// statusLine is what the menu's status line says: an error (in Danger), or else the hint
// of the widget under the pointer or, failing that, of the focused one.
func (m *Menu) statusLine() (string, color.RGBA) {
	if m.status != "" {
		return m.status, ui.Danger
	}
	if m.hover >= 0 && m.hover < len(m.widgets) {
		return m.widgets[m.hover].Hint, ui.InkDim
	}
	if m.focus >= 0 && m.focus < len(m.widgets) {
		return m.widgets[m.focus].Hint, ui.InkDim
	}
	return "", ui.InkDim
}
