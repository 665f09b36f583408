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
// 50 times (12 under -short, 3 a game), each game's runs chained with -resume: every time, the autosave left behind
// parses, replays with `parlor-sim replay` (exit 0) and still holds every move the save
// before it held (the resumed game went on from it, and nothing was lost to the kill).
// Third Wheel plays with Snap Match, so kills and resumes meet open reaction windows.
func TestKilledAutoplayKeepsEveryMove(t *testing.T) {
	longTier(t)
	sim := filepath.Join(t.TempDir(), "parlor-sim")
	if out, err := exec.Command("go", "build", "-o", sim, "parlor/cmd/parlor-sim").CombinedOutput(); err != nil {
		t.Fatalf("building parlor-sim: %v\n%s", err, out)
	}
	var gamesList []string
	for _, g := range games.All {
		gamesList = append(gamesList, g.ID())
	}
	dirs := make([]string, len(gamesList))
	prev := make([][]string, len(gamesList))
	for i := range dirs {
		dirs[i] = t.TempDir()
		// Instant speed: bots move every update, so a kill meets saves in flight.
		os.WriteFile(filepath.Join(dirs[i], "settings.json"), []byte(`{"speed":"instant","muted":true}`), 0o644)
	}
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 11))
	kills, least := 50, 5
	if testing.Short() {
		kills, least = 12, 2
	}
	grew, resumed := 0, 0
	for k := range kills {
		gi := k % len(gamesList)
		dir, game := dirs[gi], gamesList[gi]
		args := []string{"-autoplay", "-scene", "table", "-game", game, "-seed", "7"}
		if game == "thirdwheel" {
			args = append(args, "-options", "snap,doubledown") // reaction windows
		}
		if prev[gi] != nil {
			args, resumed = []string{"-resume", "-autoplay"}, resumed+1
		}
		// From 2 s to 8 s: a table's game time starts only after its first frame (which
		// takes a second or two here) and a 1 s ready beat (gametime.ReadyBeatMs).
		wait := time.Duration(2000+rng.IntN(6000)) * time.Millisecond
		killAfter(t, wait, dir, args...)
		data, err := os.ReadFile(filepath.Join(dir, "autosave.json"))
		if os.IsNotExist(err) {
			if prev[gi] != nil {
				// The game ended (a finished game clears the save): start another.
				t.Logf("run %d (%s): the game ended after %d saved moves", k, game, len(prev[gi]))
				prev[gi] = nil
			}
			continue // killed before the first move: nothing to keep
		}
		if err != nil {
			t.Fatal(err)
		}
		var r savedRecord
		if err := json.Unmarshal(data, &r); err != nil {
			t.Fatalf("run %d (%s, killed after %v): autosave.json does not parse: %v\n%.300s", k, game, wait, err, data)
		}
		if r.Game != game {
			t.Fatalf("run %d: saved game is %q, want %s", k, r.Game, game)
		}
		out, err := exec.Command(sim, "replay", filepath.Join(dir, "autosave.json")).CombinedOutput()
		if err != nil || !bytes.Contains(out, []byte(`"over":`)) {
			t.Fatalf("run %d (%s, killed after %v): parlor-sim replay: %v\n%s", k, game, wait, err, out)
		}
		if len(r.Moves) < len(prev[gi]) || !slices.Equal(r.Moves[:len(prev[gi])], prev[gi]) {
			t.Fatalf("run %d (%s): the save has %d moves and does not start with the %d of the save before it", k, game, len(r.Moves), len(prev[gi]))
		}
		if len(r.Moves) > len(prev[gi]) {
			grew++
		}
		prev[gi] = r.Moves
	}
	t.Logf("%d kills: %d resumed a saved game, %d found more moves saved than before", kills, resumed, grew)
	if grew < least {
		t.Fatalf("only %d of %d runs got to make a move before the kill; the test did not test much", grew, kills)
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
