package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/gameplay/cards"
)

// The two back designs.
const (
	BackBlue = 0 // navy lattice with a four-suit medallion
	BackRed  = 1 // burgundy diamonds with a gold star
)

type backStyle struct {
	panel, pattern, frame, accent color.RGBA
}

var backStyles = [2]backStyle{
	BackBlue: {
		panel:   color.RGBA{0x1f, 0x3b, 0x86, 0xff},
		pattern: color.RGBA{0x3a, 0x5d, 0xb2, 0xff},
		frame:   color.RGBA{0xd3, 0xdd, 0xf4, 0xff},
		accent:  gold,
	},
	BackRed: {
		panel:   color.RGBA{0x86, 0x18, 0x29, 0xff},
		pattern: color.RGBA{0xad, 0x35, 0x46, 0xff},
		frame:   color.RGBA{0xf0, 0xd9, 0x9a, 0xff},
		accent:  gold,
	},
}

// back draws back design d with the card's top-left at atlas pixel (ox, oy).
func (b *faceBuilder) back(ox, oy float64, d int) {
	st := backStyles[d]
	b.place(ox, oy, false)
	b.blank(paper)
	const in = 6.0 // white border
	px0, py0, pw, ph := in, in, CardW-2*in, CardH-2*in
	q := b.cardPen()
	q.roundRect(px0, py0, pw, ph, 4)
	b.pt.fill(q, st.panel)

	// The pattern is drawn on a sub-image covering the panel, which clips it; the white
	// frame drawn next covers what pokes out at the panel's rounded corners.
	x0, y0 := b.cur.Apply(px0, py0)
	x1, y1 := b.cur.Apply(px0+pw, py0+ph)
	clip := b.pt.dst.SubImage(image.Rect(int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1)), int(math.Ceil(y1)))).(*ebiten.Image)
	switch d {
	case BackBlue:
		// a diagonal lattice
		q = b.cardPen()
		const step = 8.0
		for k := -CardH; k < CardW+CardH; k += step {
			q.move(float64(k), 0)
			q.line(float64(k)+CardH, CardH)
			q.move(float64(k), CardH)
			q.line(float64(k)+CardH, 0)
		}
		b.pt.strokeOn(clip, q, 1.1*b.s, st.pattern)
		// small dots where the lines cross
		q = b.cardPen()
		for y := 0.0; y <= CardH; y += step / 2 {
			for x := 0.0; x <= CardW; x += step {
				xx := x
				if int(y/(step/2))%2 == 1 {
					xx += step / 2
				}
				q.circle(xx, y, 0.9)
			}
		}
		old := b.pt.dst
		b.pt.dst = clip
		b.pt.fill(q, st.frame)
		b.pt.dst = old
	case BackRed:
		// staggered rows of small diamonds
		q = b.cardPen()
		const sx, sy = 9.0, 7.0
		for row := 0; float64(row)*sy <= CardH+sy; row++ {
			off := 0.0
			if row%2 == 1 {
				off = sx / 2
			}
			y := float64(row) * sy
			for x := off; x <= CardW+sx; x += sx {
				q.polygon(x, y-3, x+2.3, y, x, y+3, x-2.3, y)
			}
		}
		old := b.pt.dst
		b.pt.dst = clip
		b.pt.fill(q, st.pattern)
		b.pt.dst = old
	}

	// white frame between the card edge and the panel, then the edge line again
	q = b.cardPen()
	q.roundRect(0, 0, CardW, CardH, cornerR)
	q.roundRect(px0, py0, pw, ph, 4)
	b.pt.fillEvenOdd(q, paper)
	q = b.cardPen()
	q.roundRect(0.5, 0.5, CardW-1, CardH-1, cornerR-0.5)
	b.pt.stroke(q, math.Max(1, b.s), edge)
	// inner frame lines
	q = b.cardPen()
	q.roundRect(px0+3, py0+3, pw-6, ph-6, 3)
	b.pt.stroke(q, 1.1*b.s, st.frame)
	q = b.cardPen()
	q.roundRect(px0+5, py0+5, pw-10, ph-10, 2)
	b.pt.stroke(q, 0.5*b.s, st.frame)

	// centre medallion
	cx, cy := CardW/2.0, CardH/2.0
	switch d {
	case BackBlue:
		q = b.cardPen()
		q.circle(cx, cy, 19)
		b.pt.fill(q, st.panel)
		q = b.cardPen()
		q.circle(cx, cy, 19)
		b.pt.stroke(q, 1.6*b.s, st.accent)
		q = b.cardPen()
		q.circle(cx, cy, 16)
		b.pt.stroke(q, 0.6*b.s, st.accent)
		// the four suits around the centre
		spots := [4]struct {
			s      cards.Suit
			dx, dy float64
		}{{cards.Spades, 0, -7}, {cards.Hearts, 7, 0}, {cards.Clubs, 0, 7}, {cards.Diamonds, -7, 0}}
		for _, sp := range spots {
			b.pip(sp.s, cx+sp.dx, cy+sp.dy, 8, false, st.frame)
		}
	case BackRed:
		q = b.cardPen()
		q.polygon(cx, cy-26, cx+18, cy, cx, cy+26, cx-18, cy)
		b.pt.fill(q, st.panel)
		q = b.cardPen()
		q.polygon(cx, cy-26, cx+18, cy, cx, cy+26, cx-18, cy)
		b.pt.stroke(q, 1.6*b.s, st.accent)
		q = b.cardPen()
		q.polygon(cx, cy-22, cx+15, cy, cx, cy+22, cx-15, cy)
		b.pt.stroke(q, 0.6*b.s, st.accent)
		q = b.cardPen()
		q.star(cx, cy, 8, 10, 4.2)
		b.pt.fill(q, st.accent)
		q = b.cardPen()
		q.circle(cx, cy, 2.2)
		b.pt.fill(q, st.panel)
	}
}

// slot draws the empty pile place: a faint card-shaped well with a dashed outline.
func (b *faceBuilder) slot(ox, oy float64) {
	b.place(ox, oy, false)
	q := b.cardPen()
	q.roundRect(0, 0, CardW, CardH, cornerR)
	b.pt.fill(q, color.NRGBA{0, 0, 0, 0x30})
	// dashes along the straight edges, arcs at the corners
	const in, r = 3.0, cornerR - 1
	q = b.cardPen()
	x0, y0, x1, y1 := in, in, CardW-in, CardH-in
	dash := func(ax, ay, bx, by float64) {
		l := math.Hypot(bx-ax, by-ay)
		n := int(l / 9)
		if n < 1 {
			n = 1
		}
		step := l / float64(n)
		for i := 0; i < n; i++ {
			t0 := (float64(i) + 0.2) * step / l
			t1 := (float64(i) + 0.8) * step / l
			q.move(ax+(bx-ax)*t0, ay+(by-ay)*t0)
			q.line(ax+(bx-ax)*t1, ay+(by-ay)*t1)
		}
	}
	dash(x0+r, y0, x1-r, y0)
	dash(x1, y0+r, x1, y1-r)
	dash(x1-r, y1, x0+r, y1)
	dash(x0, y1-r, x0, y0+r)
	k := r * (1 - kappa)
	q.move(x1-r, y0)
	q.cubic(x1-k, y0, x1, y0+k, x1, y0+r)
	q.move(x1, y1-r)
	q.cubic(x1, y1-k, x1-k, y1, x1-r, y1)
	q.move(x0+r, y1)
	q.cubic(x0+k, y1, x0, y1-k, x0, y1-r)
	q.move(x0, y0+r)
	q.cubic(x0, y0+k, x0+k, y0, x0+r, y0)
	b.pt.stroke(q, 1.6*b.s, color.NRGBA{0xff, 0xff, 0xff, 0x80})
}

// ring draws an outline around a card (for highlights): a white rounded stroke gap
// logical pixels outside the card edge, width wide; it is tinted when drawn.
func (b *faceBuilder) ring(ox, oy, gap, width float64) {
	b.place(ox, oy, false)
	q := b.cardPen()
	d := gap + width/2
	q.roundRect(-d, -d, CardW+2*d, CardH+2*d, cornerR+d)
	b.pt.stroke(q, width*b.s, color.White)
}

// wildRing draws the thin gold ring just inside a wild card's edge.
func (b *faceBuilder) wildRing(ox, oy float64) {
	b.place(ox, oy, false)
	q := b.cardPen()
	q.roundRect(2.2, 2.2, CardW-4.4, CardH-4.4, cornerR-2)
	b.pt.stroke(q, 2.2*b.s, gold)
}

// shadow draws a soft black card-shaped shadow spreading blur logical pixels beyond
// the card edge, built from stacked translucent rounded rectangles.
func (b *faceBuilder) shadow(ox, oy, blur float64) {
	b.place(ox, oy, false)
	const layers = 10
	for i := 0; i < layers; i++ {
		d := blur * (1 - float64(i)/layers)
		q := b.cardPen()
		q.roundRect(-d+blur*0.3, -d+blur*0.3, CardW+2*d-blur*0.6, CardH+2*d-blur*0.6, cornerR+d)
		b.pt.fill(q, color.NRGBA{0, 0, 0, 0x12})
	}
}

// badge draws the wild marker: a gold star on a navy disc with a gold rim, centred at
// card coordinates (cx, cy) of the current cell.
func (b *faceBuilder) badge(ox, oy, cx, cy float64) {
	b.place(ox, oy, false)
	q := b.cardPen()
	q.circle(cx, cy, wildBadgeR)
	b.pt.fill(q, badgeNavy)
	q = b.cardPen()
	q.circle(cx, cy, wildBadgeR-0.7)
	b.pt.stroke(q, 1.4*b.s, gold)
	q = b.cardPen()
	q.star(cx, cy+0.6, 5, 7, 2.9)
	b.pt.fill(q, goldLight)
}
