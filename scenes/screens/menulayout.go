package screens

import (
	"runtime"
	"slices"
	"strconv"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/tablesettings"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// Column geometry of the menu, in layout units inside a centred 1280-wide box.
const (
	menuColL  = 50.0
	menuColM  = 420.0
	menuColR  = 830.0
	menuWideL = 330.0
	menuWideM = 370.0
	menuWideR = 400.0
	menuRowH  = 46.0
	menuGap   = 10.0
)

func (m *Menu) layout(w, h float64) {
	if geom.Compact(w, h) {
		m.layoutPortrait(w, h)
		return
	}
	g := m.info()
	ox := (w - ui.BaseW) / 2
	oy := (h-ui.BaseH)/2 + 0
	ws := m.widgets[:0]
	if m.savedText != "" {
		// Between the subtitle and Full screen (top right).
		ws = append(ws, ui.Widget{Kind: ui.Button, ID: wContinue, X: ox + 580, Y: oy + 50, W: menuColR + menuWideR - 170 - 580, H: 58, Label: m.savedText,
			Hint: l10n.T("Go on with the game you left, where you left it")})
	}
	// Left: games.
	y := oy + 200
	for i, gi := range scenes.Games() {
		ws = append(ws, ui.Widget{Kind: ui.Tab, ID: wGameBase + i, X: ox + menuColL, Y: y, W: menuWideL, H: 54, Label: gi.Name, On: gi.ID == m.setup.Game, Hint: gi.Text().Summary})
		y += 54 + menuGap
	}
	if g != nil && g.Lesson != nil {
		// Under the games, over the game's summary (menuSummary).
		ws = append(ws, ui.Widget{Kind: ui.Button, ID: wLearn, X: ox + menuColL, Y: y, W: menuWideL, H: 54, Label: scenes.LessonLabel(*m.prefs(), g), Hint: l10n.T(learnHint)})
	}
	// Middle: players and seats.
	y = oy + 200
	if g != nil {
		ws = append(ws, ui.Widget{Kind: ui.Cycle, ID: wPlayers, X: ox + menuColM, Y: y, W: menuWideM, H: menuRowH, Label: l10n.T("Players"), Value: ui.Itoa(m.setup.Players),
			Hint: l10n.T("How many seats at the table (%s–%s)", ui.Itoa(g.MinPlayers), ui.Itoa(g.MaxPlayers))})
		y += menuRowH + 18
		rowH := menuRowH
		if len(m.setup.Seats) > 6 {
			rowH = 40
		}
		for i, s := range m.setup.Seats {
			ws = append(ws, ui.Widget{Kind: ui.Cycle, ID: wSeatBase + i, X: ox + menuColM, Y: y, W: menuWideM, H: rowH - 4, Label: l10n.T("Seat %s · %s", ui.Itoa(i+1), ui.ShownName(s.Name)), Value: seatValue(s),
				Hint: l10n.T("Left/Right or click: a person at this screen, or a bot and its level")})
			y += rowH
		}
	}
	// Right: options, seed, settings, start.
	y = oy + 200
	if g != nil && len(g.Variants) > 1 {
		for i, v := range g.Text().Variants {
			ws = append(ws, ui.Widget{Kind: ui.Tab, ID: wVariantBase + i, X: ox + menuColR, Y: y, W: menuWideR, H: menuRowH, Label: v.Label, On: m.setup.Variant == v.ID, Hint: l10n.T("Version of the game (variant %s)", v.ID)})
			y += menuRowH + menuGap
		}
		y += 8
	}
	if g != nil {
		oh, og := m.optionRows(oy+ui.BaseH-110-10-y, 58, menuGap)
		for i, o := range g.Text().Options {
			label := o.Label
			if g.OptionLabel != nil {
				label = g.OptionLabel(m.setup, o)
			}
			ws = append(ws, ui.Widget{Kind: ui.Toggle, ID: wOptionBase + i, X: ox + menuColR, Y: y, W: menuWideR, H: oh, Label: label, On: m.setup.Has(o.ID), Hint: l10n.T("Table option %s", o.ID)})
			y += oh + og
		}
		if len(g.Options) == 0 {
			y += 36 // the line "This game has no table options."
		}
		if rs, def := m.roundChoices(); rs != nil {
			ws = append(ws, ui.Widget{Kind: ui.Cycle, ID: wRounds, X: ox + menuColR, Y: y, W: menuWideR, H: menuRowH, Label: l10n.T("Rounds"), Value: strconv.Itoa(m.rounds(rs, def)),
				Hint: l10n.T("How many rounds the game lasts")})
			y += menuRowH + menuGap
		}
	}
	y += 8
	ws = append(ws, ui.Widget{Kind: ui.Field, ID: wSeed, X: ox + menuColR, Y: y, W: menuWideR - 130, H: menuRowH, Label: l10n.T("Seed"), Value: m.seedTxt, Hint: l10n.T("Type a number to replay a deal; the same seed deals the same cards")})
	ws = append(ws, ui.Widget{Kind: ui.Button, ID: wNewSeed, X: ox + menuColR + menuWideR - 120, Y: y, W: 120, H: menuRowH, Label: l10n.T("New seed"), Hint: l10n.T("Pick a fresh random seed")})
	y += menuRowH + menuGap
	ws = append(ws, ui.Widget{Kind: ui.Cycle, ID: wSpeed, X: ox + menuColR, Y: y, W: menuWideR, H: menuRowH, Label: l10n.T("Speed"), Value: l10n.T(m.speedText()), Hint: l10n.T("How fast cards move and bots play")})
	y += menuRowH + menuGap
	ws = append(ws, ui.Widget{Kind: ui.Toggle, ID: wSound, X: ox + menuColR, Y: y, W: menuWideR / 2, H: menuRowH, Label: l10n.T("Sound"), On: !m.prefs().Muted, Hint: l10n.T("Card sounds on or off")})
	ws = append(ws, ui.Widget{Kind: ui.Toggle, ID: wFour, X: ox + menuColR + menuWideR/2 + 8, Y: y, W: menuWideR/2 - 8, H: menuRowH, Label: l10n.T("Four colours"), On: m.prefs().FourColour, Hint: l10n.T("Clubs green and diamonds blue, so every suit has its own colour")})
	y += menuRowH + menuGap
	ws = append(ws, m.languageWidget(ox+menuColR, y, menuWideR, menuRowH))
	// Bottom row.
	by := oy + ui.BaseH - 110
	ws = append(ws, ui.Widget{Kind: ui.Button, ID: wRules, X: ox + menuColL, Y: by, W: 120, H: 60, Label: l10n.T("Rules"), Hint: l10n.T("How to play the chosen game")})
	ws = append(ws, ui.Widget{Kind: ui.Button, ID: wOnline, X: ox + menuColL + 130, Y: by, W: 130, H: 60, Label: l10n.T("Online"), Hint: l10n.T(onlineHint)})
	if runtime.GOOS != "js" { // a page is left by closing it
		ws = append(ws, ui.Widget{Kind: ui.Button, ID: wQuit, X: ox + menuColL + 270, Y: by, W: 80, H: 60, Label: l10n.T("Quit"), Hint: l10n.T("Leave Parlor")})
	}
	// Full screen sits at the top right, clear of the status line beside the bottom row
	// (its place in the Tab order stays after Quit).
	ws = append(ws, ui.Widget{Kind: ui.Button, ID: wFull, X: ox + menuColR + menuWideR - 160, Y: oy + 54, W: 160, H: 54, Label: l10n.T("Full screen"), Hint: l10n.T("Full screen on or off (F at any time)")})
	ws = append(ws, ui.Widget{Kind: ui.Button, ID: wStart, X: ox + menuColR, Y: by, W: menuWideR, H: 60, Label: l10n.T("Start"), Disabled: g == nil, Hint: m.startHint()})
	ws = append(ws, ui.Widget{Kind: ui.Button, ID: wHistory, X: ox + menuColL, Y: by - 66, W: 110, H: 54, Label: l10n.T("History"), Hint: l10n.T("The last finished games: watch one again, export or import a record")})
	ws = append(ws, ui.Widget{Kind: ui.Button, ID: wStats, X: ox + menuColL + 120, Y: by - 66, W: 110, H: 54, Label: l10n.T("Statistics"), Hint: l10n.T("Wins, streaks and scores per game, from the history")})
	ws = append(ws, ui.Widget{Kind: ui.Button, ID: wDaily, X: ox + menuColL + 240, Y: by - 66, W: 110, H: 54, Label: l10n.T("Daily deal"), Hint: l10n.T(dailyHint)})
	m.widgets = ws
}

// startHint is the Start button's hint: with a game in progress, a new game replaces it
// from its first move.
func (m *Menu) startHint() string {
	if m.saved != nil {
		return l10n.T("Deal a new game; from its first move it takes the place of the game in progress")
	}
	return l10n.T("Deal the first hand (Enter)")
}

// roundChoices are the game lengths the chosen game offers for the setup and its
// default (nil: none).
func (m *Menu) roundChoices() ([]int, int) {
	if g := m.info(); g != nil && g.RoundChoices != nil {
		return g.RoundChoices(m.setup)
	}
	return nil, 0
}

// rounds is the chosen game length among rs (def when none is).
func (m *Menu) rounds(rs []int, def int) int {
	if slices.Contains(rs, m.setup.Rounds) {
		return m.setup.Rounds
	}
	return def
}

// menuSummary is the chosen game's summary as the landscape menu shows it under the
// games (and their Learn to play button) down to History: wrapped to the games'
// column at the largest size, 17 down to 14, that fits, and its top's y.
func (m *Menu) menuSummary(c *ui.Canvas, g *scenes.GameInfo) (text string, size, top float64) {
	oy := (c.H - ui.BaseH) / 2
	top = oy + 200 + float64(len(scenes.Games()))*(54+menuGap) + 20
	if g.Lesson != nil {
		top += 54 - 8 // under the button, a little closer
	}
	room := oy + ui.BaseH - 110 - 66 - 10 - top
	for _, size = range []float64{17, 16, 15, 14} {
		text = c.Wrap(g.Text().Summary, size, menuWideL, false)
		if float64(ui.Lines(text))*size*1.35 <= room {
			break
		}
	}
	return text, size, top
}

// languageWidget is the Language setting's ‹ value › chooser at x, y, w wide and h high:
// the language chosen, or "System".
func (m *Menu) languageWidget(x, y, w, h float64) ui.Widget {
	return ui.Widget{Kind: ui.Cycle, ID: wLang, X: x, Y: y, W: w, H: h, Label: l10n.T("Language"), Value: tablesettings.LanguageValue(m.prefs().Language),
		Hint: tablesettings.LanguageHint()}
}
