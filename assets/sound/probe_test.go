//go:build linux && !android && cgo

package sound

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// probeChildEnv marks the test binary run as a child that only reports what New finds.
const probeChildEnv = "PARLOR_SOUND_PROBE_CHILD"

func TestMain(m *testing.M) {
	if os.Getenv(probeChildEnv) == "1" {
		// ALSA reads its configuration once per process, so each probe scenario runs
		// in a fresh child process.
		p := New()
		p.Play(Deal)
		if p.Available() {
			os.Stdout.WriteString("available\n")
		} else {
			os.Stdout.WriteString("silent\n")
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func probeChild(t *testing.T, home string, extraEnv ...string) string {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	env := []string{probeChildEnv + "=1", "HOME=" + home, "PATH=" + os.Getenv("PATH")}
	cmd.Env = append(env, extraEnv...)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("probe child failed: %v\n%s", err, out)
	}
	return strings.TrimSpace(string(out))
}

func TestALSAProbe(t *testing.T) {
	// A user ALSA configuration whose default device is ALSA's null sink: the
	// probe really opens it, so New returns a live player.
	home := t.TempDir()
	if err := os.WriteFile(filepath.Join(home, ".asoundrc"), []byte("pcm.!default { type null }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := probeChild(t, home); got != "available" {
		t.Errorf("null default device: New() is %q, want available", got)
	}
	// A configuration that names a card that does not exist: ALSA cannot open it, so
	// New stays silent instead of creating an audio context that would fail later.
	bad := t.TempDir()
	if err := os.WriteFile(filepath.Join(bad, ".asoundrc"), []byte("pcm.!default { type hw card 7 }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := probeChild(t, bad); got != "silent" {
		t.Errorf("default device on a missing card: New() is %q, want silent", got)
	}
	// PARLOR_AUDIO=off wins over a working device.
	if got := probeChild(t, home, "PARLOR_AUDIO=off"); got != "silent" {
		t.Errorf("PARLOR_AUDIO=off: New() is %q, want silent", got)
	}
}
