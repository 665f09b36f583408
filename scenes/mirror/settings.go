package mirror

import "parlor/scenes/prefs"

// The commands of the settings' buttons (SettingsModel).
const (
	SpeedCommand  = "speed"
	SoundCommand  = "sound"
	ColourCommand = "colours"
)

// SettingCommands are the setting each command of SettingsModel's buttons changes.
var SettingCommands = map[string]prefs.Setting{
	SpeedCommand: prefs.SpeedSetting, SoundCommand: prefs.SoundSetting, ColourCommand: prefs.FourColourSetting,
}

// SettingsModel is the mirror of the settings p: a button for each saying its value and
// what pressing it does ("Sound: on. Press to turn it off."), then Back (command
// "back").
func SettingsModel(p prefs.Settings, said []string) Model {
	return Model{Title: "Settings", Status: "Each button says a setting's value; pressing it changes the setting.", Said: said,
		Buttons: []Button{
			{Label: SettingWords(p, prefs.SpeedSetting), Command: SpeedCommand},
			{Label: SettingWords(p, prefs.SoundSetting), Command: SoundCommand},
			{Label: SettingWords(p, prefs.FourColourSetting), Command: ColourCommand},
			{Label: "Back", Command: "back"},
		}}
}

// SettingWords are setting k of p in words, its value and what pressing it does:
// "Speed: normal. Press for fast.", "Sound: on. Press to turn it off.", "Four colours
// (clubs green, diamonds blue): off. Press to turn them on."
func SettingWords(p prefs.Settings, k prefs.Setting) string {
	switch k {
	case prefs.SpeedSetting:
		return "Speed: " + p.Speed.String() + ". Press for " + p.Speed.Next().String() + "."
	case prefs.SoundSetting:
		if p.Muted {
			return "Sound: off. Press to turn it on."
		}
		return "Sound: on. Press to turn it off."
	}
	if p.FourColour {
		return "Four colours (clubs green, diamonds blue): on. Press to turn them off."
	}
	return "Four colours (clubs green, diamonds blue): off. Press to turn them on."
}
