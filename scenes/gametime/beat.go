package gametime

import "parlor/scenes/device"

// A table's game time (its reaction windows, race stamps, bots' pacing and moves) starts
// only once the person can see the table: after the table's first frame has been drawn
// and a ready beat has passed. A frame that took longer than StallMs (a busy or hidden
// page, a stalled machine) is not caught up: the game time stands still over it and the
// table takes another ready beat. Only a table on a real clock (scenes.App.Monotonic)
// and played here waits so; a lesson counts updates, and an online table's time is the
// server's.
const (
	// ReadyBeatMs is the ready beat, in ms of the monotonic clock.
	ReadyBeatMs = 1000
	// StallMs is the longest gap between two updates that game time runs through.
	StallMs = 1000
)

// Beat is a table's state as to its ready beat. The page is told when the table was
// first drawn, when game time first ran and when the first move after the first frame
// was made (device.NoteShown, NoteGameTime, NoteFirstMove: the browser tests).
type Beat struct {
	drawn bool    // the table has been drawn at least once
	until float64 // the beat ends at this reading of the monotonic clock (0: not begun)
	ran   bool    // game time has run (the page was told)
	noted bool    // the first move after the first frame was told to the page
	shown int     // moves made when the table was first drawn
}

// Holds reports that this update's game time stands still for the ready beat: the
// table not drawn yet, a beat under way, or a stall just met since c's last reading
// (which begins a new beat). real is this update's reading, not yet taken into c.
func (b *Beat) Holds(real float64, c *Clock) bool {
	if !b.drawn {
		return true
	}
	if b.until == 0 || c.read && real-c.Real > StallMs {
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

// Drawn notes the table's first frame: its ready beat may begin, and the page is told
// how many moves (moves()) had been made by then. Later frames change nothing.
func (b *Beat) Drawn(moves func() int) {
	if b.drawn {
		return
	}
	b.drawn = true
	b.shown = moves()
	device.NoteShown(b.shown)
}

// Moved tells the page, once, that the first move after the table's first frame was
// made: moves() counts the moves made by now.
func (b *Beat) Moved(moves func() int) {
	if b.noted || !b.drawn || moves() <= b.shown {
		return
	}
	b.noted = true
	device.NoteFirstMove()
}
