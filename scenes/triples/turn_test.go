//go:build display

package triples

import (
	"testing"

	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui/input"
)

// TestTurnHighlight: in a bot game, whenever the table has shown every event so far,
// the plate lit as on turn is the seat whose turn the view says it is (not the seat
// that played last), move after move, through a whole round.
func TestTurnHighlight(t *testing.T) {
	a := newApp()
	a.Prefs.Speed = prefs.Fast
	tb := newTable(t, "easy,easy,easy,easy", 7)
	a.Goto(tb)
	moves, last := 0, -1
	for i := 0; i < 40000 && !tb.RoundOver(); i++ {
		Tick(tb, a, input.Input{})
		n := MatchOf(tb.Shell).Len()
		if !tb.Idle() || tb.Ended() || tb.round == 0 || n == last {
			continue
		}
		last = n
		moves++
		if got, want := tb.onTurn(), tb.v().Turn; got != want {
			t.Fatalf("after move %d the plate of seat %d is lit, the turn is seat %d's", n, got, want)
		}
	}
	if moves < 10 {
		t.Fatalf("only %d moves were checked", moves)
	}
}
