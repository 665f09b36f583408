package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// deadPID is the id of a process that has exited and been reaped.
func deadPID(t *testing.T) int {
	t.Helper()
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	return cmd.Process.Pid
}

// TestSavesAtStartUp: the game removes, at start, the temporary files that saves killed
// mid-write left in the folders it writes into (the settings folder, the screenshot's
// folder), and leaves other files alone; a screenshot written through a symbolic link
// replaces the file the link names, with that file's mode; a new screenshot is 0644
// whatever the umask; a named pipe in place of settings.json does not stop the game
// from starting; Third Wheel takes its pace as an option (-options pace=300), as game
// records do.
func TestSavesAtStartUp(t *testing.T) {
	longTier(t)
	cfg := t.TempDir()
	shots := t.TempDir()
	pid := strconv.Itoa(deadPID(t))
	stale := []string{
		filepath.Join(cfg, ".settings.json.tmp-"+pid+"-123"),
		filepath.Join(shots, ".shot.png.tmp-"+pid+"-456"),
	}
	keep := filepath.Join(shots, ".notes.tmp")
	for _, p := range append(stale, keep) {
		os.WriteFile(p, []byte("half a save"), 0o644)
	}
	if err := syscall.Mkfifo(filepath.Join(cfg, "settings.json"), 0o644); err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(shots, "real.png")
	os.WriteFile(target, []byte("old"), 0o640)
	link := filepath.Join(shots, "shot.png")
	os.Symlink("real.png", link)

	old := syscall.Umask(0o077)
	defer syscall.Umask(old)
	code, stderr := parlor(t, shotLimit, []string{"PARLOR_CONFIG_DIR=" + cfg},
		"-game", "thirdwheel", "-options", "pace=300", "-scene", "menu", "-seed", "3", "-screenshot", link)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	for _, p := range stale {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("stale temporary file %s left at start", filepath.Base(p))
		}
	}
	if _, err := os.Stat(keep); err != nil {
		t.Errorf("a file that is not a temporary save was removed: %v", err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the screenshot link was replaced: %v", err)
	}
	checkPicture(t, target)
	if fi, _ := os.Stat(target); fi.Mode().Perm() != 0o640 {
		t.Errorf("screenshot through the link has mode %v, want the target's 0640", fi.Mode().Perm())
	}
	if fi, err := os.Lstat(filepath.Join(cfg, "settings.json")); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the named pipe in place of settings.json was touched: %v", err)
	}

	fresh := filepath.Join(shots, "fresh.png")
	code, stderr = parlor(t, shotLimit, nil, "-scene", "menu", "-screenshot", fresh)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	if fi, err := os.Stat(fresh); err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("new screenshot: %v, mode %v; want 0644", err, fi.Mode().Perm())
	}
	ents, _ := os.ReadDir(shots)
	for _, e := range ents {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("temporary file %s left after the saves", e.Name())
		}
	}
}
