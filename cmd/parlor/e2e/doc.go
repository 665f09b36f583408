// Package e2e holds end-to-end tests of the desktop game: they build the real parlor
// binary and run it under an X server (Xvfb, started by the tests when DISPLAY is
// unset) for each scene with -screenshot, and check that the pictures are not blank.
// It has no code of its own and imports no Ebitengine, so `go test ./...` runs it on a
// machine without a display.
package e2e
