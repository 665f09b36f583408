//go:build !display

package mirrorwords

import (
	"testing"

	"parlor/internal/needsdisplay"
)

// TestMain: this package links the core's reason words (scenes/reasonwords), which link
// Ebitengine and need an X display; its tests are built with -tags display. Without the
// tag this file is the package's only test and says so in one line.
func TestMain(m *testing.M) { needsdisplay.Main(m) }
