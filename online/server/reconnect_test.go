package server

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
)

// table is three networked bot clients at a Three-Thirteen room.
type table struct {
	url   string
	code  string
	seats [3]*client.Seat
	runs  [3]chan error
	evs   [3][]match.Event // events taken so far
}

// newTable makes the room on url; seat i joins at urls[i] (default: url).
func newTable(t *testing.T, url string, urls ...string) *table {
	ctx := ctxFor(t, 10*time.Second)
	zero := 0
	code, _, err := dial(t, url).Create(ctx, online.RoomSpec{Config: match.Config{Game: "threethirteen"}, Seats: make([]online.SeatSpec, 3), BotMs: &zero})
	if err != nil {
		t.Fatal(err)
	}
	tb := &table{url: url, code: code}
	for i := range 3 {
		at := url
		if i < len(urls) {
			at = urls[i]
		}
		if tb.seats[i], err = dial(t, at).Join(ctx, code, client.JoinOptions{Seat: &i, Name: fmt.Sprint("p", i)}); err != nil {
			t.Fatal(err)
		}
	}
	return tb
}

// play starts seat i's bot; think paces its moves.
func (tb *table) play(ctx context.Context, i int, think time.Duration) {
	g, _ := games.Lookup("threethirteen")
	b, _ := g.NewBot("easy", i, uint64(i))
	ch := make(chan error, 1)
	tb.runs[i] = ch
	go func() { ch <- (&client.Bot{Seat: tb.seats[i], Bot: b, Think: think}).Run(ctx) }()
}

// take collects seat i's new events.
func (tb *table) take(i int) { tb.evs[i] = append(tb.evs[i], tb.seats[i].Events()...) }

// waitUntil polls cond for up to 20 s.
func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for range 2000 {
		if cond() {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("timed out waiting for %s", what)
}

// checkExactlyOnce: the events each seat took are exactly its events of the finished game,
// redacted for it, in order: none lost, none twice.
func (tb *table) checkExactlyOnce(t *testing.T) {
	t.Helper()
	end, ok := tb.seats[1].End()
	if !ok || !end.Verified {
		t.Fatalf("no verified end: %+v", end)
	}
	m, err := games.Load(end.Record)
	if err != nil || !m.Over() {
		t.Fatalf("the record does not replay to the end: %v", err)
	}
	for i := range 3 {
		tb.take(i)
		ls, _ := m.Seat(i)
		var want, got []string
		for _, e := range ls.Events() {
			if e != nil {
				want = append(want, e.String())
			}
		}
		for _, e := range tb.evs[i] {
			got = append(got, e.String())
		}
		if !slices.Equal(got, want) {
			t.Fatalf("seat %d took %d events, the game has %d for it (first difference at %d)", i, len(got), len(want), firstDiff(got, want))
		}
	}
}

func firstDiff(a, b []string) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// TestReconnectGetsExactlyWhatWasMissed: a person drops out mid-game; the stand-in bot
// plays the seat, marked as such to everyone; the person comes back with the number of
// the last update seen and gets exactly the updates missed.
func TestReconnectGetsExactlyWhatWasMissed(t *testing.T) {
	url, _, _ := testServer(t, Config{Dev: true, Grace: 0}, "")
	ctx := ctxFor(t, 60*time.Second)
	tb := newTable(t, url)
	for i := range 3 {
		tb.play(ctx, i, 2*time.Millisecond)
	}
	waitUntil(t, "30 updates", func() bool { return tb.seats[0].Latest() >= 30 })
	tb.seats[0].Conn().Close()
	if err := <-tb.runs[0]; err == nil {
		t.Fatal("the bot went on after its connection closed")
	}
	left := tb.seats[0].Latest()
	waitUntil(t, "the stand-in marked", func() bool {
		ss := tb.seats[1].Seats()
		return len(ss) == 3 && ss[0].StandIn && !ss[0].Connected && ss[0].Level != ""
	})
	waitUntil(t, "moves while away", func() bool { return tb.seats[1].Latest() >= left+20 })
	tb.take(0)
	if err := tb.seats[0].Resume(ctx, url); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, "the person back", func() bool {
		ss := tb.seats[1].Seats()
		return !ss[0].StandIn && ss[0].Connected
	})
	tb.play(ctx, 0, 0)
	for i := range 3 {
		if err := <-tb.runs[i]; err != nil {
			t.Fatal(err)
		}
	}
	tb.checkExactlyOnce(t)
}

// TestRoomRebuiltFromItsLog: the server stops mid-game; a new server on the same data
// folder rebuilds the room from its JetStream log when the players come back, and the game
// goes on to the end with nothing lost or repeated.
func TestRoomRebuiltFromItsLog(t *testing.T) {
	dir := t.TempDir()
	url, _, _, stop := startServer(t, Config{Dev: true, Grace: 5 * time.Second}, dir)
	ctx := ctxFor(t, 60*time.Second)
	tb := newTable(t, url)
	run, cancel := context.WithCancel(ctx)
	for i := range 3 {
		tb.play(run, i, 2*time.Millisecond)
	}
	waitUntil(t, "40 updates", func() bool { return tb.seats[0].Latest() >= 40 })
	cancel()
	for i := range 3 {
		<-tb.runs[i]
	}
	time.Sleep(50 * time.Millisecond)
	stop()
	url2, srv2, _ := testServer(t, Config{Dev: true, Grace: 5 * time.Second}, dir)
	if srv2.Stats().Rooms != 0 {
		t.Fatal("the new server holds rooms before anyone asks")
	}
	for i := range 3 {
		tb.take(i)
		if err := tb.seats[i].Resume(ctx, url2); err != nil {
			t.Fatalf("seat %d: %v", i, err)
		}
	}
	for i := range 3 {
		tb.play(ctx, i, 0)
	}
	for i := range 3 {
		if err := <-tb.runs[i]; err != nil {
			t.Fatal(err)
		}
	}
	tb.checkExactlyOnce(t)
}
