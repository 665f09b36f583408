package thirdwheel

import (
	"testing"

	"parlor/internal/fuzzcheck"
)

// FuzzParseMove: any text is a move (for any seat that can be to move, or -1 for
// nobody) that prints back to itself, or a short error naming what is wrong.
func FuzzParseMove(f *testing.F) {
	fuzzcheck.Moves(f, 3, []string{"1: play 12R", "1: play HIKE 7", "1: play ROOM 2", "0: match 7F", "0: block", "0: withdraw", "0: counter @700", "2: shield @600", "0: room 1", "0: slap @412", "0: discard 3H", "0: pass", "tick @1500", "play 12R", "3: slap", "0:slap@", "0: slap @-1", "1: play HIKE 14"}, ParseMove, Move.String)
}
