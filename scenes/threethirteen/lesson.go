package threethirteen

import (
	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	tt "parlor/gameplay/threethirteen"
	"parlor/scenes/lesson"
	"parlor/scenes/ui/geom"
)

// guide is Three-Thirteen's guided first game (docs/rules/threethirteen.md): two
// rounds of a two-player game against Basil, stacked so that the learner takes a
// discard to make a set and goes out (round 1, threes wild), then draws to complete a
// run with a wild four and goes out again (round 2). Seed 1 makes Basil the first
// dealer, so the learner plays first. Basil draws and throws back his draw each turn.
var guide = &lesson.Lesson{Parts: []lesson.Part{{
	Config: match.Config{Players: 2, Seed: 1, Decks: [][]string{
		// You 7♣ 7♦ K♠, Basil 2♥ 9♠ Q♦; the 7♥ starts the discard pile; Basil draws the 5♣.
		lesson.Stacked(cards.NewDeck(), "7C", "2H", "7D", "9S", "KS", "QD", "7H", "5C"),
		// Basil J♥ 8♠ 3♦ K♣, you 5♥ 6♥ 4♠ Q♣; J♦ turned up; the stock: 2♣ (Basil), 7♥ (you), 9♦.
		lesson.Stacked(cards.NewDeck(), "JH", "5H", "8S", "6H", "3D", "4S", "KC", "QC", "JD", "2C", "7H", "9D"),
	}},
	Person: 0,
	Level:  "normal",
	Script: map[int][]string{1: {"draw", "discard 5C", "draw", "discard 2C", "draw", "discard 9D"}},
	Steps: []lesson.Step{
		{Say: "Welcome to Three-Thirteen! Arrange your hand into melds: a set is 3 or more cards of one rank (7♣ 7♦ 7♥), a run 3 or more of one suit in a row (5♥ 6♥ 7♥). Round 1 deals 3 cards each; threes are wild.",
			Go: "Start"},
		{Say: "A turn is: draw one card, then discard one. The 7♥ on the discard pile goes with your 7♣ and 7♦: take it (click the discard pile, or press D).",
			Want:  []string{"take"},
			Wrong: []lesson.Wrong{{Move: "draw", Say: "The stock's top card is hidden, but the 7♥ on the discard pile makes a set for sure: take the discard (D)."}}},
		{Say: "7♣ 7♦ 7♥ are a set. Every card but the K♠ is in a meld, so discard the K♠ to go out: click it and answer Go out, or press Go out (O).",
			Want: []string{"out KS"},
			Wrong: []lesson.Wrong{
				{Move: "discard KS", Say: "A plain discard never goes out, even with every other card in a meld: go out with the K♠ (Go out, O)."},
				{Move: "", Say: "That would break your set of sevens: go out with the K♠ instead."}}},
		{Say: "You went out, so Basil had one last turn. Cards left outside melds count against their owner: your hand scores 0, Basil's 21. The lowest total after 11 rounds wins. Press Enter for the score sheet, then Next round.",
			When:  func(m lesson.Moment) bool { return m.Ended },
			Until: func(m lesson.Moment) bool { return view(m).Round == 2 && !m.Ended }},
		{Say: "Round 2: four cards each, and now fours are wild: your 4♠ can stand for any card a meld needs. Basil threw the 2♣, no use to you: draw from the stock (S).",
			When:  func(m lesson.Moment) bool { return view(m).Round == 2 && m.Yours },
			Want:  []string{"draw"},
			Wrong: []lesson.Wrong{{Move: "take", Say: "The 2♣ does not fit your hearts: draw from the stock instead (S)."}}},
		{Say: "You drew the 7♥: 5♥ 6♥ 7♥ is a run, and the wild 4♠ joins it as the 4♥ (or the 8♥). Go out with the Q♣.",
			Want: []string{"out QC"},
			Wrong: []lesson.Wrong{
				{Move: "discard QC", Say: "A plain discard never goes out: go out with the Q♣ (Go out, O)."},
				{Move: "discard 4S", Say: "Keep your wild 4♠: it makes your run four cards long. Go out with the Q♣."},
				{Move: "", Say: "That would break your run 5♥ 6♥ 7♥: go out with the Q♣ instead."}}},
		{Say: "You are ready! You made a set, a run with a wild card, and went out twice. Nine rounds remain: each deals one card more, and the wild rank moves up with the hand size. Play on, or leave the lesson.",
			When: func(m lesson.Moment) bool { return m.Ended }},
	},
}}}

// view is the learner's Three-Thirteen view at moment m.
func view(m lesson.Moment) tt.View {
	v, _ := m.View.(tt.View)
	return v
}

// NarratorSpot is where a lesson's narrator speaks on a landscape screen
// (lesson.Narrated): at the left, between the round's panel and the viewer's plate and
// clear of the piles and the banner (a two-player table has no seat there); under the
// revealed hands while they are on show.
func (t *Table) NarratorSpot() geom.Rect {
	l := &t.lay
	if t.revealing {
		top := l.RevealTop() - 36 + float64(t.Setup().Players)*l.RevealRowHeight() + 52 + 14
		return geom.R(l.W/2-320, top, 640, l.H-120-14-top)
	}
	top := l.Info.Y + l.Info.H + 16
	right := min(l.Banner.X, l.Stock.X) - 16
	return geom.R(l.Info.X, top, right-l.Info.X, l.Seats[t.Viewer()].Plate.Y-16-top)
}
