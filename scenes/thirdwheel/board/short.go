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
	l := Layout{W: w, H: h, HandScale: sHand, Portrait: true, Short: true}
	l.Info, l.Help, l.Rules, l.Menu = geom.ShortTop(w)
	y := geom.ShortTopH

	// The left column.
	l.Plates[1] = geom.R(m, y, sLeftW, pRow1H)
	l.Plates[2] = geom.R(m, y+pRow1H+pGap, sLeftW, pRow1H)
	// The deck strip takes the room left under the plates (to twice its height): its
	// second line may then wrap (a translation's).
	dy := l.Plates[2].Y + pRow1H + pGap
	l.Deck = geom.R(m, dy, sLeftW, math.Max(pStripH, math.Min(2*pStripH, h-m-dy)))

	// The right column: the dial, the viewer's plate, the SLAP button at the bottom.
	rx := w - m - sRightW
	// The dial as large as leaves two rows of SLAP buttons (hot seat) their least
	// height.
	ds := math.Max(64, math.Min(pRow1H, h-m-(2*pSlapMinH+pGap)-pGap-sPlateH-pGap-y))
	l.Dial = geom.R(rx+(sRightW-ds)/2, y, ds, ds)
	l.Plates[0] = geom.R(rx, y+ds+pGap, sRightW, sPlateH)
	l.shortColumn(1)

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

// shortColumn lays out the SLAP button(s) of m people under the viewer's plate on a
// short landscape screen: one button as high as the room allows (at most sSlapH); two
// or three in two rows at least pSlapMinH high, player 1's at the bottom (three: players
// 2 and 3 side by side above player 1's).
func (l *Layout) shortColumn(m int) {
	x, sw := l.Plates[0].X, l.Plates[0].W
	y := l.Plates[0].Y + l.Plates[0].H + pGap
	bottom := l.H - pMargin
	if m <= 1 {
		sh := math.Min(sSlapH, bottom-y)
		l.Slap = geom.R(x, bottom-sh, sw, sh)
		l.Slap2, l.slaps = geom.Rect{}, l.slaps[:0]
		return
	}
	bh := math.Max(pSlapMinH, math.Min(pSlapMaxH, (bottom-y-pGap)/2))
	area := 2*bh + pGap
	l.Slap = geom.R(x, bottom-area, sw, area)
	low, top := geom.R(x, bottom-bh, sw, bh), geom.R(x, bottom-area, sw, bh)
	l.slaps = append(l.slaps[:0], low, top)
	if m >= 3 {
		hw := (sw - pGap) / 2
		l.slaps = append(l.slaps[:1], geom.R(x, top.Y, hw, bh), geom.R(x+hw+pGap, top.Y, hw, bh))
	}
	l.Slap2 = l.slaps[1]
}
