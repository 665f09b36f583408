package scenes

import (
	"errors"
	"fmt"
	"slices"

	"parlor/assets/sound"
	"parlor/gameplay/match"
	"parlor/scenes/l10n"
	"parlor/scenes/lesson"
	"parlor/scenes/prefs"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// ErrLesson is the error of a move the lesson's narrator held back (Shell.Submit): the
// narrator explains it; a toast has nothing to add (Refusal is "").
var ErrLesson = lesson.ErrHeld

// LessonLabel is the label of the button that starts g's lesson with settings p
// (lesson.Label); "" when g has no lesson.
func LessonLabel(p prefs.Settings, g *GameInfo) string {
	if g.Lesson == nil {
		return ""
	}
	return lesson.Label(g.Lesson, p.Lessons.Get(g.ID))
}

// LessonDone reports that g's lesson was finished once with settings p.
func LessonDone(p prefs.Settings, g *GameInfo) bool { return p.Lessons.Get(g.ID).Done }

// StartLesson opens g's lesson where the player left it (the step kept in the
// settings), or from its start; the scene is its table. Error: g has no lesson, or its
// deal cannot be made.
func StartLesson(a *App, g *GameInfo) (Scene, error) {
	if g.Lesson == nil || len(g.Lesson.Parts) == 0 || g.Table == nil {
		return nil, errors.New(g.Name + " has no lesson yet")
	}
	at := a.Prefs.Lessons.Get(g.ID).Step
	if at >= g.Lesson.Steps() {
		at = 0
	}
	part, _ := g.Lesson.Locate(at)
	t, err := lessonTable(a, g, part)
	if err != nil {
		return nil, err
	}
	if at > g.Lesson.First(part) {
		ShellOf(t).lessonCatchUp(at)
	}
	return t, nil
}

// lessonTable is the table of part of g's lesson, at its first step: a local match of
// the part's deal, the learner in Person, the scripted seats held by their scripts.
func lessonTable(a *App, g *GameInfo, part int) (Table, error) {
	lp := &g.Lesson.Parts[part]
	cfg := lp.Config
	cfg.Game, cfg.Options = g.ID, slices.Clone(cfg.Options)
	s := Setup{Config: cfg, Seats: make([]SeatSetup, cfg.Players)}
	s.Decks = nil // a Setup carries no stacked decks; the match below has them
	for i := range s.Seats {
		s.Seats[i] = SeatSetup{Human: i == lp.Person, Level: lp.Level}
	}
	s.NameSeats()
	m, err := match.New(g.Game, cfg, s.Levels())
	if err != nil {
		return nil, fmt.Errorf("the lesson's deal: %w", err)
	}
	sess, err := ResumeLocalSession(m, s)
	if err != nil {
		return nil, err
	}
	if sess.script, err = lesson.NewScript(sess.local, sess.bots, lp.Script); err != nil {
		return nil, err
	}
	t, err := OpenTable(g, s, sess)
	if err != nil {
		return nil, err
	}
	sh := ShellOf(t)
	sh.lesson = &lesson.Run{L: g.Lesson, Part: part}
	sh.app = a
	return t, nil
}

// lessonOn is the lesson under way (nil: none, or it has ended).
func (s *Shell) lessonOn() *lesson.Run {
	if !s.lesson.On() {
		return nil
	}
	return s.lesson
}

// lessonHolds reports that the game waits for the learner (lesson.Run.Holds): the bots
// wait and game time stands still. It is decided once per Update, by lesson.Run.Update.
func (s *Shell) lessonHolds() bool { return s.lesson.On() && s.lesson.Holds() }

// lessonHost is the Shell as a lesson's Run drives it (lesson.Table).
type lessonHost struct{ *Shell }

// host is s as its lesson's Run drives it.
func (s *Shell) host() lessonHost { return lessonHost{s} }

func (h lessonHost) Moment() lesson.Moment {
	return lesson.Moment{View: h.hand.View(), Yours: h.yourMove(), Ended: h.ended, Over: h.t.Over()}
}
func (h lessonHost) Busy() bool           { return h.t.Busy(h.now) }
func (h lessonHost) NextRound()           { h.nextRound() }
func (h lessonHost) Changed()             { h.situation++ }
func (h lessonHost) Refused(err error)    { h.Toast(Refusal(err)) }
func (h lessonHost) EndScript()           { h.endScript() }
func (h lessonHost) OpenPart(p int) error { return h.openPart(p) }

// Hint is the game's hint for the learner's view (not counted: the narrator gives it).
func (h lessonHost) Hint() (match.Move, bool) {
	if h.info.Game == nil {
		return nil, false
	}
	mv, _, ok := h.info.Game.Hint(h.hand.View())
	return mv, ok
}

// Stamp is mv made now: inside a reaction window of a local match, at the window's
// clock (never before the human line or mv's own time).
func (h lessonHost) Stamp(mv match.Move) match.Move {
	ls, ok := h.sess.(*LocalSession)
	if !ok {
		return mv
	}
	at := max(h.WindowNow(), match.HumanLineMs)
	if st, ok := mv.(interface{ Stamp() int }); ok && st.Stamp() > at {
		at = st.Stamp()
	}
	return lesson.Restamp(ls.Match().Live(), mv, at)
}

// Keep keeps the lesson's progress in the settings; a failure is said in a toast.
func (h lessonHost) Keep(step int, finished bool) {
	if h.app == nil {
		return
	}
	p := prefs.Lesson{Done: true}
	if !finished {
		p = prefs.Lesson{Step: step, Done: LessonDone(h.app.Prefs, h.info)}
	}
	l, err := h.app.Prefs.Lessons.With(h.info.ID, p)
	if err == nil && l != h.app.Prefs.Lessons {
		h.app.Prefs.Lessons = l
		err = h.app.SavePrefs()
	}
	if err != nil {
		h.Toast(l10n.T("The lesson's progress could not be kept: %s", err.Error()))
	}
}

// endScript hands a local match's scripted seats back to their bots.
func (s *Shell) endScript() {
	if ls, ok := s.sess.(*LocalSession); ok && ls.script != nil {
		ls.script.End()
		ls.script = nil
	}
}

// openPart goes to part of the lesson, at a new table.
func (s *Shell) openPart(part int) error {
	t, err := lessonTable(s.app, s.info, part)
	if err == nil {
		s.app.Goto(t)
	}
	return err
}

// lessonCatchUp plays the lesson on at once up to step target (lesson.Run.CatchUp) and
// shows the table afresh.
func (s *Shell) lessonCatchUp(target int) {
	if _, ok := s.sess.(*LocalSession); ok && s.lesson != nil {
		s.lesson.CatchUp(s.host(), target)
		s.reset(s.viewer)
	}
}

// Jump is a catch-up's jump: a tick and 50 ms of game time, the bots and scripts at
// once, the events taken and fast-forwarded.
func (h lessonHost) Jump() error {
	h.now++
	h.clock.Game += 50
	if err := h.sess.(*LocalSession).Pump(true, 0, 1000); err != nil {
		return err
	}
	h.take()
	h.fastForward()
	return nil
}

// lessonBand is the height of the narrator's band at the foot of a w×h screen
// (lesson.Band): 0 on a landscape screen or without a lesson under way.
func (s *Shell) lessonBand(w, h float64) float64 {
	if s.lessonOn() == nil {
		return 0
	}
	return lesson.Band(w, h)
}

// lessonLayout lays out the narrator's panel on c, in its spot (lesson.Spot).
func (s *Shell) lessonLayout(c *ui.Canvas) lesson.Box {
	return s.lesson.Layout(c, lesson.Spot(c.W, c.H, s.lessonBand(c.W, c.H), s.t))
}

// drawLesson draws the narrator's panel while a lesson is under way.
func (s *Shell) drawLesson(c *ui.Canvas) {
	if s.lessonOn() == nil {
		return
	}
	b := s.lessonLayout(c)
	b.Draw(c, func(c *ui.Canvas, r geom.Rect, label string) { s.DrawButton(c, r, label, false) })
}

// lessonInput takes this tick's input for the narrator's panel (lesson.Run.Input); it
// reports whether it took the input.
func (s *Shell) lessonInput(a *App) bool {
	r := s.lessonOn()
	return r != nil && r.Input(s.host(), &a.In, func() lesson.Box { return s.lessonLayout(a.Measure()) },
		func() { a.Sound.Play(sound.Click) }, func() { s.leaveToMenu(a) })
}

// lessonLeft is the menu's setup on leaving a lesson: the last game's setup when it was
// this game, else this game's defaults (the lesson's deal is not a menu's choice).
func (s *Shell) lessonLeft(a *App) Setup {
	if a.Launch.Game == s.info.ID && len(a.Launch.Seats) > 0 {
		return a.Launch
	}
	st, err := ParseSetup(s.info.ID, "", 0, "", "", 0, false)
	if err != nil {
		return a.Launch
	}
	return st
}
