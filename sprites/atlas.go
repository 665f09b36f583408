// Package sprites draws Parlor's playing cards: an atlas of every French face, two back
// designs, the empty pile slot and the markers, drawn in code (vector paths and Go Bold
// outlines) once at start-up at the device scale; the card sprite and its allocation-free
// DrawCard; and the tick-based tweens and easing the table animates with.
//
// Units: positions and sizes given to DrawCard are logical pixels (layout units; a card
// is CardW × CardH of them). The atlas is rendered at Scale device pixels per logical
// pixel, and DrawCard maps logical pixels to the destination by the view scale (by
// default the atlas scale; see SetViewScale), so a card drawn at its natural size on a
// device-pixel screen is copied pixel for pixel and stays crisp.
package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/gameplay/cards"
)

// CardW and CardH are a card's size in logical pixels (layout units).
const (
	CardW = 100
	CardH = 140
)

// Scale limits of an atlas (device pixels per logical pixel). 3 keeps the atlas within
// 4096×4096 pixels, the texture limit of modest GPUs.
const (
	MinScale = 0.5
	MaxScale = 3
)

// cellMargin is the room around a card in each atlas cell, in logical pixels, for the
// highlight ring and the shadow's blur.
const cellMargin = 9.0

// Geometry of the overlays, in logical pixels.
const (
	ringGap    = 1.5 // gap between a card's edge and its highlight ring
	ringWidth  = 4.0 // width of the highlight ring
	shadowBlur = 6.0 // how far the shadow spreads beyond the card
)

// AtlasOptions choose how the atlas is drawn.
type AtlasOptions struct {
	// Scale is the device scale factor: device pixels per logical pixel. The atlas is
	// rendered at CardW*Scale × CardH*Scale pixels per card. 0 (or less, or NaN) means
	// 1; it is clamped to [MinScale, MaxScale].
	Scale float64
	// FourColour prints clubs green and diamonds blue (hearts red, spades black).
	FourColour bool
	// Back is the default back design, BackBlue or BackRed (others mean BackBlue).
	Back int
}

// Atlas holds every card image in one texture. It is built once (NewAtlas) and is
// drawn from with DrawCard; build a new one to change scale or colours (and Dispose the
// old one). An Atlas is used from the game goroutine only (DrawCard reuses its options).
type Atlas struct {
	img          *ebiten.Image
	opts         AtlasOptions
	scale, view  float64
	pw, ph, ep   int // card size and cell margin in atlas pixels
	faces        [4][13]*ebiten.Image
	backs        [2]*ebiten.Image
	slot         *ebiten.Image
	ring, shadow *ebiten.Image // card + margin
	wildRing     *ebiten.Image // card-sized overlays
	badge        *ebiten.Image
	tri          ebiten.DrawTrianglesOptions
	vs           [maxQuads * 4]ebiten.Vertex
}

// cell indices of the non-face images (faces are 0..51: suit-major, Ace..King)
const (
	cellBack0 = 52 + iota
	cellBack1
	cellSlot
	cellRing
	cellShadow
	cellWildRing
	cellBadge
	cellCount
)

func clampScale(s float64) float64 {
	if !(s > 0) || math.IsInf(s, 0) {
		return 1
	}
	return math.Min(MaxScale, math.Max(MinScale, s))
}

// NewAtlas draws the whole deck into a new atlas. It may be called before
// ebiten.RunGame or during the game (drawing is queued to the GPU). It takes a few tens
// of milliseconds of CPU (see BenchmarkNewAtlas).
func NewAtlas(opt AtlasOptions) *Atlas {
	s := clampScale(opt.Scale)
	opt.Scale = s
	if opt.Back != BackRed {
		opt.Back = BackBlue
	}
	a := &Atlas{opts: opt, scale: s, view: s}
	a.pw = int(math.Ceil(CardW*s - 1e-9))
	a.ph = int(math.Ceil(CardH*s - 1e-9))
	a.ep = int(math.Ceil(cellMargin * s))
	cw, ch := a.pw+2*a.ep+2, a.ph+2*a.ep+2
	cols := int(math.Ceil(math.Sqrt(float64(cellCount) * float64(ch) / float64(cw))))
	rows := (cellCount + cols - 1) / cols
	a.img = ebiten.NewImage(cols*cw, rows*ch)

	// origin of the card inside cell i, in atlas pixels
	origin := func(i int) (int, int) {
		return (i%cols)*cw + 1 + a.ep, (i/cols)*ch + 1 + a.ep
	}
	cardRect := func(i int) *ebiten.Image {
		x, y := origin(i)
		return a.img.SubImage(image.Rect(x, y, x+a.pw, y+a.ph)).(*ebiten.Image)
	}
	extRect := func(i int) *ebiten.Image {
		x, y := origin(i)
		return a.img.SubImage(image.Rect(x-a.ep, y-a.ep, x+a.pw+a.ep, y+a.ph+a.ep)).(*ebiten.Image)
	}

	// Each cell is painted on a small scratch image and then copied into the atlas:
	// Ebitengine anti-aliases on a double-size buffer covering everything drawn on the
	// destination since the last flush, so painting straight onto the big atlas would
	// make every shape cost as much as the whole atlas.
	scratch := ebiten.NewImage(cw, ch)
	defer scratch.Deallocate()
	b := newFaceBuilder(newPainter(scratch), s, opt.FourColour)
	ox, oy := float64(1+a.ep), float64(1+a.ep)
	var cp ebiten.DrawImageOptions
	paint := func(i int, draw func()) {
		scratch.Clear()
		draw()
		cp.GeoM.Reset()
		cp.GeoM.Translate(float64((i%cols)*cw), float64((i/cols)*ch))
		a.img.DrawImage(scratch, &cp)
	}
	for si, suit := range cards.Suits {
		for r := cards.Ace; r <= cards.King; r++ {
			i := si*13 + int(r) - 1
			c := cards.Card{Rank: r, Suit: suit}
			paint(i, func() { b.face(ox, oy, c) })
			a.faces[si][r-1] = cardRect(i)
		}
	}
	for d := 0; d < 2; d++ {
		paint(cellBack0+d, func() { b.back(ox, oy, d) })
		a.backs[d] = cardRect(cellBack0 + d)
	}
	paint(cellSlot, func() { b.slot(ox, oy) })
	a.slot = cardRect(cellSlot)
	paint(cellRing, func() { b.ring(ox, oy, ringGap, ringWidth) })
	a.ring = extRect(cellRing)
	paint(cellShadow, func() { b.shadow(ox, oy, shadowBlur) })
	a.shadow = extRect(cellShadow)
	paint(cellWildRing, func() { b.wildRing(ox, oy) })
	a.wildRing = cardRect(cellWildRing)
	paint(cellBadge, func() { b.badge(ox, oy, WildBadgeX, WildBadgeY) })
	a.badge = cardRect(cellBadge)
	return a
}

// Scale is the atlas's device scale (device pixels per logical pixel), after clamping.
func (a *Atlas) Scale() float64 { return a.scale }

// FourColour reports whether the atlas was drawn with the four-colour deck.
func (a *Atlas) FourColour() bool { return a.opts.FourColour }

// Options are the options the atlas was built with (Scale after clamping).
func (a *Atlas) Options() AtlasOptions { return a.opts }

// SetViewScale sets how many destination pixels DrawCard uses per logical pixel
// (positions and sizes): the scale of the screen being drawn on. It defaults to
// Scale(); set it when the screen's scale differs from the atlas's (for example while
// the window is being resized, before a new atlas is built). Values ≤ 0 reset it to
// Scale().
func (a *Atlas) SetViewScale(v float64) {
	if !(v > 0) || math.IsInf(v, 0) {
		v = a.scale
	}
	a.view = v
}

// ViewScale is the current view scale (see SetViewScale).
func (a *Atlas) ViewScale() float64 { return a.view }

// PixelSize is a card's size in atlas pixels (CardW*Scale, CardH*Scale rounded up).
func (a *Atlas) PixelSize() (w, h int) { return a.pw, a.ph }

// Image is the whole atlas texture (for debugging and screenshots of the deck).
func (a *Atlas) Image() *ebiten.Image { return a.img }

// Face is the face image of c (PixelSize big), or nil if c is not a valid card.
func (a *Atlas) Face(c cards.Card) *ebiten.Image {
	if !c.Valid() {
		return nil
	}
	return a.faces[c.Suit-1][c.Rank-1]
}

// Back is the default back design's image (AtlasOptions.Back).
func (a *Atlas) Back() *ebiten.Image { return a.backs[a.opts.Back] }

// BackN is back design d (BackBlue or BackRed; others give the default back).
func (a *Atlas) BackN(d int) *ebiten.Image {
	if d != BackBlue && d != BackRed {
		return a.Back()
	}
	return a.backs[d]
}

// Slot is the empty pile place: a dark card-shaped well with a dashed outline.
func (a *Atlas) Slot() *ebiten.Image { return a.slot }

// WildBadge is a card-sized transparent overlay holding the wild marker (a gold star
// badge at WildBadgeX, WildBadgeY): draw it over a face exactly where the face goes.
func (a *Atlas) WildBadge() *ebiten.Image { return a.badge }

// Dispose frees the atlas texture; the atlas must not be used afterwards.
func (a *Atlas) Dispose() {
	if a != nil && a.img != nil {
		a.img.Deallocate()
	}
}

// CardSprite is one card as the table shows it. The zero value draws nothing (Scale
// and Alpha are 0): start from NewSprite, or set Scale, FlipX and Alpha to 1.
type CardSprite struct {
	Card   cards.Card
	FaceUp bool
	// X, Y is the card's centre in logical pixels.
	X, Y float64
	// Rot turns the card about its centre, in radians (clockwise on screen).
	Rot float64
	// Scale is the card's size: 1 = CardW × CardH logical pixels.
	Scale float64
	// FlipX runs from 1 to -1 during a flip: |FlipX| is the horizontal squash, and the
	// side shown is chosen by FaceUp (the caller swaps it as FlipX crosses 0). The image
	// is never mirrored.
	FlipX float64
	// Alpha is the opacity, 0..1.
	Alpha float64
	// Wild draws the wild marker (the star badge and a gold inner ring) on a face-up card.
	Wild bool
	// Highlight, if not nil, draws an outline of that colour around the card (melds,
	// selection, legal plays).
	Highlight color.Color
	// Dim darkens the card (unplayable or out-of-play cards).
	Dim bool
	// AltBack shows the other back design when face down.
	AltBack bool
	// Lift raises the card off the table, 0..1: its shadow grows, softens and falls
	// further (for cards in flight or picked up).
	Lift float64
	// NoShadow draws no shadow at all.
	NoShadow bool
}

// NewSprite is a card of natural size, unturned and opaque, centred at (x, y).
func NewSprite(c cards.Card, faceUp bool, x, y float64) CardSprite {
	return CardSprite{Card: c, FaceUp: faceUp, X: x, Y: y, Scale: 1, FlipX: 1, Alpha: 1}
}

// Contains reports whether the logical point (x, y) lies on the sprite (its turned,
// scaled and squashed rectangle); used for mouse and touch picking.
func (s *CardSprite) Contains(x, y float64) bool {
	if s == nil || s.Scale <= 0 {
		return false
	}
	dx, dy := x-s.X, y-s.Y
	sin, cos := math.Sincos(-s.Rot)
	lx, ly := dx*cos-dy*sin, dx*sin+dy*cos
	return math.Abs(lx) <= CardW/2*s.Scale*math.Abs(s.FlipX) && math.Abs(ly) <= CardH/2*s.Scale
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

// DrawCard draws s onto dst: its shadow, the face or back, the wild marker and the
// highlight outline, in one draw call from the atlas texture (so consecutive cards
// batch into one GPU command). dst is in destination pixels: logical positions and
// sizes are multiplied by ViewScale(). Axis-aligned cards at their natural size are
// snapped to whole pixels, so they are copied texel for texel; anything turned, scaled
// or squashed is filtered linearly. DrawCard itself does not allocate. A nil dst or s, a
// zero Alpha, Scale or FlipX draws nothing; a face-up card that is not valid shows its
// back. The wild marker is only drawn on a face-up card.
func (a *Atlas) DrawCard(dst *ebiten.Image, s *CardSprite) {
	if dst == nil || s == nil || !(s.Alpha > 0) || !(s.Scale > 0) {
		return
	}
	fx := math.Abs(s.FlipX)
	if fx < 1e-3 {
		return
	}
	alpha := float32(math.Min(s.Alpha, 1))
	img := a.backs[a.opts.Back]
	if s.AltBack {
		img = a.backs[1-a.opts.Back]
	}
	faceUp := s.FaceUp && s.Card.Valid()
	if faceUp {
		img = a.faces[s.Card.Suit-1][s.Card.Rank-1]
	}

	k := a.view / a.scale // atlas pixels → destination pixels at Scale 1
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
	if faceUp && s.Wild {
		n = a.quad(n, a.wildRing, sx, sy, sin, cos, cx, cy, c, c, c, alpha)
		n = a.quad(n, a.badge, sx, sy, sin, cos, cx, cy, c, c, c, alpha)
	}
	if s.Highlight != nil {
		r, g, b, al := s.Highlight.RGBA()
		n = a.quad(n, a.ring, sx, sy, sin, cos, cx, cy,
			alpha*float32(r)/0xffff, alpha*float32(g)/0xffff, alpha*float32(b)/0xffff, alpha*float32(al)/0xffff)
	}
	a.tri.Filter = ebiten.FilterLinear
	a.tri.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
	dst.DrawTriangles(a.vs[:n*4], quadIndices[:n*6], a.img, &a.tri)
}

// quad writes the 4 vertices of quad number n: atlas sub-image img centred at
// destination pixel (cx, cy), scaled by (sx, sy), turned by the angle whose sine and
// cosine are given, with a premultiplied colour scale. It returns n+1.
func (a *Atlas) quad(n int, img *ebiten.Image, sx, sy, sin, cos, cx, cy float64, r, g, b, al float32) int {
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

// DrawSlot draws the empty pile place centred at logical (x, y) at the given scale
// (1 = a card's size) and opacity. It does not allocate.
func (a *Atlas) DrawSlot(dst *ebiten.Image, x, y, scale, alpha float64) {
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
