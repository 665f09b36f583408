//go:build display

package framebench

import (
	"bytes"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// pixels draws with draw onto a fresh 1280×800 canvas inside a frame and returns the
// picture's bytes.
func pixels(t *testing.T, draw func(c *ui.Canvas)) []byte {
	t.Helper()
	<-gameRunning
	if noGame {
		t.Fatal("needs a running Ebitengine game (an X display on Linux)")
	}
	var out []byte
	inFrame(nil, func() {
		dst := ebiten.NewImage(ui.BaseW, ui.BaseH)
		defer dst.Deallocate()
		var c ui.Canvas
		c.Begin(dst)
		draw(&c)
		out = make([]byte, 4*ui.BaseW*ui.BaseH)
		dst.ReadPixels(out)
	})
	return out
}

// TestDrawnLabelFollowsItsText: a widget whose label or colour changes is drawn anew
// (texts are laid out into a reused buffer and joined texts kept by their parts: neither
// may show an old label), and the same label draws the same picture.
func TestDrawnLabelFollowsItsText(t *testing.T) {
	w := ui.Widget{Kind: ui.Cycle, X: 100, Y: 100, W: 300, H: 48, Label: "Players", Value: "3"}
	draw := func(label, value string, disabled bool) []byte {
		return pixels(t, func(c *ui.Canvas) {
			w.Label, w.Value, w.Disabled = label, value, disabled
			ui.DrawWidget(c, &w, false, false)
			c.Text(ui.Join("Round ", value, " of 13"), 600, 300, 20, true, ui.Left, ui.Ink)
		})
	}
	first := draw("Players", "3", false)
	if bytes.Equal(first, draw("Players", "4", false)) {
		t.Error("a changed value drew the same picture")
	}
	if bytes.Equal(first, draw("Seats", "3", false)) {
		t.Error("a changed label drew the same picture")
	}
	if bytes.Equal(first, draw("Players", "3", true)) {
		t.Error("a disabled widget (dimmer ink) drew the same picture")
	}
	if !bytes.Equal(first, draw("Players", "3", false)) {
		t.Error("the same widget drew a different picture")
	}
}

// TestJoinKeyedByParts: Join's kept texts are found by all three parts.
func TestJoinKeyedByParts(t *testing.T) {
	for _, tc := range [][4]string{
		{"score ", "12", "", "score 12"}, {"score ", "13", "", "score 13"},
		{"score 1", "3", "", "score 13"}, {"a", "b", "c", "abc"}, {"", "", "", ""},
	} {
		if got := ui.Join(tc[0], tc[1], tc[2]); got != tc[3] {
			t.Errorf("Join(%q, %q, %q) = %q, want %q", tc[0], tc[1], tc[2], got, tc[3])
		}
	}
	if n := testing.AllocsPerRun(20, func() { ui.Join("Round ", ui.Itoa(7), " of 13") }); n != 0 {
		t.Errorf("joining a kept text allocates %v times", n)
	}
}

// TestTextAtAnotherScale: a canvas on a bigger screen draws its text bigger (faces are
// made again for the new scale).
func TestTextAtAnotherScale(t *testing.T) {
	<-gameRunning
	var w1, w2 float64
	inFrame(nil, func() {
		var c ui.Canvas
		small := ebiten.NewImage(ui.BaseW, ui.BaseH)
		defer small.Deallocate()
		big := ebiten.NewImage(2*ui.BaseW, 2*ui.BaseH)
		defer big.Deallocate()
		c.Begin(small)
		w1 = c.TextWidth("Three-Thirteen", 20, true) * c.S
		c.Begin(big)
		w2 = c.TextWidth("Three-Thirteen", 20, true) * c.S
	})
	if !(w2 > 1.9*w1 && w2 < 2.1*w1) {
		t.Errorf("text %v device pixels wide at scale 1, %v at scale 2; want twice", w1, w2)
	}
}
