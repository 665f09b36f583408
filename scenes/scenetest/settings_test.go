//go:build display

package scenetest_test

import (
	"strings"
	"testing"

	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui/input"
)

// TestSettingsAtTheTable: G (or the Settings button) opens the settings over the table;
// the arrows and Enter change speed, sound and four colours, saved at once and used at
// once; bots wait while it is open; Esc closes it.
func TestSettingsAtTheTable(t *testing.T) {
	t.Setenv(prefs.EnvDir, t.TempDir())
	a := App(prefs.Fast)
	tb, sh := table(t, a, "troeven", "normal,normal,normal", 2)
	a.Goto(tb)
	Step(tb, a, 30)
	b := scenes.FrameOf(sh).SettingsButton()
	Click(tb, a, b.CX(), b.CY())
	if !scenes.FrameOf(sh).SettingsOpen() {
		t.Fatal("the Settings button did not open the settings")
	}
	n := moves(sh)
	Step(tb, a, 300)
	if moves(sh) != n {
		t.Fatal("bots played behind the settings")
	}
	muted := a.Prefs.Muted
	Press(tb, a, input.KeyRight) // speed: fast → instant
	Press(tb, a, input.KeyDown)
	Press(tb, a, input.KeyEnter) // sound on or off
	Press(tb, a, input.KeyDown)
	Press(tb, a, input.KeyEnter) // four colours on
	if a.Prefs.Speed != prefs.Instant || sh.Speed() != prefs.Instant || a.Prefs.Muted == muted || !a.Prefs.FourColour {
		t.Fatalf("settings now %+v (table speed %v)", a.Prefs, sh.Speed())
	}
	if saved, err := prefs.Load(); err != nil || saved != a.Prefs {
		t.Fatalf("saved settings %+v (%v), want %+v", saved, err, a.Prefs)
	}
	Press(tb, a, input.KeyEscape)
	if scenes.FrameOf(sh).SettingsOpen() || scenes.FrameOf(sh).Leaving() {
		t.Fatal("Esc did not just close the settings")
	}
	Press(tb, a, input.KeyG)
	if !scenes.FrameOf(sh).SettingsOpen() {
		t.Fatal("G did not open the settings")
	}
	Press(tb, a, input.KeyG)
	if scenes.FrameOf(sh).SettingsOpen() {
		t.Fatal("G did not close the settings")
	}
}

// TestLastSetupRemembered: the setup of a game started from the menu (game, variant,
// options, seats) is kept in the settings and is the menu's next start; a remembered
// setup that no longer fits the games is not used.
func TestLastSetupRemembered(t *testing.T) {
	t.Setenv(prefs.EnvDir, t.TempDir())
	a := App(prefs.Instant)
	s := Setup(t, "threethirteen", "", 4, "tiebreak-round", "human,easy,normal,easy", 8)
	menu := screens.NewMenu(s)
	a.Goto(menu)
	Step(menu, a, 1)
	Press(menu, a, input.KeyEnter) // Start
	saved, err := prefs.Load()
	if err != nil {
		t.Fatal(err)
	}
	last, ok := scenes.LastSetup(saved, 99)
	if !ok || last.Game != "threethirteen" || last.Players != 4 || !last.Has("tiebreak-round") ||
		strings.Join(last.Levels(), ",") != "human,easy,normal,easy" || last.Seed != 99 {
		t.Fatalf("remembered %+v (%v), want the setup started", last, ok)
	}
	for _, bad := range []prefs.LastSetup{{Game: "chess", Seats: "human,easy"}, {Game: "troeven", Seats: "human,genius,easy"}} {
		if _, ok := scenes.LastSetup(prefs.Settings{Last: bad}, 1); ok {
			t.Errorf("a remembered setup %+v was used", bad)
		}
	}
}

// TestSettingsSpeedChooser: at the table, a click on the speed's "‹" steps to the
// slower speed and a click on its "›" to the faster one (a click anywhere used to step
// forward).
func TestSettingsSpeedChooser(t *testing.T) {
	t.Setenv(prefs.EnvDir, t.TempDir())
	a := App(prefs.Normal)
	tb, sh := table(t, a, "triples", "human,normal", 2)
	a.Goto(tb)
	Step(tb, a, 2)
	Press(tb, a, input.KeyG)
	Step(tb, a, 1)
	f := scenes.FrameOf(sh)
	if !f.SettingsOpen() || len(f.SettingsWidgets()) == 0 {
		t.Fatal("G did not open the settings")
	}
	w := f.SettingsWidgets()[0]
	vx, col := input.CycleValue(&w)
	for _, step := range []struct {
		x    float64
		want prefs.Speed
	}{{vx + 13, prefs.Slow}, {vx + col - 17, prefs.Normal}, {vx + col - 17, prefs.Fast}, {vx + 13, prefs.Normal}} {
		Click(tb, a, step.x, w.Y+w.H/2)
		if a.Prefs.Speed != step.want {
			t.Fatalf("a click at x %.0f on the speed (%s) set %v, want %v", step.x, w.Label, a.Prefs.Speed, step.want)
		}
	}
}
