package e2e

import (
	"os"
	"strings"
	"testing"
	"time"
)

// bare runs the binary with no X display at all (DISPLAY removed from its environment)
// and returns its exit code, stdout and stderr.
func bare(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	return runParlor(t, 20*time.Second, false, nil, args...)
}

// TestFlagsWithoutDisplay: -h prints the flags and a bad flag its one line, on a
// machine with no display: the command line is read before the graphics library starts
// (it used to panic with "The DISPLAY environment variable is missing").
func TestFlagsWithoutDisplay(t *testing.T) {
	longTier(t)
	code, out, errs := bare(t, "-h")
	if code != 0 || !strings.Contains(out, "usage: parlor") || !strings.Contains(out, "-games N") || errs != "" {
		t.Errorf("parlor -h: exit %d, stdout %q, stderr %q; want exit 0 and the flags", code, out, errs)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-bots", "foo"}, `unknown bot level "foo"`},
		{[]string{"-bots", "human,normal,normal,foo"}, `unknown bot level "foo"`},
		{[]string{"-nope"}, "-nope"},
		{[]string{"-players", "9"}, "2 to 6 players, not 9"},
		{[]string{"-game", "poker"}, `unknown game "poker"`},
		{[]string{"-games", "3"}, "give -autoplay too"},
		{[]string{"-game", "thirdwheel", "-options", "pace=9"}, `bad thirdwheel option "pace=9"`},
	} {
		code, out, errs := bare(t, tc.args...)
		lines := strings.Split(strings.TrimSpace(errs), "\n")
		if code != 2 || len(lines) != 1 || !strings.Contains(errs, tc.want) || out != "" {
			t.Errorf("parlor %v without a display: exit %d, stderr %q; want exit 2 and one line containing %q", tc.args, code, errs, tc.want)
		}
	}
	// Good flags without a display: one plain line, not the graphics library's panic.
	code, _, errs = bare(t, "-scene", "table")
	if code != 1 || strings.Contains(errs, "panic") || !strings.Contains(errs, "no X display") {
		t.Errorf("parlor -scene table without a display: exit %d, stderr %q; want exit 1 and a plain line", code, errs)
	}
}

// TestSeedZero: -seed 0 deals seed 0, as parlor-sim accepts it (it used to be refused).
func TestSeedZero(t *testing.T) {
	longTier(t)
	code, stderr := parlor(t, 60*time.Second, nil, "-scene", "table", "-seed", "0", "-autoplay", "-exit-after", "2s")
	if code != 0 {
		t.Fatalf("parlor -seed 0: exit %d\n%s", code, stderr)
	}
}

// TestAutoplayGames: -autoplay -games 2 plays two games in a row (seeds S and S+1), says
// so on stdout as each ends, and exits 0 after the second.
func TestAutoplayGames(t *testing.T) {
	longTier(t)
	dir := t.TempDir()
	if err := os.WriteFile(dir+"/settings.json", []byte(`{"speed":"instant","muted":true,"fourColour":false}`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runParlor(t, 240*time.Second, true, []string{"PARLOR_CONFIG_DIR=" + dir}, "-game", "thirdwheel", "-scene", "table", "-autoplay", "-games", "2", "-seed", "3")
	if code != 0 {
		t.Fatalf("parlor -autoplay -games 2: exit %d\n%s%s", code, out, errs)
	}
	want := "parlor: game 1 of 2 over (thirdwheel, seed 3)\nparlor: game 2 of 2 over (thirdwheel, seed 4)\n"
	if out != want {
		t.Errorf("stdout %q, want %q", out, want)
	}
}
