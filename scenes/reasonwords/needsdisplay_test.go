//go:build !display

package reasonwords_test

import (
	"testing"

	"parlor/internal/needsdisplay"
)

// TestMain: this package's tests link the tables' card words, which link Ebitengine and
// need an X display; they are built with -tags display. Without the tag this file is
// the package's only test and says so in one line.
func TestMain(m *testing.M) { needsdisplay.Main(m) }
