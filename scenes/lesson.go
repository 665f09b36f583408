package scenes

import (
	"errors"
	"fmt"
	"slices"

	"parlor/assets/sound"
	"parlor/gameplay/match"
	"parlor/scenes/lesson"
	"parlor/scenes/prefs"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// ErrLesson is the error of a move the lesson's narrator held back (Shell.Submit): the
// narrator explains it; a toast has nothing to add (Refusal is "").
var ErrLesson = lesson.ErrHeld

// LessonLabel is the label of the button that starts g's lesson with settings p: "Learn
// to play", "Resume the lesson (step 4 of 12)" or, once finished, "Learn to play
// again"; "" when g has no lesson.
func LessonLabel(p prefs.Settings, g *GameInfo) string {
	if g.Lesson == nil {
		return ""
	}
	switch pr := p.Lessons.Get(g.ID); {
	case pr.Step > 0 && pr.Step < g.Lesson.Steps():
		return fmt.Sprintf("Resume the lesson (step %d of %d)", pr.Step+1, g.Lesson.Steps())
	case pr.Done:
		return "Learn to play again"
	}
	return "Learn to play"
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
	if s.lesson == nil || s.lesson.Over {
		return nil
	}
	return s.lesson
}

// lessonMoment is what the steps read now.
func (s *Shell) lessonMoment() lesson.Moment {
	return lesson.Moment{View: s.hand.View(), Yours: s.yourMove(), Ended: s.ended, Over: s.t.Over()}
}

// lessonHolds reports that the game waits for the learner (lesson.Run.Holds): the bots
// wait and game time stands still. It is decided once per Update, by lessonUpdate.
func (s *Shell) lessonHolds() bool {
	r := s.lessonOn()
	return r != nil && r.Holds()
}

// lessonUpdate moves the lesson on after this Update's events: the waiting step comes
// on show once its When holds and the table shows what happened (no event waiting
// outside a round's end, nothing moving); a watch or Any step whose Until holds ends.
// A table that caught up with a kept step (lessonCatchUp) and shows the game afresh may
// be past a watch step's moment: one whose Until already holds passes unseen.
func (s *Shell) lessonUpdate() {
	for range 16 {
		r := s.lessonOn()
		if r == nil {
			return
		}
		st, m := r.Cur(), s.lessonMoment()
		if !r.Shown {
			if (r.Resumed || r.Catching) && st.IsWatch() && st.Until(m) {
				s.lessonNext()
				continue
			}
			if !s.q.Idle(s.now) && !s.ended || s.t.Busy(s.now) || st.When != nil && !st.When(m) {
				r.HoldNow(m)
				return
			}
			r.Resumed = false
			r.Show(m)
			s.situation++
			if r.Final {
				s.lessonKeep(prefs.Lesson{Done: true})
			} else {
				s.lessonKeep(prefs.Lesson{Step: r.At(), Done: LessonDone(s.app.Prefs, s.info)})
			}
		}
		if st.Until == nil || !st.Until(m) {
			r.HoldNow(m)
			if r.PlayOut && !r.Catching {
				s.lessonFollow()
			}
			return
		}
		s.lessonNext()
	}
}

// lessonKeep keeps p as the lesson's progress in the settings (not while catching up);
// a failure is said in a toast.
func (s *Shell) lessonKeep(p prefs.Lesson) {
	if s.lesson.Catching || s.app == nil {
		return
	}
	l, err := s.app.Prefs.Lessons.With(s.info.ID, p)
	if err == nil && l != s.app.Prefs.Lessons {
		s.app.Prefs.Lessons = l
		err = s.app.SavePrefs()
	}
	if err != nil {
		s.Toast("The lesson's progress could not be kept: " + err.Error())
	}
}

// lessonNext goes on to the next step: at the end of a part, to the next part's deal at
// a new table; after the last step the lesson ends and the game goes on with bots.
func (s *Shell) lessonNext() {
	r := s.lesson
	if !r.Next() {
		if ls, ok := s.sess.(*LocalSession); ok && r.Over && ls.script != nil {
			ls.script.End()
			ls.script = nil
		}
		return
	}
	t, err := lessonTable(s.app, s.info, r.Part+1)
	if err != nil {
		s.Toast("The lesson's next deal could not be made: " + err.Error())
		return
	}
	s.lessonKeep(prefs.Lesson{Step: r.L.First(r.Part + 1), Done: LessonDone(s.app.Prefs, s.info)})
	s.app.Goto(t)
}

// lessonJudge decides whether the learner's move mv goes to the match: nil, or
// ErrLesson when the narrator holds it back and explains it instead (the step does not
// want it). On the lesson's last step any move ends the lesson and is made.
func (s *Shell) lessonJudge(mv match.Move) error {
	r := s.lessonOn()
	if r == nil || r.Judge(mv.String()) {
		return nil
	}
	s.situation++
	return ErrLesson
}

// lessonMoved follows the learner's move, made: the step it did ends (an Any step
// with Until goes on until Until holds); on the last step the lesson ends.
func (s *Shell) lessonMoved() {
	if r := s.lessonOn(); r != nil && r.Moved() {
		s.lessonNext()
	}
}

// lessonMove is the move the narrator expects now (lesson.Run.Pick; ok false: none),
// for an Any step the game's hint. Inside a reaction window it is made now (never
// before the window's clock or the human line).
func (s *Shell) lessonMove() (match.Move, bool) {
	r := s.lessonOn()
	if r == nil {
		return nil, false
	}
	pick, ok := r.Pick(s.hand.Legal(), func() (match.Move, bool) {
		if s.info.Game == nil {
			return nil, false
		}
		h, _, ok := s.info.Game.Hint(s.hand.View())
		return h, ok
	})
	if !ok {
		return nil, false
	}
	if ls, ok := s.sess.(*LocalSession); ok {
		at := max(s.WindowNow(), match.HumanLineMs)
		if st, ok := pick.(interface{ Stamp() int }); ok && st.Stamp() > at {
			at = st.Stamp()
		}
		pick = lesson.Restamp(ls.Match().Live(), pick, at)
	}
	return pick, true
}

// lessonSkip skips the step on show: the narrator makes a move step's move for the
// learner (an Any step with Until: every move of the learner's, the game's hint, until
// Until holds), a Go or watch step ends.
func (s *Shell) lessonSkip() {
	r := s.lessonOn()
	if r == nil {
		return
	}
	switch r.Skip() {
	case lesson.SkipPlayOut:
		s.situation++
	case lesson.SkipNext:
		s.lessonNext()
	case lesson.SkipMove:
		mv, ok := s.lessonMove()
		if !ok {
			s.Toast("The narrator cannot make that move now: wait a moment.")
			return
		}
		if err := s.Submit(mv); err != nil {
			s.Toast(Refusal(err))
		}
	}
}

// lessonFollow does one thing the narrator asks, as the learner would: Go on a Go
// step, the expected move on a move step whose move is open now, Enter at a round's
// end. It reports whether it did something. Tests and demonstrations play a lesson
// through with it.
func (s *Shell) lessonFollow() bool {
	r := s.lessonOn()
	if r == nil {
		return false
	}
	if r.Shown && r.Cur().IsGo() {
		s.lessonNext()
		return true
	}
	if mv, ok := s.lessonMove(); ok && s.q.Idle(s.now) && !s.ended && !s.t.Busy(s.now) {
		return s.Submit(mv) == nil
	}
	if s.ended && s.RoundOver() {
		s.nextRound()
		return true
	}
	return false
}

// lessonCatchUp plays the lesson on at once, following the narrator, up to step
// target (counted over the whole lesson; its part is this table's): the game's time
// runs in jumps, bots and scripts move at once, round ends pass. Nothing is kept
// meanwhile; the table is then shown afresh, the step reached coming on show again.
func (s *Shell) lessonCatchUp(target int) {
	r := s.lesson
	ls, ok := s.sess.(*LocalSession)
	if r == nil || !ok {
		return
	}
	r.Catching = true
	for i := 0; i < 20000 && !r.Over && r.At() < target && r.Part == s.lesson.Part; i++ {
		s.now++
		s.clock.Game += 50
		if err := ls.Pump(true, 0, 1000); err != nil {
			s.Toast("The lesson could not catch up: " + err.Error())
			break
		}
		s.take()
		s.fastForward()
		s.lessonUpdate()
		if r.At() < target && !s.lessonFollow() && s.ended {
			s.nextRound()
		}
	}
	r.Catching = false
	s.reset(s.viewer)
	r.Shown, r.Resumed = false, true
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

// lessonInput takes this tick's input for the narrator's panel: Enter goes on from a Go
// step (on the last step at a round's end it also leaves the round's end, as the
// table says), a press on a button does what it says, and any press on the panel goes
// no further. It reports whether it took the input.
func (s *Shell) lessonInput(a *App) bool {
	r := s.lessonOn()
	if r == nil {
		return false
	}
	in := &a.In
	if in.Key(input.KeyEnter) && r.Final && s.ended {
		s.lessonNext() // Enter plays on, and leaves the round's end as it says
		return false
	}
	if in.Key(input.KeyEnter) && (r.Final || r.Shown && r.Cur().IsGo()) {
		a.Sound.Play(sound.Click)
		s.lessonNext()
		return true
	}
	if !in.Pressed || !in.Pointer {
		return false
	}
	b := s.lessonLayout(a.Measure())
	act, on := b.At(in.X, in.Y)
	if act != 0 {
		a.Sound.Play(sound.Click)
	}
	switch act {
	case lesson.ActGo:
		s.lessonNext()
	case lesson.ActSkip:
		s.lessonSkip()
	case lesson.ActLeave:
		s.leaveToMenu(a)
	}
	return on
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
