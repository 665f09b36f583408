package scenes

import (
	"image/color"
	"math"

	"parlor/scenes/geom"
	"parlor/sprites"
)

// Colours of the shared table pieces.
var (
	toastFill, bannerFill = color.RGBA{0x3a, 0x12, 0x10, 0xf0}, color.RGBA{0x2a, 0x20, 0x08, 0xf0}
	// PlateFill and TurnFill are a seat plate's fill, and that of the seat on turn;
	// EndFill a round's end panel's.
	// All are opaque: a panel over the table never lets the text behind show through.
	PlateFill, TurnFill = color.RGBA{0x0e, 0x26, 0x1a, 0xff}, color.RGBA{0x2c, 0x4a, 0x1e, 0xff}
	EndFill             = color.RGBA{0x0b, 0x22, 0x16, 0xff}
)

// The layouts' card size must be the atlases' (compile-time check).
var (
	_ = [1]struct{}{}[sprites.CardW-geom.CardW]
	_ = [1]struct{}{}[sprites.CardH-geom.CardH]
)

// Draw draws table t with everything the Shell owns: the felt, the table (or, between
// two people, the privacy screen), the top buttons, the toast and the overlays. Tables
// call it from their Draw.
func (s *Shell) Draw(c *Canvas, t Table) {
	DrawFelt(c)
	if s.App == nil {
		return
	}
	st, see := t.(SeeThrough)
	if s.privacy && !(see && st.SeeThrough()) {
		s.drawPrivacy(c, t)
	} else {
		t.DrawTable(c)
		s.drawToast(c)
	}
	if r, ok := s.Sess.(*RemoteSession); ok {
		r.drawOnline(c)
	}
	s.drawTop(c, t)
	if s.help {
		s.drawHelp(c, t)
	}
	if s.settings.open {
		s.drawSettings(c)
	}
	if s.leave {
		DrawLeaveDialog(c, &s.App.In)
	}
}

// DrawFelt draws the table's felt with its gold rim.
func DrawFelt(c *Canvas) {
	c.Fill(FeltDark)
	c.RoundRect(6, 6, c.W-12, c.H-12, 40, Felt)
	c.RoundRectLine(6, 6, c.W-12, c.H-12, 40, 2, GoldDark)
}

// Hot reports the mouse (not a finger) over r.
func (s *Shell) Hot(r geom.Rect) bool {
	in := &s.App.In
	return in.Pointer && !in.Touch && r.Contains(in.X, in.Y)
}

// DrawButton draws a button (or, tab, a tab that is on) over r, lit under the mouse
// unless disabled.
func (s *Shell) DrawButton(c *Canvas, r geom.Rect, label string, disabled bool) {
	w := Widget{Kind: Button, X: r.X, Y: r.Y, W: r.W, H: r.H, Label: label, Disabled: disabled}
	DrawWidget(c, &w, false, !disabled && s.Hot(r))
}

// DrawTab draws a tab over r, on or off.
func (s *Shell) DrawTab(c *Canvas, r geom.Rect, label string, on bool) {
	w := Widget{Kind: Tab, X: r.X, Y: r.Y, W: r.W, H: r.H, Label: label, On: on}
	DrawWidget(c, &w, false, s.Hot(r))
}

// ToastBox is where toast msg goes and its text: centred on the table's toast line (a
// longer text wraps onto more lines above it), as wide as its text needs but never
// over a control: it narrows beside a control at its side, and rises above a control
// it could only avoid by becoming too narrow to read (a phone's row of buttons).
func (s *Shell) ToastBox(c *Canvas, msg string) (geom.Rect, string) {
	ch := &s.Chrome
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
		h := 20 + 24*float64(Lines(text))
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
func (s *Shell) drawToast(c *Canvas) {
	msg := s.ToastShown()
	if msg == "" {
		return
	}
	r, text := s.ToastBox(c, msg)
	c.RoundRect(r.X, r.Y, r.W, r.H, 12, toastFill)
	c.RoundRectLine(r.X, r.Y, r.W, r.H, 12, 2, Danger)
	c.Text(text, r.CX(), r.CY(), 18, false, Center, Ink)
}

// DrawPlate draws a seat's name plate over r: lit and rimmed in gold while the seat is
// on turn, with a bar of its colour clr down its left side.
func DrawPlate(c *Canvas, r geom.Rect, turn bool, clr color.RGBA) {
	if turn {
		c.RoundRect(r.X, r.Y, r.W, r.H, 10, TurnFill)
		c.RoundRectLine(r.X-2, r.Y-2, r.W+4, r.H+4, 12, 3, Gold)
	} else {
		c.RoundRect(r.X, r.Y, r.W, r.H, 10, PlateFill)
		c.RoundRectLine(r.X, r.Y, r.W, r.H, 10, 1.2, PanelLine)
	}
	c.RoundRect(r.X+6, r.Y+8, 6, r.H-16, 3, clr)
}

// DrawBanner draws msg on a gold-rimmed banner over r (wider when the text needs it),
// in bold text of size.
func DrawBanner(c *Canvas, r geom.Rect, msg string, size float64) {
	if msg == "" {
		return
	}
	w := math.Max(r.W, c.TextWidth(msg, size, true)+48)
	y, h := r.Y, r.H
	if w > c.W-16 {
		// Too wide for a narrow screen: wrapped, and taller about the same centre.
		w = c.W - 16
		msg = c.Wrap(msg, size, w-32, true)
		h += float64(Lines(msg)-1) * size * 1.35
		y = r.CY() - h/2
	}
	x := c.W/2 - w/2
	c.RoundRect(x, y, w, h, 14, bannerFill)
	c.RoundRectLine(x, y, w, h, 14, 2.5, Gold)
	c.Text(msg, c.W/2, r.CY(), size, true, Center, Gold)
}

// GoOnLabel is the label of the button that leaves a round's end: "Score sheet",
// "Final scores", or at an all-bot table "Next round"; "" at a replay, which the
// viewer's bar moves on and which never offers to play on (see GameEndPrompt).
func (s *Shell) GoOnLabel() string {
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

// Replaying reports that the table shows a recorded game (a ReplaySession): nobody
// plays, and its end offers no new game.
func (s *Shell) Replaying() bool {
	_, ok := s.Sess.(*ReplaySession)
	return ok
}

// DrawGoOn draws the button that leaves a round's end (GoOnLabel), centred on x at y,
// gold-rimmed when rim; at a replay, only the words that the record ends here when it
// is the game's end.
func (s *Shell) DrawGoOn(c *Canvas, x, y, w, h float64, rim bool) {
	label := s.GoOnLabel()
	if label == "" {
		if s.final {
			c.Text(s.GameEndPrompt(), x, y+h/2, 17, true, Center, InkDim)
		}
		return
	}
	b := Widget{Kind: Button, X: x - w/2, Y: y, W: w, H: h, Label: label}
	if rim {
		c.RoundRect(b.X-4, b.Y-4, b.W+8, b.H+8, 12, Gold)
	}
	DrawWidget(c, &b, true, false)
}

// drawPrivacy covers the table until the person it waits for is ready: a fan of the
// game's card backs, their name, and what the game adds.
func (s *Shell) drawPrivacy(c *Canvas, t Table) {
	name := s.Name(s.privacyFor)
	line, note := "", ""
	clr := Gold
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
		h += float64(Lines(hidden)+Lines(ready)+Lines(note)-3) * 26
	}
	back := func(c *Canvas, x, y, rot, sc float64) {
		s.back = sprites.CardSprite{X: x, Y: y, Rot: rot, Scale: sc, FlipX: 1, Alpha: 1}
		s.App.Atlas().DrawCard(c.Dst, &s.back)
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
	c.RoundRect(x, y, w, h, 18, Panel)
	c.RoundRectLine(x, y, w, h, 18, 2, Gold)
	c.Text(title, c.W/2, y+50, titleSize, true, Center, Gold)
	yy := y + 105
	if line != "" {
		c.Text(line, c.W/2, y+92, 18, true, Center, clr)
		yy += 30
	}
	yy += float64(Lines(hidden)-1) * 13
	c.Text(hidden, c.W/2, yy, 19, false, Center, Ink)
	yy += float64(Lines(hidden)-1)*13 + 38 + float64(Lines(ready)-1)*13
	c.Text(ready, c.W/2, yy, 19, false, Center, Ink)
	if note != "" {
		yy += float64(Lines(ready)-1)*13 + 50 + float64(Lines(note)-1)*11
		c.Text(note, c.W/2, yy, 16, false, Center, InkDim)
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
func (s *Shell) drawHelp(c *Canvas, t Table) {
	lines := s.Info.Keys
	if h, ok := t.(Helper); ok {
		lines = h.HelpLines()
	}
	lines = lines[:len(lines):len(lines)]
	if s.HintRect(t).W > 0 {
		lines = append(lines, [2]string{"H", "a hint on your turn (counted in the statistics)"})
	}
	lines = append(lines, helpKeys[:]...)
	if s.UndoOffered() {
		lines = append(lines, [2]string{"U", "undo: take back your last move (this round)"})
	}
	keyW := 120.0
	for _, l := range lines {
		keyW = math.Max(keyW, c.TextWidth(l[0], 16, true)+28)
	}
	DrawKeyHelp(c, lines, keyW, "Any key or click closes this help")
}

// DrawInfoPanel draws a table's panel (its info box top left, Troeven's round score): a
// plate-coloured rounded box with the panel line around it.
func DrawInfoPanel(c *Canvas, r geom.Rect) {
	c.RoundRect(r.X, r.Y, r.W, r.H, 12, PlateFill)
	c.RoundRectLine(r.X, r.Y, r.W, r.H, 12, 1.5, PanelLine)
}
