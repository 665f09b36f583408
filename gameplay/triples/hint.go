package triples

import (
	"fmt"

	"parlor/gameplay/match"
)

// Hint is advice for the seat to move, and why, in words for the player.
type Hint = match.Hint[Move]

// HintFor suggests a move to the seat of v on its turn: the choice of the strongest bot
// level (the last of Levels), which decides from the same view. ok is false when it is
// not the seat's turn.
func HintFor(v View) (Hint, bool) {
	if v.Turn != v.Seat || v.Seat < 0 {
		return Hint{}, false
	}
	b, err := NewBot(Levels[len(Levels)-1], v.Seat, 0)
	if err != nil {
		return Hint{}, false
	}
	m := b.Choose(v)
	var why string
	switch m.Kind {
	case MovePlay:
		why = fmt.Sprintf("Play %s: it makes a triple.", Format(m.Played()))
	case MoveTarget:
		why = fmt.Sprintf("Make seat %d draw 2.", m.Target)
	default:
		why = "Draw: no play makes a triple, or keeping your cards is better."
	}
	return Hint{Move: m, Why: why}, true
}
