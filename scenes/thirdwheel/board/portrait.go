package board

import (
	"math"

	"parlor/scenes/ui/geom"
)

// Upright layout sizes (layout units, one a CSS pixel at least).
const (
	pMargin  = 12.0
	pTopH    = 52.0 // the top buttons' row
	pRow1H   = 96.0 // the other two plates with the dial between them
	pStripH  = 44.0 // the deck strip: the dial's note, the cards left
	pMeterH  = 28.0
	pActionH = 44.0
	pGap     = 6.0
	// pPileMin is the smallest table-pile scale an upright screen gets (a 640-unit
	// screen); from about 690 units up the pile is at its landscape 1.1.
	pPileMin = 0.9
)

// newPortrait lays the table out on an upright (phone) screen, top to bottom: the info
// box and the top buttons (the shell's Settings and Undo under them); the other two
// plates with the score dial between them; the deck strip (the dial's note, the cards
// left); the table pile with the viewer's plate and the SLAP button(s) beside it, on
// the right where a thumb rests; the race meter (race results over it); the action
// band; the hand. The hand keeps its landscape scale 0.9 on every upright screen and
// text its landscape sizes; only the pile's cards come down, to 0.9 on a 640-unit
// screen. The event log is left out.
func newPortrait(w, h float64) Layout {
	const m = pMargin
	l := Layout{W: w, H: h, HandScale: 0.9, Portrait: true}
	l.Info, l.Help, l.Rules, l.Menu = geom.PortraitTop(w)
	y := m + pTopH + 4 + geom.PortraitTopRow2

	// The other two plates with the dial between them.
	ds := pRow1H
	pw := (w - 2*m - ds - 2*8) / 2
	l.Plates[1] = geom.R(m, y, pw, pRow1H)
	l.Dial = geom.R(m+pw+8, y, ds, ds)
	l.Plates[2] = geom.R(w-m-pw, y, pw, pRow1H)
	y += pRow1H + pGap
	l.Deck = geom.R(m, y, w-2*m, pStripH)
	y += pStripH + pGap

	// From the bottom up: the hand, the action band, the meter.
	cardH := geom.CardH * l.HandScale
	l.HandY = h - m - cardH/2
	l.Hand = geom.R(m, l.HandY-cardH/2-10, w-2*m, cardH+10+m/2)
	l.Actions = geom.R(m, l.Hand.Y-pGap-pActionH, w-2*m, pActionH)
	l.Meter = geom.R(m, l.Actions.Y-pGap-pMeterH, w-2*m, pMeterH)
	l.Feedback = geom.R(m, l.Meter.Y-3, w-2*m, pMeterH+6)

	// What is left: the pile, and beside it the viewer's plate over the SLAP button.
	room := l.Meter.Y - pGap - y
	l.PileScale = math.Max(pPileMin, math.Min(1.1, (room-12)/geom.CardH))
	// A tall screen's room beyond the pile's full size goes half above, half below it.
	ph := math.Min(room, geom.CardH*l.PileScale+60)
	py := y + (room-ph)/2
	sw := math.Min(160, math.Max(120, (w-2*m)*0.34))
	l.Pile = geom.R(m, py, w-2*m-sw-8, ph)
	sh := math.Min(150, ph*0.58)
	l.Plates[0] = geom.R(w-m-sw, py, sw, ph-sh-pGap)
	l.Slap = geom.R(w-m-sw, py+ph-sh, sw, sh)
	// Two or three people at one screen split the SLAP area in rows, player 1's at
	// the bottom (SlapButtons); Slap2 is the second person's.
	for n := 2; n <= 3; n++ {
		bh := (sh - pGap*float64(n-1)) / float64(n)
		for i := 0; i < n; i++ {
			l.slapRows[n-2][i] = geom.R(l.Slap.X, l.Slap.Y+sh-bh-float64(i)*(bh+pGap), sw, bh)
		}
	}
	l.Slap2 = l.slapRows[0][1]
	return l
}
