// Package board is the geometry of the Three-Thirteen table and the mapping from one
// tick's input to the player's intents. It is pure Go (no Ebitengine), so the layout
// ("every card fits, no seats overlap") and the intents are tested without a window.
package board

import (
	"math"

	"parlor/scenes/ui/geom"
)

// SeatBox is where one seat sits: the centre of its hand fan, the fan's card scale and
// the greatest spacing between cards, and its name plate.
type SeatBox struct {
	CX, CY  float64
	Scale   float64
	Spacing float64 // the widest gap between neighbouring cards' centres
	MaxW    float64 // the widest the whole fan may be
	Plate   geom.Rect
	Bottom  bool // the viewer's own hand
	// RowStep (portrait only) is how far the upper of the hand's two rows sits above
	// CY, the lower row's centre; 0 keeps the hand in one row.
	RowStep float64
}

// Layout places everything on the Three-Thirteen table for a logical screen of W×H
// layout units, Players seats and the viewer at the bottom. It is pure geometry, tested
// without a GPU: every card of every hand (up to 14) fits on screen and no two seats,
// piles or controls overlap.
type Layout struct {
	W, H    float64
	Players int
	Viewer  int
	Seats   []SeatBox // by table seat

	PileScale      float64
	Stock, Discard geom.Rect // card rectangles of the two piles
	Info           geom.Rect // round and wild rank panel, top left
	Banner         geom.Rect // last-turns banner, above the piles
	StatusY        float64
	// StatusW is the widest the status line may be (it wraps onto a second line).
	StatusW float64
	// Portrait reports the upright (phone) layout: everything stacked, the hand in
	// up to two rows.
	Portrait bool
	// Short reports the short landscape (phone held sideways) layout: Portrait's
	// compact parts, laid out in a band over the hand (newShort).
	Short bool

	// Buttons: the game's actions on the right of the hand, screen controls top right.
	GoOut, SortSuit, SortRank, SortMelds geom.Rect
	Help, Rules, Menu                    geom.Rect
}

// Layout constants, in layout units.
const (
	handScale = 1.1
	oppScale  = 0.5
	pileScale = 1.0
	oppMaxW   = 222.0
	plateW    = 210.0
	plateH    = 50.0
	buttonW   = 176.0
	buttonH   = 46.0
	margin    = 20.0
	// Raise is how far a selected card rises, in layout units.
	Raise = 30.0
	// maxArcDrop is how far the ends of the viewer's fan sink below its middle.
	maxArcDrop    = 22.0
	revealScale   = 0.6
	revealSpacing = 30.0 // the least gap between revealed cards' centres
	revealGap     = 12.0
	// revealGapMin is the least gap between revealed meld groups on an upright screen.
	revealGapMin = 4.0
	// revealIndex is the least spacing of overlapping revealed cards on an upright screen,
	// as a fraction of a card's width: the corner index stays readable.
	revealIndex = 0.18
	// revealLineGap is the space between the two lines of a revealed hand split in two.
	revealLineGap = 4.0
	// handGap is the space left between two cards of the viewer's hand when the hand is
	// small enough to lie side by side (layout units).
	handGap = 10.0
	// revealCardGap is the same for a revealed hand, at reveal scale.
	revealCardGap = 6.0
	// revealRight is how far right of the screen centre revealed cards may reach: the
	// round's penalty is drawn beyond it.
	revealRight = 392.0
)

// opponentSpots gives, for an opponent count, each opponent's spot clockwise from the
// viewer's left: {x fraction, 0} for a seat along the top edge, {-1, y fraction} for the
// left edge and {-2, y fraction} for the right edge.
func opponentSpots(n int) [][2]float64 {
	const side = 0.42
	switch n {
	case 1:
		return [][2]float64{{0.5, 0}}
	case 2:
		return [][2]float64{{0.3, 0}, {0.7, 0}}
	case 3:
		return [][2]float64{{-1, side}, {0.5, 0}, {-2, side}}
	case 4:
		return [][2]float64{{-1, side}, {0.36, 0}, {0.64, 0}, {-2, side}}
	default:
		return [][2]float64{{-1, side}, {0.3, 0}, {0.5, 0}, {0.7, 0}, {-2, side}}
	}
}

// Chrome is where the table's top buttons are, the line its toasts are centred on, and
// the other controls a toast must not cover.
func (l *Layout) Chrome() geom.Chrome {
	return geom.Chrome{Help: l.Help, Rules: l.Rules, Menu: l.Menu, ToastY: l.StatusY + 40, Controls: []geom.Rect{l.GoOut, l.SortSuit, l.SortRank, l.SortMelds}}
}

// NewLayout lays out the table. w and h are at least BaseW×BaseH in practice (the scene
// manager guarantees it); players is 2..6 and viewer the seat shown at the bottom.
func NewLayout(w, h float64, players, viewer int) Layout {
	if geom.Portrait(w, h) {
		return newPortrait(w, h, players, viewer)
	}
	if geom.Short(w, h) {
		return newShort(w, h, players, viewer)
	}
	l := Layout{W: w, H: h, Players: players, Viewer: viewer, PileScale: pileScale, StatusW: 660}
	l.Seats = make([]SeatBox, players)

	// Controls.
	l.Info = geom.R(margin, margin, 250, 96)
	// Screen controls stacked in the top right corner, clear of the top seats.
	l.Help = geom.R(w-margin-96, margin, 96, 38)
	l.Rules = geom.R(l.Help.X, l.Help.Y+46, 96, 38)
	l.Menu = geom.R(l.Help.X, l.Rules.Y+46, 96, 38)
	bx := w - margin - buttonW
	by := h - margin - 4*buttonH - 3*10
	l.GoOut = geom.R(bx, by, buttonW, buttonH)
	l.SortSuit = geom.R(bx, by+(buttonH+10), buttonW, buttonH)
	l.SortRank = geom.R(bx, by+2*(buttonH+10), buttonW, buttonH)
	l.SortMelds = geom.R(bx, by+3*(buttonH+10), buttonW, buttonH)

	// The viewer's hand: bottom centre, between the plate on the left and the buttons.
	handCY := h - margin - geom.CardH*handScale/2 - 4 - maxArcDrop
	handMax := bx - 2*margin - (margin + plateW) - 2*margin
	l.Seats[viewer] = SeatBox{
		CX: (margin + plateW + margin + bx - margin) / 2, CY: handCY, Scale: handScale,
		// A small hand lies side by side; a large one overlaps to fit MaxW.
		Spacing: geom.CardW*handScale + handGap, MaxW: handMax, Bottom: true,
		Plate: geom.R(margin, h-margin-plateH-60, plateW, plateH),
	}

	// Opponents clockwise from the viewer's left.
	spots := opponentSpots(players - 1)
	topY := margin + geom.CardH*oppScale/2 + 26
	for k := 1; k < players; k++ {
		seat := (viewer + k) % players
		sp := spots[k-1]
		var cx, cy float64
		switch sp[0] {
		case -1:
			cx, cy = margin+oppMaxW/2+6, h*sp[1]
		case -2:
			cx, cy = w-margin-oppMaxW/2-6, h*sp[1]
		default:
			cx, cy = w*sp[0], topY
		}
		fanH := geom.CardH * oppScale
		l.Seats[seat] = SeatBox{
			CX: cx, CY: cy, Scale: oppScale, Spacing: geom.CardW * oppScale * 0.3, MaxW: oppMaxW,
			Plate: geom.R(cx-plateW/2, cy+fanH/2+6, plateW, plateH),
		}
	}

	// Piles in the middle, below the top seats.
	pcy := h * 0.47
	l.Stock = geom.CardRect(w/2-72, pcy, pileScale)
	l.Discard = geom.CardRect(w/2+72, pcy, pileScale)
	l.Banner = geom.R(w/2-330, l.Stock.Y-58, 660, 44)
	l.StatusY = l.Stock.Y + l.Stock.H + 40
	return l
}

// spacing is the gap between neighbouring card centres of a fan of n cards at seat s.
func (s *SeatBox) spacing(n int) float64 { return geom.Gap(n, geom.CardW*s.Scale, s.Spacing, s.MaxW) }

// Fan returns the centre and rotation (radians) of card i of n in seat's hand fan; the
// viewer's fan curves gently. Selected cards are raised by the caller.
func (l *Layout) Fan(seat, i, n int) (x, y, rot float64) {
	s := &l.Seats[seat]
	if l.Portrait && s.Bottom {
		x, y = l.portraitFan(s, i, n)
		return x, y, 0
	}
	sp := s.spacing(n)
	off := float64(i) - float64(n-1)/2
	x = s.CX + off*sp
	y = s.CY
	if s.Bottom {
		rot = off * 0.018
		y += math.Min(off*off*0.5, maxArcDrop)
	}
	return x, y, rot
}

// HandBounds is the rectangle holding every card of a fan of n cards at seat (the
// viewer's including the rise of a selected card).
func (l *Layout) HandBounds(seat, n int) geom.Rect {
	rise, pad := 0.0, 0.0
	if l.Seats[seat].Bottom {
		rise, pad = Raise, 4 // a raised card; the tilt widens the fan a little
	}
	return geom.Bounds(n, l.Seats[seat].Scale, func(i int) (float64, float64) { x, y, _ := l.Fan(seat, i, n); return x, y }, rise, pad)
}

// OutBadge is where the "OUT" badge of the seat that went out sits: centred on the
// bottom edge of its name plate, where no hand fan reaches (a badge above an
// opponent's plate would hide under that opponent's cards).
func (l *Layout) OutBadge(seat int) geom.Rect {
	p := l.Seats[seat].Plate
	return geom.R(p.X+p.W/2-34, p.Y+p.H-4, 68, 20)
}

// SeatBounds is a seat's fan of n cards together with its name plate.
func (l *Layout) SeatBounds(seat, n int) geom.Rect {
	return l.HandBounds(seat, n).Union(l.Seats[seat].Plate)
}

// HitHand returns the index of the viewer's card under the point (the topmost, i.e.
// rightmost, of overlapping cards), or -1. selected is Raised.
func (l *Layout) HitHand(x, y float64, n, selected int) int {
	seat := l.Viewer
	s := &l.Seats[seat]
	for i := n - 1; i >= 0; i-- {
		cx, cy, _ := l.Fan(seat, i, n)
		if i == selected {
			cy -= Raise
		}
		if geom.CardRect(cx, cy, s.Scale).Contains(x, y) {
			return i
		}
	}
	return -1
}

// DealLabelW and DealLabelH are the size of the stock's label while a round is dealt
// (two lines: the stock's count and who deals), in layout units.
const (
	DealLabelW = 170.0
	DealLabelH = 40.0
)

// DealSpot is where the stock stands while a round is dealt and where its label goes.
type DealSpot struct {
	X, Y             float64 // the stock's centre
	Frac             float64 // how far (0..1) the stock went from its place towards the dealer
	LabelDX, LabelDY float64 // the label's centre relative to the stock's centre
}

// maxDealFrac is the farthest (as a fraction of the way) the stock goes towards the
// dealer's seat to be dealt from.
const maxDealFrac = 0.5

// Deal places the stock for dealer's deal: it goes towards the dealer's seat (or only
// sideways towards it) as far as it can (at most half way) while neither it nor its label, anywhere on the way from
// the stock's place, covers a hand (up to 14 cards), a name plate, the banner, the
// discard pile or a control; the label sits below, beside or above the stock, on the
// side that stays clear. With no room at all the stock stays put with its label below.
func (l *Layout) Deal(dealer int) DealSpot {
	obst := l.dealObstacles()
	hx, hy := l.Stock.CX(), l.Stock.CY()
	d := &l.Seats[dealer]
	off := dealLabelOffsets()
	for k := 0; k <= 10; k++ {
		f := maxDealFrac * float64(10-k) / 10
		// Straight towards the dealer, else only sideways towards them.
		x, y := hx+(d.CX-hx)*f, hy+(d.CY-hy)*f
		for _, ty := range [2]float64{y, hy} {
			for _, o := range off {
				if l.dealPathClear(obst, hx, hy, x, ty, o) {
					return DealSpot{X: x, Y: ty, Frac: f, LabelDX: o[0], LabelDY: o[1]}
				}
			}
		}
	}
	return DealSpot{X: hx, Y: hy, LabelDX: off[0][0], LabelDY: off[0][1]}
}

// dealLabelOffsets are the label's places around the stock, in order of preference:
// below, left, right, above (clear of the stock's stacked layers).
func dealLabelOffsets() [4][2]float64 {
	const pad = 10
	dy := geom.CardH*pileScale/2 + pad + DealLabelH/2
	dx := geom.CardW*pileScale/2 + pad + DealLabelW/2
	return [4][2]float64{{0, dy}, {-dx, 0}, {dx, 0}, {0, -dy}}
}

// DealStockRect is the stock's rectangle (with its stacked layers) centred at x, y.
func DealStockRect(x, y float64) geom.Rect {
	r := geom.CardRect(x, y, pileScale)
	return geom.R(r.X-8, r.Y-10, r.W+8, r.H+10)
}

// DealLabelRect is the label's rectangle for the stock centred at x, y.
func (s DealSpot) DealLabelRect(x, y float64) geom.Rect {
	return geom.R(x+s.LabelDX-DealLabelW/2, y+s.LabelDY-DealLabelH/2, DealLabelW, DealLabelH)
}

// dealObstacles is what the dealt stock and its label must keep clear of.
func (l *Layout) dealObstacles() []geom.Rect {
	out := []geom.Rect{l.Banner, l.Info, l.Help, l.Rules, l.Menu, l.GoOut, l.SortSuit, l.SortRank, l.SortMelds,
		geom.R(l.Discard.X-6, l.Discard.Y-6, l.Discard.W+12, l.Discard.H+30)}
	for s := range l.Seats {
		out = append(out, l.HandBounds(s, 14), l.Seats[s].Plate)
	}
	return out
}

// dealPathClear reports whether the stock and its label (offset o) stay on screen and
// clear of every obstacle on the straight way from hx, hy to x, y.
func (l *Layout) dealPathClear(obst []geom.Rect, hx, hy, x, y float64, o [2]float64) bool {
	const steps = 8
	for k := 0; k <= steps; k++ {
		t := float64(k) / steps
		px, py := hx+(x-hx)*t, hy+(y-hy)*t
		sr := DealStockRect(px, py)
		lr := geom.R(px+o[0]-DealLabelW/2, py+o[1]-DealLabelH/2, DealLabelW, DealLabelH)
		if !onScreen(sr, l.W, l.H) || !onScreen(lr, l.W, l.H) {
			return false
		}
		for _, r := range obst {
			if (k > 0 && sr.Overlaps(r)) || lr.Overlaps(r) {
				return false
			}
		}
	}
	return true
}

func onScreen(r geom.Rect, w, h float64) bool {
	return r.X >= 0 && r.Y >= 0 && r.X+r.W <= w && r.Y+r.H <= h
}
