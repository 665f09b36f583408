//go:build display

package screens

import (
	"slices"
	"testing"

	"parlor/online"
)

// TestBoardWords: a board's rows in the mirror are rank, name and the leaderboard's
// rating and rated games, or the daily deal's score; the player's own row says so, and
// an empty board says that nobody is on it.
func TestBoardWords(t *testing.T) {
	s1, s2 := 42, 1
	bd := online.Board{Entries: []online.BoardEntry{{Rank: 1, Name: "Ann", Rating: 1520, Games: 12, Score: &s1}, {Rank: 2, Name: "Bea", Rating: 1490, Games: 1, Score: &s2}},
		Me: &online.BoardEntry{Rank: 2, Name: "Bea"}}
	if got, want := boardWords(bd, false), []string{"1. Ann, rating 1520, 12 games", "2. Bea, rating 1490, 1 game (you)"}; !slices.Equal(got, want) {
		t.Errorf("the leaderboard's rows: %q, want %q", got, want)
	}
	if got, want := boardWords(bd, true), []string{"1. Ann, 42 points", "2. Bea, 1 point (you)"}; !slices.Equal(got, want) {
		t.Errorf("the daily board's rows: %q, want %q", got, want)
	}
	if got := boardWords(online.Board{}, true); !slices.Equal(got, []string{"Nobody is on this board yet."}) {
		t.Errorf("an empty board: %q", got)
	}
}
