package troeven

import (
	"parlor/gameplay/match"
	tv "parlor/gameplay/troeven"
	"parlor/scenes/l10n"
	"parlor/scenes/lesson"
	"parlor/scenes/troeven/board"
	"parlor/scenes/ui/geom"
)

// guide is Troeven's guided first game (docs/rules/troeven.md): one round of the
// dummy version with the learner as the caller (seed 3 makes Cleo the first dealer, so
// the caller is seat 0 and Basil the opponent). The stacked deal (in deal order: four
// each to caller, opponent and dealer, four more each, the dummy's four face down
// then four face up) gives the learner A♥ K♥ to name hearts; three tricks are
// scripted: a trump lead the dummy must follow, a club trick Basil wins, and Basil's
// diamond lead that the dummy trumps and the learner must follow. Then the learner
// plays the round out and sees the tally.
var guide = &lesson.Lesson{Parts: []lesson.Part{{
	Config: match.Config{Variant: "dummy", Players: 3, Seed: 3, Decks: [][]string{{
		"AH", "KH", "10C", "8D", "7H", "AC", "KD", "QD", "9H", "7C", "7D", "10D",
		"QH", "AS", "KS", "9C", "7S", "8S", "9D", "JC", "JD", "8C", "9S", "JS",
		"10H", "QS", "KC", "AD", "8H", "JH", "QC", "10S"}}},
	Person: 0,
	Level:  "normal",
	Script: map[int][]string{1: {"play 7H", "play AC", "play KD"}, 2: {"play 9H", "play 7C", "play 7D"}},
	Steps: []lesson.Step{
		{SayFn: said("Welcome to Troeven! Each round the caller names trumps, then plays with the dummy, a fourth hand lying half face up, against the other two. This round you are the caller."),
			Go: "Start"},
		{SayFn: said("You name trumps after seeing only your first four cards: A♥ K♥ 10♣ 8♦. Your two high hearts say hearts: click Hearts, or press H."),
			Want:  []string{"trump H"},
			Wrong: []lesson.Wrong{{Move: "trump", Say: "Your strength is the A♥ and K♥: name hearts as trumps (H)."}}},
		{SayFn: said("Now everyone has 8 cards, and the dummy lies opposite you. You lead the first trick: play your A♥, the highest trump."),
			When: yours(func(v tv.View) bool { return v.Turn == v.Seat && len(v.Tricks) == 0 }),
			Want: []string{"play AH"},
			Why:  "Lead the A♥: the highest trump wins the trick for sure."},
		{SayFn: said("Basil followed with the 7♥. On the dummy's turn you play its cards, and it must follow suit too: play its 8♥ and keep the J♥ for later."),
			When: yours(dummyTurn),
			Want: []string{"dummy 8H"},
			Wrong: []lesson.Wrong{
				{Move: "dummy JH", Say: "The J♥ follows suit too, but it can win a trick later: play the dummy's 8♥."},
				{Move: "dummy", Say: "The dummy has hearts face up, so it must follow suit: play its 8♥."},
				{Move: "play", Say: "It is the dummy's turn: click its 8♥."}}},
		{SayFn: said("Your A♥ won the trick (and 4 card points), so you lead again. Lead the 10♣: with no trump in it, the highest club wins."),
			When: yours(func(v tv.View) bool { return v.Turn == v.Seat && len(v.Tricks) == 1 }),
			Want: []string{"play 10C"},
			Why:  "Lead the 10♣ this time, to see a trick without trumps."},
		{SayFn: said("Basil put the A♣ on it. The dummy has a club face up, the Q♣, so it must follow suit with it."),
			When: yours(dummyTurn),
			Want: []string{"dummy QC"},
			Why:  "The dummy must follow suit: play its Q♣."},
		{SayFn: said("Basil's A♣ took that trick, and he leads the K♦. The dummy has no diamond face up, so it may play any card, even a trump: play its J♥ to win the trick."),
			When:  yours(func(v tv.View) bool { return dummyTurn(v) && v.Trick.Leader == 1 }),
			Want:  []string{"dummy JH"},
			Wrong: []lesson.Wrong{{Move: "dummy", Say: "Trump it: the dummy's J♥ beats any diamond."}, {Move: "play", Say: "It is the dummy's turn: click its J♥."}}},
		{SayFn: said("Cleo followed with the 7♦. Your turn: you hold the 8♦, so you must follow suit, even though the dummy's trump already wins the trick."),
			When:  yours(func(v tv.View) bool { return v.Turn == v.Seat && v.Trick.Leader == 1 }),
			Want:  []string{"play 8D"},
			Wrong: []lesson.Wrong{{Move: "play", Say: "You hold a diamond, the 8♦: you must follow suit."}, {Move: "dummy", Say: "The dummy has played: now play your own 8♦."}}},
		{SayFn: said("The dummy won, so it leads next. Play the round out: follow suit when you can, trumps win. The side with more than 20 of the 40 card points wins the round."),
			When:  yours(func(v tv.View) bool { return len(v.Tricks) == 3 }),
			Any:   true,
			Until: func(m lesson.Moment) bool { return m.Ended }},
		{SayFn: tallyWords, When: func(m lesson.Moment) bool { return m.Ended }},
	},
}}}

// said is a step's SayFn: its words s, in the language on when s is in the catalogues
// (TestLessonSpeaksTheLanguage checks every step's).
func said(s string) func(lesson.Moment) string {
	return func(lesson.Moment) string { return l10n.T(s) }
}

// yours is a step's When: the learner is to move and f holds on the view.
func yours(f func(v tv.View) bool) func(lesson.Moment) bool {
	return func(m lesson.Moment) bool {
		v, _ := m.View.(tv.View)
		return m.Yours && f(v)
	}
}

// dummyTurn reports the dummy's turn (the caller chooses its card).
func dummyTurn(v tv.View) bool { return v.Turn == tv.DummySeat }

// tallyWords is the lesson's last step: how the round went and what it did to the
// tallies.
func tallyWords(m lesson.Moment) string {
	v, _ := m.View.(tv.View)
	if len(v.History) == 0 {
		return l10n.T("You are ready! Play on, or leave the lesson.")
	}
	r := v.History[len(v.History)-1]
	tally := l10n.Int(r.Tally[v.Seat])
	won := l10n.T("your side wins the round, so your tally drops to %s", tally)
	switch {
	case r.Points[tv.SideCaller] < 20:
		won = l10n.T("Basil and Cleo win the round, so their tallies drop and yours grows to %s", tally)
	case r.Points[tv.SideCaller] == 20:
		won = l10n.T("20 each: no tally changes, yours stays at %s", tally)
	}
	return l10n.T("You are ready! You and the dummy took %s of the 40 card points: %s. The first to bring their tally to 0 wins. Play on, or leave the lesson.",
		l10n.Int(r.Points[tv.SideCaller]), won)
}

// NarratorSpot is where a lesson's narrator speaks on a landscape screen
// (lesson.Narrated): between the trump choice and the caller's first cards while
// trumps are named; under the round's result while it is on show; else at the top
// right, between the top seat (the dummy's row) and the top buttons, above the right
// seat's hand.
func (t *Table) NarratorSpot() geom.Rect {
	l := &t.lay
	switch {
	case t.Ended():
		y := l.TrickArea.Y - 20 + roundEndH + 14
		return geom.R(l.W/2-320, y, 640, l.H-20-y)
	case t.TrumpDialog():
		y := l.Dialog.Y + l.Dialog.H + 12
		hand := l.HandBounds(t.Viewer(), max(1, len(t.m.hands[t.Viewer()])))
		return geom.R(l.Dialog.X-40, y, l.Dialog.W+80, hand.Y-12-y)
	}
	x0, y1 := l.Info.X+l.Info.W+16, l.H/2
	for p := range l.Spots {
		s := &l.Spots[p]
		if !s.Used {
			continue
		}
		r := l.HandBounds(p, 8)
		if p == board.DummyPos {
			r = l.DummyBounds()
		}
		switch s.Side {
		case board.Top:
			x0 = max(x0, r.Union(s.Plate).X+r.Union(s.Plate).W+16)
		case board.Right:
			y1 = min(y1, r.Y-16)
		}
	}
	return geom.R(x0, 20, l.TopColumn.X-16-x0, y1-20)
}
