//go:build display

package threethirteen

import (
	"strings"
	"testing"

	tt "parlor/gameplay/threethirteen"
	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
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
	if scenes.FrameOf(tb).HelpOpen() || len(tb.m.hands[0]) != n || st(tb).Phase() != tt.PhaseDraw {
		t.Fatalf("S behind the help: help open %v, %d cards (had %d), phase %v", scenes.FrameOf(tb).HelpOpen(), len(tb.m.hands[0]), n, st(tb).Phase())
	}
	x, y, _ := tb.lay.Fan(0, 0, n)
	Tick(tb, a, *input.Tap(x, y))
	Press(tb, a, input.KeyK)
	Tick(tb, a, input.Input{Pointer: true, X: x, Y: y, Released: true})
	Tick(tb, a, *input.Tap(20, 20)) // closes the help
	Step(tb, a, 3)
	if tb.selected != -1 || scenes.FrameOf(tb).HelpOpen() {
		t.Fatalf("a press held through the help chose card %d (help open %v)", tb.selected, scenes.FrameOf(tb).HelpOpen())
	}
	Press(tb, a, input.KeyEscape)
	Press(tb, a, input.KeyS)
	if !scenes.FrameOf(tb).Leaving() || len(tb.m.hands[0]) != n {
		t.Fatalf("S under the leave question: still asking %v, %d cards", scenes.FrameOf(tb).Leaving(), len(tb.m.hands[0]))
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
	if !scenes.FrameOf(tb).Leaving() {
		t.Fatal("Esc at the round's end did not ask to leave")
	}
	Press(tb, a, input.KeyN)
	Click(tb, a, 20, 400)
	if _, ok := a.Next().(*screens.Scoring); !ok {
		t.Fatalf("a click at the round's end goes to %T, want the score sheet", a.Next())
	}
}

// TestLeaveDialog: Esc asks before leaving; a stray click outside the dialog, a click on
// its panel text or on "Keep playing" does not end the game, and only "Leave" does.
func TestLeaveDialog(t *testing.T) {
	a := App(prefs.Instant)
	tb := newTable(t, "human,easy", 2, 8, "")
	a.Goto(tb)
	settle(t, tb, a, 3000)
	d := ui.LeaveDialog(a.W, a.H)
	Press(tb, a, input.KeyEscape)
	if !scenes.FrameOf(tb).Leaving() {
		t.Fatal("Esc did not open the leave dialog")
	}
	Click(tb, a, d.X+d.W/2, d.Y+30)
	if !scenes.FrameOf(tb).Leaving() || a.Next() != nil {
		t.Fatalf("a click on the dialog's text: open %v, next %T; want still asking", scenes.FrameOf(tb).Leaving(), a.Next())
	}
	sel := tb.selected
	x, y, _ := tb.lay.Fan(0, 0, len(tb.m.hands[0])) // the first hand card, below the dialog
	if x >= d.X && x < d.X+d.W && y >= d.Y && y < d.Y+d.H {
		t.Fatalf("hand card at %v,%v lies under the dialog %+v", x, y, d)
	}
	Click(tb, a, x, y)
	if scenes.FrameOf(tb).Leaving() || a.Next() != nil {
		t.Fatalf("a click outside the dialog: open %v, next %T; want back at the table", scenes.FrameOf(tb).Leaving(), a.Next())
	}
	if tb.selected != sel || st(tb).Phase() != tt.PhaseDraw {
		t.Errorf("the click that closed the dialog also reached the table: selected %d (was %d), phase %v", tb.selected, sel, st(tb).Phase())
	}
	Press(tb, a, input.KeyEscape)
	Click(tb, a, d.NoBtn.X+d.NoBtn.W/2, d.NoBtn.Y+d.NoBtn.H/2)
	if scenes.FrameOf(tb).Leaving() || a.Next() != nil {
		t.Fatalf("Keep playing: open %v, next %T; want back at the table", scenes.FrameOf(tb).Leaving(), a.Next())
	}
	Press(tb, a, input.KeyEscape)
	Click(tb, a, d.YesBtn.X+d.YesBtn.W/2, d.YesBtn.Y+d.YesBtn.H/2)
	if _, ok := a.Next().(*screens.Menu); !ok {
		t.Fatalf("Leave goes to %T, want the menu", a.Next())
	}
}

// firstToPlay returns a 2-player table (a person at seat 0 and an easy bot) whose
// first round the person opens, so input during the deal is the person's.
func firstToPlay(t *testing.T) *Table {
	t.Helper()
	for seed := uint64(1); seed < 40; seed++ {
		tb := newTable(t, "human,easy", 2, seed, "")
		if st(tb).Turn() == 0 {
			return tb
		}
	}
	t.Fatal("no seed below 40 lets seat 0 open")
	return nil
}

// TestInputFastForwards: a click or a key made while cards are still landing is not
// dropped: it finishes every animation at once, then acts. A click on the stock in the
// middle of the deal ends the deal and draws; Enter in the middle of that draw's flight
// ends it and discards the chosen card.
func TestInputFastForwards(t *testing.T) {
	a := App(prefs.Normal)
	tb := firstToPlay(t)
	Step(tb, a, roundStartTk+2*dealStagger)
	if tb.Idle() || !tb.dealing {
		t.Fatalf("not mid-deal after %d ticks", tb.Now())
	}
	// The stock's label goes with the stock, and the status line is empty meanwhile.
	if d := tb.lay.Deal(tb.dealer); tb.deal != d || tb.statusText() != "" {
		t.Errorf("dealing: deal spot %+v (layout says %+v), status %q", tb.deal, d, tb.statusText())
	}
	Click(tb, a, tb.lay.Stock.CX(), tb.lay.Stock.CY())
	v := st(tb).View(0)
	if st(tb).Phase() != tt.PhaseDiscard || len(v.Hand) != v.HandSize+1 {
		t.Fatalf("a click on the stock mid-deal: phase %v, %d cards (deal %d)", st(tb).Phase(), len(v.Hand), v.HandSize)
	}
	if tb.dealing || len(tb.m.hands[1]) != v.HandSize || len(tb.m.discard) != 1 {
		t.Errorf("the deal was not finished: dealing %v, bot shows %d cards, discard pile %d", tb.dealing, len(tb.m.hands[1]), len(tb.m.discard))
	}
	if sx, sy := tb.stockPos(); sx != tb.lay.Stock.CX() || sy != tb.lay.Stock.CY() {
		t.Errorf("after the deal the stock is at %.0f,%.0f, not back at its place", sx, sy)
	}
	// The draw is flying now; a key chooses a card and Enter discards it at once.
	if tb.Idle() {
		t.Fatalf("the draw did not animate")
	}
	Press(tb, a, input.KeyRight)
	chosen := tb.m.Objs[tb.m.hands[0][tb.selected]].Card
	Press(tb, a, input.KeyEnter)
	v = st(tb).View(0)
	if len(v.Discarded[0]) != 1 || v.Discarded[0][0] != chosen {
		t.Fatalf("Enter during the draw's flight discarded %v, want %v", v.Discarded[0], chosen)
	}
	settle(t, tb, a, 3000)
	checkMatchesView(t, tb)
}
