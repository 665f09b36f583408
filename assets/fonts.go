// Package assets holds Parlor's fonts (Go Regular and Go Bold from
// golang.org/x/image/font/gofont) as text/v2 faces; package assets/sound holds the sound
// effects, which are synthesized in code.
package assets

import (
	"bytes"
	"fmt"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

var (
	sourcesOnce sync.Once
	regularSrc  *text.GoTextFaceSource
	boldSrc     *text.GoTextFaceSource

	facesMu sync.Mutex
	faces   = map[faceKey]*text.GoTextFace{}
)

type faceKey struct {
	size float64
	bold bool
}

func mustSource(ttf []byte, name string) *text.GoTextFaceSource {
	src, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
	if err != nil {
		// The fonts are compiled in: this can only fail if the embedded data is corrupt.
		panic(fmt.Sprintf("assets: parsing the embedded %s font: %v", name, err))
	}
	return src
}

func loadSources() {
	sourcesOnce.Do(func() {
		regularSrc = mustSource(goregular.TTF, "Go Regular")
		boldSrc = mustSource(gobold.TTF, "Go Bold")
	})
}

// RegularSource is the parsed Go Regular font (parsed once, on first use).
func RegularSource() *text.GoTextFaceSource { loadSources(); return regularSrc }

// BoldSource is the parsed Go Bold font (parsed once, on first use).
func BoldSource() *text.GoTextFaceSource { loadSources(); return boldSrc }

// Face returns Go Regular at size (pixels of the image drawn on, i.e. device pixels if
// the caller draws on a device-pixel screen). Faces are cached per size: a repeat call
// with the same size returns the same *text.GoTextFace and does not allocate. Do not
// modify the returned face (it is shared). Safe for concurrent use.
func Face(size float64) *text.GoTextFace { return face(size, false) }

// BoldFace is Face in Go Bold.
func BoldFace(size float64) *text.GoTextFace { return face(size, true) }

func face(size float64, bold bool) *text.GoTextFace {
	k := faceKey{size, bold}
	facesMu.Lock()
	f := faces[k]
	if f == nil {
		src := RegularSource()
		if bold {
			src = BoldSource()
		}
		f = &text.GoTextFace{Source: src, Size: size}
		faces[k] = f
	}
	facesMu.Unlock()
	return f
}
