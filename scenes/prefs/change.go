package prefs

// Setting names one of the settings the menu, a table's settings panel and the
// screen reader's mirror change: they all change it by Change.
type Setting uint8

// The settings changed by a press, in the menu's order.
const (
	SpeedSetting Setting = iota
	SoundSetting
	FourColourSetting
)

// Change changes setting k as a press does: the speed a step on (d < 0: a step back),
// wrapping; sound and four colours on or off.
func (s *Settings) Change(k Setting, d int) {
	switch k {
	case SpeedSetting:
		if d < 0 {
			s.Speed = s.Speed.Prev()
		} else {
			s.Speed = s.Speed.Next()
		}
	case SoundSetting:
		s.Muted = !s.Muted
	case FourColourSetting:
		s.FourColour = !s.FourColour
	}
}
