//go:build display

package framebench

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/gameplay/match"
	"parlor/scenes"
	"parlor/scenes/all"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui"
)

// The benchmarks run on their own goroutine and hand each frame's work to the game's
// Update, one frame a tick, so that every frame ends as a real one does: Ebitengine
// flushes its command queue, resets its per-frame buffers and moves images that are
// only read onto shared source atlases, all outside the timed work.
type testGame struct {
	work chan func() // a frame's work, run inside Update
	done chan struct{}
	stop chan struct{} // closed when the tests are over
	// ready is sent on when Update is about to take work: nothing of Ebitengine's own
	// runs until the work arrives, so a timer started then counts only the work.
	ready chan struct{}
}

var game = &testGame{
	work:  make(chan func()),
	done:  make(chan struct{}),
	stop:  make(chan struct{}),
	ready: make(chan struct{}),
}

// gameRunning is set by the first Update: drawing needs a running graphics context.
var gameRunning = make(chan struct{})

func (g *testGame) Update() error {
	select {
	case <-gameRunning:
	default:
		close(gameRunning)
	}
	select {
	case g.ready <- struct{}{}:
	case <-g.stop:
		return ebiten.Termination
	}
	select {
	case f := <-g.work:
		f()
		g.done <- struct{}{}
		// Wait until the timer is stopped before Ebitengine ends the frame.
		<-g.done
	case <-g.stop:
		return ebiten.Termination
	}
	return nil
}

func (*testGame) Draw(*ebiten.Image)         {}
func (*testGame) Layout(int, int) (int, int) { return 64, 64 }

// inFrame runs f inside the next Update; with b non-nil only f is timed (the timer is
// stopped on entry and left stopped).
func inFrame(b *testing.B, f func()) {
	<-game.ready
	if b != nil {
		runtime.MemProfileRate = profileRate
		b.StartTimer()
	}
	game.work <- f
	<-game.done
	if b != nil {
		b.StopTimer()
		runtime.MemProfileRate = 0
	}
	game.done <- struct{}{}
}

func TestMain(m *testing.M) {
	all.Register()
	ebiten.SetWindowSize(64, 64)
	// As many ticks a second as the frames take; single-threaded, so that no rendering
	// of Ebitengine's runs while a frame is timed.
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetVsyncEnabled(false)
	code := 1
	go func() {
		code = m.Run()
		close(game.stop)
	}()
	if err := ebiten.RunGameWithOptions(game, &ebiten.RunGameOptions{InitUnfocused: true, SkipTaskbar: true, SingleThread: true}); err != nil {
		fmt.Fprintln(os.Stderr, "framebench: no game loop:", err)
		select {
		case <-gameRunning:
		default:
			// The benchmarks wait for a game that will not run: fail them.
			close(gameRunning)
			noGame = true
		}
		<-game.stop
	}
	os.Exit(code)
}

// profileRate is the memory profile's rate (-memprofilerate), in force only while a
// frame is timed.
var profileRate int

// noGame is set when Ebitengine could not start (no X display).
var noGame bool

// BenchmarkFrame: one op is one whole frame (the App's Update, then Draw onto a
// 1280×800 image; Ebitengine's end of the frame, its flush to the GPU, is left out) of
// the menu and of each game's table after 600 frames of play, a person in seat 0 and
// bots elsewhere: the steady state of a table waiting for its player (Third Wheel's bots
// race on). Goal: at most 10 allocs/op. With -memprofile, the memory profile holds only
// the timed frames' allocations (the profiler is off during the rest).
func BenchmarkFrame(b *testing.B) {
	<-gameRunning
	if noGame {
		b.Fatal("needs a running Ebitengine game (an X display on Linux)")
	}
	if runtime.MemProfileRate != 0 {
		profileRate = runtime.MemProfileRate
		runtime.MemProfileRate = 0
		defer func() { runtime.MemProfileRate = profileRate }()
	}
	cases := []struct{ game, bots string }{{"menu", ""}}
	for _, g := range all.Games() { // a person and normal bots at the game's default table
		cases = append(cases, struct{ game, bots string }{g.Game.ID(), "human" + strings.Repeat(",normal", g.DefaultPlayers-1)})
	}
	for _, tc := range cases {
		b.Run(tc.game, func(b *testing.B) {
			b.StopTimer()
			f := warm(b, tc.game, tc.bots)
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				if err := timed(b, f); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// warmed holds each benchmark's frame, played up to its steady state once: the testing
// package runs a benchmark twice (one op, then b.N), and the second run goes on from
// where the first stopped.
var warmed = map[string]*frame{}

// warm returns a frame of the named game's table (or of the menu, for "menu"), after
// 600 frames of play: 540 updates without drawing (the same play, without the
// rendering that makes a software-GL run slow), then 60 whole frames, each a tick of
// its own so that Ebitengine settles its atlases as it does in a game.
func warm(b *testing.B, name, bots string) *frame {
	if f := warmed[name]; f != nil {
		return f
	}
	a := scenetest.App(prefs.Normal)
	if name == "menu" {
		a.Goto(screens.NewMenu(scenes.Setup{Config: match.Config{Game: "threethirteen"}}))
	} else {
		gi, ok := scenes.Lookup(name)
		if !ok {
			b.Fatalf("no game %q", name)
		}
		sc, err := gi.NewTable(scenetest.Setup(b, name, "", 0, "", bots, 7))
		if err != nil {
			b.Fatal(err)
		}
		a.Goto(sc)
	}
	var dst *ebiten.Image
	var c ui.Canvas
	f := &frame{}
	f.run = func() {
		if f.err = a.Update(); f.err == nil {
			c.Begin(dst)
			a.Draw(&c)
		}
	}
	var err error
	inFrame(nil, func() {
		dst = ebiten.NewImage(ui.BaseW, ui.BaseH)
		for range 540 {
			if err = a.Update(); err != nil {
				return
			}
		}
	})
	for range 60 {
		if err == nil {
			err = timed(nil, f)
		}
	}
	if err != nil {
		b.Fatal(err)
	}
	warmed[name] = f
	return f
}

// timed runs one frame in its own tick, timing only the frame when b is non-nil.
func timed(b *testing.B, f *frame) error {
	inFrame(b, f.run)
	return f.err
}

// A frame is an App's Update and Draw; run (made once: a closure made per call would
// count as one of the frame's allocations) does one and keeps its error.
type frame struct {
	run func()
	err error
}
