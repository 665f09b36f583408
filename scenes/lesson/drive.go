package lesson

import (
	"parlor/gameplay/match"
	"parlor/scenes/l10n"
)

// Table is the table a lesson's Run plays at, as the Run drives it: package scenes
// gives it over its Shell. The Run reads the table's state through it and acts as the
// learner would.
type Table interface {
	// Moment is what the steps read now.
	Moment() Moment
	// Idle: no event waits to be shown; Busy: something on the table still moves;
	// Ended: a round's end is on show; RoundOver: it may be left now (NextRound).
	Idle() bool
	Busy() bool
	Ended() bool
	RoundOver() bool
	NextRound()
	// Legal are the learner's legal moves now; Hint is the game's hint for the
	// learner's view (ok false: none).
	Legal() []match.Move
	Hint() (match.Move, bool)
	// Stamp is mv as the learner would make it now (inside a reaction window: at the
	// window's clock, never before the human line).
	Stamp(mv match.Move) match.Move
	// Submit makes the learner's move (Error: the table refused it, or ErrHeld);
	// Refused says why, in a toast.
	Submit(mv match.Move) error
	Refused(err error)
	// Keep keeps step (over the whole lesson) as the learner's progress, or, when
	// finished, that the lesson was finished; a failure is the table's to say.
	Keep(step int, finished bool)
	// OpenPart opens the lesson's part at a new table (its Run starts there). Error:
	// its deal could not be made.
	OpenPart(part int) error
	// EndScript hands every scripted seat back to its bot.
	EndScript()
	// Jump runs the game on at once, for a catch-up (CatchUp): a moment later, the
	// bots and the scripts moving at once and the table taking the events at once.
	// Error: a move of the lesson's scripts that the rules refuse.
	Jump() error
	// Toast says msg to the learner; Changed says that the narrator's words changed.
	Toast(msg string)
	Changed()
}

// On reports a lesson under way: r is not nil and has not ended.
func (r *Run) On() bool { return r != nil && !r.Over }

// Update moves the lesson on after an update's events at t: the waiting step comes on
// show once its When holds and the table shows what happened (no event waiting outside
// a round's end, nothing moving), and its progress is kept; a watch or Any step whose
// Until holds ends. A table that caught up with a kept step and shows the game afresh
// (Resumed) may be past a watch step's moment: one whose Until already holds passes
// unseen. It then decides Hold, and while PlayOut it makes the learner's move.
func (r *Run) Update(t Table) {
	for range 16 {
		if !r.On() {
			return
		}
		st, m := r.Cur(), t.Moment()
		if !r.Shown {
			if (r.Resumed || r.Catching) && st.IsWatch() && st.Until(m) {
				r.Advance(t)
				continue
			}
			if !t.Idle() && !t.Ended() || t.Busy() || st.When != nil && !st.When(m) {
				r.HoldNow(m)
				return
			}
			r.Resumed = false
			r.Show(m)
			t.Changed()
			if !r.Catching {
				t.Keep(r.At(), r.Final)
			}
		}
		if st.Until == nil || !st.Until(m) {
			r.HoldNow(m)
			if r.PlayOut && !r.Catching {
				r.Follow(t)
			}
			return
		}
		r.Advance(t)
	}
}

// Advance goes on to the next step at t (Next): at the end of a part, to the next
// part's deal at a new table (its first step kept as the progress); after the last
// step the lesson ends and the game goes on with bots.
func (r *Run) Advance(t Table) {
	if !r.Next() {
		if r.Over {
			t.EndScript()
		}
		return
	}
	if err := t.OpenPart(r.Part + 1); err != nil {
		t.Toast(l10n.T("The lesson's next deal could not be made: %s", err.Error()))
		return
	}
	if !r.Catching {
		t.Keep(r.L.First(r.Part+1), false)
	}
}

// Allow reports whether the learner's move mv may go to the match at t (Judge); when it
// may not, the narrator explains it instead. Without a lesson under way every move may.
func (r *Run) Allow(t Table, mv match.Move) bool {
	if !r.On() || r.Judge(mv.String()) {
		return true
	}
	t.Changed()
	return false
}

// Made follows the learner's move, made at t: the step it did ends (Moved).
func (r *Run) Made(t Table) {
	if r.On() && r.Moved() {
		r.Advance(t)
	}
}

// Expect is the move the narrator expects now at t, made as the learner would make it
// (Pick, then Stamp; ok false: none).
func (r *Run) Expect(t Table) (match.Move, bool) {
	if !r.On() {
		return nil, false
	}
	pick, ok := r.Pick(t.Legal(), t.Hint)
	if !ok {
		return nil, false
	}
	return t.Stamp(pick), true
}

// SkipStep skips the step on show at t (the panel's Skip step): the narrator makes a
// move step's move for the learner (an Any step with Until: every move of the
// learner's, the game's hint, until Until holds); a Go or watch step ends.
func (r *Run) SkipStep(t Table) {
	if !r.On() {
		return
	}
	switch r.Skip() {
	case SkipPlayOut:
		t.Changed()
	case SkipNext:
		r.Advance(t)
	case SkipMove:
		mv, ok := r.Expect(t)
		if !ok {
			t.Toast(l10n.T("The narrator cannot make that move now: wait a moment."))
			return
		}
		if err := t.Submit(mv); err != nil {
			t.Refused(err)
		}
	}
}

// Follow does one thing the narrator asks at t, as the learner would: Go on a Go step,
// the expected move on a move step whose move is open now, Enter at a round's end. It
// reports whether it did something. Tests and demonstrations play a lesson through
// with it.
func (r *Run) Follow(t Table) bool {
	if !r.On() {
		return false
	}
	if r.Shown && r.Cur().IsGo() {
		r.Advance(t)
		return true
	}
	if mv, ok := r.Expect(t); ok && t.Idle() && !t.Ended() && !t.Busy() {
		return t.Submit(mv) == nil
	}
	if t.Ended() && t.RoundOver() {
		t.NextRound()
		return true
	}
	return false
}

// CatchUp plays the lesson on at t at once, following the narrator, up to step target
// (counted over the whole lesson; its part is this table's): the game's time runs in
// jumps (Jump), bots and scripts move at once, round ends pass. Nothing is kept
// meanwhile; the step reached then comes on show again, as on a table shown afresh
// (Resumed).
func (r *Run) CatchUp(t Table, target int) {
	r.Catching = true
	for i := 0; i < 20000 && !r.Over && r.At() < target; i++ {
		if err := t.Jump(); err != nil {
			t.Toast(l10n.T("The lesson could not catch up: %s", err.Error()))
			break
		}
		r.Update(t)
		if r.At() < target && !r.Follow(t) && t.Ended() {
			t.NextRound()
		}
	}
	r.Catching = false
	r.Shown, r.Resumed = false, true
}
