// Package gametime is a table's time: its Clock, read from a monotonic source once per
// Update, whose game time the real-time rules run on (reaction windows, race stamps,
// bots' reaction times and pacing), and its ready Beat, which holds game time back
// until the person can see the table. Package scenes's Shell keeps one of each.
package gametime

// Clock is a table's time in ms, from a monotonic source read once per Update. Real is
// the source's reading (in the browser, performance.now(): the scale of DOM events'
// timestamps); Game is the game time: ms since the table opened, not counting the
// updates on which the table was paused (an overlay open) or away (another scene on
// top). Real-time rules run on game time: reaction windows, race stamps, bots' reaction
// times and pacing. Animations count ticks. A lesson's table reads no monotonic
// source: its Real counts updates (scenes.TickMs each; Ticked), on no DOM event's scale.
type Clock struct {
	Real, Game float64
	Ticked     bool
	read       bool
}

// Read takes this update's reading real (ms): game time moves on by the time since the
// last reading when run, and stands still when not.
func (c *Clock) Read(real float64, run bool) {
	if c.read && run && real > c.Real {
		c.Game += real - c.Real
	}
	c.Real, c.read = real, true
}

// GameAt is the game time of an instant real on the source's scale (a DOM event's
// timestamp) that came before this update's reading; a Ticked clock's is Game.
func (c Clock) GameAt(real float64) float64 {
	if c.Ticked {
		return c.Game
	}
	return c.Game - max(0, c.Real-real)
}
