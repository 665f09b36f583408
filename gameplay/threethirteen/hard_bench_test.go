package threethirteen

import (
	"runtime"
	"slices"
	"testing"
	"time"
)

// hardViews are views of the seat to move from seeded games of normal bots with the
// given number of players: every fifth decision of all eleven rounds, so short and
// long hands (up to 13 cards plus the draw) are both weighed; 256 of them.
func hardViews(b testing.TB, players int) []View { return normalViews(b, players, 256, 1, 0) }

// normalViews is count views with at least minHand cards in hand, every fifth decision
// of seeded games of normal bots from seed first on.
func normalViews(b testing.TB, players, count int, first uint64, minHand int) []View {
	var out []View
	for seed := first; len(out) < count; seed++ {
		s, err := New(Config{Players: players, Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		bots := make([]Bot, players)
		for i := range bots {
			bots[i], _ = NewBot("normal", i, seed)
		}
		for k := 0; !s.Over(); k++ {
			seat := s.Turn()
			v := s.View(seat)
			if k%5 == 0 && len(v.Hand) >= minHand {
				out = append(out, v)
			}
			if _, err := s.Apply(bots[seat].Choose(v)); err != nil {
				b.Fatal(err)
			}
		}
	}
	return out
}

// benchHard is one whole decision of the hard bot (one op = one move: Begin, every
// Step, Result). It also reports, in ms, the longest move, the 99th percentile and the
// longest of the slices (Begin or one Step), in wall-clock time and in the thread's CPU
// time (cpu-: without the time spent waiting for a core, which on a busy machine is
// most of the wall-clock maxima). Goals: ≤ 100 ms a move on the desktop, ≤ 4 ms a
// slice.
func benchHard(b *testing.B, views []View) {
	bot := &hardBot{}
	var longestMove time.Duration
	spans := make([]time.Duration, 0, 1<<16)
	cpus := make([]slice, 0, 1<<16)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		vi := i % len(views)
		start, c0 := time.Now(), threadCPU()
		bot.Begin(views[vi])
		spans, cpus = append(spans, time.Since(start)), append(cpus, slice{threadCPU() - c0, vi, 0})
		for k, done := 1, false; !done; k++ {
			t, c := time.Now(), threadCPU()
			done = bot.Step()
			spans, cpus = append(spans, time.Since(t)), append(cpus, slice{threadCPU() - c, vi, k})
		}
		_ = bot.Result()
		longestMove = max(longestMove, time.Since(start))
	}
	b.StopTimer()
	slices.Sort(spans)
	slices.SortFunc(cpus, func(x, y slice) int { return int(x.d - y.d) })
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/move")
	b.ReportMetric(ms(longestMove), "max-ms/move")
	b.ReportMetric(ms(spans[len(spans)*99/100]), "p99-ms/slice")
	b.ReportMetric(ms(spans[len(spans)-1]), "max-ms/slice")
	b.ReportMetric(ms(cpus[len(cpus)*99/100].d), "cpu-p99-ms/slice")
	b.ReportMetric(ms(cpus[len(cpus)-1].d), "cpu-max-ms/slice")
	b.ReportMetric(ms(retimed(views, cpus[max(0, len(cpus)-20):])), "retimed-max-ms/slice")
	b.ReportMetric(float64(len(spans))/float64(b.N), "slices/move")
}

// slice is one slice's CPU time, with the view and the slice's index in its decision
// (0 for Begin).
type slice struct {
	d     time.Duration
	view  int
	index int
}

// retimed times each of the given slices again, three times over, by a new bot that
// thinks its decision up to that slice, and returns the longest of their fastest
// times: the worst slices of a run with what only a busy machine adds taken out.
func retimed(views []View, worst []slice) time.Duration {
	var longest time.Duration
	for _, w := range worst {
		fastest := time.Duration(1 << 62)
		for range 3 {
			bot := &hardBot{}
			c := threadCPU()
			bot.Begin(views[w.view])
			for k := 1; k <= w.index; k++ {
				c = threadCPU()
				bot.Step()
			}
			fastest = min(fastest, threadCPU()-c)
		}
		longest = max(longest, fastest)
	}
	return longest
}

// BenchmarkHardMove2P: the hard bot's moves at 2 players.
func BenchmarkHardMove2P(b *testing.B) { benchHard(b, hardViews(b, 2)) }

// BenchmarkHardMove4P: the hard bot's moves at 4 players (two decks: more unseen
// cards to weigh).
func BenchmarkHardMove4P(b *testing.B) { benchHard(b, hardViews(b, 4)) }

// BenchmarkHardMoveLong4P: the hard bot's moves at 4 players on hands of 12 cards or
// more (the last three rounds, jacks to kings wild): its most expensive positions.
func BenchmarkHardMoveLong4P(b *testing.B) { benchHard(b, normalViews(b, 4, 256, 1, 12)) }
