//go:build display

package threethirteen

import (
	"strings"
	"testing"

	tt "parlor/gameplay/threethirteen"
	"parlor/scenes"
	"parlor/scenes/input"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
)

// TestOverlaySwallowsInput: what is pressed while the key help or the leave question is
// open never reaches the table, then or afterwards: S (draw) closes the help and draws
// nothing, a press on a hand card held through the help and released after it chooses
// nothing, and S under the leave question does nothing.
func TestOverlaySwallowsInput(t *testing.T) {
	a := App(prefs.Instant)
	tb := firstToPlay(t)
	a.Goto(tb)
	settle(t, tb, a, 3000)
	n := len(tb.m.hands[0])
	Press(tb, a, input.KeyK)
	Press(tb, a, input.KeyS)
	Step(tb, a, 5)
	if tb.HelpOpen() || len(tb.m.hands[0]) != n || st(tb).Phase() != tt.PhaseDraw {
		t.Fatalf("S behind the help: help open %v, %d cards (had %d), phase %v", tb.HelpOpen(), len(tb.m.hands[0]), n, st(tb).Phase())
	}
	x, y, _ := tb.lay.Fan(0, 0, n)
	Tick(tb, a, *input.Tap(x, y))
	Press(tb, a, input.KeyK)
	Tick(tb, a, input.Input{Pointer: true, X: x, Y: y, Released: true})
	Tick(tb, a, *input.Tap(20, 20)) // closes the help
	Step(tb, a, 3)
	if tb.selected != -1 || tb.HelpOpen() {
		t.Fatalf("a press held through the help chose card %d (help open %v)", tb.selected, tb.HelpOpen())
	}
	Press(tb, a, input.KeyEscape)
	Press(tb, a, input.KeyS)
	if !tb.Leaving() || len(tb.m.hands[0]) != n {
		t.Fatalf("S under the leave question: still asking %v, %d cards", tb.Leaving(), len(tb.m.hands[0]))
	}
	Press(tb, a, input.KeyN)
	Press(tb, a, input.KeyS)
	settle(t, tb, a, 3000)
	if len(tb.m.hands[0]) != n+1 {
		t.Fatalf("after the overlays S draws: %d cards, want %d", len(tb.m.hands[0]), n+1)
	}
}

// TestToastFollowsTheSituation: a refusal stays on screen while nothing changes and
// goes as soon as the situation it speaks of does: the person's own move, another
// seat's move, a round's end.
func TestToastFollowsTheSituation(t *testing.T) {
	a := App(prefs.Instant)
	tb := firstToPlay(t)
	a.Goto(tb)
	settle(t, tb, a, 3000)
	Press(tb, a, input.KeyEnter) // a discard before drawing
	if tb.ToastShown() == "" {
		t.Fatal("no toast for a discard before drawing")
	}
	Step(tb, a, 30)
	if tb.ToastShown() == "" {
		t.Fatal("the toast went while nothing changed")
	}
	Press(tb, a, input.KeyS)
	if msg := tb.ToastShown(); msg != "" {
		t.Fatalf("after the person's draw the toast %q is still up", msg)
	}
	Press(tb, a, input.KeyS) // a second draw
	if tb.ToastShown() == "" {
		t.Fatal("no toast for drawing twice")
	}
	Press(tb, a, input.KeyRight)
	Press(tb, a, input.KeyEnter)
	if msg := tb.ToastShown(); msg != "" {
		t.Fatalf("after the person's discard the toast %q is still up", msg)
	}
	if st(tb).Turn() == 0 {
		t.Fatal("still the person's turn after a discard")
	}
	Press(tb, a, input.KeyS) // out of turn
	if !strings.HasPrefix(tb.ToastShown(), "Wait for your turn") {
		t.Fatalf("out of turn: toast %q", tb.ToastShown())
	}
	settle(t, tb, a, 3000)
	if msg := tb.ToastShown(); msg != "" {
		t.Fatalf("after the bot's move the toast %q is still up", msg)
	}
	for i := 0; !tb.RoundOver(); i++ {
		if i > 200 {
			t.Fatal("round 1 did not end")
		}
		if tb.myTurn() {
			Press(tb, a, input.KeyEnter)
		}
		if tb.ToastShown() == "" {
			t.Fatal("no toast for a discard before drawing")
		}
		playMyTurn(t, tb, a)
	}
	if msg := tb.ToastShown(); msg != "" {
		t.Fatalf("at the round's end the toast %q is still up", msg)
	}
}

// TestRoundEndGate: at a round's end only Enter or a click goes on (to the score
// sheet); other keys do nothing and Esc asks before leaving.
func TestRoundEndGate(t *testing.T) {
	a := App(prefs.Instant)
	tb := newTable(t, "human,easy", 2, 12, "")
	a.Goto(tb)
	settle(t, tb, a, 3000)
	for i := 0; !tb.RoundOver(); i++ {
		if i > 200 {
			t.Fatal("round 1 did not end")
		}
		playMyTurn(t, tb, a)
	}
	Press(tb, a, input.KeyS, input.KeySpace, input.KeyX)
	if a.Next() != nil || !tb.RoundOver() {
		t.Fatalf("keys at the round's end went to %T", a.Next())
	}
	Press(tb, a, input.KeyEscape)
	if !tb.Leaving() {
		t.Fatal("Esc at the round's end did not ask to leave")
	}
	Press(tb, a, input.KeyN)
	Click(tb, a, 20, 400)
	if _, ok := a.Next().(*scenes.Scoring); !ok {
		t.Fatalf("a click at the round's end goes to %T, want the score sheet", a.Next())
	}
}
