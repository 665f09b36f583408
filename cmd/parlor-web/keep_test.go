package main

import (
	"fmt"
	"net/http/httptest"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"parlor/gameplay/record"
)

// TestReloadKeepsTheGame: no reload loses a game in the browser. A person plays
// Triples from a direct link (?game=triples&scene=table&bots=human,normal&seed=3),
// drawing on three turns. Each of these then finds the same position (the saved
// record's moves unchanged, the person to move) and goes on with it (the person's next
// draw is saved after them): reloading the direct link; opening / (the menu offers
// Continue, focused: Enter); a background discard (the page frozen, then active, then
// thrown away and its address loaded again, as a phone does with a tab it put away); and opening another game's
// address, which shows the menu saying the game in progress is kept, leaves the save
// as it was, and continues it with Enter.
func TestReloadKeepsTheGame(t *testing.T) {
	ctx, dir, _ := siteFor(t, 900*time.Second)
	srv := httptest.NewServer(Handler(built.dir))
	t.Cleanup(srv.Close)
	b := newBrowser(t, ctx, dir, srv.URL, 1280, 800)
	b.navigate(t, "keep-settings", "")
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`localStorage.setItem("parlor.settings", '{"speed":"instant","muted":true}'); true`)); err != nil {
		t.Fatalf("setting the speed: %v", err)
	}

	const link = "?game=triples&scene=table&bots=human,normal&seed=3"
	b.open(t, "keep-link", link)
	var saved *record.Record
	for range 3 {
		saved = b.drawOnTurn(t, "keep-link", saved)
	}
	t.Logf("%d moves saved before the first reload", len(saved.Moves))
	b.checkProblems(t, "keep-link")

	if err := chromedp.Do(b.ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	b.start(t, "keep-reloaded")
	saved = b.samePosition(t, "reload of the direct link", saved)

	b.open(t, "keep-menu", "")
	b.frames(t, 30) // the menu's first updates: Continue focused
	b.press(t, "Enter", "Enter", 13)
	saved = b.samePosition(t, "Continue from the menu at /", saved)

	// A background discard: the tab is frozen and woken, and its document is gone for
	// good (headless Chromium keeps a tab frozen once hidden, and runs no frame in it
	// again: it can save nothing more); the person comes back to the address, loaded
	// afresh in the same browser, in a new tab.
	send(t, b.ctx, "freezing the page", page.SetWebLifecycleState, page.SetWebLifecycleStateParams{State: page.SetWebLifecycleStateStateFrozen})
	send(t, b.ctx, "waking the page", page.SetWebLifecycleState, page.SetWebLifecycleStateParams{State: page.SetWebLifecycleStateStateActive})
	tab, closeTab := chromedp.NewContext(b.ctx)
	t.Cleanup(closeTab)
	b = &browser{ctx: tab, base: b.base}
	if err := chromedp.Listen(tab, b.listen); err != nil {
		t.Fatal(err)
	}
	b.open(t, "keep-discarded", link)
	saved = b.samePosition(t, "the address again after a background discard", saved)

	b.open(t, "keep-other", "?game=troeven&scene=table&seed=9")
	b.waitSaid(t, "keep-other", "Your game in progress is kept", 30*time.Second)
	b.frames(t, 60)
	if now := savedInBrowser(t, b); now == nil || !slices.Equal(now.Moves, saved.Moves) || now.Game != "triples" {
		t.Fatalf("another game's address changed the saved game: %+v, want the %d moves of Triples", now, len(saved.Moves))
	}
	b.press(t, "Enter", "Enter", 13)
	b.samePosition(t, "Continue after another game's address", saved)
	b.checkProblems(t, "keep")
}

// pageCount is a whole number the page's root element carries (data-NAME; 0 when
// unset).
func (b *browser) pageCount(t *testing.T, name string) int {
	t.Helper()
	n, err := chromedp.Run(b.ctx, chromedp.Evaluate[int](`Number(document.documentElement.dataset.`+name+` || 0)`))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// waitYourTurn waits until the table waits for the person's move (data-parlor-turn).
func (b *browser) waitYourTurn(t *testing.T, name string) {
	t.Helper()
	if !b.waitPage(t, name+": the person's turn", `document.documentElement.dataset.parlorTurn === "1"`, turnFrames) {
		keepShot(t, b.ctx, "keep-failed")
		t.Fatalf("%s: the table never waited for the person's move; problems: %v", name, b.allProblems())
	}
}

// drawOnTurn waits for the person's turn, presses D (draw) and waits for the move and
// the person's next turn; it returns the game saved then, which must go on from after
// (nil: nothing before) with more moves.
func (b *browser) drawOnTurn(t *testing.T, name string, after *record.Record) *record.Record {
	t.Helper()
	b.waitYourTurn(t, name)
	made := b.pageCount(t, "parlorMoves")
	b.press(t, "d", "KeyD", 68)
	if !b.waitPage(t, name+": the draw", fmt.Sprintf(`Number(document.documentElement.dataset.parlorMoves || 0) > %d`, made), moveFrames) {
		keepShot(t, b.ctx, "keep-failed")
		t.Fatalf("%s: D made no move", name)
	}
	b.waitYourTurn(t, name)
	r := savedInBrowser(t, b)
	if r == nil || after != nil && (len(r.Moves) <= len(after.Moves) || !slices.Equal(r.Moves[:len(after.Moves)], after.Moves)) {
		t.Fatalf("%s: after the draw the save is %+v; want it to go on from the %d moves before", name, r, len(after.Moves))
	}
	return r
}

// samePosition checks the table shows the saved game where it was left: the person to
// move and the save's moves those of want; then the person draws, and the save goes on
// from want's moves. It returns the save then.
func (b *browser) samePosition(t *testing.T, name string, want *record.Record) *record.Record {
	t.Helper()
	b.waitYourTurn(t, name)
	got := savedInBrowser(t, b)
	if got == nil || got.Game != want.Game || got.Seed != want.Seed || !slices.Equal(got.Moves, want.Moves) {
		t.Fatalf("%s: the save holds %+v; want the same game and its %d moves %v", name, got, len(want.Moves), want.Moves)
	}
	r := b.drawOnTurn(t, name, want)
	t.Logf("%s: the same %d moves, then the person's draw made %d", name, len(want.Moves), len(r.Moves))
	b.checkProblems(t, name)
	return r
}

// openFresh is open for an address that deals a new game, with no game in progress in
// the page's storage to offer instead (an address never deals over one).
func (b *browser) openFresh(t *testing.T, name, query string) {
	t.Helper()
	// A game's page is left first: a game still playing there (bots at an autoplay
	// table) would save its next move after the key is removed, and the page opened
	// next would find it in progress.
	b.leavePage(t, name)
	b.removeStored(t, "parlor.autosave.json")
	b.open(t, name, query)
}

// leavePage takes the tab from the game's page to a file of the same site (the web app
// manifest), where no game runs: the game stops, and the site's storage can be read and
// changed there (stored, removeStored) with nothing writing it meanwhile.
func (b *browser) leavePage(t *testing.T, name string) {
	t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.Navigate(b.base+"/manifest.webmanifest")); err != nil {
		t.Fatalf("%s: leaving the game's page: %v", name, err)
	}
}

// stored is the value of key in the site's local storage ("" when it has none).
func (b *browser) stored(t *testing.T, key string) string {
	t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`localStorage.getItem(`+strconv.Quote(key)+`) || ""`))
	if err != nil {
		t.Fatalf("reading %s from the site's storage: %v", key, err)
	}
	return v
}

// removeStored removes key from the site's local storage.
func (b *browser) removeStored(t *testing.T, key string) {
	t.Helper()
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`localStorage.removeItem(`+strconv.Quote(key)+`), true`)); err != nil {
		t.Fatalf("removing %s from the site's storage: %v", key, err)
	}
}
