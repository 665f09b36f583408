// Command hello is the start-up yardstick of the browser build (frozen_test.go): an
// Ebitengine hello world for js/wasm that draws a line of text and a shape and, after its
// first frame, calls the page's parlorFirstFrame as the game does, so that the page (the
// site's own index.html, with this program as its parlor.wasm) times its start exactly as
// it times the game's.
package main

import (
	"image/color"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
)

type hello struct {
	face  *text.GoXFace
	drawn bool
}

func (h *hello) Update() error { return nil }

func (h *hello) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x14, 0x44, 0x2b, 0xff})
	vector.DrawFilledRect(screen, 40, 40, 200, 120, color.White, true)
	op := &text.DrawOptions{}
	op.GeoM.Translate(60, 200)
	text.Draw(screen, "Hello, world", h.face, op)
	if !h.drawn {
		h.drawn = true
		if f := js.Global().Get("parlorFirstFrame"); f.Type() == js.TypeFunction {
			f.Invoke()
		}
	}
}

func (h *hello) Layout(w, h2 int) (int, int) { return w, h2 }

func main() {
	f, err := opentype.Parse(gobold.TTF)
	if err != nil {
		panic(err)
	}
	ff, err := opentype.NewFace(f, &opentype.FaceOptions{Size: 32, DPI: 72})
	if err != nil {
		panic(err)
	}
	if err := ebiten.RunGame(&hello{face: text.NewGoXFace(ff)}); err != nil {
		panic(err)
	}
}
