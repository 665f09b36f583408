package server

import (
	"runtime"
	"slices"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/gameplay/thirdwheel"
	"parlor/online"
	"parlor/online/client"
)

// TestRealClockRaceIsJudgedAndLogged: a Third Wheel game on the real clock with two
// networked players and a server bot. Every stamped move from a connection is judged: the
// room log keeps the client's claim and the server's times with the move, and the stamp
// applied is the window clock of the update reacted to plus the judged reaction time.
func TestRealClockRaceIsJudgedAndLogged(t *testing.T) {
	url, _, store := testServer(t, Config{Dev: true}, "")
	ctx := ctxFor(t, 60*time.Second)
	code := createRace(ctx, t, url)
	done := make(chan error, 2)
	var seats [2]*client.Seat
	for i := range 2 {
		var err error
		if seats[i], err = dial(t, url).Join(ctx, code, client.JoinOptions{Seat: &i}); err != nil {
			t.Fatal(err)
		}
		b, _ := thirdwheel.Game.NewBot("hard", i, uint64(i+5))
		go func() { done <- (&client.Bot{Seat: seats[i], Bot: b}).Run(ctx) }()
	}
	for range 2 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	entries := waitLog(t, store, code, "the game's end in the log", func(es []Entry) bool {
		return slices.ContainsFunc(es, func(e Entry) bool { return e.Kind == "end" })
	})
	judged, ticks, exact := 0, 0, 0
	for _, e := range entries {
		if e.Kind != "move" {
			continue
		}
		if e.By == "clock" {
			ticks++
		}
		if e.Client == nil {
			continue
		}
		judged++
		if e.Server == nil || e.Times == nil {
			t.Fatalf("a judged move without the server's times: %+v", e)
		}
		if e.Times.ElapsedMs < e.Server.ReactMs || e.Server.ReactMs < 0 {
			t.Errorf("%s: judged %d ms but only %d ms passed on the server", e.Move, e.Server.ReactMs, e.Times.ElapsedMs)
		}
		if !e.Times.Late && e.Times.Stamp != e.Times.Clock+e.Server.ReactMs {
			t.Errorf("%s: stamp %d is not clock %d + judged %d", e.Move, e.Times.Stamp, e.Times.Clock, e.Server.ReactMs)
		}
		if e.Times.Fast || e.Times.Anticipated {
			t.Errorf("%s: an honest bot's press came under the human line: %+v", e.Move, e.Times)
		}
		if runtime.GOOS == "linux" && e.Times.TransportMs < 0 {
			t.Errorf("%s: judged without the transport's round trip", e.Move)
		}
		// An honest bot's claim is never judged faster; it stands but for the latency past
		// the allowance (over loopback the transport's round trip is about 1 ms, so on a
		// busy machine the time the programs took to read and send is not credited).
		claim := min(max(e.Client.ReactMs, 0), e.Times.ElapsedMs)
		credit := min(e.Times.ElapsedMs-claim, e.Server.AllowMs)
		if d := e.Server.ReactMs - e.Client.ReactMs; d < 0 || e.Server.ReactMs != e.Times.ElapsedMs-credit || e.Server.CreditMs != credit {
			t.Errorf("%s: claimed %d ms, %d ms elapsed, allowance %d ms: judged %d ms", e.Move, e.Client.ReactMs, e.Times.ElapsedMs, e.Server.AllowMs, e.Server.ReactMs)
		} else if d <= 2 {
			exact++
		}
	}
	for _, in := range seats[0].Seats() {
		if in.Fast {
			t.Errorf("seat %d was flagged as faster than a person", in.Seat)
		}
	}
	if judged < 3 || ticks < 3 {
		t.Fatalf("only %d judged moves and %d ticks in the log", judged, ticks)
	}
	t.Logf("%d judged moves (%d within 2 ms of the claim), %d ticks", judged, exact, ticks)
}

// TestTurnTimer: a person who does not move in time has the move made by the stand-in
// ("timer") and is marked away (idle): the stand-in plays their next turns ("standin").
func TestTurnTimer(t *testing.T) {
	url, _, store := testServer(t, Config{Dev: true}, "")
	ctx := ctxFor(t, 30*time.Second)
	zero := 0
	code, _, err := dial(t, url).Create(ctx, online.RoomSpec{
		Config:  match.Config{Game: "troeven"},
		Seats:   []online.SeatSpec{{}, {Bot: "easy"}, {Bot: "easy"}},
		BotMs:   &zero,
		TimerMs: 20,
	})
	if err != nil {
		t.Fatal(err)
	}
	i := 0
	s, err := dial(t, url).Join(ctx, code, client.JoinOptions{Seat: &i})
	if err != nil {
		t.Fatal(err)
	}
	waitUntil(t, "40 updates", func() bool { return s.Latest() >= 40 })
	waitUntil(t, "seat 0 idle", func() bool { in := s.Seats(); return len(in) > 0 && in[0].Idle && in[0].StandIn })
	// The log holds the timer's move for seat 0 and, once it is marked away, a stand-in's.
	entries := waitLog(t, store, code, "two moves of seat 0 in the log", func(es []Entry) bool {
		n := 0
		for _, e := range es {
			if e.Kind == "move" && e.Seat == 0 {
				n++
			}
		}
		return n >= 2
	})
	var by []string
	for _, e := range entries {
		if e.Kind == "move" && e.Seat == 0 {
			by = append(by, e.By)
		}
	}
	if len(by) < 2 || by[0] != "timer" {
		t.Fatalf("seat 0's moves were made by %v, want the timer's, then the stand-in's", by)
	}
	for _, b := range by[1:] {
		if b != "standin" {
			t.Fatalf("seat 0's moves were made by %v, want the timer's, then the stand-in's", by)
		}
	}
}
