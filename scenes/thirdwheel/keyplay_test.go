//go:build display

package thirdwheel

import (
	"slices"
	"testing"

	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/thirdwheel/board"
	"parlor/scenes/ui/input"
)

// keyPlayer is a person who plays Third Wheel by keys alone: ← → take the focus to
// the first hand card that makes a move (or, while a card's plays are offered, to the
// first of them) and Enter makes it; with no card to play, P passes, or Enter on the
// first offered button.
func keyPlayer(tb *Table) Chooser {
	return func(keys []input.Key) []input.Key {
		if !tb.Person(tb.Viewer()) || len(tb.v.Legal) == 0 || tb.handHidden() {
			return keys
		}
		hn, target := tb.handN(), -1
		if tb.choosing != 0 && len(tb.buttons) > 0 {
			target = hn
		} else {
			target = slices.IndexFunc(tb.v.Hand, tb.hasHandMove)
		}
		if target < 0 {
			if slices.ContainsFunc(tb.v.Legal, func(m tw.Move) bool { return m.Kind == tw.MovePass }) {
				return append(keys, input.KeyP)
			}
			if len(tb.buttons) == 0 {
				return keys
			}
			target = hn
		}
		switch {
		case tb.focus == target:
			return append(keys, input.KeyEnter)
		case tb.focus < 0 && target >= tb.focusN()/2, tb.focus > target:
			return append(keys, input.KeyLeft)
		}
		return append(keys, input.KeyRight)
	}
}

// humanDuo starts a table where seat 0 is a person in the Duo and hard bots elsewhere.
func humanDuo(t *testing.T) *Table {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		if tb := table(t, "", "human,hard,hard", seed); st(tb).Roles()[0].IsDuo() {
			return tb
		}
	}
	t.Fatal("no seed gives seat 0 a Duo seat")
	return nil
}

// TestWholeGameByKeys: a person in the Third Wheel's seat plays a whole game against
// two bots by keys alone, and again by a gamepad, and in a Duo seat by keys, through the
// App's Update as real keys go, to the final score sheet; every move of theirs was made
// by a key or button (the focus walked the hand), and the Third Wheel matched cards as
// well as passed.
func TestWholeGameByKeys(t *testing.T) {
	for _, run := range []struct {
		dev Device
		duo bool
	}{{Keyboard, false}, {Gamepad, false}, {Keyboard, true}} {
		dev := run.dev
		a := App(prefs.Instant)
		tb := humanTW(t, "")
		if run.duo {
			tb = humanDuo(t)
		}
		tb.in.sampleHook = func() []board.Sample { return nil } // no slaps: this game has no windows
		d := PlayGame(t, a, tb, dev, 400000, keyPlayer(tb))
		if !st(tb).Over() {
			t.Fatalf("device %d: the game is not over", dev)
		}
		var kinds []tw.MoveKind
		for _, e := range MatchOf(tb.Shell).Log() {
			if m, ok := e.Move.(tw.Move); ok && e.Seat == tb.Viewer() && !slices.Contains(kinds, m.Kind) {
				kinds = append(kinds, m.Kind)
			}
		}
		if !run.duo && (!slices.Contains(kinds, tw.MovePass) || len(kinds) < 2) || run.duo && !slices.Contains(kinds, tw.MovePlay) {
			t.Errorf("device %d: the person's moves were of kinds %v, want passes and plays", dev, kinds)
		}
		if dev == Gamepad {
			for _, p := range []input.Pad{input.PadX, input.PadY} {
				if !slices.Contains(d.Buttons, p) {
					t.Errorf("the gamepad game never pressed %s (pressed %v)", p, d.Buttons)
				}
			}
			if !slices.Contains(d.Buttons, input.PadLeft) && !slices.Contains(d.Buttons, input.PadRight) {
				t.Errorf("the gamepad game never moved the focus (pressed %v)", d.Buttons)
			}
		}
		t.Logf("device %d (Duo %v): %d rounds, %d moves of the person's (kinds %v), %d ticks with a press", dev, run.duo, d.Rounds, d.Moves, kinds, d.Pressed)
	}
}
