package main

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/internal/atomicfile"
	"parlor/scenes"
)

// settleFrames is how many drawn frames in a row the scene must be settled before a
// screenshot is taken; shotTimeout bounds the wait (in ticks) for a scene that never
// settles, after which the screenshot is taken anyway.
const (
	settleFrames = 4
	shotTimeout  = 90 * scenes.TPS
)

// game is the one ebiten.Game: Update advances the App (and so the active scene), Draw
// only draws it, LayoutF makes the screen as many pixels as the window has device
// pixels so text and cards are crisp at any device scale factor.
type game struct {
	app    *scenes.App
	canvas scenes.Canvas
	devW   float64
	devH   float64
	dpr    float64

	shotPath string
	demo     string // PARLOR_DEMO: words "round11", "help", "settings", "rules", "reveal", "privacy" (development screenshots only)
	demoDone bool
	settled  int
	shotDone bool
	shotErr  error
	ticks    int
	expired  atomic.Bool
	drawn    bool // the first frame has been drawn
}

func newGame(app *scenes.App, o options) *game {
	if o.screenshot != "" {
		// Temporary files of screenshots whose process was killed mid-save.
		atomicfile.Clean(filepath.Dir(o.screenshot))
	}
	g := &game{app: app, shotPath: o.screenshot, demo: os.Getenv("PARLOR_DEMO")}
	if o.exitAfter > 0 {
		time.AfterFunc(o.exitAfter, func() { g.expired.Store(true) })
	}
	return g
}

// LayoutF returns the screen size in device pixels.
func (g *game) LayoutF(w, h float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	if s <= 0 {
		s = 1
	}
	g.devW, g.devH, g.dpr = w*s, h*s, s
	return g.devW, g.devH
}

// Layout is required by ebiten.Game; LayoutF is used instead.
func (g *game) Layout(w, h int) (int, int) {
	fw, fh := g.LayoutF(float64(w), float64(h))
	return int(fw), int(fh)
}

// Update advances one tick.
func (g *game) Update() error {
	if g.expired.Load() || g.shotDone {
		return ebiten.Termination
	}
	g.ticks++
	g.app.W, g.app.H, g.app.Scale = scenes.Fit(g.devW, g.devH, g.dpr)
	if g.shotPath != "" && !g.demoDone && g.app.Settled() {
		g.runDemo()
	}
	return g.app.Update()
}

// runDemo prepares a development screenshot named by PARLOR_DEMO.
func (g *game) runDemo() {
	g.demoDone = true
	if strings.Contains(g.demo, "round11") {
		if h, ok := g.app.Top().(interface{ SkipToRound(int) error }); ok {
			if err := h.SkipToRound(11); err != nil {
				g.shotErr = err
			}
		}
	}
	if strings.Contains(g.demo, "rules") {
		if gi, ok := scenes.Lookup(g.app.Launch.Game); ok {
			g.app.Push(scenes.NewRules(gi))
		}
	}
	if strings.Contains(g.demo, "settings") {
		if h, ok := g.app.Top().(interface{ ShowSettings() }); ok {
			h.ShowSettings()
		}
	}
	if strings.Contains(g.demo, "help") {
		if h, ok := g.app.Top().(interface{ ShowHelp() }); ok {
			h.ShowHelp()
		}
	}
}

// shotReady reports whether the screenshot may be taken now.
func (g *game) shotReady() bool {
	if g.ticks > shotTimeout {
		return true
	}
	if strings.Contains(g.demo, "privacy") {
		r, ok := g.app.Top().(interface{ Private() bool })
		if !ok || !r.Private() {
			return false
		}
	}
	if strings.Contains(g.demo, "reveal") {
		r, ok := g.app.Top().(interface{ RoundOver() bool })
		if !ok || !r.RoundOver() {
			return false
		}
	}
	return g.app.Settled() && g.demoDone
}

// Draw draws the App and, once the scene has settled, saves the screenshot.
func (g *game) Draw(screen *ebiten.Image) {
	g.canvas.DPR = g.dpr
	g.canvas.Begin(screen)
	g.app.Draw(&g.canvas)
	if !g.drawn {
		g.drawn = true
		pageFirstFrame()
	}
	if g.shotPath == "" || g.shotDone {
		return
	}
	if !g.shotReady() {
		g.settled = 0
		return
	}
	g.settled++
	if g.settled < settleFrames {
		return
	}
	g.shotDone = true
	g.shotErr = savePNG(screen, g.shotPath)
	if g.ticks > shotTimeout && g.shotErr == nil {
		fmt.Fprintln(os.Stderr, "parlor: the scene did not settle; screenshot taken anyway")
	}
}

// savePNG writes the screen's pixels to path as a PNG (atomically).
func savePNG(screen *ebiten.Image, path string) error {
	b := screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(img.Pix)
	// The screen is opaque; make sure the file is too.
	for i := 3; i < len(img.Pix); i += 4 {
		img.Pix[i] = 0xff
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	if err := atomicfile.Write(path, buf.Bytes()); err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	return nil
}
