package golden

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// recorder is a testing.TB that keeps the failure instead of stopping the test.
type recorder struct {
	testing.TB
	msg string
}

func (r *recorder) Helper() {}
func (r *recorder) Fatalf(format string, args ...any) {
	r.msg = format
	panic(r)
}
func (r *recorder) Fatal(args ...any) { r.Fatalf("fatal") }

func check(t *testing.T, path, got string) (failed string) {
	r := &recorder{TB: t}
	defer func() {
		if p := recover(); p != nil && p != any(r) {
			panic(p)
		}
		failed = r.msg
	}()
	Check(r, path, got)
	return ""
}

// TestCheck: the same text passes; a changed line, a missing line and a missing file
// fail; -update writes the file.
func TestCheck(t *testing.T) {
	path := filepath.Join(t.TempDir(), "testdata", "g.txt")
	if msg := check(t, path, "a\nb\n"); !strings.Contains(msg, "-update") {
		t.Errorf("a missing file: %q", msg)
	}
	*Update = true
	check(t, path, "a\nb\n")
	*Update = false
	if b, err := os.ReadFile(path); err != nil || string(b) != "a\nb\n" {
		t.Fatalf("-update wrote %q, %v", b, err)
	}
	if msg := check(t, path, "a\nb\n"); msg != "" {
		t.Errorf("the same text failed: %q", msg)
	}
	if msg := check(t, path, "a\nc\n"); !strings.Contains(msg, "differs at line") {
		t.Errorf("a changed line: %q", msg)
	}
	if msg := check(t, path, "a"); !strings.Contains(msg, "lines, want") {
		t.Errorf("missing lines: %q", msg)
	}
}
