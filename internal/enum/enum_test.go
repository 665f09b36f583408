package enum

import "testing"

type phase uint8

func TestName(t *testing.T) {
	for _, tc := range []struct {
		v         phase
		name, or_ string
	}{{0, "phase(0)", "none"}, {1, "draw", "draw"}, {2, "over", "over"}, {3, "phase(3)", "none"}} {
		if got := Name(tc.v, "phase", "", "draw", "over"); got != tc.name {
			t.Errorf("Name(%d) = %q, want %q", tc.v, got, tc.name)
		}
		if got := Or(tc.v, "none", "", "draw", "over"); got != tc.or_ {
			t.Errorf("Or(%d) = %q, want %q", tc.v, got, tc.or_)
		}
	}
	for v, want := range []string{"phase(0)", "D", "O", "phase(3)"} {
		if got := Letter(phase(v), "phase", "?DO"); got != want {
			t.Errorf("Letter(%d) = %q, want %q", v, got, want)
		}
	}
}
