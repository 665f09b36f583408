package mirror

import (
	"slices"
	"testing"
)

// TestSheetModel: the score sheet reads out each round, the totals and, at the game's
// end, the final scores and who won, with New game; a sheet with a round to come says
// the scores so far and offers Next round.
func TestSheetModel(t *testing.T) {
	sh := Sheet{Game: "Three-Thirteen", Names: []string{"You", "Basil"}, RoundLabels: []string{"1 · wild 3"},
		Scores: [][]int{{0, 12}, {7, 0}}, Totals: []int{7, 12}, Over: true, Winners: []int{0}}
	md := SheetModel(sh, false)
	if md.Status != "Final scores: You 7, Basil 12. Won by You." {
		t.Errorf("status %q", md.Status)
	}
	var labels []string
	for _, b := range md.Buttons {
		labels = append(labels, b.Label)
	}
	if !slices.Equal(labels, []string{"New game", "Menu"}) {
		t.Errorf("buttons %q, want New game and Menu", labels)
	}
	if len(md.Sections) != 2 || !slices.Equal(md.Sections[0].Items, []string{"Round 1 · wild 3: You 0, Basil 12", "Round 2: You 7, Basil 0"}) {
		t.Errorf("sections %+v", md.Sections)
	}
	sh.Over = false
	md = SheetModel(sh, true)
	labels = labels[:0]
	for _, b := range md.Buttons {
		labels = append(labels, b.Label)
	}
	if md.Status != "Scores so far: You 7, Basil 12." || !slices.Equal(labels, []string{"Next round", "Menu"}) {
		t.Errorf("a sheet mid-game says %q with %q", md.Status, labels)
	}
}
