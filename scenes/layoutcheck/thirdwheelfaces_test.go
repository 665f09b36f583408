//go:build display

package layoutcheck

import (
	"bytes"
	"os"
	"testing"

	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
	"parlor/scenes/ui"
	"parlor/sprites"
)

// actionHand is an Action Cards table of Third Wheel (the person and two normal bots)
// whose person holds an action card at the deal, and that card.
func actionHand(e *env, a *scenes.App) (scenes.Scene, tw.Card) {
	g, _ := scenes.Lookup("thirdwheel")
	for seed := uint64(1); seed < 60; seed++ {
		sc := scenetest.Open(e.t, g, scenetest.Setup(e.t, "thirdwheel", "", 3, "actions", "human,normal,normal", seed))
		v, _ := scenes.ShellOf(sc).ViewNow().(tw.View)
		for _, c := range v.Hand {
			if c.Valid() && !c.IsSuit() && c != tw.Wild {
				return show(a, sc), c
			}
		}
	}
	e.t.Fatal("no Action Cards deal in 60 seeds gives the person an action card")
	return nil, 0
}

// TestThirdWheelFacesInTheLanguage draws a Third Wheel table whose person holds an
// action card in English, Dutch and German at 1280×800 and 390×844: no layout faults,
// and the card's face, as the table's atlas holds it, is drawn anew in each language (it
// prints that language's name; PARLOR_LAYOUT_SHOTS=DIR saves the tables to look at).
func TestThirdWheelFacesInTheLanguage(t *testing.T) {
	e := layoutEnv(t)
	t.Cleanup(func() { l10n.Set(l10n.En) })
	shots := os.Getenv("PARLOR_LAYOUT_SHOTS")
	rec := &ui.LayoutRec{}
	faces := map[l10n.Lang][]byte{}
	for _, lang := range []l10n.Lang{l10n.En, l10n.Nl, l10n.De} {
		l10n.Set(lang)
		for _, sz := range []size{{1280, 800, false}, {390, 844, true}} {
			var card tw.Card
			s := aScreen{"thirdwheel-actions", func(e *env, a *scenes.App) scenes.Scene {
				sc, c := actionHand(e, a)
				card = c
				return sc
			}}
			a := scenetest.App(prefs.Normal)
			faults, _ := draw(t, e, a, s, sz, rec, shots, s.name+"-"+lang.Code())
			for _, f := range faults {
				if k, _ := known(s.name, sz, f.rule); k == "" {
					t.Errorf("%s at %dx%d: %s: %s", lang, sz.w, sz.h, f.rule, f.what)
				}
			}
			img := scenes.AtlasOf[*sprites.TWAtlas](scenes.ShellOf(a.Top())).Face(card)
			pix := make([]byte, 4*img.Bounds().Dx()*img.Bounds().Dy())
			img.ReadPixels(pix)
			faces[lang] = pix
		}
	}
	for _, lang := range []l10n.Lang{l10n.Nl, l10n.De} {
		if bytes.Equal(faces[lang], faces[l10n.En]) {
			t.Errorf("in %s the action card's face is the English one", lang)
		}
	}
}
