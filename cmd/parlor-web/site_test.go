package main

import (
	"bytes"
	"context"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// chromium is the browser the test drives (Debian's package; scripts/deps installs it).
const chromium = "/usr/bin/chromium"

func TestParseFlags(t *testing.T) {
	out, addr, err := parseFlags([]string{"-out", "x", "-addr", "127.0.0.1:0"})
	if err != nil || out != "x" || addr != "127.0.0.1:0" {
		t.Errorf("got %q %q %v", out, addr, err)
	}
	for _, bad := range [][]string{{"-addr", "nohost"}, {"-out", ""}, {"extra"}, {"-port", "1"}} {
		if _, _, err := parseFlags(bad); err == nil {
			t.Errorf("parseFlags(%q) accepted", bad)
		}
	}
}

// TestSite builds the site, serves it on 127.0.0.1 and opens it in headless Chromium:
// the page shows its progress and gate, a click starts the game, the canvas fills the
// window and draws a real picture (for the menu, and for a table of bots), follows a
// window resize, and the console shows no error.
func TestSite(t *testing.T) {
	if _, err := os.Stat(chromium); err != nil {
		t.Fatalf("headless browser test needs %s (Debian package chromium; scripts/deps installs it): %v", chromium, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 170*time.Second)
	defer cancel()
	dir := t.TempDir()
	start := time.Now()
	site, err := Build(ctx, filepath.Join(dir, "site"), os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("built in %v: parlor.wasm %d bytes, %d gzipped", time.Since(start).Round(time.Millisecond), site.WasmSize, site.WasmGzip)
	for _, f := range []string{"index.html", "wasm_exec.js", "parlor.wasm"} {
		if _, err := os.Stat(filepath.Join(dir, "site", f)); err != nil {
			t.Fatalf("site lacks %s: %v", f, err)
		}
	}
	index, _ := os.ReadFile(filepath.Join(dir, "site", "index.html"))
	if bytes.Contains(index, []byte("WASM_SIZE")) {
		t.Fatalf("index.html still holds the size placeholder")
	}

	srv := httptest.NewServer(Handler(filepath.Join(dir, "site")))
	defer srv.Close()
	checkServedWasm(t, srv.URL)

	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium),
		chromedp.NoSandbox,
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.UserDataDir(filepath.Join(dir, "profile")),
		chromedp.WindowSize(1280, 800),
	)
	actx, acancel := chromedp.NewExecAllocator(ctx, opts...)
	defer acancel()
	bctx, bcancel := chromedp.NewContext(actx)
	defer bcancel()

	var mu sync.Mutex
	var problems []string
	if err := chromedp.Listen(bctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch ev := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeAssert {
				var parts []string
				for _, a := range ev.Args {
					parts = append(parts, string(a.Value)+a.Description)
				}
				problems = append(problems, "console."+string(ev.Type)+": "+strings.Join(parts, " "))
			}
		case *runtime.EventExceptionThrown:
			problems = append(problems, "exception: "+ev.ExceptionDetails.Text+" "+exceptionDesc(ev.ExceptionDetails))
		case *cdplog.EventEntryAdded:
			if ev.Entry.Level == cdplog.EntryLevelError {
				problems = append(problems, "log error: "+ev.Entry.Text+" "+ev.Entry.URL)
			}
		}
	}); err != nil {
		t.Fatal(err)
	}

	for _, page := range []struct{ name, query string }{{"menu", ""}, {"table", "?scene=table&autoplay&players=4&seed=9"}} {
		navStart := time.Now()
		if err := chromedp.Do(bctx, chromedp.Navigate(srv.URL+"/"+page.query)); err != nil {
			t.Fatalf("%s: navigate: %v", page.name, err)
		}
		msg, err := chromedp.Run(bctx, chromedp.Evaluate[string](`document.getElementById("msg").textContent`))
		if err != nil || !strings.Contains(msg, "Loading") && !strings.Contains(msg, "Ready") && !strings.Contains(msg, "Preparing") {
			t.Errorf("%s: the gate shows %q (%v), want the loading progress", page.name, msg, err)
		}
		wctx, wcancel := context.WithTimeout(bctx, 60*time.Second)
		err = chromedp.Do(wctx, chromedp.WaitEnabled(chromedp.CSS("#start")))
		wcancel()
		if err != nil {
			t.Fatalf("%s: the start button never enabled: %v; problems: %v", page.name, err, problems)
		}
		loaded := time.Since(navStart)
		if err := chromedp.Do(bctx, chromedp.Click(chromedp.CSS("#start"))); err != nil {
			t.Fatalf("%s: click start: %v", page.name, err)
		}
		first, colours := waitForPicture(t, bctx, 60*time.Second)
		if first < 0 {
			t.Fatalf("%s: the canvas never drew a picture (last screenshot had %d colours); problems: %v", page.name, colours, problems)
		}
		t.Logf("%s: page ready in %v, first frame %v after the click (%d colours)", page.name, loaded.Round(time.Millisecond), first.Round(time.Millisecond), colours)
		checkCanvasFills(t, bctx, page.name)
		keepShot(t, bctx, "web-"+page.name)
	}

	// The canvas follows the window.
	if err := chromedp.Do(bctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{Width: 1000, Height: 700, DeviceScaleFactor: 2})
		return err
	})); err != nil {
		t.Fatalf("resizing the window: %v", err)
	}
	time.Sleep(1500 * time.Millisecond)
	checkCanvasFills(t, bctx, "resized")
	keepShot(t, bctx, "web-resized-dpr2")
	if w, _ := chromedp.Run(bctx, chromedp.Evaluate[float64](`innerWidth`)); w != 1000 {
		t.Errorf("the resize did not take: innerWidth %v", w)
	}

	mu.Lock()
	defer mu.Unlock()
	if len(problems) > 0 {
		t.Errorf("the console reported problems:\n%s", strings.Join(problems, "\n"))
	}
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

// checkServedWasm: parlor.wasm is served with its type, gzipped on request.
func checkServedWasm(t *testing.T, base string) {
	t.Helper()
	req, _ := http.NewRequest("GET", base+"/parlor.wasm", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "application/wasm" {
		t.Errorf("parlor.wasm served as %q", ct)
	}
	if ce := resp.Header.Get("Content-Encoding"); ce != "gzip" {
		t.Errorf("parlor.wasm not gzipped for a client that accepts it (Content-Encoding %q)", ce)
	}
}

// waitForPicture takes screenshots until one shows a real picture (many colours and no
// colour covering almost everything) and returns how long that took, or -1.
func waitForPicture(t *testing.T, ctx context.Context, limit time.Duration) (time.Duration, int) {
	t.Helper()
	start := time.Now()
	colours := 0
	for time.Since(start) < limit {
		buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatalf("screenshot: %v", err)
		}
		img, err := png.Decode(bytes.NewReader(buf))
		if err != nil {
			t.Fatalf("screenshot is not a PNG: %v", err)
		}
		gate, _ := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("gate") !== null`))
		counts := map[uint32]int{}
		b := img.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y += 2 {
			for x := b.Min.X; x < b.Max.X; x += 2 {
				r, g, bl, _ := img.At(x, y).RGBA()
				counts[(r>>8)<<16|(g>>8)<<8|bl>>8]++
			}
		}
		top := 0
		for _, n := range counts {
			top = max(top, n)
		}
		colours = len(counts)
		total := (b.Dx() / 2) * (b.Dy() / 2)
		if !gate && colours > 300 && top < total*85/100 {
			return time.Since(start), colours
		}
		time.Sleep(100 * time.Millisecond)
	}
	return -1, colours
}

// checkCanvasFills: the game's canvas covers the whole window.
func checkCanvasFills(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dims, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`(() => {
		const c = document.querySelector("canvas");
		if (!c) return [];
		const r = c.getBoundingClientRect();
		return [r.left, r.top, r.width, r.height, innerWidth, innerHeight];
	})()`))
	if err != nil || len(dims) != 6 {
		t.Fatalf("%s: no canvas (%v)", name, err)
	}
	if dims[0] != 0 || dims[1] != 0 || dims[2] < dims[4]-1 || dims[3] < dims[5]-1 {
		t.Errorf("%s: canvas at %v,%v size %vx%v does not fill the %vx%v window", name, dims[0], dims[1], dims[2], dims[3], dims[4], dims[5])
	}
}
