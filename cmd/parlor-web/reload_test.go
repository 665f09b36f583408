package main

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
	"parlor/online/onlinetest"
)

// TestOnlineReload runs a real parlor-server serving the browser build: a Go client
// makes a Triples room for two people and takes seat 0; headless Chromium opens the
// invite link and takes seat 1, which the page keeps in its localStorage; the tab is
// reloaded (and started again) and takes seat 1 back, not a spectator's place, and again
// when the invite link is opened anew. Then a
// second browser (another device) opens the seat link the table offers
// (…?room=CODE#seat=TOKEN): it takes seat 1 there, and its address bar no longer holds
// the token.
func TestOnlineReload(t *testing.T) {
	ctx, dir, _ := siteFor(t, 400*time.Second)
	addr := onlinetest.Start(t, "-site", built.dir, "-grace", "300ms", "-dev")
	base := "http://" + addr
	cctx, ccancel := context.WithTimeout(ctx, 300*time.Second)
	defer ccancel()
	conn, err := client.Dial(cctx, "ws://"+addr+"/ws")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	code, link, err := conn.Create(cctx, online.RoomSpec{Config: match.Config{Game: "triples", Players: 2}, Seats: []online.SeatSpec{{}, {}}, TimerMs: 120_000})
	if err != nil {
		t.Fatal(err)
	}
	zero := 0
	seat, err := conn.Join(cctx, code, client.JoinOptions{Seat: &zero, Name: "Ann"})
	if err != nil {
		t.Fatal(err)
	}
	seatOne := func() online.SeatInfo {
		for _, in := range seat.Seats() {
			if in.Seat == 1 {
				return in
			}
		}
		return online.SeatInfo{}
	}
	waitFor := func(what string, limit time.Duration, ok func() bool) time.Duration {
		t.Helper()
		start := time.Now()
		for time.Since(start) < limit {
			if ok() {
				return time.Since(start)
			}
			time.Sleep(50 * time.Millisecond)
		}
		t.Fatalf("%s: not within %v (seat 1: %+v)", what, limit, seatOne())
		return 0
	}
	playing := func() bool { in := seatOne(); return in.Person && in.Connected && !in.StandIn && in.Name != "" }

	b := newBrowser(t, ctx, dir, base, 1280, 800)
	b.open(t, "online-reload-first", strings.TrimPrefix(link, base+"/"))
	waitFor("the page in seat 1", 60*time.Second, playing)
	name := seatOne().Name
	// The page keeps the seat's token in its localStorage.
	var token string
	waitFor("the seat kept in localStorage", 60*time.Second, func() bool {
		token = keptToken(t, b, code)
		return token != ""
	})

	// Reload the tab (the browser's reload, the address as the page left it): the page
	// starts again and takes seat 1 back.
	if err := chromedp.Do(b.ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	// The old page's connection is gone (the new page waits at its start gate).
	waitFor("seat 1 disconnected by the reload", 20*time.Second, func() bool { return !seatOne().Connected })
	b.start(t, "online-reloaded")
	took := waitFor("seat 1 back after the reload", 60*time.Second, func() bool { return playing() && seatOne().Name == name })
	t.Logf("seat 1 back %v after the reloaded page's first picture", took.Round(time.Millisecond))
	keepShot(t, b.ctx, "web-online-reloaded")
	b.checkProblems(t, "reload")

	// Open the invite link again in the same browser: seat 1 again, not a spectator's.
	b.open(t, "online-reload-again", strings.TrimPrefix(link, base+"/"))
	waitFor("seat 1 back after the link is opened again", 60*time.Second, func() bool { return playing() && seatOne().Name == name })
	if got := keptToken(t, b, code); got != token {
		t.Errorf("the page keeps token %q for room %s after opening the link again, want %q", got, code, token)
	}
	b.checkProblems(t, "reopen")

	// Another device opens the seat link: it takes seat 1, and the token leaves its
	// address bar at once.
	other := newBrowser(t, ctx, filepath.Join(dir, "other"), base, 390, 844)
	seatLink := strings.TrimPrefix(link, base+"/") + "#seat=" + token
	other.open(t, "online-seat-link", seatLink)
	hash, err := chromedp.Run(other.ctx, chromedp.Evaluate[string](`location.hash`))
	if err != nil || hash != "" {
		t.Errorf("after the seat link the address's fragment is %q (%v), want none", hash, err)
	}
	waitFor("seat 1 on the other device", 60*time.Second, func() bool { return playing() && keptToken(t, other, code) == token })
	other.checkProblems(t, "seat link")
	t.Logf("room %s: seat 1 (%s) came back after a reload and moved to another device by its seat link", code, name)
}

// start waits for the page to be ready after a reload, clicks its start gate and waits
// for the game's first picture.
func (b *browser) start(t *testing.T, name string) {
	t.Helper()
	b.waitReady(t, name)
	if err := chromedp.Do(b.ctx, chromedp.Click(chromedp.CSS("#start"))); err != nil {
		t.Fatalf("%s: click start: %v", name, err)
	}
	if first, colours := waitForPicture(t, b.ctx, 60*time.Second); first < 0 {
		t.Fatalf("%s: the canvas never drew a picture (%d colours)", name, colours)
	}
}

// keptToken is the token the page keeps for room code in its localStorage ("" for
// none).
func keptToken(t *testing.T, b *browser, code string) string {
	t.Helper()
	raw, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`localStorage.getItem("parlor.seats.json") || "[]"`))
	if err != nil {
		t.Fatal(err)
	}
	var seats []struct {
		Room, Token string
	}
	json.Unmarshal([]byte(raw), &seats)
	for _, s := range seats {
		if s.Room == code {
			return s.Token
		}
	}
	return ""
}
