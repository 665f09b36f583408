//go:build display

package scenetest_test

import (
	"strings"
	"testing"

	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui/input"
)

// TestToastNamesSeats: a refusal that names a seat by number (the rules' "it is seat 0's
// turn", which a server sends back to an online table) is toasted with the seat's name
// as the table shows it, "your" for the person's own seat; a number that is no seat
// stays as it is.
func TestToastNamesSeats(t *testing.T) {
	a := App(prefs.Instant)
	g, _ := scenes.Lookup("triples")
	tb := Open(t, g, Setup(t, "triples", "", 0, "", "human,normal,normal", 3))
	sh := scenes.ShellOf(tb)
	a.Goto(tb)
	Step(tb, a, 1)
	for _, c := range []struct{ say, want string }{
		{"it is seat 1's turn", "It is " + sh.Name(1) + "'s turn"},
		{"it is seat 0's turn", "It is your turn"},
		{"only the caller (seat 2) names trumps", "Only the caller (" + sh.Name(2) + ") names trumps"},
		{"seat 7 is not at this table", "seat 7 is not at this table"},
	} {
		sh.Toast(c.say)
		if got := sh.ToastShown(); got != c.want {
			t.Errorf("toast %q shows %q, want %q", c.say, got, c.want)
		}
	}
}

// TestTouchWords: the App follows how the person plays: a finger's press makes its
// words touch words (the canvas it measures with says "tap" and shows no key hints,
// the SLAP button's "Space · gamepad A" none at all), a key or a mouse click makes
// them the keyboard's and mouse's again.
func TestTouchWords(t *testing.T) {
	a := App(prefs.Instant)
	hint := "Your turn: click a card (or ← → and Enter)"
	say := func() (string, string) {
		c := a.Measure()
		return c.Wrap(hint, 18, 2000, false), c.Ellipsize("Space · gamepad A", 12, 2000, false)
	}
	if got, key := say(); got != hint || key != "Space · gamepad A" || a.Touch() {
		t.Fatalf("before any input (a desktop): %q and %q, touch %v", got, key, a.Touch())
	}
	a.In = input.Input{Pointer: true, Touch: true, Pressed: true, Down: true}
	a.FollowInput()
	if got, key := say(); got != "Your turn: tap a card" || key != "" || !a.Touch() {
		t.Errorf("after a tap: %q and %q, touch %v; want the tap's words and no key hint", got, key, a.Touch())
	}
	a.In = input.Input{Pointer: true, Touch: true} // the finger lifted: still touch
	a.FollowInput()
	if !a.Touch() {
		t.Error("touch words ended when the finger lifted")
	}
	a.In = *input.Keys(input.KeyD)
	a.FollowInput()
	if got, _ := say(); got != hint || a.Touch() {
		t.Errorf("after a key: %q, touch %v; want the keyboard's words", got, a.Touch())
	}
	a.In = input.Input{Pointer: true, Touch: true, Pressed: true}
	a.FollowInput()
	a.In = input.Input{Pointer: true, Pressed: true} // a mouse click
	a.FollowInput()
	if a.Touch() {
		t.Error("a mouse click left touch words on")
	}
}

// TestWrapKeepsNoBreakSpaces: Wrap breaks lines at spaces, never at a no-break space, so
// that French "Gagné !" keeps its "!" and "1 250" its digits on one line.
func TestWrapKeepsNoBreakSpaces(t *testing.T) {
	c := App(prefs.Instant).Measure()
	s := "Partie gagnée\u00a0! Score\u00a0: 1\u00a0250 points"
	for _, w := range []float64{40, 80, 120, 200, 400} {
		for _, line := range strings.Split(c.Wrap(s, 16, w, false), "\n") {
			if strings.HasPrefix(line, "!") || strings.HasPrefix(line, ":") || strings.HasPrefix(line, "250") {
				t.Errorf("width %v: a line starts at a no-break space: %q", w, line)
			}
		}
	}
	if got := c.Wrap(s, 16, 80, false); !strings.Contains(got, "gagnée\u00a0!") || !strings.Contains(got, "1\u00a0250") {
		t.Errorf("wrapped at 80: %q, want the no-break spaces kept with their neighbours", got)
	}
}
