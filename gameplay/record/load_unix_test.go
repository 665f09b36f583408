//go:build unix

package record

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestLoadIsBounded: a record larger than MaxBytes, /dev/zero and a named pipe are
// refused at once.
func TestLoadIsBounded(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.json")
	f, _ := os.Create(big)
	f.Truncate(MaxBytes + 1)
	f.Close()
	fifo := filepath.Join(dir, "fifo.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	for path, part := range map[string]string{
		big:         "longer than the limit of 16 MiB",
		"/dev/zero": "not a regular file",
		fifo:        "not a regular file (a named pipe)",
	} {
		if _, err := Load(path); err == nil || !strings.Contains(err.Error(), part) {
			t.Errorf("Load(%s) = %v, want %q", path, err, part)
		}
	}
	if _, err := Parse(make([]byte, MaxBytes+1)); err == nil || !strings.Contains(err.Error(), "limit of 16 MiB") {
		t.Errorf("Parse of MaxBytes+1 bytes: %v", err)
	}
	if _, err := Load(filepath.Join(dir, "missing.json")); err == nil {
		t.Error("missing file loaded")
	}
}
