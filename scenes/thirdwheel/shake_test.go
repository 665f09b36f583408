//go:build display

package thirdwheel

import (
	"testing"
	"time"

	tw "parlor/gameplay/thirdwheel"
	. "parlor/scenes/scenetest"
)

// TestLostRaceShakesThePad: a race the person loses (to a bot, or by missing the
// window) shakes their gamepad once (App.Vibrate); a race they win, and a race between
// two bots, do not.
func TestLostRaceShakesThePad(t *testing.T) {
	tb := table(t, "doubledown", "human,normal,normal", 1)
	a := App(0)
	var shakes []time.Duration
	a.Vibrate = func(d time.Duration, strength float64) {
		if strength <= 0 || strength > 1 {
			t.Errorf("shake strength %v, want in (0, 1]", strength)
		}
		shakes = append(shakes, d)
	}
	Step(tb, a, 1)
	for _, c := range []struct {
		e    tw.RaceLost
		want int
	}{
		{tw.RaceLost{Seat: 0, Winner: 1, At: 240, WinnerAt: 223, ByMs: 17, Race: "doubledown"}, 1},
		{tw.RaceLost{Seat: 0, Winner: -1, At: 1510, ByMs: 10, Race: "snap"}, 1},
		{tw.RaceLost{Seat: 1, Winner: 0, At: 240, WinnerAt: 223, ByMs: 17, Race: "doubledown"}, 0},
		{tw.RaceLost{Seat: 2, Winner: 1, At: 240, WinnerAt: 223, ByMs: 17, Race: "doubledown"}, 0},
	} {
		shakes = shakes[:0]
		tb.Animate(c.e)
		if len(shakes) != c.want || c.want > 0 && shakes[0] != lostShake {
			t.Errorf("%+v: shakes %v, want %d of %v", c.e, shakes, c.want, lostShake)
		}
	}
}
