package thirdwheel

import (
	"image/color"
	"math"
	"strconv"

	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
)

// drawOver draws the game's end panel over the table: who won and why, the final
// score, and the line under it (Shell.GameEndPrompt: how to play on, or at a replay
// that the record ends here); on an upright screen the panel is the screen's width less
// a margin, and its lines wrap.
func (t *Table) drawOver(c *ui.Canvas) {
	c.Shade(ui.Shade)
	res := t.v.Result
	w := math.Min(620, c.W-24) // upright: the screen's width less a margin
	textW := w - 24
	title := l10n.T("The Duo wins!")
	clr := duoColour
	if res.Winner == tw.SideTW {
		title, clr = l10n.T("The Third Wheel wins!"), twColour
	}
	var names []string
	for _, s := range res.Winners {
		names = append(names, t.shown(s))
	}
	detail := l10n.T("Final score %s", strconv.Itoa(res.Score))
	if res.Floor > 0 {
		detail += " · " + l10n.T("floor %s", strconv.Itoa(res.Floor))
	}
	detail += " · " + l10n.Plural("%d cards left in the deck", t.v.Deck) + " · " + l10n.Plural("%d reaction windows", res.Windows)
	lines := []struct {
		s          string
		gap, size  float64
		bold       bool
		clr        color.RGBA
		wrapped    string
		extraLines float64
	}{
		{s: title, gap: 0, size: 36, bold: true, clr: clr},
		{s: l10n.T(reasonText(res)), gap: 50, size: 19, clr: ui.Ink},
		{s: l10n.T("Winners: %s", l10n.List(names)), gap: 90, size: 18, bold: true, clr: ui.Gold},
		{s: detail, gap: 126, size: 14, clr: ui.InkDim},
		{s: l10n.T(whyEnded[res.Reason]), gap: 156, size: 14, clr: ui.InkDim},
	}
	// The panel grows by the lines that wrap (a long language's, an upright screen's).
	h := 330.0
	for i := range lines {
		l := &lines[i]
		l.wrapped = c.Wrap(l.s, l.size, textW, l.bold)
		l.extraLines = float64(ui.Lines(l.wrapped) - 1)
		h += l.extraLines * l.size * 1.35
	}
	h = math.Min(h, c.H-24)
	x, y := c.W/2-w/2, c.H/2-h/2
	c.RoundRect(x, y, w, h, 18, ui.Panel)
	c.RoundRectLine(x, y, w, h, 18, 2.5, ui.Gold)
	yy := y + 50
	for _, l := range lines {
		c.Text(l.wrapped, c.W/2, yy+l.gap+l.extraLines*l.size*0.675, l.size, l.bold, ui.Center, l.clr)
		yy += l.extraLines * l.size * 1.35
	}
	c.Text(c.Ellipsize(l10n.T(t.GameEndPrompt()), 16, textW, true), c.W/2, y+h-40, 16, true, ui.Center, ui.Ink)
}

// whyEnded is the rule behind each way a game ends, under the end panel's score.
var whyEnded = map[string]string{
	tw.ReasonExact100:  "Landing on exactly 100 ends the game at once.",
	tw.ReasonDeckEmpty: "A Duo player had to draw from an empty deck.",
	tw.ReasonNoScoring: "The deck was out and no Duo hand could score.",
}
