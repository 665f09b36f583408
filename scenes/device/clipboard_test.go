//go:build display && !js && cgo

package device

import (
	"strings"
	"testing"
	"time"
)

// TestCopyThenPaste copies a seat link to the X display's clipboard and reads it back
// as a paste (what Ctrl+V does), cut to MaxPaste when longer.
func TestCopyThenPaste(t *testing.T) {
	if !CanCopy() {
		t.Fatalf("no clipboard on this display: %v", clipInit())
	}
	link := "http://127.0.0.1:8080/?room=BCDFGH#seat=0123456789abcdef0123456789abcdef"
	var said string
	CopyText(link, func(s string) { said = s })
	if !strings.HasPrefix(said, "Seat link copied") {
		t.Errorf("copy said %q", said)
	}
	if got := readBack(t); got != link {
		t.Errorf("pasted %q, want %q", got, link)
	}
	CopyText(strings.Repeat("é", MaxPaste), func(string) {})
	if got := readBack(t); len(got) > MaxPaste || !strings.HasPrefix(got, "éé") || !strings.HasSuffix(got, "é") {
		t.Errorf("a long paste came as %d bytes ending %q", len(got), got[len(got)-3:])
	}
}

// readBack reads the clipboard as a paste and waits for it to arrive.
func readBack(t *testing.T) string {
	t.Helper()
	readClipboard()
	for end := time.Now().Add(5 * time.Second); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		if s := takePaste(); s != "" {
			return s
		}
	}
	t.Fatal("the paste never arrived")
	return ""
}
