package match

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"parlor/gameplay/record"
	"parlor/internal/clip"
)

// Record is the match as a game record (docs/game-record.md): its config, who played
// each seat, and every move in the game's notation. Load of the record rebuilds an
// equal match.
func (m *Match) Record() *record.Record {
	r := &record.Record{Config: m.cfg.Clone(), Bots: slices.Clone(m.levels), Moves: make([]string, len(m.log)),
		Undos: m.undos, Hints: m.hints}
	r.Game, r.Players = m.game.ID(), m.st.Players()
	for i, e := range m.log {
		r.Moves[i] = e.Text
	}
	return r
}

// LoadError is a record whose config the game refuses, or one of whose moves cannot be
// read or is refused by the rules: Move is the 1-based move number (0 for the config).
type LoadError struct {
	Move int
	Text string
	// Seat is the seat that made the refused move (-1: unknown, or a move nobody makes).
	Seat int
	Err  error
}

func (e *LoadError) Error() string {
	var r Refusal
	if e.Move > 0 && e.Seat >= 0 && errors.As(e.Err, &r) {
		return fmt.Sprintf("move %d %s by seat %d: %s: %s", e.Move, clip.Quote(e.Text), e.Seat, r.RuleID(), r.Reason())
	}
	switch {
	case e.Move == 0:
		return e.Err.Error()
	case e.Seat >= 0:
		return fmt.Sprintf("move %d %s by seat %d: %v", e.Move, clip.Quote(e.Text), e.Seat, e.Err)
	}
	return fmt.Sprintf("move %d %s: %v", e.Move, clip.Quote(e.Text), e.Err)
}

func (e *LoadError) Unwrap() error { return e.Err }

// Refused reports whether the rules refused a move (rather than the record being
// unreadable).
func (e *LoadError) Refused() bool {
	var r Refusal
	return errors.As(e.Err, &r) || errors.Is(e.Err, errOver)
}

// checkBots checks a record's "bots": absent, or one known level (or Human) per seat.
func checkBots(g Game, r *record.Record) error {
	if len(r.Bots) == 0 {
		return nil
	}
	if len(r.Bots) != r.Players {
		return fmt.Errorf("bots names %d seats for %d players: give one per seat, or leave bots out", len(r.Bots), r.Players)
	}
	for seat, b := range r.Bots {
		if b != Human && !slices.Contains(g.Levels(), b) {
			return fmt.Errorf("bots: seat %d: unknown level %s for %s (have: %s, %s)", seat, clip.Quote(b), g.ID(), strings.Join(g.Levels(), ", "), Human)
		}
	}
	return nil
}

var errOver = errors.New("game-over: the game is already over")

// Load rebuilds a match of g from a record by replaying its moves. On a bad record it
// returns the match as far as it got (nil when the config itself is refused) and a
// *LoadError naming the move. Besides the game's own checks of the config, the record
// must seat a number of players g takes (CheckSeats), and its "bots", when given, must
// name one of g's levels or Human for every seat.
func Load(g Game, r *record.Record) (*Match, error) {
	if r.Game != g.ID() {
		return nil, &LoadError{Seat: -1, Err: fmt.Errorf("a %s record is not a %s game", clip.Quote(r.Game), g.ID())}
	}
	if err := CheckSeats(g, r.Players); err != nil {
		return nil, &LoadError{Seat: -1, Err: err}
	}
	if err := checkBots(g, r); err != nil {
		return nil, &LoadError{Seat: -1, Err: err}
	}
	m, err := New(g, r.Config, r.Bots)
	if err != nil {
		return nil, &LoadError{Seat: -1, Err: err}
	}
	m.undos, m.hints = r.Undos, r.Hints
	for i, text := range r.Moves {
		if m.Over() {
			return m, &LoadError{Move: i + 1, Text: text, Seat: -1, Err: errOver}
		}
		mv, err := m.st.ParseMove(text)
		if err != nil {
			return m, &LoadError{Move: i + 1, Text: text, Seat: -1, Err: &NotationError{Text: text, Err: err}}
		}
		if _, err := m.Apply(mv); err != nil {
			return m, &LoadError{Move: i + 1, Text: text, Seat: mv.MoveSeat(), Err: err}
		}
	}
	return m, nil
}
