package scenes

import "strconv"

// layoutPortrait lays the menu out on an upright (phone) screen in one column: the
// games two to a row, players and seats, the game's versions and options, seed, speed
// and the two settings, and at the foot Online, History and Statistics over Rules, Full
// screen and Start (a game left unfinished adds Continue at the top).
func (m *Menu) layoutPortrait(w, h float64) {
	g := m.info()
	const x0, gap, rowH = 14.0, 8.0, 44.0
	cw := w - 2*x0
	half := (cw - gap) / 2
	ws := m.widgets[:0]
	y := 74.0
	if m.saved != nil {
		ws = append(ws, Widget{Kind: Button, ID: wContinue, X: x0, Y: y, W: cw, H: rowH, Label: m.savedText,
			Hint: "Go on with the game you left, where you left it"})
		y += rowH + gap
	}
	for i, gi := range Games() {
		ws = append(ws, Widget{Kind: Tab, ID: wGameBase + i, X: x0 + float64(i%2)*(half+gap), Y: y, W: half, H: rowH, Label: gi.Name, On: gi.ID == m.setup.Game, Hint: gi.Summary})
		if i%2 == 1 || i == len(Games())-1 {
			y += rowH + gap
		}
	}
	y += 6
	if g != nil {
		ws = append(ws, Widget{Kind: Cycle, ID: wPlayers, X: x0, Y: y, W: cw, H: rowH, Label: "Players", Value: strconv.Itoa(m.setup.Players),
			Hint: "How many seats at the table (" + strconv.Itoa(g.MinPlayers) + "–" + strconv.Itoa(g.MaxPlayers) + ")"})
		y += rowH + 4
		seatH := rowH
		if len(m.setup.Seats) > 5 {
			seatH = 38
		}
		for i, s := range m.setup.Seats {
			ws = append(ws, Widget{Kind: Cycle, ID: wSeatBase + i, X: x0, Y: y, W: cw, H: seatH - 4, Label: "Seat " + strconv.Itoa(i+1) + " · " + s.Name, Value: seatValue(s),
				Hint: "Tap: a person at this screen, or a bot and its level"})
			y += seatH
		}
		y += 6
		if len(g.Variants) > 1 {
			for i, v := range g.Variants {
				ws = append(ws, Widget{Kind: Tab, ID: wVariantBase + i, X: x0, Y: y, W: cw, H: rowH, Label: v.Label, On: m.setup.Variant == v.ID, Hint: "Version of the game (variant " + v.ID + ")"})
				y += rowH + 4
			}
		}
		for i, o := range g.Options {
			ws = append(ws, Widget{Kind: Toggle, ID: wOptionBase + i, X: x0, Y: y, W: cw, H: 50, Label: o.Label, On: m.setup.Has(o.ID), Hint: "Table option " + o.ID})
			y += 50 + 4
		}
		if rs, def := m.roundChoices(); rs != nil {
			ws = append(ws, Widget{Kind: Cycle, ID: wRounds, X: x0, Y: y, W: cw, H: rowH, Label: "Rounds", Value: strconv.Itoa(m.rounds(rs, def)),
				Hint: "How many rounds the game lasts"})
			y += rowH + 4
		}
		y += 4
	}
	ws = append(ws, Widget{Kind: Field, ID: wSeed, X: x0, Y: y, W: cw - 130, H: rowH, Label: "Seed", Value: m.seedTxt, Hint: "Type a number to replay a deal; the same seed deals the same cards"})
	ws = append(ws, Widget{Kind: Button, ID: wNewSeed, X: x0 + cw - 122, Y: y, W: 122, H: rowH, Label: "New seed", Hint: "Pick a fresh random seed"})
	y += rowH + gap
	ws = append(ws, Widget{Kind: Cycle, ID: wSpeed, X: x0, Y: y, W: cw, H: rowH, Label: "Speed", Value: m.speedText(), Hint: "How fast cards move and bots play"})
	y += rowH + gap
	ws = append(ws, Widget{Kind: Toggle, ID: wSound, X: x0, Y: y, W: half, H: rowH, Label: "Sound", On: !m.prefs().Muted, Hint: "Card sounds on or off"})
	ws = append(ws, Widget{Kind: Toggle, ID: wFour, X: x0 + half + gap, Y: y, W: half, H: rowH, Label: "Four colours", On: m.prefs().FourColour, Hint: "Clubs green and diamonds blue, so every suit has its own colour"})
	by := h - 14 - 56
	third := (cw - 2*gap) / 3
	ws = append(ws, Widget{Kind: Button, ID: wRules, X: x0, Y: by, W: third, H: 56, Label: "Rules", Hint: "How to play the chosen game"})
	ws = append(ws, Widget{Kind: Button, ID: wFull, X: x0 + third + gap, Y: by, W: third, H: 56, Label: "Full", Hint: "Full screen on or off (F at any time)"})
	ws = append(ws, Widget{Kind: Button, ID: wStart, X: x0 + 2*(third+gap), Y: by, W: third, H: 56, Label: "Start", Disabled: g == nil, Hint: m.startHint()})
	oy := by - 48 - gap
	ws = append(ws, Widget{Kind: Button, ID: wOnline, X: x0, Y: oy, W: third, H: 48, Label: "Online", Hint: "Play these seats with friends over the network: create a room, or join one by its code"})
	ws = append(ws, Widget{Kind: Button, ID: wHistory, X: x0 + third + gap, Y: oy, W: third, H: 48, Label: "History", Hint: "The last finished games: watch one again, export or import a record"})
	ws = append(ws, Widget{Kind: Button, ID: wStats, X: x0 + 2*(third+gap), Y: oy, W: third, H: 48, Label: "Statistics", Hint: "Wins, streaks and scores per game, from the history"})
	m.widgets = ws
}

// drawPortrait draws the menu on an upright screen.
func (m *Menu) drawPortrait(c *Canvas) {
	DrawFelt(c)
	c.Text("Parlor", 18, 40, 40, true, Left, Gold)
	c.Text("card games", c.W-18, 46, 17, false, Right, InkDim)
	for i := range m.widgets {
		DrawWidget(c, &m.widgets[i], i == m.focus, i == m.hover)
	}
	msg, clr := m.status, Danger
	if msg == "" {
		clr = InkDim
		if m.hover >= 0 && m.hover < len(m.widgets) {
			msg = m.widgets[m.hover].Hint
		} else if m.focus >= 0 && m.focus < len(m.widgets) {
			msg = m.widgets[m.focus].Hint
		}
	}
	msg = c.Wrap(msg, 16, c.W-36, false)
	c.Text(msg, c.W/2, c.H-14-56-8-48-14-float64(Lines(msg))*16*1.35/2, 16, false, Center, clr)
}
