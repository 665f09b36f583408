package scenes

import "parlor/scenes/remote"

// Rematch is a finished online game's rematch as the score sheet offers it
// (remote.Rematch: docs/online.md, "Rematch"), which opens the new room's table once
// every person has asked. The final score sheet offers Rematch in place of New game
// (ScoreSheet.Rematch), and the table's strip says who has asked.
type Rematch struct {
	*remote.Rematch
	s *RemoteSession
}

// Rematch is the game's rematch (nil while the game goes on, and for a spectator, who
// has none to ask for).
func (s *RemoteSession) Rematch() *Rematch {
	if _, over := s.Client().End(); !over || s.Client().Seat() < 0 {
		return nil
	}
	if s.rematch == nil {
		s.rematch = &Rematch{Rematch: remote.NewRematch(s.Link), s: s}
	}
	return s.rematch
}

// Poll keeps the finished table's connection open while the score sheet is up and
// follows the rematch to its new room once every person has asked (remote.Rematch.Poll):
// the new table, when it is ready (nil until then).
func (r *Rematch) Poll() Scene {
	seat := r.Rematch.Poll()
	if seat == nil {
		return nil
	}
	t, err := RemoteTable(seat, r.s.URL())
	if err != nil {
		seat.Close()
		r.Fail(err)
		return nil
	}
	r.s.Close()
	return t
}
