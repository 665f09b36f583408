package main

import (
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// byteMeter counts the bytes the site sends (bodies), to measure what a reload costs.
type byteMeter struct {
	h     http.Handler
	bytes atomic.Int64
	reqs  atomic.Int64
}

func (m *byteMeter) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	m.reqs.Add(1)
	m.h.ServeHTTP(countingWriter{w, &m.bytes}, r)
}

type countingWriter struct {
	http.ResponseWriter
	n *atomic.Int64
}

func (c countingWriter) Write(p []byte) (int, error) {
	c.n.Add(int64(len(p)))
	return c.ResponseWriter.Write(p)
}

// checkValidators: every file has an ETag and answers a matching If-None-Match with 304;
// a versioned address (?v=HASH, as the page asks for parlor.wasm) may be kept a year,
// and the page itself is revalidated.
func checkValidators(t *testing.T, base string) {
	t.Helper()
	get := func(path string, hdr map[string]string) *http.Response {
		req, _ := http.NewRequest("GET", base+path, nil)
		for k, v := range hdr {
			req.Header.Set(k, v)
		}
		resp, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp
	}
	page := get("/", nil)
	if page.Header.Get("Cache-Control") != "no-cache" || page.Header.Get("ETag") == "" {
		t.Errorf("the page: Cache-Control %q ETag %q", page.Header.Get("Cache-Control"), page.Header.Get("ETag"))
	}
	for _, f := range []string{"/", "/index.html", "/sw.js", "/manifest.webmanifest", "/icon-192.png", "/wasm_exec.js", "/parlor.wasm"} {
		first := get(f, map[string]string{"Accept-Encoding": "gzip"})
		again := get(f, map[string]string{"Accept-Encoding": "gzip", "If-None-Match": first.Header.Get("ETag")})
		if first.StatusCode != 200 || first.Header.Get("ETag") == "" || again.StatusCode != http.StatusNotModified {
			t.Errorf("%s: %d with ETag %q, then %d for If-None-Match (want 304)", f, first.StatusCode, first.Header.Get("ETag"), again.StatusCode)
		}
	}
	resp, err := http.Get(base + "/index.html")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	i := strings.Index(string(body), `const version = "`)
	if i < 0 {
		t.Fatal("the page names no wasm version")
	}
	v := string(body[i+len(`const version = "`):])
	v = v[:strings.IndexByte(v, '"')]
	versioned := get("/parlor.wasm?v="+v, nil)
	if cc := versioned.Header.Get("Cache-Control"); !strings.Contains(cc, "max-age=31536000") {
		t.Errorf("parlor.wasm?v=%s: Cache-Control %q, want a long max-age", v, cc)
	}
	stale := get("/parlor.wasm?v=0123", nil)
	if cc := stale.Header.Get("Cache-Control"); cc != "no-cache" {
		t.Errorf("an old version's address: Cache-Control %q, want no-cache", cc)
	}
	if r := get("/../go.mod", nil); r.StatusCode != 404 {
		t.Errorf("a path outside the site: %d", r.StatusCode)
	}
}

// checkReloadIsCached reloads the page the browser has already played and counts what
// the server sent: under 50 KB (the wasm comes from the browser's caches).
func checkReloadIsCached(t *testing.T, b *browser, m *byteMeter) {
	t.Helper()
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`navigator.serviceWorker.ready.then(() => true)`, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatalf("the service worker never became ready: %v", err)
	}
	before, reqs := m.bytes.Load(), m.reqs.Load()
	b.navigate(t, "reload", "")
	b.waitReady(t, "reload")
	sent, n := m.bytes.Load()-before, m.reqs.Load()-reqs
	t.Logf("reload: the server sent %d bytes in %d requests", sent, n)
	if sent >= 50_000 {
		t.Errorf("a reload transferred %d bytes, want under 50 KB", sent)
	}
	b.checkProblems(t, "reload")
}

// checkOffline: with the site's server gone, the page still loads from the service
// worker and the game plays (a Triples table run by bots draws a picture).
func checkOffline(t *testing.T, b *browser) {
	t.Helper()
	b.openFresh(t, "offline", "?game=triples&scene=table&autoplay&players=3&seed=4")
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`navigator.serviceWorker.controller !== null`)); err != nil {
		t.Fatal(err)
	}
	b.ignoreProblems("Failed to load resource", "ERR_CONNECTION_REFUSED")
	b.checkProblems(t, "offline")
}

// checkBadAddresses: an address the game cannot start from says so on the page (what
// was wrong in the address's words, never a flag's "-players" or the flag package's
// words; what is allowed; a link to the menu) instead of leaving it black, and
// ?autoplay=true is read as a yes.
func checkBadAddresses(t *testing.T, b *browser) {
	t.Helper()
	for _, tc := range []struct{ query, want string }{
		{"?game=chess", `"chess"`},
		{"?players=99&game=triples", "99"},
		{"?exit-after=3s", "desktop"},
		{"?scene=lobby", "scene=lobby"},
		{"?players=abc", "players=abc"},
		{"?autoplay=maybe", "autoplay=maybe"},
	} {
		b.navigate(t, tc.query, tc.query)
		b.waitReady(t, tc.query)
		if err := chromedp.Do(b.ctx, chromedp.Click(chromedp.CSS("#start"))); err != nil {
			t.Fatal(err)
		}
		var text string
		deadline := time.Now().Add(30 * time.Second)
		for time.Now().Before(deadline) && !strings.Contains(text, "Open the menu") {
			time.Sleep(200 * time.Millisecond) // paces the polling for the page's words
			text, _ = chromedp.Run(b.ctx, chromedp.Evaluate[string](`document.getElementById("error") ? document.getElementById("error").textContent : ""`))
		}
		if !strings.Contains(text, tc.want) || !strings.Contains(text, "Open the menu") || !strings.Contains(text, "players") {
			t.Errorf("%s: the page says %q; want the problem (%s), what is allowed and a link to the menu", tc.query, text, tc.want)
		}
		if flagWords.MatchString(text) || strings.Contains(text, "flag") {
			t.Errorf("%s: the page says %q: a flag's words, not the address's", tc.query, text)
		}
		b.ignoreProblems("parlor: ")
		b.checkProblems(t, tc.query)
	}
	b.openFresh(t, "autoplay=true", "?game=troeven&scene=table&autoplay=true&seed=5")
	b.checkProblems(t, "autoplay=true")
}

// startupTimes reads the page's clock: the click, the first frame seen (the start-up's
// spinner), the first screen seen, the longest task between the click and that screen.
func startupTimes(b *browser) string {
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]float64](`[window.parlorClickAt || 0, window.parlorFirstSeenAt || 0, window.parlorScreenSeenAt || 0, window.parlorLongest || 0]`))
	if err != nil || len(v) != 4 || v[1] == 0 {
		return "no page timings"
	}
	return fmt.Sprintf("page clock: click at %.0f ms after navigation, first frame seen %.0f ms after the click, first screen %.0f ms after it, longest task %.0f ms", v[0], v[1]-v[0], v[2]-v[0], v[3])
}
