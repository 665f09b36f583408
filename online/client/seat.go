package client

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"parlor/gameplay/match"
	"parlor/gameplay/record"
	"parlor/online"
)

// Seat is a seat at an online room's table: a match.Seat (see the package doc).
type Seat struct {
	conn     *Conn
	onUpdate func(*online.ServerMsg, time.Time)
	changed  chan struct{}
	noEvents bool // keep no events (JoinOptions.NoEvents)

	mu       sync.Mutex
	codec    *online.Codec
	room     string
	seat     int
	token    string
	setup    online.Setup
	commit   string
	n        int
	appeared map[int]time.Time
	rawView  []byte // the newest view as sent; view is it decoded (nil: not yet)
	view     match.View
	rawLegal []string // the newest legal moves as sent; legal parsed (nil: not yet)
	legal    []match.Move
	toMove   int
	window   [3]int         // window, version, clock of the newest update
	events   []online.Event // received and not yet taken (decoded when taken)
	refused  []*Refusal
	seats    []online.SeatInfo
	end      *End
	planQ    *online.ServerMsg
	err      error
	ids      int64 // the seat's move and plan numbers (the server refuses one seen before)

	// What the room told the seat about quick play's next round, the rematch, a vote and
	// the ratings (table.go).
	next    *online.NextSeat
	rematch *online.RematchState
	vote    *online.VoteState
	ratings []online.RatingChange
	moved   int // times the seat moved to another seat (a spectator taking a bot's seat)

	nodes        []string // where to come back to (reconnect.go); empty: the seat does not
	reconnecting bool
	welcomed     bool // welcomed back; catching up to update catchUp
	catchUp      int
	resumes      int
	closing      bool
}

// End is how the game ended: the seed and nonce (they open Commit: Verified says they
// do), the game record and the result object.
type End struct {
	Seed     uint64
	Nonce    string
	Commit   string
	Verified bool
	Record   *record.Record
	Summary  json.RawMessage
}

var _ match.Seat = (*Seat)(nil)

func (s *Seat) welcome(r online.ServerMsg) error {
	if r.Setup == nil || r.Seat == nil {
		return fmt.Errorf("a welcome without its setup")
	}
	codec, err := online.CodecOf(r.Setup.Game)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.codec != nil && !s.reconnecting && (r.Room != s.room || *r.Seat != s.seat) {
		s.moveTo() // a spectator took a bot's seat: the seat's own updates follow from 1
	}
	s.codec, s.room, s.seat, s.setup, s.commit, s.seats = codec, r.Room, *r.Seat, *r.Setup, r.Commit, r.Seats
	if r.Token != "" {
		s.token = r.Token
	}
	s.ids = max(s.ids, r.Ack)
	s.err = nil
	if s.reconnecting {
		s.welcomed, s.catchUp = true, r.N
		s.caughtUp()
	}
	s.signal()
	return nil
}

func (s *Seat) signal() {
	select {
	case s.changed <- struct{}{}:
	default:
	}
}

// receive takes one server message for the seat.
func (s *Seat) receive(m *online.ServerMsg, at time.Time) {
	if m.Type == online.TUpdate && s.onUpdate != nil {
		s.onUpdate(m, at)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	defer s.signal()
	switch m.Type {
	case online.TUpdate:
		if m.N <= s.n || s.codec == nil {
			return // told again: already seen
		}
		s.n = m.N
		s.caughtUp()
		s.appeared[m.N] = at
		delete(s.appeared, m.N-64)
		if !s.noEvents {
			s.events = append(s.events, m.Events...)
		}
		if m.View != nil {
			// Decoded when first asked for: a bot waiting for its turn never reads most.
			s.rawView, s.view = m.View, nil
			s.rawLegal, s.legal = m.Legal, nil
			if m.ToMove != nil {
				s.toMove = *m.ToMove
			}
			s.window = [3]int{m.Window, m.Version, m.Clock}
		}
	case online.TSeats:
		s.seats = m.Seats
	case online.TRefused:
		s.refused = append(s.refused, &Refusal{ID: m.ID, Code: m.Code, Msg: m.Error})
	case online.TError:
		s.refused = append(s.refused, &Refusal{Code: m.Code, Msg: m.Error})
	case online.TPlanQ:
		s.planQ = m
	case online.TNext, online.TRematch, online.TVote, online.TRatings:
		s.note(m)
	case online.TEnd:
		e := &End{Nonce: m.Nonce, Commit: m.Commit, Summary: m.Summary}
		if m.Seed != nil {
			e.Seed = *m.Seed
			e.Verified = online.Commitment(e.Seed, e.Nonce) == s.commit && s.commit == m.Commit
		}
		if rec, err := record.Parse(m.Record); err == nil {
			e.Record = rec
		}
		s.end = e
	}
}

// Seat is the seat number (-1: a spectator).
func (s *Seat) Seat() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.seat
}

// View is the seat's newest view (nil before the first update).
func (s *Seat) View() match.View {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.viewLocked()
}

func (s *Seat) viewLocked() match.View {
	if s.view == nil && s.rawView != nil {
		if v, err := s.codec.DecodeView(s.rawView); err == nil {
			s.view = v
		}
	}
	return s.view
}

// Legal is the seat's legal moves as of the newest update.
func (s *Seat) Legal() []match.Move {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.legal == nil {
		s.legal = make([]match.Move, 0, len(s.rawLegal))
		for _, t := range s.rawLegal {
			if mv, err := s.codec.ParseMove(s.seat, t); err == nil {
				s.legal = append(s.legal, mv)
			}
		}
	}
	return append([]match.Move(nil), s.legal...)
}

// Events returns the events received since the last call, redacted for the seat.
func (s *Seat) Events() []match.Event {
	s.mu.Lock()
	defer s.mu.Unlock()
	evs := make([]match.Event, 0, len(s.events))
	for _, we := range s.events {
		if e, err := s.codec.DecodeEvent(we); err == nil {
			evs = append(evs, e)
		}
	}
	s.events = nil
	return evs
}

// Submit sends m for the seat and returns at once: its events come with an update, a
// refusal in Refused. Errors here: a move of another seat (match.ErrWrongSeat), or a closed
// connection. In a reaction window the reaction time is counted from the newest update's
// arrival to now; a table that knows the frame the press was seen in uses SubmitReact.
func (s *Seat) Submit(m match.Move) error {
	s.mu.Lock()
	at, ok := s.appeared[s.n]
	s.mu.Unlock()
	react := -1
	if ok {
		react = int(time.Since(at).Milliseconds())
	}
	return s.SubmitReact(m, react)
}

// SubmitReact is Submit with the reaction time given: ms from the newest update appearing
// on the player's screen to the press (-1: none; the server then uses its own time).
func (s *Seat) SubmitReact(m match.Move, reactMs int) error {
	_, err := s.submit(m, reactMs, 0)
	return err
}

// SubmitOn is SubmitReact for a press that reacted to update base (not the newest): the
// reaction time counts from base appearing.
func (s *Seat) SubmitOn(m match.Move, base, reactMs int) error {
	_, err := s.submit(m, reactMs, base)
	return err
}

// submit sends m decided on update base (0: the newest) with its reaction time.
func (s *Seat) submit(m match.Move, reactMs, base int) (int64, error) {
	if m == nil {
		return 0, fmt.Errorf("bad-move: no move")
	}
	s.mu.Lock()
	if s.reconnecting && m.MoveSeat() == s.seat {
		s.refused = append(s.refused, errReconnecting)
		s.mu.Unlock()
		s.signal()
		return 0, nil
	}
	seat, err, c := s.seat, s.err, s.conn
	if base <= 0 {
		base = s.n
	}
	if seat >= 0 && m.MoveSeat() == seat && err == nil {
		s.ids++
	}
	id := s.ids
	s.mu.Unlock()
	if seat < 0 || m.MoveSeat() != seat {
		return 0, match.ErrWrongSeat
	}
	if err != nil {
		return 0, ErrClosed
	}
	msg := online.ClientMsg{Type: online.TMove, ID: id, Move: m.String(), Base: base}
	if reactMs >= 0 {
		msg.ReactMs = &reactMs
	}
	if err := c.send(msg); err != nil {
		s.mu.Lock()
		auto := len(s.nodes) > 0
		if auto {
			s.refused = append(s.refused, errReconnecting)
		}
		s.mu.Unlock()
		if auto {
			s.signal()
			return 0, nil
		}
		return 0, err
	}
	return msg.ID, nil
}

// Refused returns the refusals received since the last call.
func (s *Seat) Refused() []*Refusal {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.refused
	s.refused = nil
	return r
}

// Seats is who sits where, as last told.
func (s *Seat) Seats() []online.SeatInfo {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]online.SeatInfo(nil), s.seats...)
}

// End is how the game ended (ok false while it goes on).
func (s *Seat) End() (End, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.end == nil {
		return End{}, false
	}
	return *s.end, true
}

// Changed is signalled whenever something arrived for the seat.
func (s *Seat) Changed() <-chan struct{} { return s.changed }

// Latest is the number of the newest update seen; Appeared when it arrived.
func (s *Seat) Latest() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.n
}

// Appeared is when update n arrived (ok false: not one of the recent updates).
func (s *Seat) Appeared(n int) (time.Time, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.appeared[n]
	return t, ok
}

// ToMove is the seat the game waits for as of the newest update (-1: none, or a reaction
// window is open).
func (s *Seat) ToMove() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.toMove
}

// Room, Token, Setup and Commitment are the room's code, the seat's secret for coming back,
// the game's setup and the seed's commitment.
func (s *Seat) Room() string  { s.mu.Lock(); defer s.mu.Unlock(); return s.room }
func (s *Seat) Token() string { s.mu.Lock(); defer s.mu.Unlock(); return s.token }
func (s *Seat) Setup() online.Setup {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.setup
}
func (s *Seat) Commitment() string { s.mu.Lock(); defer s.mu.Unlock(); return s.commit }

// Err is why the seat's connection ended (nil while it is open).
func (s *Seat) Err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// Resume reconnects a seat whose connection ended: a new connection to url joins with the
// seat's token and the last update seen, and the seat goes on with what it missed.
func (s *Seat) Resume(ctx context.Context, url string) error {
	c, err := Dial(ctx, url)
	if err != nil {
		return err
	}
	if k, name := s.Conn().identity(); k != nil {
		if err := c.Identify(ctx, k, name); err != nil {
			c.cancel()
			c.ws.abort()
			return err
		}
	}
	s.mu.Lock()
	old, room, token, last, seat := s.conn, s.room, s.token, s.n, s.seat
	s.conn = c
	s.mu.Unlock()
	old.cancel()
	if err := s.join(ctx, c, room, JoinOptions{Seat: &seat, Token: token, Last: last}); err != nil {
		c.cancel()
		c.ws.abort()
		return err
	}
	return nil
}

// Conn is the seat's current connection.
func (s *Seat) Conn() *Conn {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.conn
}

// Window is the reaction window of the newest update: its number, its version and its
// clock (ms of game time when the update was sent; a reaction time counts from there).
// All zero outside a window.
func (s *Seat) Window() (window, version, clock int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.window[0], s.window[1], s.window[2]
}
