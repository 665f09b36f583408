package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// DeckAtlas holds every face of one game's own deck (Third Wheel, Triples: C is its card
// type), a back, the empty-pile slot, the highlight ring and the shadow in one texture
// drawn in code at a device scale. Build it once (NewTWAtlas, NewTriplesAtlas) and draw
// with DrawCard (one draw call, no allocation). It is used from the game goroutine only.
type DeckAtlas[C any] struct {
	cellGrid
	quadBatch
	scale, view  float64
	cell         func(C) int // the cell of a card's face; -1 for a card that is not valid
	snap         bool        // snap the card to whole destination pixels
	faces        []*ebiten.Image
	back, slot   *ebiten.Image
	ring, shadow *ebiten.Image
}

// DeckSprite is one card of a game's own deck as the table shows it: X, Y its centre in
// logical pixels, Rot radians, Scale 1 = CardW × CardH, FlipX the squash of a flip,
// Alpha 0..1, Highlight an outline colour (transparent: none), Dim and Lift 0..1 (raises the
// shadow).
type DeckSprite[C any] struct {
	Card                    C
	FaceUp                  bool
	X, Y, Rot, Scale, FlipX float64
	Alpha, Lift             float64
	Highlight               color.RGBA
	Dim, NoShadow           bool
}

// drawDeckAtlas draws a deck at scale device pixels per logical pixel (clamped to
// [MinScale, MaxTriplesScale]; 0 means 1) a cell at a time: the faces in cells
// first..faces-1 (face paints cell i's face with its card corner at atlas pixel (ox, oy)),
// then the back of design back and the overlays. cell maps a card to its face's cell.
func drawDeckAtlas[C any](scale float64, first, faces int, cell func(C) int, snap bool, back int,
	face func(a *DeckAtlas[C], b *faceBuilder, ox, oy float64, i int)) *Drawing[*DeckAtlas[C]] {
	s := math.Min(MaxTriplesScale, clampScale(scale))
	a := &DeckAtlas[C]{scale: s, view: s, cell: cell, snap: snap, cellGrid: newCellGrid(s, faces+4, 16),
		faces: make([]*ebiten.Image, faces)}
	d := &Drawing[*DeckAtlas[C]]{at: a}
	b := newFaceBuilder(newPainter(a.scratch), s, false)
	ox, oy := a.corner()
	for i := first; i < faces; i++ {
		d.add(func() {
			a.paint(i, func() { face(a, b, ox, oy, i) })
			a.faces[i] = a.cardRect(i)
		})
	}
	d.add(func() {
		a.paint(faces, func() { b.back(ox, oy, back) })
		a.back = a.cardRect(faces)
	})
	d.add(func() { a.slot, a.ring, a.shadow = a.paintOverlays(b, faces+1, faces+2, faces+3) })
	d.then(a.releaseScratch)
	return d
}

// Scale is the atlas's device scale after clamping.
func (a *DeckAtlas[C]) Scale() float64 { return a.scale }

// SetViewScale sets the destination pixels per logical pixel DrawCard uses (≤ 0 resets
// it to Scale()).
func (a *DeckAtlas[C]) SetViewScale(v float64) { a.view = viewOr(v, a.scale) }

// Face is c's face image (nil for a card that is not valid).
func (a *DeckAtlas[C]) Face(c C) *ebiten.Image {
	if i := a.cell(c); i >= 0 {
		return a.faces[i]
	}
	return nil
}

// Image is the whole atlas texture (for tests and deck screenshots).
func (a *DeckAtlas[C]) Image() *ebiten.Image { return a.img }

// Dispose frees the texture.
func (a *DeckAtlas[C]) Dispose() {
	if a != nil {
		a.dispose()
	}
}

// DrawCard draws s onto dst (shadow, face or back, highlight) in one draw call without
// allocating. A face-up card that is not valid shows its back.
func (a *DeckAtlas[C]) DrawCard(dst *ebiten.Image, s *DeckSprite[C]) {
	if dst == nil || s == nil {
		return
	}
	p := spritePose{X: s.X, Y: s.Y, Rot: s.Rot, Scale: s.Scale, FlipX: s.FlipX, Alpha: s.Alpha,
		Lift: s.Lift, Dim: s.Dim, NoShadow: s.NoShadow}
	if !a.begin(&p, a.view, a.scale, a.pw, a.ph, a.snap, a.shadow) {
		return
	}
	img := a.back
	if i := a.cell(s.Card); s.FaceUp && i >= 0 {
		img = a.faces[i]
	}
	a.layer(img)
	a.outline(a.ring, s.Highlight)
	a.flush(dst, a.img)
}

// DrawSlot draws the empty pile place centred at logical (x, y).
func (a *DeckAtlas[C]) DrawSlot(dst *ebiten.Image, x, y, scale, alpha float64) {
	if dst != nil && a.placeSlot(a.slot, a.view, a.scale, x, y, scale, alpha) {
		a.flush(dst, a.img)
	}
}
