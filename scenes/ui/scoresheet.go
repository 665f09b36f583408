package ui

import (
	"parlor/scenes/l10n"
)

// ScoreSheet is what a game's score sheet shows (a game's GameInfo.Sheet makes it, the
// scoring screen draws it): per-round scores per seat and the running totals.
type ScoreSheet struct {
	// Game names the game in the title.
	Game string
	// Names of the seats.
	Names []string
	// RoundLabels label each row, e.g. "1 · wild 3".
	RoundLabels []string
	// Scores[r][seat] is what seat scored in round r (penalty points for Three-Thirteen).
	Scores [][]int
	// Totals[seat] is the running total after the last round.
	Totals []int
	// LowWins: the lowest total wins (Three-Thirteen); otherwise the highest.
	LowWins bool
	// Over reports the game has ended; Winners then lists the winning seats.
	Over    bool
	Winners []int
	// Note is an optional line under the title (e.g. "tie: one deciding round").
	Note string
	// TotalsLabel names the totals row ("Total").
	TotalsLabel string
	// PlainCells draws every round cell in plain ink (by default a zero is green when
	// LowWins, as a zero penalty is good news; Troeven's zero card points are not).
	PlainCells bool
	// Panel, when set, is drawn in place of the running-total chart: a game's own
	// picture of the score (Troeven's branch tally). x, y, w, h is its area in layout
	// units; age is the ticks since the sheet opened, for drawing itself in.
	Panel func(c *Canvas, x, y, w, h float64, age int)
	// Rematch, after an online game, is its rematch (a *scenes.Rematch): the sheet
	// offers it in place of a new game (nil: a game played here, or a spectator's).
	Rematch RematchOffer
}

// RematchOffer is a finished online game's rematch as the score sheet offers it: Ask
// asks for it (once), Asked reports it was asked, Line says who has asked ("" none yet).
type RematchOffer interface {
	Ask()
	Asked() bool
	Line() string
}

// Headline is what the sheet says under its title: a finished game's winners (head,
// "" before the end) and the sheet's note, which goes under them.
func (sh *ScoreSheet) Headline() (head, note string) {
	if sh.Over {
		head = winnersText(sh)
	}
	if sh.Note != "" {
		note = l10n.T(sh.Note) // the games' notes are in the catalogues
	}
	return head, note
}

// ShownName is a seat's name as the language on shows it: "You", "Player 2" (a
// hot-seat table's), "Seat 2" and "Free seat" (an online table's) and a bot's level
// ("Basil (normal)", "Ada (bot)") translated, other names as they are.
func ShownName(n string) string { return l10n.ShownName(n) }

func winnersText(sh *ScoreSheet) string { return WinnersText(sh.Names, sh.Winners) }

// WinnersText says who won, names being the seats' names: "You win!", "Basil wins!",
// "Ada and Basil share the win" ("" for no winners).
func WinnersText(names []string, winners []int) string {
	name := func(w int) string {
		if w < 0 || w >= len(names) {
			return "?"
		}
		return names[w]
	}
	switch len(winners) {
	case 0:
		return ""
	case 1:
		if name(winners[0]) == "You" {
			return l10n.T("You win!")
		}
		return l10n.T("%s wins!", ShownName(name(winners[0])))
	}
	ns := make([]string, len(winners))
	for i, w := range winners {
		ns[i] = ShownName(name(w))
	}
	return l10n.T("%s share the win", l10n.List(ns))
}
