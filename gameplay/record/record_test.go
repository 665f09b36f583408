package record

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSaveLoadRoundTrip(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "game.json")
	in := &Record{Game: "threethirteen", Players: 3, Options: []string{"forbid-retake"}, Seed: 9,
		Decks: [][]string{{"AS", "2C"}}, Moves: []string{"draw", "discard 7H"}}
	if err := Save(p, in); err != nil {
		t.Fatal(err)
	}
	out, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(in, out); d != "" {
		t.Errorf("round trip (-want +got):\n%s", d)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Errorf("temporary files left behind: %v", ents)
	}
}

func TestParseRejects(t *testing.T) {
	for _, tc := range []struct{ in, part string }{
		{`{`, "not a game record"},
		{`{"players":3,"moves":[]}`, `no "game"`},
		{`{"game":"threethirteen","seeed":3,"moves":[]}`, "seeed"},
		{`[1,2]`, "not a game record"},
		{`{"game":"threethirteen","players":2,"seed":1,"moves":[]} {"game":"x"}`, "more data"},
		{`{"game":"threethirteen","players":2,"seed":1,"moves":[]} junk`, "more data"},
	} {
		_, err := Parse([]byte(tc.in))
		if err == nil || !strings.Contains(err.Error(), tc.part) {
			t.Errorf("Parse(%s) = %v, want error with %q", tc.in, err, tc.part)
		}
	}
	if _, err := Load(filepath.Join(t.TempDir(), "missing.json")); err == nil {
		t.Error("missing file loaded")
	}
}
