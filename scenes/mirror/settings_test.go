package mirror_test

import (
	"testing"

	"parlor/scenes/mirror"
	"parlor/scenes/prefs"
)

// TestSettingsModel: each setting's button says its value and what pressing it does,
// and its command changes that setting (prefs.Change) to what the label promised; the
// last button is Back. The Language button names the system's language and the next
// choice, each language in itself.
func TestSettingsModel(t *testing.T) {
	t.Setenv("LC_ALL", "C") // the system's language: English
	p := prefs.Settings{Speed: prefs.Fast, Muted: true}
	md := mirror.SettingsModel(p, []string{"Settings."})
	want := []string{"Speed: fast. Press for instant.", "Sound: off. Press to turn it on.",
		"Four colours (clubs green, diamonds blue): off. Press to turn them on.",
		"Language: System (English). Press for English.", "Back"}
	if len(md.Buttons) != len(want) || len(md.Said) != 1 {
		t.Fatalf("the settings' model is %+v", md)
	}
	for i, b := range md.Buttons {
		if b.Label != want[i] {
			t.Errorf("button %d says %q, want %q", i, b.Label, want[i])
		}
	}
	for _, b := range md.Buttons[:4] {
		k, ok := mirror.SettingCommands[b.Command]
		if !ok {
			t.Fatalf("the button %q sends %q, which changes no setting", b.Label, b.Command)
		}
		p.Change(k, 1)
	}
	if p.Speed != prefs.Instant || p.Muted || !p.FourColour || p.Language != "en" {
		t.Errorf("pressing each setting once gave %+v, want instant, sound on, four colours, English", p)
	}
	md = mirror.SettingsModel(p, nil)
	if md.Buttons[1].Label != "Sound: on. Press to turn it off." || md.Buttons[0].Label != "Speed: instant. Press for slow." {
		t.Errorf("after the presses the buttons say %q and %q", md.Buttons[0].Label, md.Buttons[1].Label)
	}
	if got := md.Buttons[3].Label; got != "Language: English. Press for Nederlands." {
		t.Errorf("after a press the Language button says %q", got)
	}
	p.Language = "es" // the last language: the next press goes back to the system's
	if got := mirror.SettingWords(p, prefs.LanguageSetting); got != "Language: Español. Press for System (English)." {
		t.Errorf("with Spanish chosen the Language button says %q", got)
	}
}
