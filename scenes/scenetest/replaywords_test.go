//go:build display

package scenetest_test

import (
	"strings"
	"testing"

	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
)

// TestReplayNamesSeats: the replay viewer's status line gives a Triples target move
// ("make seat 2 draw 2" in the game's words) with the target's name, never a seat's
// number, on a wide and on a narrow bar.
func TestReplayNamesSeats(t *testing.T) {
	m := playedOut(t, "triples", 11)
	at := -1
	for i, e := range m.Log() {
		if strings.HasPrefix(e.Move.String(), "target ") {
			at = i
			break
		}
	}
	if at < 0 {
		t.Fatal("the game has no target move (no double triple)")
	}
	for _, sz := range [][2]float64{{1280, 800}, {390, 844}} {
		a := App(prefs.Instant)
		a.W, a.H, a.Scale = sz[0], sz[1], 1
		r := replayOf(t, a, m)
		if err := r.Seek(at + 1); err != nil {
			t.Fatal(err)
		}
		line := r.StatusLine()
		if strings.Contains(strings.ToLower(line), "seat ") || !strings.Contains(line, " draw 2") {
			t.Errorf("%v: the status line after %s reads %q: want the target by name", sz, m.Log()[at].Move, line)
		}
	}
}
