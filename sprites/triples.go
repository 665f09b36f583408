package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/gameplay/triples"
)

// This file draws the Triples deck (RULES.md §4): 125 faces, colour-safe by default.
// Every face shows its number in the corner, its colour as a letter (R B G Y P) and as
// a word at the foot, and its shape drawn number times in the middle. The shapes are
// filled with a pattern that belongs to the colour, so a player who cannot tell the
// colours apart still can: red is solid, blue striped, green dotted, yellow
// checked, purple hollow. The ten Draw 2 cards carry a dark "+2 DRAW" band.

// TriplesColour is the printed colour of a Triples colour: the fill of its shapes and
// frame (Fill) and the dark shade of its outlines and letters (Ink).
type TriplesColour struct {
	Fill, Ink color.RGBA
	// Pattern names the fill pattern, for the rules screen: solid, stripes, dots,
	// checks, hollow.
	Pattern string
}

// TriplesColours are the five colours, indexed by triples.Colour (index 0 unused).
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

// Cells of the Triples atlas after the 125 faces.
const (
	tcBack = triples.DeckSize + iota
	tcSlot
	tcRing
	tcShadow
	tcCount
)

// TriplesAtlas holds every Triples face, a back, the empty-pile slot, the highlight
// ring and the shadow in one texture, drawn in code at a device scale. Build it once
// (NewTriplesAtlas) and draw with DrawCard; it is used from the game goroutine only.
type TriplesAtlas struct {
	img          *ebiten.Image
	scale, view  float64
	pw, ph       int
	faces        [triples.DeckSize]*ebiten.Image
	back, slot   *ebiten.Image
	ring, shadow *ebiten.Image
	tri          ebiten.DrawTrianglesOptions
	vs           [4 * 4]ebiten.Vertex
}

// TriplesSprite is one Triples card as the table shows it: like CardSprite (X, Y the
// centre in logical pixels, Rot radians, Scale 1 = CardW × CardH, FlipX the squash of a
// flip, Alpha 0..1), with a Highlight outline colour (nil: none), Dim and Lift 0..1.
type TriplesSprite struct {
	Card                    triples.Card
	FaceUp                  bool
	X, Y, Rot, Scale, FlipX float64
	Alpha, Lift             float64
	Highlight               color.Color
	Dim, NoShadow           bool
}

// NewTriplesAtlas draws the Triples deck at scale device pixels per logical pixel
// (clamped to [MinScale, MaxTriplesScale]; 0 means 1).
func NewTriplesAtlas(scale float64) *TriplesAtlas {
	s := math.Min(MaxTriplesScale, clampScale(scale))
	a := &TriplesAtlas{scale: s, view: s}
	a.pw = int(math.Ceil(CardW*s - 1e-9))
	a.ph = int(math.Ceil(CardH*s - 1e-9))
	ep := int(math.Ceil(cellMargin * s))
	cw, ch := a.pw+2*ep+2, a.ph+2*ep+2
	cols := 16
	rows := (tcCount + cols - 1) / cols
	a.img = ebiten.NewImage(cols*cw, rows*ch)
	origin := func(i int) (int, int) { return (i%cols)*cw + 1 + ep, (i/cols)*ch + 1 + ep }
	cardRect := func(i int) *ebiten.Image {
		x, y := origin(i)
		return a.img.SubImage(image.Rect(x, y, x+a.pw, y+a.ph)).(*ebiten.Image)
	}
	extRect := func(i int) *ebiten.Image {
		x, y := origin(i)
		return a.img.SubImage(image.Rect(x-ep, y-ep, x+a.pw+ep, y+a.ph+ep)).(*ebiten.Image)
	}
	scratch := ebiten.NewImage(cw, ch)
	layer := ebiten.NewImage(cw, ch)
	defer scratch.Deallocate()
	defer layer.Deallocate()
	b := newFaceBuilder(newPainter(scratch), s, false)
	ox, oy := float64(1+ep), float64(1+ep)
	var cp ebiten.DrawImageOptions
	paint := func(i int, draw func()) {
		scratch.Clear()
		draw()
		cp.GeoM.Reset()
		cp.GeoM.Translate(float64((i%cols)*cw), float64((i/cols)*ch))
		a.img.DrawImage(scratch, &cp)
	}
	for i := 0; i < triples.DeckSize; i++ {
		c := triples.CardAt(i)
		paint(i, func() { triplesFace(b, layer, ox, oy, c) })
		a.faces[i] = cardRect(i)
	}
	paint(tcBack, func() { b.back(ox, oy, BackBlue) })
	a.back = cardRect(tcBack)
	paint(tcSlot, func() { b.slot(ox, oy) })
	a.slot = cardRect(tcSlot)
	paint(tcRing, func() { b.ring(ox, oy, ringGap, ringWidth) })
	a.ring = extRect(tcRing)
	paint(tcShadow, func() { b.shadow(ox, oy, shadowBlur) })
	a.shadow = extRect(tcShadow)
	return a
}

// Scale is the atlas's device scale after clamping.
func (a *TriplesAtlas) Scale() float64 { return a.scale }

// SetViewScale sets the destination pixels per logical pixel DrawCard uses (≤ 0 resets
// it to Scale()).
func (a *TriplesAtlas) SetViewScale(v float64) {
	if !(v > 0) || math.IsInf(v, 0) {
		v = a.scale
	}
	a.view = v
}

// Face is c's face image (nil for a card that is not valid).
func (a *TriplesAtlas) Face(c triples.Card) *ebiten.Image {
	if i := c.Index(); i >= 0 {
		return a.faces[i]
	}
	return nil
}

// Image is the whole atlas texture (for tests and deck screenshots).
func (a *TriplesAtlas) Image() *ebiten.Image { return a.img }

// Dispose frees the texture.
func (a *TriplesAtlas) Dispose() {
	if a != nil && a.img != nil {
		a.img.Deallocate()
	}
}

// DrawCard draws s onto dst (shadow, face or back, highlight) in one draw call without
// allocating. A face-up card that is not valid shows its back.
func (a *TriplesAtlas) DrawCard(dst *ebiten.Image, s *TriplesSprite) {
	if dst == nil || s == nil || !(s.Alpha > 0) || !(s.Scale > 0) {
		return
	}
	fx := math.Abs(s.FlipX)
	if fx < 1e-3 {
		return
	}
	alpha := float32(math.Min(s.Alpha, 1))
	img := a.back
	if s.FaceUp && s.Card.Valid() {
		img = a.faces[s.Card.Index()]
	}
	k := a.view / a.scale
	sx, sy := k*s.Scale*fx, k*s.Scale
	cx, cy := s.X*a.view, s.Y*a.view
	if s.Rot == 0 && sx == 1 && sy == 1 {
		cx = math.Round(cx-float64(a.pw)/2) + float64(a.pw)/2
		cy = math.Round(cy-float64(a.ph)/2) + float64(a.ph)/2
	}
	sin, cos := 0.0, 1.0
	if s.Rot != 0 {
		sin, cos = math.Sincos(s.Rot)
	}
	n := 0
	if !s.NoShadow {
		lift := Clamp01(s.Lift)
		grow := 1 + 0.06*lift
		off := (1.2 + 7*lift) * a.view * s.Scale
		sa := alpha * float32(0.55-0.25*lift)
		n = a.quad(n, a.shadow, sx*grow, sy*grow, sin, cos, cx+off*0.6, cy+off, sa, sa, sa, sa)
	}
	c := alpha
	if s.Dim {
		c *= dimFactor
	}
	n = a.quad(n, img, sx, sy, sin, cos, cx, cy, c, c, c, alpha)
	if s.Highlight != nil {
		r, g, b, al := s.Highlight.RGBA()
		n = a.quad(n, a.ring, sx, sy, sin, cos, cx, cy,
			alpha*float32(r)/0xffff, alpha*float32(g)/0xffff, alpha*float32(b)/0xffff, alpha*float32(al)/0xffff)
	}
	a.tri.Filter = ebiten.FilterLinear
	a.tri.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
	dst.DrawTriangles(a.vs[:n*4], quadIndices[:n*6], a.img, &a.tri)
}

// DrawSlot draws the empty pile place centred at logical (x, y).
func (a *TriplesAtlas) DrawSlot(dst *ebiten.Image, x, y, scale, alpha float64) {
	if dst == nil || !(alpha > 0) || !(scale > 0) {
		return
	}
	k := a.view / a.scale * scale
	al := float32(math.Min(alpha, 1))
	n := a.quad(0, a.slot, k, k, 0, 1, x*a.view, y*a.view, al, al, al, al)
	a.tri.Filter = ebiten.FilterLinear
	a.tri.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
	dst.DrawTriangles(a.vs[:n*4], quadIndices[:n*6], a.img, &a.tri)
}

func (a *TriplesAtlas) quad(n int, img *ebiten.Image, sx, sy, sin, cos, cx, cy float64, r, g, b, al float32) int {
	rc := img.Bounds()
	hw, hh := float64(rc.Dx())/2, float64(rc.Dy())/2
	v := a.vs[n*4 : n*4+4]
	for i := range v {
		lx, ly := -hw, -hh
		srcX, srcY := rc.Min.X, rc.Min.Y
		if i&1 == 1 {
			lx, srcX = hw, rc.Max.X
		}
		if i&2 == 2 {
			ly, srcY = hh, rc.Max.Y
		}
		dx, dy := lx*sx, ly*sy
		v[i] = ebiten.Vertex{
			DstX: float32(cx + dx*cos - dy*sin), DstY: float32(cy + dx*sin + dy*cos),
			SrcX: float32(srcX), SrcY: float32(srcY),
			ColorR: r, ColorG: g, ColorB: b, ColorA: al,
		}
	}
	return n + 1
}

// triplesShape adds shape sh as a closed path of radius about 1 around (0, 0) in the
// pen's unit coordinates.
func triplesShape(q *pen, sh triples.Shape) {
	switch sh {
	case triples.Heart:
		q.move(0, 0.92)
		q.cubic(-0.3, 0.66, -1.0, 0.2, -1.0, -0.32)
		q.cubic(-1.0, -0.82, -0.34, -1.04, 0, -0.56)
		q.cubic(0.34, -1.04, 1.0, -0.82, 1.0, -0.32)
		q.cubic(1.0, 0.2, 0.3, 0.66, 0, 0.92)
		q.close()
	case triples.Star:
		q.star(0, 0.08, 5, 1.08, 0.46)
	case triples.Circle:
		q.circle(0, 0, 0.9)
	case triples.Square:
		q.roundRect(-0.8, -0.8, 1.6, 1.6, 0.12)
	case triples.Triangle:
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
func triplesFace(b *faceBuilder, layer *ebiten.Image, ox, oy float64, c triples.Card) {
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
		b.text("+2 DRAW", CardW/2, tFootY+5, 10.5, 0.92, color.RGBA{0xff, 0xff, 0xff, 0xff})
	} else {
		b.text(upper(c.Colour.Name()), CardW/2+4, tFootY+4, 8.5, 1, col.Ink)
	}
}

func upper(s string) string {
	out := []byte(s)
	for i, ch := range out {
		if ch >= 'a' && ch <= 'z' {
			out[i] = ch - 'a' + 'A'
		}
	}
	return string(out)
}

// triplesPattern paints the colour's pattern over the shapes already on the layer
// (source-atop: only where a shape is).
func triplesPattern(b *faceBuilder, col triples.Colour, xy [][2]float64, r float64, sh triples.Shape) {
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	q := b.cardPen()
	x0, x1 := tMidX-40.0, tMidX+40.0
	y0, y1 := tMidY-52.0, tMidY+52.0
	switch col {
	case triples.Red:
		return
	case triples.Blue:
		for y := y0; y < y1; y += 5.2 {
			q.roundRect(x0, y, x1-x0, 2.4, 0)
		}
	case triples.Green:
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
	case triples.Yellow:
		// Checks in the dark ink: light yellow needs the contrast in greyscale.
		white = TriplesColours[triples.Yellow].Ink
		const k = 4.2
		for j, y := 0, y0; y < y1; j, y = j+1, y+k {
			for i, x := 0, x0; x < x1; i, x = i+1, x+k {
				if (i+j)%2 == 0 {
					q.roundRect(x, y, k, k, 0)
				}
			}
		}
	case triples.Purple:
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
