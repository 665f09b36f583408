package scenes

import (
	"parlor/assets/sound"
	"parlor/scenes/toast"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// The shell's messages: toasts (a refusal, a hint: short-lived, tied to the situation)
// and the table's banner.

// Toast shows msg (a refusal, a hint) near the table's controls with a click. It stays
// for a while, long enough to read (toast.Ticks, and toast.TicksPerRune for each
// character of a longer message, such as a hint's reason), and goes as soon as the
// situation it speaks of changes: a move, another viewer, the privacy screen, a round's
// end. The seats it names by number are named as the table names them
// (toast.SeatWords). An empty msg shows nothing.
func (s *Shell) Toast(msg string) {
	if msg == "" {
		return // nothing to say (Refusal of a move a lesson's narrator explains)
	}
	msg = toast.SeatWords(msg, len(s.setup.Seats), s.Name)
	s.msgs.Toast(msg, s.now, s.situation)
	if s.mirror.m != nil {
		s.mirror.m.Announce(msg) // a refusal, a notice: said in the mirror too
		s.mirror.full = true
	}
	if s.app != nil {
		s.app.Sound.Play(sound.Click)
	}
}

// ToastShown is the toast on show ("" none).
func (s *Shell) ToastShown() string { return s.msgs.Shown(s.now, s.situation) }

// Banner shows msg in the table's banner, replacing the one on show (there is one
// banner), for ticks (0: until replaced) and at most until the next move starts to
// show: a banner speaks of the move that put it up, and the next play takes it down.
func (s *Shell) Banner(msg string, ticks int) { s.msgs.Banner(msg, ticks, s.now, s.movesShown) }

// BannerShown is the banner on show ("" none). On an upright screen a toast on show
// (or a short landscape one) hides it (the two share the table's message line; the toast answers what the person
// just did), and it comes back when the toast goes, if its time is not over.
func (s *Shell) BannerShown() string {
	if s.app != nil && geom.Compact(s.app.W, s.app.H) && s.ToastShown() != "" {
		return ""
	}
	return s.msgs.BannerShown(s.now, s.movesShown)
}

// MovesShown counts the moves whose events the table has started to show (the batches
// of events the viewer's handle gave, one a move).
func (s *Shell) MovesShown() int { return s.movesShown }

// DrawStatus draws a table's status line msg centred at y (layout units, text 18). On a
// phone (portrait) it wraps to width and gives way to a banner or a toast, which cover
// its line.
func (s *Shell) DrawStatus(c *ui.Canvas, msg string, y, width float64, portrait bool) {
	s.DrawStatusAt(c, msg, c.W/2, y, width, portrait)
}

// DrawStatusAt is DrawStatus centred at x (a short landscape layout's status line lies
// beside the cards, not in the screen's middle).
func (s *Shell) DrawStatusAt(c *ui.Canvas, msg string, x, y, width float64, portrait bool) {
	if portrait {
		if s.BannerShown() != "" || s.ToastShown() != "" {
			return // the banner or the toast covers the status line
		}
		msg = c.Wrap(msg, 18, width, false)
	}
	c.Text(msg, x, y, 18, false, ui.Center, ui.Ink)
}
