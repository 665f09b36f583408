package triples

import (
	"testing"

	"parlor/internal/fuzzcheck"
)

// FuzzParseMove: any text is a move (for any seat that can be to move, or -1 for
// nobody) that prints back to itself, or a short error naming what is wrong.
func FuzzParseMove(f *testing.F) {
	fuzzcheck.Moves(f, 10, []string{"play GH3", "play RH5+2 GH3", "draw", "target 3", "play", "target x", "play GH3 GH3 GH3", ""}, ParseMove, Move.String)
}
