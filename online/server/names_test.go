package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
)

// streamState counts the room stream's records and subjects, and lists the subjects.
func streamState(t *testing.T, store Store) (msgs uint64, subjects []string) {
	t.Helper()
	js, err := jetstream.New(store.(*NATS).nc)
	if err != nil {
		t.Fatal(err)
	}
	ctx := ctxFor(t, 5*time.Second)
	st, err := js.Stream(ctx, streamName)
	if err != nil {
		t.Fatal(err)
	}
	info, err := st.Info(ctx, jetstream.WithSubjectFilter(">"))
	if err != nil {
		t.Fatal(err)
	}
	for s := range info.State.Subjects {
		subjects = append(subjects, s)
	}
	return info.State.Msgs, subjects
}

// playTurns makes n turn moves at tb's table, each chosen by an easy bot from the mover's
// view and waited for, so that nothing is under way afterwards.
func playTurns(t *testing.T, tb *table, n int) {
	t.Helper()
	g, _ := games.Lookup("threethirteen")
	for range n {
		mover := tb.seats[0].ToMove()
		if mover < 0 {
			t.Fatal("nobody to move")
		}
		s := tb.seats[mover]
		b, _ := g.NewBot("easy", mover, 1)
		before := s.Latest()
		if err := s.Submit(match.Choose(b, s.View())); err != nil {
			t.Fatal(err)
		}
		waitUntil(t, "the move's update", func() bool {
			return tb.seats[0].Latest() > before && tb.seats[0].ToMove() >= 0 && tb.seats[1].Latest() == tb.seats[0].Latest() && tb.seats[2].Latest() == tb.seats[0].Latest()
		})
	}
}

// recConn is a connection that keeps every message it receives, as sent.
type recConn struct {
	mu   sync.Mutex
	got  [][]byte
	conn *client.Conn
}

func dialRaw(t *testing.T, url string) *recConn {
	t.Helper()
	rc := &recConn{}
	c, err := client.DialTap(ctxFor(t, 5*time.Second), url, func(b []byte) { rc.mu.Lock(); rc.got = append(rc.got, b); rc.mu.Unlock() })
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	rc.conn = c
	return rc
}

// answer sends msg and waits (up to 25 s: a join may wait for a room to be taken over)
// for the refusal or other answer with its id.
func (rc *recConn) answer(t *testing.T, id int64, msg string) online.ServerMsg {
	t.Helper()
	if err := rc.conn.SendRaw([]byte(msg)); err != nil {
		t.Fatal(err)
	}
	// Polls the received messages every 5 ms for the answer.
	for end := time.Now().Add(25 * time.Second); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		rc.mu.Lock()
		for _, b := range rc.got {
			var m online.ServerMsg
			if json.Unmarshal(b, &m) == nil && m.ID == id && m.Type != online.TPing {
				rc.mu.Unlock()
				return m
			}
		}
		rc.mu.Unlock()
	}
	t.Fatalf("no answer to %.80s", msg)
	return online.ServerMsg{}
}

// TestHostileRoomCodes: a server whose stream holds a room in the middle of its game is
// sent joins, watches and other messages with room codes that NATS would read as
// wildcards or other subjects ("*", ">", ".", "$JS.API.>"), empty, long, non-ASCII and
// well-formed but unknown codes. Each is refused with no-room (a move: not-seated), the
// attacker receives nothing else (no welcome, update or end, neither the room's seed nor
// its nonce nor its commitment), the server holds no other room, and the stream has
// exactly the records and the one subject it had. (Before the codes were checked, "*" and
// ">" rebuilt a copy of the room from its log and welcomed the attacker to it.)
func TestHostileRoomCodes(t *testing.T) {
	url, srv, store := testServer(t, Config{Grace: time.Minute, Limits: Limits{ConnsPerAddr: 100}}, "")
	tb := newTable(t, url)
	waitUntil(t, "the deal", func() bool { return tb.seats[0].ToMove() >= 0 })
	playTurns(t, tb, 8)
	attackCodes(t, tb, url, store, []*Server{srv})
	playTurns(t, tb, 1) // the room plays on
}

// TestHostileRoomCodesAcrossNodes: the same against a cluster, the room on one node and
// the attacker on another (whose joins would otherwise become subjects between nodes).
func TestHostileRoomCodesAcrossNodes(t *testing.T) {
	nodes := startCluster(t, 3, Config{Grace: time.Minute, Limits: Limits{ConnsPerAddr: 100}})
	tb := newTable(t, nodes[0].url, nodes[0].url, nodes[1].url, nodes[2].url)
	waitUntil(t, "the deal", func() bool { return tb.seats[0].ToMove() >= 0 })
	playTurns(t, tb, 8)
	attackCodes(t, tb, nodes[1].url, nodes[1].nats, []*Server{nodes[0].srv, nodes[1].srv, nodes[2].srv})
	playTurns(t, tb, 1)
}

// attackCodes sends the hostile codes to url and checks that nothing of tb's room
// reached the attacker, that the servers hold tb's room alone and that the stream (read
// through store) did not change.
func attackCodes(t *testing.T, tb *table, url string, store Store, srvs []*Server) {
	t.Helper()
	ctx := ctxFor(t, 60*time.Second)
	entries, _, err := store.Load(ctx, tb.code)
	if err != nil || len(entries) == 0 {
		t.Fatalf("the room's log: %v", err)
	}
	secrets := []string{strconv.FormatUint(entries[0].Seed, 10), entries[0].Nonce, tb.seats[0].Commitment()}
	msgs0, subjects0 := streamState(t, store)
	if len(subjects0) != 1 || subjects0[0] != subjects+tb.code {
		t.Fatalf("stream subjects before: %v", subjects0)
	}
	codes := []string{"*", ">", ".", "$JS.API.>", "", " ", "**", "*.>", "parlor.rooms.*", "$JS.API.STREAM.PURGE.PARLOR_ROOMS",
		tb.code + ".>", tb.code + "*", tb.code[:5] + "*", tb.code[:5] + ">", tb.code[:5] + ".", "." + tb.code[:5],
		tb.code + ".j.n0.1", strings.Repeat("B", 7), strings.Repeat("*", 5000), "ÄÖÜßÇ", "BCDFGĦ", "ſſſſſſ", "BCDFG\x00",
		"BCD FG", "BBBBBB" /* a code's shape, but no such room */}
	var rcs []*recConn
	id := int64(0)
	for _, code := range codes {
		rc := dialRaw(t, url)
		rcs = append(rcs, rc)
		q, _ := json.Marshal(code)
		for _, msg := range []string{
			`{"type":"join","id":%d,"room":%s}`,
			`{"type":"join","id":%d,"room":%s,"seat":-1}`,
			`{"type":"join","id":%d,"room":%s,"seat":0}`,
			`{"type":"join","id":%d,"room":%s,"seat":-1,"last":0}`,
			`{"type":"join","id":%d,"room":%s,"token":"0123456789abcdef0123456789abcdef"}`,
			`{"type":"join","id":%d,"room":%s,"token":"*"}`,
			`{"type":"move","id":%d,"room":%s,"move":"draw stock"}`,
		} {
			id++
			got := rc.answer(t, id, fmt.Sprintf(msg, id, q))
			want := "no-room"
			if strings.HasPrefix(msg, `{"type":"move"`) {
				want = "not-seated"
			}
			if strings.Contains(msg, `"token":"*"`) && got.Code == "bad-token" {
				want = got.Code // a token of the wrong shape is refused before the room is looked for
			}
			if got.Type != online.TRefused || got.Code != want || got.Error == "" {
				t.Errorf("room %.40q, %.60s: got %s %s %q, want refused %s with a reason", code, msg, got.Type, got.Code, got.Error, want)
			}
		}
	}
	for i, rc := range rcs {
		rc.mu.Lock()
		for _, b := range rc.got {
			var m online.ServerMsg
			json.Unmarshal(b, &m)
			if m.Type != online.TRefused && m.Type != online.TPing {
				t.Errorf("room %.40q: the attacker received a %s: %.200s", codes[i], m.Type, b)
			}
			for _, s := range secrets {
				if bytes.Contains(b, []byte(s)) {
					t.Errorf("room %.40q: the attacker received the room's secret %s in %.200s", codes[i], s, b)
				}
			}
		}
		rc.mu.Unlock()
	}
	held := 0
	for _, srv := range srvs {
		held += srv.Stats().Rooms
	}
	if held != 1 {
		t.Errorf("the servers hold %d rooms, want the one", held)
	}
	msgs1, subjects1 := streamState(t, store)
	if msgs1 != msgs0 || len(subjects1) != 1 || subjects1[0] != subjects0[0] {
		t.Errorf("the stream changed: %d records on %v, then %d on %v", msgs0, subjects0, msgs1, subjects1)
	}
}

// TestSubjectsRefuseNonCodes: the functions that make a subject from a room code, and the
// store's reads and writes, refuse anything the server never issues as a code.
func TestSubjectsRefuseNonCodes(t *testing.T) {
	_, _, store := testServer(t, Config{}, "")
	ctx := ctxFor(t, 10*time.Second)
	for _, code := range []string{"*", ">", "BCD.FG", "bcdfgh", "BCDFG", "BCDFGHJ", "AEIOU1", "", "BCDFG*"} {
		if _, err := roomSubject(code); err == nil {
			t.Errorf("roomSubject(%q) made a subject", code)
		}
		if _, err := hostSubject(code); err == nil {
			t.Errorf("hostSubject(%q) made a subject", code)
		}
		if _, _, err := store.Load(ctx, code); err == nil {
			t.Errorf("Load(%q) read a log", code)
		}
		done := make(chan error, 1)
		store.Write(code, 0, []Entry{{Kind: "end", Seat: -1}}, func(_ uint64, err error) { done <- err })
		if err := <-done; err == nil {
			t.Errorf("Write(%q) stored a record", code)
		}
	}
	for _, ok := range []string{"BCDFGH", "Z23456", "bcdfgh", " KXT4RB "} {
		if _, good := roomCode(ok); !good {
			t.Errorf("roomCode(%q) refused a code", ok)
		}
	}
	if msgs, subs := streamState(t, store); msgs != 0 || len(subs) != 0 {
		t.Errorf("the stream holds %d records on %v", msgs, subs)
	}
}
