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
	cellGrid
	quadBatch
	opts         AtlasOptions
	scale, view  float64
	faces        [4][13]*ebiten.Image
	backs        [2]*ebiten.Image
	slot         *ebiten.Image
	ring, shadow *ebiten.Image // card + margin
	wildRing     *ebiten.Image // card-sized overlays
	badge        *ebiten.Image
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
// of milliseconds of CPU (see BenchmarkNewAtlas); DrawAtlas draws it a cell at a time.
func NewAtlas(opt AtlasOptions) *Atlas { return DrawAtlas(opt).Finish() }

// DrawAtlas is NewAtlas a cell at a time: each Step of the Drawing paints one card face,
// back or overlay, so that the work can be spread over frames.
func DrawAtlas(opt AtlasOptions) *Drawing[*Atlas] {
	s := clampScale(opt.Scale)
	opt.Scale = s
	if opt.Back != BackRed {
		opt.Back = BackBlue
	}
	a := &Atlas{opts: opt, scale: s, view: s, cellGrid: newCellGrid(s, cellCount, 0)}
	d := &Drawing[*Atlas]{at: a}
	b := newFaceBuilder(newPainter(a.scratch), s, opt.FourColour)
	ox, oy := a.corner()
	for si, suit := range cards.Suits {
		for r := cards.Ace; r <= cards.King; r++ {
			i := si*13 + int(r) - 1
			c := cards.Card{Rank: r, Suit: suit}
			d.add(func() {
				a.paint(i, func() { b.face(ox, oy, c) })
				a.faces[si][r-1] = a.cardRect(i)
			})
		}
	}
	for k := 0; k < 2; k++ {
		d.add(func() {
			a.paint(cellBack0+k, func() { b.back(ox, oy, k) })
			a.backs[k] = a.cardRect(cellBack0 + k)
		})
	}
	d.add(func() { a.slot, a.ring, a.shadow = a.paintOverlays(b, cellSlot, cellRing, cellShadow) })
	d.add(func() {
		a.paint(cellWildRing, func() { b.wildRing(ox, oy) })
		a.wildRing = a.cardRect(cellWildRing)
		a.paint(cellBadge, func() { b.badge(ox, oy, WildBadgeX, WildBadgeY) })
		a.badge = a.cardRect(cellBadge)
	})
	d.then(a.releaseScratch)
	return d
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
func (a *Atlas) SetViewScale(v float64) { a.view = viewOr(v, a.scale) }

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
	if a != nil {
		a.dispose()
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
	// Highlight, if not transparent, draws an outline of that colour around the card
	// (melds, selection, legal plays).
	Highlight color.RGBA
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

// DrawCard draws s onto dst: its shadow, the face or back, the wild marker and the
// highlight outline, in one draw call from the atlas texture (so consecutive cards
// batch into one GPU command). dst is in destination pixels: logical positions and
// sizes are multiplied by ViewScale(). Axis-aligned cards at their natural size are
// snapped to whole pixels, so they are copied texel for texel; anything turned, scaled
// or squashed is filtered linearly. DrawCard itself does not allocate. A nil dst or s, a
// zero Alpha, Scale or FlipX draws nothing; a face-up card that is not valid shows its
// back. The wild marker is only drawn on a face-up card.
func (a *Atlas) DrawCard(dst *ebiten.Image, s *CardSprite) {
	if dst == nil || s == nil {
		return
	}
	p := spritePose{X: s.X, Y: s.Y, Rot: s.Rot, Scale: s.Scale, FlipX: s.FlipX, Alpha: s.Alpha,
		Lift: s.Lift, Dim: s.Dim, NoShadow: s.NoShadow}
	if !a.begin(&p, a.view, a.scale, a.pw, a.ph, true, a.shadow) {
		return
	}
	img := a.backs[a.opts.Back]
	if s.AltBack {
		img = a.backs[1-a.opts.Back]
	}
	faceUp := s.FaceUp && s.Card.Valid()
	if faceUp {
		img = a.faces[s.Card.Suit-1][s.Card.Rank-1]
	}
	a.layer(img)
	if faceUp && s.Wild {
		a.layer(a.wildRing)
		a.layer(a.badge)
	}
	a.outline(a.ring, s.Highlight)
	a.flush(dst, a.img)
}

// DrawSlot draws the empty pile place centred at logical (x, y) at the given scale
// (1 = a card's size) and opacity. It does not allocate.
func (a *Atlas) DrawSlot(dst *ebiten.Image, x, y, scale, alpha float64) {
	if dst != nil && a.placeSlot(a.slot, a.view, a.scale, x, y, scale, alpha) {
		a.flush(dst, a.img)
	}
}
