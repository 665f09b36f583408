package sprites

import (
	"image/color"
	"math"

	"parlor/gameplay/cards/tricard"
	"parlor/gameplay/cards/twcard"
)

// This file draws the Third Wheel deck (docs/rules/thirdwheel.md#the-deck): 52 suit
// cards (Heart, Flowers, Ring, Disco, ranks 1..13), the Wild (a jester) and the four
// action cards. Every suit card shows its rank big in the corner and again small
// upside down, the suit drawn large in the middle and the suit's name at the foot, so
// the rank reads at a glance and the suit reads without colour. The Wild and the
// action cards say what they are in words.

// TWSuitColour is the printed colour of each suit, indexed by twcard.Suit (index 0
// unused): Heart red, Flowers green, Ring gold, Disco purple.
var TWSuitColour = [5]color.RGBA{
	{},
	{0xc8, 0x24, 0x2c, 0xff},
	{0x1f, 0x7a, 0x3a, 0xff},
	{0xa8, 0x6a, 0x00, 0xff},
	{0x6a, 0x2c, 0xa8, 0xff},
}

// twActionColour is the band colour of the Wild and each action card.
var twActionColour = map[twcard.Card]color.RGBA{
	twcard.Wild:    {0x1a, 0x1a, 0x22, 0xff},
	twcard.Hike:    {0x1c, 0x5e, 0x8c, 0xff},
	twcard.Silence: {0x44, 0x44, 0x52, 0xff},
	twcard.Talk:    {0xb4, 0x4a, 0x12, 0xff},
	twcard.Room:    {0x2c, 0x74, 0x6a, 0xff},
}

// TWAtlas is the Third Wheel deck's atlas: a face in cell v for each card value v
// 1..57 (cell 0 stays empty), then the back, the slot, the ring and the shadow.
type TWAtlas = DeckAtlas[twcard.Card]

// TWSprite is one Third Wheel card as the table shows it.
type TWSprite = DeckSprite[twcard.Card]

// NewTWAtlas draws the Third Wheel deck at scale device pixels per logical pixel
// (clamped to [MinScale, MaxTriplesScale]; 0 means 1), its words in English.
func NewTWAtlas(scale float64) *TWAtlas { return DrawTWAtlas(scale, TWWords{}).Finish() }

// DrawTWAtlas is NewTWAtlas a cell at a time (Drawing), its faces printing words w
// (TWWords: the language on's; an empty word prints the English).
func DrawTWAtlas(scale float64, w TWWords) *Drawing[*TWAtlas] {
	words := newTWText(w)
	cell := func(c twcard.Card) int {
		if c.Valid() {
			return int(c)
		}
		return -1
	}
	return drawDeckAtlas(scale, 1, int(twcard.Room)+1, cell, false, BackRed, func(_ *TWAtlas, b *faceBuilder, ox, oy float64, i int) {
		twFace(b, ox, oy, twcard.Card(i), &words)
	})
}

// twSuitShape fills suit symbol s of radius about w centred at (cx, cy) in colour clr.
func twSuitShape(b *faceBuilder, s twcard.Suit, cx, cy, w float64, clr color.Color) {
	switch s {
	case twcard.Heart:
		q := b.local(cx, cy, w, 0)
		triplesShape(q, tricard.Heart) // the same heart as Triples'
		b.pt.fill(q, clr)
	case twcard.Flowers:
		// Five round petals and a pale heart.
		q := b.local(cx, cy, w, 0)
		for i := 0; i < 5; i++ {
			a := -math.Pi/2 + float64(i)*2*math.Pi/5
			q.circle(0.52*math.Cos(a), 0.52*math.Sin(a), 0.42)
		}
		b.pt.fill(q, clr)
		q = b.local(cx, cy, w, 0)
		q.circle(0, 0, 0.26)
		b.pt.fill(q, color.RGBA{0xf6, 0xd8, 0x4a, 0xff})
	case twcard.Ring:
		// A band with a diamond on top.
		q := b.local(cx, cy, w, 0)
		q.circle(0, 0.22, 0.72)
		q.circle(0, 0.22, 0.5)
		b.pt.fillEvenOdd(q, clr)
		q = b.local(cx, cy, w, 0)
		q.polygon(0, -0.3, 0.36, -0.66, 0.2, -0.98, -0.2, -0.98, -0.36, -0.66)
		b.pt.fill(q, color.RGBA{0x5c, 0xb8, 0xe6, 0xff})
		q = b.local(cx, cy, w, 0)
		q.polygon(0, -0.3, 0.36, -0.66, 0.2, -0.98, -0.2, -0.98, -0.36, -0.66)
		b.pt.stroke(q, 1.2*b.s, clr)
	case twcard.Disco:
		// A mirror ball: a disc crossed by a grid, and a sparkle.
		q := b.local(cx, cy, w, 0)
		q.circle(0, 0.08, 0.84)
		b.pt.fill(q, clr)
		light := color.RGBA{0xe8, 0xdc, 0xf6, 0xff}
		for _, y := range []float64{-0.4, 0.08, 0.56} {
			hw := math.Sqrt(math.Max(0, 0.84*0.84-(y-0.08)*(y-0.08)))
			q = b.local(cx, cy, w, 0)
			q.move(-hw, y)
			q.line(hw, y)
			b.pt.stroke(q, 0.9*b.s, light)
		}
		for _, x := range []float64{-0.42, 0, 0.42} {
			hh := math.Sqrt(math.Max(0, 0.84*0.84-x*x))
			q = b.local(cx, cy, w, 0)
			q.move(x, 0.08-hh)
			q.line(x, 0.08+hh)
			b.pt.stroke(q, 0.9*b.s, light)
		}
		q = b.local(cx, cy, w, 0)
		q.star(0.72, -0.72, 4, 0.34, 0.1)
		b.pt.fill(q, color.RGBA{0xf6, 0xd8, 0x4a, 0xff})
	}
}

// twJester fills a jester's three-pointed cap with bells, radius about w.
func twJester(b *faceBuilder, cx, cy, w float64) {
	red, gold, ink := color.RGBA{0xc8, 0x24, 0x2c, 0xff}, color.RGBA{0xf2, 0xb8, 0x1a, 0xff}, color.RGBA{0x1a, 0x1a, 0x22, 0xff}
	q := b.local(cx, cy, w, 0)
	q.polygon(-0.9, 0.5, -0.95, -0.7, -0.3, 0.2)
	b.pt.fill(q, red)
	q = b.local(cx, cy, w, 0)
	q.polygon(-0.35, 0.3, 0, -0.95, 0.35, 0.3)
	b.pt.fill(q, gold)
	q = b.local(cx, cy, w, 0)
	q.polygon(0.3, 0.2, 0.95, -0.7, 0.9, 0.5)
	b.pt.fill(q, red)
	q = b.local(cx, cy, w, 0)
	q.roundRect(-1, 0.38, 2, 0.4, 0.12)
	b.pt.fill(q, ink)
	q = b.local(cx, cy, w, 0)
	q.circle(-0.95, -0.74, 0.16)
	q.circle(0, -1.0, 0.16)
	q.circle(0.95, -0.74, 0.16)
	b.pt.fill(q, gold)
	q = b.local(cx, cy, w, 0)
	q.circle(-0.95, -0.74, 0.16)
	q.circle(0, -1.0, 0.16)
	q.circle(0.95, -0.74, 0.16)
	b.pt.stroke(q, 1*b.s, ink)
}

// twFace paints c at the cell whose card corner is atlas pixel (ox, oy), its words
// from w.
func twFace(b *faceBuilder, ox, oy float64, c twcard.Card, w *twText) {
	b.place(ox, oy, false)
	b.blank(paper)
	if c.IsSuit() {
		col := TWSuitColour[c.Suit()]
		q := b.cardPen()
		q.roundRect(3.5, 3.5, CardW-7, CardH-7, cornerR-2)
		b.pt.stroke(q, 2.4*b.s, col)
		rank := itoa(c.Rank())
		cond := 1.0
		if len(rank) > 1 {
			cond = 0.82
		}
		b.text(rank, 22, 38, 28, cond, col)
		twSuitShape(b, c.Suit(), 22, 54, 8, col)
		twSuitShape(b, c.Suit(), CardW/2+8, 80, 26, col)
		b.place(ox, oy, true)
		b.text(rank, 16, 24, 14, cond, col)
		b.place(ox, oy, false)
		b.line(w.suits[c.Suit()], 0, 42, 126, twSuitLine, col)
		return
	}
	band := twActionColour[c]
	q := b.cardPen()
	q.roundRect(3.5, 3.5, CardW-7, CardH-7, cornerR-2)
	b.pt.stroke(q, 2.4*b.s, band)
	if c == twcard.Wild {
		name := w.names[c]
		b.text(initial(name.Lines[0]), 18, 34, 22, 1, band)
		b.text("14", 18, 52, 11, 1, band)
		twJester(b, CardW/2+10, 80, 28)
		q = b.cardPen()
		q.roundRect(8, 108, CardW-16, 22, 6)
		b.pt.fill(q, band)
		b.line(name, 0, CardW/2, 118+6*name.Fit, twWildLine, color.RGBA{0xff, 0xff, 0xff, 0xff})
		return
	}
	q = b.cardPen()
	q.roundRect(8, 8, CardW-16, 44, 6)
	b.pt.fill(q, band)
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	// Two lines centred in the band (at full size, baselines 26 and 44), or one word.
	name := w.names[c]
	if k := name.Fit; len(name.Lines) == 2 {
		b.line(name, 0, CardW/2, 30-4*k, twBandLine1, white)
		b.line(name, 1, CardW/2, 30+14*k, twBandLine2, white)
	} else {
		b.line(name, 0, CardW/2, 30+5.5*k, twBandLine2, white)
	}
	// A small icon for each action.
	switch c {
	case twcard.Hike:
		q = b.local(CardW/2, 88, 22, 0)
		q.polygon(-0.9, -0.2, 0.2, -0.2, 0.2, -0.7, 1, 0.05, 0.2, 0.8, 0.2, 0.3, -0.9, 0.3)
		b.pt.fill(q, band)
	case twcard.Silence:
		for i := -1; i <= 1; i++ {
			q = b.local(CardW/2+float64(i)*18, 88, 6, 0)
			q.circle(0, 0, 1)
			b.pt.fill(q, band)
		}
	case twcard.Talk:
		q = b.local(CardW/2, 86, 24, 0)
		q.roundRect(-1, -0.75, 2, 1.3, 0.35)
		q.polygon(-0.5, 0.5, -0.7, 1.0, -0.1, 0.5)
		b.pt.fill(q, band)
	case twcard.Room:
		q = b.local(CardW/2, 88, 22, 0)
		q.polygon(-1, -0.35, 0.4, -0.35, 0.4, -0.75, 1, -0.2, 0.4, 0.35, 0.4, -0.05, -1, -0.05)
		b.pt.fill(q, band)
		q = b.local(CardW/2, 88, 22, math.Pi)
		q.polygon(-1, -0.35, 0.4, -0.35, 0.4, -0.75, 1, -0.2, 0.4, 0.35, 0.4, -0.05, -1, -0.05)
		b.pt.fill(q, band)
	}
	b.line(w.points, 0, CardW/2, 126, twFootLine, band)
}

// initial is s's first letter ("" for an empty s).
func initial(s string) string {
	for _, r := range s {
		return string(r)
	}
	return ""
}

func itoa(n int) string {
	if n >= 10 {
		return string(rune('0'+n/10)) + string(rune('0'+n%10))
	}
	return string(rune('0' + n))
}
