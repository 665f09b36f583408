package threethirteen

import (
	"strings"
	"testing"

	"parlor/scenes"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
)

// TestLessonFollowed plays the guided first game to its end by following the narrator
// (a wrong move on the way is explained and not played), and checks its words use the
// game's terms and that the lesson is kept as done.
func TestLessonFollowed(t *testing.T) {
	t.Setenv(prefs.EnvDir, t.TempDir())
	a := scenetest.App(prefs.Normal)
	run := scenetest.FollowLesson(t, a, info, 20000)
	if run.Steps != run.StepsTotal {
		t.Errorf("ended at step %d of %d", run.Steps, run.StepsTotal)
	}
	all := strings.ToLower(strings.Join(run.Said, " "))
	for _, term := range []string{"meld", "set", "run", "wild", "go out", "you are ready"} {
		if !strings.Contains(all, term) {
			t.Errorf("the narrator never says %q", term)
		}
	}
	if run.Wrong == "" || run.WrongSaid == "" {
		t.Errorf("no wrong move was tried")
	}
	t.Logf("wrong move %q: %q", run.Wrong, run.WrongSaid)
	if !scenes.LessonDone(a.Prefs, info) {
		t.Errorf("the lesson is not kept as done: %q", a.Prefs.Lessons)
	}
}
