package threethirteen

import "parlor/scenes/ui"

// shortLegend fits the round end's legend into room (layout units) on the title's line
// of a short landscape screen: at 14, else at 13, else on two lines at 13, else cut.
func shortLegend(c *ui.Canvas, legend string, room float64) (string, float64) {
	for _, size := range []float64{14, 13} {
		if c.TextWidth(legend, size, false) <= room {
			return legend, size
		}
	}
	if w := c.Wrap(legend, 13, room, false); ui.Lines(w) <= 2 {
		return w, 13
	}
	return c.Ellipsize(legend, 13, room, false), 13
}
