//go:build cgo && (linux || freebsd || netbsd || openbsd || dragonfly)

package needsdisplay

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// This binary links the gate too: without DISPLAY it ends at load with the gate's line,
// as a display package's test binary does (bash scripts/test runs it under its Xvfb).

// goInit is set by this package's Go initialisation; in the gate's child run (below)
// it says so, which must never be seen: the gate ends the process first.
var goInit = func() bool {
	if os.Getenv("NEEDSDISPLAY_CHILD") == "1" {
		fmt.Println("Go's init ran")
	}
	return true
}()

// TestGateStopsBeforeGo runs this test binary again without DISPLAY: the gate prints
// one line naming this package and how to run its tests, and ends the process with
// status 1 before any Go initialisation (so before Ebitengine's, which would panic).
func TestGateStopsBeforeGo(t *testing.T) {
	if !goInit {
		t.Fatal("this package's init did not run")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "DISPLAY=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, "NEEDSDISPLAY_CHILD=1")
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 1 {
		t.Fatalf("without DISPLAY the binary ended with %v, want status 1; output:\n%s", err, out)
	}
	want := "./internal/needsdisplay: not tested: its tests need an X display (Ebitengine's init fails without one): " +
		"DISPLAY=:N go test -tags display ./internal/needsdisplay (bash scripts/test runs them under its own Xvfb)\n"
	if string(out) != want {
		t.Errorf("without DISPLAY the binary printed\n%q\nwant the one line\n%q", out, want)
	}
}
