//go:build display

package thirdwheel

import (
	"strings"
	"testing"

	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
	"parlor/scenes/ui"
)

// TestLessonSpeaksTheLanguage: followed in Dutch, German, French and Spanish, on a landscape screen
// and on a phone's, the narrator says every step in that language (no step's words as
// in English; the last says the floor the race made), and its panel keeps to its spot
// (FollowLesson checks it at every step).
func TestLessonSpeaksTheLanguage(t *testing.T) {
	t.Cleanup(func() { l10n.Set(l10n.En) })
	follow := func(w, h float64) []string {
		t.Setenv(prefs.EnvDir, t.TempDir())
		a := scenetest.App(prefs.Normal)
		a.W, a.H, a.Scale = ui.Fit(w, h, 1)
		return scenetest.FollowLesson(t, a, info, 20000).Said
	}
	l10n.Set(l10n.En)
	english := follow(1280, 800)
	for _, tc := range []struct {
		lang  l10n.Lang
		ready string
	}{{l10n.Nl, "Je bent er klaar voor!"}, {l10n.De, "Du bist bereit!"}, {l10n.Fr, "Vous êtes prêt\u00a0!"}, {l10n.Es, "¡Ya estás listo!"}} {
		l10n.Set(tc.lang)
		for _, sz := range [][2]float64{{1280, 800}, {390, 844}} {
			said := follow(sz[0], sz[1])
			if len(said) != len(english) {
				t.Fatalf("%v at %v: %d steps said, %d in English", tc.lang, sz, len(said), len(english))
			}
			for i, s := range said {
				if s == english[i] {
					t.Errorf("%v at %v, step %d: said in English: %q", tc.lang, sz, i+1, s)
				}
			}
			if last := said[len(said)-1]; !strings.HasPrefix(last, tc.ready) {
				t.Errorf("%v at %v: the last step says %q, want it to start %q", tc.lang, sz, last, tc.ready)
			}
		}
	}
}
