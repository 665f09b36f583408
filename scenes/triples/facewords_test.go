//go:build display

package triples

import (
	"testing"

	"parlor/scenes/l10n"
	"parlor/sprites"
)

// TestFaceWordsFit: in every language, the colours' names and the Draw 2 band's words
// the faces print fit their places at a readable size, in letters the font has.
func TestFaceWordsFit(t *testing.T) {
	t.Cleanup(func() { l10n.Set(l10n.En) })
	for _, lang := range l10n.Langs {
		l10n.Set(lang)
		text := sprites.TriplesFaceText(faceWords())
		for en, f := range text {
			if !f.Fits() {
				t.Errorf("%s: %q prints %q %.0f%% wide of its room at %.2f of its size", lang, en, f.Lines, 100*f.Width/f.Room, f.Fit)
			}
			if lang != l10n.En && f.Lines[0] == sprites.TriplesFaceText(sprites.TriplesWords{})[en].Lines[0] {
				t.Errorf("%s: %q prints the English", lang, en)
			}
		}
		if m := sprites.MissingGlyphs(text); m != "" {
			t.Errorf("%s: the faces' font has no %q", lang, m)
		}
	}
}
