// Command floor is the framework floor of the browser build: an Ebitengine hello world
// with what Parlor takes from the framework and nothing of Parlor's own, the same fonts
// (Go Regular and Go Bold as text/v2 GoXFaces over golang.org/x/image/font/opentype),
// vector shapes and sound (an audio context and a player of synthesized samples).
// TestWeight (weight_test.go) builds it for js/wasm with cmd/parlor-web's flags and holds
// parlor.wasm to a bounded multiple of its size.
package main

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/audio"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
)

const rate = 48000

type game struct {
	regular, bold *text.GoXFace
	beep          *audio.Player
}

func face(ttf []byte, size float64) *text.GoXFace {
	f, err := opentype.Parse(ttf)
	if err != nil {
		panic(err)
	}
	ff, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72})
	if err != nil {
		panic(err)
	}
	return text.NewGoXFace(ff)
}

func (g *game) Update() error {
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		g.beep.Rewind()
		g.beep.Play()
	}
	return nil
}

func (g *game) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x14, 0x44, 0x2b, 0xff})
	vector.DrawFilledRect(screen, 40, 40, 200, 120, color.White, true)
	vector.StrokeCircle(screen, 400, 300, 60, 3, color.RGBA{0xf2, 0xc2, 0x4b, 0xff}, true)
	op := &text.DrawOptions{}
	op.GeoM.Translate(60, 200)
	text.Draw(screen, "Hello, world", g.bold, op)
	op.GeoM.Translate(0, 40)
	text.Draw(screen, "click for a sound", g.regular, op)
}

func (g *game) Layout(w, h int) (int, int) { return w, h }

func main() {
	ctx := audio.NewContext(rate)
	pcm := make([]byte, rate/10*4)
	for i := 0; i < len(pcm)/4; i++ {
		v := int16(8000 * math.Sin(2*math.Pi*440*float64(i)/rate))
		for c := 0; c < 2; c++ {
			pcm[4*i+2*c], pcm[4*i+2*c+1] = byte(v), byte(v>>8)
		}
	}
	g := &game{regular: face(goregular.TTF, 20), bold: face(gobold.TTF, 32), beep: ctx.NewPlayerFromBytes(pcm)}
	ebiten.SetWindowTitle("floor")
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
}
