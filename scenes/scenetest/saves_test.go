//go:build display

package scenetest_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/scenes"
	"parlor/scenes/prefs"
	"parlor/scenes/saves"
	. "parlor/scenes/scenetest"
)

// matchOf is the table's local match.
func matchOf(sh *scenes.Shell) *match.Match { return MatchOf(sh) }

// savedMoves is the moves of the game in progress in st (nil: none saved).
func savedMoves(t *testing.T, st saves.Store) []string {
	t.Helper()
	sv, err := saves.LoadGame(st)
	if err != nil {
		t.Fatal(err)
	}
	if sv == nil {
		return nil
	}
	return sv.Match.Record().Moves
}

// onlyTicks reports log entries that are all reaction windows' clock ticks.
func onlyTicks(es []match.Entry) bool {
	for _, e := range es {
		if e.Seat >= 0 {
			return false
		}
	}
	return true
}

// TestAutosaveEveryMoveAndResume: at a table of bots, every move is in the saved game
// by the end of the update that made it (before it is drawn; a window's clock ticks may
// wait for the next move, and Third Wheel runs with Snap Match); the saved game resumed
// shows every seat the same view (hands, scores, turn) and goes on from there.
func TestAutosaveEveryMoveAndResume(t *testing.T) {
	for _, g := range append(games[:len(games):len(games)], struct{ id, people, bots string }{"thirdwheel", "snap,doubledown", "normal,normal,normal"}) {
		a, _ := withStore(prefs.Instant)
		tb, sh := table(t, a, g.id, g.bots, 5)
		if g.people == "snap,doubledown" { // reaction windows: clock ticks are moves
			gi, _ := scenes.Lookup(g.id)
			sc := Open(t, gi, Setup(t, g.id, "", 0, g.people, g.bots, 5))
			tb, sh = sc, shellOf(t, sc)
		}
		a.Goto(tb)
		for i := 0; i < 3000 && moves(sh) < 12; i++ {
			Step(tb, a, 1)
			got, log := savedMoves(t, a.Saves), matchOf(sh).Log()
			if len(log) > 0 && (len(got) > len(log) || !slices.Equal(got, matchOf(sh).Record().Moves[:len(got)]) || !onlyTicks(log[len(got):])) {
				t.Fatalf("%s: after update %d the save holds %d moves, the game %d", g.id, i, len(got), len(log))
			}
		}
		if moves(sh) < 12 {
			t.Fatalf("%s: only %d moves in 3000 updates", g.id, moves(sh))
		}
		sv, err := saves.LoadGame(a.Saves)
		if err != nil || sv == nil {
			t.Fatalf("%s: load: %v", g.id, err)
		}
		b := App(prefs.Instant)
		b.Saves = a.Saves
		sc, err := scenes.Resume(b, sv.Match, false)
		if err != nil {
			t.Fatalf("%s: resume: %v", g.id, err)
		}
		Keep(sc, sv.Match)
		rs := shellOf(t, sc)
		m0, m1 := matchOf(sh).Clone(), matchOf(rs)
		if err := m0.Truncate(m1.Len()); err != nil { // clock ticks not yet saved
			t.Fatal(err)
		}
		for seat := -1; seat < m0.Players(); seat++ {
			if !reflect.DeepEqual(m0.View(seat), m1.View(seat)) {
				t.Fatalf("%s: seat %d's view differs after resuming:\n%+v\n%+v", g.id, seat, m0.View(seat), m1.View(seat))
			}
		}
		if !reflect.DeepEqual(rs.View(), m1.View(rs.Viewer())) || rs.Setup().Seed != 5 {
			t.Fatalf("%s: the resumed table does not show its viewer's view", g.id)
		}
		b.Goto(sc)
		n := moves(rs)
		Step(sc, b, 600)
		got := savedMoves(t, b.Saves)
		if m1.Over() && got == nil {
			continue // it went on to the end, which cleared the save
		}
		if moves(rs) <= n || len(got) < n || !slices.Equal(got[:n], m0.Record().Moves[:n]) {
			t.Fatalf("%s: the resumed game did not go on from the saved moves (%d → %d, %d saved, over %v)", g.id, n, moves(rs), len(got), m1.Over())
		}
	}
}

// TestResumeShowsThePersonToMove: a game saved on a person's turn resumes on that
// person's view with the same hand and turn; at a hot-seat table behind the privacy
// screen for them.
func TestResumeShowsThePersonToMove(t *testing.T) {
	for _, bots := range []string{"human,normal,normal", "human,human,normal"} {
		a, _ := withStore(prefs.Instant)
		tb, sh := table(t, a, "threethirteen", bots, 9)
		a.Goto(tb)
		Step(tb, a, 30)
		m := matchOf(sh)
		if !sh.Person(m.ToMove()) {
			t.Fatalf("%s: seat %d to move, not a person", bots, m.ToMove())
		}
		sv, _ := saves.LoadGame(a.Saves)
		if sv == nil { // no move yet: save the opening to resume it
			saves.SaveGame(a.Saves, m, time.Now())
			sv, _ = saves.LoadGame(a.Saves)
		}
		sc, err := scenes.Resume(App(prefs.Instant), sv.Match, false)
		if err != nil {
			t.Fatal(err)
		}
		rs := shellOf(t, sc)
		if rs.Viewer() != m.ToMove() || !reflect.DeepEqual(rs.View(), m.View(m.ToMove())) {
			t.Fatalf("%s: resumed on seat %d, want the person to move, %d", bots, rs.Viewer(), m.ToMove())
		}
		b := App(prefs.Instant)
		b.Goto(sc)
		Step(sc, b, 2)
		if hot := strings.Count(bots, "human") > 1; rs.Private() != hot {
			t.Fatalf("%s: privacy screen %v after resuming, want %v", bots, rs.Private(), hot)
		}
	}
}

// TestFinishedGameClearsAutosave: once the game is over the saved game is gone (the
// menu offers no Continue for it).
func TestFinishedGameClearsAutosave(t *testing.T) {
	a, _ := withStore(prefs.Instant)
	tb, sh := table(t, a, "triples", "normal,normal,normal", 4)
	a.Goto(tb)
	for i := 0; i < 2000 && savedMoves(t, a.Saves) == nil; i++ {
		Step(tb, a, 1)
	}
	if savedMoves(t, a.Saves) == nil {
		t.Fatal("no game saved")
	}
	if err := sh.Skip(func(match.View) bool { return false }); err != nil {
		t.Fatal(err)
	}
	Step(tb, a, 1)
	if !matchOf(sh).Over() {
		t.Fatal("the game did not end")
	}
	if _, err := a.Saves.Read(saves.AutosaveName, 1<<20); err == nil {
		t.Fatal("a finished game is still saved as the game in progress")
	}
}
