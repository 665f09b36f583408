// Package takeback decides how far an undo at a table played here may go back: just
// before the viewer's previous decision in this round, and never across another
// person's move at the screen, a reaction window or a move that showed the viewer a
// hidden card. Package scenes's LocalSession asks it (and keeps its answer in a Cache);
// the match takes the moves back (match.Local.TakeBack).
package takeback

import (
	"errors"
	"slices"

	"parlor/gameplay/match"
	"parlor/scenes/saves"
)

// Cache is the last answer to "may the viewer take back a move now?", kept until the
// match or the viewer changes (the answer replays the moves in question).
type Cache struct {
	moves, undos, viewer int
	valid                bool
	to                   int   // the log length to go back to
	why                  error // why not (nil: undo may go back to to)
}

// Undo errors, in plain words.
var (
	errNothing = errors.New("nothing to take back in this round")
	// ErrRace: a move between was made in a reaction window; ErrWindow: one is open.
	ErrRace   = errors.New("moves made in a slap race cannot be taken back")
	ErrWindow = errors.New("no taking back during a slap race")
	errOver   = errors.New("the game is over")
	// ErrHere refuses an undo at a table whose match is not played here (or has no
	// person at it).
	ErrHere = errors.New("undo is only for games played at this screen")
)

// To is Target's answer for m now, kept until the match (its length or undo count) or
// the viewer changes.
func (c *Cache) To(m *match.Match, viewer int, people []int, name func(int) string) (int, error) {
	if c.valid && c.moves == m.Len() && c.undos == m.Undos() && c.viewer == viewer {
		return c.to, c.why
	}
	c.moves, c.undos, c.viewer, c.valid = m.Len(), m.Undos(), viewer, true
	c.to, c.why = Target(m, viewer, people, name)
	return c.to, c.why
}

// Target is the log length an undo by viewer goes back to now: just before the
// viewer's previous decision in this round. people are the seats played at the screen,
// name names a seat. Error (in plain words): none is left in this round, another person
// at this screen has played since (they have seen the cards), a move in between showed
// the viewer a hidden card (match.CheckTakeBack: a *match.RevealError), a move in
// between was made in a reaction window, a reaction window is open, or the game is
// over.
func Target(m *match.Match, viewer int, people []int, name func(int) string) (int, error) {
	if m.Over() {
		return 0, errOver
	}
	if cl, ok := m.Live().(match.Clocked); ok && cl.Window().Open {
		return 0, ErrWindow
	}
	log := m.Log()
	i := len(log) - 1
	for ; i >= 0 && log[i].Seat != viewer; i-- {
		if p := log[i].Seat; p >= 0 && p != viewer && slices.Contains(people, p) {
			return 0, errors.New(name(p) + " has played since; undo is only for moves nobody else at this screen has seen")
		}
	}
	if i < 0 {
		return 0, errNothing
	}
	back := m.Clone()
	if err := back.Truncate(i); err != nil {
		return 0, err
	}
	if saves.RoundsDone(back) != saves.RoundsDone(m) {
		return 0, errNothing
	}
	cl, clocked := back.Live().(match.Clocked)
	for _, e := range log[i:] {
		if clocked && cl.Window().Open {
			return 0, ErrRace
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
