package server

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/gameplay/thirdwheel"
	"parlor/online"
	"parlor/online/client"
)

// tapped is a connection whose received messages are kept.
type tapped struct {
	mu   sync.Mutex
	msgs []online.ServerMsg
	conn *client.Conn
}

func tap(t *testing.T, url string) *tapped {
	tp := &tapped{}
	c, err := client.DialTap(ctxFor(t, 5*time.Second), url, func(b []byte) {
		var m online.ServerMsg
		json.Unmarshal(b, &m)
		tp.mu.Lock()
		tp.msgs = append(tp.msgs, m)
		tp.mu.Unlock()
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	tp.conn = c
	return tp
}

// since returns the messages of the given types received from index i on.
func (tp *tapped) since(i int, types ...string) []online.ServerMsg {
	tp.mu.Lock()
	defer tp.mu.Unlock()
	var out []online.ServerMsg
	for _, m := range tp.msgs[i:] {
		for _, ty := range types {
			if m.Type == ty {
				out = append(out, m)
			}
		}
	}
	return out
}

func (tp *tapped) count() int { tp.mu.Lock(); defer tp.mu.Unlock(); return len(tp.msgs) }

// waitFor waits until a message of type ty arrives after index i and returns it.
func (tp *tapped) waitFor(t *testing.T, i int, ty string) online.ServerMsg {
	t.Helper()
	for range 200 {
		if ms := tp.since(i, ty); len(ms) > 0 {
			return ms[0]
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("no %s message within 2 s", ty)
	return online.ServerMsg{}
}

// TestBadMessagesChangeNothing: each kind of bad client message gets a clear error or
// refusal on its own connection only; the game does not change and the other seats hear
// nothing of it.
func TestBadMessagesChangeNothing(t *testing.T) {
	url, srv, _ := testServer(t, Config{}, "")
	ctx := ctxFor(t, 30*time.Second)
	code, _, err := dial(t, url).Create(ctx, online.RoomSpec{Config: match.Config{Game: "thirdwheel"}, Seats: make([]online.SeatSpec, 3)})
	if err != nil {
		t.Fatal(err)
	}
	var tps [3]*tapped
	var seats [3]*client.Seat
	for i := range 3 {
		tps[i] = tap(t, url)
		if seats[i], err = tps[i].conn.Join(ctx, code, client.JoinOptions{Seat: &i}); err != nil {
			t.Fatal(err)
		}
	}
	// Wait for the opening update, then find who is to move and who is not.
	waitUntil(t, "every seat's deal", func() bool {
		return seats[0].Latest() >= 1 && seats[1].Latest() >= 1 && seats[2].Latest() >= 1 && seats[0].ToMove() >= 0
	})
	mover := seats[0].ToMove()
	idle := (mover + 1) % 3
	v := seats[mover].View().(thirdwheel.View)
	legal := v.Legal[0].String()
	raw := func(c *client.Conn, s string) {
		if err := c.SendRaw([]byte(s)); err != nil {
			t.Fatal(err)
		}
	}
	moves0 := srv.Stats().Moves
	marks := [3]int{tps[0].count(), tps[1].count(), tps[2].count()}
	bad := tps[idle]
	cases := []struct {
		send, typ, code string
	}{
		{`{"type":"fly"}`, online.TError, "bad-message"},
		{`not json`, online.TError, "bad-message"},
		{`{"type":"move","id":1,"move":"pass","extra":1}`, online.TError, "bad-message"},
		{`{"type":"move","id":1}{"type":"move"}`, online.TError, "bad-message"},
		{`{"type":"move","id":2,"move":"fly away","base":1}`, online.TRefused, "bad-move"},
		{fmt.Sprintf(`{"type":"move","id":3,"move":%q,"base":1}`, legal), online.TRefused, "wrong-seat"},
		{fmt.Sprintf(`{"type":"move","id":4,"move":"%d: play 99X","base":1}`, idle), online.TRefused, "bad-move"},
		{fmt.Sprintf(`{"type":"move","id":5,"move":"%d: pass","base":1}`, idle), online.TRefused, "rule"},
		{`{"type":"plan","id":6,"window":1,"version":0}`, online.TRefused, "no-plan"},
		{`{"type":"join","id":7,"room":"` + code + `"}`, online.TRefused, "already-seated"},
		{`{"type":"move","id":8,"move":"` + strings.Repeat("x", 9000) + `"}`, online.TError, "too-big"},
	}
	for _, c := range cases {
		i := bad.count()
		raw(bad.conn, c.send)
		got := bad.waitFor(t, i, c.typ)
		if c.code == "rule" && (got.Code == thirdwheel.RuleNotYourTurn || got.Code == thirdwheel.RuleNotTw || got.Code == thirdwheel.RuleNotDuo) {
			got.Code = "rule" // the rules' refusal depends on the seat's role
		}
		if got.Code != c.code || got.Error == "" {
			t.Errorf("%.60s: got %s %q %q, want %s %q with a reason", c.send, got.Type, got.Code, got.Error, c.typ, c.code)
		}
	}
	// The mover deciding on an old update is stale.
	i := tps[mover].count()
	raw(tps[mover].conn, fmt.Sprintf(`{"type":"move","id":9,"move":%q,"base":0}`, legal))
	if got := tps[mover].waitFor(t, i, online.TRefused); got.Code != "stale" {
		t.Errorf("stale move: %+v", got)
	}
	// A spectator cannot move.
	watcher := tap(t, url)
	w := -1
	if _, err := watcher.conn.Join(ctx, code, client.JoinOptions{Seat: &w}); err != nil {
		t.Fatal(err)
	}
	i = watcher.count()
	raw(watcher.conn, fmt.Sprintf(`{"type":"move","id":1,"move":%q,"base":1}`, legal))
	if got := watcher.waitFor(t, i, online.TRefused); got.Code != "spectator" {
		t.Errorf("spectator move: %+v", got)
	}
	time.Sleep(50 * time.Millisecond)
	if n := srv.Stats().Moves; n != moves0 {
		t.Fatalf("%d moves were made by bad messages", n-moves0)
	}
	for s := range 3 {
		if got := tps[s].since(marks[s], online.TUpdate, online.TEnd); len(got) > 0 {
			t.Errorf("seat %d received %d updates from bad messages", s, len(got))
		}
		if s != idle && s != mover {
			if got := tps[s].since(marks[s], online.TRefused, online.TError); len(got) > 0 {
				t.Errorf("seat %d received another seat's errors: %+v", s, got)
			}
		}
	}
	// Flooding: far past 40 messages a second, the rest are refused; the connection stays.
	i = bad.count()
	for range 150 {
		raw(bad.conn, `{"type":"pong","ping":999}`)
	}
	if got := bad.waitFor(t, i, online.TError); got.Code != "flood" {
		t.Errorf("flood: %+v", got)
	}
	// Every message dropped is answered: a bucket holds two seconds' worth (80), so at
	// least 60 of the 150 are refused each with its own error, never dropped unanswered
	// (a move's sender would wait for an answer that never comes).
	floods := 0
	for range 100 {
		floods = 0
		for _, m := range bad.since(i, online.TError) {
			if m.Code == "flood" {
				floods++
			}
		}
		if floods >= 60 {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if floods < 60 {
		t.Errorf("150 messages at once: %d flood errors, want one for every message dropped (at least 60)", floods)
	}
	// After all that, the mover's good move goes through and every seat sees it.
	i = tps[idle].count()
	if err := seats[mover].Submit(v.Legal[0]); err != nil {
		t.Fatal(err)
	}
	tps[idle].waitFor(t, i, online.TUpdate)
	if n := srv.Stats().Moves; n != moves0+1 {
		t.Errorf("after one good move: %d moves", n-moves0)
	}
}
