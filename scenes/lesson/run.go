package lesson

import (
	"parlor/gameplay/match"
	"parlor/scenes/l10n"
)

// Run is a lesson under way at a table: the part and step reached, the narrator's
// words on show, and the explanation of the last move held back. The table framework
// drives it (package scenes): Show, Next, HoldNow after each update's events, Judge
// before a person's move reaches the match and Moved after, Skip and Pick for the
// panel's Skip step button; the panel is Layout and Box.Draw.
type Run struct {
	L     *Lesson
	Part  int
	Index int    // the step, in the part
	Shown bool   // the step's When held: its words are on show
	Said  string // the narrator's words on show
	Wrong string // why the last move was held back ("": none)
	Final bool   // the lesson's last step is on show
	Over  bool   // the lesson ended: the narrator is gone, the game goes on
	// Catching: the table is catching up with a step kept in the settings (nothing is
	// kept meanwhile); Resumed: it has caught up, and no step has come on show since.
	Catching, Resumed bool
	// Hold: the game waits for the learner (Holds).
	Hold bool
	// PlayOut: the learner skipped an Any step with Until: the narrator makes the
	// learner's moves (the game's hint) until Until holds.
	PlayOut bool
}

// Cur is the step on (or waiting to come on) show.
func (r *Run) Cur() *Step { return &r.L.Parts[r.Part].Steps[r.Index] }

// At is the step's number over the whole lesson, from 0.
func (r *Run) At() int { return r.L.First(r.Part) + r.Index }

// Holds reports that the game waits for the learner (Hold, decided by HoldNow), except
// while catching up.
func (r *Run) Holds() bool { return r.Hold && !r.Catching }

// HoldNow decides Hold for the next update, at moment m: a Go step, or a move step that
// holds the game (Step.Hold), on show or about to come on show (its When holds; the
// table is still showing what led to it).
func (r *Run) HoldNow(m Moment) {
	st := r.Cur()
	r.Hold = (st.IsGo() || st.Hold && st.IsMove()) && (r.Shown || !r.Resumed && (st.When == nil || st.When(m)))
}

// Show puts the current step on show at moment m: its words (SayFn's, when set), no
// explanation, Final on the lesson's last step.
func (r *Run) Show(m Moment) {
	st := r.Cur()
	r.Shown, r.Wrong, r.Said = true, "", l10n.T(st.Say)
	if st.SayFn != nil {
		r.Said = st.SayFn(m)
	}
	r.Final = r.Part == len(r.L.Parts)-1 && r.Index == len(r.L.Parts[r.Part].Steps)-1
}

// Next goes on to the next step. At the end of a part it reports true and stays on
// the part's last step: the next part's deal is the caller's to open (at a new table,
// whose Run starts at that part). After the lesson's last step, Over is set.
func (r *Run) Next() (newPart bool) {
	r.Index++
	r.Shown, r.Wrong, r.Hold, r.PlayOut = false, "", false, false
	if r.Index < len(r.L.Parts[r.Part].Steps) {
		return false
	}
	if r.Part+1 < len(r.L.Parts) {
		r.Index--
		return true
	}
	r.Over = true
	return false
}

// Judge reports whether the learner's move mv (its notation) may go to the match: the
// step on show wants it, or the lesson's last step is on show (any move plays on).
// Otherwise Wrong is set to the narrator's explanation.
func (r *Run) Judge(mv string) bool {
	if r.Final {
		return true
	}
	st, n := r.Cur(), Norm(mv)
	if r.Shown && st.IsMove() && st.Wants(n) {
		return true
	}
	r.Wrong = st.Explain(n, r.Said)
	if !r.Shown {
		r.Wrong = l10n.T("Not yet: watch what happens first.")
	}
	return false
}

// Moved follows the learner's move, made: it reports that the step it did ends (an Any
// step with Until goes on until Until holds; on the last step the lesson ends), or
// clears the last explanation.
func (r *Run) Moved() (next bool) {
	switch {
	case r.Final:
		return true
	case r.Shown && r.Cur().IsMove() && !(r.Cur().Any && r.Cur().Until != nil):
		return true
	}
	r.Wrong = ""
	return false
}

// What the Skip step button does (Run.Skip).
const (
	SkipNone    = iota // nothing on show to skip
	SkipPlayOut        // the narrator plays the learner's moves until the step's Until holds
	SkipNext           // a Go or watch step: go on to the next step
	SkipMove           // a move step: make its move (Pick) for the learner
)

// Skip is what skipping the step on show does (SkipNone … SkipMove); for an Any step
// with Until it starts the play-out (PlayOut) and says so.
func (r *Run) Skip() int {
	if !r.Shown {
		return SkipNone
	}
	st := r.Cur()
	switch {
	case st.Any && st.Until != nil:
		r.PlayOut, r.Wrong = true, ""
		r.Said = l10n.T("Skipped: the narrator plays your moves for you until this step is done.")
		return SkipPlayOut
	case !st.IsMove():
		return SkipNext
	}
	return SkipMove
}

// Pick is the move the narrator expects now among legal, the learner's legal moves (ok
// false: none; a Go or watch step, a step not on show, or no such move open now): for
// an Any step the game's hint (hint, called only then) or else the first legal move;
// otherwise the first of Want that legal holds.
func (r *Run) Pick(legal []match.Move, hint func() (match.Move, bool)) (match.Move, bool) {
	if !r.Shown || !r.Cur().IsMove() {
		return nil, false
	}
	st := r.Cur()
	var pick match.Move
	if st.Any {
		if h, ok := hint(); ok {
			pick = h
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
			if Norm(m.String()) == Norm(w) {
				pick = m
				break
			}
		}
	}
	return pick, pick != nil
}
