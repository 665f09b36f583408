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
	errUndoHere    = errors.New("undo is only for games played at this screen")
)

// undoTo is the log length an undo by viewer goes back to now: just before the
// viewer's previous decision in this round. Error (in plain words): none is left in
// this round, another person at this screen has played since (they have seen the
// cards), a move in between showed the viewer a hidden card, a move in between was made
// in a reaction window, a reaction window is open, or the game is over. The answer is kept until the match or the viewer changes.
func (s *LocalSession) undoTo(viewer int, name func(int) string) (int, error) {
	m := s.Match()
	c := &s.undo
	if c.valid && c.moves == m.Len() && c.undos == m.Undos() && c.viewer == viewer {
		return c.to, c.why
	}
	c.moves, c.undos, c.viewer, c.valid = m.Len(), m.Undos(), viewer, true
	c.to, c.why = undoTarget(m, viewer, s.people, name)
	return c.to, c.why
}

// undoTarget finds the viewer's last move whose taking back crosses no round's start,
// no other person's move, no reaction window and no move that showed the viewer a
// hidden card (match.CheckTakeBack: a *match.RevealError).
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
	if err := m.CheckTakeBack(viewer, i); err != nil {
		return 0, err
	}
	return i, nil
}

// takeBack takes the match back to its first n moves (an undo by viewer, refused when
// it would take back a card shown to viewer): the bots forget what they were deciding.
// The handles' events go back with it; the table is shown afresh.
func (s *LocalSession) takeBack(viewer, n int) error { return s.local.TakeBack(viewer, n) }
