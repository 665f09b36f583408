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
	in := &Record{
		Config: Config{Game: "threethirteen", Players: 3, Options: []string{"forbid-retake"}, Seed: 9, Decks: [][]string{{"AS", "2C"}}},
		Moves:  []string{"draw", "discard 7H"},
		Fast:   []int{2},
	}
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

// TestParseFollowsTheFormatRules: one case per rule of docs/game-record.md that the
// format itself sets (the games' own rules are tested in gameplay/games).
func TestParseFollowsTheFormatRules(t *testing.T) {
	const ok = `{"game":"threethirteen","players":2,"seed":1,"moves":[]}`
	if _, err := Parse([]byte(ok)); err != nil {
		t.Fatalf("a minimal record: %v", err)
	}
	for _, tc := range []struct{ rule, in, part string }{
		{"one JSON object", `[1,2]`, "want a JSON object {…}, found an array"},
		{"one JSON object", `"game"`, "found a string"},
		{"one JSON object", ``, "unexpected end of data"},
		{"one JSON object", `{`, "unexpected end of data"},
		{"nothing after it", ok + ` {"game":"x"}`, "more data after the record's closing brace"},
		{"nothing after it", ok + ` junk`, "more data after the record's closing brace"},
		{"unknown fields refused", `{"game":"threethirteen","seeed":3,"players":2,"seed":1,"moves":[]}`, `unknown field "seeed"`},
		{"names spelt exactly", `{"Game":"threethirteen","players":2,"seed":1,"moves":[]}`, `unknown field "Game" (field names are lower case: "game")`},
		{"names spelt exactly", `{"game":"threethirteen","PLAYERS":2,"seed":1,"moves":[]}`, `unknown field "PLAYERS"`},
		{"each field once", `{"game":"threethirteen","players":2,"players":3,"seed":1,"moves":[]}`, `field "players" given twice`},
		{"game required", `{"players":3,"seed":1,"moves":[]}`, `no "game" field`},
		{"players required", `{"game":"threethirteen","seed":1,"moves":[]}`, `no "players" field`},
		{"seed required", `{"game":"threethirteen","players":2,"moves":[]}`, `no "seed" field`},
		{"moves required", `{"game":"threethirteen","players":2,"seed":1}`, `no "moves" field`},
		{"no null", `{"game":"threethirteen","players":2,"seed":1,"moves":null}`, `field "moves": null is not allowed`},
		{"no null", `{"game":"threethirteen","players":2,"seed":1,"moves":["draw",null]}`, `field "moves": null`},
		{"no null", `{"game":"threethirteen","players":2,"seed":1,"decks":[null],"moves":[]}`, `field "decks": null`},
		{"no null", `{"game":"threethirteen","players":null,"seed":1,"moves":[]}`, `field "players": null`},
		{"types", `{"game":"threethirteen","players":"2","seed":1,"moves":[]}`, `field "players": want a whole number of seats`},
		{"types", `{"game":"threethirteen","players":2.5,"seed":1,"moves":[]}`, `field "players": want a whole number`},
		{"types", `{"game":"threethirteen","players":2,"seed":-1,"moves":[]}`, `field "seed": want an unsigned 64-bit whole number`},
		{"types", `{"game":"threethirteen","players":2,"seed":18446744073709551616,"moves":[]}`, `field "seed"`},
		{"types", `{"game":"threethirteen","players":2,"seed":1,"moves":"draw"}`, `field "moves": want an array of move strings`},
		{"types", `{"game":"threethirteen","players":2,"seed":1,"decks":["AS"],"moves":[]}`, `field "decks": want an array of decks`},
		{"types", `{"game":3,"players":2,"seed":1,"moves":[]}`, `field "game": want a game id string`},
		{"types", `{"game":"threethirteen","players":2,"seed":1,"options":"snap","moves":[]}`, `field "options"`},
		{"types", `{"game":"threethirteen","players":2,"seed":1,"bots":[1],"moves":[]}`, `field "bots"`},
		{"types", `{"game":"threethirteen","players":2,"seed":1,"rounds":"3","moves":[]}`, `field "rounds"`},
		{"option ids", `{"game":"threethirteen","players":2,"seed":1,"options":["forbid-retake",""],"moves":[]}`, `field "options": an empty option id`},
		{"types", `{"game":"threethirteen","players":2,"seed":1,"variant":[],"moves":[]}`, `field "variant"`},
		{"types", `{"game":"threethirteen","players":2,"seed":1,"fast":"1","moves":[]}`, `field "fast": want an array of seat numbers`},
		{"fast seats", `{"game":"threethirteen","players":2,"seed":1,"fast":[2],"moves":[]}`, `field "fast": seat 2 is not a seat of the table (0 to 1`},
		{"fast seats", `{"game":"threethirteen","players":2,"seed":1,"fast":[1,1],"moves":[]}`, `field "fast": seat 1`},
		{"fast seats", `{"game":"threethirteen","players":2,"seed":1,"fast":[-1],"moves":[]}`, `field "fast": seat -1`},
	} {
		_, err := Parse([]byte(tc.in))
		if err == nil || !strings.Contains(err.Error(), tc.part) || !strings.HasPrefix(err.Error(), "not a game record") {
			t.Errorf("%s: Parse(%s) = %v, want an error with %q", tc.rule, tc.in, err, tc.part)
		}
	}
}

// TestParseNamesALongUnknownFieldShortly: a 10 MB field name is not echoed whole.
func TestParseNamesALongUnknownFieldShortly(t *testing.T) {
	in := `{"` + strings.Repeat("x", 10<<20) + `":1}`
	_, err := Parse([]byte(in))
	if err == nil || len(err.Error()) > 200 || !strings.Contains(err.Error(), "10485760 bytes") {
		t.Fatalf("error of %d bytes: %.300v", len(err.Error()), err)
	}
}

// TestSaveWritesWhatParseReads: a record without moves, or with an empty deck, is saved
// as [] rather than null, which Parse refuses.
func TestSaveWritesWhatParseReads(t *testing.T) {
	in := &Record{Config: Config{Game: "triples", Players: 2, Seed: 1, Decks: [][]string{nil, {"RH1"}}}}
	data, err := Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Parse(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if len(out.Moves) != 0 || out.Moves == nil || len(out.Decks[0]) != 0 || out.Decks[1][0] != "RH1" {
		t.Fatalf("read back %+v", out)
	}
	if in.Moves != nil || in.Decks[0] != nil {
		t.Fatal("Marshal changed its argument")
	}
}
