package thirdwheel

import (
	"parlor/scenes/ui/input"
)

// pad is the gamepad at a Third Wheel table: A slaps (the table reads it itself, with
// its own timing, so it stands for no key), the D-pad moves the focus over the hand and
// the offered plays (the arrows), X plays the focused card or button (Enter), Y passes
// (P), B puts a card being chosen back (Esc).
var pad = input.TablePad(map[input.Pad]input.Key{input.PadA: input.KeyNone, input.PadX: input.KeyEnter, input.PadY: input.KeyP})

// TablePad is the table's gamepad (scenes.PadTable).
func (t *Table) TablePad() *input.PadMap { return &pad }
