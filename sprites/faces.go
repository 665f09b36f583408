package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"parlor/assets"
	"parlor/gameplay/cards"
)

// Palette of the card art.
var (
	paper      = color.RGBA{0xfd, 0xfc, 0xf7, 0xff}
	edge       = color.RGBA{0xa9, 0xa4, 0x98, 0xff}
	gold       = color.RGBA{0xe3, 0xa8, 0x2c, 0xff}
	goldLight  = color.RGBA{0xf6, 0xcf, 0x5e, 0xff}
	goldDark   = color.RGBA{0x7a, 0x55, 0x12, 0xff}
	courtCream = color.RGBA{0xfb, 0xf1, 0xd8, 0xff}
	badgeNavy  = color.RGBA{0x1c, 0x27, 0x44, 0xff}
)

// Layout of a face, in logical pixels from the card's top-left corner.
const (
	cornerR     = 7.0  // corner radius of a card
	indexX      = 12.0 // centre of the corner index column
	indexTop    = 6.0  // top of the rank in the corner index
	indexCap    = 16.5 // cap height of the corner rank
	indexPipW   = 12.0 // width of the corner suit pip
	indexPipGap = 4.0  // gap between the rank and the corner pip
	pipW        = 16.5 // width of a centre pip on number cards
	pipColL     = 33.0 // x of the left pip column
	pipColR     = 67.0 // x of the right pip column
	pipTop      = 26.0 // y of the top pip row
	pipBottom   = 114.0
	// WildBadgeX, WildBadgeY are the centre of the wild badge on a face, in logical pixels
	// from the card's top-left corner: in the left strip under the corner index, the part
	// of a card that stays visible in a fanned hand.
	WildBadgeX = indexX
	WildBadgeY = 54.0
	wildBadgeR = 10.0
)

// faceBuilder draws card art into the atlas. cur maps card coordinates (logical
// pixels from the card's top-left corner) to atlas pixels.
type faceBuilder struct {
	pt       *painter
	s        float64
	four     bool
	cur      ebiten.GeoM
	capRatio float64 // cap height / font size of Go Bold
}

func newFaceBuilder(pt *painter, s float64, four bool) *faceBuilder {
	return &faceBuilder{pt: pt, s: s, four: four, capRatio: boldCapRatio(&pt.fbuf)}
}

// boldCapRatio is Go Bold's cap height as a fraction of its size (em).
func boldCapRatio(buf *sfnt.Buffer) float64 {
	const ppem = 100
	m, err := assets.BoldFont().Metrics(buf, fixed.I(ppem), font.HintingNone)
	if err != nil || m.CapHeight == 0 {
		// The font is compiled in; Go Bold's capitals are 0.7 em tall.
		return 0.7
	}
	return math.Abs(float64(m.CapHeight)/64) / ppem
}

// place makes the cell whose card top-left is at atlas pixel (ox, oy) current; with
// turned, everything drawn is turned 180° about the card's centre.
func (b *faceBuilder) place(ox, oy float64, turned bool) {
	b.cur.Reset()
	if turned {
		b.cur.Translate(-CardW/2, -CardH/2)
		b.cur.Rotate(math.Pi)
		b.cur.Translate(CardW/2, CardH/2)
	}
	b.cur.Scale(b.s, b.s)
	b.cur.Translate(ox, oy)
}

// local returns a pen whose unit coordinates are scaled by w, turned by rot and moved
// to (cx, cy) on the card.
func (b *faceBuilder) local(cx, cy, w, rot float64) *pen {
	var m ebiten.GeoM
	m.Scale(w, w)
	m.Rotate(rot)
	m.Translate(cx, cy)
	m.Concat(b.cur)
	return newPen(m)
}

// cardPen is a pen in card coordinates.
func (b *faceBuilder) cardPen() *pen { return newPen(b.cur) }

// pip draws a suit symbol w wide centred at (cx, cy); turned draws it upside down.
func (b *faceBuilder) pip(s cards.Suit, cx, cy, w float64, turned bool, clr color.Color) {
	rot := 0.0
	if turned {
		rot = math.Pi
	}
	q := b.local(cx, cy, w, rot)
	suitShape(q, s)
	b.pt.fill(q, clr)
}

// text draws str in Go Bold with its capitals capH tall, centred on x, its baseline at
// y, squeezed horizontally by condense.
func (b *faceBuilder) text(str string, x, baseline, capH, condense float64, clr color.Color) {
	size := capH * b.s / b.capRatio
	var m ebiten.GeoM
	m.Scale(condense/b.s, 1/b.s)
	m.Translate(x, baseline)
	m.Concat(b.cur)
	b.pt.glyphs(str, assets.BoldFont(), size, m, clr)
}

// line draws line i of t (FaceText) centred at x on baseline, at its natural size l
// shrunk by t.Fit.
func (b *faceBuilder) line(t FaceText, i int, x, baseline float64, l faceLine, clr color.Color) {
	if i < len(t.Lines) {
		b.text(t.Lines[i], x, baseline, l.capH*t.Fit, l.condense, clr)
	}
}

// blank draws the card's paper with its edge.
func (b *faceBuilder) blank(fill color.Color) {
	q := b.cardPen()
	q.roundRect(0, 0, CardW, CardH, cornerR)
	b.pt.fill(q, fill)
	q = b.cardPen()
	q.roundRect(0.5, 0.5, CardW-1, CardH-1, cornerR-0.5)
	b.pt.stroke(q, math.Max(1, b.s), edge)
}

// index draws the corner index (rank over suit) at the top left; call it again with
// the card turned for the bottom right.
func (b *faceBuilder) index(c cards.Card, clr color.Color) {
	str := c.Rank.String()
	condense := 1.0
	if c.Rank == cards.Ten {
		condense = 0.68
	}
	b.text(str, indexX, indexTop+indexCap, indexCap, condense, clr)
	b.pip(c.Suit, indexX, indexTop+indexCap+indexPipGap+indexPipW/2, indexPipW, false, clr)
}

// face draws the whole face of c at the current cell.
func (b *faceBuilder) face(ox, oy float64, c cards.Card) {
	clr := SuitColour(c.Suit, b.four)
	b.place(ox, oy, false)
	b.blank(paper)
	switch {
	case c.Rank == cards.Ace:
		b.ace(c, clr)
	case c.Rank >= cards.Jack:
		b.court(ox, oy, c, clr)
	default:
		b.place(ox, oy, false)
		for _, sp := range pipLayouts[c.Rank] {
			x := 50 + float64(sp.col)*(pipColR-50)
			y := pipTop + sp.row*(pipBottom-pipTop)
			b.pip(c.Suit, x, y, pipW, sp.row > 0.5, clr)
		}
	}
	for _, turned := range []bool{false, true} {
		b.place(ox, oy, turned)
		b.index(c, clr)
	}
}

func (b *faceBuilder) ace(c cards.Card, clr color.Color) {
	w := 46.0
	if c.Suit == cards.Spades {
		// The ace of spades is the decorated one, as in most decks.
		w = 52
		q := b.cardPen()
		q.circle(50, 70, 36)
		b.pt.stroke(q, 1.2*b.s, gold)
		q = b.cardPen()
		q.circle(50, 70, 33)
		b.pt.stroke(q, 0.6*b.s, gold)
	}
	b.pip(c.Suit, 50, 70, w, false, clr)
}

// court draws a Jack, Queen or King: a framed, double-ended panel with an emblem (cap,
// coronet or crown), the big letter and two small pips in each half.
func (b *faceBuilder) court(ox, oy float64, c cards.Card, clr color.Color) {
	const x0, y0, x1, y1 = 22.0, 13.0, 78.0, 127.0
	b.place(ox, oy, false)
	q := b.cardPen()
	q.roundRect(x0, y0, x1-x0, y1-y0, 4)
	b.pt.fill(q, courtCream)
	tint := color.NRGBA{clr.(color.RGBA).R, clr.(color.RGBA).G, clr.(color.RGBA).B, 0x16}
	q = b.cardPen()
	q.roundRect(x0, y0, x1-x0, y1-y0, 4)
	b.pt.fill(q, tint)
	q = b.cardPen()
	q.roundRect(x0, y0, x1-x0, y1-y0, 4)
	b.pt.stroke(q, 1.3*b.s, clr)
	q = b.cardPen()
	q.roundRect(x0+2.6, y0+2.6, x1-x0-5.2, y1-y0-5.2, 2.5)
	b.pt.stroke(q, 0.7*b.s, gold)

	for _, turned := range []bool{false, true} {
		b.place(ox, oy, turned)
		switch c.Rank {
		case cards.King:
			b.crown(50, 33, 34)
		case cards.Queen:
			b.coronet(50, 33, 34, clr)
		default:
			b.cap(50, 33, 34, clr)
		}
		b.text(c.Rank.String(), 50, 63, 19, 1, clr)
		b.pip(c.Suit, 33.5, 55, 9, false, clr)
		b.pip(c.Suit, 66.5, 55, 9, false, clr)
	}
	// the divider between the two halves
	b.place(ox, oy, false)
	q = b.cardPen()
	q.move(x0+4, 70)
	q.line(45, 70)
	q.move(55, 70)
	q.line(x1-4, 70)
	b.pt.stroke(q, 0.8*b.s, gold)
	q = b.local(50, 70, 7, 0)
	q.polygon(0, -0.5, 0.5, 0, 0, 0.5, -0.5, 0)
	b.pt.fill(q, gold)
}

// outlined fills q's shape and strokes its edge (q must not be reused).
func (b *faceBuilder) outlined(build func(q *pen), m ebiten.GeoM, fill, line color.Color, width float64) {
	q := newPen(m)
	build(q)
	b.pt.fill(q, fill)
	q = newPen(m)
	build(q)
	b.pt.stroke(q, width*b.s, line)
}

func (b *faceBuilder) emblemXf(cx, cy, w float64) ebiten.GeoM {
	var m ebiten.GeoM
	m.Scale(w, w)
	m.Translate(cx, cy)
	m.Concat(b.cur)
	return m
}

// crown is the King's emblem: a five-pointed crown with pearls and jewels.
func (b *faceBuilder) crown(cx, cy, w float64) {
	m := b.emblemXf(cx, cy, w)
	b.outlined(func(q *pen) {
		q.polygon(-0.42, 0.22, -0.5, -0.26, -0.25, -0.02, 0, -0.38, 0.25, -0.02, 0.5, -0.26, 0.42, 0.22)
	}, m, gold, goldDark, 0.7)
	b.outlined(func(q *pen) { q.roundRect(-0.44, 0.14, 0.88, 0.18, 0.04) }, m, goldLight, goldDark, 0.7)
	for _, p := range [][2]float64{{-0.5, -0.26}, {0, -0.38}, {0.5, -0.26}} {
		b.outlined(func(q *pen) { q.circle(p[0], p[1], 0.065) }, m, goldLight, goldDark, 0.5)
	}
	for i, x := range []float64{-0.26, 0, 0.26} {
		jewel := color.Color(inkRed)
		if i == 1 {
			jewel = inkBlue
		}
		q := newPen(m)
		q.circle(x, 0.23, 0.05)
		b.pt.fill(q, jewel)
	}
}

// coronet is the Queen's emblem: a tiara of three rounded points with pearls on
// their tips, an orb on the middle one and a pearl-studded band.
func (b *faceBuilder) coronet(cx, cy, w float64, clr color.Color) {
	m := b.emblemXf(cx, cy, w)
	b.outlined(func(q *pen) {
		q.move(-0.4, 0.16)
		q.line(-0.46, -0.14)
		q.cubic(-0.34, -0.06, -0.24, -0.04, -0.17, -0.1)
		q.cubic(-0.1, -0.17, -0.05, -0.24, 0, -0.3)
		q.cubic(0.05, -0.24, 0.1, -0.17, 0.17, -0.1)
		q.cubic(0.24, -0.04, 0.34, -0.06, 0.46, -0.14)
		q.line(0.4, 0.16)
		q.close()
	}, m, gold, goldDark, 0.7)
	b.outlined(func(q *pen) { q.roundRect(-0.43, 0.1, 0.86, 0.17, 0.08) }, m, goldLight, goldDark, 0.7)
	for _, x := range []float64{-0.3, -0.15, 0, 0.15, 0.3} {
		b.outlined(func(q *pen) { q.circle(x, 0.185, 0.042) }, m, paper, goldDark, 0.35)
	}
	for _, x := range []float64{-0.46, 0.46} {
		b.outlined(func(q *pen) { q.circle(x, -0.17, 0.055) }, m, paper, goldDark, 0.4)
	}
	b.outlined(func(q *pen) { q.circle(0, -0.37, 0.08) }, m, clr, goldDark, 0.5)
	q := newPen(m)
	q.circle(0, -0.02, 0.055)
	b.pt.fill(q, clr)
}

// cap is the Jack's emblem: a page's cap with a brim and a long feather.
func (b *faceBuilder) cap(cx, cy, w float64, clr color.Color) {
	m := b.emblemXf(cx, cy, w)
	// feather, sweeping up and back from the band
	b.outlined(func(q *pen) {
		q.move(0.16, 0.05)
		q.cubic(0.3, -0.25, 0.5, -0.38, 0.62, -0.42)
		q.cubic(0.52, -0.2, 0.4, -0.02, 0.22, 0.1)
		q.close()
	}, m, clr, goldDark, 0.5)
	vein := newPen(m)
	vein.move(0.2, 0.06)
	vein.cubic(0.32, -0.15, 0.46, -0.3, 0.6, -0.4)
	b.pt.stroke(vein, 0.5*b.s, goldLight)
	b.outlined(func(q *pen) {
		q.move(-0.34, 0.14)
		q.cubic(-0.34, -0.22, 0.3, -0.26, 0.3, 0.14)
		q.close()
	}, m, gold, goldDark, 0.7)
	b.outlined(func(q *pen) { q.roundRect(-0.46, 0.1, 0.92, 0.16, 0.08) }, m, goldLight, goldDark, 0.7)
	q := newPen(m)
	q.circle(-0.02, 0.18, 0.05)
	b.pt.fill(q, clr)
}
