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
	"parlor/scenes/screens"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
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
	canvas ui.Canvas
	devW   float64
	devH   float64
	dpr    float64
	// short: the scene shown is laid out for a short landscape screen (App.Fit).
	short bool

	shotPath string
	demo     string // PARLOR_DEMO: words "round11", "help", "settings", "rules", "reveal", "privacy", "review", "summary", "hint", "goout", "lesson", "lessonend", "lessonwrong", "waiting", "scores", "daily", "board", "away", "vote", "replayend" (a replay at its End), "focus" (one → pressed: the focus ring), "focusup" (one ↑), "shown" (development screenshots only)
	demoDone bool
	hinted   bool // "hint": the hint is on show
	revealed bool // "shown": the pass-and-play screen was lifted
	settled  int
	shotDone bool
	shotErr  error
	ticks    int
	expired  atomic.Bool
	drawn    bool // the first frame has been drawn

	setup  scenes.Setup // the command line's setup, for -games' next game
	games  int          // -autoplay -games N: N (0: one game, and the window stays)
	played int          // games finished so far
	last   scenes.Scene // the table last counted as finished
}

func newGame(app *scenes.App, o options) *game {
	if o.Screenshot != "" {
		// Temporary files of screenshots whose process was killed mid-save.
		atomicfile.Clean(filepath.Dir(o.Screenshot))
	}
	g := &game{app: app, shotPath: o.Screenshot, demo: os.Getenv("PARLOR_DEMO"), setup: o.setup, games: o.Games}
	if o.ExitAfter > 0 {
		time.AfterFunc(o.ExitAfter, func() { g.expired.Store(true) })
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
	g.short = g.app.Fit(g.devW, g.devH, g.dpr)
	if g.shotPath != "" && !g.demoDone && g.app.Settled() {
		g.runDemo()
	}
	if g.shotPath != "" && strings.Contains(g.demo, "scores") {
		g.toScores()
	}
	if r := scenes.RemoteOf(g.app.Top()); g.shotPath != "" && strings.Contains(g.demo, "vote") && r != nil && r.Prompt() == "away" {
		r.Client().Back() // this seat comes back at once: the vote about another is the picture
	}
	if f := scenes.FrameOf(g.app.Top()); strings.Contains(g.demo, "lessonend") && f != nil && !g.app.Transitioning() && !f.LessonFinal() {
		f.LessonFollow()
	}
	if strings.Contains(g.demo, "lessonwrong") {
		g.lessonWrong()
	}
	if g.games > 0 {
		if err := g.nextGame(); err != nil {
			return err
		}
	}
	return g.app.Update()
}

// nextGame counts a finished game once its end is on show (-autoplay -games N), says so
// on stdout, and deals the next game with the next seed, or ends parlor after the Nth.
func (g *game) nextGame() error {
	top := g.app.Top()
	t, ok := top.(interface {
		Final() bool
		RoundOver() bool
	})
	if !ok || top == g.last || !t.Final() || !t.RoundOver() || g.app.Next() != nil || g.app.Transitioning() {
		return nil
	}
	g.last = top
	g.played++
	s := g.setup
	s.Seed += uint64(g.played - 1)
	fmt.Printf("parlor: game %d of %d over (%s, seed %d)\n", g.played, g.games, s.Game, s.Seed)
	if g.played >= g.games {
		return ebiten.Termination
	}
	info, _ := scenes.Lookup(s.Game)
	s.Seed++
	sc, err := info.NewTable(s)
	if err != nil {
		return err
	}
	g.app.Goto(sc)
	return nil
}

// toScores goes on from a finished table to its final scores (PARLOR_DEMO=scores: an
// online game's end, with the rematch).
func (g *game) toScores() {
	f := scenes.FrameOf(g.app.Top())
	t, ok := g.app.Top().(interface {
		Final() bool
		RoundOver() bool
	})
	if f != nil && ok && t.Final() && t.RoundOver() && !g.app.Transitioning() {
		f.GoOn()
	}
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
	if strings.Contains(g.demo, "goout") {
		if h, ok := g.app.Top().(interface{ DemoAsk() error }); ok {
			g.shotErr = h.DemoAsk()
		}
	}
	if strings.Contains(g.demo, "lesson") {
		if gi, ok := scenes.Lookup(g.app.Launch.Game); ok {
			sc, err := scenes.StartLesson(g.app, gi)
			if err != nil {
				g.shotErr = err
			} else {
				g.app.Goto(sc)
			}
		}
	}
	if strings.Contains(g.demo, "rules") {
		if gi, ok := scenes.Lookup(g.app.Launch.Game); ok {
			g.app.Push(g.app.Screens.Rules(gi, true)) // as the menu opens it: Learn to play beside Back
		}
	}
	if strings.Contains(g.demo, "review") {
		if r, ok := g.app.Top().(interface{ DemoReview(summary bool) }); ok {
			r.DemoReview(strings.Contains(g.demo, "summary"))
		}
	}
	if strings.Contains(g.demo, "replayend") {
		if r, ok := g.app.Top().(interface {
			Seek(int) error
			Len() int
		}); ok {
			if err := r.Seek(r.Len()); err != nil {
				g.shotErr = err
			}
		}
	}
	if strings.Contains(g.demo, "settings") {
		if f := scenes.FrameOf(g.app.Top()); f != nil {
			f.ShowSettings()
		}
	}
	if _, ok := g.app.Top().(*screens.Lobby); ok && strings.Contains(g.demo, "daily") {
		g.app.Goto(screens.NewDaily(g.setup))
	}
	if strings.Contains(g.demo, "board") {
		if _, ok := g.app.Top().(*screens.Lobby); ok {
			g.app.Goto(screens.NewBoard(g.setup, g.setup.Game))
		}
	}
	if strings.Contains(g.demo, "help") {
		if f := scenes.FrameOf(g.app.Top()); f != nil {
			f.ShowHelp()
		}
	}
	if strings.Contains(g.demo, "focus") {
		// One → (↑ for "focusup") through the App, as a key: the focus ring shows.
		k := input.KeyRight
		if strings.Contains(g.demo, "focusup") {
			k = input.KeyUp
		}
		g.app.Feed = func(in *input.Input) {
			in.AddKey(k)
			g.app.Feed = nil
		}
	}
}

// shotReady reports whether the screenshot may be taken now.
func (g *game) shotReady() bool {
	if g.ticks > shotTimeout {
		return true
	}
	if strings.Contains(g.demo, "shown") && !g.revealed {
		// The first pass-and-play screen, once it is up, is lifted.
		f := scenes.FrameOf(g.app.Top())
		g.revealed = f != nil && f.Reveal()
		return false
	}
	if strings.Contains(g.demo, "privacy") {
		r, ok := g.app.Top().(interface{ Private() bool })
		if !ok || !r.Private() {
			return false
		}
	}
	for _, q := range []string{"away", "vote"} {
		if strings.Contains(g.demo, q) {
			// An online table's question is the picture (PARLOR_DEMO=away, vote).
			r := scenes.RemoteOf(g.app.Top())
			return r != nil && r.Prompt() == q
		}
	}
	if strings.Contains(g.demo, "waiting") {
		// The online screen's wait (quick play, a rematch) is the picture: no settling.
		w, ok := g.app.Top().(interface{ Waiting() string })
		return ok && w.Waiting() != ""
	}
	if strings.Contains(g.demo, "scores") && scenes.FrameOf(g.app.Top()) != nil {
		return false // on to the final scores first (toScores)
	}
	if strings.Contains(g.demo, "hint") && !g.hinted {
		// On the person's first turn, once the table is still: the hint's toast.
		if sh := scenes.ShellOf(g.app.Top()); sh != nil && g.app.Settled() && sh.Idle() {
			g.hinted = sh.GiveHint()
		}
		return false
	}
	if strings.Contains(g.demo, "lesson") {
		// The narrator's step on show, the table still (its Shell settled: a table's own
		// Settled may wait for moves the narrator holds back), no banner over it.
		f, sh := scenes.FrameOf(g.app.Top()), scenes.ShellOf(g.app.Top())
		if q, ok := g.app.Top().(interface{ Quiet() bool }); ok && !q.Quiet() {
			return false // a table's own effect (Third Wheel's slap) still on show
		}
		return f != nil && g.demoDone && !g.app.Transitioning() && f.LessonSays() != "" && sh.Settled() &&
			sh.BannerShown() == "" && (!strings.Contains(g.demo, "lessonend") || f.LessonFinal()) &&
			(!strings.Contains(g.demo, "lessonwrong") || f.LessonWrong() != "")
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
	g.canvas.DPR, g.canvas.Short, g.canvas.Touch = g.dpr, g.short, g.app.Touch()
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

// lessonWrong plays the lesson (PARLOR_DEMO=lessonwrong) on to its first step that
// waits for a move of the learner's, and there makes a move the narrator does not
// want, once: the screenshot shows its explanation.
func (g *game) lessonWrong() {
	f, sh := scenes.FrameOf(g.app.Top()), scenes.ShellOf(g.app.Top())
	if f == nil || g.app.Transitioning() || f.LessonWrong() != "" || !sh.Idle() {
		return
	}
	if f.LessonWaitsGo() {
		f.LessonFollow()
		return
	}
	if _, ok := f.LessonMove(); !ok {
		return
	}
	for _, m := range sh.Legal() {
		if !f.LessonWants(m) {
			sh.Submit(m) // held back: the narrator explains it
			return
		}
	}
	f.LessonFollow() // no other move open here: on to the next step
}
