//go:build !js

package screens

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/gameplay/record"
	"parlor/internal/atomicfile"
	"parlor/internal/boundedread"
)

// ExportDir, when set, is where SaveExport writes (tests); otherwise the Downloads
// folder in the home folder, else the home folder itself.
var ExportDir string

// SaveExport writes an exported record as a file named name (atomically) and returns
// its path.
func SaveExport(name string, data []byte) (string, error) {
	dir := ExportDir
	if dir == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", err
		}
		dir = home
		if fi, err := os.Stat(filepath.Join(home, "Downloads")); err == nil && fi.IsDir() {
			dir = filepath.Join(home, "Downloads")
		}
	}
	p := filepath.Join(dir, name)
	if err := atomicfile.Write(p, data); err != nil {
		return "", err
	}
	return p, nil
}

// ReadRecordFile reads a game record's file (at most record.MaxBytes, a regular file).
func ReadRecordFile(path string) ([]byte, error) {
	return boundedread.File(path, record.MaxBytes)
}

// pickFile on the desktop has no file dialog: a record is imported by its path or by
// dropping it on the window.
func pickFile() bool { return false }

// pickedFiles are the files dropped on the window this tick (name and contents; a
// file that cannot be read gives its error).
func pickedFiles() []picked {
	fsys := ebiten.DroppedFiles()
	if fsys == nil {
		return nil
	}
	var out []picked
	fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		f, err := fsys.Open(p)
		if err != nil {
			out = append(out, picked{name: p, err: err})
			return nil
		}
		defer f.Close()
		data, err := io.ReadAll(io.LimitReader(f, record.MaxBytes+1))
		if err == nil && len(data) > record.MaxBytes {
			err = fmt.Errorf("more than %d bytes", record.MaxBytes)
		}
		out = append(out, picked{name: p, data: data, err: err})
		return nil
	})
	return out
}
