package ui

import (
	"image/color"
	"strings"

	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// The widget vocabulary lives in package input (pure Go, tested without a GPU); these
// aliases keep scene code short.
type (
	Widget     = input.Widget
	WidgetKind = input.WidgetKind
	Activation = input.Activation
	Input      = input.Input
)

// Widget kinds (see package input).
const (
	Button = input.Button
	Toggle = input.Toggle
	Cycle  = input.Cycle
	Field  = input.Field
	Tab    = input.Tab
)

// Navigate applies one tick of input to a widget list (see input.Navigate).
func Navigate(in *Input, ws []Widget, focus *int) Activation { return input.Navigate(in, ws, focus) }

// Hovered is the index of the enabled widget under the pointer, or -1 (input.Hovered).
func Hovered(in *Input, ws []Widget) int { return input.Hovered(in, ws) }

// DrawWidget draws one widget; focused draws the focus ring, hot the hover tint.
func DrawWidget(c *Canvas, w *Widget, focused, hot bool) {
	fill := ButtonFill
	if hot {
		fill = ButtonHot
	}
	ink := Ink
	if w.Disabled {
		fill = color.RGBA{0x1f, 0x2b, 0x25, 0xff}
		ink = InkFaint
	}
	r := 8.0
	c.Record(RecButton, geom.R(w.X, w.Y, w.W, w.H))
	switch w.Kind {
	case Button:
		c.RoundRect(w.X, w.Y, w.W, w.H, r, fill)
		c.RoundRectLine(w.X, w.Y, w.W, w.H, r, 1.5, PanelLine)
		label, size := buttonLabel(c, w.Label, 19, w.W-6, w.H-6, true)
		c.Text(label, w.X+w.W/2, w.Y+w.H/2, size, true, Center, ink)
	case Tab:
		if w.On {
			fill = color.RGBA{0x3c, 0x6a, 0x50, 0xff}
		}
		c.RoundRect(w.X, w.Y, w.W, w.H, r, fill)
		line := PanelLine
		if w.On {
			line = Gold
		}
		c.RoundRectLine(w.X, w.Y, w.W, w.H, r, 2, line)
		label, size := buttonLabel(c, w.Label, 19, w.W-6, w.H-6, w.On)
		c.Text(label, w.X+w.W/2, w.Y+w.H/2, size, w.On, Center, ink)
	case Toggle:
		c.RoundRect(w.X, w.Y, w.W, w.H, r, fill)
		bx, by, bs := w.X+10, w.Y+(w.H-24)/2, 24.0
		c.RoundRect(bx, by, bs, bs, 5, color.RGBA{0x0c, 0x14, 0x10, 0xff})
		c.RoundRectLine(bx, by, bs, bs, 5, 1.5, InkDim)
		if w.On {
			c.Tick(bx+3, by+3, bs-6, Good)
		}
		label, size := FitLines(c, w.Label, 17, 14, w.W-bs-30, w.H-6)
		c.Text(label, bx+bs+10, w.Y+w.H/2, size, false, Left, ink)
	case Cycle:
		// The value sits between its arrows in a column at the right end; a press on
		// the column's left half steps back (input.CycleStep).
		c.RoundRect(w.X, w.Y, w.W, w.H, r, fill)
		vx, col := input.CycleValue(w)
		c.Text(c.Ellipsize(w.Label, 17, vx-w.X-18, false), w.X+12, w.Y+w.H/2, 17, false, Left, InkDim)
		c.RoundRect(vx, w.Y+4, col-4, w.H-8, r-2, CycleWell)
		cy := w.Y + w.H/2
		c.Text("‹", vx+13, cy, 21, true, Center, Gold)
		c.Text("›", vx+col-17, cy, 21, true, Center, Gold)
		size := labelSize(c, w.Value, 17, col-56, true)
		value := w.Value
		if c.TextWidth(value, size, true) > col-56 && w.H >= 40 {
			// Too wide even at 15 ("Nederlands (deze keer)"): at 13, on two lines
			// if need be, when that fits; else cut.
			if two := c.Wrap(value, 13, col-56, true); Lines(two) <= 2 {
				value, size = two, 13
			}
		}
		if !strings.Contains(value, "\n") {
			value = c.Ellipsize(value, size, col-56, true)
		}
		c.Text(value, vx+col/2-2, cy, size, true, Center, ink)
	case Field:
		c.RoundRect(w.X, w.Y, w.W, w.H, r, fill)
		v := w.Value
		if focused {
			v += "_"
		}
		// The label keeps left of the value's box, shrinking as a button's does
		// ("Semilla" in a phone's menu); one too long even at 13 pushes the box right,
		// as far as the value leaves room.
		bx := w.X + w.W*0.38
		if need := w.X + 18 + c.TextWidth(w.Label, 13, false); need > bx {
			bx = max(w.X+w.W*0.38, min(need, w.X+w.W-6-16-c.TextWidth(v, 17, true)))
		}
		label, size := buttonLabel(c, w.Label, 17, bx-w.X-18, w.H-6, false)
		c.Text(label, w.X+12, w.Y+w.H/2, size, false, Left, InkDim)
		c.RoundRect(bx, w.Y+5, w.X+w.W-bx-6, w.H-10, 5, color.RGBA{0x0c, 0x14, 0x10, 0xff})
		c.Text(v, bx+8, w.Y+w.H/2, 17, true, Left, ink)
	}
	if focused {
		FocusRing(c, geom.R(w.X, w.Y, w.W, w.H))
	}
}

// DrawGoOn draws the button that leaves a round's end, labelled label, w×h centred on x
// at y (layout units), gold-rimmed when rim; with no label (a replay, which never
// offers to play on), only the words end (at the game's end: that the record ends
// here; "" none).
func DrawGoOn(c *Canvas, label, end string, x, y, w, h float64, rim bool) {
	if label == "" {
		if end != "" {
			c.Text(end, x, y+h/2, 17, true, Center, InkDim)
		}
		return
	}
	b := Widget{Kind: Button, X: x - w/2, Y: y, W: w, H: h, Label: label}
	if rim {
		c.RoundRect(b.X-4, b.Y-4, b.W+8, b.H+8, 12, Gold)
	}
	DrawWidget(c, &b, true, false)
}

// KeyedLabel is a button's label with its key after it ("Draw  (D)") when that fits a
// button w layout units wide, else the label alone (the key help still names the key).
func KeyedLabel(c *Canvas, label, key string, w float64) string {
	if k := label + "  (" + key + ")"; c.TextWidth(k, 19, true) <= w-6 {
		return k
	}
	return label
}

// labelSize is the size a label is drawn at: size, or smaller (down to 15) when it is
// wider than width there, as a translated label may be (a button's shrinks further:
// buttonLabel).
func labelSize(c *Canvas, label string, size, width float64, bold bool) float64 {
	for size > 15 && c.TextWidth(label, size, bold) > width {
		size--
	}
	return size
}

// buttonLabel is a widget's label as it is drawn in room width×height (layout units),
// and its size: at size, or smaller down to 15, as labelSize makes it; a label too wide
// at 15 (a translated one: "Einstellungen" in a 96-unit top button) shrinks to 14 or 13,
// then goes onto two lines at 13 where the height has room; past that it is ellipsized
// at 13.
func buttonLabel(c *Canvas, label string, size, width, height float64, bold bool) (string, float64) {
	if size := labelSize(c, label, size, width, bold); c.TextWidth(label, size, bold) <= width {
		return label, size
	}
	for _, size := range []float64{14, 13} {
		if c.TextWidth(label, size, bold) <= width {
			return label, size
		}
	}
	if two := c.Wrap(label, 13, width, bold); Lines(two) == 2 && (1.35+1)*13 <= height && widest(c, two, 13, bold) <= width {
		return two, 13
	}
	return c.Ellipsize(label, 13, width, bold), 13
}

// widest is the width of the widest of text's lines.
func widest(c *Canvas, text string, size float64, bold bool) float64 {
	w := 0.0
	for _, l := range strings.Split(text, "\n") {
		w = max(w, c.TextWidth(l, size, bold))
	}
	return w
}

// FitLines is text wrapped to width at the largest size from size down to least whose
// lines fit height (layout units), and that size; at least, past the lines that fit,
// the last one kept is cut with "…".
func FitLines(c *Canvas, text string, size, least, width, height float64) (string, float64) {
	tall := func(s string, sz float64) float64 { return (float64(Lines(s)-1)*1.35 + 1) * sz }
	wrapped := c.Wrap(text, size, width, false)
	for size > least && tall(wrapped, size) > height {
		size--
		wrapped = c.Wrap(text, size, width, false)
	}
	if tall(wrapped, size) <= height {
		return wrapped, size
	}
	n := max(1, int((height/size-1)/1.35)+1) // the lines that fit
	lines := strings.Split(wrapped, "\n")
	lines[n-1] = c.Ellipsize(strings.Join(lines[n-1:], " "), size, width, false)
	return strings.Join(lines[:n], "\n"), size
}
