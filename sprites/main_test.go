//go:build display

package sprites

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The tests run inside the first Update of a real (tiny) Ebitengine game, as
// Ebitengine's own tests do: reading pixels back and measuring the steady-state cost of
// drawing both need a running graphics context. On Linux, a package that imports
// Ebitengine cannot even start without an X display, so the suite runs under Xvfb in CI
// (scripts/test).

// gameRunning is true while the tests run inside the game loop.
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
	gameRunning = false
	return ebiten.Termination
}

func (*testGame) Draw(*ebiten.Image)         {}
func (*testGame) Layout(int, int) (int, int) { return 64, 64 }

func TestMain(m *testing.M) {
	ebiten.SetWindowSize(64, 64)
	ebiten.SetWindowTitle("parlor sprites test")
	g := &testGame{m: m, code: 1}
	if err := ebiten.RunGameWithOptions(g, &ebiten.RunGameOptions{InitUnfocused: true, SkipTaskbar: true}); err != nil {
		fmt.Fprintln(os.Stderr, "sprites tests: no game loop:", err)
	}
	if !g.ran {
		// Without a game loop the pure tests still run; the drawing tests fail and say why.
		g.code = m.Run()
	}
	os.Exit(g.code)
}

// needGame fails the test when no graphics context is running.
func needGame(tb testing.TB) {
	tb.Helper()
	if !gameRunning {
		tb.Fatal("this test draws and reads pixels back: it needs a running Ebitengine game (an X display on Linux)")
	}
}

// dumpAtlas writes an atlas texture as a PNG to the file the environment variable env
// names, when it is set (to look at a deck by eye).
func dumpAtlas(t *testing.T, img *ebiten.Image, env string) {
	path := os.Getenv(env)
	if path == "" {
		return
	}
	rgba := image.NewRGBA(img.Bounds())
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
}
