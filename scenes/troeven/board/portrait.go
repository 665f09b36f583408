package board

import (
	"math"

	"parlor/scenes/ui/geom"
)

// Portrait layout constants, in layout units (one unit is at least one CSS pixel on a
// phone, so the viewer's cards and every text keep their landscape size).
const (
	pMargin   = 12.0
	pTopH     = 52.0
	pPlateH   = 46.0
	pOppScale = 0.3 // the other players' backs, beside their plates
	pFanW     = 44.0
	pTrickGap = 8.0
)

// newPortrait lays the table out on an upright screen, top to bottom: the round panel
// and the top buttons; every position's name plate, two to a row (the others' with a
// small stack of their cards); the dummy's row of cards; the trick, its cards side by
// side (left, top, bottom, right) as large as the room allows (at most the landscape
// size); the status line; the viewer's hand. The round's card points, which landscape
// shows in a panel, are left to the round's end on a phone.
func newPortrait(w, h float64, dummy bool, viewer, dealer int) Layout {
	l := Layout{W: w, H: h, Dummy: dummy, Viewer: viewer, Dealer: dealer, Portrait: true, StatusW: w - 2*pMargin}
	m := pMargin
	l.Info, l.Help, l.Rules, l.Menu = geom.PortraitTop(w)
	y := m + pTopH + 6 + geom.PortraitTopRow2

	// Plates: the viewer's first, then the others clockwise.
	sw := (w - 2*m - 8) / 2
	k := 0
	for _, side := range [...]Side{Bottom, Left, Top, Right} {
		for p := 0; p < 4; p++ {
			if (p == DummyPos && !dummy) || SideOf(dummy, viewer, dealer, p) != side {
				continue
			}
			x := m + float64(k%2)*(sw+8)
			py := y + float64(k/2)*(pPlateH+4)
			s := Spot{Side: side, Used: true, Scale: pOppScale, Spacing: 1.2, MaxW: pFanW - 4}
			s.Plate = geom.R(x, py, sw-pFanW, pPlateH)
			s.CX, s.CY = x+sw-pFanW/2, py+pPlateH/2
			s.WonX, s.WonY = s.CX, s.CY
			l.Spots[p] = s
			k++
		}
	}
	y += float64((k+1)/2)*(pPlateH+4) + 4
	platesBottom := y

	// The viewer's hand along the bottom, in one row.
	cardH := geom.CardH * handScale
	b := &l.Spots[viewer]
	b.Scale, b.Spacing, b.MaxW = handScale, geom.CardW*handScale*0.6, w-2*m
	// A flat row on a phone (Fan), so it may sit on the bottom edge.
	b.CX, b.CY = w/2, h-m-cardH/2
	handTop := b.CY - cardH/2 - Raise - 6
	l.StatusY = handTop - 14

	// The dummy's row under the plates.
	if dummy {
		d := &l.Spots[DummyPos]
		rowH := geom.CardH*DummyScale + DummyOffset
		d.Scale = DummyScale
		d.CX, d.CY = w/2, y+rowH/2
		y += rowH + 8
	}

	// The trick in a row between the dummy (or the plates) and the status line.
	order := [...]Side{Left, Top, Bottom, Right}
	n := 3
	if dummy {
		n = 4
	}
	room := l.StatusY - 14 - y
	ts := math.Min(trickScale, math.Min((room-16)/geom.CardH, (w-2*m-16-float64(n-1)*pTrickGap)/(float64(n)*geom.CardW)))
	l.TrickScale = ts
	cw := geom.CardW * ts
	midY := y + room/2
	idx := 0
	for _, side := range order {
		for p := 0; p < 4; p++ {
			if !l.Spots[p].Used || l.Spots[p].Side != side {
				continue
			}
			l.TrickX[p] = w/2 + (float64(idx)-float64(n-1)/2)*(cw+pTrickGap)
			l.TrickY[p] = midY
			idx++
		}
	}
	tw := float64(n)*cw + float64(n-1)*pTrickGap + 16
	l.TrickArea = geom.R(w/2-tw/2, midY-geom.CardH*ts/2-8, tw, geom.CardH*ts+16)
	l.DeckX, l.DeckY = l.TrickX[dealer], l.TrickY[dealer]
	l.Banner = geom.R(m, l.StatusY-20, w-2*m, 40)
	// The trump choice over the middle, never over the caller's first cards nor over
	// the plates (on a short screen it is less high, to 230).
	dh := math.Max(230, math.Min(260, handTop-8-platesBottom))
	l.Dialog = geom.R(m, math.Max(platesBottom, math.Min(midY-140, handTop-8-dh)), w-2*m, dh)
	bw := (l.Dialog.W - 2*16 - 3*8) / 4
	for k := range l.Suits {
		l.Suits[k] = geom.R(l.Dialog.X+16+float64(k)*(bw+8), l.Dialog.Y+104, bw, dh-104-38)
	}
	return l
}
