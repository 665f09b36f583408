//go:build display

package layoutcheck

import (
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The tests run inside the first Update of a real (tiny) Ebitengine game, so that the
// screens drawn can be read back and saved as PNGs (PARLOR_LAYOUT_SHOTS).

type testGame struct {
	m    *testing.M
	code int
	ran  bool
}

func (g *testGame) Update() error {
	g.code = g.m.Run()
	g.ran = true
	return ebiten.Termination
}

func (*testGame) Draw(*ebiten.Image)         {}
func (*testGame) Layout(int, int) (int, int) { return 64, 64 }

func TestMain(m *testing.M) {
	ebiten.SetWindowSize(64, 64)
	ebiten.SetWindowTitle("parlor layout test")
	g := &testGame{m: m, code: 1}
	if err := ebiten.RunGameWithOptions(g, &ebiten.RunGameOptions{InitUnfocused: true, SkipTaskbar: true}); err != nil {
		fmt.Fprintln(os.Stderr, "layout tests: no game loop:", err)
	}
	if !g.ran {
		g.code = m.Run()
	}
	os.Exit(g.code)
}
