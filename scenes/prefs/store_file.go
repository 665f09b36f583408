//go:build !js

package prefs

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"parlor/internal/atomicfile"
	"parlor/internal/boundedread"
)

// FileName is the settings file's name inside the settings folder.
const FileName = "settings.json"

// MaxFileBytes bounds the settings file: 64 KiB (the settings take about 80 bytes).
const MaxFileBytes = 64 << 10

// BrokenSuffix is added to the name of a broken settings file moved aside by Load.
const BrokenSuffix = ".broken"

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

// Load reads the settings file, at start-up. First it removes the temporary files that
// saves interrupted by a crash left in the settings folder (atomicfile.Clean). A
// missing file gives Default() and a nil error. Anything else that is not settings
// gives Default() and an *Error naming the file and the problem: a file that is not
// valid settings, or longer than MaxFileBytes, is moved aside to FileName+".broken"
// (replacing an older one) so that the player can repair it and the next Save does not
// overwrite it; something that is not a regular file (a folder, a named pipe, a device)
// is never read, nor moved, nor replaced (Save then fails too); a file that cannot be
// read stays as it is.
func Load() (Settings, error) {
	p, err := Path()
	if err != nil {
		return Default(), &Error{Where: "(no configuration folder)", Err: err}
	}
	atomicfile.Clean(filepath.Dir(p))
	data, err := boundedread.File(p, MaxFileBytes)
	var tooLarge *boundedread.TooLargeError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return Default(), nil
	case errors.As(err, &tooLarge):
		err = fmt.Errorf("longer than the limit of %s: not a settings file", boundedread.Size(MaxFileBytes))
	case err != nil:
		return Default(), &Error{Where: p, Err: err}
	default:
		var s Settings
		if s, err = Decode(data); err == nil {
			return s, nil
		}
	}
	e := &Error{Where: p, Err: err}
	if aside := p + BrokenSuffix; os.Rename(p, aside) == nil {
		e.Aside = aside
	}
	return Default(), e
}

// Save writes the settings file atomically (a temporary file beside it renamed over
// it, via atomicfile.Write: the file keeps its permissions, a symbolic link is followed),
// creating the folder if needed. A broken file was moved aside by Load. Errors name the
// file.
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
