package match

import (
	"errors"
	"fmt"
	"slices"
)

// Entry is one move in a Match's log.
type Entry struct {
	// Move is the game's move value; Text its notation in the game record.
	Move Move
	Text string
	// Seat is the seat that made it (-1: nobody, a clock tick).
	Seat int
	// At is the move's stamp in ms of game time in the reaction window it was made in
	// (Clocked games; 0 otherwise). It is also in Text.
	At int
}

// Match is a game in progress: its Game and Config, the log of moves applied so far
// and the live State, plus every event since the opening (unredacted), so that any
// seat's view of the game can be told again. Applying a move appends to the log; the
// log converts to and from a game record (Record, Load) without loss. A Match is used
// from one goroutine.
type Match struct {
	game   Game
	cfg    Config
	levels []string // who plays each seat ("human", "easy", …), for the record
	st     State
	log    []Entry
	evs    []Event
	starts []int // starts[i]: index in evs of move i's first event
	seats  []*LocalSeat
	undos  int // moves taken back (Truncate) so far
	hints  int // hints asked for (NoteHint) so far
}

// New starts a match of g from cfg. levels optionally names who plays each seat (the
// record's "bots"; informative only).
func New(g Game, cfg Config, levels []string) (*Match, error) {
	cfg.Game = g.ID()
	st, err := g.New(cfg)
	if err != nil {
		return nil, err
	}
	m := &Match{game: g, cfg: cfg.Clone(), levels: slices.Clone(levels), st: st}
	m.evs = append(m.evs, st.Opening()...)
	return m, nil
}

// Game is the match's game; Config its setup (a copy).
func (m *Match) Game() Game     { return m.game }
func (m *Match) Config() Config { return m.cfg.Clone() }

// Levels are who plays each seat, as given to New ("human", "easy", …).
func (m *Match) Levels() []string { return slices.Clone(m.levels) }

// SetLevels changes who is recorded as playing each seat (a person took a seat over
// from a bot, say).
func (m *Match) SetLevels(levels []string) { m.levels = slices.Clone(levels) }

// Players is the number of seats; Over whether the game has ended; ToMove the seat the
// game waits for (-1: over, or a Clocked game's open window).
func (m *Match) Players() int { return m.st.Players() }
func (m *Match) Over() bool   { return m.st.Over() }
func (m *Match) ToMove() int  { return m.st.ToMove() }

// Winners are the seats sharing the win once the game is over.
func (m *Match) Winners() []int { return m.st.Winners() }

// Log is the moves applied so far, oldest first (a copy).
func (m *Match) Log() []Entry { return slices.Clone(m.log) }

// Len is the number of moves applied so far.
func (m *Match) Len() int { return len(m.log) }

// Events is every event since the opening, unredacted (a copy of the list).
func (m *Match) Events() []Event { return slices.Clone(m.evs) }

// EventsOf returns the events of move i (0-based), unredacted.
func (m *Match) EventsOf(i int) []Event {
	if i < 0 || i >= len(m.starts) {
		return nil
	}
	end := len(m.evs)
	if i+1 < len(m.starts) {
		end = m.starts[i+1]
	}
	return slices.Clone(m.evs[m.starts[i]:end])
}

// View is seat's view now (seat -1: a spectator's).
func (m *Match) View(seat int) View { return m.st.View(seat) }

// ViewShared is seat's view now as a pointer to the game's View, in memory the match
// reuses on the next call (read it at once and keep nothing of it); a game that can write
// a view into an old one allocates none. (A state not made by a Spec gives its View.)
func (m *Match) ViewShared(seat int) View {
	if w, ok := m.st.(interface{ ViewShared(int) View }); ok {
		return w.ViewShared(seat)
	}
	return m.st.View(seat)
}

// Legal lists seat's legal moves now.
func (m *Match) Legal(seat int) []Move { return m.st.Legal(seat) }

// Summary is the game's result object so far (docs/commands.md#the-result-object).
func (m *Match) Summary() Summary { return m.game.Summary(m.st, m.evs, len(m.log)) }

// State is a copy of the live state, for tools that own the whole game (parlor-sim,
// the server, tests). Scenes and bots use a Seat.
func (m *Match) State() State { return m.st.Clone() }

// Live is the live state itself, not a copy: for a server or a Driver that owns the whole
// game and follows it move by move (Window, Tick, a Planner on it). Moves must still go
// through Apply, so that the log stays whole; after Truncate ask for it again. Scenes and
// bots use a Seat.
func (m *Match) Live() State { return m.st }

// Apply makes mv and logs it; it returns the move's events, unredacted. A move the rules
// refuse returns their error (a Refusal) and changes nothing.
func (m *Match) Apply(mv Move) ([]Event, error) {
	if mv == nil {
		return nil, errors.New("bad-move: no move")
	}
	evs, err := m.st.Apply(mv)
	if err != nil {
		return nil, err
	}
	e := Entry{Move: mv, Text: mv.String(), Seat: mv.MoveSeat()}
	if s, ok := mv.(interface{ Stamp() int }); ok {
		e.At = s.Stamp()
	}
	m.log = append(m.log, e)
	m.starts = append(m.starts, len(m.evs))
	m.evs = append(m.evs, evs...)
	return evs, nil
}

// ApplyText reads one move in the game's notation (a move naming no seat is by the seat
// to move) and applies it. A move that cannot be read is a *NotationError.
func (m *Match) ApplyText(text string) ([]Event, error) {
	mv, err := m.st.ParseMove(text)
	if err != nil {
		return nil, &NotationError{Text: text, Err: err}
	}
	return m.Apply(mv)
}

// NotationError is a move that cannot be read at all (an unknown word, a card that does
// not exist), as opposed to a move the rules refuse.
type NotationError struct {
	Text string
	Err  error
}

func (e *NotationError) Error() string { return e.Err.Error() }
func (e *NotationError) Unwrap() error { return e.Err }

// Truncate rebuilds the match from its config and the first n moves of its log (undo
// takes back the moves after n). Seats' event cursors past the new end are moved back to
// it; a seat should then be shown the game afresh from its View.
func (m *Match) Truncate(n int) error {
	if n < 0 || n > len(m.log) {
		return fmt.Errorf("truncate to %d moves: the log holds %d", n, len(m.log))
	}
	if n == len(m.log) {
		return nil
	}
	fresh, err := New(m.game, m.cfg, m.levels)
	if err != nil {
		return err
	}
	for i, e := range m.log[:n] {
		if _, err := fresh.Apply(e.Move); err != nil {
			return fmt.Errorf("rebuilding move %d %q: %w", i+1, e.Text, err)
		}
	}
	m.undos += len(m.log) - n
	m.st, m.log, m.evs, m.starts = fresh.st, fresh.log, fresh.evs, fresh.starts
	for _, s := range m.seats {
		s.next = min(s.next, len(m.evs))
	}
	return nil
}

// Undos is how many moves have been taken back (Truncate) in this game, and Hints how
// many hints were asked for (NoteHint); both go into the record.
func (m *Match) Undos() int { return m.undos }
func (m *Match) Hints() int { return m.hints }

// NoteHint counts a hint given to a person at the table.
func (m *Match) NoteHint() { m.hints++ }

// Clone is an independent copy of the match (its seats are not copied).
func (m *Match) Clone() *Match {
	c := *m
	c.cfg = m.cfg.Clone()
	c.levels = slices.Clone(m.levels)
	c.st = m.st.Clone()
	c.log = slices.Clone(m.log)
	c.evs = slices.Clone(m.evs)
	c.starts = slices.Clone(m.starts)
	c.seats = nil
	return &c
}
