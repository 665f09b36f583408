package scenes

import (
	"math"
	"strconv"

	"parlor/assets/sound"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// Narrated is a table that says where a lesson's narrator may speak on a landscape
// screen: NarratorSpot is a part of its screen, in layout units, where nothing the
// lesson talks about is drawn now, at the lesson's number of players (it may move with
// the game: under a round's results while they are on show). The narrator's panel
// takes its width and as much of its height as the words need. On an upright screen
// the narrator speaks in a band at the foot instead, and the table is laid out above
// it (lessonBand). A table without a spot gets a band under its top buttons.
type Narrated interface {
	NarratorSpot() geom.Rect
}

// The narrator panel's buttons.
const (
	lessonGo = iota + 1
	lessonSkipStep
	lessonLeave
)

type lessonButton struct {
	r     geom.Rect
	label string
	act   int
}

// lessonBox is the narrator's panel as laid out on a screen: its box, its title, the
// words (wrapped at size; the explanation of a move held back, in their place, when
// wrong), its buttons.
type lessonBox struct {
	box     geom.Rect
	title   string
	titleH  float64
	text    string
	wrong   bool
	size    float64
	textH   float64
	buttons []lessonButton
}

// Panel geometry, in layout units.
const (
	lessonPad     = 12.0
	lessonTitleH  = 22.0
	lessonButtonH = 38.0
	lessonLine    = 1.35 // line height, as a multiple of the text size
	// lessonBand is the height of the band at the foot of an upright screen, less on a
	// short one (down to lessonBandMin) so that the table keeps lessonTableMin.
	lessonBandH    = 160.0
	lessonBandMin  = 130.0
	lessonTableMin = 640.0
	// lessonSmallH is the height of a compact panel's buttons, in its title row.
	lessonSmallH = 32.0
)

// lessonBand is the height of the narrator's band at the foot of a w×h screen: 0 on a
// landscape screen or without a lesson under way.
func (s *Shell) lessonBand(w, h float64) float64 {
	if s.lessonOn() == nil || !ui.Portrait(w, h) {
		return 0
	}
	return math.Max(lessonBandMin, math.Min(lessonBandH, h-lessonTableMin))
}

// lessonSpot is where the narrator may speak on a w×h screen: the band at the foot of
// an upright screen, the table's spot, or a band under its top buttons.
func (s *Shell) lessonSpot(w, h float64) geom.Rect {
	if b := s.lessonBand(w, h); b > 0 {
		return geom.R(8, h-b+4, w-16, b-10)
	}
	if n, ok := s.t.(Narrated); ok {
		if r := n.NarratorSpot(); r.W > 0 {
			return r
		}
	}
	pw := math.Min(640, w-24)
	return geom.R((w-pw)/2, math.Min(h/4, 140), pw, 230)
}

// lessonLayout lays out the narrator's panel on c: the words (or the explanation of a
// move held back) in the largest size, 17 down to 14, that fits the spot's height;
// the buttons in a row at the foot, or, on a wide and low spot, in a column at the
// right, or, on a narrow and low one (a phone's band), small in the title's row.
func (s *Shell) lessonLayout(c *ui.Canvas) lessonBox {
	r := s.lesson
	spot := s.lessonSpot(c.W, c.H)
	narrow := spot.W < 460
	side := spot.W >= 560 && spot.H < 200
	compact := !side && spot.H < 200
	b := lessonBox{title: "Lesson · step " + strconv.Itoa(r.at()+1) + " of " + strconv.Itoa(r.l.steps())}
	st := r.cur()
	var bs []lessonButton
	switch {
	case r.final:
		b.title = "You are ready"
		bs = []lessonButton{{label: "Play on (Enter)", act: lessonGo}, {label: "Leave lesson", act: lessonLeave}}
	case r.shown && st.isGo():
		bs = []lessonButton{{label: st.goLabel() + " (Enter)", act: lessonGo}, {label: "Leave lesson", act: lessonLeave}}
	case r.shown:
		bs = []lessonButton{{label: "Skip step", act: lessonSkipStep}, {label: "Leave lesson", act: lessonLeave}}
	default:
		bs = []lessonButton{{label: "Leave lesson", act: lessonLeave}}
	}
	bw := 0.0
	for i := range bs {
		if narrow {
			bs[i].label = shortLessonLabel(bs[i].label)
		}
		bs[i].r.W = c.TextWidth(bs[i].label, 19, true) + 28
		bw = math.Max(bw, bs[i].r.W)
	}
	words := r.said
	switch {
	case r.wrong != "":
		words, b.wrong = r.wrong, true
	case words == "":
		words = "Watch the table…"
	}
	tw := spot.W - 2*lessonPad
	if side {
		tw -= bw + lessonPad
	}
	b.titleH = lessonTitleH
	if compact {
		b.titleH = lessonSmallH
		if narrow && !r.final {
			b.title = "Step " + strconv.Itoa(r.at()+1) + " of " + strconv.Itoa(r.l.steps()) // beside the buttons
		}
	}
	var h float64
	for _, size := range []float64{17, 16, 15, 14} {
		b.size = size
		b.text = c.Wrap(words, size, tw, false)
		b.textH = float64(ui.Lines(b.text)) * size * lessonLine
		h = 2*lessonPad + b.titleH + 4 + b.textH
		switch {
		case side:
			h = math.Max(h, 2*lessonPad+float64(len(bs))*(lessonButtonH+8)-8)
		case !compact:
			h += 10 + lessonButtonH
		}
		if h <= spot.H {
			break
		}
	}
	b.box = geom.R(spot.X, spot.Y, spot.W, h)
	x, y, bh := spot.X+spot.W-lessonPad, b.box.Y+b.box.H-lessonPad-lessonButtonH, lessonButtonH
	if compact {
		y, bh = b.box.Y+lessonPad, lessonSmallH
	}
	for i := len(bs) - 1; i >= 0; i-- {
		w := bs[i].r.W
		if side {
			w = bw
			bs[i].r = geom.R(x-w, b.box.Y+lessonPad+float64(i)*(lessonButtonH+8), w, lessonButtonH)
			continue
		}
		x -= w
		bs[i].r = geom.R(x, y, w, bh)
		x -= 8
	}
	b.buttons = bs
	return b
}

// shortLessonLabel is a button's label on a narrow panel (a phone's).
func shortLessonLabel(l string) string {
	switch l {
	case "Leave lesson":
		return "Leave"
	case "Skip step":
		return "Skip"
	}
	if n := len(l); n > 8 && l[n-8:] == " (Enter)" {
		return l[:n-8]
	}
	return l
}

// drawLesson draws the narrator's panel while a lesson is under way.
func (s *Shell) drawLesson(c *ui.Canvas) {
	if s.lessonOn() == nil {
		return
	}
	b := s.lessonLayout(c)
	r := b.box
	c.RoundRect(r.X, r.Y, r.W, r.H, 14, ui.Panel)
	c.RoundRectLine(r.X, r.Y, r.W, r.H, 14, 2, ui.Gold)
	x, y := r.X+lessonPad, r.Y+lessonPad
	c.Text(b.title, x, y+b.titleH/2, 15, true, ui.Left, ui.Gold)
	y += b.titleH + 4
	clr := ui.Ink
	switch {
	case b.wrong:
		clr = ui.Danger
	case !s.lesson.shown:
		clr = ui.InkDim
	}
	c.Text(b.text, x, y+b.textH/2, b.size, false, ui.Left, clr)
	for _, bt := range b.buttons {
		s.DrawButton(c, bt.r, bt.label, false)
	}
}

// lessonInput takes this tick's input for the narrator's panel: Enter goes on from a Go
// step (on the last step at a round's end it also leaves the round's end, as the
// table says), a press on a button does what it says, and any press on the panel goes
// no further. It reports whether it took the input.
func (s *Shell) lessonInput(a *App) bool {
	r := s.lessonOn()
	if r == nil {
		return false
	}
	in := &a.In
	if in.Key(input.KeyEnter) && r.final && s.ended {
		s.lessonNext() // Enter plays on, and leaves the round's end as it says
		return false
	}
	if in.Key(input.KeyEnter) && (r.final || r.shown && r.cur().isGo()) {
		a.Sound.Play(sound.Click)
		s.lessonNext()
		return true
	}
	if !in.Pressed || !in.Pointer {
		return false
	}
	b := s.lessonLayout(a.Measure())
	if !b.box.Contains(in.X, in.Y) {
		return false
	}
	for _, bt := range b.buttons {
		if !bt.r.Contains(in.X, in.Y) {
			continue
		}
		a.Sound.Play(sound.Click)
		switch bt.act {
		case lessonGo:
			s.lessonNext()
		case lessonSkipStep:
			s.lessonSkip()
		case lessonLeave:
			s.leaveToMenu(a)
		}
	}
	return true
}

// lessonLeft is the menu's setup on leaving a lesson: the last game's setup when it was
// this game, else this game's defaults (the lesson's deal is not a menu's choice).
func (s *Shell) lessonLeft(a *App) Setup {
	if a.Launch.Game == s.info.ID && len(a.Launch.Seats) > 0 {
		return a.Launch
	}
	st, err := ParseSetup(s.info.ID, "", 0, "", "", 0, false)
	if err != nil {
		return a.Launch
	}
	return st
}
