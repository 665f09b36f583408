package troeven

import (
	"fmt"
	"strings"
	"testing"

	tv "parlor/gameplay/troeven"
	"parlor/scenes/l10n"
	"parlor/scenes/lesson"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
)

// TestLessonSpeaksTheLanguage: every step of the guided game (and each way its last
// step sums the round up) is said in Dutch, German, French and Spanish, not in the
// English it is written in.
func TestLessonSpeaksTheLanguage(t *testing.T) {
	t.Cleanup(func() { l10n.Set(l10n.En) })
	moments := []lesson.Moment{{}}
	for _, caller := range []int{30, 20, 10} {
		r := tv.RoundResult{Round: 1, Sides: 2, Points: [3]int{caller, 40 - caller}, Tally: [3]int{6, 7, 7}}
		moments = append(moments, lesson.Moment{View: tv.View{History: []tv.RoundResult{r}}, Ended: true})
	}
	for _, st := range guide.Parts[0].Steps {
		for _, m := range moments {
			l10n.Set(l10n.En)
			en := st.SayFn(m)
			for _, lang := range []l10n.Lang{l10n.Nl, l10n.De, l10n.Fr, l10n.Es} {
				l10n.Set(lang)
				if got := st.SayFn(m); got == en || got == "" {
					t.Errorf("%v says %q", lang, got)
				}
			}
		}
	}
}

// TestLessonFollowedInEveryLanguage follows the guided game to its end in Dutch,
// German, French and Spanish on a landscape screen and a phone's: the narrator's
// panel keeps to its spot with the longer words (FollowLesson checks it at every
// step), and the narrator speaks the language on.
func TestLessonFollowedInEveryLanguage(t *testing.T) {
	t.Cleanup(func() { l10n.Set(l10n.En) })
	for _, lang := range []l10n.Lang{l10n.Nl, l10n.De, l10n.Fr, l10n.Es} {
		l10n.Set(lang)
		for _, size := range [][2]float64{{1280, 800}, {390, 844}} {
			t.Run(fmt.Sprintf("%v-%gx%g", lang, size[0], size[1]), func(t *testing.T) {
				t.Setenv(prefs.EnvDir, t.TempDir())
				a := scenetest.App(prefs.Instant)
				a.W, a.H = size[0], size[1]
				run := scenetest.FollowLesson(t, a, info, 20000)
				if run.Steps != run.StepsTotal || len(run.Said) == 0 {
					t.Fatalf("ended at step %d of %d", run.Steps, run.StepsTotal)
				}
				if strings.HasPrefix(run.Said[0], "Welcome") {
					t.Errorf("the narrator starts in English: %q", run.Said[0])
				}
			})
		}
	}
}
