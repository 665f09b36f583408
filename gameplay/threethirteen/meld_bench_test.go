package threethirteen

import (
	"testing"

	"parlor/gameplay/cards"
)

type benchHand struct {
	hand []cards.Card
	wild cards.Rank
}

// denseHands deals n dense hands from a 3-deck shoe: 13 or 14 cards holding 0..6 cards
// of a random wild rank, the same hands for the same seed.
func denseHands(n int, seed uint64) []benchHand {
	r := cards.NewRNG(seed)
	out := make([]benchHand, n)
	for i := range out {
		h, w := randomHand(&r, 3, 13+r.IntN(2), r.IntN(7))
		out[i] = benchHand{h, w}
	}
	return out
}

// BenchmarkPenaltyDense: one op is one Penalty call on a dense hand (the solver's goal:
// ≤ 100 µs per hand).
func BenchmarkPenaltyDense(b *testing.B) {
	benchHands(b, denseHands(1000, 42), Penalty)
}

// BenchmarkSolveDense: one op is one Solve call (search plus arrangement) on a dense hand.
func BenchmarkSolveDense(b *testing.B) {
	benchHands(b, denseHands(1000, 42), Solve)
}

// BenchmarkPenaltyCrowded: one op is one Penalty call on a 14-card hand drawn from two
// suits and five or six adjacent ranks of a 3-deck shoe (crowdedHand), the hardest
// shape the differential test knows.
func BenchmarkPenaltyCrowded(b *testing.B) {
	r := cards.NewRNG(43)
	hands := make([]benchHand, 1000)
	for i := range hands {
		h, w := crowdedHand(&r, 14)
		hands[i] = benchHand{h, w}
	}
	benchHands(b, hands, Penalty)
}

// benchHands calls f on each of hands in turn, one call per op.
func benchHands[R any](b *testing.B, hands []benchHand, f func([]cards.Card, cards.Rank) R) {
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		h := hands[i%len(hands)]
		f(h.hand, h.wild)
	}
}
