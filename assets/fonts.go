// Package assets holds Parlor's fonts (Go Regular and Go Bold from
// golang.org/x/image/font/gofont) as text/v2 faces and as parsed sfnt fonts for outline
// drawing; package assets/sound holds the sound effects, which are synthesized in code.
//
// The faces are text/v2 GoXFaces over golang.org/x/image/font/opentype, not GoTextFaces:
// nothing in the program may use text.GoTextFace or text.NewGoTextFaceSource, so that
// the linker leaves out the text shaper (go-text/typesetting), about 0.7 MB of the
// gzipped browser build.
package assets

import (
	"fmt"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
)

var (
	fontsOnce   sync.Once
	regularFont *sfnt.Font
	boldFont    *sfnt.Font

	facesMu sync.Mutex
	faces   = map[faceKey]*text.GoXFace{}
)

type faceKey struct {
	size float64
	bold bool
}

func mustParse(ttf []byte, name string) *sfnt.Font {
	f, err := opentype.Parse(ttf)
	if err != nil {
		// The fonts are compiled in: this can only fail if the embedded data is corrupt.
		panic(fmt.Sprintf("assets: parsing the embedded %s font: %v", name, err))
	}
	return f
}

func loadFonts() {
	fontsOnce.Do(func() {
		regularFont = mustParse(goregular.TTF, "Go Regular")
		boldFont = mustParse(gobold.TTF, "Go Bold")
	})
}

// RegularFont is the parsed Go Regular font (parsed once, on first use), for drawing
// glyph outlines (sfnt.Font.LoadGlyph). A *sfnt.Font is safe for concurrent use as long
// as each goroutine passes its own *sfnt.Buffer; do not modify it.
func RegularFont() *sfnt.Font { loadFonts(); return regularFont }

// BoldFont is RegularFont in Go Bold.
func BoldFont() *sfnt.Font { loadFonts(); return boldFont }

// Face returns Go Regular at size (pixels per em of the image drawn on, i.e. device
// pixels if the caller draws on a device-pixel screen), unhinted. Faces are cached per
// size: a repeat call with the same size returns the same face (a *text.GoXFace) and
// does not allocate. The face is shared and, like every text/v2 face, meant to be drawn
// with from the game goroutine; the cache itself is safe for concurrent use.
func Face(size float64) text.Face { return face(size, false) }

// BoldFace is Face in Go Bold.
func BoldFace(size float64) text.Face { return face(size, true) }

func face(size float64, bold bool) text.Face {
	k := faceKey{size, bold}
	facesMu.Lock()
	defer facesMu.Unlock()
	if f := faces[k]; f != nil {
		return f
	}
	src := RegularFont()
	if bold {
		src = BoldFont()
	}
	xf, err := opentype.NewFace(src, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		// NewFace only rejects a bad size; the callers' sizes come from the layout.
		panic(fmt.Sprintf("assets: making a %v px face: %v", size, err))
	}
	f := text.NewGoXFace(xf)
	faces[k] = f
	return f
}
