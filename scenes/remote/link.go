package remote

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"time"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
	"parlor/scenes/l10n"
	"parlor/scenes/saves"
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

// Link is a table's link to its room on parlor-server: the one seat this screen plays
// there (or none: a spectator watching the public view), through a client.Seat and its
// Hand; who sits where; the reaction window and turn clock as seen here; reconnecting
// a dropped connection and closing an idle one; the votes and what is kept on this
// device. The scenes package's RemoteSession is a Session built on it.
type Link struct {
	seat  *client.Seat
	url   string
	hand  *Hand
	setup online.Setup
	now   func() float64
	// name is a seat's name as the table shows it (SetNames).
	name  func(int) string
	infos []online.SeatInfo

	opened  float64 // game time at which the current reaction window's time was 0
	win     [2]int  // that window and version
	latest  int     // newest update taken
	turnAt  float64 // game time the game last began to wait for this seat (turn timer)
	toMove  int
	resumed int // reconnections so far
	moved   int // the seat's Moved as last followed

	keep     Keeper
	backSent bool // back was said since last marked away
	votes    Votes

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

// NewLink is the link through seat, a seat (or a spectator's place) in a room joined at
// url (kept to reconnect), whose moves the game's predict (nil: none) shows ahead of
// the server. Its clock reads 0 until SetClock.
func NewLink(seat *client.Seat, url string, predict func(match.View, match.Move) []match.Event) *Link {
	s := &Link{seat: seat, url: url, setup: seat.Setup(), now: func() float64 { return 0 }, toMove: -1, moved: seat.Moved()}
	s.name = func(i int) string { return l10n.T("Seat %s", strconv.Itoa(i+1)) }
	s.hand = NewHand(seat)
	s.hand.Predict = predict
	return s
}

// SetClock gives the link the table's game time in ms; SetNames how the table names a
// seat.
func (s *Link) SetClock(now func() float64)    { s.now = now }
func (s *Link) SetNames(name func(int) string) { s.name = name }

// URL is the server's address the room was joined at.
func (s *Link) URL() string { return s.url }

// Client is the seat's client (its room, commitment, end).
func (s *Link) Client() *client.Seat { return s.seat }

// Players is the number of seats.
func (s *Link) Players() int { return s.setup.Players }

// People is this screen's seat, none for a spectator.
func (s *Link) People() []int {
	if n := s.seat.Seat(); n >= 0 {
		return []int{n}
	}
	return nil
}

// Seat is the handle of this screen's seat; a spectator's handle stands for any seat.
func (s *Link) Seat(n int) (match.Seat, error) {
	me := s.seat.Seat()
	if n < 0 || n >= s.setup.Players || (me >= 0 && n != me) {
		return nil, fmt.Errorf("no-such-seat: seat %d is not played at this screen", n)
	}
	return s.hand, nil
}

// Level is the level of the bot that plays seat n ("" for a person's seat, even while a
// stand-in plays it).
func (s *Link) Level(n int) string {
	if n >= 0 && n < len(s.infos) && !s.infos[n].Person {
		return s.infos[n].Level
	}
	return ""
}

// Advance has nothing to do: the server makes the bots' moves.
func (s *Link) Advance(float64) error { return nil }

// Thinking is false: no bot thinks on this screen.
func (s *Link) Thinking() bool { return false }

// WindowOpened is the game time at which the current reaction window's time was 0 on this
// screen: its version's update appeared then plus the version's clock.
func (s *Link) WindowOpened() float64 { return s.opened }

// Pump takes what the server sent: who sits where (told to seated when it changes), a new
// reaction window's opening time, the end of a move on its way, and reconnects a dropped
// connection. The error is a refusal of this screen's move, in the server's words.
func (s *Link) Pump(seated func([]online.SeatInfo)) error {
	s.mu.Lock()
	s.pumped = time.Now()
	if !s.watching && !s.closed {
		s.watching = true
		go s.watchIdle()
	}
	s.mu.Unlock()
	s.Follow(seated)
	if me := s.seat.Seat(); me >= 0 && me < len(s.infos) && !s.infos[me].Idle {
		s.backSent = false
	}
	if n := s.seat.Latest(); n != s.latest {
		s.latest = n
		w, v, clock := s.seat.Window()
		if [2]int{w, v} != s.win {
			// The window's time on this screen: its clock when the version appeared.
			s.win, s.opened = [2]int{w, v}, s.now()-float64(clock)
			s.hand.Base, s.hand.Clock = n, clock
		}
		if tm := s.seat.ToMove(); tm != s.toMove {
			s.toMove, s.turnAt = tm, s.now()
		}
	}
	if s.seat.Err() != nil {
		s.resume()
	}
	s.hand.Sync()
	// A move unanswered for answerWait: the link is taken for broken (the server answers
	// every move, with its update or a refusal). The move is forgotten, so the table may
	// send it again, and the connection is made afresh, which brings every update missed.
	if h := s.hand; h.Pending != 0 && h.Pending == s.seat.Latest() && time.Since(h.SentAt) > answerWait {
		h.Refused()
		if c := s.seat.Conn(); c != nil {
			c.Close()
		}
	}
	if news := s.votes.News(s.seat, s.now(), s.name); news != "" {
		return &client.Refusal{Code: "vote", Msg: news}
	}
	if r := s.seat.Refused(); len(r) > 0 {
		forget := false
		for _, x := range r {
			switch x.Code {
			case "storage-full":
				// The server cannot save the game now: it holds the move on its way (and
				// every update) until it can, and says so again while it cannot.
				s.hand.SentAt = time.Now()
			case "flood":
				s.hand.HoldUntil = time.Now().Add(floodWait)
				forget = true
			default:
				forget = true
			}
		}
		if forget {
			s.hand.Refused()
		}
		return Worded(r[0])
	}
	return nil
}

// Follow takes who sits where from the server, telling seated when it changed.
func (s *Link) Follow(seated func([]online.SeatInfo)) {
	if infos := s.seat.Seats(); !slices.Equal(infos, s.infos) {
		s.infos = infos
		seated(infos)
	}
}

// Revealed reports that the game's end has revealed the seed.
func (s *Link) Revealed() bool {
	_, ok := s.seat.End()
	return ok
}

// Reconcile reports (once) that events shown ahead of the server did not happen as
// shown: the table is to be shown afresh from the view.
func (s *Link) Reconcile() bool {
	r := s.hand.Rebuild
	s.hand.Rebuild = false
	return r
}

// resume reconnects in the background, a bounded number of times.
func (s *Link) resume() {
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
func (s *Link) Close() {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	s.seat.Conn().Close()
}

// watchIdle closes the connection once the table has gone idleAfter without a Pump,
// then ends (the next Pump reconnects and watches again).
func (s *Link) watchIdle() {
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

// Touch marks the table as shown (the idle watch leaves its connection open).
func (s *Link) Touch() {
	s.mu.Lock()
	s.pumped = time.Now()
	s.mu.Unlock()
}

// Keep writes the seat held to seats.json when it changes and, once the game has ended,
// keeps it in the history (Keeper). Problems are said through say, once.
func (s *Link) Keep(st saves.Store, say func(string)) {
	s.keep.Keep(st, s.seat, s.url, s.setup.Game, s.infos, say)
}

// Kept reports that the finished game has gone into the history.
func (s *Link) Kept() bool { return s.keep.Kept() }

// TakeMoved reports (once) that the seat moved to another seat of the room: a spectator
// who came by quick play took a bot's seat at a round's start.
func (s *Link) TakeMoved() bool {
	if m := s.seat.Moved(); m != s.moved {
		s.moved = m
		s.infos = nil // the names are made again for the new seat
		return true
	}
	return false
}
