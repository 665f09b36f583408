//go:build display

package thirdwheel

import (
	"math"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/thirdwheel/board"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// paceRun is a Snap Match table with a person as the Third Wheel between two normal Duo
// bots, at speed, on a fake monotonic clock moved on by a 60 fps frame before every
// Update; the person never presses anything. It is drawn after every Update in which a
// pair lies on top of the table and the PAIR! badge has not been drawn over it yet.
type paceRun struct {
	tb  *Table
	a   *scenes.App
	clk float64
	img *ebiten.Image
}

func newPaceRun(t *testing.T, speed prefs.Speed, from uint64) *paceRun {
	t.Helper()
	for seed := from; seed < from+200; seed++ {
		tb := table(t, "snap", "normal,human,normal", seed)
		if st(tb).Roles()[1] != tw.ThirdWheel {
			continue
		}
		r := &paceRun{tb: tb, a: App(speed)}
		r.a.Monotonic = func() float64 { return r.clk }
		tb.in.focusHook = func() bool { return true }
		tb.in.sampleHook = func() []board.Sample { return nil }
		r.img = ebiten.NewImage(int(r.a.W), int(r.a.H))
		return r
	}
	t.Fatalf("no seed from %d to %d gives seat 1 the Third Wheel", from, from+199)
	return nil
}

func (r *paceRun) tick() {
	r.clk += 1000.0 / 60
	Step(r.tb, r.a, 1)
	if !r.tb.v.PairOnTop() || r.tb.badgeN == r.tb.topN() {
		return
	}
	r.tb.Draw(&ui.Canvas{Dst: r.img, S: 1, W: r.a.W, H: r.a.H})
}

// stats plays r until the game ends (or limit Updates), and reports the gaps in game
// ms between one Duo card being played and the next (from the Update that made each);
// for every Snap Match window on a pair, how many ms after the window's clock started
// the PAIR! badge first drew (negative: drawn before the clock ran; -Inf: drawn while
// the window still waited); and for every window how many ms after its clock started
// the frame came that draws its card landed.
func (r *paceRun) stats(limit int) (gaps, badge, land []float64) {
	tb := r.tb
	last, played, landed := -1.0, 0, 0
	win := 0
	for i := 0; i < limit && !tb.Over(); i++ {
		r.tick()
		if tb.played != played {
			played = tb.played
			now := tb.Clock().Game
			if last >= 0 {
				gaps = append(gaps, now-last)
			}
			last = now
		}
		if w := tb.v.Window; w.Open && landed != played && !tb.Busy(tb.Now()) {
			landed = played
			land = append(land, tb.Clock().Game-tb.WindowOpened())
		}
		if w := tb.v.Window; w.Open && w.ID != win && tb.badgeN == tb.topN() && tb.badgeN > 0 {
			win = w.ID
			if tb.WindowWaiting() {
				badge = append(badge, math.Inf(-1))
			} else {
				badge = append(badge, tb.badgeAt-tb.WindowOpened())
			}
		}
	}
	return gaps, badge, land
}

func minMax(xs []float64) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, x := range xs {
		lo, hi = math.Min(lo, x), math.Max(hi, x)
	}
	return lo, hi
}

// TestDuoBotsLeaveAPersonTimeToRead: a person as the Third Wheel against normal Duo
// bots under Snap Match gets at least 1.2 s of game time between one bot card and the
// next at the normal speed (0.6 s at Fast, 1.92 s at Slow), measured from the Updates
// that made the cards.
func TestDuoBotsLeaveAPersonTimeToRead(t *testing.T) {
	for _, c := range []struct {
		speed prefs.Speed
		min   float64
	}{{prefs.Normal, 1200}, {prefs.Fast, 600}, {prefs.Slow, 1920}} {
		r := newPaceRun(t, c.speed, 1)
		gaps, _, _ := r.stats(60 * 60)
		if len(gaps) < 8 {
			t.Fatalf("%v: only %d gaps between Duo cards", c.speed, len(gaps))
		}
		lo, hi := minMax(gaps)
		t.Logf("%v: %d gaps between bot Duo cards, %.0f–%.0f ms of game time", c.speed, len(gaps), lo, hi)
		if lo < c.min {
			t.Errorf("%v: a bot Duo card came %.0f ms after the one before, want ≥ %.0f", c.speed, lo, c.min)
		}
	}
}

// TestRaceClockStartsWhenTheBadgeShows: every Snap Match window on a pair starts its
// clock in the very Update whose frame first draws the PAIR! badge over the landed
// card, never before.
func TestRaceClockStartsWhenTheBadgeShows(t *testing.T) {
	var badge, land []float64
	for from := uint64(1); len(badge) < 6 && from < 400; {
		r := newPaceRun(t, prefs.Normal, from)
		_, b, l := r.stats(60 * 90)
		badge, land = append(badge, b...), append(land, l...)
		from = r.tb.Setup().Seed + 1
	}
	if len(badge) < 6 {
		t.Fatalf("only %d windows on a pair", len(badge))
	}
	lo, hi := minMax(land)
	t.Logf("%d windows: the card landed %.0f–%.0f ms after the race clock started", len(land), lo, hi)
	lo, hi = minMax(badge)
	t.Logf("%d windows on a pair: the badge drew %.0f–%.0f ms after the race clock started", len(badge), lo, hi)
	if lo != 0 || hi != 0 {
		t.Errorf("the badge drew %.0f–%.0f ms after the race clock started, want 0", lo, hi)
	}
}

// TestHotSeatWindowWaitsForTheThirdWheel: three people at one screen under Snap Match.
// After each Duo card the screen is handed to the Third Wheel, who answers it with its
// hand; until the Third Wheel takes the screen the window waits, hidden with the hands
// (its clock at 0, a slap key pressed behind the screen does nothing), and its clock
// starts in the Update that shows the table to the Third Wheel, which then has the
// whole window.
func TestHotSeatWindowWaitsForTheThirdWheel(t *testing.T) {
	tb := table(t, "snap", "human,human,human", 3)
	a := App(prefs.Normal)
	clk := 0.0
	a.Monotonic = func() float64 { return clk }
	tws := st(tb).Roles()
	twSeat := slices.Index(tws[:], tw.ThirdWheel)
	key := tb.in.binds.Keys[slices.Index(tb.People(), twSeat)]
	press := false
	tb.in.focusHook = func() bool { return true }
	tb.in.sampleHook = func() []board.Sample {
		return []board.Sample{{Binding: board.Binding{Device: board.DevKey, Code: key}, JustPressed: press, Down: press}}
	}
	run := func(in input.Input) {
		clk += 1000.0 / 60
		Tick(tb, a, in)
	}
	windows := 0
	for i := 0; i < 20000 && !tb.Over() && windows < 4; i++ {
		run(input.Input{})
		if !tb.Private() {
			if s := st(tb).ToMove(); tb.Person(s) && tb.Viewer() == s && !tb.handHidden() && len(tb.v.Legal) > 0 {
				tb.Try(tb.stamped(tb.v.Legal[0]))
			}
			continue
		}
		if !tb.windowOpen() || tb.v.Window.TWAnswered {
			run(*input.Keys(input.KeyEnter))
			continue
		}
		if tb.PrivateFor() != twSeat || !tb.WindowWaiting() || tb.SeeThrough() {
			t.Fatalf("window %d opened: the screen waits for seat %d (the Third Wheel is %d), window waiting %v, table shown %v, clock %d", windows+1, tb.PrivateFor(), twSeat, tb.WindowWaiting(), tb.SeeThrough(), st(tb).Window().Clock)
		}
		submitted := tb.submittedAt
		for j := 0; j < 45; j++ {
			press = j == 20
			run(input.Input{})
			press = false
			if !tb.Private() || !tb.WindowWaiting() || st(tb).Window().Clock != 0 || tb.submittedAt != submitted {
				t.Fatalf("behind the screen, %d Updates on: privacy %v, waiting %v, window clock %d, slap submitted %v", j+1, tb.Private(), tb.WindowWaiting(), st(tb).Window().Clock, tb.submittedAt != submitted)
			}
		}
		run(*input.Keys(input.KeyEnter))
		if tb.Private() || tb.Viewer() != twSeat || tb.handHidden() || tb.WindowWaiting() || tb.WindowOpened() != tb.Clock().Game {
			t.Fatalf("after Enter: privacy %v, viewer %d (Third Wheel %d), hand hidden %v, waiting %v, clock started at %.0f, now %.0f", tb.Private(), tb.Viewer(), twSeat, tb.handHidden(), tb.WindowWaiting(), tb.WindowOpened(), tb.Clock().Game)
		}
		windows++
		// Half the windows the Third Wheel slaps; the others run to their end.
		if windows%2 == 0 {
			run(input.Input{})
			press = true
			run(input.Input{})
			press = false
			if tb.submittedAt != tb.Now() {
				t.Fatalf("the Third Wheel's slap key in its window did not slap")
			}
		}
	}
	if windows < 4 {
		t.Fatalf("only %d windows handed to the Third Wheel", windows)
	}
}
