package troeven

import (
	"testing"

	tv "parlor/gameplay/troeven"
	"parlor/scenes/l10n"
	"parlor/scenes/lesson"
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
