package triples

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/golden_*.txt from the current rules and bots")

// goldenGames are the games pinned in testdata: config, bots, and the file name.
var goldenGames = []struct {
	name string
	cfg  Config
	bots []string
}{
	{"golden_4p.txt", Config{Players: 4, Seed: 42}, []string{"normal", "hard", "easy", "normal"}},
	{"golden_3p_chill.txt", Config{Players: 3, Chill: true, Rounds: 2, Seed: 7}, []string{"easy", "normal", "hard"}},
}

// playLog plays a bot game and returns its log (every event, unredacted, after the move
// that made it) and the moves in record notation.
func playLog(t *testing.T, cfg Config, levels []string) (string, []string) {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]Bot, cfg.Players)
	for i := range bots {
		if bots[i], err = NewBot(levels[i], i, cfg.Seed); err != nil {
			t.Fatal(err)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# triples players=%d chill=%v rounds=%d seed=%d bots=%s\n", cfg.Players, cfg.Chill, cfg.Rounds, cfg.Seed, strings.Join(levels, ","))
	for _, ev := range s.Opening() {
		fmt.Fprintf(&b, "  %s\n", ev)
	}
	var moves []string
	for !s.Over() {
		seat := s.Turn()
		m := bots[seat].Choose(s.View(seat))
		evs, err := s.Apply(m)
		if err != nil {
			t.Fatalf("move %d: %v", len(moves)+1, err)
		}
		moves = append(moves, m.String())
		fmt.Fprintf(&b, "> %d: seat %d %s\n", len(moves), seat, m)
		for _, ev := range evs {
			fmt.Fprintf(&b, "  %s\n", ev)
		}
	}
	return b.String(), moves
}

// replayLog replays moves in notation on a new game and returns the same log.
func replayLog(t *testing.T, cfg Config, levels []string, moves []string) string {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# triples players=%d chill=%v rounds=%d seed=%d bots=%s\n", cfg.Players, cfg.Chill, cfg.Rounds, cfg.Seed, strings.Join(levels, ","))
	for _, ev := range s.Opening() {
		fmt.Fprintf(&b, "  %s\n", ev)
	}
	for i, text := range moves {
		seat := s.Turn()
		m, err := ParseMove(seat, text)
		if err != nil {
			t.Fatal(err)
		}
		evs, err := s.Apply(m)
		if err != nil {
			t.Fatalf("replay move %d %q: %v", i+1, text, err)
		}
		fmt.Fprintf(&b, "> %d: seat %d %s\n", i+1, seat, m)
		for _, ev := range evs {
			fmt.Fprintf(&b, "  %s\n", ev)
		}
	}
	if !s.Over() {
		t.Fatal("replay did not finish the game")
	}
	return b.String()
}

// TestGoldenPlaythrough pins whole games (seed + bots → moves → event log). Regenerate
// with `go test ./gameplay/triples -run Golden -update` after a deliberate change.
func TestGoldenPlaythrough(t *testing.T) {
	for _, g := range goldenGames {
		log, moves := playLog(t, g.cfg, g.bots)
		if again := replayLog(t, g.cfg, g.bots, moves); again != log {
			t.Fatalf("%s: replaying the moves gives a different log", g.name)
		}
		path := filepath.Join("testdata", g.name)
		if *update {
			if err := os.MkdirAll("testdata", 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(log), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run with -update to create it)", err)
		}
		if string(want) != log {
			wl, gl := strings.Split(string(want), "\n"), strings.Split(log, "\n")
			for i := 0; i < min(len(wl), len(gl)); i++ {
				if wl[i] != gl[i] {
					t.Fatalf("%s differs at line %d:\nwant %s\ngot  %s", path, i+1, wl[i], gl[i])
				}
			}
			t.Fatalf("%s: %d lines, want %d", path, len(gl), len(wl))
		}
	}
}
