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
	w, h := math.Min(620, c.W-24), 330.0 // upright: the screen's width less a margin
	x, y := c.W/2-w/2, c.H/2-h/2
	c.RoundRect(x, y, w, h, 18, ui.Panel)
	c.RoundRectLine(x, y, w, h, 18, 2.5, ui.Gold)
	title := l10n.T("The Duo wins!")
	clr := duoColour
	if res.Winner == tw.SideTW {
		title, clr = l10n.T("The Third Wheel wins!"), twColour
	}
	textW := w - 24
	line := func(s string, yy, size float64, bold bool, clr color.RGBA) float64 {
		s = c.Wrap(s, size, textW, bold)
		n := float64(ui.Lines(s))
		c.Text(s, c.W/2, yy+(n-1)*size*0.675, size, bold, ui.Center, clr)
		return (n - 1) * size * 1.35
	}
	yy := y + 50
	yy += line(title, yy, 36, true, clr)
	yy += line(l10n.T(reasonText(res)), yy+50, 19, false, ui.Ink)
	var names []string
	for _, s := range res.Winners {
		names = append(names, t.shown(s))
	}
	yy += line(l10n.T("Winners: %s", l10n.List(names)), yy+90, 18, true, ui.Gold)
	detail := l10n.T("Final score %s", strconv.Itoa(res.Score))
	if res.Floor > 0 {
		detail += " · " + l10n.T("floor %s", strconv.Itoa(res.Floor))
	}
	detail += " · " + l10n.Plural("%d cards left in the deck", t.v.Deck) + " · " + l10n.Plural("%d reaction windows", res.Windows)
	yy += line(detail, yy+126, 14, false, ui.InkDim)
	line(l10n.T(whyEnded[res.Reason]), yy+156, 14, false, ui.InkDim)
	c.Text(c.Ellipsize(l10n.T(t.GameEndPrompt()), 16, textW, true), c.W/2, y+h-40, 16, true, ui.Center, ui.Ink)
}

// whyEnded is the rule behind each way a game ends, under the end panel's score.
var whyEnded = map[string]string{
	tw.ReasonExact100:  "Landing on exactly 100 ends the game at once.",
	tw.ReasonDeckEmpty: "A Duo player had to draw from an empty deck.",
	tw.ReasonNoScoring: "The deck was out and no Duo hand could score.",
}
