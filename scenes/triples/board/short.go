package board

import (
	"math"

	"parlor/scenes/ui/geom"
)

// Short landscape layout constants, in layout units (one unit is one CSS pixel on a
// phone held sideways).
const (
	sHand     = 0.7  // the viewer's cards
	sMinHand  = 0.5  // their least scale (a 360-unit phone)
	sMinArea  = 0.5  // the least scale of the pile and the play area
	sOwnW     = 130  // the viewer's plate
	sPlateH5  = 50.0 // opponents' plates when five share the row
	sStatusHi = 44.0 // the status band's least height (two lines)
	sBtnMin   = 60.0 // the least width of Play, Draw and Hint
)

// newShort lays the table out on a short landscape screen (a phone held sideways): the
// top row; the opponents' plates in one row; a band with the draw pile and the play
// area on the left, and on the right the status line over the viewer's plate with
// Play, Draw and Hint; the hand in one row along the bottom. The compact (upright)
// plates, buttons and text are drawn: Portrait is set too.
func newShort(w, h float64, players, viewer int) Layout {
	l := Layout{W: w, H: h, Players: players, Viewer: viewer, HandScale: sHand, Portrait: true, Short: true}
	l.Plates = make([]geom.Rect, players)
	m := pMargin
	l.Info, l.Help, l.Rules, l.Menu = geom.ShortTop(w)
	y := geom.ShortTopH

	// Opponents clockwise from the viewer's left, in one row.
	opp := players - 1
	plateH := pPlateH
	if opp > 4 {
		plateH = sPlateH5
	}
	slotW := (w - 2*m - float64(opp-1)*8) / float64(opp)
	for k := 0; k < opp; k++ {
		pw := math.Min(slotW, PlateW+40)
		x := m + float64(k)*(slotW+8) + (slotW-pw)/2
		l.Plates[(viewer+1+k)%players] = geom.R(x, y, pw, plateH)
	}
	y += plateH + 6

	// The hand along the bottom, in one row, as large as leaves the band room for the
	// status line over the viewer's plate.
	l.HandScale = math.Max(sMinHand, math.Min(sHand, (h-m-Raise-6-(PlateH+sStatusHi+8)-y)/geom.CardH))
	cardH := geom.CardH * l.HandScale
	l.HandY = h - m - cardH/2
	l.HandMaxGap = geom.CardW*l.HandScale + 8
	top := l.HandY - cardH/2 - Raise
	l.Hand = geom.R(m, top, w-2*m, l.HandY+cardH/2-top)
	bottom := top - 6

	// The right half: the viewer's plate and the three buttons at the band's foot, the
	// status line over them.
	rx := w/2 + 6
	rw := w - m - rx
	by := bottom - pBtnH
	// A small phone's plate is narrower, so that each button keeps its word ("Draw").
	own := math.Min(sOwnW, rw-3*sBtnMin-3*6)
	l.Plates[viewer] = geom.R(rx, by-(PlateH-pBtnH), own, PlateH)
	bw := (rw - own - 3*6) / 3
	l.Play = geom.R(rx+own+6, by, bw, pBtnH)
	l.Draw = geom.R(rx+own+6+(bw+6), by, bw, pBtnH)
	l.Hint = geom.R(rx+own+6+2*(bw+6), by, bw, pBtnH)
	l.StatusW = rw
	l.StatusY = (y + l.Plates[viewer].Y - 6) / 2
	l.Banner = geom.R(rx, l.StatusY-22, rw, 44)

	// The left half: the pile, and the play area right of it.
	as := math.Max(sMinArea, math.Min(areaScale, (bottom-y-pLabelH-4)/geom.CardH))
	l.AreaScale = as
	cw := geom.CardW * as
	cy := y + geom.CardH*as/2
	l.Pile = geom.CardRect(m+4+cw/2, cy, as)
	l.Top = geom.CardRect(w/2-6-4-cw/2, cy, as)
	l.Second = geom.CardRect(l.Top.CX()-cw, cy, as)
	l.Under = geom.CardRect(math.Max(l.Second.CX()-40, l.Pile.X+l.Pile.W+geom.CardW*as*0.43+6), cy, as*0.86)
	return l
}

// StatusX is where the status line is centred on a screen w units wide: the screen's
// middle, or the middle of a short landscape layout's right half.
func (l *Layout) StatusX(w float64) float64 {
	if l.Short {
		return l.Banner.CX()
	}
	return w / 2
}
