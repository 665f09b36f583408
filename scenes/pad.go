package scenes

import (
	"time"

	"parlor/scenes/ui/input"
)

// PadTable is a table whose gamepad buttons stand for its own keys (a move's key on X or
// Y, the sorts on the shoulder buttons); the others keep tablePad's.
type PadTable interface {
	// TablePad is the table's map of the gamepad's buttons onto its keys.
	TablePad() *input.PadMap
}

// tablePad is the gamepad at every table that says nothing else: the D-pad moves the
// choice (the arrows), A chooses (Enter), B goes back (Esc), Back opens the settings
// (G), and Start, which the Shell reads itself, opens the question that leads to the
// menu.
var tablePad = input.DefaultPad.With(input.PadStart, input.KeyNone).With(input.PadLB, input.KeyNone).
	With(input.PadRB, input.KeyNone).With(input.PadBack, input.KeyG)

// TablePad is tablePad with the changes a table makes: its buttons (With) on top of the
// shared ones.
func TablePad(with map[input.Pad]input.Key) input.PadMap {
	m := tablePad
	for p, k := range with {
		m[p] = k
	}
	return m
}

// PadMap is the gamepad's map at this table now (input.PadMapper): while the Shell's
// own panels are open (the leave question, the settings, the key help) the screens'
// input.DefaultPad, else the table's (PadTable) or tablePad.
func (s *Shell) PadMap() *input.PadMap {
	if s.leave || s.settings.Open || s.help {
		return &input.DefaultPad
	}
	if pt, ok := s.t.(PadTable); ok {
		return pt.TablePad()
	}
	return &tablePad
}

// Shake vibrates the person's gamepad for d at strength (0 to 1), where the pad can (a
// lost slap race); in a replay, and without an App, it does nothing.
func (s *Shell) Shake(d time.Duration, strength float64) {
	if s.app != nil && !s.Replaying() {
		s.app.Shake(d, strength)
	}
}
