//go:build display

package troeven

import (
	"slices"
	"testing"

	tv "parlor/gameplay/troeven"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui/input"
)

// keyPlayer is a person who plays Troeven by keys alone: in the trump dialog ← → to a
// suit and Enter names it; on their turn (and, as caller, the dummy's) ← → walk the
// choice to the first legal card of the row and Enter plays it.
func keyPlayer(tb *Table) Chooser {
	return func(keys []input.Key) []input.Key {
		if !tb.myTurn() {
			return keys
		}
		ctl := tb.control()
		if ctl.Trump {
			if ctl.Selected < 0 || ctl.Selected == 0 {
				return append(keys, input.KeyRight) // hearts, say: the second button on
			}
			return append(keys, input.KeyEnter)
		}
		target, n := -1, ctl.HandN
		for _, m := range tb.legal {
			if m.Kind != tv.PlayCard {
				continue
			}
			if m.FromDummy && ctl.DummyTurn {
				target = slices.IndexFunc(tb.m.dummyUp[:], func(o int) bool { return o >= 0 && tb.m.Objs[o].Card == m.Card })
				n = 4
			} else if !m.FromDummy && !ctl.DummyTurn {
				target = slices.Index(handCards(tb), m.Card)
			}
			if target >= 0 {
				break
			}
		}
		switch {
		case target < 0:
			return keys
		case ctl.Selected == target:
			return append(keys, input.KeyEnter)
		case ctl.Selected < 0 && target >= n/2, ctl.Selected > target:
			return append(keys, input.KeyLeft)
		}
		return append(keys, input.KeyRight)
	}
}

// TestWholeGameByKeys: a person plays a whole game of Troeven (with the dummy) against
// two bots by keys alone, and again by a gamepad, through the App's Update as real keys
// go, to the final score sheet; every move of theirs was made by a key or button.
func TestWholeGameByKeys(t *testing.T) {
	for _, dev := range []Device{Keyboard, Gamepad} {
		a := App(prefs.Instant)
		tb := newTable(t, "", "human,normal,normal", 5)
		d := PlayGame(t, a, tb, dev, 400000, keyPlayer(tb))
		if !st(tb).Over() {
			t.Fatalf("device %d: the game is not over", dev)
		}
		if d.Rounds < 1 || d.Moves < 10 {
			t.Errorf("device %d: %d rounds gone on from, %d moves of the person's", dev, d.Rounds, d.Moves)
		}
		var trumps, dummy int
		for _, e := range MatchOf(tb.Shell).Log() {
			if m, ok := e.Move.(tv.Move); ok && e.Seat == tb.Viewer() {
				if m.Kind == tv.NameTrump {
					trumps++
				}
				if m.FromDummy {
					dummy++
				}
			}
		}
		if trumps == 0 || dummy == 0 {
			t.Errorf("device %d: the person named trumps %d times and played the dummy's cards %d times", dev, trumps, dummy)
		}
		if dev == Gamepad {
			for _, p := range []input.Pad{input.PadA, input.PadRight} {
				if !slices.Contains(d.Buttons, p) {
					t.Errorf("the gamepad game never pressed %s (pressed %v)", p, d.Buttons)
				}
			}
		}
		t.Logf("device %d: %d rounds, %d moves of the person's (%d trumps named, %d dummy cards), %d ticks with a press", dev, d.Rounds, d.Moves, trumps, dummy, d.Pressed)
	}
}
