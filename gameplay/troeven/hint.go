package troeven

import (
	"fmt"

	"parlor/gameplay/match"
)

// Hint is advice for the seat to move, and why, in words for the player.
type Hint = match.Hint[Move]

// HintFor suggests a move to the seat of v when it is to move: the choice of the
// strongest bot level (the last of Levels), which decides from the same view. ok is
// false when the seat is not to move.
func HintFor(v View) (Hint, bool) {
	if v.ToMove != v.Seat || v.Seat < 0 || len(v.Legal) == 0 {
		return Hint{}, false
	}
	b, err := NewBot(Levels[len(Levels)-1], v.Seat, 0)
	if err != nil {
		return Hint{}, false
	}
	m := b.Choose(v)
	var why string
	switch {
	case m.Kind == NameTrump:
		why = fmt.Sprintf("Name %s trumps: the strongest bot would, holding these cards.", m.Suit.Name())
	case m.FromDummy:
		why = fmt.Sprintf("Play the dummy's %v: the strongest bot would.", m.Card)
	default:
		why = fmt.Sprintf("Play the %v: the strongest bot would.", m.Card)
	}
	return Hint{Move: m, Why: why}, true
}
