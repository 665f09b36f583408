package triples

import (
	"parlor/gameplay/cards"
	"parlor/gameplay/match"
)

// Hint is advice for the seat to move, and why, in words for the player.
type Hint = match.Hint[Move]

// HintFor suggests a move to the seat of v on its turn: the hard bot's look-ahead
// (hardSamples deals of the unseen cards, its candidate moves tried on each, the deals
// of a hard bot seeded 0), which decides from the same view, with why in the words of
// the review (Review): the cards and points the move leaves the seat at its next turn,
// and the same for the next best move. A forced move is named with its reason. ok is
// false when it is not the seat's turn.
func HintFor(v View) (Hint, bool) {
	if v.Turn != v.Seat || v.Seat < 0 {
		return Hint{}, false
	}
	var a Appraiser
	if !a.begin(v, cards.Derive(0, uint64(v.Seat)), hardSamples) {
		ms := v.Legal()
		if len(ms) == 0 {
			return Hint{}, false
		}
		m := ms[0]
		why := match.Say("Draw: no card you hold makes a triple with the play area.")
		switch {
		case m.Kind == MovePlay:
			why = match.Say("%s: it is the only triple you can make.", advice(m))
		case v.Pending > 0:
			why = match.Say("Draw: you owe the Draw 2 penalty and cannot play it off.")
		}
		return Hint{Move: m, Why: why}, true
	}
	for !a.Step() {
	}
	return Hint{Move: a.cands[a.best], Why: a.hintWhy()}, true
}
