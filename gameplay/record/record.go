// Package record is the game record shared by the four games: the configuration, an
// optional stacked deck and the moves in each game's text notation. parlor-sim replays
// it and the game saves and loads it. The format is described in docs/game-record.md.
package record

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"parlor/internal/atomicfile"
)

// Record is one game: Config + moves. Same record, same game, on every platform.
type Record struct {
	// Game is the game id: "threethirteen", "troeven", "thirdwheel" or "triples".
	Game string `json:"game"`
	// Variant is the game's variant id where it has variants (Troeven: "dummy", "solo").
	Variant string `json:"variant,omitempty"`
	// Players is the number of seats.
	Players int `json:"players"`
	// Options are RULES.md option ids, e.g. "forbid-retake".
	Options []string `json:"options,omitempty"`
	// Rounds is the number of rounds where the game lets the table choose it (Triples
	// chill mode); 0 means the game's default.
	Rounds int `json:"rounds,omitempty"`
	// Seed seeds the game's generator.
	Seed uint64 `json:"seed"`
	// Bots optionally names the level that played each seat ("human" for a person); it
	// is informative only and does not change the replay.
	Bots []string `json:"bots,omitempty"`
	// Decks optionally stacks the deal: Decks[i] is the whole deck for round i+1, top
	// card first, in the game's card notation. Rounds without an entry are shuffled from
	// the seed as usual.
	Decks [][]string `json:"decks,omitempty"`
	// Moves are the moves in order, in the game's move notation (see docs/game-record.md).
	Moves []string `json:"moves"`
}

// Parse reads a record from JSON. Unknown fields are an error (a typo in a hand-written
// record should not be silently ignored), and so is a missing game id.
func Parse(data []byte) (*Record, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var r Record
	if err := dec.Decode(&r); err != nil {
		return nil, fmt.Errorf("not a game record: %w", err)
	}
	if dec.More() {
		return nil, errors.New("not a game record: more data after the record's closing brace")
	}
	if r.Game == "" {
		return nil, errors.New(`not a game record: no "game" field`)
	}
	return &r, nil
}

// Load reads and parses the record at path; the error names the file.
func Load(path string) (*Record, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	r, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return r, nil
}

// Save writes the record to path atomically (internal/atomicfile), so a crash never
// leaves half a record.
func Save(path string, r *Record) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.Write(path, append(data, '\n'))
}
