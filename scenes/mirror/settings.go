package mirror

import (
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
)

// The commands of the settings' buttons (SettingsModel).
const (
	SpeedCommand  = "speed"
	SoundCommand  = "sound"
	ColourCommand = "colours"
	// LanguageCommand is the Language setting's: the next of prefs.LanguageChoices.
	LanguageCommand = "language"
)

// SettingCommands are the setting each command of SettingsModel's buttons changes.
var SettingCommands = map[string]prefs.Setting{
	SpeedCommand: prefs.SpeedSetting, SoundCommand: prefs.SoundSetting, ColourCommand: prefs.FourColourSetting,
	LanguageCommand: prefs.LanguageSetting,
}

// SettingsModel is the mirror of the settings p: a button for each saying its value and
// what pressing it does ("Sound: on. Press to turn it off."), then Back (command
// "back").
func SettingsModel(p prefs.Settings, said []string) Model {
	return Model{Title: l10n.T("Settings"), Status: l10n.T("Each button says a setting's value; pressing it changes the setting."), Said: said,
		Buttons: []Button{
			{Label: SettingWords(p, prefs.SpeedSetting), Command: SpeedCommand},
			{Label: SettingWords(p, prefs.SoundSetting), Command: SoundCommand},
			{Label: SettingWords(p, prefs.FourColourSetting), Command: ColourCommand},
			{Label: SettingWords(p, prefs.LanguageSetting), Command: LanguageCommand},
			{Label: l10n.T("Back"), Command: "back"},
		}}
}

// SettingWords are setting k of p in words, its value and what pressing it does:
// "Speed: normal. Press for fast.", "Sound: on. Press to turn it off.", "Four colours
// (clubs green, diamonds blue): off. Press to turn them on.", "Language: System
// (English). Press for Nederlands." (each language named in itself).
func SettingWords(p prefs.Settings, k prefs.Setting) string {
	switch k {
	case prefs.SpeedSetting:
		return l10n.T("Speed: %s. Press for %s.", l10n.T(p.Speed.String()), l10n.T(p.Speed.Next().String()))
	case prefs.SoundSetting:
		if p.Muted {
			return l10n.T("Sound: off. Press to turn it on.")
		}
		return l10n.T("Sound: on. Press to turn it off.")
	case prefs.LanguageSetting:
		next := p
		next.Change(prefs.LanguageSetting, 1)
		return l10n.T("Language: %s. Press for %s.", LanguageName(p.Language), LanguageName(next.Language))
	}
	if p.FourColour {
		return l10n.T("Four colours (clubs green, diamonds blue): on. Press to turn them off.")
	}
	return l10n.T("Four colours (clubs green, diamonds blue): off. Press to turn them on.")
}

// LanguageName is the Language setting's value code in words: the language's name in
// itself ("Nederlands"), or for "" (or a code Parlor does not speak) the system's,
// "System (English)".
func LanguageName(code string) string {
	if l, err := l10n.Parse(code); err == nil && code != "" {
		return l.Name()
	}
	return l10n.T("System (%s)", l10n.System().Name())
}
