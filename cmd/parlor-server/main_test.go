package main

import (
	"context"
	"flag"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlor/internal/online"
	"parlor/internal/online/client"
	"parlor/internal/online/server"
)

// TestServesSiteAndRooms: one command serves the browser build at / and rooms at /ws,
// with its room logs under -data.
func TestServesSiteAndRooms(t *testing.T) {
	site, data := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(site, "index.html"), []byte("<title>Parlor</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	ready := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"-addr", "127.0.0.1:0", "-data", data, "-site", site}, ready) }()
	var addr string
	select {
	case addr = <-ready:
	case err := <-done:
		t.Fatal(err)
	case <-time.After(20 * time.Second):
		t.Fatal("the server did not start")
	}
	resp, err := http.Get("http://" + addr + "/?room=ABCDEF")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(body), "Parlor") {
		t.Errorf("/ served %q", body)
	}
	cctx, ccancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer ccancel()
	c, err := client.Dial(cctx, "ws://"+addr+"/ws")
	if err != nil {
		t.Fatal(err)
	}
	code, link, err := c.Create(cctx, online.RoomSpec{Game: "troeven", Seats: make([]online.SeatSpec, 3)})
	if err != nil || !strings.HasSuffix(link, "/?room="+code) {
		t.Fatalf("create: %q %q %v", code, link, err)
	}
	seed := uint64(1)
	if _, _, err := c.Create(cctx, online.RoomSpec{Game: "troeven", Seats: make([]online.SeatSpec, 3), Seed: &seed}); err == nil {
		t.Error("a server without -dev let a client choose the seed")
	}
	c.Close()
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(data, "jetstream")); err != nil {
		t.Errorf("no JetStream store under -data: %v", err)
	}
	for _, args := range [][]string{{"-site", filepath.Join(site, "missing")}, {"extra"}, {"-nosuchflag"}, {"-cluster", "parlor"}} {
		if err := run(context.Background(), append([]string{"-data", data}, args...), nil); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}

// TestLimitFlags: the limits' flags reach the server (0 turns a limit off) and a bad
// value is refused before anything starts; -public-url names the invite links.
func TestLimitFlags(t *testing.T) {
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	lf := limitFlags(fs)
	if err := fs.Parse([]string{"-unjoined", "0", "-join-within", "10s", "-conns-per-addr", "0", "-max-rooms", "7", "-proxy", "10.0.0.0/8,192.0.2.1"}); err != nil {
		t.Fatal(err)
	}
	l, err := lf.limits()
	if err != nil {
		t.Fatal(err)
	}
	if l.Unjoined >= 0 || l.JoinWithin != 10*time.Second || l.PongWithin != server.DefaultLimits.PongWithin ||
		l.ConnsPerAddr >= 0 || l.RoomsPerMinute != server.DefaultLimits.RoomsPerMinute || l.MaxRooms != 7 || len(l.Proxies) != 2 {
		t.Errorf("limits %+v", l)
	}
	data := t.TempDir()
	for _, args := range [][]string{{"-join-within", "-1s"}, {"-max-rooms", "-3"}, {"-proxy", "not-an-address"}, {"-public-url", "ftp://x"}, {"-public-url", "https://x/?room=1"}} {
		if err := run(context.Background(), append([]string{"-data", data}, args...), nil); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	ready := make(chan string, 1)
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"-addr", "127.0.0.1:0", "-data", data, "-public-url", "https://cards.example.org"}, ready)
	}()
	var addr string
	select {
	case addr = <-ready:
	case err := <-done:
		t.Fatal(err)
	case <-time.After(20 * time.Second):
		t.Fatal("the server did not start")
	}
	cctx, ccancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer ccancel()
	c, err := client.Dial(cctx, "ws://"+addr+"/ws")
	if err != nil {
		t.Fatal(err)
	}
	code, link, err := c.Create(cctx, online.RoomSpec{Game: "troeven", Seats: make([]online.SeatSpec, 3)})
	if err != nil || link != "https://cards.example.org/?room="+code {
		t.Errorf("create: %q %q %v", code, link, err)
	}
	c.Close()
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}
