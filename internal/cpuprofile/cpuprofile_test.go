package cpuprofile

import (
	"os"
	"path/filepath"
	"testing"
)

// TestStart: a profile is written to the path and ends with stop; an empty path writes
// nothing; a second profile while one runs, and a path that cannot be made, are errors.
func TestStart(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "cpu.prof")
	stop, err := Start(p)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Start(filepath.Join(dir, "second.prof")); err == nil {
		t.Error("a second profile while one runs was accepted")
	}
	stop()
	if fi, err := os.Stat(p); err != nil || fi.Size() == 0 {
		t.Errorf("profile %s: %v (size %v)", p, err, fi)
	}
	none, err := Start("")
	if err != nil {
		t.Fatal(err)
	}
	none()
	if _, err := Start(filepath.Join(dir, "no", "such", "dir", "x.prof")); err == nil {
		t.Error("a profile in a missing directory was accepted")
	}
}
