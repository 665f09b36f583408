//go:build display

package scenetest_test

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"parlor/scenes"
	"parlor/scenes/prefs"
	"parlor/scenes/saves"
	. "parlor/scenes/scenetest"
)

// The files in testdata/v1 were written by Parlor before scenes.Setup carried a
// match.Config (commit 0a94e3c): settings.json by the menu's Start (the last setup:
// Triples in chill mode, four seats), and two games in progress by the tables'
// autosave (Three-Thirteen at a hot-seat table after two moves, Third Wheel after two).

// TestLastSetupOfThePreviousVersion: the last setup kept in an older settings file is
// the menu's next setup, seat for seat.
func TestLastSetupOfThePreviousVersion(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join("testdata", "v1", "settings.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "settings.json"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PARLOR_CONFIG_DIR", dir)
	p, err := prefs.Load()
	if err != nil || !p.FourColour {
		t.Fatalf("settings: %+v, %v", p, err)
	}
	s, ok := scenes.LastSetup(p, 42)
	if !ok {
		t.Fatalf("no last setup in %+v", p.Last)
	}
	if s.Game != "triples" || s.Players != 4 || !slices.Equal(s.Options, []string{"chill"}) || s.Seed != 42 ||
		!slices.Equal(s.Levels(), []string{"human", "hard", "easy", "human"}) ||
		!slices.Equal(s.Names(), []string{"Player 1", "Basil", "Cleo", "Player 2"}) {
		t.Errorf("last setup %+v", s)
	}
}

// TestGamesInProgressOfThePreviousVersion: a game in progress saved by an older
// version goes on: the same game, seats and moves, shown from the person to move.
func TestGamesInProgressOfThePreviousVersion(t *testing.T) {
	for _, c := range []struct {
		file   string
		game   string
		levels []string
		moves  int
	}{
		{"autosave-threethirteen.json", "threethirteen", []string{"human", "human", "normal"}, 2},
		{"autosave-thirdwheel.json", "thirdwheel", []string{"human", "normal", "normal"}, 2},
	} {
		data, err := os.ReadFile(filepath.Join("testdata", "v1", c.file))
		if err != nil {
			t.Fatal(err)
		}
		st := saves.NewMem()
		if err := st.Write(saves.AutosaveName, data); err != nil {
			t.Fatal(err)
		}
		sv, err := saves.LoadGame(st)
		if err != nil || sv == nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		a := App(prefs.Instant)
		a.Saves = st
		sc, err := scenes.Resume(a, sv.Match, false)
		if err != nil {
			t.Fatalf("%s: resume: %v", c.file, err)
		}
		sh := scenes.ShellOf(sc)
		s := sh.Setup()
		if s.Game != c.game || s.Seed != 7 || !slices.Equal(s.Levels(), c.levels) || sv.Match.Len() != c.moves || a.Launch.Game != c.game {
			t.Errorf("%s: setup %+v, %d moves", c.file, s, sv.Match.Len())
		}
		if m := sv.Match; sh.Person(m.ToMove()) && (sh.Viewer() != m.ToMove() || !reflect.DeepEqual(sh.View(), m.View(m.ToMove()))) {
			t.Errorf("%s: shown from seat %d, want the person to move, %d", c.file, sh.Viewer(), m.ToMove())
		}
		a.Goto(sc)
		Step(sc, a, 60)
	}
}
