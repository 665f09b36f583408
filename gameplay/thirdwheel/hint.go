package thirdwheel

import (
	"fmt"

	"parlor/gameplay/match"
)

// Hint is advice for the seat to move, and why, in words for the player.
type Hint = match.Hint[Move]

// HintFor suggests a move to the seat of v when the game waits for it (v.ToMove == the
// seat; never inside a reaction window, where advice would come too late): the choice of
// the strongest bot level (the last of Levels), which decides from the same view.
func HintFor(v View) (Hint, bool) {
	if v.ToMove != v.Seat || v.Seat < 0 || v.Window.Open || len(v.Legal) == 0 {
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
		why = fmt.Sprintf("Play %s: the strongest bot would.", m.Card.Name())
	case MoveMatch:
		why = fmt.Sprintf("Match with %s: it takes the card's points off the score.", m.Card.Name())
	case MoveDiscard:
		why = fmt.Sprintf("Discard %s for the missed slap: the card you need least.", m.Card.Name())
	case MovePass:
		why = "Let it pass: save your cards for a card that matters more."
	default:
		why = fmt.Sprintf("%s: the strongest bot would.", m.String())
	}
	return Hint{Move: m, Why: why}, true
}
