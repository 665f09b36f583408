package troeven

import (
	"testing"

	"parlor/gameplay/cards"
)

// benchPlayouts plays random whole deals (deal, trumps, every trick, scoring) with
// RandomMove and Step; a finished game restarts in place.
func benchPlayouts(b *testing.B, v Variant) {
	s, err := New(Config{Variant: v, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	r := cards.NewRNG(2)
	moves, seed := 0, uint64(1)
	b.ReportAllocs()
	for b.Loop() {
		round := s.Round()
		for s.Round() == round && !s.Over() {
			if err := s.Step(s.RandomMove(&r)); err != nil {
				b.Fatal(err)
			}
			moves++
		}
		if s.Over() {
			seed++
			s.Restart(seed)
		}
	}
	sec := b.Elapsed().Seconds()
	b.ReportMetric(float64(b.N)/sec, "deals/s")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/deal")
}

// BenchmarkPlayoutDummy: random playouts of whole Dummy deals; goal ≥ 100,000 deals/s
// on one core and 0 allocs/op (issue 4, item 7).
func BenchmarkPlayoutDummy(b *testing.B) { benchPlayouts(b, Dummy) }

// BenchmarkPlayoutSolo: the same for Solo.
func BenchmarkPlayoutSolo(b *testing.B) { benchPlayouts(b, Solo) }

// BenchmarkStep is one random legal move with Step (ns and allocations per move; goal
// 0 allocs/op).
func BenchmarkStep(b *testing.B) { benchMoves(b, (*State).Step) }

// BenchmarkApply is one random legal move with Apply and its events, as the table
// plays (per move).
func BenchmarkApply(b *testing.B) {
	benchMoves(b, func(s *State, m Move) error { _, err := s.Apply(m); return err })
}

// benchMoves makes one random legal move with do per op, restarting a finished game.
func benchMoves(b *testing.B, do func(*State, Move) error) {
	s, _ := New(Config{Seed: 1})
	r := cards.NewRNG(3)
	seed := uint64(1)
	b.ReportAllocs()
	for b.Loop() {
		if s.Over() {
			seed++
			s.Restart(seed)
		}
		if err := do(s, s.RandomMove(&r)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNormalBotGame is one whole Dummy game of three normal bots deciding from
// views (per game).
func BenchmarkNormalBotGame(b *testing.B) {
	seed := uint64(0)
	for b.Loop() {
		seed++
		playBots(b, Dummy, seed, [3]string{"normal", "normal", "normal"})
	}
}

// hardPositions are positions of seeded games where the seat to move has a choice:
// the caller naming trumps and the first lead of a round, where the hard bot's search
// is widest, and later tricks.
func hardPositions(b *testing.B, v Variant) []View {
	var out []View
	r := cards.NewRNG(7)
	for seed := uint64(1); len(out) < 64; seed++ {
		s, _ := New(Config{Variant: v, Seed: seed})
		for !s.Over() && s.Round() == 1 {
			seat := s.ToMove()
			if vw := s.View(seat); len(vw.Legal) > 1 && (s.done < 2 || r.IntN(4) == 0) {
				out = append(out, vw)
			}
			if err := s.Step(s.RandomMove(&r)); err != nil {
				b.Fatal(err)
			}
		}
	}
	return out
}

// benchHardChoose is one whole decision of the hard bot (per decision).
func benchHardChoose(b *testing.B, v Variant) {
	views := hardPositions(b, v)
	bot, _ := NewBot("hard", 0, 1)
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		vw := views[i%len(views)]
		i++
		bot.(*hardBot).seat = vw.Seat
		bot.Choose(vw)
	}
}

// BenchmarkHardChooseDummy: the hard bot's decision in Dummy (goal: ≤ 100 ms on the
// desktop, far less on average).
func BenchmarkHardChooseDummy(b *testing.B) { benchHardChoose(b, Dummy) }

// BenchmarkHardChooseSolo: the same in Solo.
func BenchmarkHardChooseSolo(b *testing.B) { benchHardChoose(b, Solo) }

// BenchmarkHardStep is one Step (one slice of thinking) of the hard bot, over the
// decisions of hardPositions (per Step; goal: well under the browser's 4 ms slice).
func BenchmarkHardStep(b *testing.B) {
	views := hardPositions(b, Dummy)
	th := &hardBot{rng: cards.NewRNG(1)}
	i, done := 0, true
	b.ReportAllocs()
	for b.Loop() {
		if done {
			vw := views[i%len(views)]
			i++
			th.seat = vw.Seat
			th.Begin(vw)
		}
		done = th.Step()
	}
}
