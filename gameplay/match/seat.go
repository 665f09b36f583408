package match

import (
	"errors"
	"fmt"
)

// Seat is one seat's handle on a match, and all that a table scene or a bot may use of
// it: the seat's view, its events already redacted, and a way to submit a move. It never
// gives the full state, so privacy holds by type. A Seat may be local (LocalSeat) or
// remote (a network client); a table cannot tell them apart.
type Seat interface {
	// Seat is the seat number, or -1 for a spectator.
	Seat() int
	// View is what the seat may see now.
	View() View
	// Legal lists the seat's legal moves now.
	Legal() []Move
	// Events returns the events the seat has not taken yet, redacted for it, in order.
	Events() []Event
	// Submit makes a move for the seat. A move by another seat, or one the rules
	// refuse, returns an error (a Refusal for a rule) and changes nothing.
	Submit(m Move) error
}

// ErrWrongSeat is returned by Submit for a move made in another seat's name.
var ErrWrongSeat = errors.New("wrong-seat: that move belongs to another seat")

// LocalSeat is a Seat on a Match in this process.
type LocalSeat struct {
	m     *Match
	seat  int
	next  int                         // index in m.evs of the next event to hand out
	apply func(Move) ([]Event, error) // how Submit makes a move (nil: m.Apply)
}

// Seat returns a handle for seat (-1: a spectator). Its events start at the opening;
// call Skip to start from now instead. Error: a seat not at the table.
func (m *Match) Seat(seat int) (*LocalSeat, error) {
	if seat < -1 || seat >= m.st.Players() {
		return nil, fmt.Errorf("no-such-seat: seat %d is not at this %d-seat table", seat, m.st.Players())
	}
	s := &LocalSeat{m: m, seat: seat}
	m.seats = append(m.seats, s)
	return s, nil
}

func (s *LocalSeat) Seat() int     { return s.seat }
func (s *LocalSeat) View() View    { return s.m.st.View(s.seat) }
func (s *LocalSeat) Legal() []Move { return s.m.st.Legal(s.seat) }

// Events returns the redacted events since the last call.
func (s *LocalSeat) Events() []Event {
	evs := s.m.evs[s.next:]
	if len(evs) == 0 {
		return nil
	}
	out := make([]Event, len(evs))
	for i, e := range evs {
		out[i] = s.m.st.Redact(e, s.seat)
	}
	s.next = len(s.m.evs)
	return out
}

// Pending reports whether events wait to be taken.
func (s *LocalSeat) Pending() bool { return s.next < len(s.m.evs) }

// Skip marks every event so far as taken (a table that shows the game afresh from the
// View).
func (s *LocalSeat) Skip() { s.next = len(s.m.evs) }

// Submit applies m to the match if it is this seat's move.
func (s *LocalSeat) Submit(m Move) error {
	if m == nil {
		return errors.New("bad-move: no move")
	}
	if s.seat < 0 || m.MoveSeat() != s.seat {
		return ErrWrongSeat
	}
	apply := s.apply
	if apply == nil {
		apply = s.m.Apply
	}
	_, err := apply(m)
	return err
}
