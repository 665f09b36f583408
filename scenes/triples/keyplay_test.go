//go:build display

package triples

import (
	"slices"
	"testing"

	tr "parlor/gameplay/triples"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui/input"
)

// keyPlayer is a person who plays Triples by keys alone: for the first legal lay, ← →
// take the cursor to each of its cards in turn and Space chooses it, ↓ puts a wrong
// choice back, Enter lays them; with nothing to lay, D draws; after a double triple
// Enter names the opponent the keys start on.
func keyPlayer(tb *Table) Chooser {
	return func(keys []input.Key) []input.Key {
		if !tb.myTurn() {
			return keys
		}
		if tb.choosingTarget() {
			return append(keys, input.KeyEnter)
		}
		var lay []tr.Card
		for _, m := range tb.legal {
			if m.Kind == tr.MovePlay {
				lay = m.Played()
				break
			}
		}
		if lay == nil {
			return append(keys, input.KeyD)
		}
		var chosen []tr.Card
		for _, i := range tb.sel {
			chosen = append(chosen, tb.hand[i].card)
		}
		switch {
		case len(chosen) > len(lay) || !slices.Equal(chosen, lay[:len(chosen)]):
			return append(keys, input.KeyDown)
		case len(chosen) == len(lay):
			return append(keys, input.KeyEnter)
		}
		i := tb.handIndex(lay[len(chosen)])
		switch {
		case tb.cursor == i:
			return append(keys, input.KeySpace)
		case tb.cursor < 0 && i >= len(tb.hand)/2, tb.cursor > i:
			return append(keys, input.KeyLeft)
		}
		return append(keys, input.KeyRight)
	}
}

// TestWholeGameByKeys: a person plays a whole game of Triples against two bots by keys
// alone, and again by a gamepad, through the App's Update as real keys go, to the final
// score sheet; every move of theirs was made by a key or button, and they laid cards as
// well as drew.
func TestWholeGameByKeys(t *testing.T) {
	for _, dev := range []Device{Keyboard, Gamepad} {
		a := App(prefs.Instant)
		tb := newTable(t, "human,normal,normal", 9)
		d := PlayGame(t, a, tb, dev, 400000, keyPlayer(tb))
		if !st(tb).Over() {
			t.Fatalf("device %d: the game is not over", dev)
		}
		var lays, draws int
		for _, e := range MatchOf(tb.Shell).Log() {
			if m, ok := e.Move.(tr.Move); ok && e.Seat == tb.Viewer() {
				switch m.Kind {
				case tr.MovePlay:
					lays++
				case tr.MoveDraw:
					draws++
				}
			}
		}
		if d.Rounds < 2 || lays == 0 || draws == 0 {
			t.Errorf("device %d: %d rounds gone on from; the person laid %d times and drew %d", dev, d.Rounds, lays, draws)
		}
		if dev == Gamepad {
			for _, p := range []input.Pad{input.PadA, input.PadX, input.PadY, input.PadRight} {
				if !slices.Contains(d.Buttons, p) {
					t.Errorf("the gamepad game never pressed %s (pressed %v)", p, d.Buttons)
				}
			}
		}
		t.Logf("device %d: %d rounds, %d moves of the person's (%d lays, %d draws), %d ticks with a press", dev, d.Rounds, d.Moves, lays, draws, d.Pressed)
	}
}
