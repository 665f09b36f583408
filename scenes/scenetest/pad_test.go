//go:build display

package scenetest_test

import (
	"time"

	"testing"

	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui/input"
)

// padApp is an App whose input is the gamepad buttons a test names (press), read
// through the App's Update as a real pad's.
func padApp() (*scenes.App, func(ps ...input.Pad)) {
	a := App(prefs.Instant)
	var next []input.Pad
	a.Feed = func(in *input.Input) {
		for _, p := range next {
			in.AddPad(p)
		}
		next = next[:0]
	}
	press := func(ps ...input.Pad) {
		next = append(next[:0], ps...)
		if err := a.Update(); err != nil {
			panic(err)
		}
	}
	return a, press
}

// settleApp runs Updates with nothing pressed until no transition runs.
func settleApp(a *scenes.App, press func(...input.Pad)) {
	for i := 0; i < 200 && (a.Transitioning() || i < 3); i++ {
		press()
	}
}

// TestGamepadMenuToTableAndBack: with a gamepad alone, in every game, A on the menu
// starts the game (the focus opens on Start); at the table Start asks before leaving,
// B keeps playing, and Start then A goes back to the menu.
func TestGamepadMenuToTableAndBack(t *testing.T) {
	for _, g := range games {
		a, press := padApp()
		a.Goto(screens.NewMenu(Setup(t, g.id, "", 0, "", g.people, 4)))
		settleApp(a, press)
		press(input.PadA)
		settleApp(a, press)
		sh := scenes.ShellOf(a.Top())
		if sh == nil {
			t.Fatalf("%s: A on the menu went to %T, want the table", g.id, a.Top())
		}
		press(input.PadStart)
		if !scenes.FrameOf(sh).Leaving() {
			t.Fatalf("%s: Start did not ask before leaving", g.id)
		}
		press(input.PadB)
		if scenes.FrameOf(sh).Leaving() || a.Transitioning() {
			t.Fatalf("%s: B did not keep playing", g.id)
		}
		press(input.PadStart)
		press(input.PadA)
		settleApp(a, press)
		if _, ok := a.Top().(*screens.Menu); !ok {
			t.Fatalf("%s: Start then A went to %T, want the menu", g.id, a.Top())
		}
	}
}

// TestGamepadReplay: in the replay viewer of a finished Three-Thirteen game, with a
// gamepad alone, D-pad → steps one move and ← one back, RB goes on to the next round's
// start, LB back, A plays the game on and pauses it, and B goes back.
func TestGamepadReplay(t *testing.T) {
	a, press := padApp()
	r, err := screens.NewReplay(playedOut(t, "threethirteen", 11), time.Time{}, func(*scenes.App) scenes.Scene { return screens.NewHistory() })
	if err != nil {
		t.Fatal(err)
	}
	a.Goto(r)
	settleApp(a, press)
	press(input.PadRight)
	if r.K() != 1 {
		t.Fatalf("D-pad → went to move %d, want 1", r.K())
	}
	press(input.PadLeft)
	if r.K() != 0 {
		t.Fatalf("D-pad ← went to move %d, want 0", r.K())
	}
	press(input.PadRB)
	round := r.K()
	if round <= 1 {
		t.Fatalf("RB went to move %d, want the next round's start", round)
	}
	press(input.PadLB)
	if r.K() >= round {
		t.Fatalf("LB went to move %d, want before %d", r.K(), round)
	}
	press(input.PadA)
	if !r.Playing() {
		t.Fatal("A did not play the game on")
	}
	press(input.PadA)
	if r.Playing() {
		t.Fatal("A did not pause it")
	}
	press(input.PadB)
	settleApp(a, press)
	if _, ok := a.Top().(*screens.History); !ok {
		t.Fatalf("B went to %T, want the history", a.Top())
	}
}

// TestGamepadSettingsAtTable: at every table but Three-Thirteen (whose Back goes out)
// the gamepad's Back opens the settings, whose focus the D-pad moves, and B closes them.
func TestGamepadSettingsAtTable(t *testing.T) {
	for _, g := range games {
		if g.id == "threethirteen" {
			continue
		}
		a, press := padApp()
		tb, sh := table(t, a, g.id, g.people, 4)
		a.Goto(tb)
		settleApp(a, press)
		press(input.PadBack)
		if !scenes.FrameOf(sh).SettingsOpen() {
			t.Fatalf("%s: Back did not open the settings", g.id)
		}
		press(input.PadB)
		if scenes.FrameOf(sh).SettingsOpen() {
			t.Fatalf("%s: B did not close the settings", g.id)
		}
	}
}
