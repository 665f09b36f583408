package onlinetest

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// SmallDisk mounts a tmpfs of size (e.g. "16m") on a new temporary folder, with flags
// (syscall.MS_RDONLY: read-only), unmounted when t ends. It needs root, as the tests and
// CI run; without it t fails, saying so.
func SmallDisk(t testing.TB, size string, flags uintptr) string {
	t.Helper()
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", flags, "size="+size); err != nil {
		t.Fatalf("mounting a %s tmpfs on %s: %v (this test makes a small disk of its own: run it as root, as CI does)", size, dir, err)
	}
	t.Cleanup(func() { syscall.Unmount(dir, syscall.MNT_DETACH) })
	return dir
}

// FillDisk writes a file in dir until its disk is full, and returns the file's path
// (removing it frees the space).
func FillDisk(t testing.TB, dir string) string {
	t.Helper()
	path := filepath.Join(dir, "filler")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, chunk := range []int{256 << 10, 4 << 10, 512} {
		buf := make([]byte, chunk)
		for {
			if _, err := f.Write(buf); err != nil {
				if !errors.Is(err, syscall.ENOSPC) {
					t.Fatal(err)
				}
				break
			}
		}
	}
	return path
}
