package threethirteen

import (
	"testing"

	"parlor/scenes/scenetest"
)

// TestLessonFollowed plays the guided first game to its end by following the narrator,
// on a landscape screen and on a phone's (a wrong move on the way is explained and not
// played; the narrator's panel keeps to its spot at every step), and checks that its
// words use the game's terms and that the lesson is kept as done.
func TestLessonFollowed(t *testing.T) {
	scenetest.LessonFollowed(t, info, []string{"meld", "set", "run", "wild", "go out", "you are ready"}, 20000)
}

// TestLessonWrongMoves: at every step where the learner could make a move the narrator
// does not want, that move is held back, explained in the game's words, and changes
// nothing.
func TestLessonWrongMoves(t *testing.T) {
	scenetest.LessonWrongMoves(t, info, 3, "discard", "discard", 20000)
}

// TestLessonSkippedAndResumed: the lesson can be skipped step by step to its end (it
// is then kept as done), and one left at step 5 opens again at that step, with the
// same words, and goes on to its end.
func TestLessonSkippedAndResumed(t *testing.T) {
	scenetest.LessonSkippedAndResumed(t, info, 2, 4, 20000)
}
