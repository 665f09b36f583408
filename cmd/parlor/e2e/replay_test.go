package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestReplayOpensEveryExample: `parlor -replay FILE` opens every record in
// docs/examples (the first under -short) in the replay viewer (a picture of the game's end); a file that is not
// a record, or one with a move the rules refuse, stops with exit status 2 and a message
// naming the file and what is wrong.
func TestReplayOpensEveryExample(t *testing.T) {
	longTier(t)
	files, _ := filepath.Glob("../../../docs/examples/*.json")
	if len(files) == 0 {
		t.Fatal("no records in docs/examples")
	}
	if testing.Short() {
		// One example (the viewer's tests in scenes/scenetest open all four).
		files = files[:1]
	}
	for _, f := range files {
		shot := filepath.Join(t.TempDir(), "replay.png")
		code, stderr := parlor(t, shotLimit, nil, "-replay", f, "-screenshot", shot)
		if code != 0 {
			t.Fatalf("-replay %s: exit %d\n%s", f, code, stderr)
		}
		checkPicture(t, shot)
	}
	dir := t.TempDir()
	bad := map[string]string{
		"garbage.json": "not a record",
		"illegal.json": `{"game":"troeven","players":3,"seed":1,"moves":["play 7Z"]}`,
	}
	for name, data := range bad {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(data), 0o644)
		code, stderr := parlor(t, 60*time.Second, nil, "-replay", p)
		if code != 2 || !strings.Contains(stderr, "-replay "+p) || strings.Contains(stderr, "goroutine") {
			t.Fatalf("-replay %s: exit %d, want 2 and a message naming it\n%s", name, code, stderr)
		}
	}
}

// TestHistoryAndStatsScenes: -scene history and -scene stats start on those screens,
// with a game in the history (the example record, kept as the game keeps one).
func TestHistoryAndStatsScenes(t *testing.T) {
	longTier(t)
	cfg := t.TempDir()
	data, err := os.ReadFile("../../../docs/examples/threethirteen.json")
	if err != nil {
		t.Fatal(err)
	}
	// A person played seat 0 (so the statistics count it), twelve times over.
	var rec map[string]any
	if err := json.Unmarshal(data, &rec); err != nil {
		t.Fatal(err)
	}
	rec["bots"] = []string{"human", "normal", "easy"}
	data, _ = json.Marshal(rec)
	os.MkdirAll(filepath.Join(cfg, "history"), 0o755)
	for i := range 12 {
		os.WriteFile(filepath.Join(cfg, "history", fmt.Sprintf("20261201T15%02d05.000Z-threethirteen.json", i)), data, 0o644)
	}
	for _, scene := range []string{"history", "stats"} {
		shot := filepath.Join(t.TempDir(), scene+".png")
		code, stderr := parlor(t, shotLimit, []string{"PARLOR_CONFIG_DIR=" + cfg}, "-scene", scene, "-screenshot", shot)
		if code != 0 {
			t.Fatalf("-scene %s: exit %d\n%s", scene, code, stderr)
		}
		checkPicture(t, shot)
	}
	if _, err := os.Stat(filepath.Join(cfg, "history", "20261201T150005.000Z-threethirteen.json")); err != nil {
		t.Fatalf("the kept game is gone: %v", err)
	}
}
