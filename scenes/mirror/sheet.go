package mirror

import (
	"strconv"
	"strings"

	"parlor/scenes/l10n"
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
	md := Model{Title: l10n.T("Score sheet: %s", l10n.T(sh.Game))}
	row := func(vals []int) string {
		parts := make([]string, len(vals))
		for i, v := range vals {
			name := l10n.T("seat %s", strconv.Itoa(i))
			if i < len(sh.Names) {
				name = l10n.SeatName(sh.Names[i])
			}
			parts[i] = name + " " + strconv.Itoa(v)
		}
		return strings.Join(parts, ", ")
	}
	var rounds []string
	for r, sc := range sh.Scores {
		label := l10n.T("Round %s", strconv.Itoa(r+1))
		if r < len(sh.RoundLabels) {
			label = l10n.T("Round %s", sh.RoundLabels[r])
		}
		rounds = append(rounds, label+": "+row(sc))
	}
	md.Sections = append(md.Sections, Section{Heading: l10n.T("Rounds"), Items: rounds},
		Section{Heading: l10n.T("Totals"), Items: []string{row(sh.Totals)}})
	if sh.Over {
		var names []string
		for _, w := range sh.Winners {
			if w < len(sh.Names) {
				names = append(names, l10n.SeatName(sh.Names[w]))
			}
		}
		md.Status = l10n.T("Final scores: %s. Won by %s.", row(sh.Totals), l10n.List(names))
		md.Buttons = append(md.Buttons, Button{Label: l10n.T("New game"), Command: "new"})
	} else {
		md.Status = l10n.T("Scores so far: %s.", row(sh.Totals))
	}
	if more {
		md.Buttons = append(md.Buttons, Button{Label: l10n.T("Next round"), Command: "next"})
	}
	md.Buttons = append(md.Buttons, Button{Label: l10n.T("Menu"), Command: "menu"})
	md.Said = []string{md.Status}
	return md
}
