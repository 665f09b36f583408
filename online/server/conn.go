package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/netip"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/coder/websocket"

	"parlor/online"
)

// conn is one client's WebSocket. Its reader checks every message (size, rate, strict
// JSON, known type) before anything else sees it, answers what needs no room (pongs,
// errors), and hands the rest to the hub or to its room's goroutine; its writer sends
// from a bounded queue, so a slow client never holds up a room (its queue full, it is cut
// off and may come back with its last update number).
type conn struct {
	srv  *Server
	ws   *websocket.Conn // nil: a client of another node (link)
	tcp  syscall.RawConn // ws's socket, for its round trip (nil: unknown)
	ctx  context.Context
	stop context.CancelFunc
	host string     // the host its invite links name (linkHost)
	addr netip.Addr // the client's address for the per-address limits (invalid: another node's connection)
	id   uint64

	// fwd is set on a connection whose room another node hosts: its messages go there
	// (cluster.go). link is set on the host's side of such a connection.
	fwd  atomic.Pointer[forward]
	link *link
	// fwdRTT is, on a link, the transport round trip the client's node measured (ms, -1
	// unknown), passed on with each message.
	fwdRTT atomic.Int32

	qmu    sync.Mutex
	queue  [][]byte      // messages waiting for the writer
	ending string        // closeWith's words: the writer closes the connection once the queue is sent
	wake   chan struct{} // the writer has something to send
	slow   *time.Timer   // stops the connection when a write takes more than slowWrite

	mu    sync.Mutex
	room  *room // set by the room's goroutine on join
	seat  int
	trust online.Trust
	pings map[int64]time.Time
	rtt   int
	heard time.Time // the last pong (the connection's start before one)
	// joining: a join is under way (the join timeout waits for it)
	joining bool
	// challenge is the latest hello's (used once; "" none); key the public key the
	// connection proved (hex; "" anonymous) and name the name it gave (identity.go).
	challenge, key, name string
	// asked is when the connection last asked something outside a room (the lobby, a
	// leaderboard, the daily deal): the join timeout counts from then.
	asked time.Time
	// quick: a quick-play request is waiting for its table (quickplay.go).
	quick bool
}

// serveConn runs a connection until it closes. One that has joined no room within
// Limits.JoinWithin is told so and closed.
func (s *Server) serveConn(ws *websocket.Conn, host string, addr netip.Addr, tcp syscall.RawConn) {
	ctx, stop := context.WithCancel(s.ctx)
	c := s.newConn(ctx, stop, host)
	c.ws, c.addr, c.tcp = ws, addr, tcp
	if d := s.limits.JoinWithin; d > 0 {
		t := time.AfterFunc(d, func() { c.joinTimeout(d) })
		defer t.Stop()
	}
	ws.SetReadLimit(online.HardMessage)
	// Reads and writes are given no context of their own (the WebSocket library would
	// register and drop one for every frame): the connection is closed when it stops, which
	// ends a read or write under way, and a write is bounded by c.slow.
	defer context.AfterFunc(ctx, func() { ws.CloseNow() })()
	s.conns.Add(1)
	defer s.conns.Add(-1)
	go c.writeLoop()
	c.readLoop()
	stop()
	c.gone()
	ws.CloseNow()
}

func (s *Server) newConn(ctx context.Context, stop context.CancelFunc, host string) *conn {
	c := &conn{srv: s, wake: make(chan struct{}, 1), ctx: ctx, stop: stop, host: host,
		pings: map[int64]time.Time{}, rtt: -1, seat: -2, id: s.connIDs.Add(1), heard: time.Now()}
	c.slow = time.AfterFunc(time.Hour, stop)
	c.slow.Stop()
	c.fwdRTT.Store(-1)
	return c
}

// gone tells the connection's room (here or on its host node) that it has ended.
func (c *conn) gone() {
	c.mu.Lock()
	r := c.room
	c.mu.Unlock()
	if r != nil {
		r.post(func() { r.detach(c) })
	}
	if f := c.fwd.Load(); f != nil {
		c.srv.cluster.unforward(c, f)
	}
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
	buf := make([]byte, 0, 1024) // reused: a message is decoded (or passed on) before the next is read
	for {
		_, r, err := c.ws.Reader(context.Background())
		if err != nil {
			return
		}
		b, err := readAtMost(buf[:0], r, online.MaxRecordMessage+1)
		if err != nil {
			return
		}
		buf = b
		now := time.Now()
		if len(b) > online.MaxMessage && (len(b) > online.MaxRecordMessage || !bytes.HasPrefix(b, recordPrefix)) {
			if _, err := io.Copy(io.Discard, r); err != nil {
				return
			}
			c.fail("too-big", "a message may be at most 8192 bytes (a daily-result 262144, beginning {\"type\":\"daily-result\",)")
			continue
		}
		if cap(buf) > 64<<10 {
			buf = make([]byte, 0, 1024) // a daily record's buffer is not kept
		}
		if !limit.take(now) {
			flooded++
			if flooded > 200 {
				c.ws.Close(websocket.StatusPolicyViolation, "flood: too many messages")
				return
			}
			// Every message dropped is answered (a move's sender must not wait for an
			// answer that never comes); past 200 in a row the connection is closed.
			c.fail("flood", fmt.Sprintf("too many messages: slow down (at most %.0f a second)", limit.rate))
			continue
		}
		flooded = 0
		m, err := online.DecodeClient(b)
		if err != nil {
			c.fail("bad-message", err.Error())
			continue
		}
		if f := c.fwd.Load(); f != nil && !frontType(m.Type) {
			c.srv.cluster.forward(c, f, b, c.transportRTT())
			continue
		}
		c.handle(m, now)
	}
}

// readAtMost appends what r gives, up to n bytes, to b.
func readAtMost(b []byte, r io.Reader, n int) ([]byte, error) {
	for len(b) < n {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		k, err := r.Read(b[len(b):min(cap(b), n)])
		b = b[:len(b)+k]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return b, err
		}
	}
	return b, nil
}

// recordPrefix begins the one message that may be larger than online.MaxMessage.
var recordPrefix = []byte(`{"type":"daily-result",`)

// frontType reports whether a message of type t is answered by the node the client is
// connected to (never passed on to its room's host in a cluster).
func frontType(t string) bool {
	switch t {
	case online.TCreate, online.TJoin, online.THello, online.TAuth, online.TQuick, online.TRooms,
		online.TLeaderboard, online.TDaily, online.TDailyResult:
		return true
	}
	return false
}

// handle routes one checked message.
func (c *conn) handle(m online.ClientMsg, now time.Time) {
	switch m.Type {
	case online.TPong:
		c.pong(m, now)
		return
	case online.THello:
		c.hello(m)
		return
	case online.TAuth:
		c.auth(m)
		return
	case online.TQuick:
		c.srv.hub.quickPlay(c, m)
		return
	case online.TRooms, online.TLeaderboard, online.TDaily, online.TDailyResult:
		c.mu.Lock()
		c.asked = now
		c.mu.Unlock()
		c.srv.ask(c, m)
		return
	case online.TCreate:
		c.srv.hub.create(c, m)
		return
	case online.TJoin:
		if c.fwd.Load() != nil {
			c.refuse(m.ID, "already-seated", "this connection already has a seat; open another to join again")
			return
		}
		c.mu.Lock()
		c.joining = true
		c.mu.Unlock()
		c.srv.hub.join(c, m)
		c.mu.Lock()
		c.joining = false
		c.mu.Unlock()
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
// earned and bounded by them; every online.PadEvery-th is padded to two TCP segments, see
// padding), one every idlePing elsewhere (to keep the connection alive through proxies and
// tell the client its round trip).
func (c *conn) writeLoop() {
	var n int64
	if c.link != nil {
		n = linkPings // apart from the numbers of the pings the client's own node sent
	}
	first := n
	ping := time.NewTimer(100 * time.Millisecond)
	defer ping.Stop()
	var batch [][]byte
	for {
		select {
		case <-c.ctx.Done():
			c.closeTransport()
			return
		case <-ping.C:
			if c.fwd.Load() != nil {
				break // the room's node pings through this one
			}
			n++
			now := time.Now()
			c.mu.Lock()
			c.pings[n] = now
			delete(c.pings, n-10)
			rtt := c.rtt
			silent := now.Sub(c.heard)
			c.mu.Unlock()
			if d := c.srv.limits.PongWithin; d > 0 && silent > d {
				c.srv.reaped.Add(1)
				c.closeWith("no-pong", fmt.Sprintf("the connection answered no ping for %v: it is closed (connect again to play on)", d.Round(time.Second)))
				break
			}
			msg := online.ServerMsg{Type: online.TPing, Ping: n, At: c.srv.clock(now), RTTMs: &rtt}
			if (n-first)%online.PadEvery == 0 {
				msg.Pad = c.padding()
			}
			c.send(msg)
			switch {
			case n-first < 5:
				ping.Reset(100 * time.Millisecond)
			case c.racing():
				ping.Reset(time.Second)
			default:
				ping.Reset(c.idlePing())
			}
		case <-c.wake:
		}
		c.qmu.Lock()
		batch, c.queue = c.queue, batch[:0]
		ending := c.ending
		c.qmu.Unlock()
		if len(batch) == 0 && ending == "" {
			continue
		}
		if err := c.write(batch); err != nil {
			c.stop()
			return
		}
		clear(batch)
		if ending != "" {
			c.end(ending)
			return
		}
	}
}

// idlePing is the time between pings at a table without real-time reaction windows: at
// most a third of Limits.PongWithin, so that a silent client is found in time.
func (c *conn) idlePing() time.Duration {
	if d := c.srv.limits.PongWithin; d > 0 {
		return min(idlePing, d/3)
	}
	return idlePing
}

// closeWith tells the client why (an error message with code and words) and closes the
// connection once that and everything queued before it is sent.
func (c *conn) closeWith(code, words string) {
	b, _ := json.Marshal(online.ServerMsg{Type: online.TError, Code: code, Error: words})
	c.qmu.Lock()
	if c.ending == "" {
		c.queue = append(c.queue, b)
		c.ending = words
	}
	c.qmu.Unlock()
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

// end closes the connection after closeWith's message went out: the WebSocket's close
// frame carries the words too (the reason a browser shows).
func (c *conn) end(words string) {
	if c.link != nil {
		c.stop()
		c.link.bye()
		return
	}
	c.ws.Close(websocket.StatusPolicyViolation, closeReason(words))
	c.stop()
}

// joinTimeout closes a connection that has joined no room d after it opened (one whose
// join is still under way is given d again).
func (c *conn) joinTimeout(d time.Duration) {
	c.mu.Lock()
	joined, joining, asked := c.room != nil, c.joining || c.quick, c.asked
	c.mu.Unlock()
	if joined || c.fwd.Load() != nil || c.ctx.Err() != nil {
		return
	}
	if joining {
		time.AfterFunc(d, func() { c.joinTimeout(d) })
		return
	}
	if wait := d - time.Since(asked); wait > 0 {
		time.AfterFunc(wait, func() { c.joinTimeout(d) }) // it asked something since: d from then
		return
	}
	c.srv.reaped.Add(1)
	c.closeWith("join-timeout", fmt.Sprintf("no room was joined within %v of connecting: the connection is closed (connect again to play)", d.Round(time.Second)))
}

// idlePing is the time between pings at a table without real-time reaction windows.
const idlePing = 30 * time.Second

// slowWrite bounds a batch's writes: a client that does not read is cut off.
const slowWrite = 10 * time.Second

// write sends a batch of messages: over the WebSocket (within slowWrite), or to the
// client's node.
func (c *conn) write(batch [][]byte) error {
	if c.link != nil {
		return c.link.send(batch)
	}
	c.slow.Reset(slowWrite)
	defer c.slow.Stop()
	for _, b := range batch {
		if err := c.ws.Write(context.Background(), websocket.MessageText, b); err != nil {
			return err
		}
	}
	return nil
}

// closeTransport ends the WebSocket, or tells the client's node that the connection is over.
func (c *conn) closeTransport() {
	if c.link != nil {
		c.link.bye()
		return
	}
	c.ws.Close(websocket.StatusGoingAway, "closing")
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
	c.heard = now
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
	tr := c.transportRTT()
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.trust.Allowance(c.srv.judge, tr)
}

// verdict judges a claim with the connection's trust and transport round trip (which it
// returns too: ms, -1 unknown).
func (c *conn) verdict(cl online.Claim) (online.Verdict, int) {
	tr := c.transportRTT()
	c.mu.Lock()
	defer c.mu.Unlock()
	return online.Judge(c.srv.judge, &c.trust, cl, tr), tr
}
