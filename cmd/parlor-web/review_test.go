package main

import (
	"encoding/json"
	"flag"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// reviewState is the page's window.parlorReview (cmd/parlor's pageReview).
type reviewState struct {
	Done     int   `json:"done"`
	Total    int   `json:"total"`
	Finished bool  `json:"finished"`
	MS       int64 `json:"ms"`
}

// reviewAll reviews every game's example in TestReviewInTheBrowser (the measure of
// docs/bots.md), not only Three-Thirteen's and Troeven's (-short: Three-Thirteen's).
var reviewAll = flag.Bool("review-all", false, "TestReviewInTheBrowser: review every game's example")

// TestReviewInTheBrowser: in the browser (one thread), the replay viewer reviews example
// games of docs/examples, opened from the history, while frames keep coming (the review
// takes a share of each frame): V starts it, the page hears of its progress
// (window.parlorReview) up to the end, and the canvas draws about as many frames a
// second meanwhile as the viewer alone afterwards. It logs how long each review took.
func TestReviewInTheBrowser(t *testing.T) {
	ctx, dir, _ := siteFor(t, 900*time.Second)
	srv := httptest.NewServer(Handler(built.dir))
	t.Cleanup(srv.Close)
	b := newBrowser(t, ctx, dir, srv.URL, 1280, 800)
	games := []string{"threethirteen", "troeven", "thirdwheel", "triples"}
	switch {
	case quick():
		games = games[:1]
	case !*reviewAll:
		games = games[:2]
	}
	for _, g := range games {
		data, err := os.ReadFile(filepath.Join("..", "..", "docs", "examples", g+".json"))
		if err != nil {
			t.Fatal(err)
		}
		b.navigate(t, "review-"+g, "")
		enc, _ := json.Marshal(string(data))
		setup := `localStorage.clear();
			localStorage.setItem("parlor.settings", '{"speed":"instant","muted":true}');
			localStorage.setItem("parlor.history/20261201T150405.000Z-` + g + `.json", ` + string(enc) + `); true`
		if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](setup)); err != nil {
			t.Fatalf("%s: setting up localStorage: %v", g, err)
		}
		b.navigate(t, "review-"+g, "?scene=history")
		b.waitReady(t, "review-"+g)
		if err := chromedp.Do(b.ctx, chromedp.Click(chromedp.CSS("#start"))); err != nil {
			t.Fatalf("%s: click start: %v", g, err)
		}
		// The history is the first screen; it lists the one game. Enter opens it in the
		// replay viewer and V starts the review there. Either key may go unseen while the
		// page is busy (the viewer's cards are drawn a few a frame), so both are pressed
		// again until the page hears the review began (V does nothing on the history,
		// Enter nothing in the viewer).
		if !b.waitPage(t, "the history", "window.parlorScreenSeenAt > 0", 3600) {
			t.Fatalf("%s: the history was never shown; problems: %v", g, b.allProblems())
		}
		countFrames := `window.parlorFrames = 0; (function f() { parlorFrames++; requestAnimationFrame(f); })(); true`
		if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](countFrames)); err != nil {
			t.Fatal(err)
		}
		var st reviewState
		var began time.Time // the press of the V that started the review
		for end := time.Now().Add(reviewStart); time.Now().Before(end) && st.Total == 0; {
			b.press(t, "Enter", "Enter", 13)
			b.frames(t, 30)
			chromedp.Run(b.ctx, chromedp.Evaluate[bool](`parlorFrames = 0; true`))
			began = time.Now()
			b.press(t, "v", "KeyV", 86)
			b.frames(t, 30)
			st = b.review(t)
		}
		if st.Total == 0 {
			keepShot(t, b.ctx, "web-review-"+g+"-unstarted")
			t.Fatalf("%s: Enter and V did not open the game and start its review within %v; problems: %v", g, reviewStart, b.allProblems())
		}
		// Frames a second while it reviews (from V), then of the viewer alone once it is done.
		for end := time.Now().Add(reviewLimit); time.Now().Before(end) && !st.Finished; time.Sleep(200 * time.Millisecond) {
			st = b.review(t)
		}
		wall := time.Since(began)
		frames, _ := chromedp.Run(b.ctx, chromedp.Evaluate[float64](`parlorFrames`))
		if !st.Finished || st.Total == 0 || st.Done != st.Total {
			keepShot(t, b.ctx, "web-review-"+g+"-stuck")
			t.Fatalf("%s: the review did not finish in the browser: %+v; problems: %v", g, st, b.allProblems())
		}
		chromedp.Run(b.ctx, chromedp.Evaluate[bool](`parlorFrames = 0; true`))
		idleFrom := time.Now()
		b.frames(t, 60)
		idle, _ := chromedp.Run(b.ctx, chromedp.Evaluate[float64](`parlorFrames`))
		idle /= time.Since(idleFrom).Seconds()
		fps := frames / wall.Seconds()
		t.Logf("%s: reviewed %d moves in the browser in %.1f s (the page saw it end after %.1f s), %.1f frames a second meanwhile, %.1f after",
			g, st.Total, float64(st.MS)/1000, wall.Seconds(), fps, idle)
		// A ratio, not a rate: on a busy machine the idle viewer itself draws under 2 frames a
		// second in software WebGL.
		if fps < idle/3 {
			t.Errorf("%s: %.1f frames a second while the review ran, %.1f after", g, fps, idle)
		}
		keepShot(t, b.ctx, "web-review-"+g)
		b.checkProblems(t, "review-"+g)
	}
}

// review reads the page's window.parlorReview.
func (b *browser) review(t *testing.T) reviewState {
	t.Helper()
	js, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`JSON.stringify(window.parlorReview || {})`))
	if err != nil {
		t.Fatal(err)
	}
	var st reviewState
	if err := json.Unmarshal([]byte(js), &st); err != nil {
		t.Fatalf("window.parlorReview %s: %v", js, err)
	}
	return st
}

// reviewLimit bounds the wait for one review in the browser; reviewStart, the wait for
// V to start it.
var (
	reviewLimit = 5 * time.Minute
	reviewStart = 90 * time.Second
)

// press presses one key and releases it a few frames later (a key up in the same frame
// as its key down can go unseen by the game).
func (b *browser) press(t *testing.T, key, code string, vk int64) {
	t.Helper()
	b.key(t, input.DispatchKeyEventTypeKeyDown, key, code, vk)
	time.Sleep(100 * time.Millisecond)
	b.key(t, input.DispatchKeyEventTypeKeyUp, key, code, vk)
}
