package match

import "fmt"

// RevealError is an undo refused because it would take back a card already shown to
// the seat undoing (docs/rules/README.md#undo): Move is the 0-based log index of the
// move that showed it, What the game's words for it ("the card you drew from the
// stock").
type RevealError struct {
	Move int
	What string
}

func (e *RevealError) Error() string {
	return "you have seen " + e.What + "; undo never goes back past a card you have seen"
}

// CheckTakeBack reports whether seat may take back the moves from n on (undo to a log
// of n moves): nil, or a *RevealError naming the first of those moves whose events
// showed seat something hidden from it until then (Game.Reveals): a card drawn from the
// stock, the rest of a hand dealt after trumps, a card played from another hand. Taking
// such a move back would let seat decide again knowing what it should not. Error also:
// n outside 0..Len.
func (m *Match) CheckTakeBack(seat, n int) error {
	if n < 0 || n > len(m.log) {
		return fmt.Errorf("take back to %d moves: the log holds %d", n, len(m.log))
	}
	for i := n; i < len(m.log); i++ {
		end := len(m.evs)
		if i+1 < len(m.starts) {
			end = m.starts[i+1]
		}
		for _, e := range m.evs[m.starts[i]:end] {
			if what := m.game.Reveals(e, seat); what != "" {
				return &RevealError{Move: i, What: what}
			}
		}
	}
	return nil
}

// TakeBack is an undo by seat: the match goes back to its first n moves (Truncate)
// when CheckTakeBack allows it. A refusal returns CheckTakeBack's error and changes
// nothing.
func (m *Match) TakeBack(seat, n int) error {
	if err := m.CheckTakeBack(seat, n); err != nil {
		return err
	}
	return m.Truncate(n)
}
