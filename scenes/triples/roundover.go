package triples

import (
	"image/color"
	"math"

	tr "parlor/gameplay/triples"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/sprites"
)

// drawRoundOver draws the round's end over the table: each seat's row (its cards left,
// points and total) and the way on.
func (t *Table) drawRoundOver(c *ui.Canvas) {
	n := t.Setup().Players
	rowH := math.Min(64, (c.H-260)/float64(n))
	pw := math.Min(1040, c.W-24)
	ph := rowH*float64(n) + 150
	px, py := c.W/2-pw/2, (c.H-ph)/2
	c.Shade(ui.Shade)
	c.RoundRect(px, py, pw, ph, 18, ui.EndFill)
	c.RoundRectLine(px, py, pw, ph, 18, 2, ui.GoldDark)
	var title string
	switch {
	case t.revealOut < 0:
		title = l10n.T("Round %s over · blocked: nobody could go on", l10n.Int(t.round))
	case t.you(t.revealOut):
		title = l10n.T("Round %s over · you went out", l10n.Int(t.round))
	default:
		title = l10n.T("Round %[1]s over · %[2]s went out", l10n.Int(t.round), t.shownName(t.revealOut))
	}
	chill := t.v().Chill
	hdr := l10n.T("points: Draw 2 = 10, others their number")
	if chill {
		hdr = l10n.T("chill mode: the first out wins the round")
	}
	// The title and the header share a line when both fit; else the header goes under
	// the title, smaller.
	if hw := c.TextWidth(hdr, 14, false); c.TextWidth(title, 22, true)+hw+64 <= pw {
		c.Text(title, px+24, py+28, 22, true, ui.Left, ui.Gold)
		c.Text(hdr, px+pw-24, py+28, 14, false, ui.Right, ui.InkDim)
	} else {
		fitText(c, title, px+24, py+24, 20, pw-48, true, ui.Left, ui.Gold)
		fitText(c, hdr, px+24, py+46, 12, pw-48, false, ui.Left, ui.InkDim)
	}
	sc := math.Min(0.4, (rowH-8)/geom.CardH)
	for s := 0; s < n; s++ {
		y := py + 60 + rowH*float64(s) + rowH/2
		if s%2 == 0 {
			c.Rect(px+12, y-rowH/2, pw-24, rowH, color.RGBA{0x12, 0x30, 0x20, 0xff})
		}
		c.RoundRect(px+24, y-rowH/2+8, 5, rowH-16, 3, ui.SeatColour(s))
		c.Text(c.Ellipsize(t.shownName(s), 16, 145, true), px+38, y, 16, true, ui.Left, ui.Ink)
		var hand []tr.Card
		if s < len(t.revealHands) {
			hand = t.revealHands[s]
		}
		x0 := px + 190
		gap := math.Min(geom.CardW*sc+4, (pw-190-200-geom.CardW*sc)/float64(max(len(hand), 1)))
		for k, card := range hand {
			t.spr = sprites.TriplesSprite{Card: card, FaceUp: true, X: x0 + float64(k)*gap + geom.CardW*sc/2, Y: y, Scale: sc, FlipX: 1, Alpha: 1, NoShadow: true}
			t.atlas.DrawCard(c.Dst, &t.spr)
		}
		right := px + pw - 24
		switch {
		case s == t.revealOut:
			c.Text(l10n.T("out!"), right-110, y, 16, true, ui.Right, ui.Good)
		case len(hand) == 0:
		}
		if chill {
			c.Text(l10n.T("won %s", l10n.Int(t.wins[s])), right, y, 18, true, ui.Right, ui.Ink)
		} else if t.revealPts != nil {
			c.Text("+"+l10n.Int(t.revealPts[s]), right-80, y, 18, true, ui.Right, ui.Danger)
			c.Text("= "+l10n.Int(t.totals[s]), right, y, 18, true, ui.Right, ui.Ink)
		}
	}
	t.DrawGoOn(c, c.W/2, py+ph-72, 300, 52, true)
}

// drawOpenHand draws another seat's hand face up under its plate (a replay shows every
// hand: the game is over).
func (t *Table) drawOpenHand(c *ui.Canvas, r geom.Rect, hand []tr.Card) {
	step := math.Min(24, (r.W-30)/float64(max(len(hand), 1)))
	for i, card := range hand {
		t.spr = sprites.TriplesSprite{Card: card, FaceUp: true, X: r.X + 15 + float64(i)*step, Y: r.Y + r.H + 26, Scale: 0.3, FlipX: 1, Alpha: 1, NoShadow: true}
		t.atlas.DrawCard(c.Dst, &t.spr)
	}
}
