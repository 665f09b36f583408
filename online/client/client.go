package client

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"parlor/online"
)

// Conn is one WebSocket connection to a server. It answers pings and acks by itself.
type Conn struct {
	ws     *websocket.Conn
	url    string
	ctx    context.Context
	cancel context.CancelFunc
	start  time.Time
	ids    atomic.Int64
	closed atomic.Bool // closed by its user (a seat does not come back by itself)

	mu      sync.Mutex
	waiters map[int64]chan online.ServerMsg
	seat    *Seat
	err     error
	done    chan struct{}
	tap     func([]byte)
}

// Dial connects to a server's /ws address ("ws://HOST:PORT/ws").
func Dial(ctx context.Context, url string) (*Conn, error) { return DialTap(ctx, url, nil) }

// DialTap is Dial with tap called with every message received, as it came, before it is
// handled (for tools and tests that inspect the wire).
func DialTap(ctx context.Context, url string, tap func(raw []byte)) (*Conn, error) {
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(16 << 20)
	cctx, cancel := context.WithCancel(context.Background())
	c := &Conn{ws: ws, url: url, ctx: cctx, cancel: cancel, start: time.Now(), waiters: map[int64]chan online.ServerMsg{},
		done: make(chan struct{}), tap: tap}
	// Reads and writes are given no context of their own (the WebSocket library would
	// register and drop one for every frame): closing the connection ends them.
	context.AfterFunc(cctx, func() { ws.CloseNow() })
	go c.readLoop()
	return c, nil
}

// Close closes the connection (a seat on it does not reconnect by itself).
func (c *Conn) Close() error {
	c.closed.Store(true)
	c.cancel()
	return c.ws.Close(websocket.StatusNormalClosure, "bye")
}

// Done is closed when the connection has ended; Err says why.
func (c *Conn) Done() <-chan struct{} { return c.done }

// Err is why the connection ended (nil while it is open).
func (c *Conn) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

func (c *Conn) send(m online.ClientMsg) error {
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return c.ws.Write(context.Background(), websocket.MessageText, b)
}

// SendRaw sends b as one message as it is (tests use it to send what a broken client
// would).
func (c *Conn) SendRaw(b []byte) error { return c.ws.Write(c.ctx, websocket.MessageText, b) }

// request sends m with a new ID and waits for the reply carrying it.
func (c *Conn) request(ctx context.Context, m online.ClientMsg) (online.ServerMsg, error) {
	m.ID = c.ids.Add(1)
	ch := make(chan online.ServerMsg, 1)
	c.mu.Lock()
	c.waiters[m.ID] = ch
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		delete(c.waiters, m.ID)
		c.mu.Unlock()
	}()
	if err := c.send(m); err != nil {
		return online.ServerMsg{}, err
	}
	select {
	case r := <-ch:
		if r.Type == online.TRefused {
			return r, &Refusal{ID: r.ID, Code: r.Code, Msg: r.Error}
		}
		return r, nil
	case <-c.done:
		return online.ServerMsg{}, c.Err()
	case <-ctx.Done():
		return online.ServerMsg{}, ctx.Err()
	}
}

// Create makes a room and returns its code and invite link.
func (c *Conn) Create(ctx context.Context, spec online.RoomSpec) (code, link string, err error) {
	r, err := c.request(ctx, online.ClientMsg{Type: online.TCreate, Create: &spec})
	if err != nil {
		return "", "", err
	}
	return r.Room, r.Link, nil
}

// JoinOptions choose the seat: Seat (nil: the first free person's seat; -1: watch), the
// player's Name, and to come back, the Token of an earlier welcome and the Last update
// seen. OnUpdate, when set, is called for every update as it arrives (tools measure with
// it). Nodes, when set, are the /ws addresses of the cluster's other nodes: the seat then
// comes back by itself when its connection drops (see Seat.Reconnecting). NoEvents: the
// seat keeps no events for Events (a bot that decides from the view alone; a load test's
// seats would otherwise hold a whole game's events).
type JoinOptions struct {
	Seat     *int
	Name     string
	Token    string
	Last     int
	OnUpdate func(m *online.ServerMsg, at time.Time)
	Nodes    []string
	NoEvents bool
}

// Join takes a seat in room code (or watches) and returns it once welcomed.
func (c *Conn) Join(ctx context.Context, code string, o JoinOptions) (*Seat, error) {
	s := &Seat{conn: c, changed: make(chan struct{}, 1), onUpdate: o.OnUpdate, n: o.Last,
		appeared: map[int]time.Time{}, toMove: -1, noEvents: o.NoEvents}
	if len(o.Nodes) > 0 {
		s.nodes = append([]string{c.url}, o.Nodes...)
	}
	return s, s.join(ctx, c, code, o)
}

func (s *Seat) join(ctx context.Context, c *Conn, code string, o JoinOptions) error {
	c.mu.Lock()
	c.seat = s
	c.mu.Unlock()
	_, err := c.request(ctx, online.ClientMsg{Type: online.TJoin, Room: code, Seat: o.Seat, Name: o.Name, Token: o.Token, Last: o.Last})
	if err != nil {
		c.mu.Lock()
		c.seat = nil
		c.mu.Unlock()
	}
	return err
}

func (c *Conn) readLoop() {
	defer close(c.done)
	// Each message is read into buf, reused (grown to the largest message so far): what
	// the seat keeps of it (an update's view) is copied out.
	buf := make([]byte, 0, 4096)
	for {
		b, err := c.read(buf[:0])
		buf = b
		if err != nil {
			c.mu.Lock()
			c.err = err
			s := c.seat
			c.mu.Unlock()
			if s != nil {
				s.lost(c, err)
			}
			return
		}
		at := time.Now()
		if c.tap != nil {
			c.tap(bytes.Clone(b))
		}
		m, err := online.DecodeServer(b)
		if err != nil {
			continue
		}
		m.View = bytes.Clone(m.View)
		switch m.Type {
		case online.TPing:
			c.send(online.ClientMsg{Type: online.TPong, Ping: m.Ping, At: at.Sub(c.start).Milliseconds()})
			continue
		case online.TUpdate:
			if m.NeedAck {
				c.send(online.ClientMsg{Type: online.TAck, N: m.N})
			}
		}
		if m.Type == online.TWelcome {
			// Taken in here, before the updates that follow it.
			c.mu.Lock()
			s := c.seat
			c.mu.Unlock()
			if s != nil {
				if err := s.welcome(m); err != nil {
					m = online.ServerMsg{Type: online.TRefused, ID: m.ID, Code: "bad-welcome", Error: err.Error()}
				}
			}
		}
		if m.ID != 0 && (m.Type == online.TCreated || m.Type == online.TWelcome || m.Type == online.TRefused) {
			c.mu.Lock()
			ch := c.waiters[m.ID]
			c.mu.Unlock()
			if ch != nil {
				ch <- m
				continue
			}
		}
		c.mu.Lock()
		s := c.seat
		c.mu.Unlock()
		if s != nil {
			s.receive(&m, at)
		}
	}
}

// read appends the next message to b.
func (c *Conn) read(b []byte) ([]byte, error) {
	_, r, err := c.ws.Reader(context.Background())
	if err != nil {
		return b, err
	}
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return b, err
		}
	}
}

// Refusal is a message the server refused (nothing changed): Code is the rule id or
// protocol code ("not-your-turn", "stale", "flood", …), Msg the reason in words. It is a
// match.Refusal.
type Refusal struct {
	ID   int64
	Code string
	Msg  string
}

func (r *Refusal) Error() string  { return fmt.Sprintf("%s: %s", r.Code, r.Msg) }
func (r *Refusal) RuleID() string { return r.Code }
func (r *Refusal) Reason() string { return r.Msg }

// ErrClosed is a Submit on a seat whose connection has ended (Resume it).
var ErrClosed = errors.New("the connection to the server is closed")
