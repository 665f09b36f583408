//go:build display

// These tests import Ebitengine, whose desktop build needs an X display even to start;
// they carry the build tag "display" and are run under Xvfb by cmd/parlor/e2e.

package screens_test

import (
	"testing"

	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/threethirteen"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

func init() { scenes.Register(threethirteen.Info()) }

// TestMenuByKeyboard sets up a game with the keyboard alone: three players, the second
// seat an easy bot and the third a person, the forbid-retake option, seed 4242, then
// Start; the game that starts has exactly that setup.
func TestMenuByKeyboard(t *testing.T) {
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	setup, err := scenes.ParseSetup("threethirteen", "", 4, "", "", 1, false)
	if err != nil {
		t.Fatal(err)
	}
	a := screens.NewApp(setup)
	a.W, a.H, a.Scale = ui.BaseW, ui.BaseH, 1
	m := screens.NewMenu(setup)
	a.Goto(m)
	Press(m, a) // lay out; the focus starts on Start
	// Tab order: games…, learn to play, players, seats…, options…, seed, new seed, speed,
	// sound, four colours, rules, online, quit, full screen, start, history, statistics,
	// daily deal. From Start, Tab goes through History, Statistics and Daily deal and
	// wraps to the games, then Learn to play and players.
	for range 5 + len(scenes.Games()) {
		Press(m, a, input.KeyTab)
	}
	Press(m, a, input.KeyLeft)  // 4 → 3 players
	Press(m, a, input.KeyDown)  // seat 1 (You)
	Press(m, a, input.KeyDown)  // seat 2: bot normal
	Press(m, a, input.KeyLeft)  // → bot easy
	Press(m, a, input.KeyDown)  // seat 3: bot normal
	Press(m, a, input.KeyRight) // → bot hard
	Press(m, a, input.KeyRight) // → human (wraps past the levels)
	Press(m, a, input.KeyDown)  // option forbid-retake
	Press(m, a, input.KeySpace)
	Press(m, a, input.KeyDown) // option tiebreak-round (left off)
	Press(m, a, input.KeyDown) // seed field
	for i := 0; i < 20; i++ {
		Press(m, a, input.KeyBackspace)
	}
	a.In = input.Input{}
	for _, r := range "4242" {
		a.In.AddChar(r)
	}
	m.Update(a)
	Press(m, a, input.KeyTab, input.KeyTab) // one move per tick: to New seed
	for i := 0; i < 9; i++ {
		Press(m, a, input.KeyTab) // speed, sound, four colours, language, rules, online, quit, full screen, start
	}
	Press(m, a, input.KeyEnter)
	if a.Next() == nil {
		t.Fatalf("Enter on Start did not start a game")
	}
	got := a.Launch
	if got.Players != 3 || got.Seed != 4242 || !got.Has("forbid-retake") || got.Has("tiebreak-round") {
		t.Errorf("started %+v", got)
	}
	want := []string{"human", "easy", "human"}
	for i, l := range got.Levels() {
		if l != want[i] {
			t.Errorf("seat %d is %q, want %q", i, l, want[i])
		}
	}
	if got.Seats[0].Name != "Player 1" || got.Seats[2].Name != "Player 2" {
		t.Errorf("two people are named %q and %q", got.Seats[0].Name, got.Seats[2].Name)
	}
}

// TestMenuByMouse starts a game with clicks only: the seat and option widgets react to
// a click, and Start starts the game.
func TestMenuByMouse(t *testing.T) {
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	setup, _ := scenes.ParseSetup("threethirteen", "", 2, "", "", 77, false)
	a := screens.NewApp(setup)
	a.W, a.H, a.Scale = ui.BaseW, ui.BaseH, 1
	m := screens.NewMenu(setup)
	a.Goto(m)
	Press(m, a)
	click := func(x, y float64) {
		a.In = input.Input{Pointer: true, Pressed: true, Down: true, X: x, Y: y}
		m.Update(a)
		a.In = input.Input{Pointer: true, Released: true, X: x, Y: y}
		m.Update(a)
	}
	// Widget positions at 1280×800 (see menu.layout): the second seat's cycle, the
	// tiebreak option and Start.
	click(420+100, 200+46+18+46+10) // seat 2: normal → hard
	click(420+100, 200+46+18+46+10) // seat 2: hard → human
	click(830+100, 200+58+10+20)    // tiebreak-round
	a.Prefs.Speed = prefs.Fast
	click(830+100, 800-110+20) // Start
	if a.Next() == nil {
		t.Fatalf("clicking Start did not start a game")
	}
	got := a.Launch
	if got.Seed != 77 || !got.Has("tiebreak-round") || got.Levels()[1] != "human" {
		t.Errorf("started %+v (levels %v)", got, got.Levels())
	}
}
