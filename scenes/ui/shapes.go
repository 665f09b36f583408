package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Shapes are drawn from one small texture of white, antialiased masks made once at start
// (a disc, rings of several thicknesses, a soft line profile, a star and a tick), tinted
// and scaled as they are drawn. Drawing vector paths with antialiasing on the screen
// every frame makes Ebitengine render each one through its own offscreen buffer, which
// is slow in software GL and on weak GPUs; a tinted texture costs one textured quad.
const (
	shapeR    = 64 // radius of the disc and rings in the texture, pixels
	shapeCell = 2*shapeR + 4
)

// ringRatios are the inner/outer radius ratios of the ring masks; an outline picks the
// nearest.
var ringRatios = [...]float64{0.4, 0.55, 0.7, 0.8, 0.86, 0.9, 0.93, 0.95, 0.965, 0.975}

// shapeTex holds the masks.
type shapeTex struct {
	img   *ebiten.Image
	disc  *ebiten.Image
	rings [len(ringRatios)]*ebiten.Image
	line  *ebiten.Image // a horizontal strip: opaque middle, transparent top and bottom rows
	star  *ebiten.Image
	tick  *ebiten.Image
	// discQ and ringQ are the disc's and rings' quarters (top left, top right, bottom
	// left, bottom right), cut once: cutting a sub-image makes a new Image each time.
	discQ [4]*ebiten.Image
	ringQ [len(ringRatios)][4]*ebiten.Image
}

// quarters cuts mask m into its four quarters around its centre.
func quarters(m *ebiten.Image) [4]*ebiten.Image {
	b := m.Bounds()
	mx, my := b.Min.X+shapeR, b.Min.Y+shapeR
	sub := func(r image.Rectangle) *ebiten.Image { return m.SubImage(r).(*ebiten.Image) }
	return [4]*ebiten.Image{
		sub(image.Rect(b.Min.X, b.Min.Y, mx, my)), sub(image.Rect(mx, b.Min.Y, b.Max.X, my)),
		sub(image.Rect(b.Min.X, my, mx, b.Max.Y)), sub(image.Rect(mx, my, b.Max.X, b.Max.Y)),
	}
}

var shapes *shapeTex

// cellRect is the drawable square of texture cell i.
func cellRect(i int) image.Rectangle {
	x := i*shapeCell + 2
	return image.Rect(x, 2, x+2*shapeR, 2+2*shapeR)
}

func buildShapes() *shapeTex {
	n := 3 + len(ringRatios)
	img := ebiten.NewImage(n*shapeCell, shapeCell)
	t := &shapeTex{img: img}
	sub := func(r image.Rectangle) *ebiten.Image { return img.SubImage(r).(*ebiten.Image) }
	// Disc.
	r := cellRect(0)
	vector.DrawFilledCircle(img, float32(r.Min.X+shapeR), float32(r.Min.Y+shapeR), shapeR, color.White, true)
	t.disc = sub(r)
	// Rings.
	for k, q := range ringRatios {
		r := cellRect(1 + k)
		w := float32(shapeR * (1 - q))
		vector.StrokeCircle(img, float32(r.Min.X+shapeR), float32(r.Min.Y+shapeR), shapeR-w/2, w, color.White, true)
		t.rings[k] = sub(r)
	}
	// Star and tick share the last cell's halves.
	r = cellRect(1 + len(ringRatios))
	var p vector.Path
	cx, cy := float64(r.Min.X+shapeR), float64(r.Min.Y+shapeR)
	for k := 0; k < 10; k++ {
		a := -math.Pi/2 + float64(k)*math.Pi/5
		rr := float64(shapeR - 2)
		if k%2 == 1 {
			rr *= 0.45
		}
		x, y := float32(cx+rr*math.Cos(a)), float32(cy+rr*math.Sin(a))
		if k == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
	vs, is := p.AppendVerticesAndIndicesForFilling(nil, nil)
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
	}
	img.DrawTriangles(vs, is, whitePixel, &ebiten.DrawTrianglesOptions{AntiAlias: true, FillRule: ebiten.FillRuleNonZero})
	t.star = sub(r)
	// Tick and line strip in the next cell.
	r = cellRect(2 + len(ringRatios))
	var q vector.Path
	x0, y0 := float32(r.Min.X), float32(r.Min.Y)
	q.MoveTo(x0+20, y0+66)
	q.LineTo(x0+52, y0+98)
	q.LineTo(x0+110, y0+28)
	vs, is = q.AppendVerticesAndIndicesForStroke(nil, nil, &vector.StrokeOptions{Width: 18, LineCap: vector.LineCapRound, LineJoin: vector.LineJoinRound})
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
	}
	img.DrawTriangles(vs, is, whitePixel, &ebiten.DrawTrianglesOptions{AntiAlias: true})
	t.tick = sub(image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+shapeR*2-4))
	// Line profile: 1 transparent row, 6 opaque rows, 1 transparent row, 16 wide.
	lr := image.Rect(r.Min.X, r.Max.Y-8, r.Min.X+16, r.Max.Y)
	img.SubImage(image.Rect(lr.Min.X, lr.Min.Y+1, lr.Max.X, lr.Max.Y-1)).(*ebiten.Image).Fill(color.White)
	t.line = sub(lr)
	t.discQ = quarters(t.disc)
	for k := range t.rings {
		t.ringQ[k] = quarters(t.rings[k])
	}
	return t
}

// PrepareShapes cuts the masks the canvas draws discs, rings, rounded corners, ticks and
// lines with (made on first use otherwise), so that a start-up can do it in a frame of
// its own.
func PrepareShapes() {
	if shapes == nil {
		shapes = buildShapes()
	}
}

func (c *Canvas) shapes() *shapeTex {
	if shapes == nil {
		shapes = buildShapes()
	}
	return shapes
}

// tint sets op's colour to clr (premultiplied) and resets its geometry.
func tint(op *ebiten.DrawImageOptions, clr color.RGBA) {
	op.GeoM.Reset()
	op.ColorScale.Reset()
	scaleWith(&op.ColorScale, clr)
	op.Filter = ebiten.FilterLinear
}

// scaleWith is ColorScale.ScaleWithColor for a colour.RGBA, with the same arithmetic,
// without boxing the colour in an interface (which allocates).
func scaleWith(cs *ebiten.ColorScale, clr color.RGBA) {
	const k = 0x101
	cs.Scale(float32(uint32(clr.R)*k)/0xffff, float32(uint32(clr.G)*k)/0xffff, float32(uint32(clr.B)*k)/0xffff, float32(uint32(clr.A)*k)/0xffff)
}

// drawMask draws a mask (or a part of one cut beforehand) onto the device-pixel
// rectangle x, y, w, h.
func (c *Canvas) drawMask(part *ebiten.Image, x, y, w, h float64, clr color.RGBA) {
	if w <= 0 || h <= 0 {
		return
	}
	sr := part.Bounds()
	op := &c.iop
	tint(op, clr)
	op.GeoM.Scale(w/float64(sr.Dx()), h/float64(sr.Dy()))
	op.GeoM.Translate(x, y)
	c.Dst.DrawImage(part, op)
}

// fillDev fills a device-pixel rectangle (no antialiasing needed: axis-aligned).
func (c *Canvas) fillDev(x, y, w, h float64, clr color.RGBA) {
	if w <= 0 || h <= 0 {
		return
	}
	op := &c.iop
	// Filtered linearly like the masks (the white pixel's neighbours are white, so the
	// fill is the same as with nearest filtering), so fills and masks batch together.
	tint(op, clr)
	op.GeoM.Scale(w, h)
	op.GeoM.Translate(x, y)
	c.Dst.DrawImage(whitePixel, op)
}

// corners draws the four quarter-circle corners q (of a disc or ring of radius shapeR)
// at the corners of the device-pixel rectangle x, y, w, h with radius r.
func (c *Canvas) corners(q *[4]*ebiten.Image, x, y, w, h, r float64, clr color.RGBA) {
	c.drawMask(q[0], x, y, r, r, clr)
	c.drawMask(q[1], x+w-r, y, r, r, clr)
	c.drawMask(q[2], x, y+h-r, r, r, clr)
	c.drawMask(q[3], x+w-r, y+h-r, r, r, clr)
}
