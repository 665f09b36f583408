//go:build display

package threethirteen

import (
	"slices"
	"testing"

	tt "parlor/gameplay/threethirteen"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/threethirteen/board"
	"parlor/scenes/ui/input"
)

// keyPlayer is a person who plays Three-Thirteen by keys alone: sorts the hand once
// (2 by rank, then 1 by suit), draws from the stock (S, or every third turn ↑ to the row
// above the hand and Enter on the stock, then ↓) or every third turn takes the discard
// (D), goes out (O) when a discard would, and otherwise walks the choice with
// ← → to the discard that keeps the fewest points and discards it (Enter); every other
// time it can go out it discards the card that goes out instead, and answers the go-out
// question Enter.
func keyPlayer(tb *Table, sorts *[]sortMode, asked, rows *int) Chooser {
	turns, outs := 0, 0
	return func(keys []input.Key) []input.Key {
		if tb.Asking() != "" {
			*asked++
			return append(keys, input.KeyEnter)
		}
		if !tb.myTurn() {
			return keys
		}
		v := tb.v()
		if len(*sorts) == 0 {
			*sorts = append(*sorts, tb.sort)
			return append(keys, input.Key2)
		}
		if len(*sorts) == 1 {
			*sorts = append(*sorts, tb.sort)
			return append(keys, input.Key1)
		}
		if len(*sorts) == 2 {
			*sorts = append(*sorts, tb.sort)
		}
		switch {
		case v.Phase == tt.PhaseDraw && tb.place == board.PStock:
			*rows++
			return append(keys, input.KeyEnter) // the stock, by the row above the hand
		case v.Phase == tt.PhaseDraw && tb.place != board.PHand:
			return append(keys, input.KeyLeft)
		case v.Phase == tt.PhaseDraw:
			turns++
			switch {
			case turns%3 == 0 && slices.ContainsFunc(tb.legal, func(m tt.Move) bool { return m.Kind == tt.TakeDiscard }):
				return append(keys, input.KeyD)
			case turns%3 == 1:
				return append(keys, input.KeyUp)
			}
			return append(keys, input.KeyS)
		case tb.place != board.PHand:
			return append(keys, input.KeyDown)
		case tb.canOut && outs%2 == 0:
			outs++
			return append(keys, input.KeyO)
		}
		hand := handCards(tb, tb.Viewer())
		best, bestP := -1, 0
		for _, m := range tb.legal {
			if i := slices.Index(hand, m.Card); m.Kind == tt.GoOut && i >= 0 && best < 0 {
				best = i // discarding it asks first; Enter says go out
			}
		}
		for _, m := range tb.legal {
			if tb.canOut {
				break
			}
			i := slices.Index(hand, m.Card)
			if m.Kind != tt.Discard || i < 0 {
				continue
			}
			p := tt.Penalty(slices.Delete(slices.Clone(hand), i, i+1), v.Wild)
			if best < 0 || p < bestP {
				best, bestP = i, p
			}
		}
		switch {
		case best < 0:
			return keys
		case tb.selected == best:
			if tb.canOut {
				outs++
			}
			return append(keys, input.KeyEnter)
		case tb.selected < 0 && best >= len(hand)/2, tb.selected > best:
			// From no choice, ← chooses the last card.
			return append(keys, input.KeyLeft)
		}
		return append(keys, input.KeyRight)
	}
}

// TestWholeGameByKeys: a person plays a whole game of Three-Thirteen against two bots
// by keys alone (and again by a gamepad), through the App's Update as real keys go, to
// the final score sheet; every move of theirs was made by a key, and the sorts (the
// shoulder buttons on the pad) sorted the hand.
func TestWholeGameByKeys(t *testing.T) {
	for _, dev := range []Device{Keyboard, Gamepad} {
		a := App(prefs.Instant)
		tb := newTable(t, "human,normal,normal", 3, 7, "")
		var sorts []sortMode
		asked, rows := 0, 0
		d := PlayGame(t, a, tb, dev, 200000, keyPlayer(tb, &sorts, &asked, &rows))
		if !st(tb).Over() {
			t.Fatalf("device %d: the game is not over", dev)
		}
		if d.Rounds < 10 || d.Moves < 22 {
			t.Errorf("device %d: %d rounds gone on from, %d moves of the person's", dev, d.Rounds, d.Moves)
		}
		var outs int
		for _, e := range MatchOf(tb.Shell).Log() {
			if m, ok := e.Move.(tt.Move); ok && e.Seat == tb.Viewer() && m.Kind == tt.GoOut {
				outs++
			}
		}
		if rows == 0 {
			t.Errorf("device %d: the stock was never drawn from by the row above the hand", dev)
		}
		if outs < 2 || asked == 0 {
			t.Errorf("device %d: the person went out %d times, %d of them through the question", dev, outs, asked)
		}
		if len(sorts) < 3 || sorts[1] != sortRank || sorts[2] != sortSuit {
			t.Errorf("device %d: the sorts gave %v, want rank then suit", dev, sorts)
		}
		if dev == Gamepad {
			for _, p := range []input.Pad{input.PadLB, input.PadRB, input.PadX, input.PadY, input.PadA, input.PadUp, input.PadDown, input.PadLeft, input.PadRight} {
				if !slices.Contains(d.Buttons, p) {
					t.Errorf("the gamepad game never pressed %s (pressed %v)", p, d.Buttons)
				}
			}
		}
		t.Logf("device %d: %d rounds, %d moves of the person's (%d outs, %d asked, %d draws by the row), %d ticks with a press", dev, d.Rounds, d.Moves, outs, asked, rows, d.Pressed)
	}
}
