package mirror

import (
	"strconv"
	"strings"
)

// Sheet is what the mirror reads of a score sheet: the game's name, the seats' names,
// each round's label and scores (Scores[round][seat]), the totals, and at the game's
// end the winning seats.
type Sheet struct {
	Game        string
	Names       []string
	RoundLabels []string
	Scores      [][]int
	Totals      []int
	Over        bool
	Winners     []int
}

// SheetModel is a score sheet for the mirror: a row per round and the totals, the
// status (final scores and who won, or the scores so far), and the buttons New game
// (a finished game), Next round (more: a round is to come) and Menu.
func SheetModel(sh Sheet, more bool) Model {
	md := Model{Title: "Score sheet: " + sh.Game}
	row := func(vals []int) string {
		parts := make([]string, len(vals))
		for i, v := range vals {
			name := "seat " + strconv.Itoa(i)
			if i < len(sh.Names) {
				name = sh.Names[i]
			}
			parts[i] = name + " " + strconv.Itoa(v)
		}
		return strings.Join(parts, ", ")
	}
	var rounds []string
	for r, sc := range sh.Scores {
		label := "Round " + strconv.Itoa(r+1)
		if r < len(sh.RoundLabels) {
			label = "Round " + sh.RoundLabels[r]
		}
		rounds = append(rounds, label+": "+row(sc))
	}
	md.Sections = append(md.Sections, Section{Heading: "Rounds", Items: rounds},
		Section{Heading: "Totals", Items: []string{row(sh.Totals)}})
	if sh.Over {
		var names []string
		for _, w := range sh.Winners {
			if w < len(sh.Names) {
				names = append(names, sh.Names[w])
			}
		}
		md.Status = "Final scores: " + row(sh.Totals) + ". Won by " + strings.Join(names, " and ") + "."
		md.Buttons = append(md.Buttons, Button{Label: "New game", Command: "new"})
	} else {
		md.Status = "Scores so far: " + row(sh.Totals) + "."
	}
	if more {
		md.Buttons = append(md.Buttons, Button{Label: "Next round", Command: "next"})
	}
	md.Buttons = append(md.Buttons, Button{Label: "Menu", Command: "menu"})
	md.Said = []string{md.Status}
	return md
}
