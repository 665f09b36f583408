package main

import (
	"encoding/json"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// flagWords matches a flag's name as the command line writes it ("-players").
var flagWords = regexp.MustCompile(`(^|[\s("'])-[a-z]`)

// waitConsole waits until the page's console has said something containing part (the
// game's own lines: Go's stderr reaches it as console.log).
func (b *browser) waitConsole(t *testing.T, name, part string, limit time.Duration) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for {
		b.mu.Lock()
		for _, c := range b.console {
			if strings.Contains(c, part) {
				b.mu.Unlock()
				return
			}
		}
		b.mu.Unlock()
		if time.Now().After(deadline) {
			t.Errorf("%s: the console never said %q", name, part)
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// waitSaid waits until the page's status line (#said, which the game fills through
// parlorSay) contains part (in any case), and returns what it says.
func (b *browser) waitSaid(t *testing.T, name, part string, limit time.Duration) string {
	t.Helper()
	var said string
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		said, _ = chromedp.Run(b.ctx, chromedp.Evaluate[string](`document.getElementById("said").textContent`))
		if strings.Contains(strings.ToLower(said), strings.ToLower(part)) {
			return said
		}
	}
	t.Errorf("%s: the page's status line says %q, want %q", name, said, part)
	return said
}

// checkLinks: links with parameters the game does not know (what messengers and mail add
// to a shared link) start the game as if they were not there, and each ignored
// parameter is named on the console: a Three-Thirteen table where the person moves
// first (the table says so on the page) with fbclid and utm_source, the menu with utm_*
// alone.
func checkLinks(t *testing.T, b *browser) {
	t.Helper()
	b.open(t, "fbclid-table", "?game=threethirteen&scene=table&bots=human,normal&seed=3&fbclid=IwAR0xYz_123-abc&utm_source=whatsapp")
	b.waitConsole(t, "fbclid-table", `ignoring the address parameter "fbclid"`, 10*time.Second)
	b.waitConsole(t, "fbclid-table", `ignoring the address parameter "utm_source"`, 10*time.Second)
	b.waitTurn(t, "fbclid-table", 1)
	b.checkProblems(t, "fbclid-table")
	b.open(t, "utm-menu", "?utm_source=whatsapp&utm_medium=social&utm_campaign=")
	b.waitConsole(t, "utm-menu", `ignoring the address parameter "utm_campaign"`, 10*time.Second)
	b.checkProblems(t, "utm-menu")
}

// checkResumeNothing: ?resume with no game in progress opens the menu and says so on the
// page (the status line a screen reader reads, beside the canvas's words). It needs a
// browser profile where nothing was played yet.
func checkResumeNothing(t *testing.T, b *browser) {
	t.Helper()
	b.open(t, "resume-nothing", "?resume")
	said := b.waitSaid(t, "resume-nothing", "There is no game in progress to continue", 20*time.Second)
	if flagWords.MatchString(said) {
		t.Errorf("resume-nothing: the page says %q: a flag's words", said)
	}
	b.ignoreProblems("parlor: -resume: there is no game in progress")
	b.checkProblems(t, "resume-nothing")
}

// checkMissingServer: a room link on a site with no game server behind it (parlor-web
// serves files only) opens the online screen, which says the server cannot be reached
// in words, not a network library's.
func checkMissingServer(t *testing.T, b *browser) {
	t.Helper()
	b.open(t, "no-server", "?room=ABCD")
	said := b.waitSaid(t, "no-server", "cannot reach the server at ws://", 30*time.Second)
	if !strings.Contains(said, "the server did not answer (is it running, and is the address right?)") {
		t.Errorf("no-server: the page says %q; want why in words", said)
	}
	// The browser reports the failed WebSocket on its console by itself, again at each
	// of the page's tries: the page is left first, so that no try of it is reported
	// during the next page's check.
	b.leavePage(t, "no-server")
	b.ignoreProblems("WebSocket connection to", "/ws")
	b.checkProblems(t, "no-server")
}

// checkManifest: the web app manifest is served as application/manifest+json and is
// JSON naming the game and its icons.
func checkManifest(t *testing.T, base string) {
	t.Helper()
	resp, err := http.Get(base + "/manifest.webmanifest")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "application/manifest+json" {
		t.Errorf("manifest.webmanifest served as %q, want application/manifest+json", ct)
	}
	var m struct {
		Name  string
		Icons []struct{ Src string }
	}
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err := json.Unmarshal(body, &m); err != nil || m.Name != "Parlor" || len(m.Icons) == 0 {
		t.Errorf("manifest.webmanifest: %+v, %v", m, err)
	}
}
