package main

import (
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"parlor/gameplay/games"
	"parlor/gameplay/record"
)

// savedInBrowser reads the game in progress from the page's localStorage (nil: none).
func savedInBrowser(t *testing.T, b *browser) *record.Record {
	t.Helper()
	data, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`localStorage.getItem("parlor.autosave.json") || ""`))
	if err != nil {
		t.Fatalf("reading localStorage: %v", err)
	}
	if data == "" {
		return nil
	}
	r, err := record.Parse([]byte(data))
	if err != nil {
		t.Fatalf("the game saved in localStorage does not parse: %v\n%.300s", err, data)
	}
	if _, err := games.Load(r); err != nil {
		t.Fatalf("the game saved in localStorage does not replay: %v", err)
	}
	return r
}

// waitSaved waits up to limit for a saved game of more than n moves.
func waitSaved(t *testing.T, b *browser, n int, limit time.Duration) *record.Record {
	t.Helper()
	var r *record.Record
	// Polls localStorage (every 300 ms) until the game is saved or limit passes.
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(300 * time.Millisecond) {
		if r = savedInBrowser(t, b); r != nil && len(r.Moves) > n {
			return r
		}
	}
	got := -1
	if r != nil {
		got = len(r.Moves)
	}
	keys, _ := chromedp.Run(b.ctx, chromedp.Evaluate[string](`Object.keys(localStorage).join(", ")`))
	t.Fatalf("no saved game of more than %d moves in localStorage after %v (have %d; keys: %s); problems: %v", n, limit, got, keys, b.allProblems())
	return nil
}

// checkBrowserAutosave: in the browser the game in progress is kept in localStorage
// ("parlor.autosave.json", a game record that replays) after every move, and the
// address ?resume goes on with it: the same game, every saved move kept, more made.
func checkBrowserAutosave(t *testing.T, b *browser) {
	// Instant speed, so bots move on a slow machine too; put back afterwards.
	b.navigate(t, "autosave", "")
	setItem := `localStorage.setItem("parlor.settings", '{"speed":"instant","muted":true}'); true`
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](setItem)); err != nil {
		t.Fatalf("setting the speed: %v", err)
	}
	defer chromedp.Run(b.ctx, chromedp.Evaluate[bool](`localStorage.removeItem("parlor.settings"); localStorage.removeItem("parlor.autosave.json"); true`))
	b.openFresh(t, "autosave", "?game=threethirteen&scene=table&autoplay&players=3&seed=21")
	first := waitSaved(t, b, 0, 90*time.Second)
	b.open(t, "resume", "?resume")
	then := waitSaved(t, b, len(first.Moves), 90*time.Second)
	if then.Game != first.Game || then.Seed != first.Seed || !slices.Equal(then.Moves[:len(first.Moves)], first.Moves) {
		t.Fatalf("?resume did not go on with the saved game: %s seed %d, %d moves, after %s seed %d, %d moves",
			then.Game, then.Seed, len(then.Moves), first.Game, first.Seed, len(first.Moves))
	}
	t.Logf("browser: %d moves saved, resumed and went on to %d", len(first.Moves), len(then.Moves))
}
