//go:build display

package scenetest_test

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	gamesreg "parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/gameplay/record"
	"parlor/scenes"
	"parlor/scenes/prefs"
	"parlor/scenes/saves"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui/input"
)

// playedOut is a whole game of g played by normal bots (easy where the game has no
// normal), recorded with levels (a person in seat 0).
func playedOut(t *testing.T, id string, seed uint64) *match.Match {
	t.Helper()
	g, _ := gamesreg.Lookup(id)
	levels := []string{"human", "normal", "easy"}
	m, err := match.New(g, match.Config{Game: id, Players: 3, Seed: seed}, levels)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]match.Bot, 3)
	for i := range bots {
		bots[i], _ = g.NewBot(g.Levels()[0], i, seed)
	}
	if _, err := match.Play(m, bots, 1<<20); err != nil || !m.Over() {
		t.Fatalf("%s: playing out: %v (over %v)", id, err, m.Over())
	}
	return m
}

// replayOf opens m in the viewer and lets it settle.
func replayOf(t *testing.T, a *scenes.App, m *match.Match) *screens.Replay {
	t.Helper()
	r, err := screens.NewReplay(m, time.Time{}, func(*scenes.App) scenes.Scene { return screens.NewHistory() })
	if err != nil {
		t.Fatal(err)
	}
	a.Goto(r)
	Step(r, a, 3)
	return r
}

// TestReplayStepsEveryGame: the viewer opens a finished game of every game (and the
// example record) at its start; ← and → step one move, Home and End go to the ends, PgUp
// and PgDn to the starts of rounds, [ and ] to tricks or turns, Tab turns the table to
// the next seat, Space plays the game on by itself and pauses it, and every position
// shown is the record's (the table's view is the view of the game rebuilt to that
// move).
func TestReplayStepsEveryGame(t *testing.T) {
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
		if r.K() != 0 || r.Len() != m.Len() {
			t.Fatalf("%s: opened at move %d of %d, want the start (0 of %d)", name, r.K(), r.Len(), m.Len())
		}
		for seat := range m.Players() {
			if !r.Shell().Shows(seat) {
				t.Fatalf("%s: the replay's table does not show every hand (not seat %d's)", name, seat)
			}
		}
		Press(r, a, input.KeyHome)
		Press(r, a, input.KeyRight)
		Press(r, a, input.KeyRight)
		if r.K() != 2 {
			t.Fatalf("%s: Home → → shows move %d, want 2", name, r.K())
		}
		Press(r, a, input.KeyLeft)
		if r.K() != 1 {
			t.Fatalf("%s: ← shows move %d, want 1", name, r.K())
		}
		rounds := r.Rounds()
		if name != "thirdwheel" && len(rounds) < 2 {
			t.Fatalf("%s: rounds start at %v: want more than one round", name, rounds)
		}
		if len(rounds) > 1 {
			Press(r, a, input.KeyPageDown)
			if r.K() != rounds[1] {
				t.Fatalf("%s: PgDn shows move %d, want the second round's start %d", name, r.K(), rounds[1])
			}
			Press(r, a, input.KeyPageUp)
			if r.K() != 0 {
				t.Fatalf("%s: PgUp from round 2 shows move %d, want 0", name, r.K())
			}
		}
		tricks := r.Tricks()
		if len(tricks) < 3 {
			t.Fatalf("%s: tricks or turns start at %v", name, tricks)
		}
		Press(r, a, input.KeyHome)
		var in input.Input
		in.AddChar(']')
		Tick(r, a, in)
		if r.K() != tricks[1] {
			t.Fatalf("%s: ] shows move %d, want %d", name, r.K(), tricks[1])
		}
		// The table shows the game after K moves: its view is the rebuilt game's.
		want := m.Clone()
		if err := want.Truncate(r.K()); err != nil {
			t.Fatal(err)
		}
		if got, w := r.Shell().View(), want.View(r.Viewer()); !viewEqual(got, w) {
			t.Fatalf("%s: the table's view after %d moves is not the game's", name, r.K())
		}
		seat := r.Viewer()
		Press(r, a, input.KeyTab)
		Step(r, a, 2)
		if r.Viewer() != (seat+1)%m.Players() || r.K() != tricks[1] {
			t.Fatalf("%s: Tab: viewer %d at move %d, want %d at %d", name, r.Viewer(), r.K(), (seat+1)%m.Players(), tricks[1])
		}
		Press(r, a, input.KeySpace)
		if !r.Playing() {
			t.Fatalf("%s: Space did not start the replay", name)
		}
		from := r.K()
		Step(r, a, 600)
		if r.K() <= from {
			t.Fatalf("%s: playing for 600 ticks stayed at move %d", name, r.K())
		}
		Press(r, a, input.KeySpace)
		at := r.K()
		Step(r, a, 200)
		if r.Playing() || r.K() != at {
			t.Fatalf("%s: paused at %d, then at %d (playing %v)", name, at, r.K(), r.Playing())
		}
		Press(r, a, input.KeyEnd)
		Step(r, a, 5)
		if r.K() != m.Len() || !viewEqual(r.Shell().View(), m.View(r.Viewer())) {
			t.Fatalf("%s: End shows move %d of %d", name, r.K(), m.Len())
		}
		if !r.Shell().Final() {
			t.Fatalf("%s: the end of the game is not on show at its last move", name)
		}
		// Every hand is shown: each seat's cards face up, and its own view (hand
		// included) for the tables that draw hands from views.
		for seat := range m.Players() {
			if !r.Shell().Shows(seat) || !viewEqual(r.Shell().OpenView(seat), m.View(seat)) {
				t.Fatalf("%s: seat %d's hand is not shown at the replay", name, seat)
			}
		}
	}
}

func viewEqual(a, b match.View) bool { return reflect.DeepEqual(a, b) }

// withStore is an app whose saved games live in memory.
func withStore(speed prefs.Speed) (*scenes.App, *saves.Mem) {
	a := App(speed)
	st := saves.NewMem()
	a.Saves = st
	return a, st
}

// TestFinishedGameGoesIntoTheHistory: a game a person plays to its end at the table is
// added to the history once (with the hints asked for); a game of bots only is not.
func TestFinishedGameGoesIntoTheHistory(t *testing.T) {
	for _, g := range games {
		a, st := withStore(prefs.Instant)
		tb, sh := table(t, a, g.id, g.people, 5)
		a.Goto(tb)
		Step(tb, a, 5)
		for range 20 {
			if sh.GiveHint() {
				break
			}
			Step(tb, a, 20)
		}
		hints := MatchOf(sh).Hints()
		if err := sh.Skip(func(match.View) bool { return false }); err != nil {
			t.Fatal(err)
		}
		Step(tb, a, 30)
		entries, errs := saves.History(st)
		if len(errs) > 0 || len(entries) != 1 || !SessionOf(sh).Kept() {
			t.Fatalf("%s: after the game's end the history holds %d games (errors %v, kept %v)", g.id, len(entries), errs, SessionOf(sh).Kept())
		}
		if e := entries[0]; !e.Summary.Over || e.Match.Game().ID() != g.id || e.Match.Hints() != hints || e.Match.Len() != moves(sh) {
			t.Fatalf("%s: kept %s over %v with %d hints and %d moves; want %d hints, %d moves", g.id, e.Match.Game().ID(), e.Summary.Over, e.Match.Hints(), e.Match.Len(), hints, moves(sh))
		}
		Step(tb, a, 30)
		if entries, _ := saves.History(st); len(entries) != 1 {
			t.Fatalf("%s: the game went into the history %d times", g.id, len(entries))
		}

		a, st = withStore(prefs.Instant)
		tb, sh = table(t, a, g.id, g.bots, 5)
		a.Goto(tb)
		sh.Skip(func(match.View) bool { return false })
		Step(tb, a, 30)
		if entries, _ := saves.History(st); len(entries) != 0 {
			t.Fatalf("%s: a game of bots only went into the history", g.id)
		}
	}
}

// TestHintsAtEveryTable: H (or the hint button; Triples' own) on the person's turn shows
// the rules core's suggestion and counts it in the match; off turn it says why not and
// counts nothing; Troeven's H names hearts in the trump dialog, not a hint.
func TestHintsAtEveryTable(t *testing.T) {
	for _, g := range games {
		a, _ := withStore(prefs.Instant)
		tb, sh := table(t, a, g.id, g.people, 8)
		tbl := tb.(scenes.Table)
		a.Goto(tb)
		turn := false
		for range 400 {
			Step(tb, a, 5)
			if tbl.ToMove() == sh.Viewer() && sh.Idle() && !sh.Ended() {
				turn = true
				break
			}
		}
		if !turn {
			t.Fatalf("%s: the person never had a turn", g.id)
		}
		if tr, ok := tb.(scenes.KeyTaker); ok && tr.TakesKey(input.KeyH) {
			// Troeven's caller names trumps: H is hearts here, so ask by the button.
			r := scenes.FrameOf(sh).HintRect()
			Tick(tb, a, *input.Tap(r.CX(), r.CY()))
		} else if r := scenes.FrameOf(sh).HintRect(); r.W > 0 {
			Tick(tb, a, *input.Tap(r.CX(), r.CY()))
		} else {
			Press(tb, a, input.KeyH)
		}
		if MatchOf(sh).Hints() != 1 || !strings.HasPrefix(sh.ToastShown(), "Hint: ") {
			t.Fatalf("%s: after asking for a hint: %d hints counted, toast %q", g.id, MatchOf(sh).Hints(), sh.ToastShown())
		}
		// Off turn: no hint, nothing counted.
		a2, _ := withStore(prefs.Instant)
		tb2, sh2 := table(t, a2, g.id, "normal,human,normal", 8)
		a2.Goto(tb2)
		Step(tb2, a2, 2)
		if tb2.(scenes.Table).ToMove() != sh2.Viewer() && sh2.GiveHint() {
			t.Fatalf("%s: a hint was given off turn", g.id)
		}
		if MatchOf(sh2).Hints() != 0 {
			t.Fatalf("%s: %d hints counted off turn", g.id, MatchOf(sh2).Hints())
		}
	}
}

// TestHistoryScreen: the history lists kept games newest first with their players and
// result; Enter opens the chosen one in the replay viewer; E exports its record (which
// parses and replays to the same game); a record typed by path is imported (and a
// broken one is refused in plain words, the history unchanged); Delete forgets a game.
func TestHistoryScreen(t *testing.T) {
	a, st := withStore(prefs.Instant)
	t0 := time.Date(2026, 12, 1, 15, 0, 0, 0, time.UTC)
	old, young := playedOut(t, "triples", 3), playedOut(t, "troeven", 4)
	saves.AddHistory(st, old, t0)
	saves.AddHistory(st, young, t0.Add(time.Hour))
	h := screens.NewHistory()
	a.Goto(h)
	Step(h, a, 1)
	es := h.Entries()
	if len(es) != 2 || es[0].Match.Game().ID() != "troeven" || es[1].Match.Game().ID() != "triples" {
		t.Fatalf("history lists %d games, want troeven then triples", len(es))
	}
	if p := screens.Players(es[0].Match); p != "You, Basil (normal), Cleo (easy)" {
		t.Fatalf("players %q", p)
	}
	if r := screens.Result(es[0].Match, es[0].Summary); !strings.HasSuffix(r, " won") {
		t.Fatalf("result %q", r)
	}

	dir := t.TempDir()
	screens.ExportDir = dir
	defer func() { screens.ExportDir = "" }()
	Press(h, a, input.KeyE)
	files, _ := filepath.Glob(filepath.Join(dir, "parlor-troeven-*.json"))
	if len(files) != 1 || !strings.Contains(h.Status(), files[0]) {
		t.Fatalf("export wrote %v, status %q", files, h.Status())
	}
	rec, err := record.Load(files[0])
	if err != nil {
		t.Fatal(err)
	}
	back, err := gamesreg.Load(rec)
	if err != nil || back.Len() != young.Len() || !reflect.DeepEqual(back.Summary(), young.Summary()) {
		t.Fatalf("the exported record replays to another game (%v)", err)
	}

	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"game":"troeven","players":3,"seed":1,"moves":["play 7Z"]}`), 0o644)
	for _, p := range []string{bad, files[0]} {
		Press(h, a, input.KeyI)
		for _, ch := range p {
			var in input.Input
			in.AddChar(ch)
			Tick(h, a, in)
		}
		Press(h, a, input.KeyEnter)
		if p == bad {
			if len(h.Entries()) != 2 || !strings.Contains(h.Status(), "Could not import") {
				t.Fatalf("a broken record: %d games, status %q", len(h.Entries()), h.Status())
			}
		}
	}
	if len(h.Entries()) != 3 || !strings.HasPrefix(h.Status(), "Imported") {
		t.Fatalf("after importing the export: %d games, status %q", len(h.Entries()), h.Status())
	}

	Press(h, a, input.KeyEnter)
	r, ok := a.Next().(*screens.Replay)
	if !ok || r.Len() != h.Entries()[h.Selected()].Match.Len() {
		t.Fatalf("Enter opened %T", a.Next())
	}

	h = screens.NewHistory()
	a.Goto(h)
	Step(h, a, 20)
	Press(h, a, input.KeyBackspace)
	if len(h.Entries()) != 2 {
		t.Fatalf("Delete left %d games, want 2", len(h.Entries()))
	}
}

// TestStatsScreen: the statistics count the people's finished games per game and
// variant; R asks before resetting, N keeps them, Y resets them, and the history is
// kept.
func TestStatsScreen(t *testing.T) {
	a, st := withStore(prefs.Instant)
	now := time.Now()
	for i, id := range []string{"triples", "triples", "threethirteen"} {
		saves.AddHistory(st, playedOut(t, id, uint64(20+i)), now.Add(-time.Duration(3-i)*time.Hour))
	}
	s := screens.NewStats()
	a.Goto(s)
	Step(s, a, 1)
	gs := s.Data().Games
	if len(gs) != 2 {
		t.Fatalf("statistics for %d games, want 2", len(gs))
	}
	i := slices.IndexFunc(gs, func(g saves.GameStats) bool { return g.Game == "triples" })
	if i < 0 || gs[i].Played != 2 || len(gs[i].Scores) != 2 {
		t.Fatalf("triples: %+v", gs)
	}
	// An online game of Triples: W chooses the games counted (all, played here, online).
	m := playedOut(t, "triples", 40)
	names := []string{"Ann", "Bea", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"}[:m.Players()]
	if _, err := saves.AddOnline(st, m, saves.Online{Room: "ABCDEF", You: 1, Names: names}, now.Add(-time.Hour)); err != nil {
		t.Fatal(err)
	}
	triples := func() (n, games int) {
		for _, g := range s.Data().Games {
			if g.Game == "triples" {
				n = g.Played
			}
		}
		return n, len(s.Data().Games)
	}
	for _, want := range []struct {
		where        saves.Where
		triples, all int
	}{{saves.PlayedHere, 2, 2}, {saves.PlayedOnline, 1, 1}, {saves.AllGames, 3, 2}} {
		Press(s, a, input.KeyW)
		if n, games := triples(); s.Where() != want.where || n != want.triples || games != want.all {
			t.Fatalf("W: counting %v, %d games of Triples in %d games' tabs; want %v, %d, %d", s.Where(), n, games, want.where, want.triples, want.all)
		}
	}
	Press(s, a, input.KeyR)
	if !s.Asking() {
		t.Fatal("R did not ask before resetting")
	}
	Press(s, a, input.KeyN)
	if s.Asking() || len(s.Data().Games) != 2 {
		t.Fatalf("N: asking %v, %d games", s.Asking(), len(s.Data().Games))
	}
	Press(s, a, input.KeyR)
	Press(s, a, input.KeyY)
	if s.Asking() || len(s.Data().Games) != 0 {
		t.Fatalf("after the reset: asking %v, %d games counted", s.Asking(), len(s.Data().Games))
	}
	if es, _ := saves.History(st); len(es) != 4 {
		t.Fatalf("the reset left %d games in the history, want 4", len(es))
	}
}
