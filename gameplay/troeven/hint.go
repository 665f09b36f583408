package troeven

import (
	"parlor/gameplay/cards"
	"parlor/gameplay/match"
)

// Hint is advice for the seat to move, and why, in words for the player.
type Hint = match.Hint[Move]

// HintFor suggests a move to the seat of v when it is to move: the hard bot's search
// (hardWorlds deals consistent with the view, every legal move played out on each, the
// deals of a hard bot seeded 0), which decides from the same view, with why in the
// words of the review (Review): the card points the move wins on those deals, how often
// it takes one off the seat's tally, and the same for the next best move. ok is false
// when the seat is not to move.
func HintFor(v View) (Hint, bool) {
	if v.ToMove != v.Seat || v.Seat < 0 || len(v.Legal) == 0 {
		return Hint{}, false
	}
	var a Appraiser
	if !a.begin(v, cards.Derive(0, uint64(v.Seat)), hardWorlds) {
		// A forced move, or a view the search cannot read: the strongest bot decides.
		b, err := NewBot(Levels[len(Levels)-1], v.Seat, 0)
		if err != nil {
			return Hint{}, false
		}
		m := b.Choose(v)
		why := match.Say("Play the %s: it is your only card that may be played.", m.Card)
		switch {
		case len(v.Legal) > 1:
			why = match.Say("Play the %s: the strongest bot would.", m.Card)
		case m.FromDummy:
			why = match.Say("Play the dummy's %s: it is the dummy's only card that may be played.", m.Card)
		}
		return Hint{Move: m, Why: why}, true
	}
	for !a.Step() {
	}
	return Hint{Move: a.cands[a.best], Why: a.hintWhy()}, true
}
