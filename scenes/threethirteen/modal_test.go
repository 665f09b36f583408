//go:build display

package threethirteen

import (
	"testing"

	tt "parlor/gameplay/threethirteen"
	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui/input"
)

// TestGoOutQuestionIsModal: while "Go out with this card?" is up nothing beneath it
// takes input: a click on Undo's spot, the Undo key, the key help (K), the settings
// (G), the hint (H) and a click on the hand change nothing (the draw is not taken
// back, the question stays); the dialog still answers. Undo under it used to take
// back the draw and leave the dialog up.
func TestGoOutQuestionIsModal(t *testing.T) {
	a := App(prefs.Instant)
	tb := newTable(t, "human,easy", 2, 5, "")
	fr := scenes.FrameOf(tb)
	k := untilOut(t, tb, a)
	Press(tb, a, input.KeyEnter)
	if tb.Asking() != GoOutQuestion {
		t.Fatalf("asking %q, want the go-out question", tb.Asking())
	}
	if !fr.UndoOffered() {
		t.Fatal("the table offers no undo: the test proves nothing")
	}
	moves := MatchOf(tb.Shell).Len()
	u := fr.UndoButton()
	hand := tb.m.hands[0]
	x, y, _ := tb.lay.Fan(0, 0, len(hand))
	for _, poke := range []struct {
		what string
		do   func()
	}{
		{"a click on Undo", func() { Click(tb, a, u.CX(), u.CY()) }},
		{"the Undo key", func() { Press(tb, a, input.KeyU) }},
		{"K", func() { Press(tb, a, input.KeyK) }},
		{"G", func() { Press(tb, a, input.KeyG) }},
		{"H", func() { Press(tb, a, input.KeyH) }},
		{"D", func() { Press(tb, a, input.KeyD) }},
		{"a click on the dialog's panel", func() { d := tb.outDialog(); Click(tb, a, d.X+10, d.Y+10) }},
		{"a click on a card", func() { Click(tb, a, x, y) }},
	} {
		poke.do()
		if got := MatchOf(tb.Shell).Len(); got != moves || st(tb).View(0).Phase != tt.PhaseDiscard {
			t.Fatalf("%s under the question: %d moves (was %d), phase %v", poke.what, got, moves, st(tb).View(0).Phase)
		}
		if tb.Asking() != GoOutQuestion || fr.HelpOpen() || fr.SettingsOpen() || fr.Leaving() {
			t.Fatalf("%s under the question: asking %q, help %v, settings %v, leaving %v", poke.what, tb.Asking(), fr.HelpOpen(), fr.SettingsOpen(), fr.Leaving())
		}
	}
	if tb.selected != k {
		t.Errorf("the chosen card moved from %d to %d under the question", k, tb.selected)
	}
	d := tb.outDialog()
	Click(tb, a, d.YesBtn.X+d.YesBtn.W/2, d.YesBtn.Y+d.YesBtn.H/2)
	if v := st(tb).View(0); v.OutSeat != 0 || tb.Asking() != "" {
		t.Fatalf("the dialog's Go out button: seat %d out, asking %q; want the viewer out", v.OutSeat, tb.Asking())
	}
}
