package threethirteen

import (
	"parlor/scenes/ui/input"
)

// pad is the gamepad at a Three-Thirteen table: the D-pad's ← → choose a card (↑ the row
// of the stock, the discard pile and Go out, ↑ again the top buttons: ui.UpLeaver), A discards the card or uses the place
// (Enter), X draws from the stock (S), Y takes
// the discard (D), Back goes out (O), and the shoulder buttons sort the hand: LB by suit
// (1), RB by rank (2).
var pad = input.TablePad(map[input.Pad]input.Key{
	input.PadX: input.KeyS, input.PadY: input.KeyD, input.PadBack: input.KeyO,
	input.PadLB: input.Key1, input.PadRB: input.Key2,
})

// askPad is the gamepad while the go-out question is up: A goes out (Enter), X just
// discards (N), B keeps the card (Esc).
var askPad = input.TablePad(map[input.Pad]input.Key{input.PadX: input.KeyN})

// TablePad is the table's gamepad (scenes.PadTable).
func (t *Table) TablePad() *input.PadMap {
	if t.Asking() != "" {
		return &askPad
	}
	return &pad
}
