//go:build display

// These tests import Ebitengine, whose desktop build needs an X display even to start;
// they carry the build tag "display" and run under Xvfb through cmd/parlor/e2e.

package thirdwheel

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/gameplay/match"
	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/thirdwheel/board"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

func init() { scenes.Register(Info()) }

// st is the game's state now (only tests look at it).
func st(tb *Table) *tw.State { return State[*tw.State](tb.Shell) }

func newApp() *scenes.App { return App(prefs.Instant) }

// humanTW starts a table with options where seat 0 is a person playing the Third Wheel
// (the first seed that deals that role) and hard bots elsewhere.
func humanTW(t *testing.T, options string) *Table {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		if tb := table(t, options, "human,hard,hard", seed); st(tb).Roles()[0] == tw.ThirdWheel {
			return tb
		}
	}
	t.Fatal("no seed gives seat 0 the Third Wheel")
	return nil
}

// atWindow starts a Snap Match table where seat 0 is a person playing the Third Wheel
// on a fake keyboard, and runs it until a fresh window is open.
func atWindow(t *testing.T) (*Table, *scenes.App, *keys) {
	t.Helper()
	tb, a, k := humanTW(t, "snap"), newApp(), &keys{}
	k.install(tb)
	untilWindow(t, tb, a)
	return tb, a, k
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

func step(tb *Table, a *scenes.App) { Step(tb, a, 1) }

// untilWindow runs ticks until a fresh Snap Match window is open, past the human line (a
// press there is made at once).
func untilWindow(t *testing.T, tb *Table, a *scenes.App) {
	t.Helper()
	untilWindowAt(t, tb, a, match.HumanLineMs, 300)
}

// untilWindowAt runs ticks until a fresh Snap Match window is open and its time is from
// ms up to (not including) until.
func untilWindowAt(t *testing.T, tb *Table, a *scenes.App, from, until int) {
	t.Helper()
	for i := 0; i < 5000; i++ {
		if now := tb.WindowNow(); tb.windowOpen() && !tb.WindowWaiting() && tb.v.Window.Snap && !tb.v.Window.TWAnswered && now >= from && now < until && !tb.v.Owes {
			return
		}
		step(tb, a)
	}
	t.Fatal("no Snap Match window opened")
}

// TestPressBeforeTheHumanLine: a slap pressed sooner than the human line after the window
// opened counts as made at the line: stamped match.HumanLineMs, settled once the window's
// time has reached it.
func TestPressBeforeTheHumanLine(t *testing.T) {
	tb, a, k := humanTW(t, "snap"), newApp(), &keys{}
	k.install(tb)
	untilWindowAt(t, tb, a, 0, match.HumanLineMs-20)
	k.just, k.down = true, true
	step(tb, a)
	press, at := tb.Now(), tb.WindowNow()
	k.just, k.down = false, false
	Step(tb, a, 15)
	for _, e := range MatchOf(tb.Shell).Events() {
		if sl, ok := e.(tw.Slapped); ok && sl.Seat == 0 {
			if sl.At != match.HumanLineMs || tb.slappedAt <= press {
				t.Errorf("pressed at %d ms of window time: slapped at %d ms (Update %d, press at %d), want at %d ms, later", at, sl.At, tb.slappedAt, press, match.HumanLineMs)
			}
			return
		}
	}
	t.Fatalf("the slap pressed at %d ms of window time was never judged", at)
}

// TestSpaceSlapsInTheSameUpdate: a Space press during an open window is Submitted, and
// settled (Slapped), in the very Update that first sees it: 0 ticks from press to
// registered slap.
func TestSpaceSlapsInTheSameUpdate(t *testing.T) {
	tb, a, k := atWindow(t)
	k.just, k.down = true, true
	step(tb, a)
	press := tb.Now()
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
	tb, a, k := atWindow(t)
	k.just, k.down = true, true
	step(tb, a)
	first := tb.submittedAt
	k.just = false
	Step(tb, a, 30)
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
	Step(tb, a, 10)
	if tb.submittedAt != first {
		t.Fatalf("phantom slap after refocus at Update %d", tb.submittedAt)
	}
}

// TestBotsPlayToTheEnd: an all-bot table with every house rule plays a whole game in
// real game time, and the end panel says why it ended.
func TestBotsPlayToTheEnd(t *testing.T) {
	tb, a := table(t, "snap,doubledown,actions,playout", "easy,normal,hard", 5), newApp()
	a.Goto(tb)
	for i := 0; i < 60*60*20 && !tb.Over(); i++ {
		step(tb, a)
	}
	if !tb.Over() {
		t.Fatalf("no end after 20 minutes of game time (score %d, deck %d)", st(tb).Score(), st(tb).DeckSize())
	}
	for i := 0; i < 60 && !tb.Settled(); i++ {
		step(tb, a)
	}
	t.Logf("game over after %d Updates (%.0f s of game time): %s, score %d, %d windows", tb.Now(), tb.Clock().Game/1000, tb.v.Result.Reason, tb.v.Result.Score, tb.v.Result.Windows)
	if !tb.Settled() || reasonText(tb.v.Result) == "" {
		t.Fatalf("end panel not up or no reason (%q)", tb.v.Result.Reason)
	}
	// Space (the slap key) pressed late must leave the end panel up; Enter goes to the
	// final scores (where New game is a button: a stray Enter never deals a new game).
	Press(tb, a, input.KeySpace)
	if a.Next() != nil {
		t.Fatalf("Space on the end panel left the table for %T", a.Next())
	}
	Press(tb, a, input.KeyEnter)
	if _, ok := a.Next().(*screens.Scoring); !ok {
		t.Fatalf("Enter on the end panel went to %T, want the final scores", a.Next())
	}
}

// TestPrivacyBetweenPeople: with two people at one screen, the privacy screen goes up
// (naming the next person) before a different person's hand is shown; while it is up no
// hand is drawn, no button is offered and a hand key (P) does nothing; Enter shows the
// named person's hand. No person's hand is ever shown while another person must act.
func TestPrivacyBetweenPeople(t *testing.T) {
	tb := table(t, "", "human,human,hard", 3)
	a := newApp()
	img := ebiten.NewImage(int(a.W), int(a.H))
	screens, switches := 0, 0
	last := -1 // the person whose hand was last shown
	for i := 0; i < 20000 && !tb.Over() && switches < 4; i++ {
		step(tb, a)
		if tb.Private() {
			who := tb.PrivateFor()
			if !tb.Person(who) || (who == tb.Viewer() && !tb.Hidden()) {
				t.Fatalf("privacy screen for seat %d (viewer %d, hidden %v)", who, tb.Viewer(), tb.Hidden())
			}
			if !tb.handHidden() || len(tb.buttons) != 0 || tb.choosing != 0 {
				t.Fatalf("privacy screen up but hand hidden %v, %d buttons", tb.handHidden(), len(tb.buttons))
			}
			// The cover draws (without a hand) at the layout's size.
			tb.Draw(&ui.Canvas{Dst: img, S: 1, W: a.W, H: a.H})
			// P (pass) must not move for anyone behind the screen.
			toMove, score := st(tb).ToMove(), st(tb).Score()
			Press(tb, a, input.KeyP)
			if !tb.Private() || st(tb).ToMove() != toMove || st(tb).Score() != score {
				t.Fatalf("P behind the privacy screen: privacy %v, to move %d→%d", tb.Private(), toMove, st(tb).ToMove())
			}
			Press(tb, a, input.KeyEnter)
			if tb.Private() || tb.handHidden() || tb.Viewer() != who {
				t.Fatalf("after Enter: privacy %v, hidden %v, viewer %d, want %d", tb.Private(), tb.handHidden(), tb.Viewer(), who)
			}
			if want := st(tb).View(who).Hand; len(tb.v.Hand) != len(want) {
				t.Fatalf("after Enter the table shows %d cards, %s holds %d", len(tb.v.Hand), tb.Name(who), len(want))
			}
			screens++
			if last >= 0 && last != who {
				switches++
			}
			last = who
			continue
		}
		seat := st(tb).ToMove()
		if !tb.Person(seat) {
			continue
		}
		// A person must act: their own hand is the one on show.
		if tb.handHidden() || tb.Viewer() != seat {
			t.Fatalf("seat %d to move, but viewer %d (hand hidden %v) with no privacy screen", seat, tb.Viewer(), tb.handHidden())
		}
		legal := tb.v.Legal
		if len(legal) == 0 {
			t.Fatalf("seat %d to move with no legal move", seat)
		}
		if !tb.Try(tb.stamped(legal[0])) {
			t.Fatalf("legal move %v refused", legal[0])
		}
	}
	t.Logf("%d privacy screens, %d between two different people", screens, switches)
	if switches < 2 {
		t.Fatalf("only %d privacy screens between two different people", switches)
	}
}

// TestSlapBehindPrivacy: in hot seat with Snap Match, the Third Wheel's slap key slaps
// in the very Update it is pressed in its window; its answer made, the screen is handed
// to the Duo player on turn while the window runs on, and the table (the verdict, the
// window) stays in view behind that privacy screen, hands hidden.
func TestSlapBehindPrivacy(t *testing.T) {
	for seed := uint64(1); seed < 60; seed++ {
		tb := table(t, "snap", "human,human,hard", seed)
		// The hot-seat player index of the Third Wheel, and the other person's seat.
		p := slices.IndexFunc(tb.People(), func(s int) bool { return st(tb).Roles()[s] == tw.ThirdWheel })
		if p < 0 {
			continue
		}
		duo := tb.People()[1-p]
		a := newApp()
		press := false
		tb.in.focusHook = func() bool { return true }
		tb.in.sampleHook = func() []board.Sample {
			return []board.Sample{{Binding: board.Binding{Device: board.DevKey, Code: tb.in.binds.Keys[p]}, JustPressed: press, Down: press}}
		}
		for i := 0; i < 3000 && !tb.Over(); i++ {
			press = false
			step(tb, a)
			tws := tb.People()[p]
			if now := tb.WindowNow(); tb.windowOpen() && !tb.WindowWaiting() && !tb.Private() && tb.v.CanSlap(tws) && st(tb).Turn() == duo && now >= match.HumanLineMs && now < 300 {
				press = true
				step(tb, a)
				if tb.submittedAt != tb.Now() || tb.slappedAt != tb.Now() {
					t.Fatalf("seed %d: slap key in the window: Submitted at %d, Slapped at %d, press at %d (window now %d, clock %d, toast %q)", seed, tb.submittedAt, tb.slappedAt, tb.Now(), tb.WindowNow(), tb.v.Window.Clock, tb.ToastShown())
				}
				if tb.windowOpen() && (!tb.Private() || tb.PrivateFor() != duo || !tb.handHidden() || !tb.SeeThrough()) {
					t.Fatalf("seed %d: after the slap: privacy %v for %d (want %d), hand hidden %v, table in view %v", seed, tb.Private(), tb.PrivateFor(), duo, tb.handHidden(), tb.SeeThrough())
				}
				t.Logf("seed %d: the slap made, the screen waits for %s with the window in view", seed, tb.Name(duo))
				return
			}
			if tb.Private() {
				Press(tb, a, input.KeyEnter)
				continue
			}
			if s := st(tb).ToMove(); tb.Person(s) && tb.Viewer() == s && !tb.handHidden() && len(tb.v.Legal) > 0 {
				tb.Try(tb.stamped(tb.v.Legal[0]))
			}
		}
	}
	t.Fatal("no open window on the Third Wheel's screen with the other person on turn")
}

// TestHelpSwallowsSlaps: in an open window, Space pressed while the key help is up
// only closes it: no slap then, none while the key stays held, and none from a DOM
// press made while the help was up; a fresh press after it slaps.
func TestHelpSwallowsSlaps(t *testing.T) {
	tb, a, k := atWindow(t)
	before := tb.submittedAt
	scenes.FrameOf(tb).ShowHelp()
	k.just, k.down = true, true
	a.DOM = []input.DOMPress{{Code: "Space", Stamp: 1}}
	Tick(tb, a, input.Input{AnyKey: true})
	a.DOM = nil
	k.just = false
	Step(tb, a, 5)
	if scenes.FrameOf(tb).HelpOpen() || tb.submittedAt != before {
		t.Fatalf("Space behind the help: help open %v, a slap submitted at %d", scenes.FrameOf(tb).HelpOpen(), tb.submittedAt)
	}
	k.down = false
	step(tb, a)
	untilWindow(t, tb, a)
	k.just, k.down = true, true
	step(tb, a)
	if tb.submittedAt != tb.Now() {
		t.Fatalf("a fresh press after the help did not slap (submitted at %d, now %d)", tb.submittedAt, tb.Now())
	}
}
