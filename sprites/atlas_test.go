//go:build display

package sprites

import (
	"image/color"
	"math"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/gameplay/cards"
)

var felt = color.RGBA{0x1d, 0x5c, 0x3b, 0xff}

func card(s string) cards.Card {
	c, err := cards.Parse(s)
	if err != nil {
		panic(err)
	}
	return c
}

// canvas is an offscreen destination whose pixels can be read back.
type canvas struct {
	img *ebiten.Image
	w   int
	pix []byte
}

func newCanvas(w, h int) *canvas {
	img := ebiten.NewImage(w, h)
	img.Fill(felt)
	return &canvas{img: img, w: w, pix: make([]byte, 4*w*h)}
}

func (c *canvas) read() { c.img.ReadPixels(c.pix) }

func (c *canvas) at(x, y float64) color.RGBA {
	i := 4 * (int(y)*c.w + int(x))
	return color.RGBA{c.pix[i], c.pix[i+1], c.pix[i+2], c.pix[i+3]}
}

type check struct {
	what string
	ok   func(color.RGBA) bool
}

var (
	isFelt  = check{"felt", func(p color.RGBA) bool { return near(p, felt, 6) }}
	isPaper = check{"paper", func(p color.RGBA) bool { return near(p, paper, 8) }}
	isRed   = check{"red", func(p color.RGBA) bool { return p.R > 150 && p.G < 70 && p.B < 80 }}
	isBlack = check{"black", func(p color.RGBA) bool { return p.R < 60 && p.G < 60 && p.B < 60 }}
	isGreen = check{"green", func(p color.RGBA) bool { return int(p.G) > int(p.R)+50 && p.G > p.B }}
	isBlue  = check{"blue", func(p color.RGBA) bool { return int(p.B) > int(p.R)+50 && p.B > p.G }}
)

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { return math.Abs(float64(x)-float64(y)) <= float64(tol) }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

func expect(t *testing.T, c *canvas, x, y float64, want check, why string) {
	t.Helper()
	if p := c.at(x, y); !want.ok(p) {
		t.Errorf("%s: pixel (%v, %v) = %v, want %s", why, x, y, p, want.what)
	}
}

func plain(c cards.Card, faceUp bool, x, y float64) *CardSprite {
	s := NewSprite(c, faceUp, x, y)
	s.NoShadow = true
	return &s
}

func TestAtlasGeometry(t *testing.T) {
	needGame(t)
	for _, sc := range []float64{1, 1.5, 2} {
		a := NewAtlas(AtlasOptions{Scale: sc})
		w, h := a.PixelSize()
		if w != int(math.Ceil(CardW*sc)) || h != int(math.Ceil(CardH*sc)) {
			t.Errorf("scale %v: PixelSize %dx%d", sc, w, h)
		}
		for _, suit := range cards.Suits {
			for r := cards.Ace; r <= cards.King; r++ {
				b := a.Face(cards.Card{Rank: r, Suit: suit}).Bounds()
				if b.Dx() != w || b.Dy() != h {
					t.Fatalf("scale %v: face %v is %v", sc, cards.Card{Rank: r, Suit: suit}, b)
				}
			}
		}
		for _, img := range []*ebiten.Image{a.Back(), a.BackN(BackRed), a.Slot(), a.WildBadge()} {
			if b := img.Bounds(); b.Dx() != w || b.Dy() != h {
				t.Errorf("scale %v: image %v, want %dx%d", sc, b, w, h)
			}
		}
		if ab := a.Image().Bounds(); ab.Dx() > 4096 || ab.Dy() > 4096 {
			t.Errorf("scale %v: atlas %v exceeds 4096 pixels", sc, ab)
		}
		a.Dispose()
	}
	if a := NewAtlas(AtlasOptions{Scale: 99}); a.Scale() != MaxScale {
		t.Errorf("scale 99 clamped to %v", a.Scale())
	} else {
		if ab := a.Image().Bounds(); ab.Dx() > 4096 || ab.Dy() > 4096 {
			t.Errorf("max scale: atlas %v exceeds 4096 pixels", ab)
		}
		a.Dispose()
	}
	a := NewAtlas(AtlasOptions{Scale: math.NaN(), Back: 7})
	defer a.Dispose()
	if a.Scale() != 1 || a.ViewScale() != 1 || a.Options().Back != BackBlue {
		t.Errorf("NaN scale / bad back: scale %v view %v back %d", a.Scale(), a.ViewScale(), a.Options().Back)
	}
	if a.Face(cards.Card{}) != nil || a.Face(cards.Card{Rank: 14, Suit: cards.Hearts}) != nil {
		t.Error("Face of an invalid card is not nil")
	}
	if a.BackN(5) != a.Back() || a.BackN(BackRed) == a.Back() {
		t.Error("BackN")
	}
	a.SetViewScale(2.5)
	if a.ViewScale() != 2.5 {
		t.Error("SetViewScale")
	}
	a.SetViewScale(-1)
	if a.ViewScale() != 1 {
		t.Error("SetViewScale(-1) should reset to Scale")
	}
}

func TestDrawCardPixels(t *testing.T) {
	needGame(t)
	a := NewAtlas(AtlasOptions{Scale: 1})
	defer a.Dispose()
	c := newCanvas(800, 400)
	magenta := color.RGBA{0xff, 0, 0xff, 0xff}

	a.DrawCard(c.img, plain(card("AH"), true, 100, 100))
	a.DrawCard(c.img, plain(card("AS"), true, 250, 100))
	a.DrawCard(c.img, plain(card("AH"), false, 400, 100))
	dim := plain(card("AH"), true, 550, 100)
	dim.Dim = true
	a.DrawCard(c.img, dim)
	half := plain(card("AH"), true, 700, 100)
	half.Alpha = 0.5
	a.DrawCard(c.img, half)
	hl := plain(card("AH"), true, 100, 290)
	hl.Highlight = magenta
	hl.Wild = true
	a.DrawCard(c.img, hl)
	rot := plain(card("AH"), true, 280, 290)
	rot.Rot = math.Pi / 2
	a.DrawCard(c.img, rot)
	sq := plain(card("AH"), true, 430, 290)
	sq.FlipX = -0.5
	a.DrawCard(c.img, sq)
	shadowed := NewSprite(card("AH"), true, 560, 290)
	a.DrawCard(c.img, &shadowed)
	a.DrawSlot(c.img, 720, 290, 1, 1)
	zero := &CardSprite{Card: card("AH"), FaceUp: true, X: 650, Y: 200}
	a.DrawCard(c.img, zero)
	invalid := plain(cards.Card{}, true, 720, 290)
	invalid.Alpha = 0 // drawn invisible: must not cover the slot
	a.DrawCard(c.img, invalid)
	c.read()

	// Ace of hearts at (100, 100): red pip in the middle, paper around, felt outside.
	expect(t, c, 100, 100, isRed, "AH centre pip")
	expect(t, c, 100, 50, isPaper, "AH paper above the pip")
	expect(t, c, 50+3, 100, isPaper, "AH paper inside the left edge")
	expect(t, c, 50-2, 100, isFelt, "left of AH")
	expect(t, c, 150+1, 100, isFelt, "right of AH")
	expect(t, c, 100, 170+1, isFelt, "below AH")
	expect(t, c, 50.5, 30.5, isFelt, "AH's rounded top-left corner")
	pipY := indexTop + indexCap + indexPipGap + indexPipW/2
	expect(t, c, 50+indexX, 30+pipY, isRed, "AH corner index pip")
	expect(t, c, 150-indexX, 170-pipY, isRed, "AH turned corner index pip")
	// Ace of spades: black pip.
	expect(t, c, 250, 100, isBlack, "AS centre pip")
	// Face down shows the blue back.
	expect(t, c, 400-30, 100-40, isBlue, "back panel")
	expect(t, c, 400-50+3, 100, isPaper, "back's white border")
	// Dim darkens the paper; half alpha blends it with the felt.
	if p := c.at(550, 50); !(p.R > 110 && p.R < 165 && near(p, color.RGBA{p.R, p.R, p.R - 3, 0xff}, 8)) {
		t.Errorf("dimmed paper = %v, want about 55%% of %v", p, paper)
	}
	if p := c.at(700, 50); !near(p, color.RGBA{(0x1d + 0xfd) / 2, (0x5c + 0xfc) / 2, (0x3b + 0xf7) / 2, 0xff}, 10) {
		t.Errorf("half-alpha paper = %v, want the mean of felt and paper", p)
	}
	// Highlight ring outside the edge; wild badge in the left strip.
	expect(t, c, 50-ringGap-ringWidth/2, 290, check{"magenta", func(p color.RGBA) bool { return p.R > 200 && p.B > 200 && p.G < 90 }}, "highlight ring")
	expect(t, c, 50+WildBadgeX, 220+WildBadgeY+1, check{"gold", func(p color.RGBA) bool { return p.R > 200 && p.G > 150 && p.B < 140 }}, "wild badge star")
	expect(t, c, 50+WildBadgeX, 220+WildBadgeY-wildBadgeR+3, check{"navy", func(p color.RGBA) bool { return p.B > p.R && p.R < 80 }}, "wild badge disc")
	expect(t, c, 50+WildBadgeX, 50+WildBadgeY, isPaper, "no badge on the plain AH")
	// Turned a quarter: 140 wide, 100 tall.
	expect(t, c, 280+65, 290, isPaper, "turned card, inside its long side")
	expect(t, c, 280, 290+55, isFelt, "turned card, beyond its short side")
	// Squashed to half width (FlipX -0.5 is not mirrored, just narrower).
	expect(t, c, 430+20, 290-50, isPaper, "squashed card inside")
	expect(t, c, 430+30, 290, isFelt, "squashed card outside")
	expect(t, c, 430, 290, isRed, "squashed card centre pip")
	// A resting card casts a shadow below and to the right.
	if p := c.at(560+20, 290+70+1); !(p.G < felt.G-8) {
		t.Errorf("shadow below the card = %v, want darker than felt %v", p, felt)
	}
	// The slot is a darker well; the zero sprite and the invisible one drew nothing.
	if p := c.at(720, 290); !(p.G < felt.G-10 && p.G > 20) {
		t.Errorf("slot centre = %v, want darker felt", p)
	}
	expect(t, c, 650, 200, isFelt, "a zero CardSprite draws nothing")
}

func TestFourColourAndScale(t *testing.T) {
	needGame(t)
	for _, sc := range []float64{1, 1.5, 2} {
		a := NewAtlas(AtlasOptions{Scale: sc, FourColour: true})
		if !a.FourColour() {
			t.Fatal("FourColour() false")
		}
		c := newCanvas(int(700*sc), int(200*sc))
		for i, s := range []string{"AC", "AD", "AH", "AS"} {
			a.DrawCard(c.img, plain(card(s), true, 100+float64(i)*150, 100))
		}
		c.read()
		px := func(x, y float64) (float64, float64) { return x * sc, y * sc }
		for i, want := range []check{isGreen, isBlue, isRed, isBlack} {
			x, y := px(100+float64(i)*150, 100)
			expect(t, c, x, y, want, "four-colour ace at scale "+ftoa(sc))
		}
		// the card's edges scale with it
		x, y := px(100-50+2, 100)
		expect(t, c, x, y, isPaper, "inside left edge at scale "+ftoa(sc))
		x, y = px(100-50-1.5, 100)
		expect(t, c, x, y, isFelt, "outside left edge at scale "+ftoa(sc))
		a.Dispose()
	}
	// Two-colour: clubs black, diamonds red.
	a := NewAtlas(AtlasOptions{Scale: 1})
	defer a.Dispose()
	c := newCanvas(400, 200)
	a.DrawCard(c.img, plain(card("AC"), true, 100, 100))
	a.DrawCard(c.img, plain(card("AD"), true, 250, 100))
	c.read()
	expect(t, c, 100, 100, isBlack, "two-colour AC")
	expect(t, c, 250, 100, isRed, "two-colour AD")
}

func TestViewScaleDiffersFromAtlas(t *testing.T) {
	needGame(t)
	a := NewAtlas(AtlasOptions{Scale: 2})
	defer a.Dispose()
	a.SetViewScale(1) // a scale-2 atlas drawn on a scale-1 screen: cards keep their logical size
	c := newCanvas(300, 200)
	a.DrawCard(c.img, plain(card("AH"), true, 100, 100))
	c.read()
	expect(t, c, 100, 100, isRed, "centre")
	expect(t, c, 100-50+3, 100, isPaper, "inside left edge")
	expect(t, c, 100-50-2, 100, isFelt, "outside left edge")
	expect(t, c, 100+50+1, 100, isFelt, "outside right edge")
}

func TestNumberCardPips(t *testing.T) {
	needGame(t)
	// Each pip of the 2..10 of spades is drawn where its layout puts it, and nothing
	// black sits at the centre of cards whose layout leaves it empty.
	a := NewAtlas(AtlasOptions{Scale: 1})
	defer a.Dispose()
	c := newCanvas(1000, 160)
	for r := 2; r <= 10; r++ {
		a.DrawCard(c.img, plain(cards.Card{Rank: cards.Rank(r), Suit: cards.Spades}, true, float64(r-1)*105, 80))
	}
	c.read()
	for r := 2; r <= 10; r++ {
		x0, y0 := float64(r-1)*105-50, 80.0-70
		centre := false
		for _, sp := range pipLayouts[r] {
			x := 50 + float64(sp.col)*(pipColR-50)
			y := pipTop + sp.row*(pipBottom-pipTop)
			expect(t, c, x0+x, y0+y, isBlack, "pip of the "+cards.Rank(r).String()+"S")
			if sp.col == 0 && sp.row == 0.5 {
				centre = true
			}
		}
		if !centre {
			expect(t, c, x0+50, y0+70, isPaper, "empty centre of the "+cards.Rank(r).String()+"S")
		}
	}
}

// tableSprites is a busy six-player table of 156 cards (a three-deck shoe): six
// hands of 13, fanned, turned, some face down, flipping, lifted, highlighted, wild or
// dimmed, and the rest in the stock and the discard pile.
func tableSprites() []CardSprite {
	hl := color.RGBA{0x6c, 0xc4, 0xff, 0xff}
	deck := cards.NewDeck()
	out := make([]CardSprite, 0, 156)
	for seat := 0; seat < 6; seat++ {
		for i := 0; i < 13; i++ {
			c := deck[(seat*13+i)%len(deck)]
			sp := NewSprite(c, seat%2 == 0, 80+float64(i)*22, 90+float64(seat)*60)
			sp.Rot = float64(i-6) * 0.03 * float64(seat%3)
			switch (seat*13 + i) % 7 {
			case 1:
				sp.Wild = true
			case 2:
				sp.Highlight = hl
			case 3:
				sp.Dim = true
			case 4:
				sp.FlipX = 0.35
				sp.Lift = 0.6
			case 5:
				sp.Scale = 0.6
				sp.Alpha = 0.8
			}
			out = append(out, sp)
		}
	}
	// the rest of a three-deck shoe: a face-down stock and a face-up discard pile
	for i := 0; len(out) < 156; i++ {
		sp := NewSprite(deck[i%len(deck)], i%2 == 1, 480+float64(i%2)*110+float64(i/2)*0.3, 240-float64(i/2)*0.3)
		sp.Rot = float64(i%5-2) * 0.02 * float64(i%2)
		out = append(out, sp)
	}
	return out
}

// flush makes the GPU run everything queued on dst (reading a pixel back does).
func flush(dst *ebiten.Image) { dst.At(0, 0) }

// TestDrawCardDoesNotAllocate checks that drawing cards costs no allocation per card.
// DrawCard itself allocates nothing; below it, Ebitengine 2.8.8 allocates one small
// slice (the command's destination-region list) whenever a draw cannot join the
// previous GPU command, and consecutive DrawCard calls always join (one texture, one
// shader, the same uniforms), so a frame of 156 cards costs at most that one
// allocation, the same as a frame of one card.
func TestDrawCardDoesNotAllocate(t *testing.T) {
	needGame(t)
	a := NewAtlas(AtlasOptions{Scale: 1.5})
	defer a.Dispose()
	a.SetViewScale(1.25)
	dst := ebiten.NewImage(640, 480)
	table := tableSprites()
	perFrame := func(cards []CardSprite) uint64 {
		frame := func() {
			for i := range cards {
				a.DrawCard(dst, &cards[i])
			}
			a.DrawSlot(dst, 300, 200, 1, 0.8)
		}
		for i := 0; i < 5; i++ { // warm up
			frame()
			flush(dst)
		}
		// Count allocations while drawing only (not while flushing), over 30 frames;
		// like testing.AllocsPerRun, divide and round down so that a stray allocation
		// on another goroutine cannot fail the test.
		const frames = 30
		var total uint64
		var m0, m1 runtime.MemStats
		for i := 0; i < frames; i++ {
			runtime.ReadMemStats(&m0)
			frame()
			runtime.ReadMemStats(&m1)
			total += m1.Mallocs - m0.Mallocs
			flush(dst)
		}
		return total / frames
	}
	many, one := perFrame(table), perFrame(table[:1])
	if many > 1 || many > one {
		t.Errorf("a frame of %d cards allocates %d times, a frame of 1 card %d times: want at most Ebitengine's one allocation per frame, whatever the number of cards", len(table), many, one)
	}
	s := table[3]
	if n := testing.AllocsPerRun(1000, func() { a.DrawCard(dst, &s) }); n != 0 {
		t.Errorf("DrawCard allocates %v times per call", n)
	}
}

// BenchmarkDrawCard measures a frame of a busy 156-card table (a three-deck shoe): one
// op is 156 DrawCard calls and the GPU flush that ends a frame, timed together (timing
// the calls alone with the flush left out of the clock made the benchmark's op count,
// and its untimed flushes, grow without end at -benchtime=1s). ns/card is the time per
// card; allocs/op is per frame (Ebitengine's one allocation per draw command).
func BenchmarkDrawCard(b *testing.B) {
	needGame(b)
	a := NewAtlas(AtlasOptions{Scale: 1})
	defer a.Dispose()
	dst := ebiten.NewImage(640, 480)
	table := tableSprites()
	for i := range table {
		a.DrawCard(dst, &table[i])
	}
	flush(dst)
	b.ReportAllocs()
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		for i := range table {
			a.DrawCard(dst, &table[i])
		}
		flush(dst)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(table)), "ns/card")
}

func BenchmarkNewAtlas(b *testing.B) {
	needGame(b)
	for _, sc := range []float64{1, 2} {
		b.Run("scale"+ftoa(sc), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				a := NewAtlas(AtlasOptions{Scale: sc})
				a.Image().At(0, 0) // wait for the GPU to finish drawing it
				a.Dispose()
			}
		})
	}
}

func ftoa(f float64) string {
	switch f {
	case 1:
		return "1"
	case 1.5:
		return "1.5"
	case 2:
		return "2"
	}
	return "?"
}

func TestContains(t *testing.T) {
	s := NewSprite(card("AH"), true, 100, 200)
	for _, c := range []struct {
		x, y float64
		want bool
	}{{100, 200, true}, {149, 269, true}, {151, 200, false}, {100, 271, false}, {51, 131, true}} {
		if got := s.Contains(c.x, c.y); got != c.want {
			t.Errorf("upright Contains(%v, %v) = %v", c.x, c.y, got)
		}
	}
	s.Rot = math.Pi / 2 // now 140 wide, 100 tall
	if !s.Contains(165, 200) || s.Contains(100, 260) {
		t.Error("turned card: wrong extent")
	}
	s.Rot, s.Scale, s.FlipX = 0, 0.5, 0.5 // 25 wide, 70 tall
	if s.Contains(115, 200) || !s.Contains(110, 230) || s.Contains(100, 240) {
		t.Error("scaled and squashed card: wrong extent")
	}
	var nilSprite *CardSprite
	if nilSprite.Contains(0, 0) || (&CardSprite{}).Contains(0, 0) {
		t.Error("nil or zero sprite contains a point")
	}
}

func TestNewSprite(t *testing.T) {
	s := NewSprite(card("QS"), true, 3, 4)
	if s.Scale != 1 || s.FlipX != 1 || s.Alpha != 1 || s.X != 3 || s.Y != 4 || !s.FaceUp || s.Card != card("QS") {
		t.Errorf("NewSprite = %+v", s)
	}
}
