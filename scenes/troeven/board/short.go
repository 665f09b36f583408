package board

import (
	"math"

	"parlor/scenes/ui/geom"
)

// Short landscape layout constants, in layout units (one unit is one CSS pixel on a
// phone held sideways).
const (
	sColW     = 190.0 // the column of plates on the left, a fan of backs included
	sMinHand  = 0.6   // the least scale of the viewer's cards
	sStatusH  = 28.0  // the status line over the hand
	sMinTrick = 0.5   // the least scale of the trick's cards
	sDialogH  = 212.0 // the trump choice: title, one line, the suits (88 high), a hint
	// sMinDummyStep is the least step between the dummy's columns: each card's index
	// stays in view.
	sMinDummyStep = 28.0
)

// newShort lays the table out on a short landscape screen (a phone held sideways): the
// top row (the round panel, room for the Shell's buttons, Help, Rules, Menu); every
// position's plate in a column on the left (the viewer's first, then the others
// clockwise, each with a small stack of its cards); right of it a band with the trick
// in a row and the dummy's row; the status line; the viewer's hand along the bottom,
// right of the plates. The compact (upright) plates, buttons and text are drawn:
// Portrait is set too.
func newShort(w, h float64, dummy bool, viewer, dealer int) Layout {
	l := Layout{W: w, H: h, Dummy: dummy, Viewer: viewer, Dealer: dealer, Portrait: true}
	m := pMargin
	l.Info, l.Help, l.Rules, l.Menu = geom.ShortTop(w)
	y0 := geom.ShortTopH

	k := 0
	for _, side := range [...]Side{Bottom, Left, Top, Right} {
		for p := 0; p < 4; p++ {
			if (p == DummyPos && !dummy) || SideOf(dummy, viewer, dealer, p) != side {
				continue
			}
			py := y0 + float64(k)*(pPlateH+4)
			s := Spot{Side: side, Used: true, Scale: pOppScale, Spacing: 1.2, MaxW: pFanW - 4}
			s.Plate = geom.R(m, py, sColW-pFanW, pPlateH)
			s.CX, s.CY = m+sColW-pFanW/2, py+pPlateH/2
			s.WonX, s.WonY = s.CX, s.CY
			l.Spots[p] = s
			k++
		}
	}
	x0 := m + sColW + m // the band and the hand start right of the plates

	// The hand along the bottom, as large as leaves the band the dummy's row.
	rowH := geom.CardH*DummyScale + DummyOffset
	// The trump choice (sDialogH) lies over the band and leaves the hand in view.
	hs := math.Min(handScale, (h-m-Raise-6-sStatusH-8-rowH-y0)/geom.CardH)
	hs = math.Max(sMinHand, math.Min(hs, (h-m-4-sDialogH-y0)/geom.CardH))
	cardH := geom.CardH * hs
	b := &l.Spots[viewer]
	b.Scale, b.Spacing, b.MaxW = hs, geom.CardW*hs*0.6, w-m-x0
	b.CX, b.CY = (x0+w-m)/2, h-m-cardH/2
	handTop := b.CY - cardH/2 - Raise - 6
	l.StatusY = handTop - sStatusH/2
	bottom := handTop - sStatusH
	midY := (y0 + bottom) / 2

	// The dummy's row at the band's right end, the trick in a row left of it.
	x1 := w - m
	if dummy {
		// The columns overlap where the trick would get too little room.
		dw := geom.CardW * DummyScale
		trickW := 4*geom.CardW*sMinTrick + 3*pTrickGap + 16
		l.DummyStep = math.Max(sMinDummyStep, math.Min(dw+dummyGap, (w-m-x0-m-trickW-dw)/3))
		rowW := 3*l.DummyStep + dw
		d := &l.Spots[DummyPos]
		d.Scale = DummyScale
		d.CX, d.CY = w-m-rowW/2, midY
		x1 = d.CX - rowW/2 - m
	}
	n := 3
	if dummy {
		n = 4
	}
	ts := math.Max(sMinTrick, math.Min(trickScale, math.Min((bottom-y0-16)/geom.CardH, (x1-x0-16-float64(n-1)*pTrickGap)/(float64(n)*geom.CardW))))
	l.TrickScale = ts
	cw := geom.CardW * ts
	tcx := (x0 + x1) / 2
	idx := 0
	for _, side := range [...]Side{Left, Top, Bottom, Right} {
		for p := 0; p < 4; p++ {
			if !l.Spots[p].Used || l.Spots[p].Side != side {
				continue
			}
			l.TrickX[p] = tcx + (float64(idx)-float64(n-1)/2)*(cw+pTrickGap)
			l.TrickY[p] = midY
			idx++
		}
	}
	tw := float64(n)*cw + float64(n-1)*pTrickGap + 16
	l.TrickArea = geom.R(tcx-tw/2, midY-geom.CardH*ts/2-8, tw, geom.CardH*ts+16)
	l.DeckX, l.DeckY = l.TrickX[dealer], l.TrickY[dealer]

	// The status line and the banner are centred on the screen (as drawn), clear of
	// the plates.
	l.StatusW = 2 * (w/2 - x0)
	l.Banner = geom.R(x0, l.StatusY-20, l.StatusW, 40)
	// The trump choice over the band, clear of the plates and the hand.
	l.Dialog = geom.R(x0, y0, w-m-x0, sDialogH)
	bw := (l.Dialog.W - 2*16 - 3*8) / 4
	for k := range l.Suits {
		l.Suits[k] = geom.R(l.Dialog.X+16+float64(k)*(bw+8), l.Dialog.Y+92, bw, sDialogH-92-32)
	}
	return l
}
