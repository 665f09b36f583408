package ui

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"parlor/assets"
	"parlor/internal/words"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/touchtext"
)

// Align tells where a text's anchor point is.
type Align uint8

// Text anchors, horizontally; texts are always vertically centred on the anchor's y.
const (
	Left Align = iota
	Center
	Right
)

// Theme colours shared by every scene.
var (
	Felt       = color.RGBA{0x1d, 0x5c, 0x3b, 0xff}
	FeltDark   = color.RGBA{0x14, 0x44, 0x2b, 0xff}
	FeltLight  = color.RGBA{0x2a, 0x74, 0x4d, 0xff}
	Panel      = color.RGBA{0x10, 0x1c, 0x16, 0xff} // opaque: no text behind shows through
	PanelLine  = color.RGBA{0x4f, 0x7d, 0x63, 0xff}
	Ink        = color.RGBA{0xf4, 0xf1, 0xe6, 0xff}
	InkDim     = color.RGBA{0xb9, 0xc4, 0xbb, 0xff}
	InkFaint   = color.RGBA{0x7d, 0x8f, 0x84, 0xff}
	Gold       = color.RGBA{0xf2, 0xc2, 0x4b, 0xff}
	GoldDark   = color.RGBA{0x8a, 0x6a, 0x1c, 0xff}
	Danger     = color.RGBA{0xe8, 0x5d, 0x4f, 0xff}
	Good       = color.RGBA{0x6f, 0xd3, 0x8b, 0xff}
	Focus      = color.RGBA{0x6c, 0xc4, 0xff, 0xff}
	ButtonFill = color.RGBA{0x27, 0x3d, 0x31, 0xff}
	ButtonHot  = color.RGBA{0x35, 0x55, 0x44, 0xff}
	CycleWell  = color.RGBA{0x17, 0x26, 0x1e, 0xff} // behind a chooser's ‹ value ›
	Shade      = color.RGBA{0x00, 0x00, 0x00, 0xa0}
)

// SeatColours are the colours that tell players apart in charts and name plates.
var SeatColours = [...]color.RGBA{
	{0xf2, 0xc2, 0x4b, 0xff}, {0x6c, 0xc4, 0xff, 0xff}, {0xf0, 0x7c, 0x6c, 0xff},
	{0x9b, 0xe0, 0x7a, 0xff}, {0xd0, 0x90, 0xf0, 0xff}, {0xff, 0xa6, 0x4d, 0xff},
	{0x5d, 0xe0, 0xd0, 0xff}, {0xf5, 0x8c, 0xc8, 0xff}, {0xc8, 0xc8, 0xc8, 0xff},
	{0xb0, 0xa0, 0x70, 0xff},
}

// SeatColour is seat i's colour (it cycles after ten seats).
func SeatColour(i int) color.RGBA {
	return SeatColours[((i%len(SeatColours))+len(SeatColours))%len(SeatColours)]
}

type faceKey struct {
	size float64
	bold bool
}

// Canvas draws in layout units onto a device-pixel screen: every coordinate and size
// given to it is in logical pixels and is multiplied by S. Text is rasterised at the
// device size, so it stays crisp at any window size and device scale factor.
type Canvas struct {
	Dst  *ebiten.Image
	S    float64 // device pixels per layout unit
	W, H float64 // logical size of Dst in layout units
	// DPR is the device pixels per CSS pixel Begin fits the screen with (0 means 1).
	DPR float64
	// Touch: the person plays by touch, so Text, Wrap, Ellipsize and TextWidth take
	// every text in touch words ("tap", no key hints: touchtext.Rewrite).
	Touch bool
	// Rec, when set (a layout test), records every text, box and tap target drawn.
	Rec *LayoutRec
	// Short makes Begin fit a short landscape screen with FitShort (the scene shown has
	// a layout for it), else with Fit.
	Short bool

	faceS float64
	faces map[faceKey]text.Face
	top   text.DrawOptions
	// glyphs and gop are Text's reused layout buffer and glyph options.
	glyphs []text.Glyph
	gop    text.DrawOptions
	iop    ebiten.DrawImageOptions
	wraps  map[wrapKey]string
	wrapS  float64
}

var whitePixel = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// Begin points the canvas at dst (device pixels) for one frame.
func (c *Canvas) Begin(dst *ebiten.Image) {
	c.Dst = dst
	b := dst.Bounds()
	if c.Short {
		c.W, c.H, c.S = FitShort(float64(b.Dx()), float64(b.Dy()), c.DPR)
		return
	}
	c.W, c.H, c.S = Fit(float64(b.Dx()), float64(b.Dy()), c.DPR)
}

// Face returns the Go Regular (or Go Bold) face for a logical size in points of layout
// units, rasterised at the canvas scale; faces are cached per size.
func (c *Canvas) Face(size float64, bold bool) text.Face {
	if c.faces == nil || c.faceS != c.S {
		c.faces = map[faceKey]text.Face{}
		c.faceS = c.S
	}
	k := faceKey{size, bold}
	if f := c.faces[k]; f != nil {
		return f
	}
	var f text.Face
	if bold {
		f = assets.BoldFace(size * c.S)
	} else {
		f = assets.Face(size * c.S)
	}
	c.faces[k] = f
	return f
}

// TextWidth is the width of s in layout units at the given size.
func (c *Canvas) TextWidth(s string, size float64, bold bool) float64 {
	s = c.words(s)
	return text.Advance(s, c.Face(size, bold)) / c.S
}

// words is s as this canvas says it: in touch words when the person plays by touch.
func (c *Canvas) words(s string) string {
	if c.Touch {
		return touchtext.Rewrite(s)
	}
	return s
}

// Text draws s (one or more lines) anchored at (x, y): horizontally by align,
// vertically centred on y.
func (c *Canvas) Text(s string, x, y, size float64, bold bool, align Align, clr color.RGBA) {
	if s = c.words(s); s == "" {
		return
	}
	if c.Rec != nil {
		c.recordText(s, x, y, size, bold, align)
	}
	op := &c.top
	op.GeoM.Reset()
	op.GeoM.Translate(x*c.S, y*c.S)
	op.ColorScale.Reset()
	scaleWith(&op.ColorScale, clr)
	op.LineSpacing = size * 1.35 * c.S
	switch align {
	case Left:
		op.PrimaryAlign = text.AlignStart
	case Center:
		op.PrimaryAlign = text.AlignCenter
	default:
		op.PrimaryAlign = text.AlignEnd
	}
	op.SecondaryAlign = text.AlignCenter
	c.drawText(s, c.Face(size, bold), op)
}

// drawText draws s as text.Draw does, glyph by glyph, but lays it out into the canvas's
// reused glyph buffer (text.Draw makes a new glyph slice on every call). op's GeoM must
// be a translation (Text's is).
func (c *Canvas) drawText(s string, face text.Face, op *text.DrawOptions) {
	c.glyphs = text.AppendGlyphs(c.glyphs[:0], s, face, &op.LayoutOptions)
	gop := &c.gop
	gop.DrawImageOptions = op.DrawImageOptions
	gop.Filter = ebiten.FilterLinear
	for i := range c.glyphs {
		g := &c.glyphs[i]
		if g.Image == nil {
			continue
		}
		// A glyph is drawn unscaled: filtered linearly at the whole pixel that nearest
		// filtering picks for its position (half a pixel rounds up), it looks the same (to within one level
		// of a channel) and is drawn with the same shader as the shapes, so that a frame's
		// shapes and texts go to the GPU as one batch.
		x, y := op.GeoM.Apply(g.X, g.Y)
		gop.GeoM.Reset()
		gop.GeoM.Translate(math.Floor(x+0.5), math.Floor(y+0.5))
		c.Dst.DrawImage(g.Image, &gop.DrawImageOptions)
	}
	// Drop the glyph images' references until the next text.
	clear(c.glyphs)
}

// Clip limits drawing to the rectangle x, y, w, h (layout units) until the returned
// func is called.
func (c *Canvas) Clip(x, y, w, h float64) (restore func()) {
	old := c.Dst
	r := image.Rect(int(x*c.S), int(y*c.S), int((x+w)*c.S+0.999), int((y+h)*c.S+0.999)).Intersect(old.Bounds())
	c.Dst = old.SubImage(r).(*ebiten.Image)
	if c.Rec != nil {
		was := c.Rec.clip
		c.Rec.clip = geom.R(x, y, w, h)
		return func() { c.Dst, c.Rec.clip = old, was }
	}
	return func() { c.Dst = old }
}

// Fill paints the whole canvas.
func (c *Canvas) Fill(clr color.RGBA) {
	if clr.A == 0xff {
		// Opaque: painted over anything, it is the same as Image.Fill, and it joins the
		// frame's batch of shapes.
		b := c.Dst.Bounds()
		c.fillDev(float64(b.Min.X), float64(b.Min.Y), float64(b.Dx()), float64(b.Dy()), clr)
		return
	}
	c.Dst.Fill(clr)
}

// Rect fills an axis-aligned rectangle.
func (c *Canvas) Rect(x, y, w, h float64, clr color.RGBA) {
	c.fillDev(x*c.S, y*c.S, w*c.S, h*c.S, clr)
}

// Line strokes a segment of the given width with soft (antialiased) edges.
func (c *Canvas) Line(x0, y0, x1, y1, width float64, clr color.RGBA) {
	sh := c.shapes()
	s := c.S
	dx, dy := (x1-x0)*s, (y1-y0)*s
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	w := width*s + 2 // the strip's transparent rows feather one pixel on each side
	b := sh.line.Bounds()
	op := &c.iop
	tint(op, clr)
	op.GeoM.Translate(0, -float64(b.Dy())/2)
	op.GeoM.Scale(l/float64(b.Dx()), w/float64(b.Dy()))
	op.GeoM.Rotate(math.Atan2(dy, dx))
	op.GeoM.Translate(x0*s, y0*s)
	c.Dst.DrawImage(sh.line, op)
}

// Circle fills a disc.
func (c *Canvas) Circle(x, y, r float64, clr color.RGBA) {
	sh := c.shapes()
	s := c.S
	c.drawMask(sh.disc, (x-r)*s, (y-r)*s, 2*r*s, 2*r*s, clr)
}

// Star fills the five-pointed star (the wild mark) of radius r centred at x, y.
func (c *Canvas) Star(x, y, r float64, clr color.RGBA) {
	sh := c.shapes()
	s := c.S
	c.drawMask(sh.star, (x-r)*s, (y-r)*s, 2*r*s, 2*r*s, clr)
}

// Tick draws a check mark fitting the square x, y, size.
func (c *Canvas) Tick(x, y, size float64, clr color.RGBA) {
	sh := c.shapes()
	s := c.S
	b := sh.tick.Bounds()
	c.drawMask(sh.tick, x*s, y*s, size*s, size*s*float64(b.Dy())/float64(b.Dx()), clr)
}

// RoundRect fills a rectangle with rounded corners of radius r.
func (c *Canvas) RoundRect(x, y, w, h, r float64, clr color.RGBA) {
	if w <= 0 || h <= 0 {
		return
	}
	s := c.S
	x, y, w, h = snap(x*s, y*s, w*s, h*s)
	r = math.Max(1, math.Round(math.Min(r*s, math.Min(w, h)/2)))
	c.corners(&c.shapes().discQ, x, y, w, h, r, clr)
	c.fillDev(x+r, y, w-2*r, r, clr)
	c.fillDev(x, y+r, w, h-2*r, clr)
	c.fillDev(x+r, y+h-r, w-2*r, r, clr)
}

// RoundRectLine strokes the outline of a rounded rectangle with the given line width.
func (c *Canvas) RoundRectLine(x, y, w, h, r, width float64, clr color.RGBA) {
	if w <= 0 || h <= 0 {
		return
	}
	s := c.S
	x, y, w, h = snap(x*s, y*s, w*s, h*s)
	lw := math.Max(1, math.Round(width*s))
	r = math.Round(math.Max(math.Min(r*s, math.Min(w, h)/2), lw))
	// The ring mask whose thickness is closest to lw at radius r.
	want := 1 - lw/r
	sh := c.shapes()
	best := 0
	for k, q := range ringRatios {
		if math.Abs(q-want) < math.Abs(ringRatios[best]-want) {
			best = k
		}
	}
	c.corners(&sh.ringQ[best], x, y, w, h, r, clr)
	c.fillDev(x+r, y, w-2*r, lw, clr)
	c.fillDev(x+r, y+h-lw, w-2*r, lw, clr)
	c.fillDev(x, y+r, lw, h-2*r, clr)
	c.fillDev(x+w-lw, y+r, lw, h-2*r, clr)
}

// snap rounds a device-pixel rectangle to whole pixels, so that the pieces of a rounded
// rectangle (corner masks and edge rectangles) meet without seams.
func snap(x, y, w, h float64) (float64, float64, float64, float64) {
	x0, y0 := math.Round(x), math.Round(y)
	return x0, y0, math.Round(x+w) - x0, math.Round(y+h) - y0
}

// Polyline strokes the points xs[i], ys[i] in order, with round joins.
func (c *Canvas) Polyline(xs, ys []float64, width float64, clr color.RGBA) {
	n := min(len(xs), len(ys))
	for i := 1; i < n; i++ {
		c.Line(xs[i-1], ys[i-1], xs[i], ys[i], width, clr)
	}
	for i := 1; i < n-1; i++ {
		c.Circle(xs[i], ys[i], width/2, clr)
	}
}

// Shade darkens the whole canvas (for overlays and the privacy screen).
func (c *Canvas) Shade(clr color.RGBA) { c.ShadeRect(geom.R(0, 0, c.W, c.H), clr) }

// ShadeRect darkens r as Shade does the whole canvas: what is drawn next lies over it,
// and a layout test compares it only with what is drawn after it.
func (c *Canvas) ShadeRect(r geom.Rect, clr color.RGBA) {
	c.Rect(r.X, r.Y, r.W, r.H, clr)
	if c.Rec != nil {
		c.Rec.Layer++
	}
}

// WithAlpha returns clr with its alpha multiplied by a (0..1).
func WithAlpha(clr color.RGBA, a float64) color.RGBA {
	if a >= 1 {
		return clr
	}
	if a <= 0 {
		return color.RGBA{}
	}
	f := func(v uint8) uint8 { return uint8(float64(v)*a + 0.5) }
	return color.RGBA{f(clr.R), f(clr.G), f(clr.B), f(clr.A)}
}

type wrapKey struct {
	s     string
	size  float64
	width float64
	bold  bool
	cut   bool // Ellipsize's, not Wrap's
}

// Wrap breaks s into lines no wider than width (layout units) at the given size,
// joined with "\n"; results are cached, so calling it every frame is cheap.
func (c *Canvas) Wrap(s string, size, width float64, bold bool) string {
	s = c.words(s)
	return c.cachedText(wrapKey{s, size, width, bold, false}, func() string {
		var out []byte
		for pi, para := range strings.Split(s, "\n") {
			if pi > 0 {
				out = append(out, '\n')
			}
			line := ""
			for _, word := range strings.FieldsFunc(para, breaksLine) {
				try := word
				if line != "" {
					try = line + " " + word
				}
				if line != "" && c.TextWidth(try, size, bold) > width {
					out = append(out, line...)
					out = append(out, '\n')
					line = word
				} else {
					line = try
				}
			}
			out = append(out, line...)
		}
		return string(out)
	})
}

// Ellipsize is s cut short with "…" so that it is no wider than width (layout units) at
// the given size: a long player name in a panel. A text that fits is returned as it is;
// results are cached like Wrap's.
func (c *Canvas) Ellipsize(s string, size, width float64, bold bool) string {
	s = c.words(s)
	if c.TextWidth(s, size, bold) <= width {
		return s
	}
	cut := c.cachedText(wrapKey{s, size, width, bold, true}, func() string {
		r := []rune(s)
		for n := len(r) - 1; n > 0; n-- {
			if try := strings.TrimRight(string(r[:n]), " ") + "…"; c.TextWidth(try, size, bold) <= width {
				return try
			}
		}
		return "…"
	})
	if c.Rec != nil {
		c.recordCut(cut, s)
	}
	return cut
}

// cachedText is Wrap's or Ellipsize's text for k: from the cache, or made now and kept
// (the cache starts again when the scale changes or it holds over 512 texts).
func (c *Canvas) cachedText(k wrapKey, make func() string) string {
	if c.wraps == nil || c.wrapS != c.S {
		c.wraps = map[wrapKey]string{}
		c.wrapS = c.S
	}
	if w, ok := c.wraps[k]; ok {
		return w
	}
	w := make()
	if len(c.wraps) > 512 {
		clear(c.wraps)
	}
	c.wraps[k] = w
	return w
}

// numTexts are the decimal texts of small numbers, so drawing scores does not allocate.
var numTexts = func() []string {
	out := make([]string, 1200)
	for i := range out {
		out[i] = strconv.Itoa(i)
	}
	return out
}()

// Itoa is n in decimal, without allocating for 0 to 1199.
func Itoa(n int) string {
	if n >= 0 && n < len(numTexts) {
		return numTexts[n]
	}
	return strconv.Itoa(n)
}

// joined keeps the texts Join made, by their parts.
var joined = map[[3]string]string{}

// Join is a + b + c, kept once made: labels drawn every frame (a name and a bot level,
// "score " and a number) are joined without allocating after their first frame. The
// parts are the key, so a changed part makes a new text; past 1024 texts the store is
// emptied. Call it from the game's goroutine only (Update and Draw), like the canvas.
func Join(a, b, c string) string {
	k := [3]string{a, b, c}
	if s, ok := joined[k]; ok {
		return s
	}
	if len(joined) >= 1024 {
		clear(joined)
	}
	s := a + b + c
	joined[k] = s
	return s
}

// Lines counts the lines of a wrapped text.
func Lines(s string) int { return strings.Count(s, "\n") + 1 }

// Count is words.Count for the draw loop (its strings cached, no allocation per frame):
// n with its noun agreeing, Count(1, "card") "1 card", Count(3, "card") "3 cards",
// Count(2, "branch") "2 branches".
func Count(n int, noun string) string {
	if n == 1 {
		return Join("1 ", noun, "")
	}
	if p, ok := words.Irregular(noun); ok {
		return Join(Itoa(n), " ", p)
	}
	return Join(Itoa(n), " ", Join(noun, "s", ""))
}

// breaksLine reports whether Wrap may break a line at r: at a space, not at a no-break
// space (U+00A0, U+202F, U+2007), which French puts before "!", ":" and "?" and
// between a number's digit groups, so that these never start a line alone.
func breaksLine(r rune) bool {
	return unicode.IsSpace(r) && r != '\u00a0' && r != '\u202f' && r != '\u2007'
}
