//go:build display

package scenetest_test

import (
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
