package scenes

import (
	"fmt"
	"slices"

	"parlor/gameplay/match"
)

// Session is the match a table plays through, as the people at one screen take part in
// it: the handles of their seats (match.Seat: a seat's view, its redacted events, and a
// way to submit a move), who plays the other seats, and the match's own work done once
// per update (Pump). A table never holds a game's State and cannot tell whether its
// match runs in this process (LocalSession) or on a server: a remote session implements
// the same methods, with Submit answered later, by the events of the move or by a
// refusal. A table relies on nothing more than that: it shows a move once its events
// arrive through its handle.
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
}

// LocalSession is a Session on a match in this process (match.Local): bots play the
// seats the Setup gives them, at the pace and on the game time of the table's clock.
// It keeps the *match.Match, for what builds on the whole game (saving, undo,
// history).
type LocalSession struct {
	local  *match.Local
	people []int
	levels []string
	bots   []match.Bot
	seats  []*match.LocalSeat
}

// NewLocalSession starts s's game of g (seed, variant, options and seats from s) with
// a bot for every seat no person plays; now is the table's game time in ms. Error: a
// bad setup or bot level.
func NewLocalSession(g match.Game, s Setup, now func() float64) (*LocalSession, error) {
	cfg := match.Config{Game: g.ID(), Variant: s.Variant, Players: s.Players, Options: slices.Clone(s.Options), Seed: s.Seed}
	m, err := match.New(g, cfg, s.Levels())
	if err != nil {
		return nil, err
	}
	return ResumeLocalSession(m, s, now)
}

// ResumeLocalSession goes on with match m (a new one, or one rebuilt from a saved
// record) with a bot for every seat no person plays in s; now is the table's game time
// in ms. Error: a bot level the game does not have, or seats that do not match.
func ResumeLocalSession(m *match.Match, s Setup, now func() float64) (*LocalSession, error) {
	g := m.Game()
	if len(s.Seats) != m.Players() {
		return nil, fmt.Errorf("%d seats given for a %d-seat game", len(s.Seats), m.Players())
	}
	ls := &LocalSession{levels: make([]string, s.Players), seats: make([]*match.LocalSeat, s.Players)}
	bots := make([]match.Bot, s.Players)
	var err error
	for i, seat := range s.Seats {
		if seat.Human {
			ls.people = append(ls.people, i)
			continue
		}
		if bots[i], err = g.NewBot(seat.Level, i, s.Seed); err != nil {
			return nil, err
		}
		ls.levels[i] = seat.Level
	}
	ls.bots = bots
	ls.local = match.NewLocal(m, bots, now)
	return ls, nil
}

// Truncate takes the match back to its first n moves (undo): the bots forget what they
// were deciding. The handles' events go back with it; show the table afresh.
func (s *LocalSession) Truncate(n int) error { return s.local.Truncate(n) }

// Match is the match being played.
func (s *LocalSession) Match() *match.Match { return s.local.Match() }

// Players, People, Level, Thinking, Advance and WindowOpened are the Session's (see
// Session).
func (s *LocalSession) Players() int            { return len(s.levels) }
func (s *LocalSession) People() []int           { return s.people }
func (s *LocalSession) Level(seat int) string   { return s.levels[seat] }
func (s *LocalSession) Thinking() bool          { return s.local.Thinking() }
func (s *LocalSession) Advance(t float64) error { return s.local.Advance(t) }
func (s *LocalSession) WindowOpened() float64   { return s.local.WindowOpened() }

// Seat is seat's handle, made once; at a table nobody plays any seat may be watched.
func (s *LocalSession) Seat(seat int) (match.Seat, error) {
	if seat < 0 || seat >= len(s.seats) || (len(s.people) > 0 && !slices.Contains(s.people, seat)) {
		return nil, fmt.Errorf("no-such-seat: seat %d is not played at this screen", seat)
	}
	if s.seats[seat] == nil {
		h, err := s.local.Seat(seat)
		if err != nil {
			return nil, err
		}
		s.seats[seat] = h
	}
	return s.seats[seat], nil
}

// Pump makes the bots' moves (match.Local.Run).
func (s *LocalSession) Pump(ready bool, paceMs float64, steps int) error {
	return s.local.Run(ready, paceMs, steps)
}

// Skip plays on at once, with the bots and, in the people's seats, bots of level
// stand, until done reports true on the spectator's view (or the game ends). For
// tests and demonstrations of a late position.
func (s *LocalSession) Skip(stand string, done func(match.View) bool) error {
	m := s.Match()
	bots := slices.Clone(s.bots)
	for i, b := range bots {
		if b == nil {
			var err error
			if bots[i], err = m.Game().NewBot(stand, i, m.Config().Seed); err != nil {
				return err
			}
		}
	}
	return s.local.PlayUntil(bots, done, 1_000_000)
}
