//go:build display

package scenetest_test

import (
	"testing"

	"parlor/gameplay/match"
	"parlor/scenes"
	"parlor/scenes/prefs"
	"parlor/scenes/saves"
	. "parlor/scenes/scenetest"
)

// TestNewGameKeepsTheSaveUntilItsFirstMove: a new game started beside a game in
// progress (by the person's choice: the menu's Start) leaves the saved game as it is
// until its own first move is saved; then the first game's window, going on, does not
// write over it: it says so once and leaves the other game saved, even at its end.
func TestNewGameKeepsTheSaveUntilItsFirstMove(t *testing.T) {
	a, st := withStore(prefs.Normal)
	first, fsh := table(t, a, "threethirteen", "normal,normal,normal", 5)
	a.Goto(first)
	for i := 0; i < 6000 && moves(fsh) < 4; i++ {
		Step(first, a, 1)
	}
	kept := savedMoves(t, st)
	if len(kept) < 4 {
		t.Fatalf("the first game saved %d moves", len(kept))
	}

	b := App(prefs.Normal)
	b.Saves = st
	second, ssh := table(t, b, "troeven", "normal,normal,normal", 9)
	b.Goto(second)
	for i := 0; moves(ssh) == 0; i++ {
		if i > 6000 {
			t.Fatal("the second game made no move")
		}
		if sv, _ := saves.LoadGame(st); sv == nil || sv.Match.Config().Game != "threethirteen" || len(savedMoves(t, st)) != len(kept) {
			t.Fatalf("update %d of the new game, before its first move: the save holds %v", i, sv)
		}
		Step(second, b, 1)
	}
	if sv, _ := saves.LoadGame(st); sv == nil || sv.Match.Config().Game != "troeven" {
		t.Fatalf("after the new game's first move the save holds %v, want it", sv)
	}
	theirs := savedMoves(t, st)

	n := moves(fsh)
	for i := 0; i < 6000 && moves(fsh) == n; i++ {
		Step(first, a, 1)
	}
	if moves(fsh) == n {
		t.Fatal("the first game made no more moves")
	}
	if got := fsh.ToastShown(); got != scenes.OtherWindowWords {
		t.Errorf("the first window says %q, want %q", got, scenes.OtherWindowWords)
	}
	if sv, _ := saves.LoadGame(st); sv == nil || sv.Match.Config().Game != "troeven" || len(savedMoves(t, st)) != len(theirs) {
		t.Fatalf("the first game's next move changed the other window's save: %v", sv)
	}
	if err := fsh.Skip(func(match.View) bool { return false }); err != nil { // on to its end
		t.Fatal(err)
	}
	Step(first, a, 2)
	if sv, _ := saves.LoadGame(st); sv == nil || sv.Match.Config().Game != "troeven" {
		t.Fatalf("the first game's end cleared the other window's save: %v", sv)
	}
}
