package lesson

import (
	"math"
	"strconv"
	"strings"

	"parlor/scenes/l10n"
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
// it (Band). A table without a spot gets a band under its top buttons (Spot).
type Narrated interface {
	NarratorSpot() geom.Rect
}

// The narrator panel's buttons' acts (Button.Act).
const (
	ActGo = iota + 1
	ActSkip
	ActLeave
)

// Button is one of the narrator panel's buttons: its place (layout units), its label
// and what it does (ActGo, ActSkip, ActLeave).
type Button struct {
	R     geom.Rect
	Label string
	Act   int
}

// Box is the narrator's panel as laid out on a screen (Run.Layout): its box, its title,
// the words (wrapped at Size; the explanation of a move held back, in their place, when
// Wrong; dimmed when Dim, the step waiting to come on show), its buttons. Lengths are in
// layout units.
type Box struct {
	Box     geom.Rect
	Title   string
	TitleH  float64
	Text    string
	Wrong   bool
	Dim     bool
	Size    float64
	TextH   float64
	Buttons []Button
}

// Panel geometry, in layout units.
const (
	pad     = 12.0
	titleH  = 22.0
	buttonH = 38.0
	lineH   = 1.35 // line height, as a multiple of the text size
	// bandH is the height of the band at the foot of an upright screen, less on a
	// short one (down to bandMin) so that the table keeps tableMin.
	bandH    = 160.0
	bandMin  = 130.0
	tableMin = 640.0
	// smallH is the height of a compact panel's buttons, in its title row.
	smallH = 32.0
)

// Band is the height of the narrator's band at the foot of a w×h screen (layout
// units): 0 on a landscape screen.
func Band(w, h float64) float64 {
	if !ui.Portrait(w, h) {
		return 0
	}
	return math.Max(bandMin, math.Min(bandH, h-tableMin))
}

// Spot is where the narrator may speak on a w×h screen: the band at the foot of an
// upright screen (band > 0, Band's), table's spot when it is Narrated, or a band under
// the top buttons.
func Spot(w, h, band float64, table any) geom.Rect {
	if band > 0 {
		return geom.R(8, h-band+4, w-16, band-10)
	}
	if n, ok := table.(Narrated); ok {
		if r := n.NarratorSpot(); r.W > 0 {
			return r
		}
	}
	pw := math.Min(640, w-24)
	return geom.R((w-pw)/2, math.Min(h/4, 140), pw, 230)
}

// Layout lays out the narrator's panel on c in spot: the words (or the explanation of a
// move held back) in the largest size, 17 down to 14, that fits the spot's height;
// the buttons in a row at the foot, or, on a wide and low spot, in a column at the
// right, or, on a narrow and low one (a phone's band), small in the title's row.
func (r *Run) Layout(c *ui.Canvas, spot geom.Rect) Box {
	narrow := spot.W < 460
	side := spot.W >= 560 && spot.H < 200
	compact := !side && spot.H < 200
	b := Box{Title: l10n.T("Lesson · step %s of %s", strconv.Itoa(r.At()+1), strconv.Itoa(r.L.Steps())), Dim: !r.Shown}
	st := r.Cur()
	var bs []Button
	switch {
	case r.Final:
		b.Title = l10n.T("You are ready")
		bs = []Button{{Label: "Play on (Enter)", Act: ActGo}, {Label: "Leave lesson", Act: ActLeave}}
	case r.Shown && st.IsGo():
		bs = []Button{{Label: st.GoLabel() + " (Enter)", Act: ActGo}, {Label: "Leave lesson", Act: ActLeave}}
	case r.Shown:
		bs = []Button{{Label: "Skip step", Act: ActSkip}, {Label: "Leave lesson", Act: ActLeave}}
	default:
		bs = []Button{{Label: "Leave lesson", Act: ActLeave}}
	}
	bw := 0.0
	for i := range bs {
		if narrow {
			bs[i].Label = shortLabel(bs[i].Label)
		}
		bs[i].Label = buttonWords(bs[i].Label)
		bs[i].R.W = c.TextWidth(bs[i].Label, 19, true) + 28
		bw = math.Max(bw, bs[i].R.W)
	}
	words := r.Said
	switch {
	case r.Wrong != "":
		words, b.Wrong = r.Wrong, true
	case words == "":
		words = l10n.T("Watch the table…")
	}
	tw := spot.W - 2*pad
	if side {
		tw -= bw + pad
	}
	b.TitleH = titleH
	if compact {
		b.TitleH = smallH
		if narrow && !r.Final {
			b.Title = l10n.T("Step %s of %s", strconv.Itoa(r.At()+1), strconv.Itoa(r.L.Steps())) // beside the buttons
		}
	}
	var h float64
	for _, size := range []float64{17, 16, 15, 14} {
		b.Size = size
		b.Text = c.Wrap(words, size, tw, false)
		b.TextH = float64(ui.Lines(b.Text)) * size * lineH
		h = 2*pad + b.TitleH + 4 + b.TextH
		switch {
		case side:
			h = math.Max(h, 2*pad+float64(len(bs))*(buttonH+8)-8)
		case !compact:
			h += 10 + buttonH
		}
		if h <= spot.H {
			break
		}
	}
	b.Box = geom.R(spot.X, spot.Y, spot.W, h)
	x, y, bh := spot.X+spot.W-pad, b.Box.Y+b.Box.H-pad-buttonH, buttonH
	if compact {
		y, bh = b.Box.Y+pad, smallH
	}
	for i := len(bs) - 1; i >= 0; i-- {
		w := bs[i].R.W
		if side {
			w = bw
			bs[i].R = geom.R(x-w, b.Box.Y+pad+float64(i)*(buttonH+8), w, buttonH)
			continue
		}
		x -= w
		bs[i].R = geom.R(x, y, w, bh)
		x -= 8
	}
	b.Buttons = bs
	return b
}

// buttonWords is a button's label (English, as Layout and shortLabel make it) in the
// language on: "Go on (Enter)" is "Verder (Enter)" in Dutch.
func buttonWords(l string) string {
	if base, ok := strings.CutSuffix(l, " (Enter)"); ok {
		return l10n.T("%s (Enter)", l10n.T(base))
	}
	return l10n.T(l)
}

// shortLabel is a button's label on a narrow panel (a phone's).
func shortLabel(l string) string {
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

// Draw draws the panel on c; button draws each of its buttons (the table's button,
// lit under the mouse).
func (b *Box) Draw(c *ui.Canvas, button func(c *ui.Canvas, r geom.Rect, label string)) {
	r := b.Box
	c.RoundRect(r.X, r.Y, r.W, r.H, 14, ui.Panel)
	c.RoundRectLine(r.X, r.Y, r.W, r.H, 14, 2, ui.Gold)
	x, y := r.X+pad, r.Y+pad
	c.Text(b.Title, x, y+b.TitleH/2, 15, true, ui.Left, ui.Gold)
	y += b.TitleH + 4
	clr := ui.Ink
	switch {
	case b.Wrong:
		clr = ui.Danger
	case b.Dim:
		clr = ui.InkDim
	}
	c.Text(b.Text, x, y+b.TextH/2, b.Size, false, ui.Left, clr)
	for _, bt := range b.Buttons {
		button(c, bt.R, bt.Label)
	}
}

// At reports the act of the button of b at (x, y) (0: none); in reports (x, y) on the
// panel at all.
func (b *Box) At(x, y float64) (act int, in bool) {
	if !b.Box.Contains(x, y) {
		return 0, false
	}
	for _, bt := range b.Buttons {
		if bt.R.Contains(x, y) {
			return bt.Act, true
		}
	}
	return 0, true
}

// Input takes this tick's input in for the narrator's panel at table t: Enter goes on
// from a Go step (on the last step at a round's end it also leaves the round's end, as
// the table says, and the input goes on to the table), a press on a button does what
// it says (Leave: leave, which the table does), and any press on the panel (box: where
// it is laid out now) goes no further. click sounds a button or Enter that is used. It
// reports whether it took the input.
func (r *Run) Input(t Table, in *ui.Input, box func() Box, click, leave func()) bool {
	if in.Key(input.KeyEnter) && r.Final && t.Ended() {
		r.Advance(t) // Enter plays on, and leaves the round's end as it says
		return false
	}
	if in.Key(input.KeyEnter) && (r.Final || r.Shown && r.Cur().IsGo()) {
		click()
		r.Advance(t)
		return true
	}
	if !in.Pressed || !in.Pointer {
		return false
	}
	b := box()
	act, on := b.At(in.X, in.Y)
	if act != 0 {
		click()
	}
	switch act {
	case ActGo:
		r.Advance(t)
	case ActSkip:
		r.SkipStep(t)
	case ActLeave:
		leave()
	}
	return on
}
