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

// TestReplayEndOffersNoNewGame: a replayed game of every game, at its end, shows the
// game's end (Third Wheel's table, which turns to a seat while it is built, missed it) and offers
// neither a new game nor the score sheet: the Shell knows it is replaying, its go-on
// button has no label and its end line says the record ends; Enter and a click on the
// table leave the viewer where it is. The same game's end at a table played here offers
// them.
func TestReplayEndOffersNoNewGame(t *testing.T) {
	for _, g := range games {
		m := playedOut(t, g.id, 11)
		a := App(prefs.Instant)
		r := replayOf(t, a, m)
		Step(r, a, 60)
		sh := r.Shell()
		if !sh.Replaying() || r.K() != r.Len() {
			t.Fatalf("%s: replaying %v at move %d of %d", g.id, sh.Replaying(), r.K(), r.Len())
		}
		if !sh.Final() || !sh.RoundOver() {
			t.Errorf("%s: the replay's end does not show the game's end (final %v, round over %v)", g.id, sh.Final(), sh.RoundOver())
		}
		if l := scenes.FrameOf(sh).GoOnLabel(); l != "" {
			t.Errorf("%s: the replay's end offers %q", g.id, l)
		}
		if p := sh.GameEndPrompt(); strings.Contains(strings.ToLower(p), "new game") {
			t.Errorf("%s: the replay's end says %q", g.id, p)
		}
		Press(r, a, input.KeyEnter)
		Click(r, a, a.W/2, a.H/2)
		if a.Next() != nil || r.K() != r.Len() {
			t.Errorf("%s: Enter and a click at the replay's end went to %T (move %d of %d)", g.id, a.Next(), r.K(), r.Len())
		}

		// The same end at a table played here.
		a = App(prefs.Instant)
		sc, live := table(t, a, g.id, g.bots, 11)
		for i := 0; i < 20000 && !live.Final(); i++ {
			Step(sc, a, 1)
		}
		if !live.Final() || live.Replaying() {
			t.Fatalf("%s: the game played here did not end (final %v)", g.id, live.Final())
		}
		if scenes.FrameOf(live).GoOnLabel() == "" && !strings.Contains(live.GameEndPrompt(), "new game") {
			t.Errorf("%s: the end of a game played here offers nothing", g.id)
		}
	}
}
