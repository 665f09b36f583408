package thirdwheel

import (
	"strconv"

	"parlor/gameplay/match"
	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes/l10n"
	"parlor/scenes/lesson"
	"parlor/scenes/ui/geom"
)

// guide is Third Wheel's guided first game (docs/rules/thirdwheel.md), a slap race
// under each of the two racing house rules, in two short deals with slow windows
// (pace=4000) that wait for the learner whenever the narrator asks for a slap or a
// match:
//   - Snap Match: the learner is the Third Wheel (seed 3: seat 0; Basil Duo 1, Cleo
//     Duo 2), matches Basil's 5, lets Cleo's 9 go, and snaps Basil's 9 on it;
//   - Double-Down: the learner is Duo 2 (seed 1: seat 0; Basil Duo 1, Cleo the Third
//     Wheel), plays a 9, and wins the race on Basil's 9, which makes a floor.
//
// The stacked decks deal one card at a time to Duo 1, the Third Wheel and Duo 2, then
// the draws come off the top.
var guide = &lesson.Lesson{Parts: []lesson.Part{
	{
		Config: match.Config{Players: 3, Options: []string{"snap", "pace=4000"}, Seed: 3, Decks: [][]string{lesson.Stacked(tw.NewDeck(false),
			"5H", "5F", "9R", "9H", "2D", "1D", "3H", "3D", "4R", "6H", "12F", "7R", "8H", "13R", "10R",
			"11D", "6D", "11H", "10H", "2F", "12D")}},
		Person: 0,
		Level:  "normal",
		Script: map[int][]string{1: {"1: play 5H", "1: play 9H @1500"}, 2: {"2: play 9R @1200"}},
		Steps: []lesson.Step{
			{Say: "Welcome to Third Wheel! Basil and Cleo are the Duo: their cards add to a shared score, and they win on exactly 100. You are the Third Wheel: take their cards back until the deck runs out.",
				Go: "Start"},
			{Say: "This table plays Snap Match: after each Duo card a window opens for your answer. Basil played the 5 of hearts: click your 5 of flowers to match it. Both leave the game, and 5 comes off.",
				When:  windowOn(func(v tw.View) bool { return topIs(v, "5H") }),
				Want:  []string{"match 5F"},
				Hold:  true,
				Wrong: []lesson.Wrong{{Move: "slap", Say: "No pair: a slap needs the top two cards to share a rank, and a miss costs a card. Click your 5 of flowers to match."}},
				Why:   "Click your 5 of flowers: it matches the 5 of hearts (same rank)."},
			{Say: "Cleo played the 9 of rings. You hold no 9 and there is no pair: let it go. The window runs on until the next card (it waits for nobody in a real game: 1.5 seconds).",
				When:  windowOn(func(v tw.View) bool { return topIs(v, "9R") }),
				Until: func(m lesson.Moment) bool { v, _ := m.View.(tw.View); return topIs(v, "9H") },
				Wrong: []lesson.Wrong{{Move: "slap", Say: "No pair yet: a slap now would be a miss and cost you a card. Wait for the next card."}}},
			{Say: "Basil put the 9 of hearts on Cleo's 9: a pair! Slap (Space, or the SLAP button): a snap cancels the card just played, and its 9 comes off the score.",
				When: windowOn(func(v tw.View) bool { return topIs(v, "9H") }),
				Want: []string{"slap"},
				Hold: true,
				Why:  "A pair is on top: slap it (Space, or the SLAP button)."},
			{Say: "Snap! The 9 of hearts left the game. A slap with no pair is a miss: you would owe a card. Next: Double-Down, from the Duo's side.",
				When: func(m lesson.Moment) bool { v, _ := m.View.(tw.View); return len(v.Out) >= 3 },
				Go:   "Next deal"},
		},
	},
	{
		Config: match.Config{Players: 3, Options: []string{"doubledown", "pace=4000"}, Seed: 1, Decks: [][]string{lesson.Stacked(tw.NewDeck(false),
			"4H", "2D", "9F", "9D", "3D", "1H", "6H", "12F", "7R", "8H", "13R", "10R", "11D", "6D", "11H",
			"2F", "12D", "5R", "5D")}},
		Person: 0,
		Level:  "normal",
		Script: map[int][]string{1: {"1: play 4H", "1: play 9D"}, 2: {"2: pass", "2: pass"}},
		Steps: []lesson.Step{
			{Say: "Double-Down: now you are in the Duo with Basil, and Cleo is the Third Wheel. On your turn you draw (it is done for you) and play a card; its value adds to the score.",
				Go: "Start"},
			{Say: "Basil played the 4 of hearts and Cleo let it pass. Play your 9 of flowers: Basil holds a 9 too.",
				When: func(m lesson.Moment) bool { return m.Yours },
				Want: []string{"play 9F"},
				Why:  "In this lesson, play your 9 of flowers: Basil will pair it."},
			{Say: "Basil put a 9 on your 9: the same rank twice in a row! Race Cleo: slap first (Space, or SLAP), and the score freezes as a floor.",
				When: windowOn(func(v tw.View) bool { return v.Window.Race == tw.RaceOpen }),
				Want: []string{"slap"},
				Hold: true,
				Why:  "The race is on: slap first (Space, or the SLAP button)."},
			{SayFn: floorWords,
				When: func(m lesson.Moment) bool { v, _ := m.View.(tw.View); return v.Floor > 0 }},
		},
	},
}}

// The narrator says each step's words in the language on: its Say is the message
// (the catalogues' key), put in the language when the step comes on show.
func init() {
	for p := range guide.Parts {
		for i := range guide.Parts[p].Steps {
			if st := &guide.Parts[p].Steps[i]; st.SayFn == nil && st.Say != "" {
				say := st.Say
				st.SayFn = func(lesson.Moment) string { return l10n.T(say) }
			}
		}
	}
}

// windowOn is a step's When: a reaction window is open and f holds on the view.
func windowOn(f func(v tw.View) bool) func(lesson.Moment) bool {
	return func(m lesson.Moment) bool {
		v, _ := m.View.(tw.View)
		return v.Window.Open && f(v)
	}
}

// topIs reports that card (notation) is on top of the table.
func topIs(v tw.View, card string) bool {
	top, ok := v.Top()
	return ok && top.Card.String() == card
}

// floorWords is the lesson's last step: the race won and the floor it made, and the
// other house rules.
func floorWords(m lesson.Moment) string {
	v, _ := m.View.(tw.View)
	return l10n.T("You are ready! You won the race: the score never drops below %s now, and a bust falls back to it, not 50. Other house rules: Action cards, Play Out Hands, the Fair deck and the pace.", strconv.Itoa(v.Floor))
}

// NarratorSpot is where a lesson's narrator speaks on a landscape screen
// (lesson.Narrated): at the top right, under the top buttons, between the second
// player's plate and the deck.
func (t *Table) NarratorSpot() geom.Rect {
	l := &t.lay
	x := l.Plates[2].X + l.Plates[2].W + 16
	y := l.Menu.Y + l.Menu.H + 12
	return geom.R(x, y, l.W-20-x, l.Deck.Y-12-y)
}
