package cards

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// RNG is the seeded generator every game state owns; it is the only source of chance in
// gameplay/ (shuffles, first dealer, roles, tie-breaks, bot choices). It is a plain value
// of 16 bytes: copying a State copies its generator, and the same seed gives the same
// stream on every platform (desktop and js/wasm), which the golden test in rng_test.go pins.
//
// It wraps math/rand/v2's PCG and does its own bounded draws and shuffles, so the
// stream does not depend on how math/rand/v2 implements IntN or Shuffle.
type RNG struct {
	pcg rand.PCG
}

// seedMix is the second PCG word, derived from the seed so one number is a whole seed.
const seedMix = 0x9E3779B97F4A7C15

// NewRNG returns the generator for seed.
func NewRNG(seed uint64) RNG {
	return RNG{pcg: *rand.NewPCG(seed, seed^seedMix)}
}

// Derive returns an independent generator for a named stream of the same seed, e.g. one
// per bot seat, without drawing from r.
func Derive(seed, stream uint64) RNG {
	return NewRNG(seed*0xBF58476D1CE4E5B9 ^ (stream+1)*0x94D049BB133111EB)
}

// Uint64 returns the next 64 random bits.
func (r *RNG) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a uniform int in [0, n). For n <= 0 it returns 0 and draws nothing.
// It uses Lemire's multiply-and-reject method, so the result is unbiased.
func (r *RNG) IntN(n int) int {
	if n <= 0 {
		return 0
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(r.pcg.Uint64(), bound)
	if lo < bound {
		thresh := -bound % bound
		for lo < thresh {
			hi, lo = bits.Mul64(r.pcg.Uint64(), bound)
		}
	}
	return int(hi)
}

// Shuffle permutes s uniformly in place (Fisher–Yates from the end).
func Shuffle[T any](r *RNG, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		s[i], s[j] = s[j], s[i]
	}
}

// MarshalBinary saves the generator's position (16 bytes) for saved games.
func (r RNG) MarshalBinary() ([]byte, error) { return r.pcg.MarshalBinary() }

// UnmarshalBinary restores a position saved by MarshalBinary.
func (r *RNG) UnmarshalBinary(b []byte) error {
	if err := r.pcg.UnmarshalBinary(b); err != nil {
		return fmt.Errorf("bad generator state (%d bytes): %w", len(b), err)
	}
	return nil
}
