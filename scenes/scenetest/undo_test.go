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

// TestUndoTakesBackYourDecisions: U takes back the person's last decision with the bots'
// moves since (the view is as it was then), again and again, down to the start of the
// round and no further; the Undo button does the same; the game's record counts the
// moves taken back; a table of bots offers no undo.
func TestUndoTakesBackYourDecisions(t *testing.T) {
	a, _ := withStore(prefs.Instant)
	tb, sh := table(t, a, "threethirteen", "human,easy,easy", 3)
	a.Goto(tb)
	skipToRound(t, tb, 11)
	var lens []int
	var views []any
	for range 3 {
		if untilPerson(tb, a, sh) < 0 {
			t.Fatal("never the person's turn")
		}
		lens, views = append(lens, moves(sh)), append(views, sh.ViewNow())
		playTurn(t, sh)
	}
	if untilPerson(tb, a, sh) < 0 {
		t.Fatalf("never the person's turn: ended %v, %d to move, log %v", sh.Ended(), matchOf(sh).ToMove(), matchOf(sh).Record().Moves[lens[0]:])
	}
	round := saves.RoundsDone(matchOf(sh))
	for i := len(lens) - 1; i >= 0; i-- {
		// A turn is a draw and a discard: two decisions, the discard first.
		Press(tb, a, input.KeyU)
		Press(tb, a, input.KeyU)
		if moves(sh) != lens[i] || !reflect.DeepEqual(sh.ViewNow(), views[i]) {
			t.Fatalf("undo %d: %d moves, want %d with the view of then", len(lens)-i, moves(sh), lens[i])
		}
	}
	for range 50 {
		Press(tb, a, input.KeyU)
	}
	if saves.RoundsDone(matchOf(sh)) != round || !strings.Contains(sh.ToastShown(), "Nothing to take back in this round") {
		t.Fatalf("undo went past the round's start, or did not say why not: %q", sh.ToastShown())
	}
	Step(tb, a, 1)
	sv, _ := saves.LoadGame(a.Saves)
	if sv == nil || sv.Match.Undos() == 0 || sv.Match.Undos() != matchOf(sh).Undos() {
		t.Fatalf("the saved game does not count the moves taken back")
	}
	// The button.
	untilPerson(tb, a, sh)
	n := moves(sh)
	playTurn(t, sh)
	untilPerson(tb, a, sh)
	b := scenes.FrameOf(sh).UndoButton()
	Click(tb, a, b.CX(), b.CY())
	Click(tb, a, b.CX(), b.CY())
	if moves(sh) != n {
		t.Fatalf("two clicks on Undo: %d moves, want %d", moves(sh), n)
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
