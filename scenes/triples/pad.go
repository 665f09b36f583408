package triples

import (
	"parlor/scenes/ui/input"
)

// pad is the gamepad at a Triples table: the D-pad moves through the hand (← →; ↑
// chooses the card, ↓ puts the chosen back, as the arrows do), A plays (Enter), X
// chooses the card under the cursor (Space), Y draws (D).
var pad = input.TablePad(map[input.Pad]input.Key{input.PadX: input.KeySpace, input.PadY: input.KeyD})

// TablePad is the table's gamepad (scenes.PadTable).
func (t *Table) TablePad() *input.PadMap { return &pad }
