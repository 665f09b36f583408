//go:build display

package framebench

import (
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
	"parlor/scenes/thirdwheel"
	"parlor/scenes/threethirteen"
	"parlor/scenes/triples"
	"parlor/scenes/troeven"
)

// The benchmarks run inside the first Update of a real Ebitengine game: drawing needs a
// running graphics context.
var gameRunning bool

type testGame struct {
	m    *testing.M
	code int
	ran  bool
}

func (g *testGame) Update() error {
	gameRunning = true
	g.code = g.m.Run()
	g.ran = true
	return ebiten.Termination
}

func (*testGame) Draw(*ebiten.Image)         {}
func (*testGame) Layout(int, int) (int, int) { return 64, 64 }

func TestMain(m *testing.M) {
	scenes.Register(threethirteen.Info())
	scenes.Register(troeven.Info())
	scenes.Register(triples.Info())
	scenes.Register(thirdwheel.Info())
	ebiten.SetWindowSize(64, 64)
	g := &testGame{m: m, code: 1}
	if err := ebiten.RunGameWithOptions(g, &ebiten.RunGameOptions{InitUnfocused: true, SkipTaskbar: true}); err != nil {
		fmt.Fprintln(os.Stderr, "framebench: no game loop:", err)
	}
	if !g.ran {
		g.code = m.Run()
	}
	os.Exit(g.code)
}

// BenchmarkFrame: one op is one whole frame (the App's Update, then Draw onto a
// 1280×800 screen; the GPU flush that ends a frame is left out) of each game's table after
// 600 frames of play, a person in seat 0 and bots elsewhere: the steady state of a
// table waiting for its player (Third Wheel's bots race on). Goal: at most 10
// allocs/op.
func BenchmarkFrame(b *testing.B) {
	for _, tc := range []struct{ game, bots string }{
		{"threethirteen", "human,normal,normal,normal"},
		{"troeven", "human,normal,normal"},
		{"triples", "human,normal,normal,normal"},
		{"thirdwheel", "human,normal,normal"},
	} {
		b.Run(tc.game, func(b *testing.B) {
			if !gameRunning {
				b.Fatal("needs a running Ebitengine game (an X display on Linux)")
			}
			a := scenetest.App(prefs.Normal)
			gi, ok := scenes.Lookup(tc.game)
			if !ok {
				b.Fatalf("no game %q", tc.game)
			}
			sc, err := gi.NewTable(a, scenetest.Setup(b, tc.game, "", 0, "", tc.bots, 7))
			if err != nil {
				b.Fatal(err)
			}
			a.Goto(sc)
			dst := ebiten.NewImage(scenes.BaseW, scenes.BaseH)
			defer dst.Deallocate()
			var c scenes.Canvas
			frame := func() {
				if err := a.Update(); err != nil {
					b.Fatal(err)
				}
				c.Begin(dst)
				a.Draw(&c)
			}
			for i := range 600 {
				frame()
				if i%30 == 0 {
					dst.At(0, 0)
				}
			}
			dst.At(0, 0)
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				frame()
				// The flush (reading a pixel back copies the whole screen) is the
				// frame's end, not the game's work: it is left out of time and
				// allocations.
				b.StopTimer()
				dst.At(0, 0)
				b.StartTimer()
			}
		})
	}
}
