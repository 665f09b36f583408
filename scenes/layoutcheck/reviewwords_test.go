//go:build display

package layoutcheck

import (
	"strings"
	"testing"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui"
)

// reviewedOf is the replay of replayOf(game, players, seed) reviewed by the hard bot,
// shown at the review's costliest move (its strip saying why).
func reviewedOf(game string, players int, seed uint64) aScreen {
	return aScreen{"review-" + game, func(e *env, a *scenes.App) scenes.Scene {
		r := replayOf(game, players, seed).build(e, a).(*screens.Replay)
		r.DemoReview(false)
		for i := 0; i < 20000; i++ {
			if _, _, done := r.Review(); done {
				break
			}
			scenetest.Step(r, a, 1)
		}
		scenetest.Step(r, a, 2)
		if _, body := r.ReviewLine(); body == "" {
			e.t.Fatalf("%s: the review shows no reason", game)
		}
		return settle(r, a)
	}}
}

// TestReviewSpeaksTheLanguage: the replay's review strip, at each game's costliest move,
// draws no English word in the pseudo-locale (the reason is the core's Words, said in
// the language on: scenes/reasonwords), and its mirror's verdicts neither.
func TestReviewSpeaksTheLanguage(t *testing.T) {
	e := layoutEnv(t)
	t.Cleanup(func() { l10n.Set(l10n.En) })
	l10n.Set(l10n.Pseudo)
	rec := &ui.LayoutRec{}
	for _, s := range []aScreen{reviewedOf("threethirteen", 3, 7), reviewedOf("troeven", 3, 4),
		reviewedOf("thirdwheel", 3, 5), reviewedOf("triples", 4, 3)} {
		sz := size{1280, 800, false}
		_, _ = draw(t, e, scenetest.App(prefs.Instant), s, sz, rec, "", "")
		var bad []string
		for _, it := range topLayer(rec.Items) {
			text := it.Text
			if it.Full != "" {
				text = it.Full
			}
			if ws := untranslated(text); it.Kind == ui.RecText && len(ws) > 0 {
				bad = append(bad, strings.Join(ws, " ")+" in "+strings.ReplaceAll(text, "\n", " "))
			}
		}
		if len(bad) > 0 {
			t.Errorf("%s draws English in the pseudo-locale:\n\t%s", s.name, strings.Join(first(bad, 20), "\n\t"))
		}
	}
}
