package triples

import (
	"slices"
	"strconv"

	"parlor/gameplay/match"
	tr "parlor/gameplay/triples"
	"parlor/scenes"
)

// ID is the game id of RULES.md §4.
const ID = "triples"

// Info describes Triples to the menu (RULES.md §4): 2–10 players, the chill option,
// bot levels easy, normal and hard, the rules screen, the score sheet, and how a table
// starts.
func Info() *scenes.GameInfo {
	if info == nil {
		info = &scenes.GameInfo{
			Game:           tr.Game,
			Summary:        "Lay cards that make a triple with the top of the play area: same colour, shape or number. First to empty their hand ends the round; 3 rounds, lowest total wins.",
			DefaultPlayers: 4,
			Options: []scenes.Choice{
				{ID: tr.OptChill, Label: "Chill mode: no scores, first out wins the round"},
			},
			DefaultLevel: tr.LevelNormal,
			Rules:        Rules,
			NewTable:     func(a *scenes.App, s scenes.Setup) (scenes.Scene, error) { return NewTable(s) },
			Sheet:        sheet,
			Redact:       func(e match.Event, seat int) match.Event { return tr.Redact(e.(tr.Event), seat) },
			NewDeal:      func(e match.Event) bool { _, ok := e.(tr.RoundStarted); return ok },
		}
	}
	return info
}

var info *scenes.GameInfo

// Rules is the Triples rules screen, in our own words (RULES.md §4).
var Rules = []scenes.RulesSection{
	{Title: "The idea", Text: []string{
		"Get rid of your cards by laying them on the shared play area, always so that they make a triple with the cards on top. The first player with an empty hand ends the round.",
	}},
	{Title: "The cards", Text: []string{
		"There are 125 cards: five colours, five shapes (heart, star, circle, square, triangle) and the numbers 1 to 5, each combination once. A card shows its shape as many times as its number.",
		"Every card can be read without telling colours apart: its corner shows the number and the colour's letter, its foot spells the colour, and the shapes are filled with the colour's own pattern: red solid, blue striped, green dotted, yellow checked, purple hollow.",
		"The 5-heart and the 5-star of every colour are Draw 2 cards, marked with a dark \"+2 DRAW\" band: ten in all.",
	}},
	{Title: "Triples", Text: []string{
		"Three cards make a triple when they all share one thing: the same colour, or the same shape, or the same number. They need not share anything else.",
		"When the three share two things (say same colour and same shape) it is a double triple, which hits an opponent (see below). A card never counts twice in a triple.",
	}},
	{Title: "Dealing", Text: []string{
		"To choose the first dealer everyone draws a card; the highest number deals, and players tied for the highest draw again. With 2 to 6 players everyone gets 8 cards, with 7 to 10 players 6 cards.",
		"The dealer turns up the top card of the draw pile as the starter of the play area. The player on the dealer's left goes first. If the starter is a Draw 2, that player takes 2 cards and loses the turn.",
	}},
	{Title: "Your turn", Text: []string{
		"First turn of a round: lay two cards that make a triple with the starter. Only if you cannot, draw one card; that ends your turn.",
		"Every later turn, do one of these: lay one card that makes a triple with the top two cards of the play area; or lay two cards that make a triple with the top card; or draw one card (always allowed).",
		"When two cards are laid, the second one ends on top.",
	}},
	{Title: "Draw 2 and double triples", Text: []string{
		"When you lay a Draw 2, the next player must take 2 cards and misses the turn. Lay two Draw 2 cards in one move and it is 4. A player who owes cards must take them: drawing one card instead is not allowed.",
		"When you make a double triple, choose any opponent: they take 2 cards at once but keep their turn. It adds to any Draw 2 in the same move.",
	}},
	{Title: "End of a round and scoring", Text: []string{
		"The round ends as soon as someone has laid their last card. Everyone else scores the cards left in hand: 10 for a Draw 2, otherwise the card's number.",
		"A game is 3 rounds; the deal moves one seat to the left each round. The lowest total wins.",
		"When the draw pile is empty, the top 3 cards of the play area stay and the rest are shuffled into a new draw pile.",
		"Chill mode (table option): no points at all. Whoever goes out first wins the round, and the player who wins the most rounds wins the game.",
	}},
	{Title: "Playing here", Text: []string{
		"Click one or two cards in your hand to choose them, then click Play (or the play area, or press Enter). Click the draw pile or press D to draw. Press H or the Hint button to light up every card you could play.",
		"After a double triple, click the plate of the opponent who should draw 2. Press K at the table for every key.",
	}},
}

// sheet is the score sheet as view v shows the game: points per round (in chill mode
// a 1 for the round's winner), the totals (rounds won in chill mode), and once the game
// is over its winners.
func sheet(s scenes.Setup, mv match.View) *scenes.ScoreSheet {
	v := mv.(tr.View)
	sh := &scenes.ScoreSheet{Game: "Triples", LowWins: !v.Chill, TotalsLabel: "Total", Over: v.Phase == tr.PhaseOver}
	if v.Chill {
		sh.TotalsLabel = "Rounds won"
		sh.Note = "Chill mode: a 1 marks the round's winner"
	}
	for _, seat := range s.Seats {
		sh.Names = append(sh.Names, seat.Name)
	}
	for r, out := range v.Outs {
		row := make([]int, len(s.Seats))
		if r < len(v.Points) && v.Points[r] != nil && !v.Chill {
			row = slices.Clone(v.Points[r])
		} else if out >= 0 {
			row[out] = 1
		}
		sh.Scores = append(sh.Scores, row)
		sh.RoundLabels = append(sh.RoundLabels, roundLabel(r+1, out, s))
	}
	sh.Totals = slices.Clone(v.Totals)
	if v.Chill {
		sh.Totals = slices.Clone(v.Wins)
	}
	if sh.Over {
		sh.Winners = slices.Clone(v.Winners)
	}
	return sh
}

// roundLabel labels a score-sheet row: "1 · Ada out", "2 · blocked".
func roundLabel(r, out int, s scenes.Setup) string {
	if out < 0 {
		return strconv.Itoa(r) + " · blocked"
	}
	return strconv.Itoa(r) + " · " + s.Seats[out].Name + " out"
}
