package scenes

import (
	"math"

	"parlor/assets/sound"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
	"parlor/sprites"
)

// The layouts' card size must be the atlases' (compile-time check).
var (
	_ = [1]struct{}{}[sprites.CardW-geom.CardW]
	_ = [1]struct{}{}[sprites.CardH-geom.CardH]
)

// OnlineStrip is where the online strip is drawn on c (empty at a table played here): a
// table keeps what must be seen clear of it.
func (s *Shell) OnlineStrip(c *ui.Canvas) geom.Rect {
	if r, ok := s.sess.(*RemoteSession); ok {
		return r.StripRect(c)
	}
	return geom.Rect{}
}

// Draw draws the table with everything the Shell owns: the felt, the table's own
// picture (DrawTable; between two people, the privacy screen), the top buttons, the
// toast and the overlays. It is the table's Draw.
func (s *Shell) Draw(c *ui.Canvas) {
	ui.DrawFelt(c)
	if s.app == nil {
		return
	}
	t := s.t
	st, see := t.(SeeThrough)
	if s.privacy && !(see && st.SeeThrough()) {
		s.drawPrivacy(c)
	} else {
		band := s.lessonBand(c.W, c.H)
		c.H -= band // the table is laid out above the narrator's band
		t.DrawTable(c)
		c.H += band
		s.drawLesson(c)
		s.drawToast(c)
	}
	if r, ok := s.sess.(*RemoteSession); ok {
		r.drawOnline(c)
	}
	s.drawTop(c)
	if s.help {
		s.drawHelp(c)
	}
	if s.settings.open {
		s.drawSettings(c)
	}
	if s.leave {
		ui.DrawLeaveDialog(c, &s.app.In)
	}
}

// Chrome is where the table's layout put the top buttons, the toast line and its
// controls; SetChrome sets it (from the table's layout).
func (s *Shell) Chrome() Chrome     { return s.chrome }
func (s *Shell) SetChrome(c Chrome) { s.chrome = c }

// Input is this tick's input (for a hover light or a dialog drawn in Draw); DOM are this
// tick's presses from the browser's DOM listeners, with their timestamps on the
// monotonic clock (App.DOM); PixelScale is how many device pixels a layout unit is.
func (s *Shell) Input() *ui.Input      { return &s.app.In }
func (s *Shell) DOM() []input.DOMPress { return s.app.DOM }
func (s *Shell) PixelScale() float64   { return s.app.PixelScale() }
func (s *Shell) FourColour() bool      { return s.app.Prefs.FourColour }
func (s *Shell) Sound(e sound.Effect)  { s.app.Sound.Play(e) }

// Hot reports the mouse (not a finger) over r.
func (s *Shell) Hot(r geom.Rect) bool {
	in := &s.app.In
	return in.Pointer && !in.Touch && r.Contains(in.X, in.Y)
}

// DrawButton draws a button (or, tab, a tab that is on) over r, lit under the mouse
// unless disabled.
func (s *Shell) DrawButton(c *ui.Canvas, r geom.Rect, label string, disabled bool) {
	w := ui.Widget{Kind: ui.Button, X: r.X, Y: r.Y, W: r.W, H: r.H, Label: label, Disabled: disabled}
	ui.DrawWidget(c, &w, false, !disabled && s.Hot(r))
}

// DrawTab draws a tab over r, on or off.
func (s *Shell) DrawTab(c *ui.Canvas, r geom.Rect, label string, on bool) {
	w := ui.Widget{Kind: ui.Tab, X: r.X, Y: r.Y, W: r.W, H: r.H, Label: label, On: on}
	ui.DrawWidget(c, &w, false, s.Hot(r))
}

// toastBox is where toast msg goes and its text: centred on the table's toast line (a
// longer text wraps onto more lines above it), as wide as its text needs but never
// over a control: it narrows beside a control at its side, and rises above a control
// it could only avoid by becoming too narrow to read (a phone's row of buttons).
func (s *Shell) toastBox(c *ui.Canvas, msg string) (geom.Rect, string) {
	ch := &s.chrome
	controls := append([]geom.Rect{ch.Help, ch.Rules, ch.Menu}, ch.Controls...)
	cx, y := c.W/2, ch.ToastY
	most := c.W - 80
	least := math.Min(most, 280) // the narrowest a toast gets beside a control
	half := most / 2
	var box geom.Rect
	var text string
	for range 8 {
		w := math.Min(c.TextWidth(msg, 18, false)+40, 2*half)
		text = c.Wrap(msg, 18, w-40, false)
		// One line is centred on the toast line; more lines grow upwards.
		h := 20 + 24*float64(ui.Lines(text))
		box = geom.R(cx-w/2, y+22-h, w, h)
		next, lift := half, y
		hit := false
		for _, r := range controls {
			if r.W <= 0 || !r.Overlaps(box) {
				continue
			}
			hit = true
			side := -1.0 // how far the toast may reach from the centre beside r
			if r.X >= cx {
				side = r.X - cx - 8
			} else if r.X+r.W <= cx {
				side = cx - r.X - r.W - 8
			}
			if 2*side >= least {
				next = math.Min(next, side)
			} else {
				lift = math.Min(lift, r.Y-30)
			}
		}
		switch {
		case !hit:
			return box, text
		case lift < y && lift+22-h >= 0:
			y, half = lift, most/2 // above the control in the way
		case next < half:
			half = next
		default:
			return box, text // no room above: over the control, as narrow as allowed
		}
	}
	return box, text
}

// drawToast draws the toast on show.
func (s *Shell) drawToast(c *ui.Canvas) {
	msg := s.ToastShown()
	if msg == "" {
		return
	}
	r, text := s.toastBox(c, msg)
	c.RoundRect(r.X, r.Y, r.W, r.H, 12, ui.ToastFill)
	c.RoundRectLine(r.X, r.Y, r.W, r.H, 12, 2, ui.Danger)
	c.Text(text, r.CX(), r.CY(), 18, false, ui.Center, ui.Ink)
}

// goOnLabel is the label of the button that leaves a round's end: "Score sheet",
// "Final scores", or at an all-bot table "Next round"; "" at a replay, which the
// viewer's bar moves on and which never offers to play on (see GameEndPrompt).
func (s *Shell) goOnLabel() string {
	switch {
	case s.Replaying():
		return ""
	case s.final:
		return "Final scores  (Enter)"
	case s.Watching():
		return "Next round  (Enter)"
	}
	return "Score sheet  (Enter)"
}

// GameEndPrompt is the line under a finished game's result: how to play on, or at a
// replay that the record ends here.
func (s *Shell) GameEndPrompt() string {
	if s.Replaying() {
		return "The end of the recorded game"
	}
	return "Enter: new game · R: rules · Esc: menu"
}

// DrawGoOn draws the button that leaves a round's end (goOnLabel), centred on x at y,
// gold-rimmed when rim; at a replay, only the words that the record ends here when it
// is the game's end.
func (s *Shell) DrawGoOn(c *ui.Canvas, x, y, w, h float64, rim bool) {
	label := s.goOnLabel()
	if label == "" {
		if s.final {
			c.Text(s.GameEndPrompt(), x, y+h/2, 17, true, ui.Center, ui.InkDim)
		}
		return
	}
	b := ui.Widget{Kind: ui.Button, X: x - w/2, Y: y, W: w, H: h, Label: label}
	if rim {
		c.RoundRect(b.X-4, b.Y-4, b.W+8, b.H+8, 12, ui.Gold)
	}
	ui.DrawWidget(c, &b, true, false)
}

// drawPrivacy covers the table until the person it waits for is ready: a fan of the
// game's card backs, their name, and what the game adds.
func (s *Shell) drawPrivacy(c *ui.Canvas) {
	t := s.t
	name := s.Name(s.privacyFor)
	line, note := "", ""
	clr := ui.Gold
	if p, ok := t.(PrivacyNoter); ok {
		line, clr, note = p.PrivacyNote(s.privacyFor)
	}
	h := 200.0
	if line != "" {
		h += 40
	}
	if note != "" {
		h += 40
	}
	w, y := math.Min(760, c.W-24), 0.0
	narrow := w < 760
	title, ready := "Pass the screen to "+name, name+": click or press Enter when you are ready."
	hidden := "The table is hidden so nobody sees another player's cards."
	titleSize := 34.0
	if narrow {
		titleSize = 26
		title = c.Ellipsize("Pass the screen to "+name, titleSize, w-24, true)
		if title != "Pass the screen to "+name {
			title = c.Ellipsize("Pass to "+name, titleSize, w-24, true) // a phone's width
		}
		ready = c.Wrap(name+": tap when you are ready.", 19, w-32, false)
		hidden = c.Wrap(hidden, 19, w-32, false)
		note = c.Wrap(note, 16, w-32, false)
		h += float64(ui.Lines(hidden)+ui.Lines(ready)+ui.Lines(note)-3) * 26
	}
	back := func(c *ui.Canvas, x, y, rot, sc float64) {
		s.back = sprites.CardSprite{X: x, Y: y, Rot: rot, Scale: sc, FlipX: 1, Alpha: 1}
		s.app.atlas(French).(*sprites.Atlas).DrawCard(c.Dst, &s.back)
	}
	if b, ok := t.(BackDrawer); ok {
		back = b.DrawBack
	}
	fan := math.Min(46, (c.W-160)/6)
	for k := -3; k <= 3; k++ {
		back(c, c.W/2+float64(k)*fan, c.H/2-150+float64(k*k)*4, float64(k)*0.12, 1.2)
	}
	y = c.H/2 + 10
	x := c.W/2 - w/2
	c.RoundRect(x, y, w, h, 18, ui.Panel)
	c.RoundRectLine(x, y, w, h, 18, 2, ui.Gold)
	c.Text(title, c.W/2, y+50, titleSize, true, ui.Center, ui.Gold)
	yy := y + 105
	if line != "" {
		c.Text(line, c.W/2, y+92, 18, true, ui.Center, clr)
		yy += 30
	}
	yy += float64(ui.Lines(hidden)-1) * 13
	c.Text(hidden, c.W/2, yy, 19, false, ui.Center, ui.Ink)
	yy += float64(ui.Lines(hidden)-1)*13 + 38 + float64(ui.Lines(ready)-1)*13
	c.Text(ready, c.W/2, yy, 19, false, ui.Center, ui.Ink)
	if note != "" {
		yy += float64(ui.Lines(ready)-1)*13 + 50 + float64(ui.Lines(note)-1)*11
		c.Text(note, c.W/2, yy, 16, false, ui.Center, ui.InkDim)
	}
}

// helpKeys are the rows every table's key help ends with.
var helpKeys = [...][2]string{
	{"K or ?", "show or hide this help"},
	{"R", "the rules of the game"},
	{"G", "settings: speed, sound, four colours"},
	{"Esc", "back to the menu (asks first)"},
}

// drawHelp draws the key help: the game's rows, then the Shell's.
func (s *Shell) drawHelp(c *ui.Canvas) {
	t := s.t
	lines := s.info.Keys
	if h, ok := t.(Helper); ok {
		lines = h.HelpLines()
	}
	lines = lines[:len(lines):len(lines)]
	if s.hintRect().W > 0 {
		lines = append(lines, [2]string{"H", "a hint on your turn (counted in the statistics)"})
	}
	lines = append(lines, helpKeys[:]...)
	if s.undoOffered() {
		lines = append(lines, [2]string{"U", "undo: take back your last move (this round)"})
	}
	keyW := 120.0
	for _, l := range lines {
		keyW = math.Max(keyW, c.TextWidth(l[0], 16, true)+28)
	}
	ui.DrawKeyHelp(c, lines, keyW, "Any key or click closes this help")
}
