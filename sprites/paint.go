package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// This file is the small vector painter the atlas is drawn with. Shapes are described
// in their own unit coordinates and mapped to atlas pixels by an affine transform
// (ebiten.GeoM) applied to every control point before the path is flattened, so curves
// are flattened at their final pixel size and stay smooth at any device scale.

// kappa places cubic Bézier control points so four of them approximate a circle.
const kappa = 0.5522847498

// pen builds a vector.Path through a transform.
type pen struct {
	p vector.Path
	m ebiten.GeoM
}

func newPen(m ebiten.GeoM) *pen { return &pen{m: m} }

func (q *pen) pt(x, y float64) (float32, float32) {
	X, Y := q.m.Apply(x, y)
	return float32(X), float32(Y)
}

func (q *pen) move(x, y float64) { q.p.MoveTo(q.pt(x, y)) }
func (q *pen) line(x, y float64) { q.p.LineTo(q.pt(x, y)) }
func (q *pen) close()            { q.p.Close() }

func (q *pen) quad(x1, y1, x2, y2 float64) {
	a, b := q.pt(x1, y1)
	c, d := q.pt(x2, y2)
	q.p.QuadTo(a, b, c, d)
}

func (q *pen) cubic(x1, y1, x2, y2, x3, y3 float64) {
	a, b := q.pt(x1, y1)
	c, d := q.pt(x2, y2)
	e, f := q.pt(x3, y3)
	q.p.CubicTo(a, b, c, d, e, f)
}

// ellipse adds a closed ellipse as its own subpath (clockwise on screen).
func (q *pen) ellipse(cx, cy, rx, ry float64) {
	kx, ky := rx*kappa, ry*kappa
	q.move(cx+rx, cy)
	q.cubic(cx+rx, cy+ky, cx+kx, cy+ry, cx, cy+ry)
	q.cubic(cx-kx, cy+ry, cx-rx, cy+ky, cx-rx, cy)
	q.cubic(cx-rx, cy-ky, cx-kx, cy-ry, cx, cy-ry)
	q.cubic(cx+kx, cy-ry, cx+rx, cy-ky, cx+rx, cy)
	q.close()
}

func (q *pen) circle(cx, cy, r float64) { q.ellipse(cx, cy, r, r) }

// roundRect adds a closed rounded rectangle (clockwise on screen).
func (q *pen) roundRect(x, y, w, h, r float64) {
	r = math.Max(0, math.Min(r, math.Min(w, h)/2))
	k := r * (1 - kappa)
	q.move(x+r, y)
	q.line(x+w-r, y)
	q.cubic(x+w-k, y, x+w, y+k, x+w, y+r)
	q.line(x+w, y+h-r)
	q.cubic(x+w, y+h-k, x+w-k, y+h, x+w-r, y+h)
	q.line(x+r, y+h)
	q.cubic(x+k, y+h, x, y+h-k, x, y+h-r)
	q.line(x, y+r)
	q.cubic(x, y+k, x+k, y, x+r, y)
	q.close()
}

// polygon adds a closed polygon through the points (x0, y0, x1, y1, ...).
func (q *pen) polygon(xy ...float64) {
	q.move(xy[0], xy[1])
	for i := 2; i+1 < len(xy); i += 2 {
		q.line(xy[i], xy[i+1])
	}
	q.close()
}

// star adds a closed star with n points, outer radius ro and inner radius ri, one point
// straight up.
func (q *pen) star(cx, cy float64, n int, ro, ri float64) {
	for i := 0; i < 2*n; i++ {
		r := ro
		if i%2 == 1 {
			r = ri
		}
		a := -math.Pi/2 + float64(i)*math.Pi/float64(n)
		x, y := cx+r*math.Cos(a), cy+r*math.Sin(a)
		if i == 0 {
			q.move(x, y)
		} else {
			q.line(x, y)
		}
	}
	q.close()
}

// painter draws filled and stroked paths onto one image with anti-aliasing.
type painter struct {
	dst   *ebiten.Image
	white *ebiten.Image
	vs    []ebiten.Vertex
	is    []uint16
	fbuf  sfnt.Buffer // scratch for glyph outlines
}

func newPainter(dst *ebiten.Image) *painter {
	w := ebiten.NewImage(3, 3)
	w.Fill(color.White)
	return &painter{dst: dst, white: w.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)}
}

func (pt *painter) draw(dst *ebiten.Image, clr color.Color, rule ebiten.FillRule) {
	r, g, b, a := clr.RGBA()
	for i := range pt.vs {
		v := &pt.vs[i]
		v.SrcX, v.SrcY = 1, 1
		v.ColorR = float32(r) / 0xffff
		v.ColorG = float32(g) / 0xffff
		v.ColorB = float32(b) / 0xffff
		v.ColorA = float32(a) / 0xffff
	}
	op := &ebiten.DrawTrianglesOptions{
		ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha,
		AntiAlias:      true,
		FillRule:       rule,
	}
	dst.DrawTriangles(pt.vs, pt.is, pt.white, op)
}

// fill fills the pen's path (non-zero rule).
func (pt *painter) fill(q *pen, clr color.Color) {
	pt.vs, pt.is = q.p.AppendVerticesAndIndicesForFilling(pt.vs[:0], pt.is[:0])
	pt.draw(pt.dst, clr, ebiten.FillRuleNonZero)
}

// fillEvenOdd fills the pen's path with the even-odd rule (for frames with holes).
func (pt *painter) fillEvenOdd(q *pen, clr color.Color) {
	pt.vs, pt.is = q.p.AppendVerticesAndIndicesForFilling(pt.vs[:0], pt.is[:0])
	pt.draw(pt.dst, clr, ebiten.FillRuleEvenOdd)
}

// stroke strokes the pen's path with width in atlas pixels and round joins.
func (pt *painter) stroke(q *pen, width float64, clr color.Color) {
	pt.strokeOn(pt.dst, q, width, clr)
}

func (pt *painter) strokeOn(dst *ebiten.Image, q *pen, width float64, clr color.Color) {
	pt.vs, pt.is = q.p.AppendVerticesAndIndicesForStroke(pt.vs[:0], pt.is[:0], &vector.StrokeOptions{
		Width: float32(width), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound,
	})
	pt.draw(dst, clr, ebiten.FillRuleNonZero)
}

// glyphs fills the outline of str set in font f at size (pixels per em), placed by m:
// m receives coordinates in face pixels with the origin on the baseline at the
// horizontal centre of the ink. Glyphs advance by the font's advance widths plus its
// kerning; a rune the font cannot map is skipped.
func (pt *painter) glyphs(str string, f *sfnt.Font, size float64, m ebiten.GeoM, clr color.Color) {
	ppem := fixed.Int26_6(math.Round(size * 64))
	var p vector.Path
	var x fixed.Int26_6
	prev, started := sfnt.GlyphIndex(0), false
	for _, r := range str {
		gi, err := f.GlyphIndex(&pt.fbuf, r)
		if err != nil {
			continue
		}
		if started {
			if k, err := f.Kern(&pt.fbuf, prev, gi, ppem, font.HintingNone); err == nil {
				x += k
			}
		}
		segs, err := f.LoadGlyph(&pt.fbuf, gi, ppem, nil)
		if err != nil {
			continue
		}
		// Segments are in 26.6 fixed-point pixels, y down, origin on the baseline; each
		// contour starts with a MoveTo and is implicitly closed.
		pos := func(v fixed.Point26_6) (float32, float32) {
			return float32(v.X+x) / 64, float32(v.Y) / 64
		}
		for i, sg := range segs {
			switch sg.Op {
			case sfnt.SegmentOpMoveTo:
				if i > 0 {
					p.Close()
				}
				p.MoveTo(pos(sg.Args[0]))
			case sfnt.SegmentOpLineTo:
				p.LineTo(pos(sg.Args[0]))
			case sfnt.SegmentOpQuadTo:
				x1, y1 := pos(sg.Args[0])
				x2, y2 := pos(sg.Args[1])
				p.QuadTo(x1, y1, x2, y2)
			case sfnt.SegmentOpCubeTo:
				x1, y1 := pos(sg.Args[0])
				x2, y2 := pos(sg.Args[1])
				x3, y3 := pos(sg.Args[2])
				p.CubicTo(x1, y1, x2, y2, x3, y3)
			}
		}
		if len(segs) > 0 {
			p.Close()
		}
		adv, err := f.GlyphAdvance(&pt.fbuf, gi, ppem, font.HintingNone)
		if err == nil {
			x += adv
		}
		prev, started = gi, true
	}
	pt.vs, pt.is = p.AppendVerticesAndIndicesForFilling(pt.vs[:0], pt.is[:0])
	if len(pt.vs) == 0 {
		return
	}
	minX, maxX := math.Inf(1), math.Inf(-1)
	for _, v := range pt.vs {
		minX = math.Min(minX, float64(v.DstX))
		maxX = math.Max(maxX, float64(v.DstX))
	}
	cx := (minX + maxX) / 2
	for i := range pt.vs {
		v := &pt.vs[i]
		x, y := m.Apply(float64(v.DstX)-cx, float64(v.DstY))
		v.DstX, v.DstY = float32(x), float32(y)
	}
	pt.draw(pt.dst, clr, ebiten.FillRuleNonZero)
}
