package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// This file holds the plumbing the three card atlases (Atlas, TriplesAtlas, TWAtlas)
// share: the texture laid out as a grid of cells, and the vertex batch their DrawCard
// and DrawSlot fill and flush in one draw call.

// cellGrid is an atlas texture laid out as a grid of cells, each a card plus a margin of
// ep pixels on every side and a 1-pixel gutter, all in atlas pixels. Cells are painted
// one at a time on a cell-sized scratch image and copied in: Ebitengine anti-aliases on
// a double-size buffer covering everything drawn on the destination since the last
// flush, so painting straight onto the big atlas would make every shape cost as much as
// the whole atlas.
type cellGrid struct {
	img        *ebiten.Image
	pw, ph, ep int // card size and cell margin
	cw, ch     int // cell size
	cols       int
	scratch    *ebiten.Image // nil once releaseScratch has run
	cp         ebiten.DrawImageOptions
}

// newCellGrid makes the texture for count cells at scale s (device pixels per logical
// pixel), cols cells a row (0: about as many rows as columns), and the scratch image.
func newCellGrid(s float64, count, cols int) cellGrid {
	var g cellGrid
	g.pw = int(math.Ceil(CardW*s - 1e-9))
	g.ph = int(math.Ceil(CardH*s - 1e-9))
	g.ep = int(math.Ceil(cellMargin * s))
	g.cw, g.ch = g.pw+2*g.ep+2, g.ph+2*g.ep+2
	if cols <= 0 {
		cols = int(math.Ceil(math.Sqrt(float64(count) * float64(g.ch) / float64(g.cw))))
	}
	g.cols = cols
	rows := (count + cols - 1) / cols
	g.img = ebiten.NewImage(cols*g.cw, rows*g.ch)
	g.scratch = ebiten.NewImage(g.cw, g.ch)
	return g
}

// corner is where the card's top-left corner lies on the scratch image, in atlas pixels.
func (g *cellGrid) corner() (ox, oy float64) { return float64(1 + g.ep), float64(1 + g.ep) }

// origin is the card's top-left corner inside cell i, in atlas pixels.
func (g *cellGrid) origin(i int) (int, int) {
	return (i%g.cols)*g.cw + 1 + g.ep, (i/g.cols)*g.ch + 1 + g.ep
}

// cardRect is the card-sized sub-image of cell i.
func (g *cellGrid) cardRect(i int) *ebiten.Image {
	x, y := g.origin(i)
	return g.img.SubImage(image.Rect(x, y, x+g.pw, y+g.ph)).(*ebiten.Image)
}

// extRect is the sub-image of cell i with its margin (for the ring and the shadow).
func (g *cellGrid) extRect(i int) *ebiten.Image {
	x, y := g.origin(i)
	return g.img.SubImage(image.Rect(x-g.ep, y-g.ep, x+g.pw+g.ep, y+g.ph+g.ep)).(*ebiten.Image)
}

// paint clears the scratch image, lets draw paint on it and copies it into cell i.
func (g *cellGrid) paint(i int, draw func()) {
	g.scratch.Clear()
	draw()
	g.cp.GeoM.Reset()
	g.cp.GeoM.Translate(float64((i%g.cols)*g.cw), float64((i/g.cols)*g.ch))
	g.img.DrawImage(g.scratch, &g.cp)
}

// paintOverlays paints the empty-pile slot, the highlight ring and the shadow into the
// given cells and returns their sub-images (the slot card-sized, the others with margin).
func (g *cellGrid) paintOverlays(b *faceBuilder, slotCell, ringCell, shadowCell int) (slot, ring, shadow *ebiten.Image) {
	ox, oy := g.corner()
	g.paint(slotCell, func() { b.slot(ox, oy) })
	g.paint(ringCell, func() { b.ring(ox, oy, ringGap, ringWidth) })
	g.paint(shadowCell, func() { b.shadow(ox, oy, shadowBlur) })
	return g.cardRect(slotCell), g.extRect(ringCell), g.extRect(shadowCell)
}

// releaseScratch frees the scratch image once every cell is painted.
func (g *cellGrid) releaseScratch() {
	g.scratch.Deallocate()
	g.scratch = nil
}

// dispose frees the texture.
func (g *cellGrid) dispose() {
	if g.img != nil {
		g.img.Deallocate()
	}
}

// viewOr is v as a view scale, or scale when v is not a positive finite number.
func viewOr(v, scale float64) float64 {
	if !(v > 0) || math.IsInf(v, 0) {
		return scale
	}
	return v
}

// dimFactor is how much Dim darkens a card's colours.
const dimFactor = 0.55

// maxQuads is the most layers one card draws: shadow, card, wild ring, badge, outline.
const maxQuads = 5

// quadIndices are the triangle indices of maxQuads quads of 4 vertices each.
var quadIndices = func() [maxQuads * 6]uint16 {
	var is [maxQuads * 6]uint16
	for q := 0; q < maxQuads; q++ {
		b := uint16(q * 4)
		copy(is[q*6:], []uint16{b, b + 1, b + 2, b + 1, b + 3, b + 2})
	}
	return is
}()

// spritePose is where and how a card sprite is drawn, whatever deck it is from: the
// fields every sprite type has (see CardSprite for their meaning and units).
type spritePose struct {
	X, Y, Rot, Scale, FlipX, Alpha, Lift float64
	Dim, NoShadow                        bool
}

// quadBatch collects the quads of one card (or slot) and draws them from the atlas
// texture in one DrawTriangles call, without allocating. begin sets up a card's
// placement and adds its shadow; layer and outline add the layers above it; flush draws.
type quadBatch struct {
	vs  [maxQuads * 4]ebiten.Vertex
	n   int
	tri ebiten.DrawTrianglesOptions
	// placement of the current card: scale, turn and centre in destination pixels
	sx, sy, sin, cos, cx, cy float64
	alpha, tint              float32 // opacity, and colour scale of the card layers
}

// begin resets the batch for a card posed as p, drawn from an atlas of the given scale
// with pw × ph-pixel cards onto a destination of view pixels per logical pixel, and adds
// the card's shadow (unless p.NoShadow). snap puts an axis-aligned card at its natural
// size on whole pixels. It reports false (and adds nothing) when the card is not seen: a
// zero Alpha, Scale or FlipX.
func (q *quadBatch) begin(p *spritePose, view, scale float64, pw, ph int, snap bool, shadow *ebiten.Image) bool {
	q.n = 0
	if !(p.Alpha > 0) || !(p.Scale > 0) {
		return false
	}
	fx := math.Abs(p.FlipX)
	if fx < 1e-3 {
		return false
	}
	alpha := float32(math.Min(p.Alpha, 1))
	k := view / scale // atlas pixels → destination pixels at Scale 1
	q.sx, q.sy = k*p.Scale*fx, k*p.Scale
	q.cx, q.cy = p.X*view, p.Y*view
	if snap && p.Rot == 0 && q.sx == 1 && q.sy == 1 {
		q.cx = math.Round(q.cx-float64(pw)/2) + float64(pw)/2
		q.cy = math.Round(q.cy-float64(ph)/2) + float64(ph)/2
	}
	q.sin, q.cos = 0.0, 1.0
	if p.Rot != 0 {
		q.sin, q.cos = math.Sincos(p.Rot)
	}
	if !p.NoShadow {
		lift := Clamp01(p.Lift)
		grow := 1 + 0.06*lift
		off := (1.2 + 7*lift) * view * p.Scale
		sa := alpha * float32(0.55-0.25*lift)
		q.quad(shadow, q.sx*grow, q.sy*grow, q.sin, q.cos, q.cx+off*0.6, q.cy+off, sa, sa, sa, sa)
	}
	q.alpha, q.tint = alpha, alpha
	if p.Dim {
		q.tint *= dimFactor
	}
	return true
}

// layer adds img (face, back or card-sized overlay) over the card, dimmed with it.
func (q *quadBatch) layer(img *ebiten.Image) {
	c := q.tint
	q.quad(img, q.sx, q.sy, q.sin, q.cos, q.cx, q.cy, c, c, c, q.alpha)
}

// outline adds the highlight ring in colour clr (nothing for a transparent colour).
func (q *quadBatch) outline(ring *ebiten.Image, clr color.RGBA) {
	if clr.A == 0 {
		return
	}
	r, g, b, al := clr.RGBA()
	alpha := q.alpha
	q.quad(ring, q.sx, q.sy, q.sin, q.cos, q.cx, q.cy,
		alpha*float32(r)/0xffff, alpha*float32(g)/0xffff, alpha*float32(b)/0xffff, alpha*float32(al)/0xffff)
}

// placeSlot resets the batch to the empty-pile image centred at logical (x, y), scale 1 = a
// card's size, opacity alpha; it reports false when nothing is seen.
func (q *quadBatch) placeSlot(img *ebiten.Image, view, atlasScale, x, y, scale, alpha float64) bool {
	q.n = 0
	if !(alpha > 0) || !(scale > 0) {
		return false
	}
	k := view / atlasScale * scale
	al := float32(math.Min(alpha, 1))
	q.quad(img, k, k, 0, 1, x*view, y*view, al, al, al, al)
	return true
}

// quad adds atlas sub-image img centred at destination pixel (cx, cy), scaled by
// (sx, sy), turned by the angle whose sine and cosine are given, with a premultiplied
// colour scale.
func (q *quadBatch) quad(img *ebiten.Image, sx, sy, sin, cos, cx, cy float64, r, g, b, al float32) {
	rc := img.Bounds()
	hw, hh := float64(rc.Dx())/2, float64(rc.Dy())/2
	v := q.vs[q.n*4 : q.n*4+4]
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
	q.n++
}

// flush draws the collected quads from the atlas texture src onto dst (filtered
// linearly, premultiplied colour scales) and empties the batch.
func (q *quadBatch) flush(dst, src *ebiten.Image) {
	q.tri.Filter = ebiten.FilterLinear
	q.tri.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
	dst.DrawTriangles(q.vs[:q.n*4], quadIndices[:q.n*6], src, &q.tri)
	q.n = 0
}
