// Package golden compares a test's output with a file pinned in testdata (a whole game's
// event log, a result object). It is imported by tests only.
package golden

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Update is the -update flag of every test binary that imports this package: Check
// rewrites the golden files from the current code instead of comparing.
var Update = flag.Bool("update", false, "rewrite the golden files in testdata from the current code")

// Check compares got with the file at path. With -update it writes got there (creating
// the directory) instead. A difference fails t naming the file and the first line that
// differs (or the line counts); a missing file fails t saying how to create it.
func Check(t testing.TB, path, got string) {
	t.Helper()
	if *Update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update to create it)", err)
	}
	if got == string(want) {
		return
	}
	gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
	for i := 0; i < min(len(gl), len(wl)); i++ {
		if gl[i] != wl[i] {
			t.Fatalf("%s differs at line %d:\n got %s\nwant %s", path, i+1, gl[i], wl[i])
		}
	}
	t.Fatalf("%s: %d lines, want %d", path, len(gl), len(wl))
}
