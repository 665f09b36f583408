//go:build display

package screens

import "testing"

// TestPlayersWords: a history line names one bot level once when every other seat is a
// bot of it, and each bot's level otherwise.
func TestPlayersWords(t *testing.T) {
	for _, c := range []struct {
		names, levels []string
		want          string
	}{
		{[]string{"You", "Basil", "Cleo"}, []string{"human", "normal", "normal"}, "You, Basil and Cleo (normal bots)"},
		{[]string{"You", "Basil", "Cleo"}, []string{"human", "normal", "easy"}, "You, Basil (normal), Cleo (easy)"},
		{[]string{"You", "Basil"}, []string{"human", "hard"}, "You, Basil (hard)"},
		{[]string{"Zoë", "You", "Ada"}, []string{"human", "human", "normal"}, "Zoë, You, Ada (normal)"},
		{[]string{"Player 1", "Player 2", "Cleo"}, []string{"human", "human", "normal"}, "Player 1, Player 2, Cleo (normal)"},
	} {
		if got := playersWords(c.names, c.levels); got != c.want {
			t.Errorf("playersWords(%v, %v) = %q, want %q", c.names, c.levels, got, c.want)
		}
	}
}
