package prefs

import "parlor/scenes/l10n"

// Setting names one of the settings the menu, a table's settings panel and the
// screen reader's mirror change: they all change it by Change.
type Setting uint8

// The settings changed by a press, in the menu's order.
const (
	SpeedSetting Setting = iota
	SoundSetting
	FourColourSetting
	LanguageSetting
)

// Change changes setting k as a press does: the speed a step on (d < 0: a step back),
// wrapping; sound and four colours on or off; the language a step on in LanguageChoices
// (the system's, then each language), wrapping.
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
	case LanguageSetting:
		cs := LanguageChoices()
		i := 0
		for j, c := range cs {
			if c == s.Language {
				i = j
			}
		}
		step := 1
		if d < 0 {
			step = -1
		}
		s.Language = cs[(i+step+len(cs))%len(cs)]
	}
}

// LanguageChoices are the Language setting's values in the settings' order: "" (the
// system's language), then each language's code.
func LanguageChoices() []string {
	cs := []string{""}
	for _, l := range l10n.Langs {
		cs = append(cs, l.Code())
	}
	return cs
}

// Lang is the language the settings choose: the chosen one, else the system's.
func (s *Settings) Lang() l10n.Lang { return l10n.Choose("", s.Language) }
