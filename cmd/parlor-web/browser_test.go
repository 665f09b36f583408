package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"parlor/internal/tier"
)

// chromium is the browser the test drives (Debian's package; scripts/deps installs it).
const chromium = "/usr/bin/chromium"

// built is the site every browser test serves, built once for the test binary by
// TestMain (before the tests and their deadlines start): its folder, what Build said of
// it, and why it could not be built.
var built struct {
	dir  string
	site Site
	err  error
}

// testBrotli is the brotli quality of the tests' site: level 10 (the command's) takes
// about 45 s of the one build for a file the browser reads the same; TestWeight bounds
// the raw and gzipped sizes, and `go run ./cmd/parlor-web -out site` prints level 10's.
const testBrotli = 4

// buildLimit bounds the one build of the site: compiling the game for js/wasm takes a
// minute or two on a busy 2-core machine when nothing is cached.
const buildLimit = 15 * time.Minute

func TestMain(m *testing.M) {
	os.Exit(runTests(m))
}

// runTests builds the site into a temporary folder (when Chromium is there to drive
// it), runs the tests and removes the folder.
func runTests(m *testing.M) int {
	tmp, err := os.MkdirTemp("", "parlor-web-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(tmp)
	flag.Parse() // for -short, which tier.Quick reads
	if tier.Quick() {
		built.err = errors.New("the site is not built in the quick tier")
	} else if _, err := os.Stat(chromium); err != nil {
		built.err = fmt.Errorf("headless browser test needs %s (Debian package chromium; scripts/deps installs it): %v", chromium, err)
	} else {
		ctx, cancel := context.WithTimeout(context.Background(), buildLimit)
		start := time.Now()
		built.dir = filepath.Join(tmp, "site")
		built.site, built.err = Build(ctx, built.dir, testBrotli, os.Stderr)
		cancel()
		if built.err == nil {
			fmt.Fprintf(os.Stderr, "parlor-web tests: site built in %v\n", time.Since(start).Round(time.Millisecond))
		}
	}
	return m.Run()
}

// siteFor gives a browser test the site built by TestMain (failing t when it could not
// be built), a context that ends after limit (or with the test) and a folder of its own
// for the browser's profile.
func siteFor(t *testing.T, limit time.Duration) (ctx context.Context, dir string, site Site) {
	t.Helper()
	tier.Long(t, "Chromium driving the WebAssembly site")
	if built.err != nil {
		t.Fatalf("building the site: %v", built.err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	t.Cleanup(cancel)
	return ctx, t.TempDir(), built.site
}

// newBrowser starts headless Chromium on ctx (its profile in dir, a w×h window) and
// returns its one tab, listening to its console, for the site at base. The browser
// ends with the test.
func newBrowser(t *testing.T, ctx context.Context, dir, base string, w, h int) *browser {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium),
		chromedp.NoSandbox,
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.UserDataDir(filepath.Join(dir, "profile")),
		chromedp.WindowSize(w, h),
	)
	actx, acancel := chromedp.NewExecAllocator(ctx, opts...)
	t.Cleanup(acancel)
	bctx, bcancel := chromedp.NewContext(actx)
	t.Cleanup(bcancel)
	b := &browser{ctx: bctx, base: base, close: func() { bcancel(); acancel() }}
	if err := chromedp.Listen(bctx, b.listen); err != nil {
		t.Fatal(err)
	}
	return b
}

// emulate sets the tab's screen (size and device pixel ratio) and, with touch, makes it
// a touch screen.
func (b *browser) emulate(t *testing.T, screen emulation.SetDeviceMetricsOverrideParams, touch bool) {
	t.Helper()
	what := "emulating a " + strconv.FormatInt(screen.Width, 10) + "×" + strconv.FormatInt(screen.Height, 10) + " screen"
	send(t, b.ctx, what, emulation.SetDeviceMetricsOverride, screen)
	if touch {
		send(t, b.ctx, what, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 5})
	}
}

// send runs one DevTools protocol command with its params in the tab of ctx, failing t
// with what on an error.
func send[P, R any](t *testing.T, ctx context.Context, what string, c cdp.Command[P, R], params P) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, c, params)
		return err
	})); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// browser is the one headless Chromium tab the test drives, and what its console said.
type browser struct {
	ctx  context.Context
	base string // the site's address
	// close ends the browser and waits for it to exit (a test that starts several ends
	// each when done with it, so that its page stops drawing); the test's end does it too.
	close func()

	mu       sync.Mutex
	problems []string // console errors, exceptions, and the game's own error lines
	seen     int      // problems already reported
	console  []string // every console message, in order
}

// listen records console errors, uncaught exceptions and error log entries, and the
// game's own error lines: Go's stderr reaches the console as console.log, so a bad flag
// ("parlor: …") or a panic shows there rather than as console.error.
func (b *browser) listen(ev any) {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		var parts []string
		for _, a := range ev.Args {
			var text string
			if json.Unmarshal(a.Value, &text) != nil { // not a string: as JSON
				text = string(a.Value)
			}
			parts = append(parts, text+a.Description)
		}
		text := strings.Join(parts, " ")
		b.console = append(b.console, text)
		switch {
		case ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeAssert:
			b.problems = append(b.problems, "console."+string(ev.Type)+": "+text)
		case strings.Contains(text, "parlor: ") || strings.Contains(text, "panic: ") || strings.Contains(text, "fatal error: "):
			b.problems = append(b.problems, "console."+string(ev.Type)+" from the game: "+text)
		}
	case *runtime.EventExceptionThrown:
		b.problems = append(b.problems, "exception: "+ev.ExceptionDetails.Text+" "+exceptionDesc(ev.ExceptionDetails))
	case *cdplog.EventEntryAdded:
		if ev.Entry.Level == cdplog.EntryLevelError {
			b.problems = append(b.problems, "log error: "+ev.Entry.Text+" "+ev.Entry.URL)
		}
	}
}

// checkProblems fails the test if the console reported problems since the last check.
func (b *browser) checkProblems(t *testing.T, name string) {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.problems) > b.seen {
		t.Errorf("%s: the console reported problems:\n%s", name, strings.Join(b.problems[b.seen:], "\n"))
	}
	b.seen = len(b.problems)
}

// ignoreProblems drops the problems reported since the last check that contain any of
// parts (expected ones, such as the game's own line about a bad address).
func (b *browser) ignoreProblems(parts ...string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	kept := b.problems[:b.seen]
	for _, p := range b.problems[b.seen:] {
		drop := false
		for _, part := range parts {
			drop = drop || strings.Contains(p, part)
		}
		if !drop {
			kept = append(kept, p)
		}
	}
	b.problems = kept
}

// allProblems is everything the console reported so far, for failure messages.
func (b *browser) allProblems() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.problems...)
}

// navigate loads the page with query and checks the gate shows the loading progress.
func (b *browser) navigate(t *testing.T, name, query string) {
	t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.Navigate(b.base+"/"+query)); err != nil {
		t.Fatalf("%s: navigate: %v", name, err)
	}
	msg, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`document.getElementById("msg").textContent`))
	if err != nil || !strings.Contains(msg, "Loading") && !strings.Contains(msg, "Ready") && !strings.Contains(msg, "Preparing") {
		t.Errorf("%s: the gate shows %q (%v), want the loading progress", name, msg, err)
	}
}

// waitReady waits for the gate's start button to enable (the wasm is compiled).
func (b *browser) waitReady(t *testing.T, name string) {
	t.Helper()
	wctx, wcancel := context.WithTimeout(b.ctx, 60*time.Second)
	err := chromedp.Do(wctx, chromedp.WaitEnabled(chromedp.CSS("#start")))
	wcancel()
	if err != nil {
		t.Fatalf("%s: the start button never enabled: %v; problems: %v", name, err, b.allProblems())
	}
}

// open loads the page with query, clicks start and checks the game draws a real
// picture on a canvas that fills the window.
func (b *browser) open(t *testing.T, name, query string) {
	t.Helper()
	navStart := time.Now()
	b.navigate(t, name, query)
	b.waitReady(t, name)
	loaded := time.Since(navStart)
	if err := chromedp.Do(b.ctx, chromedp.Click(chromedp.CSS("#start"))); err != nil {
		t.Fatalf("%s: click start: %v", name, err)
	}
	first, colours := waitForPicture(t, b.ctx, 60*time.Second)
	if first < 0 {
		t.Fatalf("%s: the canvas never drew a picture (last screenshot had %d colours); problems: %v", name, colours, b.allProblems())
	}
	t.Logf("%s: page ready in %v, first frame %v after the click (%d colours); %s", name, loaded.Round(time.Millisecond), first.Round(time.Millisecond), colours, startupTimes(b))
	checkCanvasFills(t, b.ctx, name)
	keepShot(t, b.ctx, "web-"+name)
}

// waitPage waits, frame by frame of the page (requestAnimationFrame: the pace the game
// itself runs at, however busy the machine), until the page expression cond is true, for
// at most frames frames; it reports whether cond came true. Bounding the wait in frames
// rather than seconds lets a slow machine take longer without failing, while a page
// that never gets there still fails.
func (b *browser) waitPage(t *testing.T, what, cond string, frames int) bool {
	t.Helper()
	script := fmt.Sprintf(`new Promise((resolve) => {
		let n = 0;
		const step = () => {
			if (%s) return resolve(true);
			if (++n > %d) return resolve(false);
			requestAnimationFrame(step);
		};
		step();
	})`, cond, frames)
	ok, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](script, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	return ok
}

// frames waits for n of the page's animation frames, so the game has had its ticks to
// take an input just sent.
func (b *browser) frames(t *testing.T, n int) {
	t.Helper()
	b.waitPage(t, "waiting for frames", "false", n)
}

// key dispatches one real (trusted) key event through the DevTools protocol, as a
// keyboard would: typ is keyDown or keyUp.
func (b *browser) key(t *testing.T, typ input.DispatchKeyEventType, key, code string, vk int64) {
	t.Helper()
	p := input.DispatchKeyEventParams{Type: typ, Key: key, Code: code, WindowsVirtualKeyCode: vk, NativeVirtualKeyCode: vk}
	if typ == input.DispatchKeyEventTypeKeyDown && len(key) == 1 {
		p.Text = key
	}
	send(t, b.ctx, "dispatching "+string(typ)+" "+code, input.DispatchKeyEvent, p)
}

// keepShot saves a screenshot as NAME.png in $PARLOR_SHOTS, when that is set (to look
// at the browser build by eye).
func keepShot(t *testing.T, ctx context.Context, name string) {
	dir := os.Getenv("PARLOR_SHOTS")
	if dir == "" {
		return
	}
	buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Errorf("screenshot %s: %v", name, err)
		return
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), buf, 0o644); err != nil {
		t.Error(err)
	}
}

func exceptionDesc(d *runtime.ExceptionDetails) string {
	if d.Exception != nil {
		return d.Exception.Description
	}
	return ""
}
