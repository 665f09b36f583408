package scenes

import (
	"parlor/assets/sound"
	"parlor/scenes/l10n"
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
// toast, the table's own question (Modal) and the overlays. It is the table's Draw.
func (s *Shell) Draw(c *ui.Canvas) {
	ui.DrawFelt(c)
	if s.app == nil {
		return
	}
	s.beat.Drawn(s.seatMoves)
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
		r.view.DrawStrip(c, r.Link)
		defer r.view.DrawPrompt(c, &s.app.In, r.Link, r.tableName)
	}
	s.drawTop(c)
	if m, ok := t.(Modal); ok && m.Asking() != "" {
		m.DrawModal(c)
	}
	if s.help {
		s.drawHelp(c)
	}
	if s.settings.Open {
		s.settings.Draw(c, &s.app.In, s.app.W, s.app.H, &s.app.Prefs)
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

// toastBox is where toast msg goes and its text (ui.ToastIn): on the table's toast
// line, never over its top buttons and controls.
func (s *Shell) toastBox(c *ui.Canvas, msg string) (geom.Rect, string) {
	ch := &s.chrome
	return ui.ToastIn(c, msg, ch.ToastY, ch.ToastRoom, append([]geom.Rect{ch.Help, ch.Rules, ch.Menu}, ch.Controls...))
}

// drawToast draws the toast on show.
func (s *Shell) drawToast(c *ui.Canvas) {
	if msg := s.ToastShown(); msg != "" {
		r, text := s.toastBox(c, msg)
		ui.DrawToast(c, r, text)
	}
}

// goOnLabel is the label of the button that leaves a round's end: "Score sheet",
// "Final scores", or at an all-bot table "Next round"; "" at a replay, which the
// viewer's bar moves on and which never offers to play on (see GameEndPrompt).
func (s *Shell) goOnLabel() string {
	switch {
	case s.Replaying():
		return ""
	case s.final:
		return l10n.T("Final scores  (Enter)")
	case s.Watching():
		return l10n.T("Next round  (Enter)")
	}
	return l10n.T("Score sheet  (Enter)")
}

// GameEndPrompt is the line under a finished game's result: how to go on (to the final
// scores, where New game is a button of its own: a stray Enter or click never deals a
// new game over the result), or at a replay that the record ends here.
func (s *Shell) GameEndPrompt() string {
	if s.Replaying() {
		return "The end of the recorded game"
	}
	if r, ok := s.sess.(*RemoteSession); ok && r.Client().Seat() >= 0 {
		return "Enter: final scores and a rematch · Esc: menu"
	}
	return "Enter: final scores · R: rules · Esc: menu"
}

// DrawGoOn draws the button that leaves a round's end (ui.DrawGoOn, goOnLabel), centred
// on x at y, gold-rimmed when rim; at a replay, only the words that the record ends here
// when it is the game's end.
func (s *Shell) DrawGoOn(c *ui.Canvas, x, y, w, h float64, rim bool) {
	end := ""
	if s.final {
		end = s.GameEndPrompt()
	}
	ui.DrawGoOn(c, s.goOnLabel(), end, x, y, w, h, rim)
}

// drawPrivacy covers the table until the person it waits for is ready (ui.DrawPrivacy):
// the game's card backs, their name, and what the game adds.
func (s *Shell) drawPrivacy(c *ui.Canvas) {
	line, clr, note := "", ui.Gold, ""
	if p, ok := s.t.(PrivacyNoter); ok {
		line, clr, note = p.PrivacyNote(s.privacyFor)
	}
	back := func(c *ui.Canvas, x, y, rot, sc float64) {
		s.back = sprites.CardSprite{X: x, Y: y, Rot: rot, Scale: sc, FlipX: 1, Alpha: 1}
		s.app.atlas(sprites.French).(*sprites.Atlas).DrawCard(c.Dst, &s.back)
	}
	if b, ok := s.t.(BackDrawer); ok {
		back = b.DrawBack
	}
	ui.DrawPrivacy(c, ui.ShownName(s.Name(s.privacyFor)), line, clr, note, back)
}

// drawHelp draws the key help (ui.DrawTableHelp): the game's rows, then the Shell's.
func (s *Shell) drawHelp(c *ui.Canvas) {
	lines := s.info.Text().Keys
	if h, ok := s.t.(Helper); ok {
		lines = h.HelpLines()
	}
	ui.DrawTableHelp(c, lines, s.hintRect().W > 0, s.undoOffered())
}
