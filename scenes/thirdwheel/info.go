package thirdwheel

import (
	"fmt"
	"math"
	"parlor/gameplay/match"
	"strconv"

	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes"
)

// ID is the game id of RULES.md §3.
const ID = "thirdwheel"

// Info describes Third Wheel to the menu (RULES.md §3): 3 players, the four house rules
// as toggles (all off), bot levels easy, normal and hard, the rules screen, and how to
// start or play out a game.
func Info() *scenes.GameInfo {
	return &scenes.GameInfo{
		ID:             ID,
		Name:           "Third Wheel",
		Summary:        "Two players (the Duo) build a shared score to exactly 100; the Third Wheel matches their cards away until the deck runs out. Real-time slap races with Snap Match and Double-Down.",
		MinPlayers:     3,
		MaxPlayers:     3,
		DefaultPlayers: 3,
		Options: []scenes.Choice{
			{ID: tw.OptSnap, Label: "Snap Match: slap doubles in real time"},
			{ID: tw.OptDoubleDown, Label: "Double-Down: race to slap a repeated rank"},
			{ID: tw.OptActions, Label: "Action cards (60-card deck)"},
			{ID: tw.OptPlayOut, Label: "Play out hands when the deck runs out"},
		},
		// The pace (pace=MS) is an option too, as in records (RULES.md §3).
		ParseOptions: func(ids []string) error { _, err := tw.ParseOptions(ids); return err },
		Levels:       tw.Levels,
		DefaultLevel: tw.LevelNormal,
		Rules:        Rules,
		NewTable: func(a *scenes.App, s scenes.Setup) (scenes.Scene, error) {
			return NewTable(s)
		},
		PlayOut: PlayOut,
	}
}

// Rules is the Third Wheel rules screen, in our own words (RULES.md §3).
var Rules = []scenes.RulesSection{
	{Title: "The idea", Text: []string{
		"Three players, two sides. Two of you are the Duo and play as a team: together you push one shared score up to exactly 100. The third player is the Third Wheel, who spoils the Duo's plans by taking their cards back off the table until the deck runs dry.",
		"Roles are drawn at random at the start: Duo 1, Duo 2 and the Third Wheel. Everyone draws from the same deck.",
	}},
	{Title: "The cards", Text: []string{
		"The deck has 54 cards: four suits (Heart, Flowers, Ring and Disco) with ranks 1 to 13, plus two Wilds, drawn as jesters. A card is worth its rank; a Wild is worth 14.",
		"Each player starts with 5 cards.",
	}},
	{Title: "Turns", Text: []string{
		"Play goes Duo 1, Third Wheel, Duo 2, Third Wheel, Duo 1 and so on: the Third Wheel answers every Duo card.",
		"On a Duo turn you draw a card, then put one card on the table. Its value goes onto the shared score. Land exactly on 100 and the Duo wins at once. Go over 100 and it is a bust: the score falls back to 50 and the game goes on.",
		"On the Third Wheel's turn you may match the card just played with a card of the same rank from your hand (a Wild matches anything). Both cards leave the game, the Duo card's value comes off the score, and you draw one card to replace yours. You may also simply pass.",
	}},
	{Title: "How it ends", Text: []string{
		"The Duo wins the moment the score is exactly 100.",
		"The Third Wheel wins when a Duo player has to draw and the deck is empty: the cards-left counter is the Third Wheel's countdown to victory.",
	}},
	{Title: "House rule: Snap Match", Text: []string{
		"The Third Wheel no longer takes turns. Instead, every Duo card opens a short reaction window (1.5 seconds, shown by the race meter under the table). It closes when the time is up or when the next Duo player puts down a card.",
		"Inside the window the Third Wheel may match the card, play an action card, or SLAP. A slap hits when the new card has the same rank as the Duo card right under it (a Wild pairs with anything): the new card is cancelled and its value comes off the score.",
		"A slap with no pair, or one that comes after the window has closed, is a miss: the Third Wheel must throw away a card of its choice, out of the game. Cards taken out this way are never compared for a snap.",
	}},
	{Title: "House rule: Double-Down", Text: []string{
		"When the Duo plays the same rank twice in a row, the next Duo player and the Third Wheel race to slap.",
		"If the Duo player is first, the score freezes as a floor: from then on it can never drop below it, not even on a bust (a bust falls to the floor when the floor is above 50). The floor is marked on the score dial.",
		"If the Third Wheel is first, both cards of the pair leave the table and their values come off the score (never below the floor).",
	}},
	{Title: "House rule: Action cards", Text: []string{
		"The deck grows to 60: the two Wilds become Take a Hike, and two each of Awkward Silence, Talking Too Much and Read the Room join. Action cards are worth 0 points.",
		"Take a Hike: a Duo player plays it as any rank from 1 to 13 they name; the Third Wheel can use it to match any card.",
		"Awkward Silence: the Third Wheel plays it after a Duo card to cancel that card without a match. The Duo can play it as a shield right after the Third Wheel cancels a card, so the score stays; the Third Wheel can answer a shield with its own Awkward Silence.",
		"Talking Too Much: with the score at 85 or more, the Third Wheel can play it to take the last scoring card back off the table. The Duo can play it to undo the last Awkward Silence block.",
		"Read the Room: swaps one random card between a Duo player's hand (chosen by whoever plays it) and the Third Wheel's.",
		"A Duo action card takes the place of that player's card for the turn; shields and counters are played inside the reaction window.",
	}},
	{Title: "House rule: Play out hands", Text: []string{
		"When the deck runs out the game does not end: the Duo keeps playing from their hands without drawing, and the Third Wheel can no longer slap, match or block.",
		"Hitting 100 still wins for the Duo. When neither Duo hand holds a card that scores, the Third Wheel wins.",
	}},
	{Title: "Slap races", Text: []string{
		"Every slap is timed in milliseconds from the moment its window opened. The earliest slap wins; if two land in the very same moment, a fair coin decides and the loser is told. The table shows by how many milliseconds a race was won or lost.",
		"One press is one slap: holding the key down never slaps twice, and a key held while the game window was in the background does nothing when you come back.",
	}},
	{Title: "Playing here", Text: []string{
		"Click a card in your hand to play it (as the Duo), to match with it or to pay a missed slap (as the Third Wheel). Buttons above your hand offer Pass and the action-card plays when they are allowed.",
		"SLAP with the Space bar, the big SLAP button (mouse or touch) or button A on a gamepad. With two people at one keyboard, player 1 slaps with A and player 2 with L; press F1 or F2 and then a key to change them (a key already taken by the other player is refused).",
		"Press K at the table for every key; R opens these rules.",
	}},
}

// newSheet is the one-row score sheet of a finished game: 1 for each winner.
func newSheet(s scenes.Setup, res tw.Result) *scenes.ScoreSheet {
	sh := &scenes.ScoreSheet{Game: "Third Wheel", TotalsLabel: "Won", PlainCells: true, Over: true}
	row := make([]int, len(s.Seats))
	for _, seat := range s.Seats {
		sh.Names = append(sh.Names, seat.Name)
	}
	for _, w := range res.Winners {
		row[w] = 1
	}
	sh.Scores = [][]int{row}
	sh.Totals = append([]int(nil), row...)
	sh.Winners = append([]int(nil), res.Winners...)
	sh.RoundLabels = []string{fmt.Sprintf("score %d", res.Score)}
	sh.Note = reasonText(res)
	names := sh.Names
	sh.Panel = func(c *scenes.Canvas, x, y, w, h float64, age int) { drawSummary(c, res, names, x, y, w, h, age) }
	return sh
}

// roleName is a role in words.
func roleName(r tw.Role) string {
	switch r {
	case tw.Duo1:
		return "Duo 1"
	case tw.Duo2:
		return "Duo 2"
	case tw.ThirdWheel:
		return "Third Wheel"
	}
	return "watching"
}

// reasonText says why a game ended, in words.
func reasonText(res tw.Result) string {
	switch res.Reason {
	case tw.ReasonExact100:
		return "The Duo hit exactly 100."
	case tw.ReasonDeckEmpty:
		return "The deck ran out: the Third Wheel held on."
	case tw.ReasonNoScoring:
		return "Neither Duo hand had a scoring card left: the Third Wheel held on."
	}
	return ""
}

// PlayOut plays a whole game with bots in every seat (people's seats get normal bots)
// and returns the final score sheet; `parlor -scene scoring` starts from it.
func PlayOut(s scenes.Setup) (*scenes.ScoreSheet, error) {
	st, bots, err := newGame(s, true)
	if err != nil {
		return nil, err
	}
	d := match.NewDriver(tw.Game.Wrap(st), erased(bots))
	for n := 0; !st.Over(); n++ {
		m, err := d.Next()
		if err == nil && n < 100000 {
			_, err = st.Apply(m.(tw.Move))
		}
		if err != nil || n >= 100000 {
			return nil, fmt.Errorf("playing out: %v", err)
		}
	}
	return newSheet(s, st.Result()), nil
}

// erased gives the match layer's bots (nil for a person's seat).
func erased(bots [3]tw.Bot) []match.Bot {
	out := make([]match.Bot, 3)
	for i, b := range bots {
		if b != nil {
			out[i] = match.EraseBot[tw.View, tw.Move](b)
		}
	}
	return out
}

// newGame starts the rules core for a setup, with a bot for each bot seat (and for
// people's seats too when allBots).
func newGame(s scenes.Setup, allBots bool) (*tw.State, [3]tw.Bot, error) {
	var bots [3]tw.Bot
	opts, err := tw.ParseOptions(s.Options)
	if err != nil {
		return nil, bots, err
	}
	st, err := tw.New(tw.Config{Players: 3, Options: opts, Seed: s.Seed})
	if err != nil {
		return nil, bots, err
	}
	for i, seat := range s.Seats {
		if i >= 3 {
			break
		}
		level := seat.Level
		if seat.Human {
			if !allBots {
				continue
			}
			level = tw.LevelNormal
		}
		if bots[i], err = tw.NewBot(level, i, s.Seed); err != nil {
			return nil, bots, err
		}
	}
	return st, bots, nil
}

// drawSummary is the score sheet's picture of a finished game: the final score on the
// dial toward 100 (with the Double-Down floor), the winning side and why it won.
func drawSummary(c *scenes.Canvas, res tw.Result, names []string, x, y, w, h float64, age int) {
	h = math.Min(h, 420)
	c.RoundRect(x, y, w, h, 16, plateFill)
	c.RoundRectLine(x, y, w, h, 16, 1.5, scenes.PanelLine)
	r := math.Min(h*0.36, w*0.2)
	cx, cy := x+r+40, y+h/2
	f := math.Min(1, float64(age)/float64(scenes.ScoringDrawTicks))
	drawArc(c, cx, cy, r, 0, 100, 20, dialTrack)
	drawArc(c, cx, cy, r, 0, float64(res.Score)*f, 16, scenes.Gold)
	if res.Floor > 0 {
		a := dialAngle(float64(res.Floor))
		c.Line(cx+(r-12)*math.Cos(a), cy+(r-12)*math.Sin(a), cx+(r+14)*math.Cos(a), cy+(r+14)*math.Sin(a), 5, duoColour)
	}
	c.Text(strconv.Itoa(res.Score), cx, cy-6, r*0.55, true, scenes.Center, scenes.Ink)
	c.Text("final score", cx, cy+r*0.4, 14, false, scenes.Center, scenes.InkDim)
	tx := cx + r + 50
	title, clr := "The Duo wins", duoColour
	if res.Winner == tw.SideTW {
		title, clr = "The Third Wheel wins", twColour
	}
	c.Text(title, tx, cy-40, 30, true, scenes.Left, clr)
	c.Text(c.Wrap(reasonText(res), 17, x+w-tx-20, false), tx, cy+4, 17, false, scenes.Left, scenes.Ink)
	for i := 0; i < 3 && i < len(names); i++ {
		role := res.Roles[i]
		c.Text(names[i]+": "+roleName(role), tx, cy+44+float64(i)*22, 15, true, scenes.Left, roleColour(role))
	}
	c.Text(strconv.Itoa(res.Windows)+" reaction windows", tx, cy+118, 14, false, scenes.Left, scenes.InkDim)
}
