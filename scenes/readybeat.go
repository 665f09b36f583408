package scenes

// The ready beat (gametime.Beat): a table's game time starts only once the person can
// see the table, and a stalled frame is not caught up.

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
