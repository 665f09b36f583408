//go:build display

package screens

import (
	"strings"
	"testing"

	"parlor/scenes"
	"parlor/scenes/prefs"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// widgetOf is the widget id among ws (nil: none).
func widgetOf(ws []ui.Widget, id int) *ui.Widget {
	for i := range ws {
		if ws[i].ID == id {
			return &ws[i]
		}
	}
	return nil
}

// clickOn presses and releases the pointer on w's middle, updating s.
func clickOn(a *scenes.App, s scenes.Scene, w *ui.Widget) {
	x, y := w.X+w.W/2, w.Y+w.H/2
	a.In = input.Input{Pointer: true, Pressed: true, Down: true, X: x, Y: y}
	s.Update(a)
	a.In = input.Input{Pointer: true, Released: true, X: x, Y: y}
	s.Update(a)
	a.In = input.Input{}
}

// lessonOpened reports that a's next scene is a table with a's lesson for g at step 0
// (or, with resumed, past it).
func lessonOpened(t *testing.T, a *scenes.App, what string) int {
	t.Helper()
	n := a.Next()
	if n == nil || scenes.FrameOf(n) == nil {
		t.Fatalf("%s: no lesson table opened (next scene %T)", what, n)
	}
	step, _, ok := scenes.FrameOf(n).Lesson()
	if !ok {
		t.Fatalf("%s: the table opened is no lesson", what)
	}
	return step
}

// TestMenuLearnToPlay: the menu offers each game's lesson ("Learn to play") under the
// game's summary on a landscape screen and under the games upright, clear of every
// other widget, and a click opens the lesson's table; with progress kept the button
// says where the lesson resumes, and the table resumes there.
func TestMenuLearnToPlay(t *testing.T) {
	for _, g := range scenes.Games() {
		for _, sz := range append([][2]float64{{ui.BaseW, ui.BaseH}}, phoneSizes...) {
			a, m := menuAt(t, g.ID, sz[0], sz[1])
			w := widgetOf(m.widgets, wLearn)
			if w == nil || w.Label != "Learn to play" {
				t.Fatalf("%s %v: no Learn to play button (%+v)", g.ID, sz, w)
			}
			if ui.Portrait(sz[0], sz[1]) {
				noOverlaps(t, g.ID, m.widgets[:m.up.footAt]) // the column scrolls over the foot
			} else {
				noOverlaps(t, g.ID, m.widgets)
				// The summary is drawn top-aligned under the button, over History.
				sum, size, top := m.menuSummary(a.Measure(), g)
				if top < w.Y+w.H {
					t.Errorf("%s: the summary starts at y %v, inside the Learn button (ends at %v)", g.ID, top, w.Y+w.H)
				}
				if end, hist := top+float64(ui.Lines(sum))*size*1.35, widgetOf(m.widgets, wHistory).Y; end > hist {
					t.Errorf("%s: the summary ends at y %v, under History at %v", g.ID, end, hist)
				}
			}
			clickOn(a, m, w)
			if step := lessonOpened(t, a, g.ID); step != 0 {
				t.Errorf("%s %v: the lesson opened at step %d", g.ID, sz, step+1)
			}
		}
		// Progress kept: the button says so and the lesson resumes there.
		a, m := menuAt(t, g.ID, ui.BaseW, ui.BaseH)
		l, err := a.Prefs.Lessons.With(g.ID, prefs.Lesson{Step: 2})
		if err != nil {
			t.Fatal(err)
		}
		a.Prefs.Lessons = l
		m.Update(a)
		w := widgetOf(m.widgets, wLearn)
		if !strings.HasPrefix(w.Label, "Resume the lesson (step 3 of ") {
			t.Errorf("%s: with step 3 kept the button says %q", g.ID, w.Label)
		}
		clickOn(a, m, w)
		if step := lessonOpened(t, a, g.ID+" resumed"); step != 2 {
			t.Errorf("%s: resumed at step %d, not 3", g.ID, step+1)
		}
	}
}

// TestRulesLearnToPlay: the rules screen from the menu offers the lesson beside Back
// on a landscape screen (the title clear of it) and at the foot of an upright one (the
// text clipped above it), and its button opens the lesson; the rules screen of a
// replay or an online table (NewRules) does not offer it.
func TestRulesLearnToPlay(t *testing.T) {
	for _, g := range scenes.Games() {
		for _, sz := range append([][2]float64{{ui.BaseW, ui.BaseH}}, phoneSizes...) {
			a, _ := menuAt(t, g.ID, sz[0], sz[1])
			r := newRulesToLearn(g)
			a.Push(r)
			r.Update(a)
			w := widgetOf(r.widgets, rulesLearn)
			if w == nil || w.Label != "Learn to play" {
				t.Fatalf("%s %v: no Learn to play button (%+v)", g.ID, sz, w)
			}
			noOverlaps(t, g.ID, r.widgets)
			if rect := geom.R(w.X, w.Y, w.W, w.H); rect.X < 0 || rect.X+rect.W > sz[0] || rect.Y+rect.H > sz[1] {
				t.Errorf("%s %v: the button %+v leaves the screen", g.ID, sz, rect)
			}
			if ui.Portrait(sz[0], sz[1]) {
				if clip := sz[1] - r.foot(sz[0], sz[1]); clip > w.Y {
					t.Errorf("%s %v: the text runs to y %v, under the button at %v", g.ID, sz, clip, w.Y)
				}
			}
			clickOn(a, r, w)
			lessonOpened(t, a, g.ID+" rules")
		}
		r := NewRules(g)
		a, _ := menuAt(t, g.ID, ui.BaseW, ui.BaseH)
		r.Update(a)
		if widgetOf(r.widgets, rulesLearn) != nil {
			t.Errorf("%s: a replay's rules screen offers the lesson", g.ID)
		}
	}
}

// TestTableRulesLearn: the rules screen opened from a local table (R) offers the
// lesson, its game being kept by the autosave; opened from a lesson's table it does not.
func TestTableRulesLearn(t *testing.T) {
	g, _ := scenes.Lookup("threethirteen")
	a, _ := menuAt(t, g.ID, ui.BaseW, ui.BaseH)
	Install(a)
	setup, err := scenes.ParseSetup(g.ID, "", 2, "", "", 5, false)
	if err != nil {
		t.Fatal(err)
	}
	table, err := g.NewTable(setup)
	if err != nil {
		t.Fatal(err)
	}
	lesson, err := scenes.StartLesson(a, g)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		sc    scenes.Scene
		learn bool
	}{{"a local table", table, true}, {"a lesson", lesson, false}} {
		a.Goto(c.sc)
		a.Update()
		for range 30 { // past the fade
			a.Update()
		}
		a.In = input.Input{}
		a.In.AddKey(input.KeyR)
		c.sc.Update(a)
		a.In = input.Input{}
		r, ok := a.Top().(*Rules)
		if !ok {
			t.Fatalf("%s: R opened %T", c.name, a.Top())
		}
		if r.offersLesson() != c.learn {
			t.Errorf("%s: its rules screen offers the lesson: %v", c.name, r.offersLesson())
		}
	}
}
