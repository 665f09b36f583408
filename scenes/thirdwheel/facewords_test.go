//go:build display

package thirdwheel

import (
	"strings"
	"testing"

	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
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

// TestLanguageChangeRedrawsTheFaces: when the language changes in the Settings at the
// table, the next tick draws the deck again in it (the faces print its words) and the
// table draws with the new atlas; while the language stays, the atlas stays.
func TestLanguageChangeRedrawsTheFaces(t *testing.T) {
	t.Setenv(prefs.EnvDir, t.TempDir())
	t.Cleanup(func() { l10n.Set(l10n.En) })
	a := App(prefs.Normal)
	tb := table(t, "", "human,normal,normal", 1)
	a.Goto(tb)
	for i := 0; i < 100 && (a.Transitioning() || a.Top() != tb); i++ {
		a.Update()
	}
	a.Update()
	en := tb.atlas
	a.Update()
	if en == nil || tb.atlas != en {
		t.Fatalf("the table's atlas is %p, then %p: want one, kept", en, tb.atlas)
	}
	f := scenes.FrameOf(tb.Shell)
	b := f.SettingsButton()
	Click(tb, a, b.CX(), b.CY())
	Step(tb, a, 1)
	var lang *ui.Widget
	for i, w := range f.SettingsWidgets() {
		if w.Label == "Language" {
			lang = &f.SettingsWidgets()[i]
		}
	}
	if !f.SettingsOpen() || lang == nil {
		t.Fatalf("the Settings button opened no settings with a Language row (open %v)", f.SettingsOpen())
	}
	vx, col := input.CycleValue(lang)
	for i := 0; i < 3 && l10n.Current() == l10n.En; i++ { // System, English, then Dutch
		Click(tb, a, vx+col-17, lang.Y+lang.H/2)
	}
	if l10n.Current() == l10n.En {
		t.Fatal("a click on the Language row's › left English on")
	}
	a.Update()
	if tb.atlas == en {
		t.Fatalf("the language changed to %s and the table still draws the English faces", l10n.Current())
	}
	words := sprites.TWFaceText(faceWords())["Take a Hike"].Lines
	if strings.Contains(strings.Join(words, " "), "HIKE") {
		t.Errorf("in %s Take a Hike's face prints %q", l10n.Current(), words)
	}
}
