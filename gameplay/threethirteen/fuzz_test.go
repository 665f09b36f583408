package threethirteen

import (
	"testing"

	"parlor/internal/fuzzcheck"
)

// FuzzParseMove: any text is a move (for any seat that can be to move, or -1 for
// nobody) that prints back to itself, or a short error naming what is wrong.
func FuzzParseMove(f *testing.F) {
	fuzzcheck.Moves(f, 6, []string{"draw", "take", "discard 7H", "out 10s", "DISCARD qc", "out", "discard 7H 8H", "", "fold"}, ParseMove, Move.String)
}
