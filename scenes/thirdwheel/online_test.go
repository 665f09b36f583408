//go:build display

package thirdwheel

import (
	"context"
	"encoding/json"
	"math"
	"strings"
	"sync"
	"testing"
	"time"

	"parlor/gameplay/match"
	tw "parlor/gameplay/thirdwheel"
	"parlor/internal/racebound"
	"parlor/online"
	"parlor/online/client"
	"parlor/online/onlinetest"
	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
)

// slapSlack is how far the server's stamp of an online slap may be from the window time
// the table pressed at, in ms: 40, and longer under the race detector (a stamp came 41 ms
// off there, beside the main pass).
const slapSlack = 40 * racebound.Factor

// TestOnlineSlap plays seat 0 of a Third Wheel room on a real parlor-server (127.0.0.1)
// at the game's own table, on the wall clock: the person's turn moves go through the
// table, and once a reaction window has been open on the table for a while a Space
// press slaps. The slap reaches the server with the reaction time measured on this
// screen (from the frame the window's update appeared to the press), so the stamp the
// server gives it, as a spectator sees it in the Slapped event, is the table's window
// time of the press (the window's clock when its update appeared, plus the time since;
// within the frames and the loopback's delay).
func TestOnlineSlap(t *testing.T) {
	addr := onlinetest.Start(t, "-grace", "5s")
	url := "ws://" + addr + "/ws"
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	seat, sc := OnlineTable(t, ctx, url, online.RoomSpec{
		Config: match.Config{Game: "thirdwheel", Players: 3, Options: []string{"snap", "doubledown"}},
		Seats:  []online.SeatSpec{{}, {Bot: "easy"}, {Bot: "easy"}},
	}, "Tess")
	code := seat.Room()
	// A spectator's connection records seat 0's slaps.
	var mu sync.Mutex
	var slaps []tw.Slapped
	w, err := client.Dial(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	watch := -1
	if _, err := w.Join(ctx, code, client.JoinOptions{Seat: &watch, OnUpdate: func(m *online.ServerMsg, _ time.Time) {
		for _, e := range m.Events {
			var s tw.Slapped
			if e.Type == "Slapped" && json.Unmarshal(e.Data, &s) == nil && s.Seat == 0 {
				mu.Lock()
				slaps = append(slaps, s)
				mu.Unlock()
			}
		}
	}}); err != nil {
		t.Fatal(err)
	}
	tb := sc.(*Table)
	a := App(prefs.Normal)
	start := time.Now()
	a.Monotonic = func() float64 { return float64(time.Since(start).Microseconds()) / 1000 }
	k := &keys{}
	k.install(tb)
	bot, err := tw.Game.NewBot("easy", 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	const wait = 150 // ms the window is open on this screen before the press
	pressed, clock, pressAt := false, 0, 0
	for ctx.Err() == nil {
		k.just, k.down = false, false
		if !pressed && tb.windowOpen() && tb.WindowNow() >= wait && tb.Idle() {
			_, _, clock = seat.Window()
			k.just, k.down, pressed = true, true, true
		}
		step(tb, a)
		if k.just {
			pressAt = tb.WindowNow()
		}
		if !tb.windowOpen() && seat.ToMove() == 0 && tb.Idle() && len(seat.Legal()) > 0 {
			tb.Submit(match.Choose(bot, tb.ViewNow())) // ErrSending: the last is on its way
		}
		mu.Lock()
		n := len(slaps)
		mu.Unlock()
		if n > 0 || tb.Over() {
			break
		}
		time.Sleep(8 * time.Millisecond) // paces the ticks while waiting for the slap to reach the spectator
	}
	mu.Lock()
	defer mu.Unlock()
	if len(slaps) == 0 {
		t.Fatalf("no slap of seat 0 reached the spectator (pressed %v; over %v; toast %q)", pressed, tb.Over(), tb.ToastShown())
	}
	want := pressAt
	if d := math.Abs(float64(slaps[0].At - want)); d > slapSlack || pressAt < clock {
		t.Errorf("slap stamped %d ms; the table pressed at %d ms of window time (its update showed clock %d): want about %d", slaps[0].At, pressAt, clock, want)
	}
	t.Logf("room %s: pressed %d ms into the window on screen (clock %d); the server stamped the slap %d (%v)", code, pressAt, clock, slaps[0].At, slaps[0].Outcome)
}

// TestOnlineStripNamesAScript: at the online table, a seat played by a script (it
// presses 20 ms after every change) is named in the table's strip, in words, once the
// server has flagged it; this screen's own seat is not.
func TestOnlineStripNamesAScript(t *testing.T) {
	addr := onlinetest.Start(t, "-grace", "5s")
	url := "ws://" + addr + "/ws"
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	seat, sc := OnlineTable(t, ctx, url, online.RoomSpec{
		Config: match.Config{Game: "thirdwheel", Players: 3, Options: []string{"snap", "doubledown"}},
		Seats:  []online.SeatSpec{{}, {}, {Bot: "easy"}},
	}, "Tess")
	c, err := client.Dial(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	one := 1
	script, err := c.Join(ctx, seat.Room(), client.JoinOptions{Seat: &one, Name: "Basil"})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := tw.Game.NewBot("hard", 1, 3)
	go (&client.Bot{Seat: script, Bot: onlinetest.Script(b)}).Run(ctx)
	tb := sc.(*Table)
	a := App(prefs.Normal)
	start := time.Now()
	a.Monotonic = func() float64 { return float64(time.Since(start).Microseconds()) / 1000 }
	bot, _ := tw.Game.NewBot("easy", 0, 1)
	const want = "Basil reacts faster than a person can (under 100 ms)"
	strip := func() string { return strings.Join(scenes.RemoteOf(tb).Lines(), "\n") }
	for ctx.Err() == nil && !strings.Contains(strip(), want) {
		if tb.Over() {
			t.Fatalf("the game ended and the strip never named the script:\n%s", strip())
		}
		step(tb, a)
		if !tb.windowOpen() && seat.ToMove() == 0 && tb.Idle() && len(seat.Legal()) > 0 {
			tb.Submit(match.Choose(bot, tb.View())) // ErrSending: the last is on its way
		}
		time.Sleep(8 * time.Millisecond) // paces the ticks while waiting for the strip's line
	}
	if s := strip(); !strings.Contains(s, want) || strings.Contains(s, "You react") {
		t.Fatalf("the strip:\n%s\nwant %q, and not this screen's seat", s, want)
	}
	t.Logf("the strip:\n%s", strip())
}
