//go:build display

package scenetest_test

import (
	"reflect"
	"strings"
	"testing"

	"parlor/scenes"
	"parlor/scenes/prefs"
	"parlor/scenes/saves"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui/input"
)

// untilPerson runs the table until a person at the screen is to move and may (the
// privacy screen answered), and returns that seat (-1: none within the limit).
func untilPerson(tb scenes.Scene, a *scenes.App, sh *scenes.Shell) int {
	for range 3000 {
		m := matchOf(sh)

		if m.Over() {
			return -1
		}
		if sh.Private() {
			Press(tb, a, input.KeyEnter)
			continue
		}
		if seat := m.ToMove(); sh.Person(seat) && seat == sh.Viewer() && sh.Idle() && !sh.Ended() {
			return seat
		}
		Step(tb, a, 1)
	}
	return -1
}

// skipToRound plays a Three-Thirteen table on at once to round r (rounds of many cards
// last long enough for a few turns).
func skipToRound(t *testing.T, tb scenes.Scene, r int) {
	t.Helper()
	if err := tb.(interface{ SkipToRound(int) error }).SkipToRound(r); err != nil {
		t.Fatal(err)
	}
}

// playTurn makes the viewer's moves (the first legal one each time) until another seat
// is to move.
func playTurn(t *testing.T, sh *scenes.Shell) {
	t.Helper()
	seat := sh.Viewer()
	for matchOf(sh).ToMove() == seat {
		if err := sh.Submit(sh.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
}

// submitText makes the viewer's legal move whose notation is text, or whose notation
// starts with text ("discard": the first legal discard).
func submitText(t *testing.T, sh *scenes.Shell, text string) {
	t.Helper()
	for _, m := range sh.Legal() {
		if s := m.String(); s == text || strings.HasPrefix(s, text+" ") {
			if err := sh.Submit(m); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("no legal %q among %v", text, sh.Legal())
}

// TestUndoTakesBackYourDecisions: U takes back the person's last decision (the view is
// as it was then), again and again, but never past a card it showed them
// (docs/rules/README.md#undo): a discard and a take from the discard pile go back, a
// stock draw does not, nor a bot's discard since; each refusal says why and changes
// nothing; at a round's start there is nothing to take back; the Undo button does the
// same; the game's record counts the moves taken back; a table of bots offers no undo.
func TestUndoTakesBackYourDecisions(t *testing.T) {
	a, _ := withStore(prefs.Instant)
	tb, sh := table(t, a, "threethirteen", "human,easy,easy", 3)
	a.Goto(tb)
	skipToRound(t, tb, 11)
	if untilPerson(tb, a, sh) < 0 {
		t.Fatal("never the person's turn")
	}
	refused := func(what, why string) {
		t.Helper()
		n, v := moves(sh), sh.ViewNow()
		Press(tb, a, input.KeyU)
		if moves(sh) != n || !reflect.DeepEqual(sh.ViewNow(), v) || !strings.Contains(sh.ToastShown(), why) {
			t.Fatalf("U after %s: %d moves (want %d, unchanged), toast %q (want %q)", what, moves(sh), n, sh.ToastShown(), why)
		}
	}
	refused("the round's deal", "Nothing to take back in this round")
	// Take the discard and discard: both go back, one U each.
	n0, v0 := moves(sh), sh.ViewNow()
	submitText(t, sh, "take")
	n1, v1 := moves(sh), sh.ViewNow()
	submitText(t, sh, "discard")
	Press(tb, a, input.KeyU)
	if moves(sh) != n1 || !reflect.DeepEqual(sh.ViewNow(), v1) {
		t.Fatalf("undo of the discard: %d moves, want %d with the view of then", moves(sh), n1)
	}
	Press(tb, a, input.KeyU)
	if moves(sh) != n0 || !reflect.DeepEqual(sh.ViewNow(), v0) {
		t.Fatalf("undo of the take: %d moves, want %d with the view of then", moves(sh), n0)
	}
	// A stock draw showed a hidden card: the discard after it goes back, the draw not.
	submitText(t, sh, "draw")
	refused("a stock draw", "You have seen the card you drew from the stock")
	n2 := moves(sh)
	submitText(t, sh, "discard")
	Press(tb, a, input.KeyU)
	if moves(sh) != n2 {
		t.Fatalf("undo of the discard after a stock draw: %d moves, want %d", moves(sh), n2)
	}
	refused("a stock draw", "You have seen the card you drew from the stock")
	// Once the bots have discarded, the person has seen cards from their hands.
	submitText(t, sh, "discard")
	if untilPerson(tb, a, sh) < 0 {
		t.Fatal("never the person's turn again")
	}
	refused("the bots' discards", "You have seen a card from another player's hand")
	Step(tb, a, 1)
	sv, _ := saves.LoadGame(a.Saves)
	if sv == nil || sv.Match.Undos() != 3 || sv.Match.Undos() != matchOf(sh).Undos() {
		t.Fatalf("the saved game does not count the 3 moves taken back (%d)", matchOf(sh).Undos())
	}
	// The button.
	n := moves(sh)
	submitText(t, sh, "take")
	b := scenes.FrameOf(sh).UndoButton()
	Click(tb, a, b.CX(), b.CY())
	if moves(sh) != n {
		t.Fatalf("a click on Undo: %d moves, want %d", moves(sh), n)
	}

	// A table of bots: nothing to undo, nothing taken back.
	w := App(prefs.Instant)
	wt, ws := table(t, w, "threethirteen", "normal,normal,normal", 3)
	w.Goto(wt)
	Step(wt, w, 200)
	Press(wt, w, input.KeyU)
	if scenes.FrameOf(ws).UndoOffered() || matchOf(ws).Undos() != 0 {
		t.Fatal("a table of bots offers undo")
	}
}

// TestUndoNotAfterAnotherPersonPlayed: at a hot-seat table, once another person at the
// screen has played (and so seen the cards), the moves before are not taken back.
func TestUndoNotAfterAnotherPersonPlayed(t *testing.T) {
	a := App(prefs.Instant)
	tb, sh := table(t, a, "threethirteen", "human,human,easy", 3)
	a.Goto(tb)
	skipToRound(t, tb, 11)
	first := untilPerson(tb, a, sh)
	playTurn(t, sh)
	for sh.Viewer() == first || untilPerson(tb, a, sh) < 0 {
		if untilPerson(tb, a, sh) < 0 {
			t.Fatal("never the other person's turn")
		}
	}
	playTurn(t, sh)
	for untilPerson(tb, a, sh) != first {
		playTurn(t, sh)
	}
	n := moves(sh)
	Press(tb, a, input.KeyU)
	if moves(sh) != n || !strings.Contains(sh.ToastShown(), "has played since") {
		t.Fatalf("undo after another person's move: %d → %d moves, toast %q", n, moves(sh), sh.ToastShown())
	}
}
