package threethirteen

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"parlor/gameplay/match/matchtest"
	"parlor/internal/golden"
)

// goldenGames are the pinned playthroughs: config and bot levels per seat.
var goldenGames = []struct {
	file  string
	cfg   Config
	bots  []string
	drain int // if > 0, round 1 is scripted to run the stock dry this many times
}{
	{"golden_3p_forbid_retake.txt", Config{Players: 3, Seed: 2026, Options: Options{ForbidRetake: true}}, []string{"easy", "normal", "normal"}, 0},
	{"golden_5p.txt", Config{Players: 5, Seed: 7}, []string{"normal", "easy", "normal", "easy", "normal"}, 0},
	// Round 1 runs the stock dry (each player throws back what it drew) until the stock
	// has been rebuilt twice; then the bots play.
	{"golden_2p_rebuild_tiebreak.txt", Config{Players: 2, Seed: 99, Options: Options{TiebreakRound: true}}, []string{"normal", "easy"}, 2},
}

// drainStock scripts round 1: draw from the stock and discard the card drawn, until
// the stock has been rebuilt the given number of times.
func drainStock(rebuilds int) func(*State, []Event) (Move, bool) {
	seen, done := 0, false
	return func(s *State, last []Event) (Move, bool) {
		for _, e := range last {
			if _, ok := e.(StockRebuilt); ok {
				seen++
			}
		}
		if done || s.Round() != 1 || seen >= rebuilds && s.Phase() == PhaseDraw {
			done = true
			return Move{}, false
		}
		if s.Phase() == PhaseDraw {
			return Move{Seat: s.Turn(), Kind: DrawStock}, true
		}
		return Move{Seat: s.Turn(), Kind: Discard, Card: last[len(last)-1].(Drew).Card}, true
	}
}

// goldenLine prints an event for the golden log. A reveal prints only its penalty: the
// solver may pick any arrangement of least penalty, and the arrangement is checked by
// the property test instead.
func goldenLine(e Event) string {
	if r, ok := e.(Revealed); ok {
		return fmt.Sprintf("seat %d reveals: %d points", r.Seat, r.Arrangement.Penalty)
	}
	return e.String()
}

// TestGoldenPlaythrough plays seeded games with bots (after a few scripted moves for
// one of them) and compares the full event log
// (every card, in order) with testdata/. Same seed, same bots, same game: any change to
// dealing, shuffling, rules, scoring or bot play shows up here.
func TestGoldenPlaythrough(t *testing.T) {
	for _, g := range goldenGames {
		t.Run(g.file, func(t *testing.T) {
			var script func(*State, []Event) (Move, bool)
			if g.drain > 0 {
				script = drainStock(g.drain)
			}
			golden.Check(t, filepath.Join("testdata", g.file), goldenLog(t, g.cfg, g.bots, script))
		})
	}
}

// goldenLog plays the game and writes the log: a header, then every event, each move
// before its events as "> seat N: MOVE".
func goldenLog(t *testing.T, cfg Config, levels []string, script func(*State, []Event) (Move, bool)) string {
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	header := fmt.Sprintf("# threethirteen players=%d seed=%d options=%s bots=%s scripted=%v\n",
		cfg.Players, cfg.Seed, strings.Join(cfg.Options.IDs(), ","), strings.Join(levels, ","), script != nil)
	bots := make([]Bot, cfg.Players)
	for i := range bots {
		bots[i], _ = NewBot(levels[i], i, cfg.Seed)
	}
	var ev []Event // the events since the last move (the script reads them)
	next := func() (Move, error) {
		m, scripted := Move{}, false
		if script != nil {
			m, scripted = script(s, ev)
		}
		if !scripted {
			m = bots[s.Turn()].Choose(s.View(s.Turn()))
		}
		ev = ev[:0]
		return m, nil
	}
	event := func(e Event) string { ev = append(ev, e); return goldenLine(e) + "\n" }
	log, _ := matchtest.GoldenLog[*State, Move, Event](t, s, header, next, nil,
		func(_ int, m Move) string { return fmt.Sprintf("> seat %d: %s\n", m.Seat, m) }, event, nil)
	return log
}
