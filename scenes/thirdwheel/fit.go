package thirdwheel

import (
	"math"

	"parlor/scenes/ui"
)

// fitSize is the largest text size from size down to least (in steps of 1) at which s
// is at most width wide; least when none is (the caller then cuts it with "…").
func fitSize(c *ui.Canvas, s string, size, least, width float64, bold bool) float64 {
	for size > least && c.TextWidth(s, size, bold) > width {
		size = math.Max(least, size-1)
	}
	return size
}

// fitText is s at the largest size from size down to least at which it is at most width
// wide, cut with "…" at least when it is still wider: the text and its size.
func fitText(c *ui.Canvas, s string, size, least, width float64, bold bool) (string, float64) {
	size = fitSize(c, s, size, least, width, bold)
	return c.Ellipsize(s, size, width, bold), size
}
