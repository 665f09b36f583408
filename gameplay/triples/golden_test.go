package triples

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"parlor/gameplay/match/matchtest"
	"parlor/internal/golden"
)

// goldenGames are the games pinned in testdata: config, bots, and the file name.
var goldenGames = []struct {
	name string
	cfg  Config
	bots []string
}{
	{"golden_4p.txt", Config{Players: 4, Seed: 42}, []string{"normal", "hard", "easy", "normal"}},
	{"golden_3p_chill.txt", Config{Players: 3, Chill: true, Rounds: 2, Seed: 7}, []string{"easy", "normal", "hard"}},
}

// gameLog plays a game and returns its log (every event, unredacted, after the move that
// made it) and its moves in record notation: the bots' game when replay is nil, else the
// moves of replay read back from their notation, which must finish the game.
func gameLog(t *testing.T, cfg Config, levels []string, replay []string) (string, []string) {
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
	header := fmt.Sprintf("# triples players=%d chill=%v rounds=%d seed=%d bots=%s\n", cfg.Players, cfg.Chill, cfg.Rounds, cfg.Seed, strings.Join(levels, ","))
	next := func() (Move, error) { return bots[s.Turn()].Choose(s.View(s.Turn())), nil }
	return matchtest.GoldenLog[*State, Move, Event](t, s, header, next, func(text string) (Move, error) { return ParseMove(s.Turn(), text) },
		func(n int, m Move) string { return fmt.Sprintf("> %d: seat %d %s\n", n, m.Seat, m) }, nil, replay)
}

// TestGoldenPlaythrough pins whole games (seed + bots → moves → event log). Regenerate
// with `go test ./gameplay/triples -run Golden -update` after a deliberate change.
func TestGoldenPlaythrough(t *testing.T) {
	for _, g := range goldenGames {
		log, moves := gameLog(t, g.cfg, g.bots, nil)
		if again, _ := gameLog(t, g.cfg, g.bots, moves); again != log {
			t.Fatalf("%s: replaying the moves gives a different log", g.name)
		}
		golden.Check(t, filepath.Join("testdata", g.name), log)
	}
}
