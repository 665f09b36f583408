package threethirteen

import (
	"testing"

	"parlor/internal/fuzzcheck"
)

// FuzzParseMove: any text is a move (for any seat that can be to move, or -1 for
// nobody) that prints back to itself, or a short error naming what is wrong.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"draw", "take", "discard 7H", "out 10s", "DISCARD qc", "out", "discard 7H 8H", "", "fold"} {
		f.Add(0, s)
		f.Add(2, s)
	}
	f.Add(-1, "draw")
	f.Fuzz(func(t *testing.T, seat int, text string) {
		seat = (seat%7+7)%7 - 1 // -1..5
		fuzzcheck.RoundTrip(t, text, func(s string) (Move, error) { return ParseMove(seat, s) }, Move.String)
	})
}
