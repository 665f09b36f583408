package scenes

import (
	"slices"
	"strings"

	"parlor/gameplay/match"
	"parlor/scenes/prefs"
)

// lessonRun is a lesson under way at a table: the part and step reached, the
// narrator's words on show, and the explanation of the last move held back. The Shell
// runs it: lessonUpdate after each Update's events, lessonJudge before a person's move
// reaches the match, the panel in Draw and input.
type lessonRun struct {
	l     *Lesson
	part  int
	step  int    // in the part
	shown bool   // the step's When held: its words are on show
	said  string // the narrator's words on show
	wrong string // why the last move was held back ("": none)
	final bool   // the lesson's last step is on show
	over  bool   // the lesson ended: the narrator is gone, the game goes on
	// catching: the table is catching up with a step kept in the settings (nothing is
	// kept meanwhile); resumed: it has caught up, and no step has come on show since.
	catching, resumed bool
	// hold: the game waits for the learner (lessonHolds).
	hold bool
	// playOut: the learner skipped an Any step with Until: the narrator makes the
	// learner's moves (the game's hint) until Until holds.
	playOut bool
}

// cur is the step on (or waiting to come on) show.
func (r *lessonRun) cur() *Step { return &r.l.Parts[r.part].Steps[r.step] }

// at is the step's number over the whole lesson.
func (r *lessonRun) at() int { return r.l.first(r.part) + r.step }

// isMove, isWatch and isGo tell the kinds of steps apart (see Step).
func (st *Step) isMove() bool  { return len(st.Want) > 0 || st.Any }
func (st *Step) isWatch() bool { return !st.isMove() && st.Until != nil }
func (st *Step) isGo() bool    { return !st.isMove() && st.Until == nil }

// goLabel is a Go step's button label.
func (st *Step) goLabel() string {
	if st.Go != "" {
		return st.Go
	}
	return "Go on"
}

// wants reports that n (a move's notation, normMove'd) does st.
func (st *Step) wants(n string) bool {
	return st.Any || slices.ContainsFunc(st.Want, func(w string) bool { return normMove(w) == n })
}

// explain is the narrator's answer to move n that st does not want, said instead of
// the step's words (said) until the next move: so it says what to do as well.
func (st *Step) explain(n, said string) string {
	for _, w := range st.Wrong {
		if strings.HasPrefix(n, normMove(w.Move)) {
			return w.Say
		}
	}
	switch {
	case st.Why != "":
		return st.Why
	case st.isGo():
		return "Read the narrator first, then press " + st.goLabel() + "."
	case st.isWatch():
		return "Not now: watch what happens first."
	}
	return "Not that one. " + said
}

// lesson is the lesson under way (nil: none, or it has ended).
func (s *Shell) lessonOn() *lessonRun {
	if s.lesson == nil || s.lesson.over {
		return nil
	}
	return s.lesson
}

// lessonMoment is what the steps read now.
func (s *Shell) lessonMoment() Moment {
	return Moment{View: s.hand.View(), Yours: s.yourMove(), Ended: s.ended, Over: s.t.Over()}
}

// lessonHolds reports that the game waits for the learner: a Go step, or a move step
// that holds the game (Step.Hold), on show or about to come on show (its When holds;
// the table is still showing what led to it). The bots wait and game time stands
// still. It is decided once per Update, by lessonUpdate.
func (s *Shell) lessonHolds() bool {
	r := s.lessonOn()
	return r != nil && r.hold && !r.catching
}

// lessonHoldNow decides lessonHolds for the next Update, at moment m.
func (r *lessonRun) holdNow(m Moment) {
	st := r.cur()
	r.hold = (st.isGo() || st.Hold && st.isMove()) && (r.shown || !r.resumed && (st.When == nil || st.When(m)))
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
		st, m := r.cur(), s.lessonMoment()
		if !r.shown {
			if (r.resumed || r.catching) && st.isWatch() && st.Until(m) {
				s.lessonNext()
				continue
			}
			if !s.q.Idle(s.now) && !s.ended || s.t.Busy(s.now) || st.When != nil && !st.When(m) {
				r.holdNow(m)
				return
			}
			r.resumed = false
			s.lessonShow(st, m)
		}
		if st.Until == nil || !st.Until(m) {
			r.holdNow(m)
			if r.playOut && !r.catching {
				s.lessonFollow()
			}
			return
		}
		s.lessonNext()
	}
}

// lessonShow puts step st on show at moment m, and keeps the step reached.
func (s *Shell) lessonShow(st *Step, m Moment) {
	r := s.lesson
	r.shown, r.wrong, r.said = true, "", st.Say
	if st.SayFn != nil {
		r.said = st.SayFn(m)
	}
	r.final = r.part == len(r.l.Parts)-1 && r.step == len(r.l.Parts[r.part].Steps)-1
	s.situation++
	if r.final {
		s.lessonKeep(prefs.Lesson{Done: true})
	} else {
		s.lessonKeep(prefs.Lesson{Step: r.at(), Done: LessonDone(s.app.Prefs, s.info)})
	}
}

// lessonKeep keeps p as the lesson's progress in the settings (not while catching up);
// a failure is said in a toast.
func (s *Shell) lessonKeep(p prefs.Lesson) {
	if s.lesson.catching || s.app == nil {
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
	r.step++
	r.shown, r.wrong, r.hold, r.playOut = false, "", false, false
	if r.step < len(r.l.Parts[r.part].Steps) {
		return
	}
	if r.part+1 < len(r.l.Parts) {
		r.step--
		t, err := lessonTable(s.app, s.info, r.part+1)
		if err != nil {
			s.Toast("The lesson's next deal could not be made: " + err.Error())
			return
		}
		s.lessonKeep(prefs.Lesson{Step: r.l.first(r.part + 1), Done: LessonDone(s.app.Prefs, s.info)})
		s.app.Goto(t)
		return
	}
	r.over = true
	if ls, ok := s.sess.(*LocalSession); ok {
		ls.endScript()
	}
}

// lessonJudge decides whether the learner's move mv goes to the match: nil, or
// ErrLesson when the narrator holds it back and explains it instead (the step does not
// want it). On the lesson's last step any move ends the lesson and is made.
func (s *Shell) lessonJudge(mv match.Move) error {
	r := s.lessonOn()
	if r == nil || r.final {
		return nil
	}
	st, n := r.cur(), normMove(mv.String())
	if r.shown && st.isMove() && st.wants(n) {
		return nil
	}
	r.wrong = st.explain(n, r.said)
	if !r.shown {
		r.wrong = "Not yet: watch what happens first."
	}
	s.situation++
	return ErrLesson
}

// lessonMoved follows the learner's move mv, made: the step it did ends (an Any step
// with Until goes on until Until holds); on the last step the lesson ends.
func (s *Shell) lessonMoved() {
	r := s.lessonOn()
	switch {
	case r == nil:
	case r.final:
		s.lessonNext()
	case r.shown && r.cur().isMove() && !(r.cur().Any && r.cur().Until != nil):
		s.lessonNext()
	default:
		r.wrong = ""
	}
}

// lessonMove is the move the narrator expects now (ok false: none; a Go or watch
// step, or a step not on show, or the move is not open to the learner now): the
// first of Want among the learner's legal moves, or for an Any step the game's hint.
// Inside a reaction window it is made now (never before the window's clock or the
// human line).
func (s *Shell) lessonMove() (match.Move, bool) {
	r := s.lessonOn()
	if r == nil || !r.shown || !r.cur().isMove() {
		return nil, false
	}
	st := r.cur()
	legal := s.hand.Legal()
	var pick match.Move
	if st.Any {
		if s.info.Game != nil {
			if h, _, ok := s.info.Game.Hint(s.hand.View()); ok {
				pick = h
			}
		}
		if pick == nil && len(legal) > 0 {
			pick = legal[0]
		}
	}
	for _, w := range st.Want {
		if pick != nil {
			break
		}
		for _, m := range legal {
			if normMove(m.String()) == normMove(w) {
				pick = m
				break
			}
		}
	}
	if pick == nil {
		return nil, false
	}
	if ls, ok := s.sess.(*LocalSession); ok {
		at := max(s.WindowNow(), match.HumanLineMs)
		if st, ok := pick.(interface{ Stamp() int }); ok && st.Stamp() > at {
			at = st.Stamp()
		}
		pick = ls.restamp(pick, at)
	}
	return pick, true
}

// lessonSkip skips the step on show: the narrator makes a move step's move for the
// learner (an Any step with Until: every move of the learner's, the game's hint, until
// Until holds), a Go or watch step ends.
func (s *Shell) lessonSkip() {
	r := s.lessonOn()
	if r == nil || !r.shown {
		return
	}
	st := r.cur()
	if st.Any && st.Until != nil {
		r.playOut, r.wrong = true, ""
		r.said = "Skipped: the narrator plays your moves for you until this step is done."
		s.situation++
		return
	}
	if !st.isMove() {
		s.lessonNext()
		return
	}
	mv, ok := s.lessonMove()
	if !ok {
		s.Toast("The narrator cannot make that move now: wait a moment.")
		return
	}
	if err := s.Submit(mv); err != nil {
		s.Toast(Refusal(err))
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
	if r.shown && r.cur().isGo() {
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
	r.catching = true
	for i := 0; i < 20000 && !r.over && r.at() < target && r.part == s.lesson.part; i++ {
		s.now++
		s.clock.Game += 50
		if err := ls.Pump(true, 0, 1000); err != nil {
			s.Toast("The lesson could not catch up: " + err.Error())
			break
		}
		s.take()
		s.fastForward()
		s.lessonUpdate()
		if r.at() < target && !s.lessonFollow() && s.ended {
			s.nextRound()
		}
	}
	r.catching = false
	s.reset(s.viewer)
	r.shown, r.resumed = false, true
}
