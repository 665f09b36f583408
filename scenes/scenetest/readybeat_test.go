//go:build display

package scenetest_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes"
	"parlor/scenes/gametime"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui"
)

// TestReadyBeat: a table's game time runs only once the table has been drawn and a
// ready beat (gametime.ReadyBeatMs of the monotonic clock) has passed, and a frame longer
// than gametime.StallMs is not caught up but begins another beat. Third Wheel with Snap
// Match, bots in every seat, at instant speed (a bot moves on the first update the
// table is ready for one): until the table is drawn, however long, no move is made, no
// window's clock ticks and the game time stands at 0; after the first frame, none
// before the beat is over; then bots play. A 5 s stall adds nothing to the game time,
// and no move comes in the beat after it.
func TestReadyBeat(t *testing.T) {
	a := App(prefs.Instant)
	now := 0.0
	a.Monotonic = func() float64 { return now }
	a.ReadyBeat = true
	g, _ := scenes.Lookup("thirdwheel")
	tb := Open(t, g, Setup(t, "thirdwheel", "", 0, "snap", "normal,normal,normal", 2))
	sh, f := scenes.ShellOf(tb), scenes.FrameOf(tb)
	a.Goto(tb)
	tick := func(n int) {
		for range n {
			now += scenes.TickMs
			Step(tb, a, 1)
		}
	}
	tick(10 * scenes.TPS) // ten seconds, never drawn
	if n := MatchOf(sh).Len(); n != 0 || sh.Clock().Game != 0 || !f.Beat() {
		t.Fatalf("before the first frame: %d moves, game time %v ms, beat %v; want none, 0, held", n, sh.Clock().Game, f.Beat())
	}
	img := ebiten.NewImage(int(a.W), int(a.H))
	tb.Draw(&ui.Canvas{Dst: img, S: 1, W: a.W, H: a.H})
	drawnAt := now
	for now < drawnAt+gametime.ReadyBeatMs-2*scenes.TickMs {
		tick(1)
		if n := MatchOf(sh).Len(); n != 0 || sh.Clock().Game != 0 {
			t.Fatalf("%v ms after the first frame (within the beat): %d moves, game time %v ms", now-drawnAt, n, sh.Clock().Game)
		}
	}
	for i := 0; MatchOf(sh).Len() < 5; i++ {
		if i > 20*scenes.TPS {
			t.Fatalf("the bots made %d moves in 20 s after the beat", MatchOf(sh).Len())
		}
		tick(1)
	}
	if f.Beat() {
		t.Fatal("the beat still holds while the bots play")
	}

	game, n := sh.Clock().Game, MatchOf(sh).Len()
	now += 5000 // one frame of five seconds
	Step(tb, a, 1)
	if sh.Clock().Game != game || MatchOf(sh).Len() != n || !f.Beat() {
		t.Fatalf("after a 5 s frame: game time %v ms (was %v), %d moves (was %d), beat %v; want it held", sh.Clock().Game, game, MatchOf(sh).Len(), n, f.Beat())
	}
	stalled := now
	for now < stalled+gametime.ReadyBeatMs-2*scenes.TickMs {
		tick(1)
		if sh.Clock().Game != game || MatchOf(sh).Len() != n {
			t.Fatalf("%v ms after the stall: game time %v ms, %d moves; want %v, %d", now-stalled, sh.Clock().Game, MatchOf(sh).Len(), game, n)
		}
	}
	tick(2 * scenes.TPS)
	if sh.Clock().Game <= game || f.Beat() {
		t.Fatalf("2 s after the stall's beat the game time is %v ms (was %v), beat %v", sh.Clock().Game, game, f.Beat())
	}
}
