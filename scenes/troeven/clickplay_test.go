//go:build display

package troeven

import (
	"slices"
	"testing"

	"parlor/gameplay/cards"
	tv "parlor/gameplay/troeven"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui/input"
)

// TestOneClickPlays: the card model of every table (docs/architecture.md#input): a
// click on a card that alone decides the move plays it. In Troeven one click on a legal
// hand card plays it, at once.
func TestOneClickPlays(t *testing.T) {
	a := App(prefs.Instant)
	tb := newTable(t, "", "human,normal,normal", 4)
	a.Goto(tb)
	plays := 0
	for turns := 0; turns < 40 && plays < 3 && !tb.RoundOver(); turns++ {
		settle(t, tb, a, 3000)
		if tb.RoundOver() {
			break
		}
		if tb.TrumpDialog() || tb.dummyTurn() || tb.v().Phase != tv.PhasePlay {
			playLegal(t, tb, a)
			continue
		}
		hand := handCards(tb)
		k := slices.IndexFunc(hand, func(c cards.Card) bool { return tb.isLegal(c, false) })
		x, y, ok := handSpot(tb, k, len(hand))
		if !ok {
			t.Fatalf("no spot clicks hand card %d", k)
		}
		before := len(st(tb).View(0).Hand)
		Tick(tb, a, input.Input{Pointer: true, Pressed: true, Down: true, X: x, Y: y})
		if got := len(st(tb).View(0).Hand); got != before-1 {
			t.Fatalf("one click on the legal %v: %d cards in hand, had %d (toast %q)", hand[k], got, before, tb.ToastShown())
		}
		Tick(tb, a, input.Input{Pointer: true, Released: true, X: x, Y: y})
		plays++
	}
	if plays < 3 {
		t.Fatalf("only %d plays by a click", plays)
	}
}

// handSpot is a point that hits hand card k of n (HitHand), found on a grid.
func handSpot(tb *Table, k, n int) (x, y float64, ok bool) {
	r := tb.lay.HandBounds(tb.Viewer(), n)
	for y := r.Y + 4; y < r.Y+r.H; y += 4 {
		for x := r.X + 2; x < r.X+r.W; x += 4 {
			if tb.lay.HitHand(x, y, n, tb.selected) == k {
				return x, y, true
			}
		}
	}
	return 0, 0, false
}
