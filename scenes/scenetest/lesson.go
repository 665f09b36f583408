package scenetest

import (
	"errors"
	"fmt"
	"testing"

	"parlor/gameplay/match"
	"parlor/scenes"
	"parlor/scenes/ui/input"
)

// LessonRun is what FollowLesson saw: the narrator's words at each step it reached, in
// order, the move it held back (and its explanation), and the table the lesson ended
// at.
type LessonRun struct {
	Said              []string
	Wrong, WrongSaid  string
	Final             scenes.Scene
	Steps, StepsTotal int
}

// FollowLesson plays game g's lesson from its start to its last step ("you are
// ready") by following the narrator, as a learner would: Enter on a Go step, at a
// round's end Enter (the score sheet, then on), and on a move step the move the
// narrator expects, read from it (Frame.LessonMove) and made through the Shell as the
// table's controls make it (once the table shows the last move). On the first move
// step where the learner has another legal move it first makes that one, and fails t
// unless the narrator explains it and the view stays as it was (nothing played). The lesson's progress goes to a's
// settings (set PARLOR_CONFIG_DIR). Deals of later parts open at new tables
// (App.Goto), which it follows.
func FollowLesson(t testing.TB, a *scenes.App, g *scenes.GameInfo, limit int) LessonRun {
	t.Helper()
	sc, err := scenes.StartLesson(a, g)
	if err != nil {
		t.Fatal(err)
	}
	a.Goto(sc)
	return followFrom(t, a, sc, limit)
}

// followFrom is FollowLesson from the lesson's table sc on.
func followFrom(t testing.TB, a *scenes.App, sc scenes.Scene, limit int) LessonRun {
	t.Helper()
	var run LessonRun
	last := -1
	for i := 0; i < limit; i++ {
		// A later part's deal opens at a new table (the score sheet, also a
		// Goto, is passed by: its table goes on).
		sc = lessonTable(a, sc)
		f := scenes.FrameOf(sc)
		sh := scenes.ShellOf(sc)
		step, steps, ok := f.Lesson()
		if !ok {
			t.Fatalf("the lesson ended before its last step (step %d; over %v, toast %q, view %+v)", last+1, f.LessonOver(), sh.ToastShown(), sh.ViewNow())
		}
		run.Steps, run.StepsTotal = step+1, steps
		if says := f.LessonSays(); says != "" && step != last {
			last = step
			run.Said = append(run.Said, says)
			t.Logf("update %d, step %d: %s", i, step+1, says)
			panelFits(t, a, f, step)
		}
		if f.LessonFinal() {
			run.Final = sc
			return run
		}
		if f.LessonWaitsGo() {
			Press(sc, a, input.KeyEnter)
			continue
		}
		if mv, ok := f.LessonMove(); ok && sh.Idle() {
			if run.Wrong == "" {
				if w := otherMove(sh, mv.MoveSeat()); w != nil {
					run.Wrong, run.WrongSaid = w.String(), tryWrong(t, sh, w)
					panelFits(t, a, f, step)
				}
			}
			if err := sh.Submit(mv); err != nil {
				t.Fatalf("step %d: the narrator's move %q: %v", step+1, mv, err)
			}
			Step(sc, a, 1)
			continue
		}
		if sh.RoundOver() {
			Press(sc, a, input.KeyEnter)
			continue
		}
		Step(sc, a, 1)
	}
	t.Fatalf("no end to the lesson after %d updates: step %d says %q", limit, last+1, scenes.FrameOf(sc).LessonSays())
	return run
}

// otherMove is a legal move of seat's that the narrator does not want now (nil:
// none).
func otherMove(sh *scenes.Shell, seat int) match.Move {
	for _, m := range sh.Legal() {
		if !scenes.FrameOf(sh).LessonWants(m) && m.MoveSeat() == seat {
			return m
		}
	}
	return nil
}

// tryWrong makes w, a move the narrator does not want, and fails t unless it is held
// back (scenes.ErrLesson, no toast), explained, and leaves the viewer's view as it
// was. It returns the explanation.
func tryWrong(t testing.TB, sh *scenes.Shell, w match.Move) string {
	t.Helper()
	before, n := fmt.Sprintf("%+v", sh.ViewNow()), sh.ViewN()
	err := sh.Submit(w)
	if !errors.Is(err, scenes.ErrLesson) {
		t.Fatalf("the wrong move %q was not held back: %v", w, err)
	}
	why := scenes.FrameOf(sh).LessonWrong()
	if why == "" {
		t.Fatalf("the wrong move %q was held back without a word", w)
	}
	if after := fmt.Sprintf("%+v", sh.ViewNow()); after != before || sh.ViewN() != n {
		t.Fatalf("the wrong move %q changed the view:\n%s\n%s", w, before, after)
	}
	if sh.ToastShown() != "" {
		t.Errorf("the wrong move %q also raised a toast %q", w, sh.ToastShown())
	}
	return why
}

// panelFits fails t unless the narrator's panel lies inside the spot its table gave it
// on a's screen, and its buttons inside the panel.
func panelFits(t testing.TB, a *scenes.App, f *scenes.Frame, step int) {
	t.Helper()
	c := a.Measure()
	box, spot := f.LessonPanel(c)
	if box.X < spot.X || box.Y < spot.Y || box.X+box.W > spot.X+spot.W+0.01 || box.Y+box.H > spot.Y+spot.H+0.01 {
		t.Errorf("%gx%g, step %d: the narrator's panel %+v leaves its spot %+v", a.W, a.H, step+1, box, spot)
	}
	rs, labels := f.LessonButtons(c)
	for i, r := range rs {
		if !box.Contains(r.X, r.Y) || !box.Contains(r.X+r.W-0.01, r.Y+r.H-0.01) {
			t.Errorf("%gx%g, step %d: button %q %+v outside the panel %+v", a.W, a.H, step+1, labels[i], r, box)
		}
	}
}
