// Package record is the game record shared by the four games: the configuration, an
// optional stacked deck and the moves in each game's text notation. parlor-sim replays
// it and the game saves and loads it. The format is described in docs/game-record.md.
package record

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"

	"parlor/internal/atomicfile"
	"parlor/internal/boundedread"
	"parlor/internal/clip"
)

// MaxBytes bounds a record file: 16 MiB, far more than the longest game (a 1000-round
// chill game of Triples with every deck stacked is under 3 MiB).
const MaxBytes = 16 << 20

// Config is a game's setup in the words of a game record (docs/game-record.md): the
// game id, its variant and option ids (docs/rules/README.md#options-and-variants), the
// number of seats, the number of rounds where the table chooses it, the seed, and
// optional stacked decks in card notation. Every game reads the same Config
// (gameplay/match.Config is this type), and every setup carries one: a Record, a
// front end's scenes.Setup, the wire's online.RoomSpec and online.Setup.
//
// Its own JSON is the part a person chooses, as the wire's create and welcome messages
// carry it (docs/online.md#protocol): "game", then "variant", "players", "options" and
// "rounds" when set. The seed and the decks are never in it (a server rolls the seed
// and reveals it at the end; no client stacks a deal): a Record writes them itself.
type Config struct {
	// Game is the game id ("threethirteen", docs/rules/README.md).
	Game string `json:"game"`
	// Variant is the game's variant id where it has variants (Troeven: "dummy", "solo").
	Variant string `json:"variant,omitempty"`
	// Players is the number of seats.
	Players int `json:"players,omitempty"`
	// Options are option ids (docs/rules/README.md#options-and-variants), e.g.
	// "forbid-retake".
	Options []string `json:"options,omitempty"`
	// Rounds is the number of rounds where the game lets the table choose it (Triples
	// chill mode); 0 means the game's default.
	Rounds int `json:"rounds,omitempty"`
	// Seed seeds the game's generator.
	Seed uint64 `json:"-"`
	// Decks optionally stacks the deal: Decks[i] is the whole deck for round i+1, top
	// card first, in the game's card notation. Rounds without an entry, or with an empty
	// one, are shuffled from the seed as usual.
	Decks [][]string `json:"-"`
}

// Clone is a deep copy of c (its options and decks not shared).
func (c Config) Clone() Config {
	c.Options = slices.Clone(c.Options)
	c.Decks = slices.Clone(c.Decks)
	for i := range c.Decks {
		c.Decks[i] = slices.Clone(c.Decks[i])
	}
	return c
}

// Record is one game: its Config, who played, and the moves. Same record, same game, on
// every platform. Its JSON is the fields table below, in that order, whichever way it
// is written (Marshal, json.Marshal): the required fields always, the others when set.
type Record struct {
	Config
	// Bots optionally names the level that played each seat ("human" for a person); it
	// is informative only and does not change the replay.
	Bots []string
	// Moves are the moves in order, in the game's move notation (see docs/game-record.md).
	Moves []string
	// Date is when the game was last played (saved), RFC 3339 in UTC; informative.
	Date string
	// Undos counts the moves taken back during the game and Hints the hints asked for;
	// informative (statistics mark games played with either).
	Undos int
	Hints int
	// Fast lists the seats an online server flagged because their presses came faster
	// than a person can react (under the human line, docs/online.md); informative.
	Fast []int
}

// field is one field of the record's JSON: its exact name, whether it is required
// (written even when empty; an optional field is left out when empty: "", 0, no
// elements), what its value must be (for errors) and where it goes.
type field struct {
	name     string
	required bool
	want     string
	dst      func(r *Record) any
}

var fields = []field{
	{"game", true, "a game id string", func(r *Record) any { return &r.Game }},
	{"variant", false, "a variant id string", func(r *Record) any { return &r.Variant }},
	{"players", true, "a whole number of seats", func(r *Record) any { return &r.Players }},
	{"options", false, "an array of option id strings", func(r *Record) any { return &r.Options }},
	{"rounds", false, "a whole number of rounds", func(r *Record) any { return &r.Rounds }},
	{"seed", true, "an unsigned 64-bit whole number", func(r *Record) any { return &r.Seed }},
	{"bots", false, "an array of level strings, one per seat", func(r *Record) any { return &r.Bots }},
	{"decks", false, "an array of decks, each an array of card strings", func(r *Record) any { return &r.Decks }},
	{"moves", true, "an array of move strings", func(r *Record) any { return &r.Moves }},
	{"date", false, "a date and time string (RFC 3339)", func(r *Record) any { return &r.Date }},
	{"undos", false, "a whole number of moves taken back", func(r *Record) any { return &r.Undos }},
	{"hints", false, "a whole number of hints", func(r *Record) any { return &r.Hints }},
	{"fast", false, "an array of seat numbers", func(r *Record) any { return &r.Fast }},
}

// Parse reads a record from JSON, exactly as docs/game-record.md describes it: one JSON
// object and nothing after it but white space, at most MaxBytes; field names spelt
// exactly (in lower case) and each given at most once; unknown fields refused (a typo in
// a hand-written record is reported, not ignored); "game", "players", "seed" and
// "moves" required; no null anywhere; every value of its field's type. Errors start
// with "not a game record" and name the field.
func Parse(data []byte) (*Record, error) {
	if len(data) > MaxBytes {
		return nil, fmt.Errorf("not a game record: %d bytes, more than the limit of %s", len(data), boundedread.Size(MaxBytes))
	}
	bad := func(format string, a ...any) (*Record, error) {
		return nil, fmt.Errorf("not a game record: "+format, a...)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil {
		return bad("%v", jsonErr(err))
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return bad("want a JSON object {…}, found %s", describe(tok))
	}
	var r Record
	seen := make(map[string]bool, len(fields))
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return bad("%v", jsonErr(err))
		}
		name, _ := tok.(string)
		i := slices.IndexFunc(fields, func(f field) bool { return f.name == name })
		if i < 0 {
			if j := slices.IndexFunc(fields, func(f field) bool { return strings.EqualFold(f.name, name) }); j >= 0 {
				return bad("unknown field %s (field names are lower case: %q)", clip.Quote(name), fields[j].name)
			}
			return bad("unknown field %s (known: %s)", clip.Quote(name), fieldNames())
		}
		f := fields[i]
		if seen[f.name] {
			return bad("field %q given twice", f.name)
		}
		seen[f.name] = true
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return bad("field %q: %v", f.name, jsonErr(err))
		}
		if hasNull(raw) {
			return bad("field %q: null is not allowed (want %s)", f.name, f.want)
		}
		if err := json.Unmarshal(raw, f.dst(&r)); err != nil {
			return bad("field %q: want %s", f.name, f.want)
		}
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return bad("%v", jsonErr(err))
	}
	if _, err := dec.Token(); err != io.EOF {
		return bad("more data after the record's closing brace")
	}
	for _, f := range fields {
		if f.required && !seen[f.name] {
			return bad("no %q field (required: game, players, seed, moves)", f.name)
		}
	}
	if slices.Contains(r.Options, "") {
		return bad(`field "options": an empty option id`)
	}
	if r.Date != "" {
		if _, err := time.Parse(time.RFC3339, r.Date); err != nil {
			return bad(`field "date": want a date and time such as "2026-12-01T15:04:05Z", not %s`, clip.Quote(r.Date))
		}
	}
	if r.Undos < 0 || r.Hints < 0 {
		return bad(`fields "undos" and "hints" count, so they are never negative`)
	}
	for i, s := range r.Fast {
		if s < 0 || s >= r.Players || slices.Contains(r.Fast[:i], s) {
			return bad(`field "fast": seat %d is not a seat of the table (0 to %d, each once)`, s, r.Players-1)
		}
	}
	return &r, nil
}

func fieldNames() string {
	names := make([]string, len(fields))
	for i, f := range fields {
		names[i] = f.name
	}
	return strings.Join(names, ", ")
}

// hasNull reports whether a JSON value holds null anywhere.
func hasNull(raw json.RawMessage) bool {
	dec := json.NewDecoder(bytes.NewReader(raw))
	for {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		if tok == nil {
			return true
		}
	}
}

// describe names the kind of a JSON token for an error.
func describe(tok json.Token) string {
	switch t := tok.(type) {
	case json.Delim:
		if t == '[' {
			return "an array"
		}
		return string(t)
	case string:
		return "a string"
	case float64, json.Number:
		return "a number"
	case bool:
		return "true or false"
	case nil:
		return "null"
	}
	return fmt.Sprintf("%v", tok)
}

// jsonErr says "unexpected end of data" for a truncated record.
func jsonErr(err error) error {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return errors.New("unexpected end of data")
	}
	return err
}

// Load reads and parses the record at path: a regular file of at most MaxBytes (see
// internal/boundedread); the error names the file.
func Load(path string) (*Record, error) {
	data, err := boundedread.File(path, MaxBytes)
	if err != nil {
		return nil, err
	}
	r, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return r, nil
}

// Marshal is the record as saved: indented JSON with a final newline, that Parse reads
// back (no moves is "moves": [], an empty stacked deck is []).
func Marshal(r *Record) ([]byte, error) {
	c := *r
	if c.Moves == nil {
		c.Moves = []string{}
	}
	if c.Decks != nil {
		c.Decks = slices.Clone(c.Decks)
		for i, d := range c.Decks {
			if d == nil {
				c.Decks[i] = []string{}
			}
		}
	}
	data, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// MarshalJSON is the record as one JSON object: the fields of docs/game-record.md in
// its order, each required one always (nil moves are null: Marshal writes []) and each
// optional one when it is set.
func (r Record) MarshalJSON() ([]byte, error) {
	b := append(make([]byte, 0, 256), '{')
	for _, f := range fields {
		v := reflect.ValueOf(f.dst(&r)).Elem()
		if !f.required && (v.IsZero() || v.Kind() == reflect.Slice && v.Len() == 0) {
			continue
		}
		val, err := json.Marshal(v.Interface())
		if err != nil {
			return nil, fmt.Errorf("record field %q: %w", f.name, err)
		}
		if len(b) > 1 {
			b = append(b, ',')
		}
		b = append(strconv.AppendQuote(b, f.name), ':')
		b = append(b, val...)
	}
	return append(b, '}'), nil
}

// UnmarshalJSON reads a record as Parse does (its errors too).
func (r *Record) UnmarshalJSON(data []byte) error {
	p, err := Parse(data)
	if err != nil {
		return err
	}
	*r = *p
	return nil
}

// Save writes the record to path atomically (internal/atomicfile), so a crash never
// leaves half a record.
func Save(path string, r *Record) error {
	data, err := Marshal(r)
	if err != nil {
		return err
	}
	return atomicfile.Write(path, data)
}
