package main

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	ttboard "parlor/scenes/threethirteen/board"
	trboard "parlor/scenes/triples/board"
)

// The phone the test holds upright: CSS pixels and device pixel ratio. The game lays an
// upright screen out one layout unit per CSS pixel (portrait widths 360 to 480).
const (
	phoneW, phoneH = 390, 844
	phoneDPR       = 2
)

// TestPhone drives the site in headless Chromium emulating a phone held upright with
// touch: the menu and every table draw a whole picture (not blank, the felt's rim seen on all four
// sides, so nothing is cut off), and a person plays a Three-Thirteen turn (tap the
// stock, tap a card, tap it again to discard it) and a Triples turn (tap a card to
// select it, tap the draw pile) by taps alone. The page says whose turn it is and
// counts the moves made on screen (data-parlor-turn, data-parlor-moves).
func TestPhone(t *testing.T) {
	ctx, dir, _ := siteFor(t, 1200*time.Second)
	srv := httptest.NewServer(Handler(built.dir))
	t.Cleanup(srv.Close)
	b := newBrowser(t, ctx, dir, srv.URL, phoneW, phoneH)
	bctx := b.ctx
	b.emulate(t, emulation.SetDeviceMetricsOverrideParams{Width: phoneW, Height: phoneH, DeviceScaleFactor: phoneDPR, Mobile: true}, true)

	// The menu and the tables the turns below do not show, run by bots.
	// (Under -short the menu only: the turns below show two tables.)
	pages := []struct{ name, query string }{
		{"phone-menu", "?game=triples&players=6"},
		{"phone-troeven", "?game=troeven&scene=table&autoplay&seed=9"},
		{"phone-thirdwheel", "?game=thirdwheel&scene=table&autoplay&seed=9"},
	}
	if quick() {
		pages = pages[:1]
	}
	for _, page := range pages {
		b.openFresh(t, page.name, page.query)
		b.checkWhole(t, page.name)
		b.checkProblems(t, page.name)
	}

	// Under -short the turns below are played at instant speed (the same taps, with no
	// animations to wait through, the Triples dealer draw's included); the full run plays
	// them at normal speed.
	if quick() {
		if _, err := chromedp.Run(bctx, chromedp.Evaluate[any](`localStorage.setItem("parlor.settings", JSON.stringify({speed: "instant"}))`)); err != nil {
			t.Fatalf("setting the speed: %v", err)
		}
	}

	// A Three-Thirteen turn by taps: draw from the stock, then tap a card twice.
	tt := ttboard.NewLayout(phoneW, phoneH, 2, 0)
	b.openFresh(t, "phone-tt-turn", "?game=threethirteen&scene=table&bots=human,normal&seed=3")
	b.waitTurn(t, "three-thirteen", 1)
	b.checkWhole(t, "phone-tt-turn")
	b.tap(t, tt.Stock.CX(), tt.Stock.CY())
	b.waitMoves(t, "three-thirteen draw", 1)
	// The drawn card lands in the hand before the hand's places are those of 4 cards:
	// the table waits for the person again when it has.
	b.waitTurn(t, "three-thirteen discard", 2)
	x, y, _ := tt.Fan(0, 0, 4)
	b.tap(t, x, y)
	b.frames(t, selectFrames) // the card rises: selected
	b.tap(t, x, y-ttboard.Raise/2)
	b.waitMoves(t, "three-thirteen discard", 2)
	keepShot(t, bctx, "phone-tt-turn")
	b.checkProblems(t, "three-thirteen turn")

	// A Triples turn by taps: the person's card of the dealer draw (a tap on the
	// pile), then, on the person's next turn, select a card and tap the draw pile.
	tr := trboard.NewLayout(phoneW, phoneH, 2, 0)
	b.openFresh(t, "phone-tr-turn", "?game=triples&scene=table&bots=human,normal&seed=3")
	b.waitTurn(t, "triples", 1)
	b.checkWhole(t, "phone-tr-turn")
	b.tap(t, tr.Pile.CX(), tr.Pile.CY())
	b.waitMoves(t, "triples first draw", 1)
	b.waitTurn(t, "triples", 2) // the person's next turn, after the draw is shown and the deal
	x, y = tr.HandCard(0, 8)
	b.tap(t, x, y)
	b.frames(t, selectFrames) // the card rises: selected
	b.tap(t, tr.Pile.CX(), tr.Pile.CY())
	b.waitMoves(t, "triples draw", 2)
	keepShot(t, bctx, "phone-tr-turn")
	b.checkProblems(t, "triples turn")

	// The canvas follows a change of the device pixel ratio (a zoom, another screen):
	// its backing store becomes the CSS size times the new ratio.
	send(t, bctx, "changing the pixel ratio", emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{Width: phoneW, Height: phoneH, DeviceScaleFactor: 3, Mobile: true})
	followed := fmt.Sprintf(`devicePixelRatio === 3 && document.querySelector("canvas").width === %d && document.querySelector("canvas").height === %d`, 3*phoneW, 3*phoneH)
	if b.waitPage(t, "the pixel ratio", followed, 1200) {
		return
	}
	dims, _ := chromedp.Run(bctx, chromedp.Evaluate[[]float64](`(() => { const c = document.querySelector("canvas"); return [devicePixelRatio, c.width, c.height]; })()`))
	t.Errorf("after the pixel ratio went to 3 the canvas is %v (ratio, width, height), want %dx%d", dims, 3*phoneW, 3*phoneH)
}

// Bounds of the phone test's waits, in the page's animation frames (60 a second on an
// idle machine; fewer, each carrying more game ticks, on a busy one).
const (
	// turnFrames: Triples first draws for the dealer and deals, about 900 ticks at normal
	// speed, before the person's first turn.
	turnFrames = 4 * 900
	// moveFrames: a move counted once the tap's touch ended.
	moveFrames = 900
	// selectFrames: a tapped card is selected (it rises) on the tick after the touch
	// ends; the next tap comes a few frames later.
	selectFrames = 6
	// touchFrames: a finger stays down for a few frames, so the game sees the touch (one
	// pointer change a tick) before it lifts.
	touchFrames = 3
)

// waitTurn waits for the page to say the table waits for the person's move for the n-th
// time (data-parlor-turns counts each time it begins to; a new page starts at 0).
func (b *browser) waitTurn(t *testing.T, name string, n int) {
	t.Helper()
	start := time.Now()
	if b.waitPage(t, name+": waiting for the person's turn", fmt.Sprintf(`Number(document.documentElement.dataset.parlorTurns || 0) >= %d`, n), turnFrames) {
		t.Logf("%s: the person's turn %d came after %v", name, n, time.Since(start).Round(time.Millisecond))
		return
	}
	keepShot(t, b.ctx, "phone-failed")
	t.Fatalf("%s: the table never waited for the person's move (turn %d) within %d frames", name, n, turnFrames)
}

// tap touches the screen at x, y (CSS pixels) with one finger for a few frames.
func (b *browser) tap(t *testing.T, x, y float64) {
	t.Helper()
	send(t, b.ctx, "touch start", input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: []*input.TouchPoint{{X: x, Y: y}}})
	b.frames(t, touchFrames)
	send(t, b.ctx, "touch end", input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
}

// waitMoves waits until the page counts n moves made at this screen.
func (b *browser) waitMoves(t *testing.T, name string, n int) {
	t.Helper()
	if b.waitPage(t, name+": waiting for the move", fmt.Sprintf(`Number(document.documentElement.dataset.parlorMoves || 0) >= %d`, n), moveFrames) {
		return
	}
	got, _ := chromedp.Run(b.ctx, chromedp.Evaluate[int](`Number(document.documentElement.dataset.parlorMoves || 0)`))
	keepShot(t, b.ctx, "phone-failed")
	b.checkProblems(t, name) // a console line often says why
	t.Fatalf("%s: %d moves made by taps, want %d", name, got, n)
}

// checkWhole checks a portrait screenshot shows the whole table: the felt's gold rim
// (6 layout units, so 6 CSS pixels, in from the edges) is seen near the middle of each
// of the four sides, so the picture is neither blank nor cut off.
func (b *browser) checkWhole(t *testing.T, name string) {
	t.Helper()
	shot, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("%s: screenshot: %v", name, err)
	}
	keepShot(t, b.ctx, name+"-whole")
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatalf("%s: screenshot is not a PNG: %v", name, err)
	}
	bd := img.Bounds()
	if bd.Dx() != phoneW*phoneDPR || bd.Dy() != phoneH*phoneDPR {
		t.Errorf("%s: screenshot %dx%d, want the phone's %dx%d device pixels", name, bd.Dx(), bd.Dy(), phoneW*phoneDPR, phoneH*phoneDPR)
	}
	gold := func(p image.Point) bool {
		for d := -3; d <= 3; d++ {
			for e := -3; e <= 3; e++ {
				r, g, bl, _ := img.At(p.X+d, p.Y+e).RGBA()
				// GoldDark (0x8a,0x6a,0x1c), blended at the rim's soft edge.
				if r>>8 > 0x70 && g>>8 > 0x50 && bl>>8 < 0x40 && r > g {
					return true
				}
			}
		}
		return false
	}
	s := phoneDPR
	for side, p := range map[string]image.Point{
		"left": {7 * s, bd.Dy() / 2}, "right": {bd.Dx() - 7*s, bd.Dy() / 2},
		"top": {bd.Dx() / 2, 7 * s}, "bottom": {bd.Dx() / 2, bd.Dy() - 7*s},
	} {
		if !gold(p) {
			t.Errorf("%s: no felt rim on the %s side at %v: the picture is blank or cut off", name, side, p)
		}
	}
}
