package screens

import (
	"math"
	"runtime"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// The menu on a short landscape screen (a phone held sideways, geom.Short): the title
// row, the upright menu's column as two columns side by side scrolling together, the
// hint in up to two lines, and the foot's six buttons in one row.
const (
	menuShortTop  = 52.0 // the title row's height: the columns start under it
	menuShortHint = 14.0 // the hint's text size
	menuShortFoot = 48.0 // the foot's buttons' height
)

// ShortLayout reports that the screen lays itself out on a short landscape screen.
func (m *Menu) ShortLayout() bool { return true }

// footShort appends the short menu's foot to ws (the columns' widgets, up to
// m.up.footAt): Online, History, Statistics, Rules, Full screen, Start and (but in a
// page or a window under 720 units) Quit in one row at the bottom, in the upright foot's order (Rules, Full, Start,
// then the others), and
// sets the columns' window above the hint's two lines (bottom: where the longer column
// ends, scrolled).
func (m *Menu) footShort(ws []ui.Widget, w, h float64, g *scenes.GameInfo, bottom float64) {
	const x0, gap = 14.0, 8.0
	n := 6
	if runtime.GOOS != "js" && w >= 720 { // a page is left by closing it
		n = 7 // Quit after Start (a narrower window is closed to leave)
	}
	full := l10n.T("Full screen")
	if w < 720 {
		full = l10n.T("Full")
	}
	bw := (w - 2*x0 - float64(n-1)*gap) / float64(n)
	by := h - 10 - menuShortFoot
	at := func(i int) float64 { return x0 + float64(i)*(bw+gap) }
	ws = append(ws,
		ui.Widget{Kind: ui.Button, ID: wRules, X: at(3), Y: by, W: bw, H: menuShortFoot, Label: l10n.T("Rules"), Hint: l10n.T("How to play the chosen game")},
		ui.Widget{Kind: ui.Button, ID: wFull, X: at(4), Y: by, W: bw, H: menuShortFoot, Label: full, Hint: l10n.T("Full screen on or off (F at any time)")},
		ui.Widget{Kind: ui.Button, ID: wStart, X: at(5), Y: by, W: bw, H: menuShortFoot, Label: l10n.T("Start"), Disabled: g == nil, Hint: m.startHint()},
		ui.Widget{Kind: ui.Button, ID: wOnline, X: at(0), Y: by, W: bw, H: menuShortFoot, Label: l10n.T("Online"), Hint: l10n.T(onlineHint)},
		ui.Widget{Kind: ui.Button, ID: wHistory, X: at(1), Y: by, W: bw, H: menuShortFoot, Label: l10n.T("History"), Hint: l10n.T("The last finished games: watch one again, export or import a record")},
		ui.Widget{Kind: ui.Button, ID: wStats, X: at(2), Y: by, W: bw, H: menuShortFoot, Label: l10n.T("Statistics"), Hint: l10n.T("Wins, streaks and scores per game, from the history")})
	if n == 7 {
		ws = append(ws, ui.Widget{Kind: ui.Button, ID: wQuit, X: at(6), Y: by, W: bw, H: menuShortFoot, Label: l10n.T("Quit"), Hint: l10n.T("Leave Parlor")})
	}
	m.widgets = ws
	m.up.view = geom.R(0, menuShortTop, w, by-8-2*menuShortHint*1.35-4-menuShortTop)
	m.up.Max = math.Max(0, bottom+m.up.Y-(m.up.view.Y+m.up.view.H)+8)
}
