package thirdwheel

import (
	"fmt"
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
	scenetest.LessonFollowed(t, info, []string{"slap", "snap match", "double-down", "pair", "window", "action cards", "you are ready"}, 20000)
}

// TestLessonWrongMoves: at every step where the learner could move (a slap with no
// pair, a card played out of turn, ...) a move the narrator does not want is held
// back, explained in words, and changes nothing; a slap with no pair is explained as
// a miss that costs a card.
func TestLessonWrongMoves(t *testing.T) {
	scenetest.LessonWrongMoves(t, info, 3, "No pair", "a slap without a pair", 20000)
}

// TestLessonSkippedAndResumed: the lesson can be skipped step by step to its end (it
// is then kept as done), and one left at its race in the second deal opens again at
// that step, with the same words, and goes on to its end.
func TestLessonSkippedAndResumed(t *testing.T) {
	scenetest.LessonSkippedAndResumed(t, info, 3, 7, 20000)
}

// TestLessonAtAnyFrameRate: the lesson's races come out the same at 60, 20 and 4
// updates a second of the monotonic clock: the narrator says the same words (the floor
// the race made among them) and the learner's view at the end, its log of races won
// and lost by how many ms included, is the same. (A lesson's game time counts updates,
// as its animations do; on real time, at 4 updates a second the table was still
// showing Cleo's 9 when Basil's 9 came, the watch step never came on show, and the
// Duo played on to 100.)
func TestLessonAtAnyFrameRate(t *testing.T) {
	var said, end string
	for _, fps := range []float64{60, 20, 4} {
		t.Setenv(prefs.EnvDir, t.TempDir())
		a := scenetest.App(prefs.Normal)
		clock := 0.0
		a.Monotonic = func() float64 { clock += 1000 / fps; return clock }
		run := scenetest.FollowLesson(t, a, info, 20000)
		s, e := strings.Join(run.Said, "\n"), fmt.Sprintf("%+v", scenes.ShellOf(run.Final).ViewNow())
		if said == "" {
			said, end = s, e
			continue
		}
		if s != said {
			t.Errorf("at %v updates a second the narrator says\n%s\nnot, as at 60,\n%s", fps, s, said)
		}
		if e != end {
			t.Errorf("at %v updates a second the lesson ends at\n%s\nnot, as at 60,\n%s", fps, e, end)
		}
	}
}
