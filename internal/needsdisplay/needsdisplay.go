// Package needsdisplay lets a package whose tests draw with Ebitengine say so in one line
// under a plain `go test ./...` instead of panicking. Such tests link Ebitengine, whose
// init panics on Linux and the BSDs when there is no X display (DISPLAY unset), before
// any TestMain could look; so they are built only with the "display" tag
// (`//go:build display`), and the package's one untagged test file, in the external test
// package, holds a TestMain that calls Main:
//
//	//go:build !display
//
//	package sprites_test
//
//	func TestMain(m *testing.M) { needsdisplay.Main(m) }
//
// The test binary still links the package under test (go test always does) and so
// Ebitengine. What stops its init from panicking is this package's gate (gate.go), a C
// constructor that runs when the binary is loaded, before any Go code: without DISPLAY it
// prints one line naming the package and how to run its tests, and ends the binary with
// status 1, so `go test ./...` shows that line under a FAIL for the package (its tests
// were not run here). With a display, Main prints how to run the tests with the tag
// (seen with -v) and the binary, which has no tests of its own, passes: go test reports
// the package "[no tests to run]".
//
// bash scripts/test lists these packages and runs them with -tags display under Xvfb.
package needsdisplay

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// Main stands in for the display tests of the package whose test binary calls it from
// its TestMain (built without the display tag): it prints Notice for the package's
// directory and exits with the status of m.Run, which has no tests to run.
func Main(m *testing.M) {
	fmt.Print(Notice(Dir()))
	os.Exit(m.Run())
}

// Notice is the line Main prints for the package at dir (its path from the module's
// root, "./sprites"): the tests are built with the display tag, and the command that
// runs them.
func Notice(dir string) string {
	return dir + ": its tests draw with Ebitengine and are built with the display tag: go test -tags display " + dir + " (bash scripts/test runs them)\n"
}

// Dir is the working directory's path from the root of the module it is in (the
// nearest folder above with a go.mod), as "./sprites", or "." at the root; go test runs
// a test binary in its package's folder. Outside a module it is the absolute path.
func Dir() string {
	wd, err := os.Getwd()
	if err != nil {
		return "."
	}
	for root := wd; ; {
		if _, err := os.Stat(filepath.Join(root, "go.mod")); err == nil {
			rel, err := filepath.Rel(root, wd)
			if err != nil || rel == "." {
				return "."
			}
			return "./" + filepath.ToSlash(rel)
		}
		up := filepath.Dir(root)
		if up == root {
			return wd
		}
		root = up
	}
}
