package troeven

import (
	"strconv"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	tv "parlor/gameplay/troeven"
	"parlor/scenes"
)

// Info describes Troeven to the menu (RULES.md §2): always 3 players, the variants
// dummy (the default) and solo with plain-words labels, the bot levels, the rules
// screen, the score sheet with its branch tally, and how a table starts.
func Info() *scenes.GameInfo {
	if info == nil {
		info = &scenes.GameInfo{
			Game:           tv.Game,
			Summary:        "A trick-taking game for three: the caller names trumps after seeing a few cards and, in the classic version, plays with a dummy partner. Clear all your branches first to win.",
			DefaultPlayers: 3,
			Variants: []scenes.Choice{
				{ID: string(tv.Dummy), Label: "With a dummy partner (32 cards)"},
				{ID: string(tv.Solo), Label: "Everyone for themselves (30 cards)"},
			},
			DefaultLevel: "normal",
			Rules:        Rules,
			NewTable:     func(a *scenes.App, s scenes.Setup) (scenes.Scene, error) { return NewTable(s) },
			Sheet: func(s scenes.Setup, mv match.View) *scenes.ScoreSheet {
				v := mv.(tv.View)
				return buildSheet(s, v.Variant, v.History, v.Phase == tv.PhaseOver, v.Winners)
			},
			Redact:  func(e match.Event, seat int) match.Event { return tv.Redact(e.(tv.Event), seat) },
			NewDeal: func(e match.Event) bool { _, ok := e.(tv.Cut); return ok },
		}
	}
	return info
}

var info *scenes.GameInfo

// Rules is the Troeven rules screen, in our own words, both versions (RULES.md §2).
var Rules = []scenes.RulesSection{
	{Title: "The idea", Text: []string{
		"Three players win tricks to collect card points. Each player keeps a tally drawn as branches; winning rounds puts a ball on a branch to cancel it. The first player with every branch cancelled wins.",
		"There are two versions, chosen in the menu: with a dummy partner (the classic game, 32 cards) and everyone for themselves (30 cards).",
	}},
	{Title: "Cards and points", Text: []string{
		"Only the 7s up to the aces are used: 32 cards. In the version without a dummy the 7 of clubs and the 7 of spades are left out too, leaving 30.",
		"In each suit the ace is highest, then king, queen, jack, 10, 9, 8 and 7.",
		"Cards won in tricks are worth points: ace 4, king 3, queen 2, jack 1, the rest nothing. Every round has 40 points to share.",
	}},
	{Title: "Dealer, cutter and caller", Text: []string{
		"The first dealer is picked at random; after that the deal moves one seat clockwise each round. The player to the dealer's right cuts the deck, and the player to the dealer's left is the caller.",
		"The caller looks at the first few cards dealt (4 with a dummy, 5 without) and names the trump suit. Any suit may be named, even one the caller does not hold. Then the rest of the deal follows.",
	}},
	{Title: "Playing the tricks", Text: []string{
		"The caller leads the first trick. Everyone must play a card of the suit that was led if they can; a player who cannot may play any card, and does not have to trump.",
		"The highest trump in the trick wins it; with no trump in it, the highest card of the led suit wins. The winner collects the trick and leads the next one.",
	}},
	{Title: "With a dummy partner (32 cards)", Text: []string{
		"Four places sit round the table, clockwise: the dealer, the caller, the opponent and the dummy. The caller and the dummy form one team against the dealer and the opponent.",
		"The deal: 4 cards to each player, then the caller names trumps, then 4 more to each player. The dummy gets a row of 4 cards face down, and 4 more face up, one on top of each.",
		"When it is the dummy's turn, the caller chooses which of its face-up cards it plays. The dummy must follow suit if one of its face-up cards can (the hidden ones do not count). When a face-up card leaves, the card it covered is turned face up.",
		"Scoring: everyone starts with 7 branches. If the caller's team takes more card points, the caller cancels a branch. If the dealer's team takes more, the dealer and the opponent each cancel one and the caller must draw a new branch. At 20 points each nothing changes.",
	}},
	{Title: "Everyone for themselves (30 cards)", Text: []string{
		"The caller gets 5 cards, names trumps, and then 5 more; the other two players get 10 cards each. Everyone plays alone, 10 tricks a round.",
		"Scoring: everyone starts with 5 branches. The player with the most card points cancels a branch; if that player is not the caller, the caller draws a new branch. When the most points are shared, nothing changes.",
	}},
	{Title: "Winning", Text: []string{
		"The game ends after the round in which a player's last branch is cancelled. With a dummy, the dealer and the opponent can get there together and share the win.",
	}},
	{Title: "Playing here", Text: []string{
		"Click a card to play it, or choose it with ← → and press Enter. Cards you may not play are dimmed; trying one tells you why. When you are the caller, click the dummy's face-up cards on its turn (or use ← → and Enter, or 1–4 for its columns).",
		"To name trumps, click a suit in the dialog or press C, D, H or S. The trump suit stays shown in the top-left panel. Press ? at the table to see every key.",
	}},
}

// buildSheet is the score sheet of the rounds played: per round the card points each
// player's side took (Dummy: the caller's team or the dealer's team; Solo: the player's
// own), the branches left as the totals (lowest leads: first to 0 wins), and the branch
// tally drawn as the seed describes it in the chart's place.
func buildSheet(s scenes.Setup, v tv.Variant, hist []tv.RoundResult, over bool, winners []int) *scenes.ScoreSheet {
	sh := &scenes.ScoreSheet{Game: "Troeven", LowWins: true, PlainCells: true, TotalsLabel: "Branches left", Over: over}
	for _, seat := range s.Seats {
		sh.Names = append(sh.Names, seat.Name)
	}
	start := tv.StartTallyDummy
	if v == tv.Solo {
		start = tv.StartTallySolo
	}
	totals := []int{start, start, start}
	for _, r := range hist {
		sh.RoundLabels = append(sh.RoundLabels, strconv.Itoa(r.Round)+" · "+suitSymbol(r.Trump)+" · "+callsLabel(s.Seats[r.Caller].Name))
		row := make([]int, 3)
		for p := range row {
			if v == tv.Solo {
				row[p] = r.Points[p]
			} else if p == r.Caller {
				row[p] = r.Points[tv.SideCaller]
			} else {
				row[p] = r.Points[tv.SideDealer]
			}
		}
		sh.Scores = append(sh.Scores, row)
		totals = r.Tally[:]
	}
	sh.Totals = append([]int(nil), totals...)
	if over {
		sh.Winners = append([]int(nil), winners...)
	}
	if v == tv.Solo {
		sh.Note = "Card points each player took · the most cancels a branch"
	} else {
		sh.Note = "Card points each player's team took · the caller plays with the dummy"
	}
	tally := newTally(sh.Names, start, hist)
	sh.Panel = tally.draw
	return sh
}

// callsLabel says who called trumps in a round label: "You call", "Basil calls".
func callsLabel(name string) string {
	if name == "You" {
		return "You call"
	}
	return shortName(name) + " calls"
}

// shortName keeps round labels narrow: "You", or a name.
func shortName(n string) string {
	if len(n) > 8 {
		return n[:8]
	}
	return n
}

// suitSymbol is a suit's symbol (♣ ♦ ♥ ♠), "?" for none.
func suitSymbol(s cards.Suit) string {
	switch s {
	case cards.Clubs:
		return "♣"
	case cards.Diamonds:
		return "♦"
	case cards.Hearts:
		return "♥"
	case cards.Spades:
		return "♠"
	}
	return "?"
}
