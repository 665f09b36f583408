// Package server is Parlor's online server (DESIGN.md "Online play"): rooms with short
// codes and invite links, one authoritative match.Match per room, each connection seeing
// only its seat's redacted events and view, reaction windows judged fairly over the
// network, and every room's log kept in JetStream so that a room can be rebuilt from it.
// The protocol is in package online.
package server

import (
	"context"
	"crypto/rand"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"parlor/internal/online"
	"parlor/web"
)

// Config sets up a Server.
type Config struct {
	// Store keeps the rooms' logs (OpenNATS).
	Store Store
	// Site is the folder of the browser build served at / (empty: none).
	Site string
	// Dev lets a client fix a room's seed and use lockstep windows.
	Dev bool
	// Grace is how long a person may be away before the stand-in bot plays for them.
	Grace time.Duration
	// Judge bounds the slap judge (zero: online.DefaultJudge).
	Judge online.JudgeConfig
}

// Server serves rooms over WebSockets at /ws and the browser build at /.
type Server struct {
	ctx   context.Context
	stop  context.CancelFunc
	cfg   Config
	judge online.JudgeConfig
	hub   *hub
	start time.Time
	conns atomic.Int64
	moves atomic.Int64
	wg    sync.WaitGroup
}

// New makes a server.
func New(cfg Config) *Server {
	ctx, stop := context.WithCancel(context.Background())
	s := &Server{ctx: ctx, stop: stop, cfg: cfg, judge: cfg.Judge, start: time.Now()}
	if s.judge == (online.JudgeConfig{}) {
		s.judge = online.DefaultJudge
	}
	s.hub = &hub{srv: s, rooms: map[string]*room{}}
	return s
}

// Handler serves /ws (the game) and, when Config.Site is set, the browser build at /.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/ws", func(w http.ResponseWriter, r *http.Request) {
		ws, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		s.serveConn(ws, r.Host)
	})
	if s.cfg.Site != "" {
		mux.Handle("/", web.Handler(s.cfg.Site))
	}
	return mux
}

// Close stops every room and connection (the store is the caller's to close).
func (s *Server) Close() {
	s.stop()
	s.hub.closeAll()
	s.wg.Wait()
}

// Stats are counters for tools and tests.
type Stats struct {
	Rooms, Conns int
	Moves        int64
}

// Stats counts the rooms held, the open connections and the moves applied.
func (s *Server) Stats() Stats {
	s.hub.mu.Lock()
	n := len(s.hub.rooms)
	s.hub.mu.Unlock()
	return Stats{Rooms: n, Conns: int(s.conns.Load()), Moves: s.moves.Load()}
}

// clock is the server's monotonic clock in ms since it started.
func (s *Server) clock(t time.Time) int64 { return t.Sub(s.start).Milliseconds() }

// codeLetters make room codes: no vowels (no words), no 0/O, 1/I/L.
const codeLetters = "BCDFGHJKMNPQRSTVWXZ23456789"

func newCode() string {
	b := make([]byte, 6)
	rand.Read(b)
	for i := range b {
		b[i] = codeLetters[int(b[i])%len(codeLetters)]
	}
	return string(b)
}

// hub holds the rooms by code.
type hub struct {
	srv   *Server
	mu    sync.Mutex
	rooms map[string]*room
	load  sync.Mutex // one rebuild at a time
}

func (h *hub) get(code string) *room {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.rooms[code]
}

func (h *hub) closeAll() {
	h.mu.Lock()
	rs := make([]*room, 0, len(h.rooms))
	for _, r := range h.rooms {
		rs = append(rs, r)
	}
	h.mu.Unlock()
	for _, r := range rs {
		r.close()
	}
}

func (h *hub) drop(r *room) {
	h.mu.Lock()
	if h.rooms[r.code] == r {
		delete(h.rooms, r.code)
	}
	h.mu.Unlock()
}

// create makes a room from a create message and answers "created".
func (h *hub) create(c *conn, m online.ClientMsg) {
	if m.Create == nil {
		c.refuse(m.ID, "bad-room", "create needs a room: {\"create\":{\"game\":…,\"seats\":[…]}}")
		return
	}
	spec, err := checkSpec(*m.Create, h.srv.cfg.Dev)
	if err != nil {
		c.refuse(m.ID, "bad-room", err.Error())
		return
	}
	var code string
	for {
		code = newCode()
		if h.get(code) != nil {
			continue
		}
		ctx, cancel := context.WithTimeout(h.srv.ctx, 5*time.Second)
		old, err := h.srv.cfg.Store.Load(ctx, code)
		cancel()
		if err == nil && old == nil {
			break
		}
	}
	r, err := newRoom(h.srv, code, spec, seedFor(spec), newNonce())
	if err != nil {
		c.refuse(m.ID, "bad-room", err.Error())
		return
	}
	h.mu.Lock()
	h.rooms[code] = r
	h.mu.Unlock()
	r.logConfig()
	r.run()
	c.send(online.ServerMsg{Type: online.TCreated, ID: m.ID, Room: code, Link: "http://" + c.host + "/?room=" + code})
}

// join finds the room (rebuilding it from its log when this server does not hold it) and
// hands the join to it.
func (h *hub) join(c *conn, m online.ClientMsg) {
	c.mu.Lock()
	seated := c.room != nil
	c.mu.Unlock()
	if seated {
		c.refuse(m.ID, "already-seated", "this connection already has a seat; open another to join again")
		return
	}
	code := normCode(m.Room)
	r := h.get(code)
	if r == nil {
		var err error
		if r, err = h.rebuild(code); err != nil {
			c.refuse(m.ID, "no-room", err.Error())
			return
		}
	}
	now := time.Now()
	r.post(func() { r.join(c, m, now) })
}
