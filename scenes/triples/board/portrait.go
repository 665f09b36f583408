package board

import (
	"math"

	"parlor/scenes/ui/geom"
)

// Portrait layout constants, in layout units (one unit is at least one CSS pixel on a
// phone, so cards and texts keep their landscape size).
const (
	pMargin  = 12.0
	pTopH    = 52.0 // the info panel and the top buttons
	pPlateH  = 56.0 // opponents' plates
	pBtnH    = 44.0 // Play, Draw, Hint: thumb-sized
	pStatusH = 68.0 // two lines: a wrapped status, or a two-line toast over it
	pRowStep = 46.0 // rows of the hand: each upper row shows this much
	pMinGap  = 24.0 // the least gap between card centres in one row of the hand
	pMaxRows = 2
	pLabelH  = 24.0 // the label under the play area
)

// newPortrait lays the table out on an upright screen, top to bottom: the info panel
// and the top buttons; the opponents' plates, two to a row (three when many); the draw
// pile and the play area; the status line; the viewer's plate with Play, Draw and
// Hint; the hand, in up to two rows (one on a screen too short for two).
func newPortrait(w, h float64, players, viewer int) Layout {
	l := Layout{W: w, H: h, Players: players, Viewer: viewer, HandScale: handScale, AreaScale: areaScale, Portrait: true, StatusW: w - 2*pMargin}
	l.Plates = make([]geom.Rect, players)
	m := pMargin
	l.Info, l.Help, l.Rules, l.Menu = geom.PortraitTop(w)
	y := m + pTopH + 6 + geom.PortraitTopRow2

	// Opponents: two plates to a row, three (lower plates) when more than four.
	opp := players - 1
	cols, plateH := 2, pPlateH
	if opp > 4 {
		cols, plateH = 3, 50
	}
	if opp == 1 {
		cols = 1
	}
	rows := (opp + cols - 1) / cols
	oppBottom := y + float64(rows)*(plateH+6) + 4

	// The hand from the bottom up: up to two rows pRowStep apart, one row when the
	// screen is too short for two.
	cardH := geom.CardH * handScale
	l.HandY = h - m - cardH/2
	l.HandMaxGap = geom.CardW*handScale + 8
	l.HandRowStep = pRowStep
	need := cardH + pRowStep + Raise + 8 + PlateH + 6 + pStatusH + geom.CardH*areaScale + pLabelH + m
	if oppBottom+need > h {
		l.HandRowStep = 0
	}
	top := l.HandY - cardH/2 - math.Min(l.HandRowStep, 1)*pRowStep - Raise
	l.Hand = geom.R(m, top, w-2*m, l.HandY+cardH/2-top)

	// Above it: the viewer's plate and the three buttons in one row.
	by := top - 8 - pBtnH
	pw := math.Min(130, (w-2*m)*0.34)
	l.Plates[viewer] = geom.R(m, by-(PlateH-pBtnH)/2, pw, PlateH)
	bw := (w - 2*m - pw - 3*6) / 3
	l.Play = geom.R(m+pw+6, by, bw, pBtnH)
	l.Draw = geom.R(m+pw+6+(bw+6), by, bw, pBtnH)
	l.Hint = geom.R(m+pw+6+2*(bw+6), by, bw, pBtnH)
	l.StatusY = l.Plates[viewer].Y - 6 - pStatusH/2

	// Opponents clockwise from the viewer's left, in reading order.
	slotW := (w - 2*m - float64(cols-1)*8) / float64(cols)
	for k := 0; k < opp; k++ {
		r, c := k/cols, k%cols
		pw := math.Min(slotW, PlateW+40)
		x := m + float64(c)*(slotW+8) + (slotW-pw)/2
		l.Plates[(viewer+1+k)%players] = geom.R(x, y+float64(r)*(plateH+6), pw, plateH)
	}
	y = oppBottom

	// The pile on the left, the play area on the right, centred in the room left.
	room := l.StatusY - pStatusH/2 - y
	// A short screen's cards here are smaller, so that their labels stay clear of the
	// status line.
	as := math.Max(0.5, math.Min(areaScale, (room-pLabelH-4)/geom.CardH))
	l.AreaScale = as
	cardsH := geom.CardH*as + pLabelH
	cy := y + math.Max(0, (room-cardsH)/2) + geom.CardH*as/2
	cw := geom.CardW * as
	l.Pile = geom.CardRect(m+4+cw/2, cy, as)
	l.Top = geom.CardRect(w-m-4-cw/2, cy, as)
	l.Second = geom.CardRect(l.Top.CX()-cw, cy, as)
	l.Under = geom.CardRect(math.Max(l.Second.CX()-40, l.Pile.X+l.Pile.W+geom.CardW*as*0.43+6), cy, as*0.86)
	l.Banner = geom.R(m, l.StatusY-22, w-2*m, 44)
	return l
}

// portraitCard is the centre of card i of the viewer's n cards on an upright screen:
// one row while the cards lie at least pMinGap apart, else two rows (when the
// layout has room for them), the later rows lower and drawn over the earlier ones.
func (l *Layout) portraitCard(i, n int) (x, y float64) {
	cw := geom.CardW * l.HandScale
	rows := 1
	for l.HandRowStep > 0 && rows < pMaxRows && geom.Gap((n+rows-1)/rows, cw, l.HandMaxGap, l.Hand.W) < pMinGap {
		rows++
	}
	per := (n + rows - 1) / rows
	row, j := i/per, i%per
	cnt := min(per, n-row*per)
	g := geom.Gap(per, cw, l.HandMaxGap, l.Hand.W)
	x = l.Hand.CX() + (float64(j)-float64(cnt-1)/2)*g
	lastRow := (n - 1) / per
	return x, l.HandY - float64(lastRow-row)*l.HandRowStep
}
