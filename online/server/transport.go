package server

import (
	"bufio"
	"crypto/tls"
	"net"
	"net/http"
	"strings"
	"syscall"

	"github.com/coder/websocket"
)

// The transport's round trip (docs/online.md, "Reaction windows"): the slap judge bounds
// a connection's latency allowance by the round trip the server's own TCP stack measures
// on it (online.TransportRTT), which a client's program cannot delay: its kernel
// acknowledges what arrives. The WebSocket library does not show the socket under a
// connection, so accept keeps the one net/http hands it when the request is hijacked.
// Behind a reverse proxy that ends the TCP connection (and TLS) the figure is the
// proxy's round trip, not the player's.

// accept upgrades a request to a WebSocket, and returns the TCP socket under it too (nil
// when there is none).
func accept(w http.ResponseWriter, r *http.Request) (*websocket.Conn, syscall.RawConn, error) {
	hw := &hijackWatch{ResponseWriter: w}
	ws, err := websocket.Accept(hw, r, nil)
	if err != nil {
		return nil, nil, err
	}
	return ws, rawConn(hw.conn), nil
}

// hijackWatch is a ResponseWriter that keeps the connection it hands over on Hijack.
type hijackWatch struct {
	http.ResponseWriter
	conn net.Conn
}

func (h *hijackWatch) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	c, brw, err := http.NewResponseController(h.ResponseWriter).Hijack()
	h.conn = c
	return c, brw, err
}

// rawConn is the socket of a TCP connection (under TLS when the server ends TLS itself),
// or nil.
func rawConn(c net.Conn) syscall.RawConn {
	if t, ok := c.(*tls.Conn); ok {
		c = t.NetConn()
	}
	tc, ok := c.(*net.TCPConn)
	if !ok {
		return nil
	}
	raw, err := tc.SyscallConn()
	if err != nil {
		return nil
	}
	return raw
}

// spaces pad pings (padding): two segments of the largest common MSS (jumbo frames).
var spaces = strings.Repeat(" ", 2*9000+64)

// padding is what fills a ping to two full TCP segments of the connection (its MSS
// unknown: Ethernet's 1460 bytes), so that the client's kernel acknowledges it at once
// and the kernel's smallest round trip is a true one (online.PadEvery); "" unless the
// connection plays a seat at a table with real-time reaction windows.
func (c *conn) padding() string {
	c.mu.Lock()
	seated := c.room != nil && c.room.racing && c.seat >= 0
	c.mu.Unlock()
	if !seated {
		return ""
	}
	mss := -1
	if c.tcp != nil {
		mss = tcpMSS(c.tcp)
	}
	if mss <= 0 {
		mss = 1460
	}
	return spaces[:min(len(spaces), 2*mss+64)]
}

// transportRTT is the connection's transport round trip (ms, -1 unknown): its socket's,
// or for a client of another node the figure that node measured and passed on with the
// client's last message.
func (c *conn) transportRTT() int {
	switch {
	case c.tcp != nil:
		return tcpRTT(c.tcp)
	case c.link != nil:
		return int(c.fwdRTT.Load())
	}
	return -1
}
