//go:build display

package all

import (
	"testing"

	"parlor/gameplay/games"
)

// TestEveryGameHasATable: the front end's list and the rules core's list name the same
// games (docs/adding-a-game.md), each table playing its rules core's Game.
func TestEveryGameHasATable(t *testing.T) {
	tables := map[string]bool{}
	for _, gi := range Games() {
		g, ok := games.Lookup(gi.Game.ID())
		if !ok || g != gi.Game {
			t.Errorf("scenes/all lists %s, whose Game is not in gameplay/games.All", gi.Game.ID())
		}
		tables[gi.Game.ID()] = true
	}
	for _, g := range games.All {
		if !tables[g.ID()] {
			t.Errorf("gameplay/games.All lists %s, which scenes/all has no table for", g.ID())
		}
	}
	if len(tables) != len(games.All) {
		t.Errorf("%d tables for %d games", len(tables), len(games.All))
	}
}
