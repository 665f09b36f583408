// Package board is the geometry of the Triples table (2 to 10 seats) and the mapping
// from one tick's input to the player's intents. It is pure Go (no Ebitengine), so the
// layout ("everything on screen, nothing overlaps") and the intents are tested without
// a window.
package board

import (
	"math"

	"parlor/scenes/ui/geom"
)

// Layout places everything on the table for a logical screen of W×H layout units,
// Players seats and the viewer at the bottom. Opponents are compact plates (name, card
// count, score) along the left, top and right edges, clockwise from the viewer's left.
type Layout struct {
	W, H    float64
	Players int
	Viewer  int
	// Plates by seat; the viewer's is bottom left, beside the hand.
	Plates []geom.Rect
	// Hand is the band the viewer's hand is fanned in (card centres on HandY).
	Hand       geom.Rect
	HandY      float64
	HandScale  float64
	HandMaxGap float64
	// Pile is the draw pile; Area the play area: Top and Second are the top two cards,
	// Under the stack of the cards below them.
	Pile, Top, Second, Under geom.Rect
	AreaScale                float64
	Info                     geom.Rect // round, dealer, draw pile: top left
	Banner                   geom.Rect // messages above the play area
	StatusY                  float64   // the line telling the viewer what to do
	Play, Draw, Hint         geom.Rect // action buttons right of the hand
	Help, Rules, Menu        geom.Rect // screen controls, top right
	// Portrait reports the upright (phone) layout: everything stacked, the hand in up
	// to three rows HandRowStep apart; StatusW is the widest the status line may be.
	// Short reports the short landscape (phone held sideways) layout: Portrait's
	// compact parts in a band over the hand (newShort).
	Short       bool
	Portrait    bool
	HandRowStep float64
	StatusW     float64
}

// Layout constants, in layout units.
const (
	margin    = 20.0
	PlateW    = 160.0
	PlateH    = 66.0
	buttonW   = 170.0
	buttonH   = 46.0
	handScale = 0.92
	areaScale = 1.0
	// Raise is how far a selected card rises.
	Raise = 26.0
	topW  = 96.0
)

// sides splits n opponents between the left edge, the top and the right edge.
func sides(n int) (left, top, right int) {
	switch {
	case n <= 2:
		return 0, n, 0
	case n <= 6:
		return 1, n - 2, 1
	}
	return 2, n - 4, 2
}

// Chrome is where the table's top buttons are, the line its toasts are centred on, and
// the other controls a toast must not cover.
func (l *Layout) Chrome() geom.Chrome {
	ch := geom.Chrome{Help: l.Help, Rules: l.Rules, Menu: l.Menu, ToastY: l.StatusY + 44, Controls: []geom.Rect{l.Play, l.Draw, l.Hint}}
	if l.Portrait {
		// Upright: on the status line, which gives way to it (Shell.DrawStatus), clear
		// of the viewer's plate beside the buttons.
		ch.ToastY = l.StatusY + 12 // two lines fill the band, growing up from its foot
		ch.Controls = append(ch.Controls, l.Plates[l.Viewer])
	}
	if l.Short {
		// Sideways: over the pile and the play area, its foot over the pile's, clear of
		// the opponents' plates above and of the viewer's plate and buttons on the right;
		// a long one grows down from the band's top over the labels under the cards
		// (which give way to it).
		ch.ToastY = l.Pile.Y + l.Pile.H - 26
		ch.ToastRoom = geom.R(pMargin, l.Pile.Y, l.Top.X+l.Top.W-pMargin, l.Hand.Y-6-l.Pile.Y)
	}
	return ch
}

// NewLayout lays out the table; w×h is at least 1280×800 in practice, players 2..10.
func NewLayout(w, h float64, players, viewer int) Layout {
	if geom.Portrait(w, h) {
		return newPortrait(w, h, players, viewer)
	}
	if geom.Short(w, h) {
		return newShort(w, h, players, viewer)
	}
	l := Layout{W: w, H: h, Players: players, Viewer: viewer, HandScale: handScale, AreaScale: areaScale, StatusW: 680}
	l.Plates = make([]geom.Rect, players)
	l.Info = geom.R(margin, margin, 250, 100)
	l.Help = geom.R(w-margin-topW, margin, topW, 36)
	l.Rules = geom.R(l.Help.X, l.Help.Y+44, topW, 36)
	l.Menu = geom.R(l.Help.X, l.Rules.Y+44, topW, 36)

	bx := w - margin - buttonW
	by := h - margin - 3*buttonH - 2*10
	l.Play = geom.R(bx, by, buttonW, buttonH)
	l.Draw = geom.R(bx, by+buttonH+10, buttonW, buttonH)
	l.Hint = geom.R(bx, by+2*(buttonH+10), buttonW, buttonH)

	l.Plates[viewer] = geom.R(margin, h-margin-PlateH-40, PlateW+22, PlateH)
	hx0 := margin + PlateW + 22 + margin
	hx1 := bx - margin
	cardH := geom.CardH * handScale
	l.HandY = h - margin - cardH/2 - 6
	l.Hand = geom.R(hx0, l.HandY-cardH/2-Raise, hx1-hx0, cardH+Raise)
	l.HandMaxGap = geom.CardW*handScale + 8

	// Opponents clockwise from the viewer's left: up the left edge, along the top
	// from left to right, down the right edge.
	nl, nt, nr := sides(players - 1)
	seat := func(k int) int { return (viewer + 1 + k) % players }
	k := 0
	sideTop := l.Info.Y + l.Info.H + 24
	sideBot := l.Plates[viewer].Y - 30
	sideY := func(i, n int, up bool) float64 {
		// n plates spread over the side band, each centred in its slot.
		slot := (sideBot - sideTop) / float64(max(n, 1))
		j := i
		if up {
			j = n - 1 - i
		}
		return sideTop + slot*float64(j) + (slot-PlateH)/2
	}
	for i := 0; i < nl; i++ {
		l.Plates[seat(k)] = geom.R(margin, sideY(i, nl, true), PlateW, PlateH)
		k++
	}
	tx0 := l.Info.X + l.Info.W + 16
	tx1 := l.Help.X - 16
	if nt > 0 {
		gap := (tx1 - tx0 - float64(nt)*PlateW) / float64(nt+1)
		gap = math.Max(gap, 4)
		for i := 0; i < nt; i++ {
			x := tx0 + gap + float64(i)*(PlateW+gap)
			l.Plates[seat(k)] = geom.R(x, margin, PlateW, PlateH)
			k++
		}
	}
	for i := 0; i < nr; i++ {
		l.Plates[seat(k)] = geom.R(w-margin-PlateW, sideY(i, nr, false), PlateW, PlateH)
		k++
	}

	// The play area in the middle, the draw pile to its left.
	cy := h*0.45 + 6
	cx := w / 2
	l.Top = geom.CardRect(cx+62, cy, areaScale)
	l.Second = geom.CardRect(cx-38, cy, areaScale)
	l.Under = geom.CardRect(cx-118, cy, areaScale*0.86)
	l.Pile = geom.CardRect(cx-270, cy, areaScale)
	l.Banner = geom.R(w/2-340, l.Top.Y-62, 680, 42)
	l.StatusY = l.Top.Y + l.Top.H + 56
	return l
}

// Gap is the distance between neighbouring card centres in a hand of n cards.
func (l *Layout) Gap(n int) float64 {
	return geom.Gap(n, geom.CardW*l.HandScale, l.HandMaxGap, l.Hand.W)
}

// HandCard is the centre of card i of the viewer's n cards (unraised).
func (l *Layout) HandCard(i, n int) (x, y float64) {
	if l.Portrait {
		return l.portraitCard(i, n)
	}
	g := l.Gap(n)
	return l.Hand.CX() + (float64(i)-float64(n-1)/2)*g, l.HandY
}

// HitHand is the index of the viewer's card under the point (the topmost of
// overlapping cards), or -1; raised[i] tells which cards are raised.
func (l *Layout) HitHand(x, y float64, n int, raised func(int) bool) int {
	for i := n - 1; i >= 0; i-- {
		cx, cy := l.HandCard(i, n)
		if raised != nil && raised(i) {
			cy -= Raise
		}
		if geom.CardRect(cx, cy, l.HandScale).Contains(x, y) {
			return i
		}
	}
	return -1
}

// HitPlate is the opponent seat whose plate is under the point, or -1.
func (l *Layout) HitPlate(x, y float64) int {
	for s, r := range l.Plates {
		if s != l.Viewer && geom.Grow(r, 4).Contains(x, y) {
			return s
		}
	}
	return -1
}

// Spot is where cards fly to and from for seat: above the viewer's hand, or the card
// icon on an opponent's plate.
func (l *Layout) Spot(seat int) (x, y float64) {
	if seat == l.Viewer {
		return l.Hand.CX(), l.HandY
	}
	r := l.Plates[seat]
	return r.X + r.W - 24, r.CY()
}

// DrawSpot is where seat's card of the dealer draw lies face up: between its plate and
// the middle of the table.
func (l *Layout) DrawSpot(seat int) (x, y float64) {
	if seat == l.Viewer {
		return l.Hand.CX(), l.Hand.Y - 40
	}
	r := l.Plates[seat]
	px, py := r.CX(), r.CY()
	mx, my := l.W/2, l.H*0.45
	return px + (mx-px)*0.38, py + (my-py)*0.38
}

// DrawSpotScale is the scale of the dealer-draw cards.
const DrawSpotScale = 0.5

// ChromeRects are the fixed pieces of the table that must not overlap each other: the
// info panel, every plate, the hand band, the play area and pile, the banner and the
// buttons.
func (l *Layout) ChromeRects() []geom.Rect {
	out := []geom.Rect{l.Info, l.Hand, l.Pile, l.Under.Union(l.Second).Union(l.Top), l.Banner, l.Play, l.Draw, l.Hint, l.Help.Union(l.Rules).Union(l.Menu)}
	return append(out, l.Plates...)
}
