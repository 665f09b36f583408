package scenes

import "parlor/scenes/device"

// A table's game time (its reaction windows, race stamps, bots' pacing and moves) starts
// only once the person can see the table: after the table's first frame has been drawn
// and a ready beat has passed. A frame that took longer than StallMs (a busy or hidden
// page, a stalled machine) is not caught up: the game time stands still over it and the
// table takes another ready beat. Only a table on a real clock (App.Monotonic) and
// played here waits so; a lesson counts updates, and an online table's time is the
// server's.
const (
	// ReadyBeatMs is the ready beat, in ms of the monotonic clock.
	ReadyBeatMs = 1000
	// StallMs is the longest gap between two updates that game time runs through.
	StallMs = 1000
)

// readyBeat is the table's state as to its ready beat.
type readyBeat struct {
	drawn bool    // the table has been drawn at least once
	until float64 // the beat ends at this reading of the monotonic clock (0: not begun)
	ran   bool    // game time has run (the page was told)
	noted bool    // the first move after the first frame was told to the page
	shown int     // moves made when the table was first drawn
}

// holds reports that this update's game time stands still for the ready beat: the
// table not drawn yet, a beat under way, or a stall just met (which begins a new beat).
// real is this update's reading; timed: the table waits for a beat at all.
func (s *Shell) holds(real float64, timed bool) bool {
	b := &s.beat
	if !timed {
		return false
	}
	if !b.drawn {
		return true
	}
	if b.until == 0 || s.clock.read && real-s.clock.Real > StallMs {
		b.until = real + ReadyBeatMs
	}
	if real < b.until {
		return true
	}
	if !b.ran {
		b.ran = true
		device.NoteGameTime()
	}
	return false
}

// timed reports that the table waits for its ready beat: the App asks for it
// (App.ReadyBeat), the table runs on its monotonic clock and its match is played here
// (not a lesson's, not online).
func (s *Shell) timed() bool {
	if s.app == nil || !s.app.ReadyBeat || s.app.Monotonic == nil || s.lesson != nil {
		return false
	}
	_, remote := s.sess.(*RemoteSession)
	return !remote
}

// drawnOnce notes the table's first frame: its ready beat may begin, and the page is
// told how many moves had been made by then (the browser tests).
func (s *Shell) drawnOnce() {
	b := &s.beat
	if b.drawn {
		return
	}
	b.drawn = true
	b.shown = s.seatMoves()
	device.NoteShown(b.shown)
}

// noteFirstMove tells the page when the first move after the table's first frame was
// made (the browser tests), once.
func (s *Shell) noteFirstMove() {
	b := &s.beat
	if b.noted || !b.drawn || s.seatMoves() <= b.shown {
		return
	}
	b.noted = true
	device.NoteFirstMove()
}

// seatMoves counts the moves the seats made in a match played here (clock ticks not
// counted); -1 at a table whose match is elsewhere.
func (s *Shell) seatMoves() int {
	ls, ok := s.sess.(*LocalSession)
	if !ok {
		return -1
	}
	n := 0
	for _, e := range ls.Match().Log() {
		if e.Seat >= 0 {
			n++
		}
	}
	return n
}

// Beat reports that the table's game time stands still for its ready beat now (as of
// the last Update), for tests.
func (f *Frame) Beat() bool { return f.beatHeld }
