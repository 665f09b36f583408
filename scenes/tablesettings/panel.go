// Package tablesettings is a table's settings overlay: speed, sound, four colours and
// language, the same settings as the menu's, changed without leaving the game and saved
// at once.
// The Shell (package scenes) opens it (G, or its Settings button), hands it each tick's
// input while it is open and draws it over the table; how it looks is scenes/ui's
// (ui.SettingsBox, ui.DrawSettings).
package tablesettings

import (
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// The overlay's widgets.
const (
	setSpeed = iota + 1
	setSound
	setFour
	setLang
	setDone
)

// Panel is the overlay: whether it is open, its widgets as last laid out, the focused
// one, and the problem met saving the settings ("" none).
type Panel struct {
	// Open reports the overlay up: it takes every input, and the table's game time
	// stands still.
	Open    bool
	focus   int
	widgets []ui.Widget
	status  string
}

// Show opens the overlay, its focus on the first widget.
func (p *Panel) Show() { p.Open, p.focus, p.status = true, 0, "" }

// Widgets are the overlay's widgets as last laid out (its speed's ‹ value › chooser
// first).
func (p *Panel) Widgets() []ui.Widget { return p.widgets }

// layout lays the widgets out on a w×h screen from the settings set: a row each, or
// on a short panel sound and four colours side by side (ui.SettingsShort).
func (p *Panel) layout(w, h float64, set *prefs.Settings) {
	b := ui.SettingsBox(w, h)
	pad := ui.SettingsPad(b)
	y, step, rh, _ := ui.SettingsRows(b)
	x, bw := b.X+pad, b.W-2*pad
	sound := ui.Widget{Kind: ui.Toggle, ID: setSound, X: x, Y: y + step, W: bw, H: rh, Label: l10n.T("Sound"), On: !set.Muted, Hint: l10n.T("Card sounds on or off")}
	four := ui.Widget{Kind: ui.Toggle, ID: setFour, X: x, Y: y + 2*step, W: bw, H: rh, Label: l10n.T("Four colours"), On: set.FourColour, Hint: l10n.T("Clubs green and diamonds blue")}
	rows := 4.0
	if ui.SettingsShort(b) {
		sound.W = (bw - 8) / 2
		four.X, four.Y, four.W = x+sound.W+8, sound.Y, sound.W
		rows = 3
	}
	p.widgets = append(p.widgets[:0],
		ui.Widget{Kind: ui.Cycle, ID: setSpeed, X: x, Y: y, W: bw, H: rh, Label: l10n.T("Speed"), Value: l10n.T(set.Speed.Label()), Hint: l10n.T("How fast cards move and bots play")},
		sound, four,
		ui.Widget{Kind: ui.Cycle, ID: setLang, X: x, Y: y + (rows-1)*step, W: bw, H: rh, Label: l10n.T("Language"), Value: LanguageValue(set.Language), Hint: LanguageHint()},
		ui.Widget{Kind: ui.Button, ID: setDone, X: b.CX() - 90, Y: y + rows*step + 16*step/58, W: 180, H: rh + 4, Label: l10n.T("Done")},
	)
}

// LanguageValue is the Language setting's value as the settings show it: the language's
// own name ("Nederlands"), or "System" for the system's (LanguageHint names it). While
// -lang or ?lang= puts another language on for this run, it names that one:
// "Nederlands (this run)".
func LanguageValue(code string) string {
	if on := l10n.Current(); on != l10n.Choose("", code) {
		return l10n.T("%s (this run)", on.Name())
	}
	if l, err := l10n.Parse(code); err == nil && code != "" {
		return l.Name()
	}
	return l10n.T("System")
}

// LanguageHint is the Language setting's hint: what it chooses, and the system's
// language.
func LanguageHint() string {
	return l10n.T("The language of Parlor's words (System: your device's, now %s)", l10n.System().Name())
}

// Input takes this tick's input on a w×h screen while the overlay is open: the
// widgets change set (click is called first, as the widget is used), and Esc, G or a
// click outside the panel close it, as Done does. Every change is saved at once
// through save; a failure is said on the panel.
func (p *Panel) Input(in *ui.Input, w, h float64, set *prefs.Settings, click func(), save func() error) {
	p.layout(w, h, set)
	b := ui.SettingsBox(w, h)
	if in.Key(input.KeyEscape) || in.Key(input.KeyG) || (in.Pressed && in.Pointer && !b.Contains(in.X, in.Y)) {
		p.Open = false
		return
	}
	act := ui.Navigate(in, p.widgets, &p.focus)
	if !act.OK {
		return
	}
	click()
	switch act.ID {
	case setSpeed:
		set.Change(prefs.SpeedSetting, act.Delta)
	case setSound:
		set.Change(prefs.SoundSetting, act.Delta)
	case setFour:
		set.Change(prefs.FourColourSetting, act.Delta)
	case setLang:
		set.Change(prefs.LanguageSetting, act.Delta)
		l10n.Set(set.Lang())
	case setDone:
		p.Open = false
		return
	}
	p.status = ""
	if err := save(); err != nil {
		p.status = l10n.T("Could not save settings: %s", err.Error())
	}
	p.layout(w, h, set)
}

// Draw draws the overlay over the table (ui.DrawSettings), laid out for a w×h screen
// from set if it has not been yet; in is this tick's input (the widget under the
// mouse is lit).
func (p *Panel) Draw(c *ui.Canvas, in *ui.Input, w, h float64, set *prefs.Settings) {
	if len(p.widgets) == 0 {
		p.layout(w, h, set)
	}
	ui.DrawSettings(c, p.widgets, p.focus, ui.Hovered(in, p.widgets), p.status)
}
