package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/gameplay/record"
)

// savedGame writes, as dir's game in progress, seven moves of a Triples game (a person
// in seat 0, a normal bot in seat 1, seed 3: what ?game=triples&scene=table&
// bots=human,normal&seed=3 deals), and returns its moves.
func savedGame(t *testing.T, dir string) []string {
	t.Helper()
	g, _ := games.Lookup("triples")
	m, err := match.New(g, match.Config{Game: "triples", Players: 2, Seed: 3}, []string{"human", "normal"})
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]match.Bot, 2)
	for i := range bots {
		if bots[i], err = g.NewBot("normal", i, 3); err != nil {
			t.Fatal(err)
		}
	}
	if err := match.NewLocal(m, bots, func() float64 { return 0 }).PlayUntil(bots, func(match.View) bool { return m.Len() >= 7 }, 100); err != nil {
		t.Fatal(err)
	}
	data, err := record.Marshal(m.Record())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "autosave.json"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	return m.Record().Moves
}

// TestAddressKeepsTheGameInProgress: a command line that starts a game (-scene table)
// never deals over the game in progress. Naming that same game (game, seats, seed) goes
// on with it, every saved move kept; naming another game (another seed, another game of
// bots only) opens the menu, which says a game is in progress and offers Continue, and
// the saved game is left byte for byte as it was.
func TestAddressKeepsTheGameInProgress(t *testing.T) {
	longTier(t)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "settings.json"), []byte(`{"muted":true}`), 0o644)
	moves := savedGame(t, dir)
	save := filepath.Join(dir, "autosave.json")
	env := []string{"PARLOR_CONFIG_DIR=" + dir}
	shot := filepath.Join(t.TempDir(), "shot.png")

	code, stderr := parlor(t, 120*time.Second, env, "-game", "triples", "-scene", "table", "-bots", "human,normal", "-seed", "3", "-screenshot", shot)
	if code != 0 || !strings.Contains(stderr, "going on with the game in progress") {
		t.Fatalf("the same game: exit %d, stderr %q; want 0 and the game going on", code, stderr)
	}
	var r struct{ Moves []string }
	data, _ := os.ReadFile(save)
	if err := json.Unmarshal(data, &r); err != nil || len(r.Moves) < len(moves) || !slices.Equal(r.Moves[:len(moves)], moves) {
		t.Fatalf("the same game: the save holds %v (%v), want it to start with the %d saved moves %v", r.Moves, err, len(moves), moves)
	}
	checkPicture(t, shot)

	before, _ := os.ReadFile(save)
	for _, args := range [][]string{
		{"-game", "triples", "-scene", "table", "-bots", "human,normal", "-seed", "4"},
		{"-game", "troeven", "-scene", "table", "-autoplay", "-seed", "9"},
	} {
		code, stderr := parlor(t, 120*time.Second, env, append(args, "-screenshot", shot)...)
		if code != 0 || !strings.Contains(stderr, "a game is in progress (Triples, round 1") || !strings.Contains(stderr, "the menu offers to continue it") {
			t.Fatalf("%v: exit %d, stderr %q; want 0 and the menu offering the game in progress", args, code, stderr)
		}
		if after, _ := os.ReadFile(save); string(after) != string(before) {
			t.Fatalf("%v: the game in progress was written over:\n%s\nwas\n%s", args, after, before)
		}
		checkPicture(t, shot)
	}
}
