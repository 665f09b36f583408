package sprites

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/gameplay/cards/tricard"
)

// This file draws the Triples deck (docs/rules/triples.md#the-cards): 125 faces,
// colour-safe by default. Every face shows its number in the corner, its colour as a
// letter (R B G Y P) and as a word at the foot, and its shape drawn number times in
// the middle. The shapes are filled with a pattern that belongs to the colour, so a
// player who cannot tell the colours apart still can: red is solid, blue striped,
// green dotted, yellow checked, purple hollow. The ten Draw 2 cards carry a dark
// "+2 DRAW" band.

// TriplesColour is the printed colour of a Triples colour: the fill of its shapes and
// frame (Fill) and the dark shade of its outlines and letters (Ink).
type TriplesColour struct {
	Fill, Ink color.RGBA
	// Pattern names the fill pattern, for the rules screen: solid, stripes, dots,
	// checks, hollow.
	Pattern string
}

// TriplesColours are the five colours, indexed by tricard.Colour (index 0 unused).
var TriplesColours = [6]TriplesColour{
	{},
	{Fill: color.RGBA{0xd6, 0x33, 0x2a, 0xff}, Ink: color.RGBA{0x7a, 0x14, 0x0f, 0xff}, Pattern: "solid"},
	{Fill: color.RGBA{0x2a, 0x6c, 0xd4, 0xff}, Ink: color.RGBA{0x10, 0x2f, 0x6a, 0xff}, Pattern: "stripes"},
	{Fill: color.RGBA{0x2c, 0x9a, 0x48, 0xff}, Ink: color.RGBA{0x10, 0x4a, 0x22, 0xff}, Pattern: "dots"},
	{Fill: color.RGBA{0xf0, 0xb8, 0x14, 0xff}, Ink: color.RGBA{0x6e, 0x50, 0x00, 0xff}, Pattern: "checks"},
	{Fill: color.RGBA{0x8c, 0x42, 0xc2, 0xff}, Ink: color.RGBA{0x42, 0x16, 0x66, 0xff}, Pattern: "hollow"},
}

// MaxTriplesScale bounds the Triples atlas's scale so its texture stays within
// 4096×4096 pixels (it holds 129 cells).
const MaxTriplesScale = 2.4

// TriplesAtlas is the Triples deck's atlas: the 125 faces in Index order, then the
// back, the slot, the ring and the shadow.
type TriplesAtlas = DeckAtlas[tricard.Card]

// TriplesSprite is one Triples card as the table shows it.
type TriplesSprite = DeckSprite[tricard.Card]

// NewTriplesAtlas draws the Triples deck at scale device pixels per logical pixel
// (clamped to [MinScale, MaxTriplesScale]; 0 means 1), its words in English.
func NewTriplesAtlas(scale float64) *TriplesAtlas {
	return DrawTriplesAtlas(scale, TriplesWords{}).Finish()
}

// DrawTriplesAtlas is NewTriplesAtlas a cell at a time (Drawing), its faces printing
// words w (TriplesWords: the language on's; an empty word prints the English).
func DrawTriplesAtlas(scale float64, w TriplesWords) *Drawing[*TriplesAtlas] {
	words := newTriplesText(w)
	var layer *ebiten.Image // scratch for a face's shapes, one card big
	d := drawDeckAtlas(scale, 0, tricard.DeckSize, tricard.Card.Index, true, BackBlue, func(a *TriplesAtlas, b *faceBuilder, ox, oy float64, i int) {
		if layer == nil {
			layer = ebiten.NewImage(a.cw, a.ch)
		}
		triplesFace(b, layer, ox, oy, tricard.CardAt(i), &words)
	})
	d.then(func() {
		if layer != nil {
			layer.Deallocate()
		}
	})
	return d
}

// triplesShape adds shape sh as a closed path of radius about 1 around (0, 0) in the
// pen's unit coordinates.
func triplesShape(q *pen, sh tricard.Shape) {
	switch sh {
	case tricard.Heart:
		q.move(0, 0.92)
		q.cubic(-0.3, 0.66, -1.0, 0.2, -1.0, -0.32)
		q.cubic(-1.0, -0.82, -0.34, -1.04, 0, -0.56)
		q.cubic(0.34, -1.04, 1.0, -0.82, 1.0, -0.32)
		q.cubic(1.0, 0.2, 0.3, 0.66, 0, 0.92)
		q.close()
	case tricard.Star:
		q.star(0, 0.08, 5, 1.08, 0.46)
	case tricard.Circle:
		q.circle(0, 0, 0.9)
	case tricard.Square:
		q.roundRect(-0.8, -0.8, 1.6, 1.6, 0.12)
	case tricard.Triangle:
		q.polygon(0, -0.98, 1.0, 0.78, -1.0, 0.78)
	}
}

// triplesSpots are the centres (dx, dy from the face's middle) and radius of the shapes
// of a card showing n of them.
func triplesSpots(n int) (xy [][2]float64, r float64) {
	switch n {
	case 1:
		return [][2]float64{{0, 0}}, 21
	case 2:
		return [][2]float64{{0, -23}, {0, 23}}, 17
	case 3:
		return [][2]float64{{0, -33}, {0, 0}, {0, 33}}, 14
	case 4:
		return [][2]float64{{-15, -19}, {15, -19}, {-15, 19}, {15, 19}}, 13
	}
	return [][2]float64{{-15, -30}, {15, -30}, {0, 0}, {-15, 30}, {15, 30}}, 12.5
}

// Face layout, logical pixels from the card's top-left corner.
const (
	tMidX    = 57.0
	tMidY    = 62.0
	tIndexX  = 13.0
	tFootY   = 124.0
	tFrameIn = 3.5
)

// triplesFace paints c at the cell whose card corner is atlas pixel (ox, oy); layer is
// a scratch image as big as the cell for clipping the patterns to the shapes.
func triplesFace(b *faceBuilder, layer *ebiten.Image, ox, oy float64, c tricard.Card, w *triplesText) {
	col := TriplesColours[c.Colour]
	b.place(ox, oy, false)
	b.blank(paper)
	// A frame in the card's colour.
	q := b.cardPen()
	q.roundRect(tFrameIn, tFrameIn, CardW-2*tFrameIn, CardH-2*tFrameIn, cornerR-2)
	b.pt.stroke(q, 2.6*b.s, col.Fill)

	// The shapes with their pattern, painted on the layer, then outlined.
	xy, r := triplesSpots(int(c.Number))
	layer.Clear()
	dst := b.pt.dst
	b.pt.dst = layer
	for _, p := range xy {
		q := b.local(tMidX+p[0], tMidY+p[1], r, 0)
		triplesShape(q, c.Shape)
		b.pt.fill(q, col.Fill)
	}
	triplesPattern(b, c.Colour, xy, r, c.Shape)
	b.pt.dst = dst
	var op ebiten.DrawImageOptions
	dst.DrawImage(layer, &op)
	for _, p := range xy {
		q := b.local(tMidX+p[0], tMidY+p[1], r, 0)
		triplesShape(q, c.Shape)
		b.pt.stroke(q, 1.7*b.s, col.Ink)
	}

	// Corner index: number, colour letter, a small shape.
	b.text(string(rune('0'+c.Number)), tIndexX, 27, 19, 1, col.Ink)
	b.text(c.Colour.String(), tIndexX, 46, 12, 1, col.Ink)
	q = b.local(tIndexX, 59, 6.5, 0)
	triplesShape(q, c.Shape)
	b.pt.fill(q, col.Fill)
	q = b.local(tIndexX, 59, 6.5, 0)
	triplesShape(q, c.Shape)
	b.pt.stroke(q, 1.2*b.s, col.Ink)

	// Foot: the colour's name, or the Draw 2 band.
	if c.Draw2() {
		q = b.cardPen()
		q.roundRect(9, tFootY-11, CardW-18, 21, 6)
		b.pt.fill(q, color.RGBA{0x1a, 0x1a, 0x22, 0xff})
		b.line(w.draw2, 0, CardW/2, tFootY+5, triplesDrawLine, color.RGBA{0xff, 0xff, 0xff, 0xff})
	} else {
		b.line(w.colours[c.Colour], 0, CardW/2+4, tFootY+4, triplesColourLine, col.Ink)
	}
}

// triplesPattern paints the colour's pattern over the shapes already on the layer
// (source-atop: only where a shape is).
func triplesPattern(b *faceBuilder, col tricard.Colour, xy [][2]float64, r float64, sh tricard.Shape) {
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	q := b.cardPen()
	x0, x1 := tMidX-40.0, tMidX+40.0
	y0, y1 := tMidY-52.0, tMidY+52.0
	switch col {
	case tricard.Red:
		return
	case tricard.Blue:
		for y := y0; y < y1; y += 5.2 {
			q.roundRect(x0, y, x1-x0, 2.4, 0)
		}
	case tricard.Green:
		row := 0
		for y := y0; y < y1; y += 4.6 {
			off := 0.0
			if row%2 == 1 {
				off = 2.3
			}
			for x := x0 + off; x < x1; x += 4.6 {
				q.circle(x, y, 1.35)
			}
			row++
		}
	case tricard.Yellow:
		// Checks in the dark ink: light yellow needs the contrast in greyscale.
		white = TriplesColours[tricard.Yellow].Ink
		const k = 4.2
		for j, y := 0, y0; y < y1; j, y = j+1, y+k {
			for i, x := 0, x0; x < x1; i, x = i+1, x+k {
				if (i+j)%2 == 0 {
					q.roundRect(x, y, k, k, 0)
				}
			}
		}
	case tricard.Purple:
		q = nil
		for _, p := range xy {
			q := b.local(tMidX+p[0], tMidY+p[1], r*0.62, 0)
			triplesShape(q, sh)
			atop(b.pt, q, white)
		}
		return
	}
	atop(b.pt, q, white)
}

// atop fills the pen's path onto the painter's image with Porter-Duff source-atop.
func atop(pt *painter, q *pen, clr color.Color) {
	pt.vs, pt.is = q.p.AppendVerticesAndIndicesForFilling(pt.vs[:0], pt.is[:0])
	r, g, bl, a := clr.RGBA()
	for i := range pt.vs {
		v := &pt.vs[i]
		v.SrcX, v.SrcY = 1, 1
		v.ColorR, v.ColorG, v.ColorB, v.ColorA = float32(r)/0xffff, float32(g)/0xffff, float32(bl)/0xffff, float32(a)/0xffff
	}
	op := &ebiten.DrawTrianglesOptions{
		ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha,
		AntiAlias:      true,
		Blend:          ebiten.BlendSourceAtop,
	}
	pt.dst.DrawTriangles(pt.vs, pt.is, pt.white, op)
}
