package triples

import (
	"testing"

	"parlor/internal/fuzzcheck"
)

// FuzzParseMove: any text is a move (for any seat that can be to move, or -1 for
// nobody) that prints back to itself, or a short error naming what is wrong.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"play GH3", "play RH5+2 GH3", "draw", "target 3", "play", "target x", "play GH3 GH3 GH3", ""} {
		f.Add(0, s)
		f.Add(2, s)
	}
	f.Add(-1, "draw")
	f.Fuzz(func(t *testing.T, seat int, text string) {
		seat = (seat%11+11)%11 - 1 // -1..9
		fuzzcheck.RoundTrip(t, text, func(s string) (Move, error) { return ParseMove(seat, s) }, Move.String)
	})
}
