// Package board is the geometry of the Troeven table and the mapping from one tick's
// input to the player's intents. It is pure Go (no Ebitengine), so the layout ("every
// card fits, no seats, trick or panels overlap") and the intents are tested without a
// window.
package board

import (
	"math"

	"parlor/scenes/ui/geom"
)

// Side is where a position sits on screen.
type Side uint8

// The four sides of the table, clockwise from the viewer's own place.
const (
	Bottom Side = iota
	Left
	Top
	Right
)

// DummyPos is the dummy's position number (gameplay/troeven.DummySeat).
const DummyPos = 3

// Spot is where one position (a player, or the dummy) sits: the centre of its hand fan
// or dummy row, the card scale, the widest gap between fanned cards, its name plate,
// and where the tricks it wins are swept to.
type Spot struct {
	Side    Side
	CX, CY  float64
	Scale   float64
	Spacing float64
	MaxW    float64
	Plate   geom.Rect
	WonX    float64
	WonY    float64
	Used    bool
}

// Layout places everything on the Troeven table for a logical screen of W×H layout
// units. Positions sit clockwise in play order around the table with the viewer at the
// bottom: in Dummy four places (dealer, caller, opponent, dummy, so the dummy moves with
// the deal), in Solo three (bottom, left, right).
type Layout struct {
	W, H   float64
	Dummy  bool
	Viewer int
	Dealer int
	Spots  [4]Spot // by position: seats 0..2, DummyPos

	TrickScale float64
	TrickX     [4]float64 // centre of the card each position puts on the trick
	TrickY     [4]float64
	TrickArea  geom.Rect
	DeckX      float64 // where the dealer's deck sits for the cut and the deal
	DeckY      float64

	Info    geom.Rect // round, dealer, trumps (top left)
	Score   geom.Rect // tricks and card points per side (bottom right)
	Banner  geom.Rect
	StatusY float64

	Help, Rules, Menu geom.Rect // screen controls, top right
	// TopColumn is the column the top buttons fill in landscape: Help, Rules and Menu,
	// then the three the table shell adds under Menu one step apart (Settings, Undo,
	// Hint: scenes.Shell.HintRect). No card lies under it.
	TopColumn geom.Rect

	Dialog geom.Rect    // the trump choice, over the middle (the caller's cards stay in view)
	Suits  [4]geom.Rect // its buttons: clubs, diamonds, hearts, spades

	// Portrait reports the upright (phone) layout: plates in rows, the trick in a
	// row, no Score panel.
	Portrait bool
	// StatusW is the widest the status line may be on a phone (it wraps).
	StatusW float64
	// DummyStep is the step between the dummy's columns' centres (0: a card's width
	// and dummyGap; a narrow phone held sideways overlaps them, later columns on top).
	DummyStep float64
}

// Layout constants, in layout units.
const (
	margin    = 20.0
	handScale = 1.1
	oppScale  = 0.55
	// DummyScale is the scale of the dummy's cards.
	DummyScale = 0.72
	// DummyOffset is how far a face-up dummy card sits below the face-down one it covers.
	DummyOffset = 22.0
	dummyGap    = 12.0
	trickScale  = 0.9
	plateW      = 230.0
	plateH      = 54.0
	// Raise is how far the chosen card of the viewer's hand rises, in layout units.
	Raise = 26.0
)

// SideOf returns the side of position p (0..2, or DummyPos) for a table whose viewer
// and dealer are given.
func SideOf(dummy bool, viewer, dealer, p int) Side {
	if !dummy {
		if p == DummyPos {
			return Top
		}
		switch (p - viewer + 3) % 3 {
		case 0:
			return Bottom
		case 1:
			return Left
		}
		return Right
	}
	ring := func(q int) int {
		if q == DummyPos {
			return 3
		}
		return (q - dealer + 3) % 3
	}
	return Side((ring(p) - ring(viewer) + 4) % 4)
}

// Chrome is where the table's top buttons are, the line its toasts are centred on, and
// the other controls a toast must not cover.
func (l *Layout) Chrome() geom.Chrome {
	return geom.Chrome{Help: l.Help, Rules: l.Rules, Menu: l.Menu, ToastY: l.StatusY + 4, Controls: l.Suits[:]}
}

// NewLayout lays out the table for w×h (at least 1280×800 in practice), the variant
// (dummy true for Dummy), the seat at the bottom and this round's dealer.
func NewLayout(w, h float64, dummy bool, viewer, dealer int) Layout {
	if geom.Portrait(w, h) {
		return newPortrait(w, h, dummy, viewer, dealer)
	}
	if geom.Short(w, h) {
		return newShort(w, h, dummy, viewer, dealer)
	}
	l := Layout{W: w, H: h, Dummy: dummy, Viewer: viewer, Dealer: dealer, TrickScale: trickScale}
	l.Info = geom.R(margin, margin, 270, 128)
	l.Help = geom.R(w-margin-100, margin, 100, 38)
	l.Rules = geom.R(l.Help.X, l.Help.Y+46, 100, 38)
	l.Menu = geom.R(l.Help.X, l.Rules.Y+46, 100, 38)
	l.TopColumn = geom.R(l.Help.X, l.Help.Y, l.Help.W, l.Menu.Y+3*46+l.Menu.H-l.Help.Y)
	l.Score = geom.R(w-margin-250, h-margin-170, 250, 170)

	midX, midY := w/2, h*0.45
	sideY := h * 0.42
	for p := 0; p < 4; p++ {
		if p == DummyPos && !dummy {
			continue
		}
		s := Spot{Side: SideOf(dummy, viewer, dealer, p), Used: true, Scale: oppScale, Spacing: geom.CardW * oppScale * 0.34, MaxW: 250}
		isDummy := p == DummyPos
		rowH := geom.CardH*DummyScale + DummyOffset
		switch s.Side {
		case Bottom:
			s.Scale, s.Spacing, s.MaxW = handScale, geom.CardW*handScale*0.6, 700
			s.CX, s.CY = midX, h-margin-geom.CardH*handScale/2-8
			s.Plate = geom.R(margin, h-margin-plateH-40, plateW, plateH)
			s.WonX, s.WonY = s.Plate.X+s.Plate.W+50, s.Plate.CY()
		case Top:
			s.CX, s.CY = midX, margin+geom.CardH*oppScale/2+4
			if isDummy {
				s.CY = margin + rowH/2 + 2
			}
			s.Plate = geom.R(midX-plateW/2, s.CY+geom.CardH*oppScale/2+8, plateW, plateH)
			if isDummy {
				s.Plate = geom.R(midX-plateW/2, margin+rowH+10, plateW, plateH)
			}
			s.WonX, s.WonY = midX+plateW/2+50, s.Plate.CY()
		case Left, Right:
			cx := margin + 170.0
			if s.Side == Right {
				cx = w - margin - 170
			}
			s.CX, s.CY = cx, sideY
			if isDummy {
				s.CY = sideY - 20
				// A dummy on the right keeps its row left of the top buttons' column.
				rowW := 4*geom.CardW*DummyScale + 3*dummyGap
				if s.Side == Right && s.CY-rowH/2 < l.TopColumn.Y+l.TopColumn.H {
					cx = math.Min(cx, l.TopColumn.X-12-rowW/2)
					s.CX = cx
				}
			}
			top := s.CY + geom.CardH*oppScale/2 + 10
			if isDummy {
				top = s.CY + rowH/2 + 10
			}
			s.Plate = geom.R(cx-plateW/2, top, plateW, plateH)
			s.WonX, s.WonY = cx, s.Plate.Y+s.Plate.H+34
		}
		if isDummy {
			s.Scale = DummyScale
		}
		l.Spots[p] = s
	}
	// The trick: each position's card lies towards its side of the table.
	dx, dy := 96.0, 64.0
	for p := 0; p < 4; p++ {
		if !l.Spots[p].Used {
			continue
		}
		x, y := midX, midY
		switch l.Spots[p].Side {
		case Bottom:
			y += dy
		case Top:
			y -= dy
		case Left:
			x -= dx
		case Right:
			x += dx
		}
		l.TrickX[p], l.TrickY[p] = x, y
	}
	l.TrickArea = geom.R(midX-dx-geom.CardW*trickScale/2-10, midY-dy-geom.CardH*trickScale/2-10,
		2*dx+geom.CardW*trickScale+20, 2*dy+geom.CardH*trickScale+20)
	// The deck lies in front of the dealer, on the dealer's side of the (still empty)
	// trick area.
	l.DeckX, l.DeckY = l.TrickX[dealer], l.TrickY[dealer]
	l.StatusY = l.TrickArea.Y + l.TrickArea.H + 16
	l.Banner = geom.R(midX-300, l.StatusY+18, 600, 40)
	l.Dialog = geom.R(midX-270, midY-150, 540, 250)
	bw := 112.0
	for k := range l.Suits {
		l.Suits[k] = geom.R(l.Dialog.X+30+float64(k)*(bw+12), l.Dialog.Y+104, bw, 96)
	}
	return l
}

// spacing is the gap between neighbouring card centres of a fan of n cards at s.
func (s *Spot) spacing(n int) float64 { return geom.Gap(n, geom.CardW*s.Scale, s.Spacing, s.MaxW) }

// Fan returns the centre and rotation (radians) of card i of n in position p's hand;
// the viewer's fan curves gently. The chosen card's rise is added by the caller.
func (l *Layout) Fan(p, i, n int) (x, y, rot float64) {
	s := &l.Spots[p]
	off := float64(i) - float64(n-1)/2
	x, y = s.CX+off*s.spacing(n), s.CY
	if s.Side == Bottom && !l.Portrait {
		rot = off * 0.02
		y += math.Min(off*off*0.7, 20)
	}
	return x, y, rot
}

// DummyCard is the centre of the dummy's card in column col (0..3): the face-down card,
// or (up) the face-up card lying on it.
func (l *Layout) DummyCard(col int, up bool) (x, y float64) {
	s := &l.Spots[DummyPos]
	w := geom.CardW * DummyScale
	step := w + dummyGap
	if l.DummyStep > 0 {
		step = l.DummyStep
	}
	x = s.CX + (float64(col)-1.5)*step
	y = s.CY - DummyOffset/2
	if up {
		y += DummyOffset
	}
	return x, y
}

// DummyBounds is the rectangle of the dummy's whole row.
func (l *Layout) DummyBounds() geom.Rect {
	var r geom.Rect
	for col := 0; col < 4; col++ {
		x, y := l.DummyCard(col, false)
		r = r.Union(geom.CardRect(x, y, DummyScale))
		x, y = l.DummyCard(col, true)
		r = r.Union(geom.CardRect(x, y, DummyScale))
	}
	return r
}

// HandBounds is the rectangle holding a fan of n cards at position p (the viewer's
// including the rise of a chosen card and the tilt).
func (l *Layout) HandBounds(p, n int) geom.Rect {
	rise, pad := 0.0, 0.0
	if l.Spots[p].Side == Bottom {
		rise, pad = Raise, 5
	}
	return geom.Bounds(n, l.Spots[p].Scale, func(i int) (float64, float64) { x, y, _ := l.Fan(p, i, n); return x, y }, rise, pad)
}

// HitHand is the index of the viewer's card under the point (the topmost of
// overlapping cards, i.e. the rightmost), or -1; card sel is raised.
func (l *Layout) HitHand(x, y float64, n, sel int) int {
	s := &l.Spots[l.Viewer]
	for i := n - 1; i >= 0; i-- {
		cx, cy, _ := l.Fan(l.Viewer, i, n)
		if i == sel {
			cy -= Raise
		}
		if geom.CardRect(cx, cy, s.Scale).Contains(x, y) {
			return i
		}
	}
	return -1
}

// HitDummy is the dummy column whose face-up card is under the point, or -1. up tells
// which columns still have a face-up card.
func (l *Layout) HitDummy(x, y float64, up [4]bool) int {
	if !l.Dummy {
		return -1
	}
	for col := 3; col >= 0; col-- { // the topmost first: columns may overlap
		if !up[col] {
			continue
		}
		cx, cy := l.DummyCard(col, true)
		if geom.CardRect(cx, cy, DummyScale).Contains(x, y) {
			return col
		}
	}
	return -1
}
