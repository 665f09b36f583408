package atomicfile

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestNewFileIs0644AndOldModeIsKept(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "settings.json")
	if err := Write(p, []byte("a")); err != nil {
		t.Fatal(err)
	}
	if info, _ := os.Stat(p); info.Mode().Perm() != 0o644 {
		t.Fatalf("new file mode %v, want 0644", info.Mode().Perm())
	}
	os.Chmod(p, 0o600)
	if err := Write(p, []byte("b")); err != nil {
		t.Fatal(err)
	}
	if info, _ := os.Stat(p); info.Mode().Perm() != 0o600 {
		t.Fatalf("rewritten file mode %v, want the old 0600", info.Mode().Perm())
	}
	if b, _ := os.ReadFile(p); string(b) != "b" {
		t.Fatalf("content %q", b)
	}
}

func TestSymlinkIsFollowedNotReplaced(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.json")
	os.WriteFile(real, []byte("old"), 0o640)
	link := filepath.Join(dir, "settings.json")
	if err := os.Symlink("real.json", link); err != nil {
		t.Fatal(err)
	}
	if err := Write(link, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Lstat(link); fi.Mode()&os.ModeSymlink == 0 {
		t.Fatal("the link was replaced by a regular file")
	}
	if b, _ := os.ReadFile(real); string(b) != "new" {
		t.Fatalf("the link's target holds %q", b)
	}
	if fi, _ := os.Stat(real); fi.Mode().Perm() != 0o640 {
		t.Fatalf("target mode %v", fi.Mode().Perm())
	}
}

func TestAFolderInThePlaceIsAnError(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "autosave.json")
	os.Mkdir(p, 0o755)
	if err := Write(p, []byte("x")); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Fatalf("writing over a folder: %v", err)
	}
}

func TestCleanRemovesOnlyDeadWritersTemps(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	dead := cmd.Process.Pid // has exited and been reaped
	deadTemp := filepath.Join(dir, tempName("a.json", dead))
	liveTemp := filepath.Join(dir, tempName("a.json", os.Getppid()))
	other := filepath.Join(dir, ".hidden")
	for _, p := range []string{deadTemp, liveTemp, other} {
		os.WriteFile(p, []byte("x"), 0o644)
	}
	n, err := Clean(dir)
	if err != nil || n != 1 {
		t.Fatalf("removed %d (%v), want 1", n, err)
	}
	if _, err := os.Stat(deadTemp); err == nil {
		t.Fatal("a dead writer's temp file is still there")
	}
	for _, p := range []string{liveTemp, other} {
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("%s removed: %v", p, err)
		}
	}
	if n, err := Clean(filepath.Join(dir, "none")); n != 0 || err != nil {
		t.Fatal("a missing folder is not an error")
	}
}

// TestSIGKILLNeverLeavesHalfAFile runs a writer process that saves a large file over
// and over, kills it (SIGKILL) at random moments, and checks each time that the file
// holds one whole version and that Clean removes every temporary file left behind.
func TestSIGKILLNeverLeavesHalfAFile(t *testing.T) {
	if os.Getenv("ATOMICFILE_WRITER") != "" {
		writerLoop(os.Getenv("ATOMICFILE_WRITER"))
		return
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "autosave.json")
	rng := rand.New(rand.NewPCG(1, 2))
	leftovers := 0
	for i := range 40 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestSIGKILLNeverLeavesHalfAFile$")
		cmd.Env = append(os.Environ(), "ATOMICFILE_WRITER="+p)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(5+rng.IntN(60)) * time.Millisecond) // a random moment into the child's writes: the kill lands mid-write
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
		if b, err := os.ReadFile(p); err == nil && !whole(b) {
			t.Fatalf("kill %d: the file holds a torn version (%d bytes)", i, len(b))
		}
		n, err := Clean(dir)
		if err != nil {
			t.Fatal(err)
		}
		leftovers += n
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if e.Name() != "autosave.json" {
				t.Fatalf("kill %d: %s left after Clean", i, e.Name())
			}
		}
	}
	t.Logf("40 kills, %d temporary files removed by Clean", leftovers)
}

// writerLoop writes versions of a 2 MB file forever (until killed).
func writerLoop(p string) {
	for v := 0; ; v++ {
		line := []byte(fmt.Sprintf("version %08d\n", v))
		Write(p, bytes.Repeat(line, 2<<20/len(line)))
	}
}

// whole reports whether b is one full version: the same line repeated to the size.
func whole(b []byte) bool {
	const lineLen = len("version 00000000\n")
	if len(b) != (2<<20/lineLen)*lineLen {
		return false
	}
	first := b[:lineLen]
	if _, err := strconv.Atoi(strings.TrimSpace(string(first[8:]))); err != nil {
		return false
	}
	return bytes.Equal(b, bytes.Repeat(first, len(b)/lineLen))
}
