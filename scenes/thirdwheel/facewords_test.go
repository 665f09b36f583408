//go:build display

package thirdwheel

import (
	"testing"

	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes/l10n"
	"parlor/sprites"
)

// TestFaceWordsFit: in every language, every word the deck's faces print (the Wild's
// and the action cards' names, the suits, "0 points") fits its place on the card at a
// readable size, in letters the faces' font has, and a card's printed name is the name
// the table says.
func TestFaceWordsFit(t *testing.T) {
	t.Cleanup(func() { l10n.Set(l10n.En) })
	for _, lang := range l10n.Langs {
		l10n.Set(lang)
		w := faceWords()
		text := sprites.TWFaceText(w)
		for en, f := range text {
			if !f.Fits() {
				t.Errorf("%s: %q prints %q %.0f%% wide of its room (%.1f of %.1f logical px) at %.2f of its size",
					lang, en, f.Lines, 100*f.Width/f.Room, f.Width, f.Room, f.Fit)
			}
		}
		if m := sprites.MissingGlyphs(text); m != "" {
			t.Errorf("%s: the faces' font has no %q", lang, m)
		}
		for _, c := range []tw.Card{tw.Wild, tw.Hike, tw.Silence, tw.Talk, tw.Room} {
			if w.Names[c] != cardName(c) {
				t.Errorf("%s: %s's face prints %q, the table says %q", lang, c, w.Names[c], cardName(c))
			}
			if lang != l10n.En && w.Names[c] == c.Name() {
				t.Errorf("%s: %s's face prints the English %q", lang, c, w.Names[c])
			}
		}
	}
}
