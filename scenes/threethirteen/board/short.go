package board

import (
	"math"

	"parlor/scenes/ui/geom"
)

// Short landscape layout constants, in layout units (one unit is one CSS pixel on a
// phone held sideways).
const (
	sBtnW      = 76.0  // a sort button
	sMinHand   = 0.6   // the least scale of the viewer's cards
	sMinPile   = 0.5   // the least scale of the piles
	sPileStep  = 92.0  // the least step between the piles (their labels' width)
	sRevealTop = 30.0  // the reveal panel's title, above its first row
	sRevealBot = 100.0 // room under the reveal rows for the round-end button
	sMinBanner = 300.0 // the least width of a banner in the middle band
)

// newShort lays the table out on a short landscape screen (a phone held sideways): the
// top row (the round panel, room for the Shell's buttons, Help, Rules, Menu); the
// opponents' plates in one row, each with a small stack of its cards; a band with the
// piles on the left, the viewer's plate and the status line in the middle, Go out and
// the sort buttons on the right; the viewer's hand in one row along the bottom. The
// compact (upright) plates, buttons and text are drawn: Portrait is set too.
func newShort(w, h float64, players, viewer int) Layout {
	l := Layout{W: w, H: h, Players: players, Viewer: viewer, Portrait: true, Short: true}
	l.Seats = make([]SeatBox, players)
	m := pMargin
	l.Info, l.Help, l.Rules, l.Menu = geom.ShortTop(w)
	y := geom.ShortTopH

	// Opponents clockwise from the viewer's left, in one row.
	opp := float64(players - 1)
	slotW := (w - 2*m - (opp-1)*8) / opp
	fw := geom.CardW * pOppScale
	for k := 1; k < players; k++ {
		seat := (viewer + k) % players
		x := m + float64(k-1)*(slotW+8)
		l.Seats[seat] = SeatBox{
			CX: x + fw/2 + 4, CY: y + pOppH/2, Scale: pOppScale, Spacing: 1.2, MaxW: fw + 14,
			Plate: geom.R(x+fw+14, y, slotW-fw-14, pOppH),
		}
	}
	y += pOppH + 8

	// The hand along the bottom, as large as leaves the band its least height.
	band := geom.CardH*0.6 + pLabelH + 4 // the piles at 0.6, their labels under them
	hs := math.Max(sMinHand, math.Min(handScale, (h-m-Raise-4-y-band)/geom.CardH))
	cardH := geom.CardH * hs
	l.Seats[viewer] = SeatBox{
		CX: w / 2, CY: h - m - cardH/2, Scale: hs, Spacing: geom.CardW*hs + handGap,
		MaxW: w - 2*m, Bottom: true,
	}
	bottom := h - m - cardH - Raise - 4
	band = bottom - y

	// The piles on the left.
	ps := math.Max(sMinPile, math.Min(pileScale, (band-pLabelH-4)/geom.CardH))
	l.PileScale = ps
	cw := geom.CardW * ps
	l.Stock = geom.R(m+8, y, cw, geom.CardH*ps)
	gap := math.Max(pColGap, sPileStep-cw) // the piles' labels stay apart
	l.Discard = geom.R(m+8+cw+gap, y, cw, geom.CardH*ps)

	// Go out over the three sort buttons on the right.
	rw := 3*sBtnW + 2*8
	rx := w - m - rw
	l.GoOut = geom.R(rx, y, rw, pBtnH)
	sy := y + pBtnH + 8
	l.SortSuit = geom.R(rx, sy, sBtnW, pBtnH)
	l.SortRank = geom.R(rx+sBtnW+8, sy, sBtnW, pBtnH)
	l.SortMelds = geom.R(rx+2*(sBtnW+8), sy, sBtnW, pBtnH)

	// The viewer's plate and the status line in the middle, centred on the screen (the
	// status line is drawn centred), as wide as the room between piles and buttons.
	left := l.Discard.X + cw + pColGap
	half := math.Min(w/2-left, rx-pColGap-w/2)
	l.StatusW = 2 * half
	pw := math.Min(plateW, l.StatusW)
	l.Seats[viewer].Plate = geom.R(w/2-pw/2, y, pw, plateH)
	l.StatusY = y + plateH + (band-plateH)/2
	l.Banner = geom.R(w/2-half, l.StatusY-22, 2*half, 44)
	if 2*half < sMinBanner {
		// Too narrow a middle (a small phone): the banner lies over the opponents' row
		// for its moment instead, across the screen, rather than wrapping onto a tower
		// over their plates.
		l.Banner = geom.R(m, geom.ShortTopH, w-2*m, pOppH)
	}
	return l
}
