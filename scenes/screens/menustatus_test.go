//go:build display

package screens

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlor/scenes"
	"parlor/scenes/ui"
)

// TestMenuStatusStaysInItsColumn: a broken settings file gives a long status message
// (with the file's path); drawn wrapped, it stays left of Start and above the keys line
// at the bottom, and says "defaults" once. It used to be wrapped 420 wide, so it ran
// into Start, and centred on one line's place, so four lines ran into the keys line.
func TestMenuStatusStaysInItsColumn(t *testing.T) {
	// A deep path, like ~/.config/parlor: the menu shows only its end.
	dir := filepath.Join(t.TempDir(), "home", "someone-with-a-long-name", ".config", "parlor")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "settings.json"), []byte(`{"speed": "warp", "muted": "yes"`), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PARLOR_CONFIG_DIR", dir)
	setup, err := scenes.ParseSetup("threethirteen", "", 2, "", "", 1, false)
	if err != nil {
		t.Fatal(err)
	}
	a := scenes.NewApp(setup)
	if a.PrefsErr == nil {
		t.Fatal("a broken settings file gave no error")
	}
	a.W, a.H, a.Scale = ui.BaseW, ui.BaseH, 1
	m := NewMenu(setup)
	a.Goto(m)
	m.Update(a)
	if m.status == "" {
		t.Fatal("the menu does not report the broken settings file")
	}
	if !strings.Contains(m.status, "kept as settings.json.broken") {
		t.Errorf("status does not say where the broken file went: %q", m.status)
	}
	if n := strings.Count(strings.ToLower(m.status), "default"); n != 1 {
		t.Errorf("status says \"default\" %d times: %q", n, m.status)
	}
	c := a.Measure()
	for _, msg := range []string{m.status, strings.Repeat("word ", 60)} {
		w := c.Wrap(msg, 17, menuWideM, false)
		for _, line := range strings.Split(w, "\n") {
			if right := menuColM + c.TextWidth(line, 17, false); right > menuColR-8 {
				t.Errorf("status line %q ends at x %.0f, into Start at %v", line, right, menuColR)
			}
		}
		n := ui.Lines(w)
		if bottom := statusCentreY(n) + float64(n)*17*1.35/2; bottom > ui.BaseH-34-10 {
			t.Errorf("%d-line status ends at y %.0f, into the keys line at %v", n, bottom, ui.BaseH-34)
		}
	}
}
