//go:build !js

package saves

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"parlor/internal/atomicfile"
	"parlor/internal/boundedread"
	"parlor/scenes/prefs"
)

// Dir is a Store of files in a folder; names with "/" are files in sub-folders.
type Dir struct{ Root string }

// Default is the store in the settings folder (prefs.Path's folder). Temporary files left
// by saves that a crash interrupted are removed from it and from history/.
func Default() (Store, error) {
	p, err := prefs.Path()
	if err != nil {
		return nil, err
	}
	d := Dir{Root: filepath.Dir(p)}
	atomicfile.Clean(d.Root)
	atomicfile.Clean(filepath.Join(d.Root, "history"))
	return d, nil
}

func (d Dir) path(name string) (string, error) {
	if name == "" || strings.Contains(name, "..") || filepath.IsAbs(name) {
		return "", fmt.Errorf("bad saved-data name %q", name)
	}
	return filepath.Join(d.Root, filepath.FromSlash(name)), nil
}

func (d Dir) Read(name string, limit int64) ([]byte, error) {
	p, err := d.path(name)
	if err != nil {
		return nil, err
	}
	return boundedread.File(p, limit)
}

func (d Dir) Write(name string, data []byte) error {
	p, err := d.path(name)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	return atomicfile.Write(p, data)
}

// WritePrivate is Write for a secret: the file is its owner's alone (mode 600).
func (d Dir) WritePrivate(name string, data []byte) error {
	p, err := d.path(name)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	return atomicfile.WritePrivate(p, data)
}

func (d Dir) Remove(name string) error {
	p, err := d.path(name)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

func (d Dir) Aside(name string) (string, error) {
	p, err := d.path(name)
	if err != nil {
		return "", err
	}
	info, err := os.Lstat(p)
	if err != nil {
		return "", err
	}
	if !info.Mode().IsRegular() {
		return "", fmt.Errorf("%s is not a plain file; it is left where it is", p)
	}
	aside := p + BrokenSuffix
	if err := os.Rename(p, aside); err != nil {
		return "", err
	}
	return aside, nil
}

func (d Dir) List(prefix string) ([]string, error) {
	dir, err := d.path(strings.TrimSuffix(prefix, "/"))
	if err != nil {
		return nil, err
	}
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range entries {
		if e.Type().IsRegular() && !strings.HasPrefix(e.Name(), ".") {
			out = append(out, strings.TrimSuffix(prefix, "/")+"/"+e.Name())
		}
	}
	return out, nil
}

func (d Dir) Where() string { return d.Root }
