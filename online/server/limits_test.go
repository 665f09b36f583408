package server

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
)

// wsFrom is a bare WebSocket to url from local address from (empty: any) with the Host
// header host (empty: the URL's): it answers nothing by itself, pings included.
type wsFrom struct {
	ws  *websocket.Conn
	got chan online.ServerMsg
	end chan error // the read error that ended it
}

func dialFrom(t *testing.T, url, from, host string, hdr http.Header) *wsFrom {
	t.Helper()
	d := &net.Dialer{}
	if from != "" {
		d.LocalAddr = &net.TCPAddr{IP: net.ParseIP(from)}
	}
	hc := &http.Client{Transport: &http.Transport{DialContext: d.DialContext}}
	ws, _, err := websocket.Dial(ctxFor(t, 5*time.Second), url, &websocket.DialOptions{HTTPClient: hc, Host: host, HTTPHeader: hdr})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ws.CloseNow() })
	c := &wsFrom{ws: ws, got: make(chan online.ServerMsg, 256), end: make(chan error, 1)}
	go func() {
		for {
			_, b, err := ws.Read(context.Background())
			if err != nil {
				c.end <- err
				return
			}
			var m online.ServerMsg
			if json.Unmarshal(b, &m) == nil {
				select {
				case c.got <- m:
				default:
				}
			}
		}
	}()
	return c
}

func (c *wsFrom) send(t *testing.T, m online.ClientMsg) {
	t.Helper()
	b, _ := json.Marshal(m)
	if err := c.ws.Write(ctxFor(t, 5*time.Second), websocket.MessageText, b); err != nil {
		t.Fatal(err)
	}
}

// next is the next message that is not a ping (within 10 s).
func (c *wsFrom) next(t *testing.T) online.ServerMsg {
	t.Helper()
	for {
		select {
		case m := <-c.got:
			if m.Type != online.TPing {
				return m
			}
		case err := <-c.end:
			// The reader queues every message before it reports the end, so a message
			// that came before the close is still waiting: take it first and leave the
			// end for the next reader (select picks at random when both are ready).
			for {
				select {
				case m := <-c.got:
					if m.Type == online.TPing {
						continue
					}
					c.end <- err
					return m
				default:
				}
				break
			}
			t.Fatalf("the connection ended before a message: %v", err)
		case <-time.After(10 * time.Second):
			t.Fatal("no message within 10 s")
		}
	}
}

// closedWith waits (10 s) for the server to send error code and close the connection,
// with the words in the close frame too.
func (c *wsFrom) closedWith(t *testing.T, code string) {
	t.Helper()
	m := c.next(t)
	if m.Type != online.TError || m.Code != code || m.Error == "" {
		t.Fatalf("got %s %s %q, want error %s with words", m.Type, m.Code, m.Error, code)
	}
	select {
	case err := <-c.end:
		var ce websocket.CloseError
		if !errors.As(err, &ce) || ce.Code != websocket.StatusPolicyViolation || ce.Reason == "" {
			t.Fatalf("%s: closed with %v, want a policy-violation close frame with the reason", code, err)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("%s: the connection was not closed", code)
	}
}

var threeSeats = online.RoomSpec{Config: match.Config{Game: "threethirteen"}, Seats: make([]online.SeatSpec, 3)}

// TestUnjoinedRoomsAreLetGo: a room nobody joins is let go after Limits.Unjoined and its
// log deleted (a room of bots only too: it never started), and so is one that a spectator
// looked into and left; a room whose seat is taken stays; joining a room let go finds no
// room.
func TestUnjoinedRoomsAreLetGo(t *testing.T) {
	url, srv, store := testServer(t, Config{Limits: Limits{Unjoined: 500 * time.Millisecond}}, "")
	ctx := ctxFor(t, 30*time.Second)
	lobby := dial(t, url)
	gone, _, err := lobby.Create(ctx, threeSeats)
	if err != nil {
		t.Fatal(err)
	}
	bots, _, err := lobby.Create(ctx, online.RoomSpec{Config: match.Config{Game: "threethirteen"}, Seats: []online.SeatSpec{{Bot: "easy"}, {Bot: "easy"}, {Bot: "easy"}}})
	if err != nil {
		t.Fatal(err)
	}
	kept, _, err := lobby.Create(ctx, threeSeats)
	if err != nil {
		t.Fatal(err)
	}
	watched, _, err := lobby.Create(ctx, threeSeats)
	if err != nil {
		t.Fatal(err)
	}
	seat, w := 0, -1
	if _, err := dial(t, url).Join(ctx, kept, client.JoinOptions{Seat: &seat}); err != nil {
		t.Fatal(err)
	}
	// Someone who only looked in and left does not keep a room.
	watcher := dial(t, url)
	if _, err := watcher.Join(ctx, watched, client.JoinOptions{Seat: &w}); err != nil {
		t.Fatal(err)
	}
	watcher.Close()
	waitUntil(t, "three rooms let go", func() bool { return srv.Stats().Expired == 3 })
	waitUntil(t, "their logs deleted", func() bool {
		_, subs := streamState(t, store)
		return len(subs) == 1
	})
	if _, subs := streamState(t, store); subs[0] != subjects+kept {
		t.Errorf("the stream keeps %v, want the joined room's log alone", subs)
	}
	if n := srv.Stats().Rooms; n != 1 {
		t.Errorf("the server holds %d rooms, want the joined one", n)
	}
	if srv.Stats().Moves != 0 {
		t.Errorf("%d moves were made in rooms nobody watched", srv.Stats().Moves)
	}
	for _, code := range []string{gone, bots, watched} {
		_, err := dial(t, url).Join(ctx, code, client.JoinOptions{Seat: &w})
		var r *client.Refusal
		if !errors.As(err, &r) || r.Code != "no-room" {
			t.Errorf("joining room %s let go: %v, want no-room", code, err)
		}
	}
}

// TestIdleConnectionsAreClosed: a connection that joins no room within
// Limits.JoinWithin, and a seated one that answers no ping for Limits.PongWithin, is told
// why and closed; the server counts both.
func TestIdleConnectionsAreClosed(t *testing.T) {
	url, srv, _ := testServer(t, Config{Limits: Limits{JoinWithin: 300 * time.Millisecond, PongWithin: 900 * time.Millisecond}}, "")
	ctx := ctxFor(t, 30*time.Second)
	idle := dialFrom(t, url, "", "", nil)
	idle.closedWith(t, "join-timeout")

	code, _, err := dial(t, url).Create(ctx, threeSeats)
	if err != nil {
		t.Fatal(err)
	}
	mute := dialFrom(t, url, "", "", nil)
	mute.send(t, online.ClientMsg{Type: online.TJoin, ID: 1, Room: code})
	if m := mute.next(t); m.Type != online.TWelcome {
		t.Fatalf("join: %+v", m)
	}
	m := mute.next(t)
	for m.Type == online.TUpdate || m.Type == online.TSeats {
		m = mute.next(t)
	}
	if m.Type != online.TError || m.Code != "no-pong" || m.Error == "" {
		t.Fatalf("the silent seat got %+v, want error no-pong with words", m)
	}
	select {
	case err := <-mute.end:
		var ce websocket.CloseError
		if !errors.As(err, &ce) || !strings.Contains(ce.Reason, "ping") {
			t.Fatalf("the silent seat was closed with %v, want the words about pings", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the silent seat was not closed")
	}
	// The idle connection, the one that made the room and never joined, the silent seat.
	if n := srv.Stats().Reaped; n != 3 {
		t.Errorf("%d connections reaped, want 3", n)
	}
	// A client that answers pings (client.Conn does) stays, ping after ping, for more
	// than twice PongWithin.
	pings := make(chan struct{}, 64)
	good, err := client.DialTap(ctx, url, func(b []byte) {
		if strings.Contains(string(b), `"type":"ping"`) {
			pings <- struct{}{}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer good.Close()
	if _, err := good.Join(ctx, code, client.JoinOptions{}); err != nil {
		t.Fatal(err)
	}
	for range 12 { // five 100 ms apart, then every PongWithin/3: over 2 s
		select {
		case <-pings:
		case <-good.Done():
			t.Fatalf("a seat that answers pings was closed: %v", good.Err())
		case <-ctx.Done():
			t.Fatal("no pings")
		}
	}
	if err := good.Err(); err != nil {
		t.Fatalf("a seat that answers pings was closed: %v", err)
	}
}

// TestPerAddressCaps: one address may hold ConnsPerAddr connections and make
// RoomsPerMinute rooms a minute; past either it is told why, in words; another address
// is not held back by it, X-Forwarded-For is ignored unless the peer is a proxy named in
// Limits.Proxies, and then it names the client.
func TestPerAddressCaps(t *testing.T) {
	url, _, _ := testServer(t, Config{}, "")
	ctx := ctxFor(t, 30*time.Second)
	var conns []*client.Conn
	for range DefaultLimits.ConnsPerAddr {
		conns = append(conns, dial(t, url))
	}
	over := dialFrom(t, url, "", "", http.Header{"X-Forwarded-For": {"203.0.113.9"}})
	over.closedWith(t, "too-many-connections")
	other := dialFrom(t, url, "127.0.0.2", "", nil) // another machine
	other.send(t, online.ClientMsg{Type: online.TCreate, ID: 1, Create: &threeSeats})
	if m := other.next(t); m.Type != online.TCreated {
		t.Fatalf("another address: %+v", m)
	}
	for i := range DefaultLimits.RoomsPerMinute {
		if _, _, err := conns[i%len(conns)].Create(ctx, threeSeats); err != nil {
			t.Fatalf("room %d: %v", i+1, err)
		}
	}
	_, _, err := conns[0].Create(ctx, threeSeats)
	var r *client.Refusal
	if !errors.As(err, &r) || r.Code != "too-many-rooms" || !strings.Contains(r.Msg, "try again in") {
		t.Fatalf("room %d: %v, want too-many-rooms with the wait", DefaultLimits.RoomsPerMinute+1, err)
	}
	// Behind a proxy the server was told of, each client counts apart.
	url2, _, _ := testServer(t, Config{Limits: Limits{ConnsPerAddr: 1, Proxies: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}}}, "")
	a := dialFrom(t, url2, "", "", http.Header{"X-Forwarded-For": {"198.51.100.1, 203.0.113.1"}})
	b := dialFrom(t, url2, "", "", http.Header{"X-Forwarded-For": {"203.0.113.2"}})
	for _, c := range []*wsFrom{a, b} {
		c.send(t, online.ClientMsg{Type: online.TCreate, ID: 1, Create: &threeSeats})
		if m := c.next(t); m.Type != online.TCreated {
			t.Fatalf("a client behind the proxy: %+v", m)
		}
	}
	dialFrom(t, url2, "", "", http.Header{"X-Forwarded-For": {"203.0.113.2"}}).closedWith(t, "too-many-connections")
}

// TestServerFull: past Limits.MaxRooms a create is refused with server-full, in words.
func TestServerFull(t *testing.T) {
	url, _, _ := testServer(t, Config{Limits: Limits{MaxRooms: 2}}, "")
	ctx := ctxFor(t, 30*time.Second)
	c := dial(t, url)
	for range 2 {
		if _, _, err := c.Create(ctx, threeSeats); err != nil {
			t.Fatal(err)
		}
	}
	_, _, err := c.Create(ctx, threeSeats)
	var r *client.Refusal
	if !errors.As(err, &r) || r.Code != "server-full" || !strings.Contains(r.Msg, "full") {
		t.Fatalf("a third room: %v, want server-full", err)
	}
}

// TestClientAddr: the TCP peer is the address unless it is a named proxy; IPv6 counts
// by its /64.
func TestClientAddr(t *testing.T) {
	proxies, err := ParseProxies("10.0.0.0/8, 192.0.2.7")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		peer, xff, want string
	}{
		{"127.0.0.1:5000", "", "127.0.0.1"},
		{"127.0.0.1:5000", "203.0.113.5", "127.0.0.1"},               // not a proxy: ignored
		{"10.1.2.3:5000", "203.0.113.5", "203.0.113.5"},              // a proxy: the client it names
		{"192.0.2.7:5000", "198.51.100.1, 10.0.0.9", "198.51.100.1"}, // through two proxies
		{"10.1.2.3:5000", "1.2.3.4, 203.0.113.5", "203.0.113.5"},     // the nearest hop, not one the client wrote
		{"10.1.2.3:5000", "garbage", "10.1.2.3"},
		{"[2001:db8:1:2:3:4:5:6]:5000", "", "2001:db8:1:2::"},
		{"[::ffff:127.0.0.1]:5000", "", "127.0.0.1"},
	} {
		r := &http.Request{RemoteAddr: c.peer, Header: http.Header{}}
		if c.xff != "" {
			r.Header.Set("X-Forwarded-For", c.xff)
		}
		if got := clientAddr(r, proxies); got.String() != c.want {
			t.Errorf("peer %s, X-Forwarded-For %q: %s, want %s", c.peer, c.xff, got, c.want)
		}
	}
	if _, err := ParseProxies("10.0.0.0/8,nonsense"); err == nil {
		t.Error("a bad proxy address was taken")
	}
}

// TestInviteLinks: a link names the configured public address; without one the
// request's host, unless that is not a plain host, when it names the address the request
// came in on.
func TestInviteLinks(t *testing.T) {
	url, _, _ := testServer(t, Config{PublicURL: "https://cards.example.org/play/"}, "")
	c := dialFrom(t, url, "", "evil.example", nil)
	c.send(t, online.ClientMsg{Type: online.TCreate, ID: 1, Create: &threeSeats})
	if m := c.next(t); m.Link != "https://cards.example.org/play/?room="+m.Room {
		t.Errorf("with a public URL: link %q", m.Link)
	}
	url2, _, _ := testServer(t, Config{}, "")
	local := strings.TrimSuffix(strings.TrimPrefix(url2, "ws://"), "/ws")
	for _, host := range []string{"evil.example'onmouseover=alert(1)", "a(b)", "x_y.example", "evil.example:80:80", "[::1"} {
		c := dialFrom(t, url2, "", host, nil)
		c.send(t, online.ClientMsg{Type: online.TCreate, ID: 1, Create: &threeSeats})
		if m := c.next(t); m.Link != "http://"+local+"/?room="+m.Room {
			t.Errorf("Host %q: link %q, want the server's own address", host, m.Link)
		}
	}
	for _, h := range []string{"cards.example.org", "cards.example.org:8080", "127.0.0.1:80", "[::1]:8080", "[::1]"} {
		if !validHost(h) {
			t.Errorf("validHost(%q) = false", h)
		}
	}
	for _, s := range []string{"ftp://x", "https://", "https://x/?a=b", "https://u@x", "https://x/#f", "https://a b"} {
		if _, err := ParsePublicURL(s); err == nil {
			t.Errorf("ParsePublicURL(%q) took it", s)
		}
	}
}
