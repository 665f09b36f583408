// Package scenetest helps the table scenes' tests: an App with no window, a tick of
// input at a time, and the state of a table's local match (which only tests may look
// at: the tables play through seat handles).
package scenetest

import (
	"testing"

	"parlor/gameplay/match"
	"parlor/scenes"
	"parlor/scenes/prefs"
	"parlor/scenes/screens"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// App is an App for a 1280×800 screen at speed, silent, with no clock (a table counts
// scenes.TickMs per Update).
func App(speed prefs.Speed) *scenes.App {
	a := &scenes.App{Prefs: prefs.Settings{Speed: speed, Muted: true}, W: ui.BaseW, H: ui.BaseH, Scale: 1}
	screens.Install(a)
	return a
}

// Setup parses a setup as the command line does, failing t on an error.
func Setup(t testing.TB, game, variant string, players int, options, bots string, seed uint64) scenes.Setup {
	t.Helper()
	s, err := scenes.ParseSetup(game, variant, players, options, bots, seed, false)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Started is the table newTable starts for setup s, failing t on an error.
func Started[T any](t testing.TB, newTable func(scenes.Setup) (T, error), s scenes.Setup) T {
	t.Helper()
	tb, err := newTable(s)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// Tick runs one Update of s with input in; an error panics (a table's Update returns
// none in these tests).
func Tick(s scenes.Scene, a *scenes.App, in input.Input) {
	a.In = in
	if err := s.Update(a); err != nil {
		panic(err)
	}
}

// Step runs n Updates with no input.
func Step(s scenes.Scene, a *scenes.App, n int) {
	for range n {
		Tick(s, a, input.Input{})
	}
}

// Press runs one Update with keys ks pressed.
func Press(s scenes.Scene, a *scenes.App, ks ...input.Key) {
	var in input.Input
	for _, k := range ks {
		in.AddKey(k)
	}
	Tick(s, a, in)
}

// Click runs a press and a release of the pointer at x, y (two Updates).
func Click(s scenes.Scene, a *scenes.App, x, y float64) {
	Tick(s, a, input.Input{Pointer: true, X: x, Y: y, Down: true, Pressed: true})
	Tick(s, a, input.Input{Pointer: true, X: x, Y: y, Released: true})
}

// State is the game's state now in a table's local match, as the game's own type S
// (its *State); a copy.
func State[S any](sh *scenes.Shell) S {
	s, _ := match.Unwrap[S](sh.Sess.(*scenes.LocalSession).Match().State())
	return s
}
