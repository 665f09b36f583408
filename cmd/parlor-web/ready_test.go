package main

import (
	"encoding/json"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// throttle is how many times slower than the machine the throttled page's processor
// runs (Chromium's CPU throttling): a slow phone, a few frames a second while the game
// starts.
const throttle = 6

// readyBeatMs is the ready beat a table takes before its game time runs (gametime.ReadyBeatMs,
// which this package does not import: it would bring Ebitengine into the test).
const readyBeatMs = 1000

// TestTableWaitsToBeSeen: on a throttled page, a Third Wheel table opened from a
// direct link (?game=thirdwheel&bots=normal,normal,human&options=snap&scene=table&
// seed=2, bots at instant speed) shows the opening position in its first frame (no
// move made yet: the page's data-parlor-shown-moves), its game time starts no sooner
// than the ready beat after that frame (data-parlor-game-time-at), and no move comes
// before it (data-parlor-first-move-at); then the game goes on.
func TestTableWaitsToBeSeen(t *testing.T) {
	ctx, dir, _ := siteFor(t, 600*time.Second)
	srv := httptest.NewServer(Handler(built.dir))
	t.Cleanup(srv.Close)
	b := newBrowser(t, ctx, dir, srv.URL, 1280, 800)
	b.navigate(t, "ready-settings", "")
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`localStorage.setItem("parlor.settings", '{"speed":"instant","muted":true}'); true`)); err != nil {
		t.Fatalf("setting the speed: %v", err)
	}
	b.navigate(t, "ready", "?game=thirdwheel&bots=normal,normal,human&options=snap&scene=table&seed=2")
	b.waitReady(t, "ready")
	send(t, b.ctx, "throttling the processor", emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: throttle})
	defer send(t, b.ctx, "ending the throttling", emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: 1})
	if err := chromedp.Do(b.ctx, chromedp.Click(chromedp.CSS("#start"))); err != nil {
		t.Fatalf("click start: %v", err)
	}
	const at = `(() => { const d = document.documentElement.dataset; return JSON.stringify({
		shown: d.parlorShownMoves === undefined ? -1 : Number(d.parlorShownMoves),
		shownAt: Number(d.parlorShownAt || 0), timeAt: Number(d.parlorGameTimeAt || 0),
		moveAt: Number(d.parlorFirstMoveAt || 0), turn: d.parlorTurn === "1" }); })()`
	var st struct {
		Shown                   int
		ShownAt, TimeAt, MoveAt float64
		Turn                    bool
	}
	read := func() {
		raw, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](at))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(raw), &st); err != nil {
			t.Fatalf("%s: %v", raw, err)
		}
	}
	// Polls the page (the game runs in it at its own pace) until the game time ran and
	// a move was made or the person is to move, or 5 minutes pass.
	for end := time.Now().Add(5 * time.Minute); ; time.Sleep(100 * time.Millisecond) {
		read()
		if st.TimeAt > 0 && (st.MoveAt > 0 || st.Turn) {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("after 5 minutes: %+v; problems: %v", st, b.allProblems())
		}
	}
	fps, _ := chromedp.Run(b.ctx, chromedp.Evaluate[float64](`new Promise((r) => { let n = 0; const t0 = performance.now(); const f = () => { if (++n === 20) r(20000 / (performance.now() - t0)); else requestAnimationFrame(f); }; requestAnimationFrame(f); })`, chromedp.EvalAwaitPromise))
	t.Logf("throttled %d×: first frame with %d moves made; game time from %.0f ms after it, first move %.0f ms after it; %.1f frames a second", throttle, st.Shown, st.TimeAt-st.ShownAt, st.MoveAt-st.ShownAt, fps)
	if st.Shown != 0 {
		t.Errorf("the table's first frame showed the game after %d moves, want the opening position", st.Shown)
	}
	if st.TimeAt < st.ShownAt+readyBeatMs {
		t.Errorf("the game time ran %.0f ms after the first frame, before the %d ms ready beat was over", st.TimeAt-st.ShownAt, readyBeatMs)
	}
	if st.MoveAt > 0 && st.MoveAt < st.TimeAt {
		t.Errorf("a move was made %.0f ms after the first frame, before the game time ran (%.0f ms)", st.MoveAt-st.ShownAt, st.TimeAt-st.ShownAt)
	}
	keepShot(t, b.ctx, "web-ready")
	b.checkProblems(t, "ready")
}
