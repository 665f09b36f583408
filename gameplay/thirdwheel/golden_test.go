package thirdwheel

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/golden_*.txt from the current rules and bots")

// goldenGames are the games pinned in testdata: bot games full of races (snap windows,
// Double-Down races, misses and their discards, shields).
var goldenGames = []struct {
	name string
	o    Options
	seed uint64
	bots [3]string
}{
	{"golden_all_options.txt", Options{Snap: true, DoubleDown: true, Actions: true, PlayOut: true}, 280, [3]string{"normal", "hard", "easy"}},
	{"golden_snap_doubledown.txt", Options{Snap: true, DoubleDown: true}, 261, [3]string{"normal", "hard", "easy"}},
	{"golden_base_doubledown_actions.txt", Options{DoubleDown: true, Actions: true, PaceMs: 1000}, 11, [3]string{"normal", "easy", "hard"}},
	{"golden_doubledown_fairdeck.txt", Options{DoubleDown: true, FairDeck: true}, 2, [3]string{"hard", "normal", "hard"}},
}

func logEvents(b *strings.Builder, evs []Event) {
	for _, e := range evs {
		fmt.Fprintf(b, "  %s\n", e)
	}
}

// playLog plays a bot game and returns its log (every event, unredacted) and the moves.
func playLog(t *testing.T, o Options, seed uint64, levels [3]string) (string, []string) {
	t.Helper()
	s, err := New(Config{Options: o, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	var bots [3]Bot
	for i := range bots {
		if bots[i], err = NewBot(levels[i], i, seed); err != nil {
			t.Fatal(err)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# thirdwheel options=%v seed=%d bots=%s\n", o.IDs(), seed, strings.Join(levels[:], ","))
	logEvents(&b, s.Opening())
	d := NewDriver(s, bots)
	var moves []string
	for !s.Over() {
		m, err := d.Next()
		if err != nil {
			t.Fatal(err)
		}
		evs, err := s.Apply(m)
		if err != nil {
			t.Fatalf("move %d %q: %v", len(moves)+1, m, err)
		}
		moves = append(moves, m.String())
		fmt.Fprintf(&b, "> %d: %s\n", len(moves), m)
		logEvents(&b, evs)
	}
	return b.String(), moves
}

// replayLog replays the moves from their notation and returns the same log.
func replayLog(t *testing.T, o Options, seed uint64, levels [3]string, moves []string) string {
	t.Helper()
	s, err := New(Config{Options: o, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# thirdwheel options=%v seed=%d bots=%s\n", o.IDs(), seed, strings.Join(levels[:], ","))
	logEvents(&b, s.Opening())
	for i, text := range moves {
		m, err := ParseMove(-1, text)
		if err != nil {
			t.Fatal(err)
		}
		evs, err := s.Apply(m)
		if err != nil {
			t.Fatalf("replay move %d %q: %v", i+1, text, err)
		}
		fmt.Fprintf(&b, "> %d: %s\n", i+1, m)
		logEvents(&b, evs)
	}
	if !s.Over() {
		t.Fatal("the replay did not finish the game")
	}
	return b.String()
}

// TestGoldenPlaythrough pins whole bot games with races (seed + bots → moves with their
// stamps → event log), and checks that replaying the moves gives the same log.
// Regenerate with `go test ./gameplay/thirdwheel -run Golden -update` after a deliberate
// change.
func TestGoldenPlaythrough(t *testing.T) {
	for _, g := range goldenGames {
		log, moves := playLog(t, g.o, g.seed, g.bots)
		if again := replayLog(t, g.o, g.seed, g.bots, moves); again != log {
			t.Fatalf("%s: replaying the moves gives a different log", g.name)
		}
		if again, _ := playLog(t, g.o, g.seed, g.bots); again != log {
			t.Fatalf("%s: the same bots and seed played a different game", g.name)
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
