//go:build display

package sprites

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// pixels reads an image's pixels back.
func pixels(img *ebiten.Image) []byte {
	b := img.Bounds()
	buf := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(buf)
	return buf
}

// alike reports that two images' pixels differ by at most 2 in any channel: two atlases
// drawn alike are not bit for bit the same (the GPU rounds a few edge pixels by one).
func alike(a, b *ebiten.Image) bool {
	pa, pb := pixels(a), pixels(b)
	if len(pa) != len(pb) {
		return false
	}
	for i := range pa {
		if d := int(pa[i]) - int(pb[i]); d > 2 || d < -2 {
			return false
		}
	}
	return true
}

// TestPrepareInSlices: Atlases.Prepare draws a deck's atlas one cell a call, reporting
// cells done of the deck's count (56 for the French deck: 52 faces, two backs, two
// of overlays), Ready only once it is complete, and Get then hands out that very atlas
// without drawing again; its pixels are NewAtlas's (within a GPU's rounding).
func TestPrepareInSlices(t *testing.T) {
	needGame(t)
	var as Atlases
	calls := 0
	for !as.Ready(French) {
		done, total := as.Prepare(French, 1.5, false)
		calls++
		if total != 56 || done != calls {
			t.Fatalf("call %d: %d of %d cells, want %d of 56", calls, done, total, calls)
		}
		if calls > 100 {
			t.Fatal("the French atlas is never ready")
		}
	}
	if calls != 56 {
		t.Errorf("the French atlas took %d calls, want one a cell (56)", calls)
	}
	if done, total := as.Prepare(French, 1.5, false); done != total {
		t.Errorf("Prepare on a ready deck: %d of %d", done, total)
	}
	got := as.Get(French, 1.5, false).(*Atlas)
	if again := as.Get(French, 1.5, false); again != got {
		t.Error("Get after Prepare drew the atlas again")
	}
	want := NewAtlas(AtlasOptions{Scale: 1.5})
	if !alike(got.Image(), want.Image()) {
		t.Error("the atlas drawn in slices differs from NewAtlas's")
	}
	// A deck's own atlas, begun by Prepare and finished by Get.
	as.Prepare(tripleDeck, 1.5, false)
	tr := as.Get(tripleDeck, 1.5, false).(*TriplesAtlas)
	if !alike(tr.Image(), NewTriplesAtlas(1.5).Image()) {
		t.Error("the Triples atlas begun by Prepare and finished by Get differs from NewTriplesAtlas's")
	}
}

var tripleDeck = NewDeck("triples", func(scale float64, _ bool) *Drawing[*TriplesAtlas] { return DrawTriplesAtlas(scale, TriplesWords{}) })
