//go:build display

// These tests import Ebitengine, whose desktop build needs an X display even to start;
// they carry the build tag "display" and run under Xvfb through cmd/parlor/e2e.

package thirdwheel

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes"
	"parlor/scenes/input"
	"parlor/scenes/prefs"
	"parlor/scenes/thirdwheel/board"
)

func init() { scenes.Register(Info()) }

func newApp() *scenes.App {
	return &scenes.App{Prefs: prefs.Settings{Speed: prefs.Instant}, W: scenes.BaseW, H: scenes.BaseH, Scale: 1}
}

// humanTW starts a table with options where seat 0 is a person playing the Third Wheel
// (the first seed that deals that role) and hard bots elsewhere.
func humanTW(t *testing.T, options string) *Table {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		s, err := scenes.ParseSetup(ID, "", 0, options, "human,hard,hard", seed, false)
		if err != nil {
			t.Fatal(err)
		}
		tb, err := NewTable(s)
		if err != nil {
			t.Fatal(err)
		}
		if tb.st.Roles()[0] == tw.ThirdWheel {
			return tb
		}
	}
	t.Fatal("no seed gives seat 0 the Third Wheel")
	return nil
}

// keys is a fake keyboard for the test seam: Space's state this tick.
type keys struct {
	just, down, focused bool
}

func (k *keys) install(tb *Table) {
	k.focused = true
	tb.in.sampleHook = func() []board.Sample {
		return []board.Sample{{Binding: board.Binding{Device: board.DevKey, Code: int(ebiten.KeySpace)}, JustPressed: k.just, Down: k.down}}
	}
	tb.in.focusHook = func() bool { return k.focused }
}

func step(tb *Table, a *scenes.App) {
	a.In = input.Input{}
	if err := tb.Update(a); err != nil {
		panic(err)
	}
}

// untilWindow runs ticks until a fresh Snap Match window is open.
func untilWindow(t *testing.T, tb *Table, a *scenes.App) {
	t.Helper()
	for i := 0; i < 5000; i++ {
		if tb.windowOpen() && tb.v.Window.Snap && !tb.v.Window.TWAnswered && tb.winNow() < 300 && !tb.v.Owes {
			return
		}
		step(tb, a)
	}
	t.Fatal("no Snap Match window opened")
}

// TestSpaceSlapsInTheSameUpdate: a Space press during an open window is Submitted, and
// settled (Slapped), in the very Update that first sees it: 0 ticks from press to
// registered slap.
func TestSpaceSlapsInTheSameUpdate(t *testing.T) {
	tb := humanTW(t, "snap")
	a := newApp()
	var k keys
	k.install(tb)
	untilWindow(t, tb, a)
	k.just, k.down = true, true
	step(tb, a)
	press := tb.now
	if tb.submittedAt != press {
		t.Fatalf("press at Update %d, Submitted at %d: want the same Update (0 ticks)", press, tb.submittedAt)
	}
	if tb.slappedAt != press {
		t.Fatalf("press at Update %d, Slapped at %d: want the verdict in the same Update", press, tb.slappedAt)
	}
	t.Logf("press → registered slap: %d ticks; verdict: %d ticks", tb.submittedAt-press, tb.slappedAt-press)
}

// TestHeldKeyAndFocusLoss: holding Space through a window, and through a focus loss,
// slaps once; after refocus with the key still held nothing slaps.
func TestHeldKeyAndFocusLoss(t *testing.T) {
	tb := humanTW(t, "snap")
	a := newApp()
	var k keys
	k.install(tb)
	untilWindow(t, tb, a)
	k.just, k.down = true, true
	step(tb, a)
	first := tb.submittedAt
	k.just = false
	for i := 0; i < 30; i++ {
		step(tb, a)
	}
	if tb.submittedAt != first {
		t.Fatalf("a held Space slapped again at Update %d", tb.submittedAt)
	}
	// Focus leaves and comes back while Space is held; the device even reports a new
	// edge on the way back: no phantom slap.
	k.focused = false
	step(tb, a)
	step(tb, a)
	k.focused, k.just = true, true
	step(tb, a)
	k.just = false
	for i := 0; i < 10; i++ {
		step(tb, a)
	}
	if tb.submittedAt != first {
		t.Fatalf("phantom slap after refocus at Update %d", tb.submittedAt)
	}
}

// TestBotsPlayToTheEnd: an all-bot table with every house rule plays a whole game in
// real game time, and the end panel says why it ended.
func TestBotsPlayToTheEnd(t *testing.T) {
	s, err := scenes.ParseSetup(ID, "", 0, "snap,doubledown,actions,playout", "easy,normal,hard", 5, false)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := NewTable(s)
	if err != nil {
		t.Fatal(err)
	}
	a := newApp()
	a.Goto(tb)
	for i := 0; i < 60*60*20 && !tb.st.Over(); i++ {
		step(tb, a)
	}
	if !tb.st.Over() {
		t.Fatalf("no end after 20 minutes of game time (score %d, deck %d)", tb.st.Score(), tb.st.DeckSize())
	}
	for i := 0; i < 60 && !tb.Settled(); i++ {
		step(tb, a)
	}
	t.Logf("game over after %d Updates (%.0f s of game time): %s, score %d, %d windows", tb.gtick, board.GameMs(tb.gtick)/1000, tb.v.Result.Reason, tb.v.Result.Score, tb.v.Result.Windows)
	if !tb.Settled() || reasonText(tb.v.Result) == "" {
		t.Fatalf("end panel not up or no reason (%q)", tb.v.Result.Reason)
	}
	// Space (the slap key) pressed late must leave the end panel up; Enter starts a new game.
	a.In = input.Input{}
	a.In.AddKey(input.KeySpace)
	if err := tb.Update(a); err != nil {
		t.Fatal(err)
	}
	if a.Next() != nil {
		t.Fatalf("Space on the end panel left the table for %T", a.Next())
	}
	a.In = input.Input{}
	a.In.AddKey(input.KeyEnter)
	if err := tb.Update(a); err != nil {
		t.Fatal(err)
	}
	if _, ok := a.Next().(*Table); !ok {
		t.Fatalf("Enter on the end panel went to %T, want a new table", a.Next())
	}
}
