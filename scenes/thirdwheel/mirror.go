package thirdwheel

import (
	"errors"

	"parlor/gameplay/match"
	tw "parlor/gameplay/thirdwheel"
)

// MirrorMove makes a move pressed in the screen reader mirror (scenes.MirrorMover):
// stamped for the open reaction window as a move made at the table is (stamped). A
// slap never comes here: the mirror presses the slap key, stamped by the DOM input.
func (t *Table) MirrorMove(m match.Move) error {
	mv, ok := m.(tw.Move)
	if !ok {
		return errors.New("not a Third Wheel move")
	}
	if mv.Kind == tw.MoveSlap {
		t.slap(mv.Seat, max(t.WindowNow(), match.HumanLineMs))
		return nil
	}
	return t.Submit(t.stamped(mv))
}

// RefusalWords is the rules' refusal of a move in the language on (mirror.Refuser: a
// move typed in the mirror is refused in the table's words, refusalWords).
func (t *Table) RefusalWords(err error, _ match.Move) string { return t.refusalWords(err) }
