package scenes

import (
	"time"

	"parlor/scenes/ui/input"
)

// PadTable is a table whose gamepad buttons stand for its own keys (a move's key on X or
// Y, the sorts on the shoulder buttons); the others keep input.TablePadBase's.
type PadTable interface {
	// TablePad is the table's map of the gamepad's buttons onto its keys.
	TablePad() *input.PadMap
}

// PadMap is the gamepad's map at this table now (input.PadMapper): while the Shell's
// own panels are open (the leave question, the settings, the key help) the screens'
// input.DefaultPad, else the table's (PadTable) or input.TablePadBase.
func (s *Shell) PadMap() *input.PadMap {
	if s.leave || s.settings.Open || s.help {
		return &input.DefaultPad
	}
	if pt, ok := s.t.(PadTable); ok {
		return pt.TablePad()
	}
	return &input.TablePadBase
}

// Shake vibrates the person's gamepad for d at strength (0 to 1), where the pad can (a
// lost slap race); in a replay, and without an App, it does nothing.
func (s *Shell) Shake(d time.Duration, strength float64) {
	if s.app != nil && !s.Replaying() {
		s.app.Shake(d, strength)
	}
}
