//go:build !display

package lesson_test

import (
	"testing"

	"parlor/internal/needsdisplay"
)

// TestMain: this package links Ebitengine (its panel draws with scenes/ui), whose init
// needs an X display; its tests are built with -tags display (bash scripts/test runs them
// under Xvfb). Without the tag this file is the package's only test and says so in one
// line.
func TestMain(m *testing.M) { needsdisplay.Main(m) }
