package board

import (
	"math"

	"parlor/scenes/ui/geom"
)

// Short landscape layout sizes (layout units, one a CSS pixel on a phone held sideways).
const (
	sLeftW  = 200.0 // the left column: the other two plates and the deck strip
	sRightW = 170.0 // the right column: the dial, the viewer's plate and the SLAP button
	sSlapH  = 146.0 // the SLAP button's most height
	sHand   = 0.65  // the hand's scale
	sPlateH = 52.0  // the viewer's plate (its hand shows below)
)

// newShort lays the table out on a short landscape screen (a phone held sideways): the
// top row; on the left the other two plates over the deck strip; on the right the score
// dial, the viewer's plate and the SLAP button (where a right thumb rests); between them
// the table pile, the race meter (race results over it), the action band and the hand
// along the bottom. The compact (upright) plates, dial and strip are drawn: Portrait is
// set too. The event log is left out.
func newShort(w, h float64) Layout {
	const m = pMargin
	l := Layout{W: w, H: h, HandScale: sHand, Portrait: true}
	l.Info, l.Help, l.Rules, l.Menu = geom.ShortTop(w)
	y := geom.ShortTopH

	// The left column.
	l.Plates[1] = geom.R(m, y, sLeftW, pRow1H)
	l.Plates[2] = geom.R(m, y+pRow1H+pGap, sLeftW, pRow1H)
	l.Deck = geom.R(m, l.Plates[2].Y+pRow1H+pGap, sLeftW, pStripH)

	// The right column: the dial, the viewer's plate, the SLAP button at the bottom.
	rx := w - m - sRightW
	// The dial as large as leaves three SLAP buttons (hot seat) 44 units each.
	ds := math.Max(64, math.Min(pRow1H, h-m-(3*44+2*pGap)-pGap-sPlateH-pGap-y))
	l.Dial = geom.R(rx+(sRightW-ds)/2, y, ds, ds)
	l.Plates[0] = geom.R(rx, y+ds+pGap, sRightW, sPlateH)
	sy := l.Plates[0].Y + sPlateH + pGap
	sh := math.Min(sSlapH, h-m-sy)
	l.Slap = geom.R(rx, h-m-sh, sRightW, sh)
	for n := 2; n <= 3; n++ {
		bh := (sh - pGap*float64(n-1)) / float64(n)
		for i := 0; i < n; i++ {
			l.slapRows[n-2][i] = geom.R(l.Slap.X, l.Slap.Y+sh-bh-float64(i)*(bh+pGap), sRightW, bh)
		}
	}
	l.Slap2 = l.slapRows[0][1]

	// The middle, from the bottom up: the hand, the action band, the meter, the pile.
	x0 := m + sLeftW + m
	mw := rx - m - x0
	cardH := geom.CardH * l.HandScale
	l.HandY = h - m - cardH/2
	l.Hand = geom.R(x0, l.HandY-cardH/2-10, mw, cardH+10+m/2)
	l.Actions = geom.R(x0, l.Hand.Y-pGap-pActionH, mw, pActionH)
	l.Meter = geom.R(x0, l.Actions.Y-pGap-pMeterH, mw, pMeterH)
	l.Feedback = geom.R(x0, l.Meter.Y-3, mw, pMeterH+6)
	room := l.Meter.Y - pGap - y
	l.PileScale = math.Max(0.5, math.Min(1.1, (room-12)/geom.CardH))
	l.Pile = geom.R(x0, y, mw, room)
	return l
}
