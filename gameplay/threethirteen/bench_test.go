package threethirteen

import (
	"testing"
)

// BenchmarkGameEasyBots4P plays whole 4-player games with easy bots (deal, every move,
// reveal and scoring) and reports games per second. Goal: >= 500 games/s on one core.
func BenchmarkGameEasyBots4P(b *testing.B) {
	b.ReportAllocs()
	moves := 0
	var v View
	for i := 0; b.Loop(); i++ {
		seed := uint64(i)
		s, err := New(Config{Players: 4, Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		var bots [4]Bot
		for k := range bots {
			bots[k], _ = NewBot("easy", k, seed)
		}
		for !s.Over() {
			t := s.Turn()
			s.ViewInto(t, &v)
			if _, err := s.Apply(bots[t].Choose(v)); err != nil {
				b.Fatal(err)
			}
			moves++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

// BenchmarkApply measures Apply alone (no bots) over prerecorded games of moves, so
// allocs/op is the allocations per move.
func BenchmarkApply(b *testing.B) {
	type game struct {
		cfg   Config
		moves []Move
	}
	var games []game
	for seed := uint64(1); seed <= 4; seed++ {
		cfg := Config{Players: 4, Seed: seed}
		s, _ := New(cfg)
		var bots [4]Bot
		for k := range bots {
			bots[k], _ = NewBot("easy", k, seed)
		}
		g := game{cfg: cfg}
		for !s.Over() {
			m := bots[s.Turn()].Choose(s.View(s.Turn()))
			g.moves = append(g.moves, m)
			s.Apply(m)
		}
		games = append(games, g)
	}
	b.ReportAllocs()
	var s *State
	gi, mi := 0, 0
	for b.Loop() {
		if s == nil || mi == len(games[gi].moves) {
			b.StopTimer()
			gi = (gi + 1) % len(games)
			mi = 0
			s, _ = New(games[gi].cfg)
			b.StartTimer()
		}
		if _, err := s.Apply(games[gi].moves[mi]); err != nil {
			b.Fatal(err)
		}
		mi++
	}
}
