//go:build display

package thirdwheel

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/thirdwheel/board"
	"parlor/scenes/ui/input"
)

// race plays a Snap Match table (a person as the Third Wheel, hard bots) at fps
// Updates a second on a fake monotonic clock, until the first window that opens on a
// pair; the person presses Space (a DOM press with its own timestamp) after ms of real
// time, read by the first Update after it. It returns the verdict on that slap, its
// stamp, and the moves of the 3 s after it (the clock's ticks left out).
func race(t *testing.T, seed uint64, fps, after float64) (tw.SlapOutcome, int, string) {
	t.Helper()
	tb, a, tick := raceTable(t, seed, fps)
	if !untilPair(tb, tick) {
		t.Fatalf("seed %d: no window opened on a pair", seed)
	}
	// When the window opened, on the clock's scale (what a DOM timestamp is on).
	opened := tb.Clock().Real - (tb.Clock().Game - tb.WindowOpened())
	press := opened + after
	for tb.Clock().Real+1000/fps < press {
		tick()
	}
	a.DOM = []input.DOMPress{{Code: "Space", Stamp: press}}
	tick()
	a.DOM = nil
	for end := tb.Clock().Real + 3000; tb.Clock().Real < end; {
		tick()
	}
	m := MatchOf(tb.Shell)
	var moves []string
	for _, e := range m.Log() {
		if e.Seat >= 0 {
			moves = append(moves, e.Text)
		}
	}
	for _, e := range m.Events() {
		if s, ok := e.(tw.Slapped); ok && s.Seat == tb.Viewer() {
			return s.Outcome, s.At, strings.Join(moves, " | ")
		}
	}
	t.Fatalf("%v fps: the slap %v ms after the window opened was never judged", fps, after)
	return 0, 0, ""
}

// raceTable is a Snap Match table of seed with a person in seat 0 and hard bots, on a
// fake clock moved on by one frame at fps before every Update (tick).
func raceTable(t *testing.T, seed uint64, fps float64) (*Table, *scenes.App, func()) {
	t.Helper()
	tb, a := table(t, "snap", "human,hard,hard", seed), App(prefs.Normal)
	clk := 0.0
	a.Monotonic = func() float64 { return clk }
	tb.in.focusHook = func() bool { return true }
	tb.in.sampleHook = func() []board.Sample { return nil }
	return tb, a, func() {
		clk += 1000 / fps
		Step(tb, a, 1)
	}
}

// untilPair runs the table until a Snap Match window on a pair the person, the Third
// Wheel, may slap has started (its card has landed); false when the game ends first.
func untilPair(tb *Table, tick func()) bool {
	for !tb.Over() {
		if tb.windowOpen() && !tb.WindowWaiting() && tb.v.Window.Snap && tb.v.PairOnTop() && tb.v.CanSlap(tb.Viewer()) {
			return true
		}
		tick()
	}
	return false
}

// TestRaceInRealTime: the same race run at 60 and at 5 Updates a second, with the
// person's press at the same real time after the pair appeared, gets the same verdict
// at the same stamp, and the same moves, stamps included, before and after it: an early
// press snaps the pair; a press after the next Duo card closed the window, while that
// card is still on its way to the table, is judged in the next window, at the human line
// (its clock starts when the card has landed). Game time is the clock's, not a count of
// frames, so a slow frame rate neither slows the bots nor favours or punishes the person.
func TestRaceInRealTime(t *testing.T) {
	seed := uint64(0)
	for s := uint64(1); s < 300 && seed == 0; s++ {
		if tb, _, tick := raceTable(t, s, 60); tb.v.Roles[0] == tw.ThirdWheel && untilPair(tb, tick) {
			seed = s
		}
	}
	if seed == 0 {
		t.Fatal("no seed below 300 has the person as the Third Wheel facing a pair")
	}
	verdicts := map[tw.SlapOutcome]bool{}
	for _, after := range []float64{90, 1300} {
		fast, fastAt, fastMoves := race(t, seed, 60, after)
		slow, slowAt, slowMoves := race(t, seed, 5, after)
		if fast != slow || fastAt != slowAt {
			t.Errorf("press %v ms after the pair: %v at %d ms at 60 fps, %v at %d ms at 5 fps", after, fast, fastAt, slow, slowAt)
		}
		// The last frame at 5 fps may run up to 200 ms past the 3 s, so one more move can
		// be in; every move both rates made must be the same, slap and stamps included.
		f, sl := strings.Split(fastMoves, " | "), strings.Split(slowMoves, " | ")
		n := min(len(f), len(sl))
		if !slices.Equal(f[:n], sl[:n]) || max(len(f), len(sl))-n > 1 {
			t.Errorf("press %v ms after the pair: the moves differ\n60 fps: %s\n 5 fps: %s", after, fastMoves, slowMoves)
		}
		if !slices.Contains(f[:n], "0: slap @"+strconv.Itoa(fastAt)) {
			t.Errorf("press %v ms after the pair: the person's slap is not among the moves both rates made: %s", after, fastMoves)
		}
		verdicts[fast] = true
		t.Logf("press %v ms after the pair: %v at %d ms at both rates", after, fast, fastAt)
	}
	if !verdicts[tw.SlapSnap] || len(verdicts) < 2 {
		t.Errorf("verdicts %v: want a snap for the early press and another verdict for the late one", verdicts)
	}
}
