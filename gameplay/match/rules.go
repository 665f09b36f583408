// Package match is the game-agnostic spine under Parlor's four games: everything that
// works on "a game in progress" (saving, resuming, undo, replays, tournaments, online
// play) is written once here, against one small interface that every game satisfies.
//
// A game package's *State satisfies Rules (in its own Move, Event and View types); its
// Spec turns it into a Game, whose State is the same thing with the types erased. A
// Match is a Config plus the log of moves applied so far plus the live State: the log
// is the game record of docs/game-record.md, so undo is a rebuild from the log minus its
// tail, saving writes the record and resuming replays it. Scenes and bots never hold a
// State: they get a Seat, which gives that seat's View, its events already redacted, and
// a way to submit a move.
//
// Real time: a game with reaction windows (Third Wheel) also satisfies Clocked; its
// moves inside a window carry a stamp in ms of game time (Stamper), and bots that act in
// windows satisfy Reactor. Driver and Planner run such a game headlessly or from a
// table's monotonic clock.
package match

import "fmt"

// Mover is what the match layer needs of a game's move value: the move's notation
// (String, as in a game record, see docs/game-record.md) and the seat that makes it.
type Mover interface {
	comparable
	String() string
	// MoveSeat is the seat (0-based) that makes the move; -1 for a move nobody makes
	// (Third Wheel's clock tick).
	MoveSeat() int
}

// Rules is the small interface every game's *State satisfies, in the game's own types:
// S is the state's pointer type, M its Move, E its Event and V its View.
//
//   - ToMove is the seat whose move the game waits for, or -1 when the game is over or
//     (Clocked games) only stamped moves and ticks can move it on.
//   - Legal lists seat's legal moves now (nil when it has none).
//   - Apply makes a move and returns its events, unredacted, in order; a move the
//     rules refuse returns a *RuleError[M] and leaves the state unchanged.
//   - View is everything seat may know and nothing more (seat -1: a spectator).
//   - Opening is the events of the deal made by New; Redact is an event as seat may
//     see it.
//   - ParseMove reads one move in the game's notation; a move that names no seat is
//     made by the seat to move.
//   - Clone is an independent deep copy, generator included.
type Rules[S any, M Mover, E fmt.Stringer, V any] interface {
	Players() int
	ToMove() int
	Over() bool
	Winners() []int
	Legal(seat int) []M
	Apply(m M) ([]E, error)
	View(seat int) V
	Opening() []E
	Redact(e E, seat int) E
	ParseMove(text string) (M, error)
	Clone() S
}

// Move is a game's move value with its type erased (one of the game's Move values).
type Move interface {
	String() string
	MoveSeat() int
}

// Event is a game's event value with its type erased.
type Event = fmt.Stringer

// View is a game's view value with its type erased.
type View = any

// State is a game in progress with its types erased: Rules over Move, Event and View.
// Apply and Legal accept and return the game's own Move values; passing another game's
// move is refused with an error, never a panic.
type State interface {
	Rules[State, Move, Event, View]
}

// Window is the public clock of a Clocked game's reaction window. Times are ms of game
// time since the window opened.
type Window struct {
	// ID numbers the windows from 1 (0: none opened yet); Version counts the changes
	// resolved in it (bots re-plan when it changes).
	ID, Version int
	// Open: stamped moves are queued and the clock runs.
	Open bool
	// Clock is how far time has been settled; Deadline when the window closes at the
	// latest.
	Clock, Deadline int
	// Pending is the earliest stamp of a queued move, when HasPending.
	Pending    int
	HasPending bool
	// After is when this window opened in the time of the window before it, when a
	// stamped move there closed that one and opened this one (ms); -1 when it opened
	// outside any window.
	After int
}

// HumanLineMs is the human line, in ms of window time: a press made sooner than this
// after the window opened on the presser's screen is anticipation, not a reaction
// (World Athletics' false-start line; the ruling is in docs/rules/thirdwheel.md and
// docs/online.md, "The human line"). Tables and the server stamp such a press at the
// line; ties there are broken by the game's generator like any tie. The rules
// themselves do not apply it: a record's stamps replay as they stand. Bots never plan a
// reaction below it.
const HumanLineMs = 100

// Paced is implemented by the moves of a Clocked game in which the next turn's card can
// be put down inside a reaction window (Third Wheel's next Duo card under Snap Match,
// which closes the window): Paced reports such a move. A table with a person at it has
// the bots make theirs no sooner than a readable time after the window's card showed
// (Local.PaceCards).
type Paced interface{ Paced() bool }

// Clocked is implemented by the State of a game with real-time reaction windows.
// While a window is open ToMove is -1, moves carry stamps, and Tick moves time on.
type Clocked interface {
	ClockedOf[Move]
	// Restamp is m (a stamped move of this game) made at another time, at ms.
	Restamp(m Move, at int) Move
}

// ClockedOf is Clocked in a game's own move type (without Restamp).
type ClockedOf[M Mover] interface {
	// Window is the current (or last) reaction window.
	Window() Window
	// Tick is the move that brings the open window's clock to at (ms).
	Tick(at int) M
}

// Stamper is implemented by the moves of a Clocked game: Stamp is the move's time in ms
// of game time in the open window (0 outside one), WithStamp the same move at another
// time.
type Stamper[M any] interface {
	Stamp() int
	WithStamp(at int) M
}

// RuleError is a move the rules refuse, in every game: Rule is a stable id naming the
// rule broken (each game lists its ids as Rule* constants), Move the refused move and Msg
// the reason in plain words for the player. The state is unchanged.
type RuleError[M Mover] struct {
	Rule string
	Move M
	Msg  string
}

// Error reads "RULE: seat N cannot "MOVE": MSG" (without the seat for a move nobody
// makes, such as a clock tick).
func (e *RuleError[M]) Error() string {
	if s := e.Move.MoveSeat(); s >= 0 {
		return fmt.Sprintf("%s: seat %d cannot %q: %s", e.Rule, s, e.Move.String(), e.Msg)
	}
	return fmt.Sprintf("%s: cannot %q: %s", e.Rule, e.Move.String(), e.Msg)
}

// RuleID is the rule id, for code that handles every game's RuleError alike.
func (e *RuleError[M]) RuleID() string { return e.Rule }

// Reason is the message in plain words, for the player.
func (e *RuleError[M]) Reason() string { return e.Msg }

// Reject builds a *RuleError with a formatted message.
func Reject[M Mover](rule string, m M, format string, args ...any) *RuleError[M] {
	return &RuleError[M]{Rule: rule, Move: m, Msg: fmt.Sprintf(format, args...)}
}

// Refusal is what every game's *RuleError offers when its type is erased.
type Refusal interface {
	error
	RuleID() string
	Reason() string
}
