package scenes

import "parlor/gameplay/match"

// Session is the match a table plays through, as the people at one screen take part in
// it: the handles of their seats (match.Seat: a seat's view, its redacted events, and a
// way to submit a move), who plays the other seats, and the match's own work done once
// per update (Pump). A table never holds a game's State and cannot tell whether its
// match runs in this process (LocalSession) or on a server: a remote session implements
// the same methods, with Submit answered later, by the events of the move or by a
// refusal. A table relies on nothing more than that: it shows a move once its events
// arrive through its handle.
//
// The Shell holds its table's session and hands the table none of it: no exported
// field or method of the Shell leads to a session or a match. Whoever makes a session
// may keep it (a test reads a LocalSession's Match); a table opened on it cannot.
type Session interface {
	// Players is the number of seats.
	Players() int
	// People are the seats the people at this screen play, in seat order (several at
	// a hot-seat table; none when bots play every seat and the table watches).
	People() []int
	// Seat is the handle of seat s: one of People, or at a table nobody here plays,
	// the seat it watches. Error: any other seat.
	Seat(s int) (match.Seat, error)
	// Level is the bot level playing seat s, "" for a person.
	Level(s int) string
	// Pump does the match's work for this update, after the people's moves: a local
	// session makes the bots' moves (after paceMs of game time in which the table
	// was ready to show one; thinking at most steps slices), and in a reaction window
	// the moves due by now and its clock's tick. A remote session takes the server's
	// messages. The error is a bot move the rules refused.
	Pump(ready bool, paceMs float64, steps int) error
	// Advance brings the match up to game time t (ms, not after now) before a
	// person's move made then: a local session makes the bots' moves due by t in a
	// reaction window, in the order of their time; a remote one has nothing to do.
	Advance(t float64) error
	// Thinking reports that a bot is deciding.
	Thinking() bool
	// WindowOpened is when the current (or last) reaction window opened, in ms of the
	// table's game time (0 when the game has none).
	WindowOpened() float64

	// clock gives the session the table's game time in ms (the Shell's clock), once,
	// when a table opens on it. It also keeps Session to this package's three kinds.
	clock(now func() float64)
}

// Shower is a Session whose reaction windows wait to be shown (LocalSession): a window
// a move opens keeps its clock at 0, and no bot moves in it, until Shown starts it at
// game time at (ms): the Shell calls it once the table has drawn the window's card at
// its place (nothing in flight) and no privacy screen hides the table. Waiting reports
// a window that waits. A remote session is not one: its server starts the windows
// (docs/online.md, "Reaction windows").
type Shower interface {
	Shown(at float64)
	Waiting() bool
}
