package scenetest

import (
	"testing"

	"parlor/scenes"
	"parlor/scenes/prefs"
	"parlor/scenes/ui/input"
)

// lessonTable is the lesson's table a shows now: the scene a transition heads to when
// it is a table (a later part's deal), else the top scene when it is one, else sc.
func lessonTable(a *scenes.App, sc scenes.Scene) scenes.Scene {
	if n := a.Next(); n != nil {
		if scenes.ShellOf(n) != nil {
			return n
		}
		return sc
	}
	if top := a.Top(); scenes.ShellOf(top) != nil {
		return top
	}
	return sc
}

// WrongAtEveryStep plays game g's lesson to its last step as FollowLesson does, but at
// every step on show where the learner has a legal move the step does not want (on a
// Go step, any move; on a watch step, any; on a move step, one it does not take) it
// first makes that move, and fails t unless the narrator holds it back, explains it
// in words, and the view stays as it was. It returns the explanations, in order (one
// per step where a wrong move was open).
func WrongAtEveryStep(t testing.TB, a *scenes.App, g *scenes.GameInfo, limit int) []string {
	t.Helper()
	sc, err := scenes.StartLesson(a, g)
	if err != nil {
		t.Fatal(err)
	}
	a.Goto(sc)
	var said []string
	tried := -1
	for i := 0; i < limit; i++ {
		sc = lessonTable(a, sc)
		f, sh := scenes.FrameOf(sc), scenes.ShellOf(sc)
		step, _, ok := f.Lesson()
		if !ok {
			t.Fatalf("the lesson ended before its last step (step %d)", tried+1)
		}
		if f.LessonFinal() {
			return said
		}
		if f.LessonSays() != "" && step != tried && sh.Idle() && !sh.RoundOver() {
			if w := otherMove(sh, sh.Viewer()); w != nil {
				tried = step
				why := tryWrong(t, sh, w)
				said = append(said, why)
				t.Logf("step %d: %q held back: %s", step+1, w, why)
			}
		}
		switch mv, ok := f.LessonMove(); {
		case f.LessonWaitsGo():
			Press(sc, a, input.KeyEnter)
		case ok && sh.Idle():
			if err := sh.Submit(mv); err != nil {
				t.Fatalf("step %d: the narrator's move %q: %v", step+1, mv, err)
			}
			Step(sc, a, 1)
		case sh.RoundOver():
			Press(sc, a, input.KeyEnter)
		default:
			Step(sc, a, 1)
		}
	}
	t.Fatalf("no end to the lesson after %d updates", limit)
	return nil
}

// SkipLesson plays game g's lesson to its last step by its narrator panel's buttons
// alone, clicked as a learner clicks them: Skip step on every step that has one (the
// narrator makes a move step's move), the Go button on a Go step, and Enter at a
// round's end. It fails t unless every step shown offers Skip step or Go, and returns
// how many steps were skipped.
func SkipLesson(t testing.TB, a *scenes.App, g *scenes.GameInfo, limit int) int {
	t.Helper()
	sc, err := scenes.StartLesson(a, g)
	if err != nil {
		t.Fatal(err)
	}
	a.Goto(sc)
	skipped := 0
	for i := 0; i < limit; i++ {
		sc = lessonTable(a, sc)
		f, sh := scenes.FrameOf(sc), scenes.ShellOf(sc)
		step, _, ok := f.Lesson()
		if !ok {
			t.Fatalf("the lesson ended before its last step")
		}
		if f.LessonFinal() {
			return skipped
		}
		if f.LessonSays() == "" || !sh.Idle() {
			if sh.RoundOver() {
				Press(sc, a, input.KeyEnter)
			} else {
				Step(sc, a, 1)
			}
			continue
		}
		rs, labels := f.LessonButtons(a.Measure())
		hit := -1
		for k, l := range labels {
			if l == "Skip step" || l == "Skip" || k == 0 && f.LessonWaitsGo() {
				hit = k
			}
		}
		if hit < 0 {
			t.Fatalf("step %d offers neither Skip step nor Go: %q", step+1, labels)
		}
		if labels[hit] == "Skip step" || labels[hit] == "Skip" {
			skipped++
		}
		Click(sc, a, rs[hit].X+rs[hit].W/2, rs[hit].Y+rs[hit].H/2)
		// Until the step changes (a move's skip waits for its window's human line; the
		// last step of a deal opens the next deal's table).
		next := a.Next()
		for k := 0; k < 400; k++ {
			if s, _, ok := f.Lesson(); !ok || s != step || a.Next() != next {
				break
			}
			Step(sc, a, 1)
		}
	}
	f := scenes.FrameOf(sc)
	st, _, _ := f.Lesson()
	t.Fatalf("no end to the skipped lesson after %d updates: step %d says %q, idle %v, toast %q", limit, st+1, f.LessonSays(), scenes.ShellOf(sc).Idle(), scenes.ShellOf(sc).ToastShown())
	return 0
}

// ResumeLesson plays game g's lesson at a to its step at (0-based), leaves it there,
// and opens it again in a new App whose settings are read back from the settings file
// (set PARLOR_CONFIG_DIR), as a player who left and came back: it fails t unless the
// lesson opens at that step, saying the same words, and goes on from it to its end.
func ResumeLesson(t testing.TB, a *scenes.App, g *scenes.GameInfo, at, limit int) {
	t.Helper()
	sc, err := scenes.StartLesson(a, g)
	if err != nil {
		t.Fatal(err)
	}
	a.Goto(sc)
	var said string
	for i := 0; ; i++ {
		if i == limit {
			t.Fatalf("step %d never came on show", at+1)
		}
		sc = lessonTable(a, sc)
		f, sh := scenes.FrameOf(sc), scenes.ShellOf(sc)
		if step, _, _ := f.Lesson(); step == at && f.LessonSays() != "" {
			said = f.LessonSays()
			break
		}
		switch mv, ok := f.LessonMove(); {
		case f.LessonWaitsGo():
			Press(sc, a, input.KeyEnter)
		case ok && sh.Idle():
			if err := sh.Submit(mv); err != nil {
				t.Fatal(err)
			}
			Step(sc, a, 1)
		case sh.RoundOver():
			Press(sc, a, input.KeyEnter)
		default:
			Step(sc, a, 1)
		}
	}
	p, err := prefs.Load()
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Lessons.Get(g.ID); got.Step != at {
		t.Fatalf("the settings keep step %d, not %d", got.Step+1, at+1)
	}
	b := App(a.Prefs.Speed)
	b.W, b.H, b.Prefs = a.W, a.H, p
	if l := scenes.LessonLabel(p, g); l == "Learn to play" {
		t.Errorf("the menu's button says %q, not where the lesson resumes", l)
	}
	sc, err = scenes.StartLesson(b, g)
	if err != nil {
		t.Fatal(err)
	}
	b.Goto(sc)
	for i := 0; ; i++ {
		if i == limit {
			t.Fatalf("the resumed lesson never showed step %d", at+1)
		}
		f := scenes.FrameOf(sc)
		if step, _, _ := f.Lesson(); step != at {
			t.Fatalf("the lesson resumed at step %d, not %d", step+1, at+1)
		}
		if f.LessonSays() != "" {
			if f.LessonSays() != said {
				t.Errorf("resumed, step %d says %q, not %q", at+1, f.LessonSays(), said)
			}
			break
		}
		Step(sc, b, 1)
	}
	run := followFrom(t, b, sc, limit)
	if run.Steps != run.StepsTotal {
		t.Errorf("the resumed lesson ended at step %d of %d", run.Steps, run.StepsTotal)
	}
}
