package games

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
	"parlor/gameplay/record"
)

// optionSets lists every option set of a game (each subset of its on/off options).
func optionSets(g match.Game) [][]string {
	var ids []string
	for _, o := range g.Options() {
		if !strings.HasSuffix(o, "=") {
			ids = append(ids, o)
		}
	}
	return matchtest.Subsets(ids)
}

// drawMatch starts a match of g on a drawn config (players, variant, an option set, a
// seed) and returns it with a bot of a drawn level for each seat.
func drawMatch(t *rapid.T, g match.Game) (*match.Match, []match.Bot) {
	lo, hi := g.Seats()
	n := rapid.IntRange(lo, hi).Draw(t, "players")
	cfg := match.Config{Game: g.ID(), Players: n, Seed: rapid.Uint64().Draw(t, "seed"),
		Options: rapid.SampledFrom(optionSets(g)).Draw(t, "options")}
	if vs := g.Variants(); len(vs) > 0 {
		cfg.Variant = rapid.SampledFrom(vs).Draw(t, "variant")
	}
	if slices.Contains(cfg.Options, "chill") {
		cfg.Rounds = rapid.IntRange(0, 4).Draw(t, "rounds")
	}
	levels := make([]string, n)
	for i := range levels {
		levels[i] = rapid.SampledFrom(g.Levels()).Draw(t, "level")
	}
	m, err := match.New(g, cfg, levels)
	if err != nil {
		t.Fatal(err)
	}
	return m, matchtest.Bots(t, g, cfg.Seed, levels...)
}

// TestRecordReplaysToTheLiveState: for every game and option set, a match played some
// way (bots, then possibly stopped early) converts to a record, through JSON and back,
// and loading it rebuilds a state equal to the live one, with the same log and events.
func TestRecordReplaysToTheLiveState(t *testing.T) {
	for _, g := range All {
		t.Run(g.ID(), func(t *testing.T) {
			rapid.Check(t, func(rt *rapid.T) {
				m, bots := drawMatch(rt, g)
				stop := rapid.IntRange(0, 2000).Draw(rt, "stop")
				if _, err := match.Play(m, bots, stop); err != nil && !strings.Contains(err.Error(), "no end after") {
					rt.Fatal(err)
				}
				data, err := json.Marshal(m.Record())
				if err != nil {
					rt.Fatal(err)
				}
				r, err := record.Parse(data)
				if err != nil {
					rt.Fatal(err)
				}
				back, err := Load(r)
				if err != nil {
					rt.Fatalf("load: %v", err)
				}
				if !reflect.DeepEqual(back.State(), m.State()) {
					rt.Fatalf("replayed state differs after %d moves", m.Len())
				}
				if !reflect.DeepEqual(back.Record(), m.Record()) {
					rt.Fatal("the record changed through a load")
				}
				if !reflect.DeepEqual(back.Events(), m.Events()) || back.Summary().Over != m.Over() {
					rt.Fatal("the events differ")
				}
				// Undo: the match less its last move is no longer equal, and equals a load of
				// the record less that move.
				if n := m.Len(); n > 0 {
					if err := back.Truncate(n - 1); err != nil {
						rt.Fatal(err)
					}
					if reflect.DeepEqual(back.State(), m.State()) {
						rt.Fatal("taking back a move left the state as it was")
					}
					r.Moves = r.Moves[:n-1]
					short, err := Load(r)
					if err != nil || !reflect.DeepEqual(short.State(), back.State()) || !reflect.DeepEqual(short.Events(), back.Events()) {
						rt.Fatalf("truncate differs from a load of the shorter record (%v)", err)
					}
				}
			})
		})
	}
}

// TestHintsAreLegal: in bot games of every game and option set, whenever a game gives a
// hint, the hinted move is a legal move of that seat with a reason; a seat gets one only
// when the game waits for it, or (Third Wheel) it is the Duo player on turn while a
// window is open.
func TestHintsAreLegal(t *testing.T) {
	for _, g := range All {
		t.Run(g.ID(), func(t *testing.T) {
			rapid.Check(t, func(rt *rapid.T) {
				m, bots := drawMatch(rt, g)
				d := m.NewDriver(bots)
				hints := 0
				for n := 0; !m.Over() && n < 120; n++ {
					for seat := range m.Players() {
						if n%3 != 0 || (n%5 != 0 && seat != m.ToMove()) {
							continue
						}
						mv, why, ok := g.Hint(m.View(seat))
						if !ok {
							continue
						}
						// A seat off turn may get a hint only for a move the rules take from
						// it now (Third Wheel's reaction windows: a Snap Match play), which
						// Apply below checks.
						if mv.MoveSeat() != seat || why.String() == "" {
							rt.Fatalf("seat %d (to move: %d) got hint %v %q", seat, m.ToMove(), mv, why.String())
						}
						if _, err := m.State().Apply(mv); err != nil {
							rt.Fatalf("hint %v for seat %d is illegal: %v", mv, seat, err)
						}
						hints++
					}
					mv, err := d.Next()
					if err != nil {
						rt.Fatal(err)
					}
					if _, err := m.Apply(mv); err != nil {
						rt.Fatal(err)
					}
				}
				if hints == 0 && m.Len() >= 120 {
					rt.Fatal("no hint in the whole game")
				}
			})
		})
	}
}

// TestScoreDirection: each game says which way its totals rank (match.Game.LowWins):
// penalty points and branches left the fewest, a scored Triples game the fewest points
// but chill mode the most rounds won, Third Wheel the most (1 for a win).
func TestScoreDirection(t *testing.T) {
	for _, c := range []struct {
		game    string
		options []string
		low     bool
	}{
		{"threethirteen", nil, true},
		{"troeven", nil, true},
		{"triples", nil, true},
		{"triples", []string{"chill"}, false},
		{"thirdwheel", []string{"snap"}, false},
	} {
		g, ok := Lookup(c.game)
		if !ok {
			t.Fatalf("no game %s", c.game)
		}
		if got := g.LowWins(match.Config{Game: c.game, Options: c.options}); got != c.low {
			t.Errorf("%s %v: LowWins %v, want %v", c.game, c.options, got, c.low)
		}
	}
}

// TestWinnersHaveTheBestTotal: in every game of All, with each option group (each
// option alone and none), whole games played by bots end with winners whose totals are
// the best the game's score direction (LowWins) names: a direction that disagrees with
// the rules would rank the statistics wrongly.
func TestWinnersHaveTheBestTotal(t *testing.T) {
	for _, g := range All {
		sets := [][]string{nil}
		for _, o := range g.Options() {
			if !strings.HasSuffix(o, "=") {
				sets = append(sets, []string{o})
			}
		}
		lo, _ := g.Seats()
		for _, opts := range sets {
			cfg := match.Config{Game: g.ID(), Players: lo, Options: opts, Seed: 3}
			m, err := match.New(g, cfg, nil)
			if err != nil {
				continue // an option that needs more seats or another option
			}
			level := g.Levels()[0]
			if _, err := match.Play(m, matchtest.Bots(t, g, 3, slices.Repeat([]string{level}, lo)...), 1_000_000); err != nil {
				t.Fatal(err)
			}
			sum := m.Summary()
			best := sum.Totals[0]
			for _, v := range sum.Totals {
				if g.LowWins(cfg) && v < best || !g.LowWins(cfg) && v > best {
					best = v
				}
			}
			if len(sum.Winners) == 0 {
				t.Errorf("%s %v: a finished game with no winner", g.ID(), opts)
			}
			for _, w := range sum.Winners {
				if sum.Totals[w] != best {
					t.Errorf("%s %v: winner %d has %d, the best total is %d (LowWins %v), totals %v", g.ID(), opts, w, sum.Totals[w], best, g.LowWins(cfg), sum.Totals)
				}
			}
		}
	}
}
