package triples

import (
	"parlor/gameplay/match"
	tr "parlor/gameplay/triples"
	"parlor/scenes/lesson"
	"parlor/scenes/ui/geom"
)

// guide is Triples' guided first game (docs/rules/triples.md): the first plays of a
// two-player round against Basil (seed 2 makes Basil the dealer, so the learner plays
// first). The stacked deal (one card each in turn from the learner, then the starter
// and the draw pile) leaves the learner exactly one triple to lay at each turn: by
// colour on the starter, by shape on Basil's blue heart, and by number on his yellow
// square, with a Draw 2 of Basil's to take in between. Basil's plays fit either order
// of the learner's two cards, so both orders do the step.
var guide = &lesson.Lesson{Parts: []lesson.Part{{
	Config: match.Config{Players: 2, Seed: 2, Decks: [][]string{lesson.Stacked(tr.NewDeck(),
		"BT4", "BS3", "BQ1", "BH1", "RH2", "YH5+2", "GH4", "YC2", "RT4", "YQ4", "PC4", "RQ3", "GS1", "GC5", "PT3", "PH2",
		"BC2",           // the starter
		"GT1", "PS3")}}, // the learner's Draw 2
	Person: 0,
	Level:  "normal",
	Script: map[int][]string{1: {"play BS3 BH1", "play YH5+2", "play YC2 YQ4"}},
	Steps: []lesson.Step{
		{Say: "Welcome to Triples! Lay cards that make a triple with the top of the play area: three cards that share a colour, a shape or a number. The first to empty their hand wins the round.",
			Go: "Start"},
		{Say: "First turn: lay two cards that make a triple with the starter, the blue circle 2. Your blue triangle 4 and blue square 1 share its colour: select both, then Play.",
			Want:  []string{"play BT4 BQ1", "play BQ1 BT4"},
			Wrong: []lesson.Wrong{{Move: "draw", Say: "You can make a triple, so you may not draw on your first turn: lay the blue triangle 4 and the blue square 1."}},
			Why:   "That is no triple by colour: lay your two blue cards, the triangle 4 and the square 1, on the blue circle 2."},
		{Say: "Basil laid two blue cards; his blue heart 1 is on top. Your red heart 2 and green heart 4 make a triple with it by shape: three hearts. Lay them.",
			When:  yours(func(v tr.View) bool { return len(v.PlayArea) == 5 }),
			Want:  []string{"play RH2 GH4", "play GH4 RH2"},
			Wrong: []lesson.Wrong{{Move: "draw", Say: "You may draw instead of laying cards, but here lay the red heart 2 and the green heart 4: three hearts."}},
			Why:   "Lay the red heart 2 and the green heart 4: with the blue heart 1 they make three hearts, a triple by shape."},
		{Say: "Basil laid the yellow heart 5 on your hearts: a Draw 2 card. You owe 2 cards and may lay nothing: press Draw to take them. That ends your turn.",
			When: yours(func(v tr.View) bool { return v.Pending > 0 }),
			Want: []string{"draw"},
			Why:  "While you owe a Draw 2 you may lay nothing: press Draw to take your 2 cards."},
		{Say: "Basil laid two yellow cards; his yellow square 4 is on top. Your red triangle 4 and purple circle 4 make a triple with it by number: three 4s. Lay them.",
			When:  yours(func(v tr.View) bool { return v.Pending == 0 && len(v.PlayArea) == 10 }),
			Want:  []string{"play RT4 PC4", "play PC4 RT4"},
			Wrong: []lesson.Wrong{{Move: "draw", Say: "You may draw instead, but here lay the red triangle 4 and the purple circle 4: three 4s."}},
			Why:   "Lay the red triangle 4 and the purple circle 4: with the yellow square 4 they are three 4s, a triple by number."},
		{Say: "You are ready! You made a triple by colour, by shape and by number, and took a Draw 2. Cards left in hand count against you when someone goes out; after 3 rounds the lowest total wins."},
	},
}}}

// yours is a step's When: the learner is to move and f holds on the view.
func yours(f func(v tr.View) bool) func(lesson.Moment) bool {
	return func(m lesson.Moment) bool {
		v, _ := m.View.(tr.View)
		return m.Yours && f(v)
	}
}

// NarratorSpot is where a lesson's narrator speaks on a landscape screen
// (lesson.Narrated): at the left, between the round's panel and the viewer's plate,
// clear of the draw pile and the banner (a two-player table has no seat there).
func (t *Table) NarratorSpot() geom.Rect {
	l := &t.lay
	top := l.Info.Y + l.Info.H + 16
	right := min(l.Pile.X, l.Banner.X) - 16
	return geom.R(l.Info.X, top, right-l.Info.X, l.Plates[t.Viewer()].Y-16-top)
}
