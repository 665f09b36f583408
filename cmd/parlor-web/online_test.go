package main

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
	"parlor/online/onlinetest"
)

// TestOnlineInvite runs a real parlor-server on 127.0.0.1 serving the browser build: a
// Go client (the desktop game's network seat) creates a Three-Thirteen room for three
// people and takes seat 0, playing it with a bot; headless Chromium opens the room's
// invite link, starts the game, which joins the free seat 1; a click on the table's
// invite line puts the link on the page's clipboard; a second Go client takes seat 2, and
// on its turn the page's S key (draw from the stock) makes a move that the Go client
// receives.
func TestOnlineInvite(t *testing.T) {
	// Its waits count the page's frames; under a heavy load (software WebGL at 1–2 frames a
	// second) they take minutes, hence the wide bound.
	ctx, dir, _ := siteFor(t, 900*time.Second)
	addr := onlinetest.Start(t, "-site", built.dir, "-grace", "5s")
	base := "http://" + addr

	cctx, ccancel := context.WithTimeout(ctx, 20*time.Second)
	defer ccancel()
	conn, err := client.Dial(cctx, "ws://"+addr+"/ws")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	code, link, err := conn.Create(cctx, online.RoomSpec{Config: match.Config{Game: "threethirteen", Players: 3}, Seats: []online.SeatSpec{{}, {}, {}}})
	if err != nil {
		t.Fatal(err)
	}
	if link != base+"/?room="+code {
		t.Errorf("invite link %q, want %s/?room=%s", link, base, code)
	}
	// The browser's moves and whose turn it is, as the Go client sees them (events of
	// seat 1, the updates' seat to move); updated says an update came.
	var mu sync.Mutex
	browserMoves, toMove := 0, -1
	updated := make(chan struct{}, 1)
	seat0 := 0
	seat, err := conn.Join(cctx, code, client.JoinOptions{Seat: &seat0, Name: "Desk", OnUpdate: func(m *online.ServerMsg, _ time.Time) {
		mu.Lock()
		if m.ToMove != nil {
			toMove = *m.ToMove
		}
		for _, e := range m.Events {
			var who struct{ Seat *int }
			if (e.Type == "Drew" || e.Type == "Discarded") && json.Unmarshal(e.Data, &who) == nil && who.Seat != nil && *who.Seat == 1 {
				browserMoves++
			}
		}
		mu.Unlock()
		select {
		case updated <- struct{}{}:
		default:
		}
	}})
	if err != nil {
		t.Fatal(err)
	}

	// A window whose page is 1280×800 (the headless window keeps 143 px of its height
	// for itself): the table's desktop layout, whose online strip copyInvite clicks. A
	// 1280×657 page would draw below 0.9 scale and take the short layout (ui.FitShort),
	// where the strip folds into the top row.
	b := newBrowser(t, ctx, dir, base, 1280, 943)
	bctx := b.ctx
	if h, err := chromedp.Run(bctx, chromedp.Evaluate[float64](`window.innerHeight`)); err != nil || h < 720 {
		t.Fatalf("the page is %v px high (%v): the desktop layout needs 720 at least", h, err)
	}
	b.open(t, "online", strings.TrimPrefix(link, base+"/"))

	// The page joins seat 1 from the link.
	joined := func() bool {
		s := seat.Seats()
		return len(s) == 3 && s[1].Person && s[1].Connected && s[1].Name != ""
	}
	// (Nothing else reads the Go client's Changed yet: its bot starts below.)
	for timeout := time.After(60 * time.Second); !joined(); {
		select {
		case <-seat.Changed():
			continue
		case <-timeout:
		}
		break
	}
	if !joined() {
		t.Fatalf("the page did not take seat 1 of room %s: seats %+v; problems: %v", code, seat.Seats(), b.allProblems())
	}
	keepShot(t, bctx, "web-online-joined")
	if got := b.copyInvite(t, link); got != link {
		t.Errorf("the invite line copied %q, want %q; problems: %v", got, link, b.allProblems())
	}

	// A third person (a Go client with a bot) fills the room.
	c2ctx, c2cancel := context.WithTimeout(ctx, 20*time.Second)
	defer c2cancel()
	conn2, err := client.Dial(c2ctx, "ws://"+addr+"/ws")
	if err != nil {
		t.Fatal(err)
	}
	defer conn2.Close()
	seat2 := 2
	third, err := conn2.Join(c2ctx, code, client.JoinOptions{Seat: &seat2, Name: "Third"})
	if err != nil {
		t.Fatal(err)
	}
	tt, _ := games.Lookup("threethirteen")
	thirdBot, err := tt.NewBot("easy", 2, 2)
	if err != nil {
		t.Fatal(err)
	}
	go (&client.Bot{Seat: third, Bot: thirdBot}).Run(ctx)

	// Seat 0 plays with a bot; on the page's turn, S draws from the stock.
	g, _ := games.Lookup("threethirteen")
	bot, err := g.NewBot("easy", 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	botErr := make(chan error, 1)
	go func() { botErr <- (&client.Bot{Seat: seat, Bot: bot}).Run(ctx) }()
	moved := func() bool { mu.Lock(); defer mu.Unlock(); return browserMoves > 0 }
	pagesTurn := func() bool { mu.Lock(); defer mu.Unlock(); return toMove == 1 }
	// waitUpdate waits for the Go client's next update, up to d; false: none came.
	waitUpdate := func(d time.Duration) bool {
		select {
		case <-updated:
			return true
		case <-time.After(d):
			return false
		}
	}
	presses := 0
	for deadline := time.Now().Add(90 * time.Second); !moved() && time.Now().Before(deadline); {
		if !pagesTurn() {
			waitUpdate(time.Until(deadline))
			continue
		}
		// The page shows the turn (its table waits for the person) before S can draw.
		if !b.waitPage(t, "the page's turn", `document.documentElement.dataset.parlorTurn === "1"`, 600) {
			continue
		}
		b.key(t, input.DispatchKeyEventTypeKeyDown, "s", "KeyS", 83)
		b.key(t, input.DispatchKeyEventTypeKeyUp, "s", "KeyS", 83)
		presses++
		for wait := time.Now().Add(10 * time.Second); !moved() && waitUpdate(time.Until(wait)); {
		}
	}
	keepShot(t, bctx, "web-online-moved")
	if !moved() {
		t.Fatalf("no move of the page's seat reached the Go client after %d presses of S (to move: %d); problems: %v", presses, seat.ToMove(), b.allProblems())
	}
	select {
	case err := <-botErr:
		t.Errorf("the Go client's bot stopped: %v", err)
	default:
	}
	t.Logf("room %s: the page joined from %s and made a move after %d press(es) of S", code, link, presses)
	b.checkProblems(t, "online")
	checkPolicy(t, b) // parlor-server's site: the game started, drew and played under it
	b.checkProblems(t, "policy")
}

// copyInvite clicks the table's invite line (the online strip's second line, drawn at
// the left above the seat's plate while a seat is free) until the page's clipboard holds
// want, and returns what it holds last.
func (b *browser) copyInvite(t *testing.T, want string) string {
	t.Helper()
	for _, name := range []string{"clipboard-read", "clipboard-write"} {
		p := cdpbrowser.SetPermissionParams{Permission: &cdpbrowser.PermissionDescriptor{Name: name}, Setting: cdpbrowser.PermissionSettingGranted, Origin: b.base}
		send(t, b.ctx, "clipboard permission", cdpbrowser.SetPermission, p)
	}
	send(t, b.ctx, "clipboard permission", emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: true})
	// The strip: its lines (room, invite, sealed deal, turn clock and seat link: 5, one
	// fewer before the seat's token or the clock is known, one more while someone is
	// away) of 20 px plus 8, its bottom 160 px above the bottom of the table, which is
	// 800 px high and scaled to the page's height; the invite line is the second.
	height, err := chromedp.Run(b.ctx, chromedp.Evaluate[float64](`window.innerHeight`))
	if err != nil {
		t.Fatal(err)
	}
	scale := height / 800
	// Each click waits up to 120 of the page's frames for the page to say it copied
	// (data-parlor-copy holds the toast's words; the page copies off its frame loop).
	got := ""
	for try := 0; try < 3 && got != want; try++ {
		for _, lines := range []float64{5, 4, 6} {
			h := lines*20 + 8
			x, y := 80*scale, (800-160-h+4+20+10)*scale
			if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[any](`delete document.documentElement.dataset.parlorCopy`)); err != nil {
				t.Fatal(err)
			}
			if err := chromedp.Do(b.ctx, chromedp.MouseClickXY(x, y)); err != nil {
				t.Fatalf("click on the invite line: %v", err)
			}
			if !b.waitPage(t, "the copy", `document.documentElement.dataset.parlorCopy !== undefined`, 120) {
				continue
			}
			if got, err = chromedp.Run(b.ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise)); err != nil {
				t.Fatalf("reading the clipboard: %v", err)
			}
			if got == want {
				break
			}
		}
	}
	keepShot(t, b.ctx, "web-online-copied")
	return got
}
