package server

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"

	"parlor/online"
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
	// Limits bound what strangers can make the server hold (zero fields: DefaultLimits).
	Limits Limits
	// PublicURL is the server's address as players reach it (ParsePublicURL), for invite
	// links; empty: the request's Host header, if it is a plain host.
	PublicURL string
	// Ledger keeps ratings and daily deals (nil: the NATS store's; none with another
	// store: those requests are answered no-ledger).
	Ledger Ledger
	// Now is the clock of the daily deal's days (nil: time.Now; tests set another day).
	Now func() time.Time
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

	connIDs atomic.Uint64
	cluster *cluster      // nil: a single node
	ledger  Ledger        // nil: no ratings, no daily deal
	boards  boards        // leaderboards made in the last seconds (api.go)
	replays chan struct{} // daily results being replayed (at most cap at once)

	limits    Limits // cfg.Limits with the defaults filled in
	addrs     *addrTable
	publicURL string
	expired   atomic.Int64 // rooms let go because nobody joined them
	reaped    atomic.Int64 // connections closed for not joining or not answering pings
	// refusedConns and refusedRooms count the connections and creates the limits refused.
	refusedConns, refusedRooms atomic.Int64
}

// New makes a server.
func New(cfg Config) *Server {
	ctx, stop := context.WithCancel(context.Background())
	s := &Server{ctx: ctx, stop: stop, cfg: cfg, judge: cfg.Judge, start: time.Now(), limits: cfg.Limits.resolved()}
	if s.judge == (online.JudgeConfig{}) {
		s.judge = online.DefaultJudge
	}
	s.addrs = newAddrTable(s.limits)
	s.ledger = cfg.Ledger
	if n, ok := cfg.Store.(*NATS); ok && s.ledger == nil {
		s.ledger = n.Ledger()
	}
	s.replays = make(chan struct{}, maxReplays)
	s.boards.made = map[string]boardCache{}
	go s.reportLimits()
	if cfg.PublicURL != "" {
		u, err := ParsePublicURL(cfg.PublicURL)
		if err != nil {
			log.Printf("parlor-server: %v (invite links name the request's host)", err)
		}
		s.publicURL = u
	}
	s.hub = &hub{srv: s, rooms: map[string]*room{}, loading: map[string]*loadCall{}}
	s.hub.quick.forming = map[quickKey]*forming{}
	s.hub.lobby.rooms = map[string]*lobbyEntry{}
	if n, ok := cfg.Store.(*NATS); ok && n.Clustered() {
		cl, err := newCluster(s, n)
		if err != nil {
			log.Printf("parlor-server: cluster: %v (serving as a single node)", err)
		} else {
			s.cluster = cl
		}
	}
	return s
}

// Node is this node's name in its cluster ("" when not clustered).
func (s *Server) Node() string {
	if s.cluster == nil {
		return ""
	}
	return s.cluster.node
}

// Handler serves /ws (the game) and, when Config.Site is set, the browser build at /.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/ws", func(w http.ResponseWriter, r *http.Request) {
		addr := clientAddr(r, s.limits.Proxies)
		if !s.addrs.open(addr) {
			s.refuseConn(w, r, "too-many-connections",
				fmt.Sprintf("too many connections from your address (at most %d at once): close some and try again", s.limits.ConnsPerAddr))
			return
		}
		ws, tcp, err := accept(w, r)
		if err != nil {
			s.addrs.close(addr)
			return
		}
		local, _ := r.Context().Value(http.LocalAddrContextKey).(net.Addr)
		// The connection is hijacked: the handler returns, so the request, its headers and
		// net/http's goroutine are not kept for the connection's whole life (the garbage
		// collector would scan them on every cycle, for thousands of connections).
		go func() {
			defer s.addrs.close(addr)
			s.serveConn(ws, linkHost(r.Host, local, r.TLS != nil), addr, tcp)
		}()
	})
	s.api(mux)
	if s.cfg.Site != "" {
		mux.Handle("/", web.Handler(s.cfg.Site))
	}
	return mux
}

// Close stops every room and connection (the store is the caller's to close).
func (s *Server) Close() {
	if s.cluster != nil {
		s.cluster.close()
	}
	s.stop()
	s.hub.closeAll()
	s.wg.Wait()
}

// Stats are counters for tools and tests.
type Stats struct {
	Rooms, Conns int
	Moves        int64
	// Expired counts the rooms let go because nobody joined them in time (Limits.Unjoined);
	// Reaped the connections closed for not joining or not answering pings.
	Expired, Reaped int64
}

// Stats counts the rooms held, the open connections, the moves applied and what the
// limits let go.
func (s *Server) Stats() Stats {
	s.hub.mu.Lock()
	n := len(s.hub.rooms)
	s.hub.mu.Unlock()
	return Stats{Rooms: n, Conns: int(s.conns.Load()), Moves: s.moves.Load(), Expired: s.expired.Load(), Reaped: s.reaped.Load()}
}

// clock is the server's monotonic clock in ms since it started.
func (s *Server) clock(t time.Time) int64 { return t.Sub(s.start).Milliseconds() }

// codeLetters make room codes: no vowels (no words), no 0/O, 1/I/L.
const codeLetters = "BCDFGHJKMNPQRSTVWXZ23456789"

func newCode() string {
	b := make([]byte, codeLen)
	rand.Read(b)
	for i := range b {
		b[i] = codeLetters[int(b[i])%len(codeLetters)]
	}
	return string(b)
}

// hub holds the rooms by code.
type hub struct {
	srv     *Server
	mu      sync.Mutex
	rooms   map[string]*room
	loading map[string]*loadCall // rooms being rebuilt from their logs
	closed  bool                 // the server is stopping: no room starts any more
	quick   matchmaker           // quick-play tables forming (quickplay.go)
	lobby   lobby                // the public rooms waiting for players (lobby.go)
}

// errStopping: the server is stopping.
var errStopping = errors.New("the server is stopping")

// errFull: the node holds Limits.MaxRooms rooms.
var errFull = errors.New("the server is full")

// add holds r and counts its goroutine (started by r.run) for Close, unless the server is
// stopping or, for a new room (fresh), holds Limits.MaxRooms rooms already.
func (h *hub) add(r *room, fresh bool) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return errStopping
	}
	if max := h.srv.limits.MaxRooms; fresh && max > 0 && len(h.rooms) >= max {
		return errFull
	}
	h.rooms[r.code] = r
	h.srv.wg.Add(1)
	return nil
}

func (h *hub) get(code string) *room {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.rooms[code]
}

func (h *hub) closeAll() {
	h.mu.Lock()
	h.closed = true
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

// create makes a room from a create message and answers "created" once its config is
// stored (a new code's log must be empty: the fenced first write makes sure of it).
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
	if !h.roomFor(c, m.ID) {
		return
	}
	// "created" is the room's first message, held before its config is written, so that a
	// config the store refuses at once (a full disk) turns it into a refusal (notMade).
	_, err = h.make(spec, func(r *room) {
		r.send(c, online.ServerMsg{Type: online.TCreated, ID: m.ID, Room: r.code, Link: h.srv.inviteLink(c.host, r.code)})
	})
	if err != nil {
		if errors.Is(err, errFull) {
			c.refuse(m.ID, "server-full", h.full())
			return
		}
		c.refuse(m.ID, "bad-room", "the room could not be made: "+err.Error())
	}
}

// make makes a room of a checked spec on this node, with a new code, seed and nonce: its
// config is logged (what it sends waits for that) and it runs; first (nil: none) is the
// first thing it does, before its config is written. Errors: errFull, errStopping, or the
// room or its cluster subscription could not be made.
func (h *hub) make(spec online.RoomSpec, first func(*room)) (*room, error) {
	code := newCode()
	for h.get(code) != nil {
		code = newCode()
	}
	r, err := newRoom(h.srv, code, spec, seedFor(spec), newNonce())
	if err != nil {
		return nil, err
	}
	if cl := h.srv.cluster; cl != nil {
		if err := cl.host(r); err != nil {
			return nil, err
		}
	}
	if err := h.add(r, true); err != nil {
		if r.sub != nil {
			r.sub()
		}
		return nil, err
	}
	r.logConfig()
	r.expireIn(h.srv.limits.Unjoined)
	if first != nil {
		r.inbox <- func() { first(r) } // a new room's inbox is empty: this does not wait
	}
	r.run()
	return r, nil
}

// joinFor bounds how long a join waits for a room to be found or taken over (a node that
// takes a room over may wait for the room stream's new leader after a node died).
const joinFor = 20 * time.Second

// join finds the room (here, on the node that hosts it, or rebuilt from its log when no
// node holds it) and hands the join to it.
func (h *hub) join(c *conn, m online.ClientMsg) {
	c.mu.Lock()
	seated := c.room != nil || c.quick
	c.mu.Unlock()
	if seated {
		c.refuse(m.ID, "already-seated", "this connection already has a seat; open another to join again")
		return
	}
	code, ok := roomCode(m.Room)
	if !ok {
		// Checked before the code reaches the rooms' map, a NATS subject or the log.
		c.refuse(m.ID, "no-room", fmt.Sprintf("no room %s: a room code is %d letters and digits, such as %s", quoteName(m.Room), codeLen, "KXT4RB"))
		return
	}
	if m.Token != "" && !isToken(m.Token) {
		c.refuse(m.ID, "bad-token", "that token opens no seat: a seat's token is the 32 hex digits its welcome gave")
		return
	}
	name, err := checkName(m.Name)
	if err != nil {
		c.refuse(m.ID, "bad-name", err.Error())
		return
	}
	m.Name = name
	if !h.guessAllowed(c, m.ID) {
		return
	}
	deadline := time.Now().Add(joinFor)
	wait := 10 * time.Millisecond
	for {
		r := h.get(code)
		var err error
		if r == nil {
			var forwarded bool
			if cl := h.srv.cluster; cl != nil {
				forwarded, err = cl.join(c, code, m)
				if forwarded {
					return
				}
			}
			if cl := h.srv.cluster; cl == nil || errors.Is(err, nats.ErrNoResponders) {
				r, err = h.takeover(code)
			}
		}
		if r != nil {
			now := time.Now()
			if r.offer(func() { r.join(c, m, now) }) {
				return
			}
			err = errors.New("the room stopped before it took the join") // look for it again
		}
		if errors.Is(err, errNoRoom) {
			if c.addr.IsValid() {
				h.srv.addrs.guessed(c.addr)
			}
			c.refuse(m.ID, "no-room", fmt.Sprintf("no room %s", code))
			return
		}
		if time.Now().After(deadline) || c.ctx.Err() != nil {
			c.refuse(m.ID, "unreachable", fmt.Sprintf("room %s cannot be reached now (try again): %v", code, err))
			return
		}
		time.Sleep(wait)
		wait = min(2*wait, 250*time.Millisecond)
	}
}
