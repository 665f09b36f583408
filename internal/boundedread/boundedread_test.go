//go:build linux

package boundedread

import (
	"bufio"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestFileReadsARegularFileUpToTheLimit(t *testing.T) {
	p := filepath.Join(t.TempDir(), "r.json")
	os.WriteFile(p, []byte("12345"), 0o644)
	for _, limit := range []int64{5, 6, 1 << 20} {
		if b, err := File(p, limit); err != nil || string(b) != "12345" {
			t.Fatalf("limit %d: %q, %v", limit, b, err)
		}
	}
	_, err := File(p, 4)
	var tl *TooLargeError
	if !errors.As(err, &tl) || !strings.Contains(err.Error(), p) || !strings.Contains(err.Error(), "limit of 4 bytes") {
		t.Fatalf("a 5-byte file with a 4-byte limit: %v", err)
	}
	if _, err := File(filepath.Join(t.TempDir(), "none"), 10); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("missing file: %v", err)
	}
}

func TestFileFollowsASymlinkToARegularFile(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "real"), []byte("x"), 0o644)
	os.Symlink("real", filepath.Join(dir, "link"))
	if b, err := File(filepath.Join(dir, "link"), 10); err != nil || string(b) != "x" {
		t.Fatalf("%q, %v", b, err)
	}
}

// TestFileRefusesDevicesFoldersAndPipesAtOnce: /dev/zero would fill memory and a named
// pipe with no writer would block forever; both are refused before any read.
func TestFileRefusesDevicesFoldersAndPipesAtOnce(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "settings.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{
		"/dev/zero": "a character device",
		dir:         "a folder",
		fifo:        "a named pipe",
	} {
		done := make(chan error, 1)
		go func() { _, err := File(path, 1<<20); done <- err }()
		select {
		case err := <-done:
			var nr *NotRegularError
			if !errors.As(err, &nr) || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), want) {
				t.Errorf("%s: %v, want a NotRegularError saying %q", path, err, want)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: still reading after 10 s", path)
		}
	}
}

// TestFileBoundsAFileWithNoSize: files under /proc report size 0; the limit still holds.
func TestFileBoundsAFileWithNoSize(t *testing.T) {
	if _, err := os.Stat("/proc/self/maps"); err != nil {
		t.Fatal("this test needs /proc:", err)
	}
	b, err := File("/proc/self/maps", 1<<20)
	if err != nil || len(b) == 0 {
		t.Fatalf("%d bytes, %v", len(b), err)
	}
	var tl *TooLargeError
	if _, err := File("/proc/self/maps", 10); !errors.As(err, &tl) {
		t.Fatalf("10-byte limit: %v", err)
	}
}

func TestLineSkipsAnOverLongLineAndGoesOn(t *testing.T) {
	long := strings.Repeat("x", 10000)
	in := "a\r\n" + long + "\nbb\n\n" + strings.Repeat("y", 8) + "\n" + strings.Repeat("z", 9) + "\nlast"
	r := bufio.NewReaderSize(strings.NewReader(in), 16)
	type res struct {
		line string
		over bool
	}
	var got []res
	for {
		b, err := Line(r, 8)
		if err == io.EOF {
			break
		}
		var tl *TooLargeError
		if err != nil && !errors.As(err, &tl) {
			t.Fatal(err)
		}
		got = append(got, res{string(b), err != nil})
	}
	want := []res{{"a", false}, {"", true}, {"bb", false}, {"", false}, {"yyyyyyyy", false}, {"", true}, {"last", false}}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("line %d: got %+v, want %+v (all: %v)", i, got[i], want[i], got)
		}
	}
}

func TestLineAtEOF(t *testing.T) {
	r := bufio.NewReader(strings.NewReader(""))
	if _, err := Line(r, 10); err != io.EOF {
		t.Fatalf("empty stream: %v", err)
	}
	r = bufio.NewReader(strings.NewReader("x\n"))
	if b, err := Line(r, 10); err != nil || string(b) != "x" {
		t.Fatalf("%q %v", b, err)
	}
	if _, err := Line(r, 10); err != io.EOF {
		t.Fatalf("after the last newline: %v", err)
	}
}

func TestSize(t *testing.T) {
	for n, want := range map[int64]string{16 << 20: "16 MiB", 64 << 10: "64 KiB", 300: "300 bytes", 1<<20 + 1: "1048577 bytes"} {
		if got := Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
}
