package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/coder/websocket"

	"parlor/internal/online"
)

// conn is one client's WebSocket. Its reader checks every message (size, rate, strict
// JSON, known type) before anything else sees it, answers what needs no room (pongs,
// errors), and hands the rest to the hub or to its room's goroutine; its writer sends
// from a bounded queue, so a slow client never holds up a room (its queue full, it is cut
// off and may come back with its last update number).
type conn struct {
	srv  *Server
	ws   *websocket.Conn
	ctx  context.Context
	stop context.CancelFunc
	host string

	qmu   sync.Mutex
	queue [][]byte      // messages waiting for the writer
	wake  chan struct{} // the writer has something to send

	mu    sync.Mutex
	room  *room // set by the room's goroutine on join
	seat  int
	trust online.Trust
	pings map[int64]time.Time
	rtt   int
}

// serveConn runs a connection until it closes.
func (s *Server) serveConn(ws *websocket.Conn, host string) {
	ctx, stop := context.WithCancel(s.ctx)
	c := &conn{srv: s, ws: ws, wake: make(chan struct{}, 1), ctx: ctx, stop: stop, host: host,
		pings: map[int64]time.Time{}, rtt: -1, seat: -2}
	ws.SetReadLimit(online.HardMessage)
	s.conns.Add(1)
	defer s.conns.Add(-1)
	go c.writeLoop()
	c.readLoop()
	stop()
	c.mu.Lock()
	r := c.room
	c.mu.Unlock()
	if r != nil {
		r.post(func() { r.detach(c) })
	}
	ws.CloseNow()
}

// bucket is a token bucket: rate per second, twice that many tokens at most.
type bucket struct {
	rate   float64
	tokens float64
	last   time.Time
}

func (b *bucket) take(now time.Time) bool {
	if b.last.IsZero() {
		b.tokens = 2 * b.rate
	} else {
		b.tokens = min(2*b.rate, b.tokens+now.Sub(b.last).Seconds()*b.rate)
	}
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

func (c *conn) readLoop() {
	limit := bucket{rate: online.RatePerSec}
	if c.srv.cfg.Dev {
		limit.rate = online.DevRatePerSec
	}
	flooded := 0
	for {
		_, r, err := c.ws.Reader(c.ctx)
		if err != nil {
			return
		}
		b, err := io.ReadAll(io.LimitReader(r, online.MaxMessage+1))
		if err != nil {
			return
		}
		now := time.Now()
		if len(b) > online.MaxMessage {
			if _, err := io.Copy(io.Discard, r); err != nil {
				return
			}
			c.fail("too-big", "a message may be at most 8192 bytes")
			continue
		}
		if !limit.take(now) {
			flooded++
			if flooded > 200 {
				c.ws.Close(websocket.StatusPolicyViolation, "flood: too many messages")
				return
			}
			if flooded%50 == 1 {
				c.fail("flood", fmt.Sprintf("too many messages: slow down (at most %.0f a second)", limit.rate))
			}
			continue
		}
		flooded = 0
		m, err := online.DecodeClient(b)
		if err != nil {
			c.fail("bad-message", err.Error())
			continue
		}
		c.handle(m, now)
	}
}

// handle routes one checked message.
func (c *conn) handle(m online.ClientMsg, now time.Time) {
	switch m.Type {
	case online.TPong:
		c.pong(m, now)
		return
	case online.TCreate:
		c.srv.hub.create(c, m)
		return
	case online.TJoin:
		c.srv.hub.join(c, m)
		return
	}
	c.mu.Lock()
	r := c.room
	c.mu.Unlock()
	if r == nil {
		c.refuse(m.ID, "not-seated", "join a room first")
		return
	}
	r.post(func() { r.handle(c, m, now) })
}

func (c *conn) send(m online.ServerMsg) {
	b, err := json.Marshal(m)
	if err != nil {
		return
	}
	c.sendRaw(b)
}

// maxQueue is how many messages may wait for a client; one that falls further behind is
// cut off (it may come back with its last update number).
const maxQueue = 4096

// sendRaw queues b for the writer.
func (c *conn) sendRaw(b []byte) {
	c.qmu.Lock()
	if len(c.queue) >= maxQueue {
		c.qmu.Unlock()
		c.stop()
		return
	}
	c.queue = append(c.queue, b)
	c.qmu.Unlock()
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

func (c *conn) fail(code, msg string) {
	c.send(online.ServerMsg{Type: online.TError, Code: code, Error: msg})
}

func (c *conn) refuse(id int64, code, msg string) {
	c.send(online.ServerMsg{Type: online.TRefused, ID: id, Code: code, Error: msg})
}

// writeLoop sends what is queued, and pings to measure the round trip: five 100 ms apart,
// then one a second at a table with real-time reaction windows (its latency allowance is
// earned and bounded by them), one every 5 s elsewhere.
func (c *conn) writeLoop() {
	var n int64
	ping := time.NewTimer(100 * time.Millisecond)
	defer ping.Stop()
	var batch [][]byte
	for {
		select {
		case <-c.ctx.Done():
			c.ws.Close(websocket.StatusGoingAway, "closing")
			return
		case <-ping.C:
			n++
			now := time.Now()
			c.mu.Lock()
			c.pings[n] = now
			delete(c.pings, n-10)
			rtt := c.rtt
			c.mu.Unlock()
			c.send(online.ServerMsg{Type: online.TPing, Ping: n, At: c.srv.clock(now), RTTMs: &rtt})
			switch {
			case n < 5:
				ping.Reset(100 * time.Millisecond)
			case c.racing():
				ping.Reset(time.Second)
			default:
				ping.Reset(5 * time.Second)
			}
		case <-c.wake:
		}
		c.qmu.Lock()
		batch, c.queue = c.queue, batch[:0]
		c.qmu.Unlock()
		if len(batch) == 0 {
			continue
		}
		ctx, cancel := context.WithTimeout(c.ctx, 10*time.Second)
		for i, b := range batch {
			err := c.ws.Write(ctx, websocket.MessageText, b)
			batch[i] = nil
			if err != nil {
				cancel()
				c.stop()
				return
			}
		}
		cancel()
	}
}

func (c *conn) pong(m online.ClientMsg, now time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	sent, ok := c.pings[m.Ping]
	if !ok {
		return
	}
	delete(c.pings, m.Ping)
	c.rtt = int(now.Sub(sent).Milliseconds())
	c.trust.Pong(c.srv.judge, c.rtt)
}

// racing reports whether the connection sits at a table with real-clock reaction windows.
func (c *conn) racing() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.room != nil && c.room.racing
}

// allowance is the connection's current latency allowance (ms).
func (c *conn) allowance() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.trust.Allowance(c.srv.judge)
}

// verdict judges a claim with the connection's trust.
func (c *conn) verdict(cl online.Claim) online.Verdict {
	c.mu.Lock()
	defer c.mu.Unlock()
	return online.Judge(c.srv.judge, &c.trust, cl)
}
