package web

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"

	"golang.org/x/image/vector"
)

// Icon draws the app icon at size×size pixels as a PNG: two cards fanned on green felt,
// the front one showing a gold spade, for the web app manifest and the home screen.
func Icon(size int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	s := float32(size)
	fill := func(c color.Color, path func(z *vector.Rasterizer)) {
		z := vector.NewRasterizer(size, size)
		path(z)
		z.Draw(img, img.Bounds(), image.NewUniform(c), image.Point{})
	}
	felt := color.RGBA{0x1d, 0x5c, 0x3b, 0xff}
	draw.Draw(img, img.Bounds(), image.NewUniform(color.RGBA{0x14, 0x44, 0x2b, 0xff}), image.Point{}, draw.Src)
	fill(felt, func(z *vector.Rasterizer) { roundRect(z, s*0.04, s*0.04, s*0.92, s*0.92, s*0.18, 0, s/2, s/2) })
	card := func(deg float64, c, border color.Color) {
		a := deg * math.Pi / 180
		fill(border, func(z *vector.Rasterizer) { roundRect(z, s*0.28, s*0.18, s*0.44, s*0.62, s*0.06, a, s/2, s*0.78) })
		fill(c, func(z *vector.Rasterizer) { roundRect(z, s*0.295, s*0.195, s*0.41, s*0.59, s*0.05, a, s/2, s*0.78) })
	}
	gold := color.RGBA{0xf2, 0xc2, 0x4b, 0xff}
	card(-14, color.RGBA{0x2b, 0x4f, 0x9e, 0xff}, gold)
	card(10, color.RGBA{0xf4, 0xf1, 0xe6, 0xff}, gold)
	// A spade on the front card, turned with it.
	a := 10 * math.Pi / 180
	fill(color.RGBA{0xb8, 0x86, 0x12, 0xff}, func(z *vector.Rasterizer) { spade(z, s, a, s/2, s*0.78) })
	var buf bytes.Buffer
	png.Encode(&buf, img)
	return buf.Bytes()
}

// rot turns (x, y) by a radians about (cx, cy).
func rot(x, y float32, a float64, cx, cy float32) (float32, float32) {
	sin, cos := math.Sincos(a)
	dx, dy := float64(x-cx), float64(y-cy)
	return cx + float32(dx*cos-dy*sin), cy + float32(dx*sin+dy*cos)
}

// roundRect adds a rectangle with round corners of radius r, turned by a about (cx, cy).
func roundRect(z *vector.Rasterizer, x, y, w, h, r float32, a float64, cx, cy float32) {
	const steps = 8
	corners := [4][3]float32{{x + w - r, y + r, -90}, {x + w - r, y + h - r, 0}, {x + r, y + h - r, 90}, {x + r, y + r, 180}}
	first := true
	for _, c := range corners {
		for i := 0; i <= steps; i++ {
			t := (float64(c[2]) + 90*float64(i)/steps) * math.Pi / 180
			px, py := rot(c[0]+r*float32(math.Cos(t)), c[1]+r*float32(math.Sin(t)), a, cx, cy)
			if first {
				z.MoveTo(px, py)
				first = false
			} else {
				z.LineTo(px, py)
			}
		}
	}
	z.ClosePath()
}

// spade adds a spade (two lobes, a point and a stem) in the middle of the front card.
func spade(z *vector.Rasterizer, s float32, a float64, cx, cy float32) {
	mx, my := s*0.5, s*0.47
	r := s * 0.075
	for _, side := range []float32{-1, 1} {
		ox, oy := mx+side*r*0.95, my+r*0.35
		for i := 0; i <= 24; i++ {
			t := float64(i) / 24 * 2 * math.Pi
			px, py := rot(ox+r*float32(math.Cos(t)), oy+r*float32(math.Sin(t)), a, cx, cy)
			if i == 0 {
				z.MoveTo(px, py)
			} else {
				z.LineTo(px, py)
			}
		}
		z.ClosePath()
	}
	pts := [][2]float32{{mx, my - r*2.3}, {mx + r*1.9, my + r*0.2}, {mx - r*1.9, my + r*0.2}}
	tri(z, pts, a, cx, cy)
	stem := [][2]float32{{mx, my + r*0.4}, {mx + r*0.8, my + r*2.2}, {mx - r*0.8, my + r*2.2}}
	tri(z, stem, a, cx, cy)
}

func tri(z *vector.Rasterizer, pts [][2]float32, a float64, cx, cy float32) {
	for i, p := range pts {
		px, py := rot(p[0], p[1], a, cx, cy)
		if i == 0 {
			z.MoveTo(px, py)
		} else {
			z.LineTo(px, py)
		}
	}
	z.ClosePath()
}

// Favicon is the icon at 32×32 pixels as a Windows icon file (one image, stored as PNG,
// as ICO files may hold since Windows Vista), served as /favicon.ico: browsers ask for
// it on pages that name no icon of their own (the manifest, shown on its own).
func Favicon() []byte {
	const size = 32
	img := Icon(size)
	out := make([]byte, 22, 22+len(img))
	binary.LittleEndian.PutUint16(out[2:], 1)                 // type: icon
	binary.LittleEndian.PutUint16(out[4:], 1)                 // one image
	out[6], out[7] = size, size                               // its width and height
	binary.LittleEndian.PutUint16(out[10:], 1)                // colour planes
	binary.LittleEndian.PutUint16(out[12:], 32)               // bits a pixel
	binary.LittleEndian.PutUint32(out[14:], uint32(len(img))) // the image's length
	binary.LittleEndian.PutUint32(out[18:], 22)               // and where it starts
	return append(out, img...)
}
