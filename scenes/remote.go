package scenes

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"sync"
	"time"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
	"parlor/scenes/remote"
	"parlor/scenes/saves"
	"parlor/scenes/ui"
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
	hand  *remote.Hand
	setup online.Setup
	now   func() float64
	// table is the Shell's Setup: its seat names are kept up to date with who sits
	// where (a person away is marked while a bot plays for them), and its seed is the
	// revealed one once the game is over.
	table *Setup
	infos []online.SeatInfo
	// strip is the online strip, with its copy lines (the invite and seat links) as
	// last drawn.
	strip ui.Strip

	opened  float64 // game time at which the current reaction window's time was 0
	win     [2]int  // that window and version
	latest  int     // newest update taken
	turnAt  float64 // game time the game last began to wait for this seat (turn timer)
	toMove  int
	resumed int // reconnections so far
	moved   int // the seat's Moved as last followed

	// keep is what this device has kept of the seat and the game (keepUp).
	keep remote.Keeper
	// cameBack: the table opened on the game as it stood (its events not dealt again), so
	// a game already over shows its final scores (scoresShown, once) rather than a
	// table whose end was never animated.
	cameBack, scoresShown bool
	// The prompts (remoteprompt.go): back was said since last marked away; the vote
	// answered (its id and choice) and the vote prompt (its focused button); the last vote whose result
	// was told.
	backSent          bool
	castFor, toldVote int
	toldAt            float64 // game time the last vote's result was told (ms)
	castChoice        string
	vote              ui.VotePrompt
	rematch           *Rematch

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

// NewRemoteSession is a session on seat, a seat (or a spectator's place) in a room joined
// at url (kept to reconnect).
func NewRemoteSession(seat *client.Seat, url string) *RemoteSession {
	s := &RemoteSession{seat: seat, url: url, setup: seat.Setup(), now: func() float64 { return 0 }, toMove: -1}
	s.hand = remote.NewHand(seat)
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
	if e, ok := s.seat.End(); ok && s.table.Seed == 0 {
		s.table.Seed = e.Seed
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
	if news := s.voteNews(); news != "" {
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
		return r[0]
	}
	return nil
}

// revealed reports that the game's end has revealed the seed.
func (s *RemoteSession) revealed() bool {
	_, ok := s.seat.End()
	return ok
}

// Reconcile reports (once) that events shown ahead of the server did not happen as
// shown: the table is to be shown afresh from the view.
func (s *RemoteSession) Reconcile() bool {
	r := s.hand.Rebuild
	s.hand.Rebuild = false
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
			n.Name = cmp.Or(in.Name, online.BotName(in.Seat))
		case in.Name == "":
			n.Name = FreeSeat
		case in.StandIn || in.Replaced:
			n.Name = in.Name + " (bot)"
		default:
			n.Name = in.Name
		}
	}
}

// FreeSeat names a person's seat nobody has taken yet, on the table and in its
// banners alike.
const FreeSeat = "Free seat"

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
	sess.hand.Predict = info.Predict
	sess.moved = seat.Moved()
	s := Setup{Config: st.Config, Seats: make([]SeatSetup, st.Players)}
	t, err := OpenTable(info, s, sess)
	if err == nil && seat.Latest() > 1 {
		// A table come back to (a restart, a reload, a spectator arriving late): the
		// game so far is shown as it stands, not dealt again move by move.
		sh := t.shellOf()
		sh.SetViewer(sh.viewer)
		sess.cameBack = true
	}
	return t, err
}

// keepUp writes the seat held to seats.json when it changes and, once the game has
// ended, keeps it in the history (remote.Keeper). Problems are said through say, once.
func (s *RemoteSession) keepUp(st saves.Store, say func(string)) {
	s.keep.Keep(st, s.seat, s.url, s.setup.Game, s.infos, say)
}

// Kept reports that the finished game has gone into the history.
func (s *RemoteSession) Kept() bool { return s.keep.Kept() }

// overOnReturn reports (once) that the table, opened on the game as it stood, finds
// the game over: its final scores (and the rematch) are what the player came back to.
func (s *RemoteSession) overOnReturn() bool {
	if !s.cameBack || s.scoresShown {
		return false
	}
	if _, over := s.seat.End(); !over {
		return false
	}
	s.scoresShown = true
	return true
}

// takeMoved reports (once) that the seat moved to another seat of the room: a spectator
// who came by quick play took a bot's seat at a round's start.
func (s *RemoteSession) takeMoved() bool {
	if m := s.seat.Moved(); m != s.moved {
		s.moved = m
		s.infos = nil // the names are made again for the new seat
		return true
	}
	return false
}
