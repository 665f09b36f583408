//go:build unix

package prefs

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSettingsReadOnlyFromABoundedRegularFile: a named pipe in place of settings.json
// (which would block the game's start for ever) and a link to /dev/zero are refused at
// once and left alone (Save then fails rather than replace them); a 200 MB file is not
// read whole, and is moved aside as broken.
func TestSettingsReadOnlyFromABoundedRegularFile(t *testing.T) {
	d := useDir(t)
	os.MkdirAll(d, 0o755)
	p := filepath.Join(d, "settings.json")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { _, err := Load(); done <- err }()
	select {
	case err := <-done:
		var pe *Error
		if !errors.As(err, &pe) || !strings.Contains(err.Error(), "a named pipe") || pe.Aside != "" {
			t.Errorf("named pipe: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Load still waiting on a named pipe after 10 s")
	}
	if err := Save(Default()); err == nil {
		t.Error("Save replaced a named pipe")
	}
	if fi, err := os.Lstat(p); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("the named pipe was touched: %v", err)
	}
	os.Remove(p)

	os.Symlink("/dev/zero", p)
	if _, err := Load(); err == nil || !strings.Contains(err.Error(), "a character device") {
		t.Errorf("link to /dev/zero: %v", err)
	}
	os.Remove(p)

	f, _ := os.Create(p)
	f.Truncate(200 << 20)
	f.Close()
	_, err := Load()
	var pe *Error
	if !errors.As(err, &pe) || !strings.Contains(err.Error(), "limit of 64 KiB") || pe.Aside != p+".broken" {
		t.Fatalf("200 MB settings file: %v", err)
	}
	if fi, err := os.Stat(p + ".broken"); err != nil || fi.Size() != 200<<20 {
		t.Fatalf("the big file was not moved aside whole: %v", err)
	}
}

// TestSaveKeepsModeAndFollowsALink: a saved settings file keeps its permissions (a new
// one is 0644 whatever the umask allows), and a settings.json that is a symbolic link
// stays a link; the file it points to is written.
func TestSaveKeepsModeAndFollowsALink(t *testing.T) {
	d := useDir(t)
	os.MkdirAll(d, 0o755)
	p := filepath.Join(d, "settings.json")
	old := syscall.Umask(0o077)
	err := Save(Default())
	syscall.Umask(old)
	if err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(p); fi.Mode().Perm() != 0o644 {
		t.Errorf("new settings file mode %v, want 0644", fi.Mode().Perm())
	}
	os.Chmod(p, 0o600)
	Save(Settings{Speed: Fast})
	if fi, _ := os.Stat(p); fi.Mode().Perm() != 0o600 {
		t.Errorf("rewritten settings file mode %v, want the old 0600", fi.Mode().Perm())
	}

	dots := filepath.Join(t.TempDir(), "dotfiles")
	os.MkdirAll(dots, 0o755)
	target := filepath.Join(dots, "parlor.json")
	os.WriteFile(target, []byte(`{"speed":"slow"}`), 0o640)
	os.Remove(p)
	os.Symlink(target, p)
	if s, err := Load(); err != nil || s.Speed != Slow {
		t.Fatalf("through the link: %+v, %v", s, err)
	}
	if err := Save(Settings{Speed: Instant}); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Lstat(p); fi.Mode()&os.ModeSymlink == 0 {
		t.Fatal("the link was replaced by a regular file")
	}
	if fi, _ := os.Stat(target); fi.Mode().Perm() != 0o640 {
		t.Errorf("link target mode %v, want 0640", fi.Mode().Perm())
	}
	if s, err := Load(); err != nil || s.Speed != Instant {
		t.Fatalf("after saving through the link: %+v, %v", s, err)
	}
}

// TestKilledSavesLeaveWholeSettingsAndLoadCleansUp runs a process that saves the
// settings over and over (the real save path, prefs.Save), kills it with SIGKILL at
// random moments, and then starts up as the game does (Load): the settings file is
// always whole, and Load removes the temporary files the killed saves left.
func TestKilledSavesLeaveWholeSettingsAndLoadCleansUp(t *testing.T) {
	if os.Getenv("PREFS_SAVER") != "" {
		for i := 0; ; i++ {
			Save(Settings{Speed: Speeds[i%len(Speeds)], Muted: i%2 == 0, FourColour: i%3 == 0})
		}
	}
	d := useDir(t)
	rng := rand.New(rand.NewPCG(7, 8))
	left := 0
	for i := range 60 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestKilledSavesLeaveWholeSettingsAndLoadCleansUp$")
		cmd.Env = append(os.Environ(), "PREFS_SAVER=1")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(20+rng.IntN(60)) * time.Millisecond) // a random moment into the child's saves: the kill lands mid-write
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
		ents, _ := os.ReadDir(d)
		for _, e := range ents {
			if e.Name() != FileName {
				left++
			}
		}
		data, err := os.ReadFile(filepath.Join(d, FileName))
		if err == nil && !bytes.HasSuffix(data, []byte("}\n")) {
			t.Fatalf("kill %d: a torn settings file: %q", i, data)
		}
		if _, err := Load(); err != nil {
			t.Fatalf("kill %d: start-up after the kill: %v", i, err)
		}
		ents, _ = os.ReadDir(d)
		for _, e := range ents {
			if e.Name() != FileName {
				t.Fatalf("kill %d: %s left after start-up", i, e.Name())
			}
		}
	}
	t.Logf("60 kills, %d temporary files left by them, all removed at start-up", left)
}
