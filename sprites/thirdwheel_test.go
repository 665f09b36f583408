//go:build display

package sprites

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/gameplay/cards/twcard"
)

// TestTWFacesDistinct: every Third Wheel face is drawn and differs clearly from every
// other one (the rank, the suit symbol and word, or the action's name), and the atlas
// can be dumped for a look (TW_ATLAS_PNG=file).
func TestTWFacesDistinct(t *testing.T) {
	needGame(t)
	a := NewTWAtlas(1)
	defer a.Dispose()
	dumpAtlas(t, a.Image(), "TW_ATLAS_PNG")
	faces := map[twcard.Card][]byte{}
	for c := twcard.Card(1); c <= twcard.Room; c++ {
		img := a.Face(c)
		if img == nil {
			t.Fatalf("no face for %s", c)
		}
		b := img.Bounds()
		pix := make([]byte, 4*b.Dx()*b.Dy())
		img.ReadPixels(pix)
		faces[c] = pix
	}
	for c1, p1 := range faces {
		for c2, p2 := range faces {
			if c1 >= c2 {
				continue
			}
			diff := 0
			for i := 0; i < len(p1); i += 4 {
				d := int(p1[i]) - int(p2[i]) + int(p1[i+1]) - int(p2[i+1]) + int(p1[i+2]) - int(p2[i+2])
				if d > 90 || d < -90 {
					diff++
				}
			}
			if diff < 60 {
				t.Errorf("%s and %s differ in only %d pixels", c1, c2, diff)
			}
		}
	}
	if a.Face(twcard.Hidden) != nil {
		t.Error("the hidden card has a face")
	}
}

// TestTWDrawCardNoAllocs: drawing a card allocates nothing.
func TestTWDrawCardNoAllocs(t *testing.T) {
	needGame(t)
	a := NewTWAtlas(1)
	defer a.Dispose()
	dst := ebiten.NewImage(300, 300)
	defer dst.Deallocate()
	s := TWSprite{Card: twcard.Wild, FaceUp: true, X: 150, Y: 150, Scale: 1, FlipX: 1, Alpha: 1, Highlight: color.RGBA{0xff, 0xff, 0xff, 0xff}}
	if n := testing.AllocsPerRun(50, func() { a.DrawCard(dst, &s) }); n != 0 {
		t.Errorf("DrawCard allocates %v times", n)
	}
}
