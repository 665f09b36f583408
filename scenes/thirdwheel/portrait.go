package thirdwheel

import (
	"image/color"
	"math"
	"strconv"

	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// The upright (phone) layout's own drawing of the plates, the dial and the deck strip:
// their rectangles are a fraction of the landscape ones, the text keeps its landscape
// sizes and what does not fit a plate is cut with "…".

// drawPlatePortrait draws plate k on an upright screen: the name, the role badge, and
// on a plate tall enough the cards in hand and the seat's status.
func (t *Table) drawPlatePortrait(c *ui.Canvas, k int, status string) {
	seat := t.seatAt(k)
	r := t.lay.Plates[k]
	role := t.v.Roles[seat]
	rc, label := roleColour(role), roleName(role)
	if r.H < 40 {
		// One line, over the SLAP buttons of people at one screen: the role, and the
		// name in what is left.
		rw := c.TextWidth(label, 14, true)
		c.Text(c.Ellipsize(t.shown(seat), 16, r.W-rw-28, true), r.X+10, r.CY(), 16, true, ui.Left, ui.Ink)
		c.Text(label, r.X+r.W-10, r.CY(), 14, true, ui.Right, rc)
		return
	}
	// The name, and the role's badge under it inside the plate (a low plate's a little
	// higher and smaller).
	ny, by, bh := r.Y+18, r.Y+30, 22.0
	if r.H < 56 {
		ny, by, bh = r.Y+14, r.Y+r.H-24, 20
	}
	c.Text(c.Ellipsize(t.shown(seat), 18, r.W-20, true), r.X+10, ny, 18, true, ui.Left, ui.Ink)
	bw := math.Min(c.TextWidth(label, 14, true)+20, r.W-20)
	c.RoundRect(r.X+10, by, bw, bh, bh/2, ui.WithAlpha(rc, 0.25))
	c.Record(ui.RecBadge, geom.R(r.X+10, by, bw, bh))
	c.RoundRectLine(r.X+10, by, bw, bh, bh/2, 1.5, rc)
	label, size := fitText(c, label, 14, 12, bw-12, true)
	c.Text(label, r.X+10+bw/2, by+bh/2, size, true, ui.Center, rc)
	if r.H < 80 {
		return // the viewer's plate beside the pile: its hand shows below
	}
	if status != "" && r.H < 96 {
		// Room for one line: the status says more than the count now.
		c.Text(c.Ellipsize(status, 14, r.W-20, true), r.X+10, r.Y+66, 14, true, ui.Left, ui.Gold)
		return
	}
	if !t.drawOpenHand(c, r, seat) {
		c.Text(l10n.Plural("%d in hand", t.v.HandSizes[seat]), r.X+10, r.Y+66, 14, false, ui.Left, ui.InkDim)
	}
	if status != "" {
		c.Text(c.Ellipsize(status, 12, r.W-20, true), r.X+10, r.Y+r.H-11, 12, true, ui.Left, ui.Gold)
	}
}

// drawDialPortrait draws the score dial small: the ring with its ticks, the floor mark
// and the score; the note under the score goes in the deck strip.
func (t *Table) drawDialPortrait(c *ui.Canvas) {
	d := t.lay.Dial
	cx, cy := d.CX(), d.CY()
	r := d.W/2 - 9
	v := &t.v
	c.Circle(cx, cy, d.W/2-1, ui.PlateFill)
	drawArc(c, cx, cy, r, 0, 100, 10, dialTrack)
	drawArc(c, cx, cy, r, 0, float64(v.Score), 8, t.dialColour())
	for s := 0; s <= 100; s += 50 {
		a := dialAngle(float64(s))
		c.Line(cx+(r-9)*math.Cos(a), cy+(r-9)*math.Sin(a), cx+(r-3)*math.Cos(a), cy+(r-3)*math.Sin(a), 2, ui.InkDim)
	}
	if v.Floor > 0 {
		a := dialAngle(float64(v.Floor))
		c.Line(cx+(r-8)*math.Cos(a), cy+(r-8)*math.Sin(a), cx+(r+8)*math.Cos(a), cy+(r+8)*math.Sin(a), 4, duoColour)
	}
	c.Text(strconv.Itoa(v.Score), cx, cy-4, 36, true, ui.Center, ui.Ink)
	c.Text(l10n.T("of 100"), cx, cy+26, 12, true, ui.Center, ui.InkFaint)
}

// drawDeckPortrait draws the deck strip: the dial's note (and the Double-Down floor),
// then the cards left and what the deck's end means
// (docs/rules/thirdwheel.md#end-of-the-game).
func (t *Table) drawDeckPortrait(c *ui.Canvas) {
	d := t.lay.Deck
	v := &t.v
	c.RoundRect(d.X, d.Y, d.W, d.H, 10, ui.PlateFill)
	c.RoundRectLine(d.X, d.Y, d.W, d.H, 10, 1.5, ui.PanelLine)
	note := dialNote(v.Score)
	if v.Floor > 0 {
		note += " · " + l10n.T("floor %s", strconv.Itoa(v.Floor))
	}
	c.Text(c.Ellipsize(note, 15, d.W-20, false), d.X+10, d.Y+13, 15, false, ui.Left, ui.Ink)
	clr := ui.InkDim
	if v.Deck <= 5 {
		clr = twColour
	}
	goal, goal2 := deckWords(v)
	deck := l10n.Plural("%d cards left", v.Deck) + " · " + goal + " " + goal2
	if v.PlayOut {
		deck = goal + " · " + goal2
	}
	for size := 13.0; d.H >= 60 && size >= 12 && c.TextWidth(deck, 13, false) > d.W-20; size-- {
		// A taller strip (a phone held sideways) has room for more lines.
		w := c.Wrap(deck, size, d.W-20, false)
		if th := (float64(ui.Lines(w)-1)*1.35 + 1) * size; th <= d.H-26 {
			c.Text(w, d.X+10, d.Y+23+th/2, size, false, ui.Left, clr)
			return
		}
	}
	deck, size := fitText(c, deck, 13, 12, d.W-20, false)
	c.Text(deck, d.X+10, d.Y+32, size, false, ui.Left, clr)
}

// dialColour is the score arc's colour: green, orange from 85, gold at 100, red just
// after a bust.
func (t *Table) dialColour() (clr color.RGBA) {
	v := &t.v
	clr = ui.Good
	switch {
	case v.Score >= tw.Target:
		clr = ui.Gold
	case v.Score >= 85:
		clr = orange
	}
	if t.Now()-t.bustAt < 40 && t.bustAt > 0 {
		clr = ui.Danger
	}
	return clr
}
