//go:build !display

package scenetest_test

import (
	"testing"

	"parlor/internal/needsdisplay"
)

// TestMain: this package's tests draw with Ebitengine, which needs an X display; they are
// built with -tags display (bash scripts/test runs them under Xvfb). Without the tag this
// file is the package's only test and says so in one line.
func TestMain(m *testing.M) { needsdisplay.Main(m) }
