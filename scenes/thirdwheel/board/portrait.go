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
	l.colH = math.Min(room, geom.CardH*l.PileScale+60)
	l.colY = y + (room-l.colH)/2
	l.portraitColumn(1)
	return l
}

// Upright SLAP buttons of two or three people (portraitColumn).
const (
	pSlapMinH = 48.0 // at least 44 CSS px, the smallest comfortable touch target
	pSlapMaxH = 72.0
	pPlateMin = 56.0 // the viewer's plate with its name and role badge
	pStripMin = 24.0 // the viewer's plate as one line: name · role
)

// portraitColumn lays out the pile and, beside it on the right, the viewer's plate over
// the SLAP button(s) of m people. One button keeps the plate above it; two or three
// widen the column (the pile's cards fan closer), stand in rows at least pSlapMinH
// high, player 1's at the bottom where a thumb rests (three: players 2 and 3 side by
// side above player 1's), and the plate takes what is left, down to one line.
func (l *Layout) portraitColumn(m int) {
	const mg = pMargin
	w, y, ph := l.W, l.colY, l.colH
	if m <= 1 {
		sw := math.Min(160, math.Max(120, (w-2*mg)*0.34))
		l.Pile = geom.R(mg, y, w-2*mg-sw-8, ph)
		sh := math.Min(150, ph*0.58)
		l.Plates[0] = geom.R(w-mg-sw, y, sw, ph-sh-pGap)
		l.Slap = geom.R(w-mg-sw, y+ph-sh, sw, sh)
		l.Slap2, l.slaps = geom.Rect{}, l.slaps[:0]
		return
	}
	m = min(m, 3)
	sw := math.Min(200, math.Max(160, (w-2*mg)*0.5))
	x := w - mg - sw
	l.Pile = geom.R(mg, y, x-8-mg, ph)
	bh := math.Max(pSlapMinH, math.Min(pSlapMaxH, (ph-pPlateMin-2*pGap)/2))
	area := 2*bh + pGap
	l.Plates[0] = geom.R(x, y, sw, math.Max(pStripMin, ph-area-pGap))
	l.Slap = geom.R(x, y+ph-area, sw, area)
	bottom := geom.R(x, y+ph-bh, sw, bh)
	top := geom.R(x, y+ph-area, sw, bh)
	l.slaps = append(l.slaps[:0], bottom, top)
	if m == 3 {
		hw := (sw - pGap) / 2
		l.slaps = append(l.slaps[:1], geom.R(x, top.Y, hw, bh), geom.R(x+hw+pGap, top.Y, hw, bh))
	}
	l.Slap2 = l.slaps[1]
}

// SetSlappers lays the table out again for m SLAP buttons (the people at one screen
// who may slap at this table; 1 for one person): on an upright screen the column beside
// the pile changes with them (portraitColumn); a landscape screen has room for three.
func (l *Layout) SetSlappers(m int) {
	switch {
	case l.Short:
		l.shortColumn(m)
	case l.Portrait:
		l.portraitColumn(m)
	}
}
