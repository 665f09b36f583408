//go:build display

package scenetest_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlor/scenes/prefs"
	"parlor/scenes/saves"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
)

// validRecord is a saved Three-Thirteen game of a few moves.
func validRecord(t *testing.T) []byte {
	t.Helper()
	a, _ := withStore(prefs.Instant)
	tb, sh := table(t, a, "threethirteen", "normal,normal,normal", 6)
	a.Goto(tb)
	for i := 0; i < 3000 && moves(sh) < 6; i++ {
		Step(tb, a, 1)
	}
	data, err := a.Saves.Read(saves.AutosaveName, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestBrokenSavedGame: saved data that is not a playable game (garbage, a truncated
// record, a game this version does not have, another game's moves, a move the rules
// refuse, a folder in the file's place) is reported on the menu in plain words with no
// Continue; a file is moved aside as autosave.json.broken, unchanged, and a new game is
// saved beside it, never over it; a folder is left where it is and the table says once
// that it cannot save, without stopping the game.
func TestBrokenSavedGame(t *testing.T) {
	good := validRecord(t)
	var rec map[string]any
	json.Unmarshal(good, &rec)
	edit := func(k string, v any) []byte {
		r := map[string]any{}
		for kk, vv := range rec {
			r[kk] = vv
		}
		r[k] = v
		b, _ := json.Marshal(r)
		return b
	}
	cases := []struct {
		name string
		data []byte // nil: a folder
		says string
	}{
		{"garbage", []byte("\x89PNG\r\n\x1a\n not a game at all {{{"), "could not be used"},
		{"truncated", good[:len(good)/2], "could not be used"},
		{"unknown game", edit("game", "chess"), "chess"},
		{"another game's moves", edit("game", "troeven"), "is not a move of this game"},
		{"a refused move", edit("moves", []string{"draw", "draw"}), "not allowed by the rules"},
		{"a folder", nil, "left where it is"},
	}
	for _, c := range cases {
		dir := t.TempDir()
		path := filepath.Join(dir, saves.AutosaveName)
		if c.data == nil {
			os.Mkdir(path, 0o755)
		} else {
			os.WriteFile(path, c.data, 0o644)
		}
		a := App(prefs.Instant)
		a.Saves = saves.Dir{Root: dir}
		menu := screens.NewMenu(Setup(t, "threethirteen", "", 3, "", "", 1))
		a.Goto(menu)
		Step(menu, a, 1)
		msg := menu.Status()
		t.Logf("%s: %s", c.name, msg)
		if !strings.Contains(msg, "The saved game") || !strings.Contains(msg, c.says) || menu.ContinueLabel() != "" {
			t.Errorf("%s: the menu says %q (Continue %q), want the saved game reported with %q", c.name, msg, menu.ContinueLabel(), c.says)
		}
		if c.data != nil {
			if kept, err := os.ReadFile(path + saves.BrokenSuffix); err != nil || !bytes.Equal(kept, c.data) || !strings.Contains(msg, "kept as autosave.json.broken") {
				t.Errorf("%s: not kept aside unchanged (%v)", c.name, err)
			}
		} else if fi, err := os.Stat(path); err != nil || !fi.IsDir() {
			t.Errorf("%s: the folder was not left where it was: %v", c.name, err)
		}
		// A new game: saved beside the broken data, never over it.
		tb, sh := table(t, a, "threethirteen", "normal,normal,normal", 2)
		a.Goto(tb)
		toasts := map[string]bool{}
		for i := 0; i < 3000 && moves(sh) < 4; i++ {
			Step(tb, a, 1)
			toasts[sh.ToastShown()] = true
		}
		if c.data != nil {
			if kept, _ := os.ReadFile(path + saves.BrokenSuffix); !bytes.Equal(kept, c.data) {
				t.Errorf("%s: the broken data kept aside was replaced", c.name)
			}
			if sv, err := saves.LoadGame(a.Saves); err != nil || sv == nil || sv.Match.Len() != moves(sh) {
				t.Errorf("%s: the new game is not saved: %v", c.name, err)
			}
			continue
		}
		said := 0
		for m := range toasts {
			if strings.HasPrefix(m, "Could not save the game") {
				said++
			}
		}
		if fi, err := os.Stat(path); err != nil || !fi.IsDir() || said != 1 {
			t.Errorf("%s: the table said %d times that it could not save (%v); the folder: %v", c.name, said, toasts, err)
		}
	}
}

// TestBrokenSavedGameAtTheTable: a table started without the menu (-scene table) looks
// at the saved game before its first save: broken data is moved aside and said in a
// toast, not overwritten.
func TestBrokenSavedGameAtTheTable(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, saves.AutosaveName)
	os.WriteFile(path, []byte(`{"game":"threethirteen","players":3,"seed":1,"moves":["out 9Z"]}`), 0o644)
	a := App(prefs.Instant)
	a.Saves = saves.Dir{Root: dir}
	tb, sh := table(t, a, "threethirteen", "normal,normal,normal", 2)
	a.Goto(tb)
	seen := ""
	for i := 0; i < 3000 && moves(sh) < 2; i++ {
		Step(tb, a, 1)
		if m := sh.ToastShown(); m != "" {
			seen = m
		}
	}
	if !strings.Contains(seen, "The saved game (autosave.json) could not be used") {
		t.Fatalf("the table said %q", seen)
	}
	if kept, err := os.ReadFile(path + saves.BrokenSuffix); err != nil || !strings.Contains(string(kept), "9Z") {
		t.Fatalf("the broken save was not kept aside: %v", err)
	}
}
