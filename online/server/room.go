package server

import (
	"encoding/json"
	"fmt"
	"log"
	"slices"
	"time"

	"parlor/gameplay/match"
	"parlor/online"
)

// room is one game and the people at it. Everything about it happens on its own
// goroutine (run): connections, timers and the hub hand it closures through post, so
// its state needs no locks.
type room struct {
	srv    *Server
	code   string
	spec   online.RoomSpec
	setup  online.Setup
	codec  *online.Codec
	m      *match.Match
	seed   uint64
	nonce  string
	commit string
	seats  []*seat
	watch  stream
	seen   map[*conn]bool // spectators
	inbox  chan func()
	done   chan struct{}
	closed bool
	log    logState
	sub    func() // ends the room's cluster subscription (nil: none)

	started, ended bool
	joined         bool        // someone has joined (a seat or to watch); rebuilt: a seat was taken or a move made
	unjoined       *time.Timer // lets the room go if nobody joins it in time (Limits.Unjoined)
	replaying      bool        // rebuilding from the log: nothing is sent or logged
	gen            int         // counts applied moves (timers check it)
	clocked        match.Clocked
	lockstep       bool
	racing         bool        // real-clock reaction windows (set once, read by connections)
	bots           []match.Bot // server bots per seat, made when first needed
	driver         *match.Driver
	planner        match.Planner
	win            winClock
	turnTimer      *time.Timer
	winTimer       *time.Timer
	idleTimer      *time.Timer
}

// seat is one seat: a bot's, or a person's (taken when someone joined it; away while the
// person is gone and the grace is over: the stand-in bot plays it).
type seat struct {
	i      int
	person bool
	level  string // the bot's level; for a person, the stand-in's
	name   string
	token  string // SHA-256 of the seat's secret, hex
	taken  bool
	away   bool
	conn   *conn
	st     stream
	lastID int64
	grace  *time.Timer
	plan   plan // lockstep: the answer for the current window version
	asked  [2]int
	fast   online.FastWatch // its judged presses against the human line
}

// stream is one seat's (or the spectators') numbered updates: moves[n-1] is the move
// that update n told (-1: the opening), view the last view sent (nil: the spectators'
// view, not made while nobody watched), sent the recent updates' send times for the slap
// judge.
type stream struct {
	moves []int32
	view  []byte
	sent  []sentRec
}

// sentRec is when update N went out and the reaction window clock it showed; in an open
// window, the seat's legal moves then (the slap judge's human line starts where a move
// became legal).
type sentRec struct {
	n                      int
	at, ackAt              time.Time
	window, version, clock int
	windowOpen             bool
	legal                  []string
}

func (s *stream) latest() int { return len(s.moves) }

func (s *stream) rec(n int) *sentRec {
	if i := s.recAt(n); i >= 0 {
		return &s.sent[i]
	}
	return nil
}

// recAt is the index in sent of update n's record (-1: not kept).
func (s *stream) recAt(n int) int {
	for i := len(s.sent) - 1; i >= 0; i-- {
		if s.sent[i].n == n {
			return i
		}
	}
	return -1
}

// newRoom starts a room's match. Nothing runs until run.
func newRoom(srv *Server, code string, spec online.RoomSpec, seed uint64, nonce string) (*room, error) {
	codec, err := online.CodecOf(spec.Game)
	if err != nil {
		return nil, err
	}
	levels := make([]string, spec.Players)
	for i, s := range spec.Seats {
		levels[i] = s.Bot
		if s.Bot == "" {
			levels[i] = "human"
		}
	}
	cfg := spec.Config
	cfg.Seed = seed
	m, err := match.New(codec.Game(), cfg, levels)
	if err != nil {
		return nil, err
	}
	r := &room{srv: srv, code: code, spec: spec, codec: codec, m: m, seed: seed, nonce: nonce,
		commit: online.Commitment(seed, nonce), seen: map[*conn]bool{},
		inbox: make(chan func(), 1024), done: make(chan struct{}), lockstep: spec.Clock == "lockstep"}
	r.spec.DevSeed = nil
	r.setup = online.Setup{Config: spec.Config, TimerMs: spec.TimerMs, Clock: spec.Clock}
	r.clocked, _ = m.Live().(match.Clocked)
	r.racing = r.clocked != nil && !r.lockstep
	r.bots = make([]match.Bot, spec.Players)
	drivers := make([]match.Bot, spec.Players)
	for i, s := range spec.Seats {
		st := &seat{i: i, person: s.Bot == "", level: s.Bot}
		if st.person {
			st.level = spec.StandIn
		}
		r.seats = append(r.seats, st)
		drivers[i] = seatBot{r: r, i: i}
	}
	r.driver = m.NewDriver(drivers)
	// A room starts when every person's seat is taken (join); one of bots only when
	// someone first comes to watch, so that a room nobody joins costs no play and no log.
	r.publish(-1, -1, 0)
	return r, nil
}

// run starts the room's goroutine (hub.add counted it for Close).
func (r *room) run() {
	go func() {
		defer r.srv.wg.Done()
		r.post(r.drive)
		for {
			select {
			case f := <-r.inbox:
				f()
				r.flushLog()
				if r.closed {
					return // nothing runs once shut (room.offer relies on it)
				}
			case <-r.done:
				return
			}
		}
	}()
}

// post hands f to the room's goroutine.
func (r *room) post(f func()) {
	select {
	case r.inbox <- f:
	case <-r.done:
	}
}

// close stops the room (from outside; once).
func (r *room) close() { r.post(r.shut) }

// shut stops the room, on its goroutine.
func (r *room) shut() {
	if r.closed {
		return
	}
	r.closed = true
	for _, t := range []*time.Timer{r.turnTimer, r.winTimer, r.idleTimer, r.unjoined} {
		if t != nil {
			t.Stop()
		}
	}
	for _, s := range r.seats {
		if s.grace != nil {
			s.grace.Stop()
		}
	}
	if r.sub != nil {
		r.sub()
	}
	close(r.done)
}

// after runs f on the room's goroutine after d.
func (r *room) after(d time.Duration, f func()) *time.Timer {
	return time.AfterFunc(d, func() { r.post(f) })
}

func (r *room) logConfig() {
	spec := r.spec
	seed := r.seed
	spec.DevSeed = &seed
	r.append(Entry{Kind: "config", Spec: &spec, Seed: r.seed, Nonce: r.nonce, Seat: -1, Node: r.srv.Node()})
}

// seatInfos says who sits where.
func (r *room) seatInfos() []online.SeatInfo {
	out := make([]online.SeatInfo, len(r.seats))
	for i, s := range r.seats {
		out[i] = online.SeatInfo{Seat: i, Person: s.person, Name: s.name, Connected: s.conn != nil, StandIn: s.person && s.away, Fast: s.fast.Flagged}
		if !s.person || s.away {
			out[i].Level = s.level
		}
	}
	return out
}

func (r *room) broadcastSeats() {
	r.sendAll(online.ServerMsg{Type: online.TSeats, Seats: r.seatInfos()})
}

func (r *room) sendAll(m online.ServerMsg) {
	if r.replaying {
		return
	}
	b, err := json.Marshal(m)
	if err != nil {
		return
	}
	for _, s := range r.seats {
		if s.conn != nil {
			r.to(s.conn, b)
		}
	}
	for c := range r.seen {
		r.to(c, b)
	}
}

// join seats c (or lets it watch) and tells it the game so far.
func (r *room) join(c *conn, m online.ClientMsg, now time.Time) {
	if r.closed {
		r.refuse(c, m.ID, "no-room", "the room has closed")
		return
	}
	var s *seat
	token := ""
	switch {
	case m.Token != "":
		if !isToken(m.Token) {
			r.refuse(c, m.ID, "bad-token", "that token opens no seat: a seat's token is the 32 hex digits its welcome gave")
			return
		}
		h := hashToken(m.Token)
		for _, x := range r.seats {
			if x.taken && x.token == h {
				s = x
			}
		}
		if s == nil {
			r.refuse(c, m.ID, "bad-token", "that token opens no seat in this room")
			return
		}
	case m.Seat != nil && *m.Seat == -1:
	case m.Seat != nil:
		i := *m.Seat
		switch {
		case i < -1 || i >= len(r.seats):
			r.refuse(c, m.ID, "no-such-seat", fmt.Sprintf("seats are 0 to %d (or -1 to watch)", len(r.seats)-1))
			return
		case !r.seats[i].person:
			r.refuse(c, m.ID, "bot-seat", fmt.Sprintf("seat %d is a bot's", i))
			return
		case r.seats[i].taken:
			r.refuse(c, m.ID, "seat-taken", fmt.Sprintf("seat %d is taken", i))
			return
		}
		s = r.seats[i]
	default:
		for _, x := range r.seats {
			if x.person && !x.taken {
				s = x
				break
			}
		}
		if s == nil {
			r.refuse(c, m.ID, "room-full", "every person's seat is taken: join with seat -1 to watch")
			return
		}
	}
	st := &r.watch
	seatNo := -1
	if s != nil {
		seatNo = s.i
		st = &s.st
		if !s.taken {
			s.taken, s.name = true, cleanName(m.Name, s.i)
			token, s.token = newToken()
			r.append(Entry{Kind: "seat", Seat: s.i, Name: s.name, Token: s.token})
		}
		if old := s.conn; old != nil && old != c {
			r.send(old, online.ServerMsg{Type: online.TError, Code: "replaced", Error: "this seat was taken up by a newer connection"})
			r.then(old.stop)
		}
		s.conn = c
		s.away = false
		if s.grace != nil {
			s.grace.Stop()
		}
	} else {
		r.seen[c] = true
	}
	if m.Last < 0 || m.Last > st.latest() {
		m.Last = 0
	}
	c.mu.Lock()
	c.room, c.seat = r, seatNo
	c.mu.Unlock()
	r.joined = true
	if r.unjoined != nil {
		r.unjoined.Stop()
	}
	if r.idleTimer != nil {
		r.idleTimer.Stop()
	}
	setup := r.setup
	var lastID int64
	if s != nil {
		lastID = s.lastID
	}
	r.send(c, online.ServerMsg{Type: online.TWelcome, ID: m.ID, Room: r.code, Seat: &seatNo, Token: token,
		Setup: &setup, Commit: r.commit, Seats: r.seatInfos(), N: st.latest(), Ack: lastID})
	r.replay(c, seatNo, st, m.Last)
	if r.ended {
		r.send(c, r.endMsg())
	}
	if !r.started && !slices.ContainsFunc(r.seats, func(s *seat) bool { return s.person && !s.taken }) {
		r.started = true
	}
	r.broadcastSeats()
	if s != nil {
		s.asked = [2]int{}
	}
	r.drive()
}

// detach forgets c; a person's seat gets the stand-in after the grace.
func (r *room) detach(c *conn) {
	if r.closed {
		return
	}
	if r.seen[c] {
		delete(r.seen, c)
	}
	for _, s := range r.seats {
		if s.conn != c {
			continue
		}
		s.conn = nil
		r.broadcastSeats()
		if s.person && !r.ended {
			r.goAway(s, r.srv.cfg.Grace)
		}
	}
	r.maybeIdle()
}

// goAway gives s to the stand-in after d.
func (r *room) goAway(s *seat, d time.Duration) {
	if s.grace != nil {
		s.grace.Stop()
	}
	gone := func() {
		if s.conn == nil && !s.away && !r.closed {
			s.away = true
			r.broadcastSeats()
			r.drive()
		}
	}
	if d <= 0 {
		gone()
		return
	}
	s.grace = r.after(d, gone)
}

// maybeIdle drops a room nobody is connected to: soon once the game is over, after half
// an hour otherwise (its log can rebuild it); one where no move was made yet after
// Limits.Unjoined, and if no seat was ever taken its log goes too (forget).
func (r *room) maybeIdle() {
	if len(r.seen) > 0 || slices.ContainsFunc(r.seats, func(s *seat) bool { return s.conn != nil }) {
		return
	}
	d := 30 * time.Minute
	switch {
	case r.ended:
		d = 30 * time.Second
	case r.m.Len() == 0 && r.srv.limits.Unjoined > 0:
		d = r.srv.limits.Unjoined
	}
	if r.idleTimer != nil {
		r.idleTimer.Stop()
	}
	r.idleTimer = r.after(d, func() {
		if len(r.seen) > 0 || slices.ContainsFunc(r.seats, func(s *seat) bool { return s.conn != nil }) {
			return
		}
		if r.m.Len() == 0 && !slices.ContainsFunc(r.seats, func(s *seat) bool { return s.taken }) {
			r.forget()
			return
		}
		r.srv.hub.drop(r)
		r.close()
	})
}

func logf(r *room, format string, a ...any) {
	log.Printf("room %s: %s", r.code, fmt.Sprintf(format, a...))
}

func short(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
