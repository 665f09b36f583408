package scenetest

import (
	"strings"
	"testing"

	"parlor/scenes"
	"parlor/scenes/prefs"
)

// LessonFollowed plays g's guided first game to its end by following the narrator, on a
// landscape screen (1280×800) and on a phone's (390×844), each with its own empty
// preferences folder, and checks that it ends at its last step, that a wrong move was
// tried and explained on the way, that the narrator says each of terms (lower-case; the
// words are compared lower-cased) and that the lesson is kept as done. limit bounds the
// updates of each run.
func LessonFollowed(t *testing.T, g *scenes.GameInfo, terms []string, limit int) {
	t.Helper()
	for _, size := range [][2]float64{{1280, 800}, {390, 844}} {
		t.Setenv(prefs.EnvDir, t.TempDir())
		a := App(prefs.Normal)
		a.W, a.H = size[0], size[1]
		run := FollowLesson(t, a, g, limit)
		if run.Steps != run.StepsTotal {
			t.Errorf("%v: ended at step %d of %d", size, run.Steps, run.StepsTotal)
		}
		all := strings.ToLower(strings.Join(run.Said, " "))
		for _, term := range terms {
			if !strings.Contains(all, term) {
				t.Errorf("the narrator never says %q", term)
			}
		}
		if run.Wrong == "" || run.WrongSaid == "" {
			t.Errorf("%v: no wrong move was tried", size)
		}
		t.Logf("%v: wrong move %q: %q", size, run.Wrong, run.WrongSaid)
		if !scenes.LessonDone(a.Prefs, g) {
			t.Errorf("%v: the lesson is not kept as done: %q", size, a.Prefs.Lessons)
		}
	}
}

// LessonWrongMoves runs WrongAtEveryStep on g's lesson (in an empty preferences folder)
// and checks that wrong moves were open at minSteps steps or more and that some
// explanation contains word (case as given); about names what word stands for in the
// error. limit bounds the updates.
func LessonWrongMoves(t *testing.T, g *scenes.GameInfo, minSteps int, word, about string, limit int) {
	t.Helper()
	t.Setenv(prefs.EnvDir, t.TempDir())
	said := WrongAtEveryStep(t, App(prefs.Normal), g, limit)
	if len(said) < minSteps {
		t.Errorf("wrong moves were open at %d steps only: %q", len(said), said)
	}
	if all := strings.Join(said, " "); !strings.Contains(all, word) {
		t.Errorf("no explanation speaks of %s (%q): %q", about, word, said)
	}
}

// LessonSkippedAndResumed checks that g's lesson can be skipped step by step to its end,
// minSkipped steps or more, and is then kept as done; and (in a fresh preferences
// folder) that one left at step index resumeAt opens again there with the same words and
// goes on to its end (ResumeLesson). limit bounds the updates of each run.
func LessonSkippedAndResumed(t *testing.T, g *scenes.GameInfo, minSkipped, resumeAt, limit int) {
	t.Helper()
	t.Setenv(prefs.EnvDir, t.TempDir())
	a := App(prefs.Normal)
	if n := SkipLesson(t, a, g, limit); n < minSkipped {
		t.Errorf("%d steps skipped", n)
	}
	if !scenes.LessonDone(a.Prefs, g) {
		t.Errorf("the skipped lesson is not kept as done")
	}
	t.Setenv(prefs.EnvDir, t.TempDir())
	ResumeLesson(t, App(prefs.Normal), g, resumeAt, limit)
}
