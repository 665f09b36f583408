package scenes

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"sync"
	"time"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
	"parlor/scenes/ui/geom"
)

// Reconnecting: a dropped connection is retried resumeTries times, resumeWait apart.
const (
	resumeTries = 30
	resumeWait  = time.Second
	// answerWait is how long a move sent may go unanswered before the connection is
	// made afresh.
	answerWait = 8 * time.Second
	// floodWait is how long moves are held back after the server refused one for
	// coming too fast.
	floodWait = time.Second
)

// RemoteSession is a Session on a room of parlor-server: the one seat this screen plays
// there (or none: a spectator watching the public view), through a client.Seat. The
// server holds the state and plays the bots; this side only sends the person's moves and
// takes the updates. A move is sent at once and the table goes on animating meanwhile;
// its events come with the server's next update (a refusal comes back as a toast and
// nothing changed). Stamped moves in a reaction window carry the reaction time measured
// on this screen: from the frame the window's update appeared to the press.
type RemoteSession struct {
	seat  *client.Seat
	url   string
	hand  *remoteSeat
	setup online.Setup
	now   func() float64
	// table is the Shell's Setup: its seat names are kept up to date with who sits
	// where (a person away is marked while a bot plays for them), and its seed is the
	// revealed one once the game is over.
	table *Setup
	infos []online.SeatInfo
	// inviteAt is where the invite line was last drawn, for a click that copies it.
	inviteAt geom.Rect

	opened  float64 // game time at which the current reaction window's time was 0
	win     [2]int  // that window and version
	latest  int     // newest update taken
	turnAt  float64 // game time the game last began to wait for this seat (turn timer)
	toMove  int
	resumed int // reconnections so far

	mu        sync.Mutex
	resuming  bool
	resumeErr error
	pumped    time.Time // the last Pump: a table left for good stops pumping
	watching  bool      // the idle watch runs
	closed    bool      // Close was called: no more reconnecting
}

// idleAfter is how long a table may go without an Update (its player on the score
// sheet, or gone to the menu) before its connection is closed, so that the stand-in
// plays the seat; the table reconnects when it is shown again.
const idleAfter = 60 * time.Second

// remoteSeat is the table's handle on the room: the client.Seat, with a person's move
// stamped with its reaction time and no second move sent while one is on its way.
type remoteSeat struct {
	c *client.Seat
	// base is the update with which the reaction window's version on screen appeared
	// (0: none yet), clock its window clock: a stamped move is claimed from it.
	base, clock int
	pending     int       // the update a move was sent on (0: none on its way)
	sentAt      time.Time // when that move was sent (wall clock)
	// holdUntil: after the server said "too many messages", no move is sent before it.
	holdUntil time.Time
	// predict is the game's GameInfo.Predict (nil: none). The events it gives for a
	// move sent are shown at once (ahead) and expected at the head of the server's
	// next events (predicted); real are the server's events not yet taken.
	predict   func(match.View, match.Move) []match.Event
	ahead     []match.Event
	predicted []match.Event
	real      []match.Event
	// rebuild: what was shown ahead did not happen as shown (a refusal, other events):
	// the table must be shown afresh from the view.
	rebuild bool
}

// Seat, View, Legal and Events are the client seat's (match.Seat).
func (h *remoteSeat) Seat() int           { return h.c.Seat() }
func (h *remoteSeat) View() match.View    { return h.c.View() }
func (h *remoteSeat) Legal() []match.Move { return h.c.Legal() }

// Events are the events shown ahead for a move on its way, then the server's (less
// those already shown ahead).
func (h *remoteSeat) Events() []match.Event {
	h.sync()
	out := append(h.ahead, h.real...)
	h.ahead, h.real = nil, nil
	return out
}

// sync takes the server's events; when a move's events were shown ahead, its update's
// events must begin with them (they are dropped), or the table is rebuilt.
func (h *remoteSeat) sync() {
	evs := h.c.Events()
	if len(evs) == 0 {
		return
	}
	if len(h.predicted) > 0 {
		if len(evs) >= len(h.predicted) && reflect.DeepEqual(evs[:len(h.predicted)], h.predicted) {
			evs = evs[len(h.predicted):]
		} else {
			h.rebuild = true
		}
		h.predicted = nil
	}
	h.real = append(h.real, evs...)
}

// refused forgets the move on its way: what was shown ahead of it did not happen.
func (h *remoteSeat) refused() {
	h.pending = 0
	if len(h.predicted) > 0 {
		h.predicted, h.rebuild = nil, true
	}
}

// ErrSending is a move made while the last one is still on its way to the server.
var ErrSending = errors.New("sending your last move to the server…")

// Submit sends m: in a reaction window with its reaction time (the move's stamp less the
// window's clock when the window's version on screen appeared) on that version's first
// update, otherwise as it is. Errors: a move of another seat, a move while the last is
// still on its way (ErrSending), a closed connection.
func (h *remoteSeat) Submit(m match.Move) error {
	st, stamped := m.(interface{ Stamp() int })
	if stamped && h.c.ToMove() < 0 {
		base, clock := h.base, h.clock
		if base == 0 {
			base = h.c.Latest()
			_, _, clock = h.c.Window()
		}
		return h.c.SubmitOn(m, base, max(0, st.Stamp()-clock))
	}
	if h.pending != 0 && h.pending == h.c.Latest() || time.Now().Before(h.holdUntil) {
		return ErrSending
	}
	h.sync() // what came before the move is not its events
	var ahead []match.Event
	if h.predict != nil {
		ahead = h.predict(h.c.View(), m)
	}
	base := h.c.Latest() // before sending: the answer may come at once
	if err := h.c.SubmitReact(m, -1); err != nil {
		return err
	}
	h.pending, h.sentAt = base, time.Now()
	h.predicted, h.ahead = ahead, append(h.ahead, ahead...)
	return nil
}

// NewRemoteSession is a session on seat, a seat (or a spectator's place) in a room joined
// at url (kept to reconnect).
func NewRemoteSession(seat *client.Seat, url string) *RemoteSession {
	s := &RemoteSession{seat: seat, url: url, setup: seat.Setup(), now: func() float64 { return 0 }, toMove: -1}
	s.hand = &remoteSeat{c: seat}
	return s
}

// RemoteOf is the online session the table scene sc plays through (nil for a table
// played here, or any other scene): for tests and tools that look at the connection
// (the client seat, the online strip's lines). It gives no match: the server holds it.
func RemoteOf(sc Scene) *RemoteSession {
	if sh := ShellOf(sc); sh != nil {
		r, _ := sh.sess.(*RemoteSession)
		return r
	}
	return nil
}

// Client is the seat's client (its room, commitment, end).
func (s *RemoteSession) Client() *client.Seat { return s.seat }

// Players is the number of seats.
func (s *RemoteSession) Players() int { return s.setup.Players }

// People is this screen's seat, none for a spectator.
func (s *RemoteSession) People() []int {
	if n := s.seat.Seat(); n >= 0 {
		return []int{n}
	}
	return nil
}

// Seat is the handle of this screen's seat; a spectator's handle stands for any seat.
func (s *RemoteSession) Seat(n int) (match.Seat, error) {
	me := s.seat.Seat()
	if n < 0 || n >= s.setup.Players || (me >= 0 && n != me) {
		return nil, fmt.Errorf("no-such-seat: seat %d is not played at this screen", n)
	}
	return s.hand, nil
}

// Level is the level of the bot that plays seat n ("" for a person's seat, even while a
// stand-in plays it).
func (s *RemoteSession) Level(n int) string {
	if n >= 0 && n < len(s.infos) && !s.infos[n].Person {
		return s.infos[n].Level
	}
	return ""
}

// Advance has nothing to do: the server makes the bots' moves.
func (s *RemoteSession) Advance(float64) error { return nil }

// Thinking is false: no bot thinks on this screen.
func (s *RemoteSession) Thinking() bool { return false }

func (s *RemoteSession) clock(now func() float64) { s.now = now }

// WindowOpened is the game time at which the current reaction window's time was 0 on this
// screen: its version's update appeared then plus the version's clock.
func (s *RemoteSession) WindowOpened() float64 { return s.opened }

// Pump takes what the server sent: who sits where (the seat names follow), a new
// reaction window's opening time, the end of a move on its way, and reconnects a dropped
// connection. The error is a refusal of this screen's move, in the server's words.
func (s *RemoteSession) Pump(bool, float64, int) error {
	s.mu.Lock()
	s.pumped = time.Now()
	if !s.watching && !s.closed {
		s.watching = true
		go s.watchIdle()
	}
	s.mu.Unlock()
	s.seats(s.seat.Seats())
	if n := s.seat.Latest(); n != s.latest {
		s.latest = n
		w, v, clock := s.seat.Window()
		if [2]int{w, v} != s.win {
			// The window's time on this screen: its clock when the version appeared.
			s.win, s.opened = [2]int{w, v}, s.now()-float64(clock)
			s.hand.base, s.hand.clock = n, clock
		}
		if tm := s.seat.ToMove(); tm != s.toMove {
			s.toMove, s.turnAt = tm, s.now()
		}
	}
	if s.seat.Err() != nil {
		s.resume()
	}
	if e, ok := s.seat.End(); ok && s.table.Seed == 0 {
		s.table.Seed = e.Seed
	}
	s.hand.sync()
	// A move unanswered for answerWait: the link is taken for broken (the server answers
	// every move, with its update or a refusal). The move is forgotten, so the table may
	// send it again, and the connection is made afresh, which brings every update missed.
	if h := s.hand; h.pending != 0 && h.pending == s.seat.Latest() && time.Since(h.sentAt) > answerWait {
		h.refused()
		if c := s.seat.Conn(); c != nil {
			c.Close()
		}
	}
	if r := s.seat.Refused(); len(r) > 0 {
		forget := false
		for _, x := range r {
			switch x.Code {
			case "storage-full":
				// The server cannot save the game now: it holds the move on its way (and
				// every update) until it can, and says so again while it cannot.
				s.hand.sentAt = time.Now()
			case "flood":
				s.hand.holdUntil = time.Now().Add(floodWait)
				forget = true
			default:
				forget = true
			}
		}
		if forget {
			s.hand.refused()
		}
		return r[0]
	}
	return nil
}

// Reconcile reports (once) that events shown ahead of the server did not happen as
// shown: the table is to be shown afresh from the view.
func (s *RemoteSession) Reconcile() bool {
	r := s.hand.rebuild
	s.hand.rebuild = false
	return r
}

// seats renames the table's seats after who sits where.
func (s *RemoteSession) seats(infos []online.SeatInfo) {
	if slices.Equal(infos, s.infos) {
		return
	}
	s.infos = infos
	me := s.seat.Seat()
	for _, in := range infos {
		if in.Seat < 0 || in.Seat >= len(s.table.Seats) {
			continue
		}
		n := &s.table.Seats[in.Seat]
		n.Human, n.Level = in.Person, in.Level
		switch {
		case in.Seat == me:
			n.Name = "You"
		case !in.Person:
			n.Name = botNames[in.Seat%len(botNames)]
		case in.Name == "":
			n.Name = "Seat " + strconv.Itoa(in.Seat+1) + " (free)"
		case in.StandIn:
			n.Name = in.Name + " (bot)"
		default:
			n.Name = in.Name
		}
	}
}

// resume reconnects in the background, a bounded number of times.
func (s *RemoteSession) resume() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.resuming || s.resumeErr != nil || s.closed {
		return
	}
	s.resuming = true
	go func() {
		var err error
		for range resumeTries {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			err = s.seat.Resume(ctx, s.url)
			cancel()
			if err == nil {
				break
			}
			time.Sleep(resumeWait)
		}
		s.mu.Lock()
		s.resuming, s.resumeErr = false, err
		s.resumed++
		s.mu.Unlock()
	}()
}

// Close leaves the room (a person's seat goes to the stand-in).
func (s *RemoteSession) Close() {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	s.seat.Conn().Close()
}

// watchIdle closes the connection once the table has gone idleAfter without a Pump,
// then ends (the next Pump reconnects and watches again).
func (s *RemoteSession) watchIdle() {
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for range t.C {
		s.mu.Lock()
		idle, closed := time.Since(s.pumped) > idleAfter, s.closed
		if idle || closed {
			s.watching = false
		}
		s.mu.Unlock()
		if closed {
			return
		}
		if idle {
			s.seat.Conn().Close()
			return
		}
	}
}

// RemoteTable is the table of the game seat's room plays, played through seat (a
// person's seat, or a spectator's place shown from seat 0) in a room joined at url.
func RemoteTable(seat *client.Seat, url string) (Scene, error) {
	st := seat.Setup()
	info, ok := Lookup(st.Game)
	if !ok || info.Table == nil {
		return nil, fmt.Errorf("this build has no table for %q", st.Game)
	}
	sess := NewRemoteSession(seat, url)
	sess.hand.predict = info.Predict
	s := Setup{Config: st.Config, Seats: make([]SeatSetup, st.Players)}
	return OpenTable(info, s, sess)
}
