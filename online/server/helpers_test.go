package server

import (
	"context"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
)

// testServer starts a server with an embedded NATS store in a temporary folder on a free
// loopback port and returns its /ws address.
func testServer(t *testing.T, cfg Config, dir string) (string, *Server, Store) {
	t.Helper()
	url, srv, store, stop := startServer(t, cfg, dir)
	t.Cleanup(stop)
	return url, srv, store
}

// startServer is testServer with the stopping left to the caller.
func startServer(t *testing.T, cfg Config, dir string) (string, *Server, Store, func()) {
	t.Helper()
	if dir == "" {
		dir = t.TempDir()
	}
	store, err := OpenNATS(NATSOptions{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	cfg.Store = store
	srv := New(cfg)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(ln)
	var once sync.Once
	stop := func() {
		once.Do(func() {
			hs.Close()
			srv.Close()
			store.Close()
		})
	}
	return "ws://" + ln.Addr().String() + "/ws", srv, store, stop
}

func dial(t *testing.T, url string) *client.Conn {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := client.Dial(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func ctxFor(t *testing.T, d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	return ctx
}

var _ = strings.TrimSpace

// waitUntil waits for cond, checking it every 10 ms (the sleep only paces the polling),
// and fails t naming what it waited for if 20 s pass first.
func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(20 * time.Second); !cond(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// waitLog waits until the room's log in store satisfies done, reading it every 10 ms
// for up to 20 s (a failed read counts as not yet), and returns the entries read last.
func waitLog(t *testing.T, store Store, code, what string, done func([]Entry) bool) []Entry {
	t.Helper()
	var entries []Entry
	waitUntil(t, what, func() bool {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		es, _, err := store.Load(ctx, code)
		entries = es
		return err == nil && done(es)
	})
	return entries
}

// movesIn counts the moves in a room's log.
func movesIn(entries []Entry) int64 {
	n := int64(0)
	for _, e := range entries {
		if e.Kind == "move" {
			n++
		}
	}
	return n
}

// createRace creates, on the server at url, a Third Wheel room on the real clock (Snap
// Match and Double-Down) with two open seats and a hard server bot at the third that
// answers at once, and returns its code.
func createRace(ctx context.Context, t *testing.T, url string) string {
	t.Helper()
	zero := 0
	code, _, err := dial(t, url).Create(ctx, online.RoomSpec{
		Config: match.Config{Game: "thirdwheel", Options: []string{"snap", "doubledown"}},
		Seats:  []online.SeatSpec{{}, {}, {Bot: "hard"}},
		BotMs:  &zero,
	})
	if err != nil {
		t.Fatal(err)
	}
	return code
}
