//go:build display

package scenetest_test

import (
	"slices"
	"strings"
	"testing"

	gamesreg "parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/gameplay/record"
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
		Press(r, a, input.KeyEnd)
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

// TestReplayOpensAtStartEndsOnStandings: the viewer opens every game (and the example
// Three-Thirteen record of 11 rounds) at move 0, nothing of the result shown; End shows
// the record's last move with every event of it on the table (the example's End showed
// round 1's reveal under "Move 312 of 312 · round 11"), then the final standings: every
// seat once, the winners first, with the game's final totals.
func TestReplayOpensAtStartEndsOnStandings(t *testing.T) {
	ms := map[string]*match.Match{}
	for _, g := range games {
		ms[g.id] = playedOut(t, g.id, 11)
	}
	rec, err := record.Load("../../docs/examples/threethirteen.json")
	if err != nil {
		t.Fatal(err)
	}
	if ms["example"], err = gamesreg.Load(rec); err != nil {
		t.Fatal(err)
	}
	for name, m := range ms {
		a := App(prefs.Instant)
		r := replayOf(t, a, m)
		if r.K() != 0 || r.Standing() || r.Standings() != nil {
			t.Fatalf("%s: opened at move %d (standings shown %v): want the start, no result", name, r.K(), r.Standing())
		}
		Press(r, a, input.KeyEnd)
		for i := 0; i < 600 && !r.Standing(); i++ {
			Step(r, a, 1)
		}
		if r.K() != r.Len() || !r.CaughtUp() || !r.Standing() {
			t.Fatalf("%s: End shows move %d of %d, every event on the table %v, standings %v", name, r.K(), r.Len(), r.CaughtUp(), r.Standing())
		}
		sum := m.Summary()
		st := r.Standings()
		if len(st) != m.Players() {
			t.Fatalf("%s: %d standings for %d seats", name, len(st), m.Players())
		}
		seen := map[int]bool{}
		for i, s := range st {
			seen[s.Seat] = true
			if s.Won != slices.Contains(sum.Winners, s.Seat) || i > 0 && s.Won && !st[i-1].Won {
				t.Errorf("%s: standing %d %+v: winners %v not first", name, i, s, sum.Winners)
			}
			if name != "thirdwheel" && s.Total != sum.Totals[s.Seat] {
				t.Errorf("%s: %s's total %d, the game's final total is %d", name, s.Name, s.Total, sum.Totals[s.Seat])
			}
		}
		if len(seen) != m.Players() || st[0].Place != 1 || !st[0].Won {
			t.Errorf("%s: standings %+v", name, st)
		}
		Press(r, a, input.KeyLeft)
		Step(r, a, 5)
		if r.Standing() {
			t.Errorf("%s: the standings stay after a step back", name)
		}
	}
}
