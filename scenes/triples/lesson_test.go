package triples

import (
	"strings"
	"testing"

	"parlor/scenes"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
)

// TestLessonFollowed plays the guided first game to its end by following the narrator,
// on a landscape screen and on a phone's (a wrong move on the way is explained and not
// played; the narrator's panel keeps to its spot at every step), and checks that its
// words use the game's terms and that the lesson is kept as done.
func TestLessonFollowed(t *testing.T) {
	for _, size := range [][2]float64{{1280, 800}, {390, 844}} {
		t.Setenv(prefs.EnvDir, t.TempDir())
		a := scenetest.App(prefs.Normal)
		a.W, a.H = size[0], size[1]
		run := scenetest.FollowLesson(t, a, info, 20000)
		if run.Steps != run.StepsTotal {
			t.Errorf("%v: ended at step %d of %d", size, run.Steps, run.StepsTotal)
		}
		all := strings.ToLower(strings.Join(run.Said, " "))
		for _, term := range []string{"triple", "colour", "shape", "number", "draw 2", "you are ready"} {
			if !strings.Contains(all, term) {
				t.Errorf("the narrator never says %q", term)
			}
		}
		if run.Wrong == "" || run.WrongSaid == "" {
			t.Errorf("%v: no wrong move was tried", size)
		}
		t.Logf("%v: wrong move %q: %q", size, run.Wrong, run.WrongSaid)
		if !scenes.LessonDone(a.Prefs, info) {
			t.Errorf("%v: the lesson is not kept as done: %q", size, a.Prefs.Lessons)
		}
	}
}

// TestLessonWrongMoves: at every step where the learner could make a move the narrator
// does not want, that move is held back, explained in the game's words, and changes
// nothing.
func TestLessonWrongMoves(t *testing.T) {
	t.Setenv(prefs.EnvDir, t.TempDir())
	said := scenetest.WrongAtEveryStep(t, scenetest.App(prefs.Normal), info, 20000)
	if len(said) < 3 {
		t.Errorf("wrong moves were open at %d steps only: %q", len(said), said)
	}
	if all := strings.Join(said, " "); !strings.Contains(all, "three hearts") {
		t.Errorf("no explanation speaks of %q: %q", "triple", said)
	}
}

// TestLessonSkippedAndResumed: the lesson can be skipped step by step to its end (it
// is then kept as done), and one left at step 4 opens again at that step, with the
// same words, and goes on to its end.
func TestLessonSkippedAndResumed(t *testing.T) {
	t.Setenv(prefs.EnvDir, t.TempDir())
	a := scenetest.App(prefs.Normal)
	if n := scenetest.SkipLesson(t, a, info, 20000); n < 2 {
		t.Errorf("%d steps skipped", n)
	}
	if !scenes.LessonDone(a.Prefs, info) {
		t.Errorf("the skipped lesson is not kept as done")
	}
	t.Setenv(prefs.EnvDir, t.TempDir())
	scenetest.ResumeLesson(t, scenetest.App(prefs.Normal), info, 3, 20000)
}
