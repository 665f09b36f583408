package thirdwheel

import (
	"image/color"
	"math"

	"parlor/scenes/ui"
)

// feedbackShown is the race's result on show ("" none).
func (t *Table) feedbackShown() string {
	if t.Now() >= t.feedbackUntil {
		return ""
	}
	return t.feedback
}

func (t *Table) drawFeedback(c *ui.Canvas) {
	r := t.lay.Feedback
	if t.feedbackShown() == "" || t.ToastShown() != "" {
		// A toast (newer, on the same line) is on show: the two never overlap.
		return
	}
	a := math.Min(1, float64(t.feedbackUntil-t.Now())/feedbackFade)
	clr := ui.Danger
	if t.feedbackOK {
		clr = ui.Good
	}
	// A long result (a translation's) shrinks, then is cut, to fit the pill.
	text, size := fitText(c, t.feedback, 19, 13, r.W-28, true)
	w := math.Min(r.W, c.TextWidth(text, size, true)+28+12*size/19)
	c.RoundRect(r.CX()-w/2, r.Y, w, r.H, r.H/2, ui.WithAlpha(color.RGBA{0x10, 0x1c, 0x16, 0xff}, 0.9*a))
	c.RoundRectLine(r.CX()-w/2, r.Y, w, r.H, r.H/2, 2, ui.WithAlpha(clr, a))
	c.Text(text, r.CX(), r.CY(), size, true, ui.Center, ui.WithAlpha(clr, a))
}

// drawLog draws the log's latest entries, the newest last (brightest); where the online
// strip covers the log's foot, only the newest that fit above it.
func (t *Table) drawLog(c *ui.Canvas) {
	r := t.lay.Log
	first := 0
	if s := t.OnlineStrip(c); s.W > 0 {
		if s.X < r.X+r.W && r.X < s.X+s.W && s.Y < r.Y+r.H {
			room := s.Y - r.Y - 4
			for first = len(t.log); first > 0; first-- {
				n := 18 * float64(ui.Lines(c.Wrap(t.log[first-1], 13, r.W, false)))
				if n > room {
					break
				}
				room -= n
			}
		}
	}
	y := r.Y + 12
	for i, s := range t.log[first:] {
		clr := ui.InkFaint
		if first+i == len(t.log)-1 {
			clr = ui.Ink
		}
		w := c.Wrap(s, 13, r.W, false)
		n := float64(ui.Lines(w))
		// y is the middle of the text's first line; Text centres the whole block on it.
		c.Text(w, r.X+4, y+(n-1)*13*0.675, 13, false, ui.Left, clr)
		y += 18 * n
		if y > r.Y+r.H {
			break
		}
	}
}
