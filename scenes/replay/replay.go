// Package replay plays a recorded game back: a match rebuilt from its record up to
// move K, which steps on through the record's moves (at a pace, when playing), with a
// read-only handle on every seat that hands out the events unredacted: the game is
// over, so every hand is shown, and nobody may move. Package scenes wraps a Playback as
// the session a replay's table plays through (scenes.ReplaySession); the replay viewer
// (scenes/screens) moves it.
package replay

import (
	"errors"
	"fmt"

	"parlor/gameplay/match"
)

// Playback is a finished (or saved) game shown again: the whole game as recorded, and
// the game up to move K, which a table shows.
type Playback struct {
	full   *match.Match // the whole game, as recorded
	cur    *match.Match // the game up to move K
	levels []string
	seats  []*seat
	now    func() float64

	// Playing makes Pump apply the next recorded move once the table is ready and
	// PaceMs of table time have passed since the last one.
	Playing bool
	PaceMs  float64
	due     float64
}

// New rebuilds full (a game loaded from its record) up to move k (0: the opening;
// clamped to the record's moves). The error is a recorded move the rules refuse, which
// a loaded match never holds.
func New(full *match.Match, k int) (*Playback, error) {
	cur, err := match.New(full.Game(), full.Config(), full.Levels())
	if err != nil {
		return nil, err
	}
	log := full.Log()
	k = max(0, min(k, len(log)))
	for i, e := range log[:k] {
		if _, err := cur.Apply(e.Move); err != nil {
			return nil, fmt.Errorf("rebuilding move %d %q: %w", i+1, e.Text, err)
		}
	}
	r := &Playback{full: full, cur: cur, PaceMs: 500, seats: make([]*seat, full.Players())}
	r.levels = make([]string, full.Players())
	for i, l := range full.Levels() {
		if i < len(r.levels) && l != match.Human {
			r.levels[i] = l
		}
	}
	return r, nil
}

// K is the number of moves shown; Len the number of moves in the record.
func (r *Playback) K() int   { return r.cur.Len() }
func (r *Playback) Len() int { return r.full.Len() }

// Match is the game as shown (up to move K).
func (r *Playback) Match() *match.Match { return r.cur }

// SeatView is seat's own view of the game as shown (its hand included).
func (r *Playback) SeatView(seat int) match.View { return r.cur.View(seat) }

// Step applies the record's next move; false at the end of the record.
func (r *Playback) Step() (bool, error) {
	k := r.cur.Len()
	if k >= r.full.Len() {
		return false, nil
	}
	_, err := r.cur.Apply(r.full.Log()[k].Move)
	return err == nil, err
}

// Players, People, Level, Thinking, Advance and WindowOpened are a session's
// (scenes.Session): nobody plays here, and there is no clock to follow.
func (r *Playback) Players() int          { return r.full.Players() }
func (r *Playback) People() []int         { return nil }
func (r *Playback) Level(seat int) string { return r.levels[seat] }
func (r *Playback) Thinking() bool        { return false }
func (r *Playback) Advance(float64) error { return nil }
func (r *Playback) WindowOpened() float64 { return 0 }

// SetClock gives the playback the table's time in ms, which paces Pump.
func (r *Playback) SetClock(now func() float64) { r.now = now }

// Seat is a read-only handle on any seat.
func (r *Playback) Seat(s int) (match.Seat, error) {
	if s < 0 || s >= len(r.seats) {
		return nil, fmt.Errorf("no-such-seat: seat %d is not at this %d-seat table", s, len(r.seats))
	}
	if r.seats[s] == nil {
		r.seats[s] = &seat{r: r, seat: s}
	}
	return r.seats[s], nil
}

// Rewind makes seat's handle hand out every event since the opening again.
func (r *Playback) Rewind(s int) {
	if s >= 0 && s < len(r.seats) && r.seats[s] != nil {
		r.seats[s].next = 0
	}
}

// Pump applies the next move when playing, ready and due; a clock tick (a move of no
// seat) comes at once.
func (r *Playback) Pump(ready bool, _ float64, _ int) error {
	if !r.Playing || !ready || r.K() >= r.Len() {
		r.due = 0
		return nil
	}
	now := r.now()
	next := r.full.Log()[r.K()]
	if r.due == 0 && next.Seat >= 0 {
		r.due = now + r.PaceMs
	}
	if now < r.due {
		return nil
	}
	r.due = 0
	_, err := r.Step()
	return err
}

// errReplay refuses a move at a replay's table.
var errReplay = errors.New("replay: this game is over; moves cannot be made while watching it again")

// seat is a seat's read-only handle on a replay: its view, and every event since the
// opening, unredacted.
type seat struct {
	r    *Playback
	seat int
	next int
}

func (s *seat) Seat() int               { return s.seat }
func (s *seat) View() match.View        { return s.r.cur.View(s.seat) }
func (s *seat) Legal() []match.Move     { return nil }
func (s *seat) Submit(match.Move) error { return errReplay }

func (s *seat) Events() []match.Event {
	evs := s.r.cur.Events()
	if s.next >= len(evs) {
		return nil
	}
	out := evs[s.next:]
	s.next = len(evs)
	return out
}
