package scenes

import (
	"parlor/gameplay/match"
	"parlor/scenes/lesson"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// Frame is a table's Shell as tests and tools look at it: which overlays are up, the
// top buttons and where they are, the toast's box. A table does not embed it (it has
// no need of these), so its methods are not promoted into the tables; FrameOf gives it.
type Frame Shell

// FrameOf is the Frame of a table scene (nil for any other scene).
func FrameOf(sc Scene) *Frame {
	if sh := ShellOf(sc); sh != nil {
		return (*Frame)(sh)
	}
	return nil
}

func (f *Frame) sh() *Shell { return (*Shell)(f) }

// HelpOpen reports the key help overlay is up; ShowHelp opens it (K).
func (f *Frame) HelpOpen() bool { return f.help }
func (f *Frame) ShowHelp()      { f.help = true }

// Leaving reports that the leave question is up.
func (f *Frame) Leaving() bool { return f.leave }

// SettingsOpen reports the settings overlay is up; ShowSettings opens it (G).
func (f *Frame) SettingsOpen() bool { return f.settings.Open }
func (f *Frame) ShowSettings()      { f.settings.Show() }

// SettingsWidgets are the settings overlay's widgets as last laid out (its speed's
// ‹ value › chooser first).
func (f *Frame) SettingsWidgets() []ui.Widget { return f.settings.Widgets() }

// Reveal lifts the privacy screen for the person it waits for, as Enter does, and
// reports whether one was up (development screenshots: PARLOR_DEMO=shown).
func (f *Frame) Reveal() bool {
	if !f.privacy {
		return false
	}
	f.sh().reveal()
	return true
}

// UndoOffered reports whether the table offers undo at all: a match played here with
// at least one person at the screen (never online, never a table of bots).
func (f *Frame) UndoOffered() bool { return f.sh().undoOffered() }

// SettingsButton, UndoButton and HintRect are where the Settings, Undo and hint
// buttons are (HintRect is empty when the table has its own hint button).
func (f *Frame) SettingsButton() geom.Rect { return f.sh().settingsButton() }
func (f *Frame) UndoButton() geom.Rect     { return f.sh().undoButton() }
func (f *Frame) HintRect() geom.Rect       { return f.sh().hintRect() }

// TopButtons lists the top buttons drawn over the table this frame, in drawing order
// (see Shell.Draw): Help, Rules, Menu, Settings, Undo where offered, and the hint
// button; their keys show on every one or on none.
func (f *Frame) TopButtons(c *ui.Canvas) []TopDrawn { return f.sh().topButtons(c) }

// ToastBox is where toast msg goes on canvas c and its wrapped text.
func (f *Frame) ToastBox(c *ui.Canvas, msg string) (geom.Rect, string) {
	return f.sh().toastBox(c, msg)
}

// GoOnLabel is the label of the button that leaves a round's end: "Score sheet",
// "Final scores", or at an all-bot table "Next round"; "" at a replay.
func (f *Frame) GoOnLabel() string { return f.sh().goOnLabel() }

// NextRound leaves a round's end as Enter would on an all-bot table: the next deal's
// events flow again.
func (f *Frame) NextRound() { f.sh().nextRound() }

// GoOn leaves a round's end as Enter would: the score sheet, a finished game's final
// scores (and an online game's rematch), or at an all-bot table the next round.
func (f *Frame) GoOn() { f.sh().goOn() }

// Lesson reports a lesson under way at the table: the step reached (0-based, over the
// whole lesson) and how many steps it has.
func (f *Frame) Lesson() (step, steps int, ok bool) {
	r := f.sh().lessonOn()
	if r == nil {
		return 0, 0, false
	}
	return r.At(), r.L.Steps(), true
}

// LessonSays is what the narrator says now ("" while the step waits to come on show);
// LessonWrong the explanation of the last move it held back ("" none).
func (f *Frame) LessonSays() string {
	if r := f.sh().lessonOn(); r != nil && r.Shown {
		return r.Said
	}
	return ""
}
func (f *Frame) LessonWrong() string {
	if r := f.sh().lessonOn(); r != nil {
		return r.Wrong
	}
	return ""
}

// LessonWaitsGo reports that the narrator waits for Go (Enter): a Go step, or the last
// step, on show.
func (f *Frame) LessonWaitsGo() bool {
	r := f.sh().lessonOn()
	return r != nil && r.Shown && (r.Final || r.Cur().IsGo())
}

// LessonFinal reports the lesson's last step ("you are ready") on show; LessonOver
// that the lesson ended there (the game goes on without the narrator).
func (f *Frame) LessonFinal() bool {
	r := f.sh().lessonOn()
	return r != nil && r.Final && r.Shown
}
func (f *Frame) LessonOver() bool { return f.sh().lesson != nil && f.sh().lesson.Over }

// LessonWants reports that the narrator's step on show takes mv (it would let it
// through to the match).
func (f *Frame) LessonWants(mv match.Move) bool {
	r := f.sh().lessonOn()
	return r != nil && r.Shown && r.Cur().IsMove() && r.Cur().Wants(lesson.Norm(mv.String()))
}

// LessonMove is the move the narrator expects now, made as the learner would make it
// (ok false: it expects none, or not yet).
func (f *Frame) LessonMove() (match.Move, bool) { return f.lesson.Expect(f.sh().host()) }

// LessonFollow does one thing the narrator asks (Go, the expected move, Enter at a
// round's end) and reports whether it did something; LessonSkip presses Skip step.
func (f *Frame) LessonFollow() bool { return f.lesson.Follow(f.sh().host()) }
func (f *Frame) LessonSkip()        { f.lesson.SkipStep(f.sh().host()) }

// LessonPanel is where the narrator's panel is on c, and the spot it was given
// (LessonPanel's box must lie inside it); LessonButtons are its buttons' places and
// labels.
func (f *Frame) LessonPanel(c *ui.Canvas) (box, spot geom.Rect) {
	return f.sh().lessonLayout(c).Box, lesson.Spot(c.W, c.H, f.sh().lessonBand(c.W, c.H), f.t)
}
func (f *Frame) LessonButtons(c *ui.Canvas) ([]geom.Rect, []string) {
	var rs []geom.Rect
	var ls []string
	for _, b := range f.sh().lessonLayout(c).Buttons {
		rs, ls = append(rs, b.R), append(ls, b.Label)
	}
	return rs, ls
}
