// Package scenetest helps the table scenes' tests: an App with no window, a tick of
// input at a time, and the state of a table's local match (which only tests may look
// at: a table plays through its Shell, which gives it no match). A test starts its
// tables on local sessions it keeps (Started, Open) or hands a match it holds to a
// table (Keep); MatchOf then finds the match of a table's Shell.
package scenetest

import (
	"sync"
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

// Started is the table build makes for game g's setup s, on a local match the test
// keeps (MatchOf), failing t on an error.
func Started[T scenes.Table](t testing.TB, g *scenes.GameInfo, build func(*scenes.Shell) (T, error), s scenes.Setup) T {
	t.Helper()
	sess, err := scenes.NewLocalSession(g.Game, s)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := scenes.StartOn(g, s, sess, build)
	if err != nil {
		t.Fatal(err)
	}
	keep(scenes.ShellOf(tb), sess, sess.Match())
	return tb
}

// Open is game g's table (GameInfo.Table) for setup s, on a local match the test keeps
// (MatchOf), failing t on an error.
func Open(t testing.TB, g *scenes.GameInfo, s scenes.Setup) scenes.Table {
	t.Helper()
	return Started(t, g, g.Table, s)
}

// kept are the local sessions and matches of the tables tests started or resumed, by
// their Shell.
var kept sync.Map

type keptMatch struct {
	sess *scenes.LocalSession
	m    *match.Match
}

func keep(sh *scenes.Shell, sess *scenes.LocalSession, m *match.Match) {
	kept.Store(sh, keptMatch{sess, m})
}

// Keep records m as the match the table scene sc plays (a match the test gave it, as to
// scenes.Resume), for MatchOf.
func Keep(sc scenes.Scene, m *match.Match) { keep(scenes.ShellOf(sc), nil, m) }

// MatchOf is the local match of a table the test started (Started, Open) or resumed
// (Keep); nil for any other.
func MatchOf(sh *scenes.Shell) *match.Match {
	k, _ := kept.Load(sh)
	m, _ := k.(keptMatch)
	return m.m
}

// SessionOf is the local session of a table the test started (Started, Open); nil for
// any other.
func SessionOf(sh *scenes.Shell) *scenes.LocalSession {
	k, _ := kept.Load(sh)
	m, _ := k.(keptMatch)
	return m.sess
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
	s, _ := match.Unwrap[S](MatchOf(sh).State())
	return s
}
