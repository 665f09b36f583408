//go:build display

package sprites

import (
	"slices"
	"strings"
	"testing"

	"parlor/gameplay/cards/twcard"
)

// TestTWWordsEnglish: without words the faces print the English, each action card's
// name on the two lines the deck was designed with, at full size, and every word fits.
func TestTWWordsEnglish(t *testing.T) {
	text := TWFaceText(TWWords{})
	want := map[string][]string{
		"Take a Hike": {"TAKE A", "HIKE"}, "Awkward Silence": {"AWKWARD", "SILENCE"},
		"Talking Too Much": {"TALKING", "TOO MUCH"}, "Read the Room": {"READ THE", "ROOM"},
		"Wild": {"WILD"}, "heart": {"HEART"}, "flowers": {"FLOWERS"}, "0 points": {"0 POINTS"},
	}
	for en, lines := range want {
		f, ok := text[en]
		if !ok || !slices.Equal(f.Lines, lines) || f.Fit != 1 || !f.Fits() {
			t.Errorf("%q prints %q at %.2f of its size (width %.1f of %.1f), want %q at full size", en, f.Lines, f.Fit, f.Width, f.Room, lines)
		}
	}
	if len(text) != 10 {
		t.Errorf("%d words on the faces, want 10 (5 names, 4 suits, the points)", len(text))
	}
	for en, f := range TriplesFaceText(TriplesWords{}) {
		if f.Fit != 1 || !f.Fits() || f.Lines[0] != strings.ToUpper(en) {
			t.Errorf("Triples' %q prints %q at %.2f", en, f.Lines, f.Fit)
		}
	}
}

// TestFaceWordsShrinkToFit: a long name is broken at the space that balances its lines
// and shrunk until it fits; one too long to fit at a readable size is reported, and a
// letter the font lacks is named.
func TestFaceWordsShrinkToFit(t *testing.T) {
	text := TWFaceText(TWWords{Names: map[twcard.Card]string{
		twcard.Talk: "Zu viel gequatscht", twcard.Room: "Stimmungsbarometerablesung", twcard.Wild: "comodín"}})
	talk := text["Talking Too Much"]
	if !slices.Equal(talk.Lines, []string{"ZU VIEL", "GEQUATSCHT"}) || !talk.Fits() {
		t.Errorf("Zu viel gequatscht prints %q at %.2f (width %.1f of %.1f)", talk.Lines, talk.Fit, talk.Width, talk.Room)
	}
	if room := text["Read the Room"]; room.Fits() || len(room.Lines) != 1 || room.Fit != minFit {
		t.Errorf("a 26-letter word prints %q at %.2f, width %.1f of %.1f: want it reported as overflowing", room.Lines, room.Fit, room.Width, room.Room)
	}
	if w := text["Wild"]; w.Lines[0] != "COMODÍN" || !w.Fits() {
		t.Errorf("comodín prints %q", w.Lines)
	}
	if talk := TWFaceText(TWWords{Names: map[twcard.Card]string{twcard.Talk: "Moulin à\u00a0paroles"}})["Talking Too Much"]; !slices.Equal(talk.Lines, []string{"MOULIN", "À\u00a0PAROLES"}) {
		t.Errorf("a no-break space did not keep its words together: %q", talk.Lines)
	}
	if m := MissingGlyphs(text); m != "" {
		t.Errorf("Go Bold lacks %q", m)
	}
	if m := MissingGlyphs(map[string]FaceText{"x": {Lines: []string{"A\u4e2dB"}}}); m != "\u4e2d" {
		t.Errorf("MissingGlyphs = %q, want the Han letter", m)
	}
}

// TestWordedDeckRedrawn: Atlases draws a Worded deck's atlas again when its language
// changes, with the new words on its faces, and keeps it while the language stays.
func TestWordedDeckRedrawn(t *testing.T) {
	needGame(t)
	lang := "en"
	words := map[string]string{"en": "", "nl": "Hoepel op"}
	d := NewDeck("tw-test", func(scale float64, _ bool) *Drawing[*TWAtlas] {
		return DrawTWAtlas(scale, TWWords{Names: map[twcard.Card]string{twcard.Hike: words[lang]}})
	}).Worded(func() string { return lang })
	var as Atlases
	first := as.Get(d, 1, false).(*TWAtlas)
	before := facePixels(first, twcard.Hike)
	other := facePixels(first, twcard.NewCard(5, twcard.Ring))
	as.Maintain(1, false)
	if as.Get(d, 1, false) != first {
		t.Fatal("the atlas was drawn again though the language stayed")
	}
	lang = "nl"
	as.Maintain(1, false)
	second := as.Get(d, 1, false).(*TWAtlas)
	if second == first {
		t.Fatal("the atlas was not drawn again when the language changed")
	}
	if slices.Equal(facePixels(second, twcard.Hike), before) {
		t.Error("Take a Hike's face did not change with its words")
	}
	if !slices.Equal(facePixels(second, twcard.NewCard(5, twcard.Ring)), other) {
		t.Error("a face without changed words changed")
	}
	// A Triples deck and a deck without words are left alone.
	tri := NewDeck("tri-test", func(scale float64, _ bool) *Drawing[*TriplesAtlas] { return DrawTriplesAtlas(scale, TriplesWords{}) })
	ta := as.Get(tri, 1, false)
	defer ta.Dispose()
	lang = "de"
	as.Maintain(1, false)
	if as.Get(tri, 1, false) != ta || as.Get(d, 1, false) == second {
		t.Error("the deck without words was drawn again, or the worded one was not")
	}
	as.Get(d, 1, false).Dispose()
}

// facePixels reads c's face back.
func facePixels(a *TWAtlas, c twcard.Card) []byte {
	img := a.Face(c)
	b := img.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(pix)
	return pix
}
