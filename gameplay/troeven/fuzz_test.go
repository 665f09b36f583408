package troeven

import (
	"testing"

	"parlor/internal/fuzzcheck"
)

// FuzzParseMove: any text is a move (for any seat that can be to move, or -1 for
// nobody) that prints back to itself, or a short error naming what is wrong.
func FuzzParseMove(f *testing.F) {
	fuzzcheck.Moves(f, 3, []string{"trump H", "trump hearts", "play 10H", "dummy AS", "play 6H", "trump X", "play", ""}, ParseMove, Move.String)
}
