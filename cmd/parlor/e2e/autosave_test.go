package e2e

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"parlor/gameplay/games"
)

// savedRecord is what the kill test reads of autosave.json.
type savedRecord struct {
	Game  string   `json:"game"`
	Moves []string `json:"moves"`
}

// TestKilledAutoplayKeepsEveryMove kills `parlor -autoplay` (SIGKILL) at random moments (2 to 8 s in)
// 12 times a game (3 under -short), each game's runs chained with -resume, the four games
// side by side: every time, the autosave left behind parses, replays with `parlor-sim
// replay` (exit 0) and still holds every move the save before it held (the resumed game
// went on from it, and nothing was lost to the kill). Third Wheel plays with Snap Match,
// so kills and resumes meet open reaction windows.
func TestKilledAutoplayKeepsEveryMove(t *testing.T) {
	longTier(t)
	sim := filepath.Join(t.TempDir(), "parlor-sim")
	if out, err := exec.Command("go", "build", "-o", sim, "parlor/cmd/parlor-sim").CombinedOutput(); err != nil {
		t.Fatalf("building parlor-sim: %v\n%s", err, out)
	}
	kills, least := 12, 5
	if testing.Short() {
		kills, least = 3, 2
	}
	var grew, resumed atomic.Int32
	seed := uint64(time.Now().UnixNano())
	// The games run side by side (each run waits seconds for its kill); a game's runs
	// one after another, each resuming the last one's save.
	t.Run("games", func(t *testing.T) {
		for gi, g := range games.All {
			game := g.ID()
			t.Run(game, func(t *testing.T) {
				t.Parallel()
				dir := t.TempDir()
				// Instant speed: bots move every update, so a kill meets saves in flight.
				os.WriteFile(filepath.Join(dir, "settings.json"), []byte(`{"speed":"instant","muted":true}`), 0o644)
				rng := rand.New(rand.NewPCG(seed, uint64(gi)))
				var prev []string
				for k := range kills {
					args := []string{"-autoplay", "-scene", "table", "-game", game, "-seed", "7"}
					if game == "thirdwheel" {
						args = append(args, "-options", "snap,doubledown") // reaction windows
					}
					if prev != nil {
						args = []string{"-resume", "-autoplay"}
						resumed.Add(1)
					}
					// From 2 s to 8 s: a table's game time starts only after its first frame (which
					// takes a second or two here) and a 1 s ready beat (gametime.ReadyBeatMs).
					wait := time.Duration(2000+rng.IntN(6000)) * time.Millisecond
					killAfter(t, wait, dir, args...)
					data, err := os.ReadFile(filepath.Join(dir, "autosave.json"))
					if os.IsNotExist(err) {
						if prev != nil {
							// The game ended (a finished game clears the save): start another.
							t.Logf("run %d: the game ended after %d saved moves", k, len(prev))
							prev = nil
						}
						continue // killed before the first move: nothing to keep
					}
					if err != nil {
						t.Fatal(err)
					}
					var r savedRecord
					if err := json.Unmarshal(data, &r); err != nil {
						t.Fatalf("run %d (killed after %v): autosave.json does not parse: %v\n%.300s", k, wait, err, data)
					}
					if r.Game != game {
						t.Fatalf("run %d: saved game is %q, want %s", k, r.Game, game)
					}
					out, err := exec.Command(sim, "replay", filepath.Join(dir, "autosave.json")).CombinedOutput()
					if err != nil || !bytes.Contains(out, []byte(`"over":`)) {
						t.Fatalf("run %d (killed after %v): parlor-sim replay: %v\n%s", k, wait, err, out)
					}
					if len(r.Moves) < len(prev) || !slices.Equal(r.Moves[:len(prev)], prev) {
						t.Fatalf("run %d: the save has %d moves and does not start with the %d of the save before it", k, len(r.Moves), len(prev))
					}
					if len(r.Moves) > len(prev) {
						grew.Add(1)
					}
					prev = r.Moves
				}
			})
		}
	})
	n := kills * len(games.All)
	t.Logf("%d kills: %d resumed a saved game, %d found more moves saved than before", n, resumed.Load(), grew.Load())
	if !t.Failed() && int(grew.Load()) < least {
		t.Fatalf("only %d of %d runs got to make a move before the kill; the test did not test much", grew.Load(), n)
	}
}

// killAfter starts parlor with args in settings folder dir and kills it (SIGKILL) after
// d.
func killAfter(t *testing.T, d time.Duration, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command(built, args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+display, "PARLOR_CONFIG_DIR="+dir, "PARLOR_AUDIO=off")
	if xauth != "" {
		cmd.Env = append(cmd.Env, "XAUTHORITY="+xauth)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		t.Fatalf("parlor %s ended by itself before the kill: %v\n%s", strings.Join(args, " "), err, stderr.String())
	case <-time.After(d):
	}
	cmd.Process.Signal(syscall.SIGKILL)
	<-done
}

// TestResumeFlag: -resume with no game in progress, or with saved data that is not a
// playable game, starts at the menu and says why on stderr (the broken data moved aside
// as autosave.json.broken), exit 0; with a game in progress it opens its table, which
// keeps the saved moves.
func TestResumeFlag(t *testing.T) {
	longTier(t)
	for _, c := range []struct {
		name, data, says string
	}{
		{"nothing saved", "", "no game in progress"},
		{"garbage", "\x00\x01 half a record {\"game\":", "could not be used"},
		{"a game", `{"game":"threethirteen","players":3,"seed":1,"bots":["human","normal","normal"],"moves":["draw"]}`, ""},
	} {
		dir := t.TempDir()
		save := filepath.Join(dir, "autosave.json")
		if c.data != "" {
			os.WriteFile(save, []byte(c.data), 0o644)
		}
		shot := filepath.Join(t.TempDir(), "resume.png")
		code, stderr := parlor(t, shotLimit, []string{"PARLOR_CONFIG_DIR=" + dir}, "-resume", "-screenshot", shot)
		if code != 0 || !strings.Contains(stderr, c.says) {
			t.Fatalf("%s: exit %d, stderr %q; want 0 and %q", c.name, code, stderr, c.says)
		}
		checkPicture(t, shot)
		switch c.name {
		case "garbage":
			if kept, err := os.ReadFile(save + ".broken"); err != nil || string(kept) != c.data {
				t.Errorf("%s: not kept aside: %v", c.name, err)
			}
		case "a game":
			var r savedRecord
			data, _ := os.ReadFile(save)
			if err := json.Unmarshal(data, &r); err != nil || len(r.Moves) == 0 || r.Moves[0] != "draw" {
				t.Errorf("%s: the resumed game lost its saved move: %v %v", c.name, err, r.Moves)
			}
		}
	}
}
