//go:build display

package sprites

import (
	"testing"

	"parlor/gameplay/cards/tricard"
)

// grey reads a face back and returns its luminance per pixel (0..255), which is what a
// player who sees no colour gets.
func grey(tb testing.TB, a *TriplesAtlas, c tricard.Card) []float64 {
	tb.Helper()
	img := a.Face(c)
	b := img.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(pix)
	out := make([]float64, b.Dx()*b.Dy())
	for i := range out {
		r, g, bl := float64(pix[4*i]), float64(pix[4*i+1]), float64(pix[4*i+2])
		out[i] = 0.299*r + 0.587*g + 0.114*bl
	}
	return out
}

// TestTriplesFacesColourSafe: in greyscale, every two cards that differ only in colour
// still look clearly different (the letter, the word and the fill pattern tell them
// apart), and so do cards that differ only in shape or number.
func TestTriplesFacesColourSafe(t *testing.T) {
	needGame(t)
	a := NewTriplesAtlas(1)
	defer a.Dispose()
	dumpAtlas(t, a.Image(), "TRIPLES_ATLAS_PNG")
	faces := make([][]float64, tricard.DeckSize)
	for i := range faces {
		faces[i] = grey(t, a, tricard.CardAt(i))
	}
	diff := func(x, y []float64) float64 {
		d := 0.0
		for i := range x {
			if v := x[i] - y[i]; v > 24 || v < -24 {
				d++
			}
		}
		return d / float64(len(x))
	}
	worst := 1.0
	for i := 0; i < tricard.DeckSize; i++ {
		for j := i + 1; j < tricard.DeckSize; j++ {
			d := diff(faces[i], faces[j])
			worst = min(worst, d)
			if d < 0.02 {
				t.Errorf("%s and %s look alike in greyscale: only %.1f%% of pixels differ", tricard.CardAt(i), tricard.CardAt(j), 100*d)
			}
		}
	}
	t.Logf("closest two faces in greyscale differ in %.1f%% of pixels", 100*worst)
	if a.Face(tricard.Card{}) != nil {
		t.Error("the hidden card has a face")
	}
}
