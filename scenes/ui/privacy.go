package ui

import (
	"image/color"
	"math"

	"parlor/scenes/l10n"
	"parlor/scenes/ui/geom"
)

// DrawPrivacy draws the privacy screen that covers a table until the person it waits
// for (name) is ready: a fan of seven card backs (back draws one at x, y, turned rot
// radians, scaled sc) over a panel that says to pass the screen, with a line in clr
// under its title and a note at its foot when they are not "". It fits a phone's width;
// on a phone held sideways (geom.Short) the panel is drawn without the fan.
func DrawPrivacy(c *Canvas, name, line string, clr color.RGBA, note string, back func(c *Canvas, x, y, rot, sc float64)) {
	h := 200.0
	if line != "" {
		h += 40
	}
	if note != "" {
		h += 40
	}
	w := math.Min(760, c.W-24)
	narrow := w < 760
	title, ready := l10n.T("Pass the screen to %s", name), l10n.T("%s: click or press Enter when you are ready.", name)
	hidden := l10n.T("The table is hidden so nobody sees another player's cards.")
	titleSize := 34.0
	if narrow {
		titleSize = 26
		full := title
		title = c.Ellipsize(full, titleSize, w-24, true)
		if title != full {
			title = c.Ellipsize(l10n.T("Pass to %s", name), titleSize, w-24, true) // a phone's width
		}
		ready = c.Wrap(l10n.T("%s: tap when you are ready.", name), 19, w-32, false)
		hidden = c.Wrap(hidden, 19, w-32, false)
		note = c.Wrap(note, 16, w-32, false)
		h += float64(Lines(hidden)+Lines(ready)+Lines(note)-3) * 26
	}
	y := c.H/2 + 10
	if geom.Short(c.W, c.H) {
		// A phone held sideways: the panel alone, centred under the top row.
		y = math.Max(geom.ShortTopH, (c.H-h)/2)
	} else {
		fan := math.Min(46, (c.W-160)/6)
		for k := -3; k <= 3; k++ {
			back(c, c.W/2+float64(k)*fan, c.H/2-150+float64(k*k)*4, float64(k)*0.12, 1.2)
		}
	}
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
