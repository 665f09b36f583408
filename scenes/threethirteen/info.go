package threethirteen

import (
	"slices"

	"parlor/gameplay/match"
	tt "parlor/gameplay/threethirteen"
	"parlor/scenes"
)

// Info describes Three-Thirteen to the menu (RULES.md §1): 2–6 players, the options
// forbid-retake and tiebreak-round with plain-words labels, bot levels, the rules
// screen, the score sheet, and how a table starts.
func Info() *scenes.GameInfo {
	if info == nil {
		info = &scenes.GameInfo{
			Game:           tt.Game,
			Summary:        "Eleven rounds of rummy: 3 cards in the first round, 13 in the last, and the wild rank changes every round. Lowest total wins.",
			DefaultPlayers: 4,
			Options: []scenes.Choice{
				{ID: tt.OptForbidRetake, Label: "Can't discard the card you just took from the discard pile"},
				{ID: tt.OptTiebreakRound, Label: "Play one deciding round if the lowest total is tied"},
			},
			DefaultLevel: "normal",
			Rules:        Rules,
			NewTable:     func(a *scenes.App, s scenes.Setup) (scenes.Scene, error) { return NewTable(s) },
			Sheet:        sheet,
			Redact:       func(e match.Event, seat int) match.Event { return tt.Redact(e.(tt.Event), seat) },
			NewDeal:      func(e match.Event) bool { _, ok := e.(tt.RoundStarted); return ok },
		}
	}
	return info
}

var info *scenes.GameInfo

// Rules is the Three-Thirteen rules screen, in our own words (RULES.md §1).
var Rules = []scenes.RulesSection{
	{Title: "The idea", Text: []string{
		"Collect your cards into melds and get rid of the rest. Cards you cannot meld at the end of a round count against you. After eleven rounds, the lowest total wins.",
	}},
	{Title: "Rounds and wild cards", Text: []string{
		"Round 1 deals 3 cards to each player, round 2 deals 4, and so on up to 13 cards in round 11.",
		"The wild rank is the number of cards dealt: threes are wild in round 1, fours in round 2, … tens in round 8, then jacks, queens and kings. The round panel in the top left always shows it, and wild cards carry a gold star.",
		"With 2 players one deck is used, with 3–4 players two decks, with 5–6 players three decks, so identical cards can turn up.",
	}},
	{Title: "Melds", Text: []string{
		"A set is three or more cards of the same rank, such as 9♣ 9♦ 9♠ (with several decks 9♣ 9♣ 9♦ counts too).",
		"A run is three or more cards of one suit in a row, such as 4♥ 5♥ 6♥. Aces are always low: A-2-3 is a run, Q-K-A is not.",
		"A wild card can stand in for any card of a set or a run, a meld may hold several wilds or be all wilds, and a wild can also simply be its own card.",
	}},
	{Title: "Your turn", Text: []string{
		"Draw one card: the top of the face-down stock, or the top card of the discard pile. Then discard one card face up. (Table option: you may not throw back the very card you just took from the discard pile.)",
		"If the stock runs out, the discard pile except its top card is shuffled into a new stock.",
	}},
	{Title: "Going out", Text: []string{
		"When, after drawing, all your cards but one form melds, you can discard that last card and go out. Every other player then gets exactly one more turn and may go out too. Then all hands are shown.",
	}},
	{Title: "Scoring", Text: []string{
		"Each hand is arranged in the best possible way, and the cards left over count: ace 1 point, 2 to 9 their number, 10, jack, queen and king 10 points each. A leftover wild counts its printed value.",
		"After round 11 the lowest total wins. A tie is a shared win, unless the table plays the deciding round option: then the tied players play one more round of 13 cards with kings wild.",
	}},
	{Title: "Playing here", Text: []string{
		"Click the stock or the discard pile (or drag from it) to draw. Click a card to choose it and click it again to discard it, or drag it onto the discard pile. Sort your hand by suit, by rank, or let the game group your melds for you. Go out with the Go out button once it lights up.",
		"Everything also works from the keyboard; press H at the table to see the keys.",
	}},
}

// sheet is the score sheet as view v shows the game: penalties per round, totals, and
// once the game is over its winners.
func sheet(s scenes.Setup, mv match.View) *scenes.ScoreSheet {
	v := mv.(tt.View)
	sh := &scenes.ScoreSheet{Game: "Three-Thirteen", LowWins: true, TotalsLabel: "Total", Over: v.Over}
	for _, seat := range s.Seats {
		sh.Names = append(sh.Names, seat.Name)
	}
	for r, sc := range v.Scores {
		sh.RoundLabels = append(sh.RoundLabels, roundLabel(r+1))
		sh.Scores = append(sh.Scores, slices.Clone(sc))
	}
	sh.Totals = slices.Clone(v.Totals)
	if v.Over {
		sh.Winners = slices.Clone(v.Winners)
	}
	return sh
}

// roundLabel labels a score-sheet row: "5 · wild 7", "Decider · K".
func roundLabel(r int) string {
	if r == tt.TiebreakRound {
		return "Decider · K"
	}
	return itoa(r) + " · wild " + tt.WildFor(r).String()
}
