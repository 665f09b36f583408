package scenes

import (
	"math"

	"parlor/assets/sound"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// The settings overlay's widgets.
const (
	setSpeed = iota + 1
	setSound
	setFour
	setDone
)

// settingsPanel is the table's settings overlay: speed, sound and four colours, the
// same settings as the menu's, changed without leaving the game.
type settingsPanel struct {
	open    bool
	focus   int
	widgets []ui.Widget
	status  string
}

// showSettings opens the settings overlay.
func (s *Shell) showSettings() {
	s.settings.open, s.settings.focus, s.settings.status = true, 0, ""
}

// layoutSettings lays the overlay's widgets out from the settings now.
func (s *Shell) layoutSettings(a *App) {
	b := ui.SettingsBox(a.W, a.H)
	pad := ui.SettingsPad(b)
	x, y, w := b.X+pad, b.Y+90, b.W-2*pad
	p := &a.Prefs
	s.settings.widgets = append(s.settings.widgets[:0],
		ui.Widget{Kind: ui.Cycle, ID: setSpeed, X: x, Y: y, W: w, H: 46, Label: "Speed", Value: p.Speed.Label(), Hint: "How fast cards move and bots play"},
		ui.Widget{Kind: ui.Toggle, ID: setSound, X: x, Y: y + 58, W: w, H: 46, Label: "Sound", On: !p.Muted, Hint: "Card sounds on or off"},
		ui.Widget{Kind: ui.Toggle, ID: setFour, X: x, Y: y + 116, W: w, H: 46, Label: "Four colours", On: p.FourColour, Hint: "Clubs green and diamonds blue"},
		ui.Widget{Kind: ui.Button, ID: setDone, X: b.CX() - 90, Y: y + 190, W: 180, H: 50, Label: "Done"},
	)
}

// settingsInput takes this tick's input while the overlay is up: the widgets, and Esc,
// G or a click outside the panel to close it. Every change is saved at once.
func (s *Shell) settingsInput(a *App) {
	in := &a.In
	s.layoutSettings(a)
	b := ui.SettingsBox(a.W, a.H)
	if in.Key(input.KeyEscape) || in.Key(input.KeyG) || (in.Pressed && in.Pointer && !b.Contains(in.X, in.Y)) {
		s.settings.open = false
		return
	}
	act := ui.Navigate(in, s.settings.widgets, &s.settings.focus)
	if !act.OK {
		return
	}
	a.Sound.Play(sound.Click)
	p := &a.Prefs
	switch act.ID {
	case setSpeed:
		if act.Delta < 0 {
			p.Speed = p.Speed.Prev()
		} else {
			p.Speed = p.Speed.Next()
		}
	case setSound:
		p.Muted = !p.Muted
	case setFour:
		p.FourColour = !p.FourColour
	case setDone:
		s.settings.open = false
		return
	}
	s.speed = p.Speed
	s.settings.status = ""
	if err := a.SavePrefs(); err != nil {
		s.settings.status = "Could not save settings: " + err.Error()
	}
	s.layoutSettings(a)
}

// drawSettings draws the overlay over the table (ui.DrawSettings).
func (s *Shell) drawSettings(c *ui.Canvas) {
	if len(s.settings.widgets) == 0 {
		s.layoutSettings(s.app)
	}
	hover := ui.Hovered(&s.app.In, s.settings.widgets)
	ui.DrawSettings(c, s.settings.widgets, s.settings.focus, hover, s.settings.status)
}

// extraTop is where the Settings and Undo buttons go, with the three top buttons: under
// them when the table stacks them in a column (the same width), else left of them in
// their row (the same height).
func (s *Shell) extraTop() (undo, set geom.Rect) {
	ch := &s.chrome
	if ch.Help.X == ch.Menu.X && ch.Help.Y != ch.Menu.Y {
		low := math.Max(ch.Help.Y, math.Max(ch.Rules.Y, ch.Menu.Y))
		step := ch.Menu.H + math.Abs(ch.Menu.Y-ch.Rules.Y) - ch.Rules.H
		set = geom.R(ch.Menu.X, low+step, ch.Menu.W, ch.Menu.H)
		undo = geom.R(ch.Menu.X, low+2*step, ch.Menu.W, ch.Menu.H)
		return undo, set
	}
	left := math.Min(ch.Help.X, math.Min(ch.Rules.X, ch.Menu.X))
	y, h := ch.Help.Y, ch.Help.H
	if left-10-128-10-96 < 0 || s.app != nil && geom.Portrait(s.app.W, s.app.H) {
		// An upright screen's top row has no room to the left (the info box is there):
		// a second row under it, the height geom.PortraitTopRow2 keeps free.
		right := math.Max(ch.Help.X+ch.Help.W, math.Max(ch.Rules.X+ch.Rules.W, ch.Menu.X+ch.Menu.W))
		y = y + h + 4
		set = geom.R(right-128, y, 128, geom.PortraitTopRow2-4)
		undo = geom.R(set.X-8-96, y, 96, geom.PortraitTopRow2-4)
		return undo, set
	}
	set = geom.R(left-10-128, y, 128, h)
	undo = geom.R(set.X-10-96, y, 96, h)
	return undo, set
}

// settingsButton and undoButton are where the Settings and Undo buttons are.
func (s *Shell) settingsButton() geom.Rect { _, r := s.extraTop(); return r }
func (s *Shell) undoButton() geom.Rect     { r, _ := s.extraTop(); return r }
