package scenes

import (
	"regexp"
	"strconv"
	"unicode/utf8"

	"parlor/assets/sound"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// The shell's messages: toasts (a refusal, a hint: short-lived, tied to the situation)
// and the table's banner.

// Toast shows msg (a refusal, a hint) near the table's controls with a click. It stays
// for a while, long enough to read (toastTicks, and toastTicksPerRune for each
// character of a longer message, such as a hint's reason), and goes as soon as the
// situation it speaks of changes: a move, another viewer, the privacy screen, a round's
// end. An empty msg shows nothing.
func (s *Shell) Toast(msg string) {
	if msg == "" {
		return // nothing to say (Refusal of a move a lesson's narrator explains)
	}
	msg = s.seatWords(msg)
	ticks := max(toastTicks, toastTicksPerRune*utf8.RuneCountInString(msg))
	s.toast, s.toastUntil, s.toastSit = msg, s.now+ticks, s.situation
	if s.mirror.m != nil {
		s.mirror.m.Announce(msg) // a refusal, a notice: said in the mirror too
		s.mirror.full = true
	}
	if s.app != nil {
		s.app.Sound.Play(sound.Click)
	}
}

// seatRef is a seat named by its number ("seat 0", "seat 2's"), as the rules' refusals
// name seats (a server's among them).
var seatRef = regexp.MustCompile(`\b[Ss]eat ([0-9]+)('s)?\b`)

// seatWords names the seats msg mentions by number as the table names them: "it is
// seat 0's turn" says "It is Ann's turn", or "It is your turn" for the viewer's seat
// when it is "You". A number that is no seat of the table stays as it is.
func (s *Shell) seatWords(msg string) string {
	named := seatRef.ReplaceAllStringFunc(msg, func(w string) string {
		m := seatRef.FindStringSubmatch(w)
		n, err := strconv.Atoi(m[1])
		if err != nil || n < 0 || n >= len(s.setup.Seats) {
			return w
		}
		name := s.Name(n)
		switch {
		case name == "You" && m[2] != "":
			return "your"
		case name == "You":
			return "you"
		}
		return name + m[2]
	})
	if named == msg {
		return msg
	}
	return Sentence(named)
}

// ToastShown is the toast on show ("" none).
func (s *Shell) ToastShown() string {
	if s.now >= s.toastUntil || s.toastSit != s.situation {
		return ""
	}
	return s.toast
}

// toastTicksPerRune is how long a long toast stays per character: 15 characters a
// second, a slow reading pace.
const toastTicksPerRune = 4

// Banner shows msg in the table's banner, replacing the one on show (there is one
// banner), for ticks (0: until replaced) and at most until the next move starts to
// show: a banner speaks of the move that put it up, and the next play takes it down.
func (s *Shell) Banner(msg string, ticks int) {
	s.banner, s.bannerUntil, s.bannerMove = msg, 0, s.movesShown
	if ticks > 0 {
		s.bannerUntil = s.now + ticks
	}
}

// BannerShown is the banner on show ("" none). On an upright screen a toast on show
// (or a short landscape one) hides it (the two share the table's message line; the toast answers what the person
// just did), and it comes back when the toast goes, if its time is not over.
func (s *Shell) BannerShown() string {
	if s.bannerUntil != 0 && s.now >= s.bannerUntil || s.movesShown > s.bannerMove {
		return ""
	}
	if s.app != nil && geom.Compact(s.app.W, s.app.H) && s.ToastShown() != "" {
		return ""
	}
	return s.banner
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
