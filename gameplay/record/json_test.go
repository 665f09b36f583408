package record

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// recordFiles are the records kept in the repository: the documentation's example and
// the saved games the front end must still read (scenes/scenetest/testdata).
var recordFiles = []string{"../../docs/examples/*.json", "../../scenes/scenetest/testdata/*/autosave-*.json"}

// TestRecordFilesRoundTrip: every record kept in the repository reads and writes back
// byte for byte (Marshal: the field order and spelling of docs/game-record.md), and
// json.Marshal of the record is the same object on one line.
func TestRecordFilesRoundTrip(t *testing.T) {
	n := 0
	for _, pat := range recordFiles {
		files, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			n++
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			r, err := Parse(data)
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			out, err := Marshal(r)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(string(data), string(out)); d != "" {
				t.Errorf("%s does not write back as it was (-file +written):\n%s", f, d)
			}
			one, err := json.Marshal(r)
			if err != nil {
				t.Fatal(err)
			}
			var a, b map[string]any
			if err := json.Unmarshal(data, &a); err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(one, &b); err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(a, b); d != "" {
				t.Errorf("%s: json.Marshal writes another object (-file +written):\n%s", f, d)
			}
		}
	}
	if n < 3 {
		t.Errorf("found %d record files, want the example and the saved games", n)
	}
}

// TestRecordJSONIsTheFieldTable: a record with every field set is written in the order
// and spelling of docs/game-record.md, the seed and decks of its Config included
// (Config's own JSON leaves them out), and json.Unmarshal reads it back as Parse does.
func TestRecordJSONIsTheFieldTable(t *testing.T) {
	r := Record{Config: Config{Game: "triples", Variant: "v", Players: 2, Options: []string{"chill"}, Rounds: 5, Seed: 18446744073709551615,
		Decks: [][]string{{"RH1"}}}, Bots: []string{"human", "easy"}, Moves: []string{"draw"}, Date: "2026-12-01T15:04:05Z",
		Undos: 1, Hints: 2, Fast: []int{1}}
	const want = `{"game":"triples","variant":"v","players":2,"options":["chill"],"rounds":5,` +
		`"seed":18446744073709551615,"bots":["human","easy"],"decks":[["RH1"]],"moves":["draw"],` +
		`"date":"2026-12-01T15:04:05Z","undos":1,"hints":2,"fast":[1]}`
	for _, v := range []any{r, &r} {
		got, err := json.Marshal(v)
		if err != nil || string(got) != want {
			t.Errorf("json.Marshal(%T) = %s, %v\nwant %s", v, got, err, want)
		}
	}
	var back Record
	if err := json.Unmarshal([]byte(want), &back); err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(r, back); d != "" {
		t.Errorf("read back (-want +got):\n%s", d)
	}
	min := Record{Config: Config{Game: "troeven"}}
	if got, _ := json.Marshal(min); string(got) != `{"game":"troeven","players":0,"seed":0,"moves":null}` {
		t.Errorf("an empty record: %s", got)
	}
	if err := json.Unmarshal([]byte(`{"game":"troeven"}`), &back); err == nil {
		t.Error("json.Unmarshal read a record without its required fields")
	}
	cfg, _ := json.Marshal(r.Config)
	if string(cfg) != `{"game":"triples","variant":"v","players":2,"options":["chill"],"rounds":5}` {
		t.Errorf("a Config's own JSON: %s", cfg)
	}
}
