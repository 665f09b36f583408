package needsdisplay

import (
	"strings"
	"testing"
)

// TestNotice: with a display, the line names the package, the display tag and the
// command that runs its tests; Dir finds the package's path from the module's root.
func TestNotice(t *testing.T) {
	if got := Dir(); got != "./internal/needsdisplay" {
		t.Errorf("Dir() = %q, want ./internal/needsdisplay", got)
	}
	line := Notice("./sprites")
	if strings.Count(line, "\n") != 1 || !strings.HasSuffix(line, "\n") {
		t.Errorf("the notice is not one line: %q", line)
	}
	for _, w := range []string{"./sprites:", "display tag", "go test -tags display ./sprites", "scripts/test"} {
		if !strings.Contains(line, w) {
			t.Errorf("the notice %q lacks %q", line, w)
		}
	}
}
