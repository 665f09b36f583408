package scenes

import (
	"errors"
	"slices"

	"parlor/gameplay/match"
	"parlor/scenes/saves"
)

// undoCache is the last answer to "may the viewer take back a move now?", kept until
// the match or the viewer changes (the answer replays the moves in question).
type undoCache struct {
	moves, undos, viewer int
	valid                bool
	to                   int   // the log length to go back to
	why                  error // why not (nil: undo may go back to to)
}

// Undo errors, in plain words.
var (
	errUndoNothing = errors.New("nothing to take back in this round")
	errUndoRace    = errors.New("moves made in a slap race cannot be taken back")
	errUndoWindow  = errors.New("no taking back during a slap race")
	errUndoOver    = errors.New("the game is over")
)

// UndoOffered reports whether this table offers undo at all: a match played here
// with at least one person at the screen (never online, never a table of bots).
func (s *Shell) UndoOffered() bool {
	_, local := s.Sess.(*LocalSession)
	return local && len(s.people) > 0
}

// UndoTarget is the log length an undo goes back to now: just before the viewer's
// previous decision in this round. Error (in plain words): none is left in this round,
// another person at this screen has played since (they have seen the cards), a move in
// between was made in a reaction window, a reaction window is open, or the game is
// over.
func (s *Shell) UndoTarget() (int, error) {
	ls, ok := s.Sess.(*LocalSession)
	if !ok || len(s.people) == 0 {
		return 0, errors.New("undo is only for games played at this screen")
	}
	m := ls.Match()
	c := &s.undo
	if c.valid && c.moves == m.Len() && c.undos == m.Undos() && c.viewer == s.Viewer {
		return c.to, c.why
	}
	c.moves, c.undos, c.viewer, c.valid = m.Len(), m.Undos(), s.Viewer, true
	c.to, c.why = undoTarget(m, s.Viewer, s.people, s.Name)
	return c.to, c.why
}

// undoTarget finds the viewer's last move whose taking back crosses no round's start,
// no other person's move and no reaction window.
func undoTarget(m *match.Match, viewer int, people []int, name func(int) string) (int, error) {
	if m.Over() {
		return 0, errUndoOver
	}
	if cl, ok := m.Live().(match.Clocked); ok && cl.Window().Open {
		return 0, errUndoWindow
	}
	log := m.Log()
	i := len(log) - 1
	for ; i >= 0 && log[i].Seat != viewer; i-- {
		if p := log[i].Seat; p >= 0 && p != viewer && slices.Contains(people, p) {
			return 0, errors.New(name(p) + " has played since; undo is only for moves nobody else at this screen has seen")
		}
	}
	if i < 0 {
		return 0, errUndoNothing
	}
	back := m.Clone()
	if err := back.Truncate(i); err != nil {
		return 0, err
	}
	if saves.RoundsDone(back) != saves.RoundsDone(m) {
		return 0, errUndoNothing
	}
	cl, clocked := back.Live().(match.Clocked)
	for _, e := range log[i:] {
		if clocked && cl.Window().Open {
			return 0, errUndoRace
		}
		if _, err := back.Apply(e.Move); err != nil {
			return 0, err
		}
		cl, _ = back.Live().(match.Clocked)
	}
	return i, nil
}

// Undo takes back the viewer's previous decision (and the bots' moves since): the
// match goes back to just before it, it is marked in the game's record (its undo
// count), saved, and the table is shown afresh. A refusal is said in a toast.
func (s *Shell) Undo(t Table) bool {
	to, err := s.UndoTarget()
	if err != nil {
		s.Toast(Sentence(err.Error()) + ".")
		return false
	}
	ls := s.Sess.(*LocalSession)
	if err := ls.Truncate(to); err != nil {
		s.Toast("Could not take the move back: " + err.Error())
		return false
	}
	s.reset(s.Viewer, t)
	s.Banner("Move taken back", 90)
	return true
}

// reset shows the table afresh from seat after the match jumped (an undo, a skip):
// nothing queued, no round's end, no privacy screen.
func (s *Shell) reset(seat int, t Table) {
	s.q.Clear()
	s.ended, s.final, s.resume, s.banner = false, false, false, ""
	s.privacy, s.hidden = false, false
	s.SetViewer(seat, t)
}
