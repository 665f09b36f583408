package thirdwheel

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"parlor/gameplay/match/matchtest"
	"parlor/internal/golden"
)

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

// gameLog plays a game and returns its log (every event, unredacted) and its moves in
// notation: the bots' game when replay is nil, else the moves of replay read back from
// their notation, which must finish the game.
func gameLog(t *testing.T, o Options, seed uint64, levels [3]string, replay []string) (string, []string) {
	t.Helper()
	s, err := New(Config{Options: o, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	var d func() (Move, error)
	if replay == nil {
		var bots [3]Bot
		for i := range bots {
			if bots[i], err = NewBot(levels[i], i, seed); err != nil {
				t.Fatal(err)
			}
		}
		d = NewDriver(s, bots)
	}
	header := fmt.Sprintf("# thirdwheel options=%v seed=%d bots=%s\n", o.IDs(), seed, strings.Join(levels[:], ","))
	return matchtest.GoldenLog[*State, Move, Event](t, s, header, d, func(text string) (Move, error) { return ParseMove(-1, text) },
		func(n int, m Move) string { return fmt.Sprintf("> %d: %s\n", n, m) }, nil, replay)
}

// TestGoldenPlaythrough pins whole bot games with races (seed + bots → moves with their
// stamps → event log), and checks that replaying the moves gives the same log.
// Regenerate with `go test ./gameplay/thirdwheel -run Golden -update` after a deliberate
// change.
func TestGoldenPlaythrough(t *testing.T) {
	for _, g := range goldenGames {
		log, moves := gameLog(t, g.o, g.seed, g.bots, nil)
		if again, _ := gameLog(t, g.o, g.seed, g.bots, moves); again != log {
			t.Fatalf("%s: replaying the moves gives a different log", g.name)
		}
		if again, _ := gameLog(t, g.o, g.seed, g.bots, nil); again != log {
			t.Fatalf("%s: the same bots and seed played a different game", g.name)
		}
		golden.Check(t, filepath.Join("testdata", g.name), log)
	}
}
