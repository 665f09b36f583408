package mirror_test

import (
	"testing"

	"parlor/scenes/mirror"
	"parlor/scenes/prefs"
)

// TestSettingsModel: each setting's button says its value and what pressing it does,
// and its command changes that setting (prefs.Change) to what the label promised; the
// last button is Back.
func TestSettingsModel(t *testing.T) {
	p := prefs.Settings{Speed: prefs.Fast, Muted: true}
	md := mirror.SettingsModel(p, []string{"Settings."})
	want := []string{"Speed: fast. Press for instant.", "Sound: off. Press to turn it on.",
		"Four colours (clubs green, diamonds blue): off. Press to turn them on.", "Back"}
	if len(md.Buttons) != len(want) || len(md.Said) != 1 {
		t.Fatalf("the settings' model is %+v", md)
	}
	for i, b := range md.Buttons {
		if b.Label != want[i] {
			t.Errorf("button %d says %q, want %q", i, b.Label, want[i])
		}
	}
	for _, b := range md.Buttons[:3] {
		k, ok := mirror.SettingCommands[b.Command]
		if !ok {
			t.Fatalf("the button %q sends %q, which changes no setting", b.Label, b.Command)
		}
		p.Change(k, 1)
	}
	if p.Speed != prefs.Instant || p.Muted || !p.FourColour {
		t.Errorf("pressing each setting once gave %+v, want instant, sound on, four colours", p)
	}
	md = mirror.SettingsModel(p, nil)
	if md.Buttons[1].Label != "Sound: on. Press to turn it off." || md.Buttons[0].Label != "Speed: instant. Press for slow." {
		t.Errorf("after the presses the buttons say %q and %q", md.Buttons[0].Label, md.Buttons[1].Label)
	}
}
