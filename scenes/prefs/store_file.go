//go:build !js

package prefs

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"parlor/internal/atomicfile"
)

// FileName is the settings file's name inside the settings folder.
const FileName = "settings.json"

// EnvDir names the environment variable that, when set, is the settings folder itself
// (settings are then $PARLOR_CONFIG_DIR/settings.json); tests use it.
const EnvDir = "PARLOR_CONFIG_DIR"

// Path is the settings file: $PARLOR_CONFIG_DIR/settings.json when that variable is
// set, else os.UserConfigDir()/parlor/settings.json (e.g. ~/.config/parlor/settings.json
// on Linux). It fails only when the system has no configuration folder.
func Path() (string, error) {
	if d := os.Getenv(EnvDir); d != "" {
		return filepath.Join(d, FileName), nil
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("prefs: no configuration folder: %w", err)
	}
	return filepath.Join(base, "parlor", FileName), nil
}

// Load reads the settings file. A missing file gives Default() and a nil error. A file
// that cannot be read or decoded gives Default() and an *Error naming the file and the
// problem; Load never writes, so the broken file stays untouched (until Save replaces
// it).
func Load() (Settings, error) {
	p, err := Path()
	if err != nil {
		return Default(), &Error{Where: "(no configuration folder)", Err: err}
	}
	data, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return Default(), nil
	}
	if err != nil {
		return Default(), &Error{Where: p, Err: err}
	}
	s, err := Decode(data)
	if err != nil {
		return Default(), &Error{Where: p, Err: err}
	}
	return s, nil
}

// Save writes the settings file atomically (a temporary file beside it renamed over
// it, via atomicfile.Write), creating the folder if needed. It replaces whatever
// was there, a broken file included. Errors name the file.
func Save(s Settings) error {
	data, err := Encode(s)
	if err != nil {
		return err
	}
	p, err := Path()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return fmt.Errorf("prefs: saving %s: %w", p, err)
	}
	if err := atomicfile.Write(p, data); err != nil {
		return fmt.Errorf("prefs: saving %s: %w", p, err)
	}
	return nil
}
