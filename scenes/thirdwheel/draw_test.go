//go:build display

package thirdwheel

import (
	"strings"
	"testing"

	"parlor/scenes/thirdwheel/board"
)

// TestDialNote: the line under the dial reads naturally at every score: never "needs
// 100 for 100" at 0, and names the single card that lands 100 when one can.
func TestDialNote(t *testing.T) {
	want := map[int]string{
		0:   "100 to go",
		36:  "64 to go",
		85:  "15 to go",
		86:  "14 to go: a Wild lands it",
		90:  "10 to go: a 10 lands it",
		99:  "1 to go: a 1 lands it",
		100: "exactly 100!",
		101: "over 100: bust",
	}
	for score, w := range want {
		if got := dialNote(score); got != w {
			t.Errorf("dialNote(%d) = %q, want %q", score, got, w)
		}
	}
	for score := 0; score <= 100; score++ {
		if got := dialNote(score); strings.Contains(got, "needs") || strings.Contains(got, "for 100") {
			t.Errorf("dialNote(%d) = %q", score, got)
		}
	}
}

// TestMeterTextsDoNotMeet: on the table's meter, the time left never runs into the
// label, for every label the meter shows (the race label with long names included).
func TestMeterTextsDoNotMeet(t *testing.T) {
	a := newApp()
	c := a.Measure()
	lay := board.NewLayout(a.W, a.H)
	m := lay.Meter
	secsW := c.TextWidth("10.0 s", 14, true)
	for _, label := range []string{"SNAP WINDOW", "SHIELD WINDOW", "REACTION WINDOW",
		"DOUBLE-DOWN RACE: Bartholomew vs Maximiliana"} {
		if w, room := c.TextWidth(label, 14, true), meterLabelRoom(m, secsW); w > room {
			t.Errorf("%q is %.0f wide; only %.0f fits beside the time", label, w, room)
		}
	}
	lx, sx := meterTextX(m)
	if lx < m.X || sx > m.X+m.W || sx-secsW-lx < c.TextWidth("SNAP WINDOW", 14, true) {
		t.Errorf("meter texts at %.0f and %.0f outside meter %+v", lx, sx, m)
	}
}
