package board

import (
	"math"

	"parlor/scenes/ui/geom"
)

// Portrait layout constants, in layout units (one unit is at least one CSS pixel on a
// phone, so the viewer's cards and every text keep their landscape size).
const (
	pMargin   = 12.0
	pTopH     = 52.0  // the round panel and the top buttons
	pOppH     = 46.0  // an opponent's row: a small stack of backs and the name plate
	pOppScale = 0.3   // the opponents' backs
	pRowStep  = 50.0  // the viewer's hand in two rows: the upper row shows this much
	pBtnH     = 44.0  // action buttons: a finger's least tap target
	pStatusH  = 44.0  // the status line (two lines at most)
	pLabelH   = 26.0  // the piles' labels under them
	pColGap   = 12.0  // between the piles and the column right of them
	pHandGap  = 40.0  // the least gap between card centres in one row of the hand
	pMinPlate = 150.0 // the narrowest name plate
)

// newPortrait lays the table out on an upright screen, top to bottom: the round panel
// and the top buttons; the opponents' name plates (two to a row when more than two),
// each with a small stack of its cards; the piles, with the viewer's plate and Go out
// beside them; the status line; the sort buttons; the viewer's hand, in two rows when
// one would overlap its cards too much. The hand falls back to one row on a short
// screen with many opponents.
func newPortrait(w, h float64, players, viewer int) Layout {
	l := Layout{W: w, H: h, Players: players, Viewer: viewer, PileScale: pileScale, Portrait: true, StatusW: w - 2*pMargin}
	l.Seats = make([]SeatBox, players)
	m := pMargin
	l.Info, l.Help, l.Rules, l.Menu = geom.PortraitTop(w)
	y := m + pTopH + 6 + geom.PortraitTopRow2

	// From the bottom up: the hand, the sort buttons, the status line, the piles.
	cardH := geom.CardH * handScale
	opp := players - 1
	cols := 1
	if opp > 2 {
		cols = 2
	}
	rows := (opp + cols - 1) / cols
	fixed := y + float64(rows)*(pOppH+4) + 6 + geom.CardH*pileScale + pLabelH + pStatusH + pBtnH + 8 + Raise + cardH + m
	rowStep := pRowStep
	if fixed+rowStep > h {
		rowStep = 0 // one row: the screen is too short for two
	}
	handCY := h - m - cardH/2
	l.Seats[viewer] = SeatBox{
		CX: w / 2, CY: handCY, Scale: handScale, Spacing: geom.CardW*handScale + handGap,
		MaxW: w - 2*m, Bottom: true, RowStep: rowStep,
	}
	sortY := handCY - cardH/2 - rowStep - Raise - 8 - pBtnH
	bw := (w - 2*m - 2*8) / 3
	l.SortSuit = geom.R(m, sortY, bw, pBtnH)
	l.SortRank = geom.R(m+bw+8, sortY, bw, pBtnH)
	l.SortMelds = geom.R(m+2*(bw+8), sortY, bw, pBtnH)
	l.StatusY = sortY - pStatusH/2

	// Opponents clockwise from the viewer's left, in reading order.
	slotW := (w - 2*m - float64(cols-1)*8) / float64(cols)
	for k := 1; k < players; k++ {
		seat := (viewer + k) % players
		r, c := (k-1)/cols, (k-1)%cols
		x := m + float64(c)*(slotW+8)
		yy := y + float64(r)*(pOppH+4)
		fw := geom.CardW * pOppScale
		l.Seats[seat] = SeatBox{
			CX: x + fw/2 + 4, CY: yy + pOppH/2, Scale: pOppScale, Spacing: 1.2, MaxW: fw + 14,
			Plate: geom.R(x+fw+14, yy, slotW-fw-14, pOppH),
		}
	}
	y += float64(rows)*(pOppH+4) + 6

	// The piles on the left, the viewer's plate and Go out on their right, all centred
	// in the room between the opponents and the status line.
	room := l.StatusY - pStatusH/2 - y
	// A short screen's piles are smaller, so that their labels stay clear of the
	// status line and the sort buttons.
	ps := math.Max(0.6, math.Min(pileScale, (room-pLabelH-8)/geom.CardH))
	l.PileScale = ps
	pileH := geom.CardH*ps + pLabelH
	py := y + math.Max(0, (room-pileH)/2)
	cw := geom.CardW * ps
	l.Stock = geom.R(m+8, py+4, cw, geom.CardH*ps)
	l.Discard = geom.R(m+8+cw+pColGap, py+4, cw, geom.CardH*ps)
	rx := l.Discard.X + cw + pColGap
	rw := w - m - rx
	l.Seats[viewer].Plate = geom.R(rx, py+4, rw, plateH)
	l.GoOut = geom.R(rx, py+4+plateH+10, rw, pBtnH+8)
	// The banner (the round's start, last turns) covers the status line while shown.
	l.Banner = geom.R(m, l.StatusY-22, w-2*m, 44)
	return l
}

// portraitFan places card i of the viewer's n cards on an upright screen: one row
// while its cards lie at least pHandGap apart, else two rows, the first (upper) row
// holding the first half.
func (l *Layout) portraitFan(s *SeatBox, i, n int) (x, y float64) {
	one := geom.Gap(n, geom.CardW*s.Scale, s.Spacing, s.MaxW)
	if s.RowStep == 0 || n <= 1 || one >= pHandGap {
		return s.CX + (float64(i)-float64(n-1)/2)*one, s.CY
	}
	per := (n + 1) / 2
	row, j, cnt := 0, i, per
	if i >= per {
		row, j, cnt = 1, i-per, n-per
	}
	// Both rows keep the first row's spacing; each is centred.
	sp := geom.Gap(per, geom.CardW*s.Scale, s.Spacing, s.MaxW)
	x = s.CX + (float64(j)-float64(cnt-1)/2)*sp
	y = s.CY - s.RowStep*float64(1-row)
	return x, y
}
