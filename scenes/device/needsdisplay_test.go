//go:build !display

package device_test

import (
	"testing"

	"parlor/internal/needsdisplay"
)

// TestMain: this package's test copies to and pastes from an X display's clipboard; it
// is built with -tags display (bash scripts/test runs it under Xvfb). Without the tag
// this file is the package's only test and says so in one line.
func TestMain(m *testing.M) { needsdisplay.Main(m) }
