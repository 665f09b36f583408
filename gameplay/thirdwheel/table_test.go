package thirdwheel

import (
	"strings"
	"testing"
)

// TestSlapRefusal: a Duo player pressing SLAP at a Snap-only table is told only the
// Third Wheel slaps (not "no Double-Down race is on"); with no slapping house rule
// everyone is told so; wherever a slap can count, the rules core judges it.
func TestSlapRefusal(t *testing.T) {
	snap := Options{Snap: true}
	dd := Options{DoubleDown: true}
	both := Options{Snap: true, DoubleDown: true}
	for _, c := range []struct {
		role Role
		o    Options
		want string // a fragment; "" means no refusal
	}{
		{Duo1, snap, "Only the Third Wheel"},
		{Duo2, snap, "Only the Third Wheel"},
		{ThirdWheel, snap, ""},
		{Duo1, dd, ""},
		{ThirdWheel, dd, ""},
		{Duo2, both, ""},
		{Duo1, Options{}, "Nobody slaps"},
		{ThirdWheel, Options{PlayOut: true}, "Nobody slaps"},
	} {
		got := SlapRefusal(c.role, c.o)
		if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
			t.Errorf("SlapRefusal(%v, %+v) = %q, want %q", c.role, c.o, got, c.want)
		}
	}
}

// TestCanSlap: only an open window lets a slap count: a Snap Match window for the Third
// Wheel until it has answered, a Double-Down race for its Duo player and the Third
// Wheel; never a closed window or a finished game.
func TestCanSlap(t *testing.T) {
	roles := [3]Role{Duo1, Duo2, ThirdWheel}
	snap := View{Roles: roles, Window: WindowView{Open: true, Snap: true}}
	race := View{Roles: roles, Window: WindowView{Open: true, Race: RaceOpen, RaceSeat: 1}}
	for _, c := range []struct {
		name string
		v    View
		can  [3]bool
	}{
		{"snap window", snap, [3]bool{false, false, true}},
		{"snap answered", View{Roles: roles, Window: WindowView{Open: true, Snap: true, TWAnswered: true}}, [3]bool{}},
		{"race", race, [3]bool{false, true, true}},
		{"closed", View{Roles: roles, Window: WindowView{Snap: true}}, [3]bool{}},
		{"over", View{Roles: roles, Phase: PhaseOver, Window: snap.Window}, [3]bool{}},
	} {
		for seat, want := range c.can {
			if got := c.v.CanSlap(seat); got != want {
				t.Errorf("%s: seat %d can slap %v, want %v", c.name, seat, got, want)
			}
		}
		if c.v.CanSlap(-1) {
			t.Errorf("%s: a spectator can slap", c.name)
		}
	}
}

// TestLanding: the one card that lands exactly 100 is named while one can: a rank up to
// 13, a Wild at 14 to go; none further off, at 100 or over it.
func TestLanding(t *testing.T) {
	for score, want := range map[int][2]int{0: {100, 0}, 85: {15, 0}, 86: {14, 14}, 90: {10, 10}, 99: {1, 1}, 100: {0, 0}, 104: {-4, 0}} {
		if need, card := Landing(score); need != want[0] || card != want[1] {
			t.Errorf("Landing(%d) = %d, %d; want %d, %d", score, need, card, want[0], want[1])
		}
	}
}
