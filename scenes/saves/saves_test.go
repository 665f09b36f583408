//go:build !js

package saves

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	"parlor/gameplay/threethirteen"
	"parlor/gameplay/triples"
	"parlor/gameplay/troeven"
)

var t0 = time.Date(2026, 12, 1, 15, 0, 0, 0, time.UTC)

// playTo makes a match and plays its first n moves with bots (n < 0: to the end).
func playTo(t *testing.T, g match.Game, cfg match.Config, levels []string, n int) *match.Match {
	t.Helper()
	m, err := match.New(g, cfg, levels)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]match.Bot, len(levels))
	for i := range levels {
		bots[i], _ = g.NewBot(g.Levels()[0], i, cfg.Seed)
	}
	limit := n
	if n < 0 {
		limit = 1 << 20
	}
	if _, err := match.Play(m, bots, limit); err != nil && n < 0 {
		t.Fatal(err)
	}
	return m
}

func TestAutosaveResumesTheSameGame(t *testing.T) {
	for _, st := range []Store{NewMem(), Dir{Root: t.TempDir()}} {
		m := playTo(t, threethirteen.Game, match.Config{Players: 3, Seed: 8}, []string{"human", "easy", "normal"}, 57)
		if err := SaveGame(st, m, t0); err != nil {
			t.Fatal(err)
		}
		s, err := LoadGame(st)
		if err != nil || s == nil {
			t.Fatalf("load: %v", err)
		}
		if s.Match.Len() != 57 || !s.Date.Equal(t0) {
			t.Fatalf("resumed %d moves dated %v", s.Match.Len(), s.Date)
		}
		a, _ := s.Match.View(0).(threethirteen.View)
		b, _ := m.View(0).(threethirteen.View)
		if a.Round != b.Round || a.Turn != b.Turn || cards.Format(a.Hand) != cards.Format(b.Hand) {
			t.Fatalf("resumed view differs: round %d/%d turn %d/%d", a.Round, b.Round, a.Turn, b.Turn)
		}
		want := fmt.Sprintf("Three-Thirteen, round %d, 5 minutes ago", a.Round)
		if got := Describe(s, t0.Add(5*time.Minute)); got != want {
			t.Fatalf("describe: %q, want %q", got, want)
		}
		if err := ClearGame(st); err != nil {
			t.Fatal(err)
		}
		if s, err := LoadGame(st); s != nil || err != nil {
			t.Fatal("a cleared autosave is still there")
		}
	}
}

func TestAFinishedAutosaveIsNoGameInProgress(t *testing.T) {
	st := NewMem()
	m := playTo(t, troeven.Game, match.Config{Players: 3, Seed: 2}, []string{"human", "easy", "easy"}, -1)
	SaveGame(st, m, t0)
	if s, err := LoadGame(st); s != nil || err != nil {
		t.Fatalf("a finished game offered to continue: %v %v", s, err)
	}
}

// TestBrokenAutosaveIsMovedAsideNeverReplaced: garbage, a truncated record, an unknown
// game, a move the rules refuse: reported in plain words, kept as autosave.json.broken.
func TestBrokenAutosaveIsMovedAsideNeverReplaced(t *testing.T) {
	good := playTo(t, triples.Game, match.Config{Players: 3, Seed: 4}, []string{"human", "easy", "easy"}, 10)
	data, _, _ := encode(good, t0, nil)
	for _, tc := range []struct{ name, data, want string }{
		{"garbage", "\x00\x01 not json", "not a game record"},
		{"truncated", string(data[:len(data)/2]), "not a game record"},
		{"wrong game", strings.Replace(string(data), `"triples"`, `"chess"`, 1), `"chess"`},
		{"illegal move", strings.Replace(string(data), `"draw"`, `"play RH1 RH2"`, 1), "not allowed by the rules"},
	} {
		st := Dir{Root: t.TempDir()}
		st.Write(AutosaveName, []byte(tc.data))
		s, err := LoadGame(st)
		var be *BrokenError
		if s != nil || !errors.As(err, &be) || !strings.Contains(err.Error(), tc.want) || be.Aside == "" {
			t.Errorf("%s: %v (saved %v)", tc.name, err, s)
			continue
		}
		kept, _ := os.ReadFile(filepath.Join(st.Root, AutosaveName+BrokenSuffix))
		if string(kept) != tc.data {
			t.Errorf("%s: the broken file was not kept as it was", tc.name)
		}
		if _, err := os.Stat(filepath.Join(st.Root, AutosaveName)); !os.IsNotExist(err) {
			t.Errorf("%s: the broken file is still in place", tc.name)
		}
	}
	// A folder in the file's place is reported, left alone, and the next save fails
	// rather than replacing it.
	st := Dir{Root: t.TempDir()}
	os.Mkdir(filepath.Join(st.Root, AutosaveName), 0o755)
	if _, err := LoadGame(st); err == nil {
		t.Error("a folder as the autosave: no error")
	}
	if err := SaveGame(st, good, t0); err == nil {
		t.Error("saving over a folder succeeded")
	}
}

func TestHistoryKeepsTheNewest200(t *testing.T) {
	st := NewMem()
	m := playTo(t, triples.Game, match.Config{Players: 2, Seed: 1}, []string{"human", "easy"}, -1)
	for i := range MaxHistory + 5 {
		if _, err := AddHistory(st, m, t0.Add(time.Duration(i)*time.Minute)); err != nil {
			t.Fatal(err)
		}
	}
	names, _ := st.List(HistoryDir)
	entries, errs := History(st)
	if len(names) != MaxHistory || len(entries) != MaxHistory || len(errs) != 0 {
		t.Fatalf("%d names, %d entries, %v", len(names), len(entries), errs)
	}
	if !entries[0].Date.Equal(t0.Add((MaxHistory+4)*time.Minute)) || !entries[len(entries)-1].Date.Equal(t0.Add(5*time.Minute)) {
		t.Fatalf("kept %v … %v", entries[0].Date, entries[len(entries)-1].Date)
	}
}

func TestHistoryExportImportAndBrokenEntries(t *testing.T) {
	st := NewMem()
	m := playTo(t, threethirteen.Game, match.Config{Players: 2, Seed: 3}, []string{"human", "normal"}, -1)
	name, _ := AddHistory(st, m, t0)
	entries, _ := History(st)
	data, err := Export(entries[0])
	if err != nil {
		t.Fatal(err)
	}
	other := NewMem()
	e, err := Import(other, data, t0.Add(time.Hour))
	if err != nil || e.Summary.Moves != m.Len() || !e.Date.Equal(t0) {
		t.Fatalf("import: %v %+v", err, e.Summary)
	}
	if _, err := Import(other, []byte(`{"game":"threethirteen"}`), t0); err == nil || !strings.Contains(err.Error(), "players") {
		t.Fatalf("importing half a record: %v", err)
	}
	st.Write(name, []byte("garbage"))
	entries, errs := History(st)
	if len(entries) != 0 || len(errs) != 1 || !strings.Contains(errs[0].Error(), "A game in the history") {
		t.Fatalf("broken entry: %d entries, %v", len(entries), errs)
	}
	if _, err := st.Read(name+BrokenSuffix, 1<<20); err != nil {
		t.Fatal("the broken entry was not kept aside")
	}
}

// TestStatsFromHistory: wins, streaks, scores, undo and hints, by opponent level, and a
// reset that keeps the history.
func TestStatsFromHistory(t *testing.T) {
	st := NewMem()
	won, lost := 0, 0
	var wantStreak int
	for seed := uint64(1); seed <= 12; seed++ {
		level := "easy"
		if seed%3 == 0 {
			level = "normal"
		}
		m := playTo(t, threethirteen.Game, match.Config{Players: 2, Seed: seed}, []string{"human", level}, -1)
		if seed == 5 {
			m.NoteHint()
			m.NoteHint()
		}
		if seed == 6 {
			m.Truncate(m.Len() - 1)
			playRest(t, m)
		}
		AddHistory(st, m, t0.Add(time.Duration(seed)*time.Hour))
		if w := m.Winners(); len(w) > 0 && w[0] == 0 {
			won++
			wantStreak = max(wantStreak, 0) + 1
		} else {
			lost++
			wantStreak = min(wantStreak, 0) - 1
		}
	}
	// An all-bot game does not count.
	AddHistory(st, playTo(t, threethirteen.Game, match.Config{Players: 2, Seed: 99}, []string{"easy", "easy"}, -1), t0)
	s, errs := LoadStats(st)
	if len(errs) != 0 || len(s.Games) != 1 {
		t.Fatalf("stats %+v %v", s, errs)
	}
	g := s.Games[0]
	if g.Played != 12 || g.Won != won || g.Streak != wantStreak || g.WithUndo != 1 || g.Hints != 2 || !g.LowWins {
		t.Fatalf("stats %+v (want %d won, streak %d)", g, won, wantStreak)
	}
	if len(g.ByLevel) != 2 || g.ByLevel[0].Level != "easy" || g.ByLevel[0].Played != 8 || g.ByLevel[1].Played != 4 {
		t.Fatalf("by level %+v", g.ByLevel)
	}
	if len(g.Results) != 12 || g.BestScore > g.Scores[0] {
		t.Fatalf("results %v scores %v best %d", g.Results, g.Scores, g.BestScore)
	}
	if err := ResetStats(st, t0.Add(100*time.Hour)); err != nil {
		t.Fatal(err)
	}
	s, _ = LoadStats(st)
	if len(s.Games) != 0 {
		t.Fatalf("after a reset: %+v", s.Games)
	}
	if entries, _ := History(st); len(entries) != 13 {
		t.Fatal("a reset removed the history")
	}
}

func playRest(t *testing.T, m *match.Match) {
	g := m.Game()
	bots := make([]match.Bot, m.Players())
	for i := range bots {
		bots[i], _ = g.NewBot(g.Levels()[0], i, 1)
	}
	if _, err := match.Play(m, bots, 1<<20); err != nil {
		t.Fatal(err)
	}
}

func TestAgo(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{{10 * time.Second, "just now"}, {90 * time.Second, "a minute ago"}, {5 * time.Minute, "5 minutes ago"}, {3 * time.Hour, "3 hours ago"}, {30 * time.Hour, "yesterday"}, {4 * 24 * time.Hour, "4 days ago"}} {
		if got := Ago(t0, t0.Add(tc.d)); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.d, got, tc.want)
		}
	}
	if got := Ago(time.Time{}, t0); got != "date unknown" {
		t.Errorf("a record with no date: %q, want \"date unknown\"", got)
	}
}
