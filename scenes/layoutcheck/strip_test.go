//go:build display

package layoutcheck

import (
	"testing"

	"parlor/scenes/ui"
)

// TestPhoneStripFolds: on a phone the online strip shows two rows (the room and the
// invite to copy) in the second top row, clear of the Settings button; a tap on it opens
// every line over the table and another folds it; on a wide screen it never folds.
func TestPhoneStripFolds(t *testing.T) {
	lines := []ui.StripLine{{Text: "Online · room X69CW5 · waiting for 1 more"},
		{Text: "Invite: http://127.0.0.1:4000/?room=X69CW5 · tap to copy", Copy: "http://127.0.0.1:4000/?room=X69CW5"},
		{Text: "Deal sealed: SHA-256 9f54791f…6aa60d26"}, {Text: "Turn clock 30 s a move"}}
	c := &ui.Canvas{S: 1, W: 360, H: 640}
	s := &ui.Strip{Lines: lines}
	folded := s.Rect(c)
	if folded.H > 44 || folded.Y < 68 || folded.X+folded.W > 360-12-128-8+0.5 {
		t.Fatalf("folded strip %+v: want two rows in the second top row, left of Settings", folded)
	}
	if !s.Toggle(c, folded.CX(), folded.Y+10) || !s.Open {
		t.Fatal("a tap on the folded strip did not open it")
	}
	if open := s.Rect(c); open.H < 4*20 || open.W <= folded.W {
		t.Errorf("open strip %+v shows fewer than its 4 lines or is no wider", open)
	}
	if !s.Toggle(c, folded.CX(), folded.Y+10) || s.Open {
		t.Error("a second tap did not fold it")
	}
	wide := &ui.Canvas{S: 1, W: 1280, H: 800}
	if s.Toggle(wide, 100, wide.H-200) || s.Open {
		t.Error("a wide screen's strip folds")
	}
}
