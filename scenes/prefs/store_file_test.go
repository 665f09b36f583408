//go:build !js

package prefs

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func useDir(t *testing.T) string {
	t.Helper()
	d := filepath.Join(t.TempDir(), "cfg")
	t.Setenv(EnvDir, d)
	return d
}

func TestPathHonoursEnv(t *testing.T) {
	d := useDir(t)
	p, err := Path()
	if err != nil || p != filepath.Join(d, "settings.json") {
		t.Fatalf("Path() = %q, %v; want %q", p, err, filepath.Join(d, "settings.json"))
	}
	t.Setenv(EnvDir, "")
	t.Setenv("XDG_CONFIG_HOME", "/tmp/xdg-test")
	t.Setenv("HOME", "/tmp/home-test")
	p, err = Path()
	if err != nil {
		t.Fatal(err)
	}
	base, _ := os.UserConfigDir()
	if p != filepath.Join(base, "parlor", "settings.json") {
		t.Errorf("Path() = %q, want under %q/parlor", p, base)
	}
}

func TestLoadMissingGivesDefaults(t *testing.T) {
	useDir(t)
	s, err := Load()
	if err != nil {
		t.Fatalf("missing file: error %v, want nil", err)
	}
	if s != Default() || s.Speed != Normal || s.Muted || s.FourColour {
		t.Fatalf("missing file: %+v, want defaults", s)
	}
}

func TestRoundTrip(t *testing.T) {
	d := useDir(t)
	for _, want := range []Settings{
		{Speed: Slow, Muted: true, FourColour: false},
		{Speed: Instant, Muted: false, FourColour: true},
		{Speed: Fast, Muted: true, FourColour: true},
		Default(),
	} {
		if err := Save(want); err != nil {
			t.Fatalf("Save(%+v): %v", want, err)
		}
		got, err := Load()
		if err != nil || got != want {
			t.Fatalf("Load after Save(%+v) = %+v, %v", want, got, err)
		}
	}
	data, err := os.ReadFile(filepath.Join(d, "settings.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"speed": "normal"`) {
		t.Errorf("speed not stored by name:\n%s", data)
	}
}

func TestSaveIsAtomicAndLeavesNoTempFiles(t *testing.T) {
	d := useDir(t)
	for i := 0; i < 5; i++ {
		if err := Save(Settings{Speed: Speeds[i%4], Muted: i%2 == 0}); err != nil {
			t.Fatal(err)
		}
	}
	ents, err := os.ReadDir(d)
	if err != nil {
		t.Fatal(err)
	}
	if len(ents) != 1 || ents[0].Name() != "settings.json" {
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		t.Fatalf("folder holds %v, want only settings.json", names)
	}
	// A save that cannot complete leaves the old file intact and no temporary behind.
	if err := os.Chmod(d, 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(d, 0o755)
	before, _ := os.ReadFile(filepath.Join(d, "settings.json"))
	err = Save(Settings{Speed: Slow, FourColour: true})
	if os.Geteuid() != 0 { // root may write anyway
		if err == nil || !strings.Contains(err.Error(), filepath.Join(d, "settings.json")) {
			t.Errorf("save into a read-only folder: %v, want an error naming the file", err)
		}
		after, _ := os.ReadFile(filepath.Join(d, "settings.json"))
		if string(after) != string(before) {
			t.Errorf("failed save changed the file")
		}
	}
	ents, _ = os.ReadDir(d)
	for _, e := range ents {
		if e.Name() != "settings.json" {
			t.Errorf("left behind %s", e.Name())
		}
	}
}

func TestSaveCreatesFolder(t *testing.T) {
	d := filepath.Join(t.TempDir(), "a", "b", "c")
	t.Setenv(EnvDir, d)
	if err := Save(Settings{Speed: Fast}); err != nil {
		t.Fatal(err)
	}
	if s, err := Load(); err != nil || s.Speed != Fast {
		t.Fatalf("Load = %+v, %v", s, err)
	}
}

// TestBrokenFileMovedAsideNeverReplaced: a broken settings file is reported, moved
// aside to settings.json.broken with its content, and the next Save writes a new
// settings.json beside it instead of overwriting it.
func TestBrokenFileMovedAsideNeverReplaced(t *testing.T) {
	cases := []struct {
		name, data, problem string
	}{
		{"syntax", "{\"speed\": \"fast\",\n  \"muted\": tru }\n", "line 2"},
		{"truncated", `{"speed": "fa`, "unexpected end"},
		{"unknown speed", `{"speed": "warp"}`, `unknown speed "warp"`},
		{"wrong type", `{"muted": "yes"}`, `field "muted"`},
		{"speed as number", `{"speed": 2}`, "speed"},
		{"empty", "", "empty"},
		{"not an object", `[1,2]`, "array"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := useDir(t)
			if err := os.MkdirAll(d, 0o755); err != nil {
				t.Fatal(err)
			}
			p := filepath.Join(d, "settings.json")
			if err := os.WriteFile(p, []byte(c.data), 0o644); err != nil {
				t.Fatal(err)
			}
			s, err := Load()
			if err == nil {
				t.Fatalf("broken file %q loaded without error as %+v", c.data, s)
			}
			if s != Default() {
				t.Errorf("broken file gave %+v, want defaults", s)
			}
			var pe *Error
			if !errors.As(err, &pe) || pe.Where != p {
				t.Errorf("error %v (%T) does not name the file %s", err, err, p)
			}
			if !strings.Contains(err.Error(), p) || !strings.Contains(err.Error(), c.problem) {
				t.Errorf("error %q should name %s and say %q", err, p, c.problem)
			}
			if pe.Aside != p+".broken" || !strings.Contains(err.Error(), "kept in "+p+".broken") {
				t.Errorf("error %q, Aside %q: want the file kept in %s.broken", err, pe.Aside, p)
			}
			if aside, _ := os.ReadFile(p + ".broken"); string(aside) != c.data {
				t.Errorf("the broken file moved aside holds %q, want %q", aside, c.data)
			}
			if _, err := os.Stat(p); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("the broken file is still in place: %v", err)
			}
			if err := Save(Settings{Speed: Slow}); err != nil {
				t.Fatal(err)
			}
			if s, err := Load(); err != nil || s.Speed != Slow {
				t.Errorf("after Save: %+v, %v", s, err)
			}
			if aside, _ := os.ReadFile(p + ".broken"); string(aside) != c.data {
				t.Errorf("Save replaced the broken file: %q", aside)
			}
		})
	}
}

func TestUnreadableFile(t *testing.T) {
	d := useDir(t)
	// A folder where the file should be cannot be read as settings, and stays.
	if err := os.MkdirAll(filepath.Join(d, "settings.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	s, err := Load()
	if err == nil || s != Default() || !strings.Contains(err.Error(), filepath.Join(d, "settings.json")) || !strings.Contains(err.Error(), "a folder") {
		t.Fatalf("Load = %+v, %v; want defaults and an error naming the file", s, err)
	}
	if fi, err := os.Stat(filepath.Join(d, "settings.json")); err != nil || !fi.IsDir() {
		t.Fatal("the folder was moved")
	}
}
