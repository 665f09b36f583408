package online

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"parlor/gameplay/match"
)

// jsonish draws a text made of JSON's pieces, valid or not.
func jsonish() *rapid.Generator[string] {
	piece := rapid.SampledFrom([]string{"{", "}", "[", "]", ",", ":", `"a"`, `"é"`, `"\u00e9"`, `"\x"`, `"\"`,
		"1", "-", "0", "01", "1.5", "1.", "1e3", "2E-2", ".", "e", "true", "fals", "null", " ", "\n", `"`, `\`, "\x01"})
	return rapid.Custom(func(t *rapid.T) string {
		return strings.Join(rapid.SliceOfN(piece, 0, 12).Draw(t, "pieces"), "")
	})
}

// TestQuickValueIsValid: the quick reader takes a JSON value exactly when it is valid JSON
// (null and values nested deeper than it goes aside).
func TestQuickValueIsValid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := jsonish().Draw(t, "text")
		s := scan{b: []byte(text)}
		_, ok := s.raw()
		ok = ok && s.end()
		valid := json.Valid([]byte(text)) && !strings.HasPrefix(strings.TrimLeft(text, " \n"), "null")
		if ok != valid {
			t.Fatalf("%q: quick reader took it: %v, json.Valid: %v", text, ok, valid)
		}
	})
}

// mutate draws b with a few bytes inserted, deleted or replaced.
func mutate(t *rapid.T, b []byte) []byte {
	b = append([]byte(nil), b...)
	for range rapid.IntRange(0, 3).Draw(t, "mutations") {
		i := rapid.IntRange(0, len(b)).Draw(t, "at")
		c := rapid.SampledFrom([]byte(`{}[],:"\ 0123-.eEtrufalsn`)).Draw(t, "byte")
		switch rapid.IntRange(0, 2).Draw(t, "how") {
		case 0:
			b = append(b[:i], append([]byte{c}, b[i:]...)...)
		case 1:
			if i < len(b) {
				b = append(b[:i], b[i+1:]...)
			}
		default:
			if i < len(b) {
				b[i] = c
			}
		}
	}
	return b
}

// simple reports whether the quick reader must take the message: no escapes, and no
// number of more than 9 digits (an int field takes at most 32 bits in the quick reader).
func simple(b []byte) bool { return !strings.Contains(string(b), `\`) && !long.Match(b) }

var long = regexp.MustCompile(`[0-9]{10}`)

// TestQuickServerIsStrict: an update or ping as the server writes it, or mangled, decodes
// to what the strict decoder makes of it, with the same error or none; the common shape
// is taken by the quick reader.
func TestQuickServerIsStrict(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		str := rapid.String()
		m := ServerMsg{Type: rapid.SampledFrom([]string{TUpdate, TPing, "Update", ""}).Draw(t, "type"),
			N: rapid.IntRange(-1, 1e6).Draw(t, "n"), Legal: rapid.SliceOf(str).Draw(t, "legal"),
			Ack: rapid.Int64().Draw(t, "ack"), NeedAck: rapid.Bool().Draw(t, "need_ack"),
			Window: rapid.IntRange(0, 1<<40).Draw(t, "window"), Version: rapid.IntRange(0, 9).Draw(t, "version"),
			Clock: rapid.Int().Draw(t, "clock"), Ping: rapid.Int64().Draw(t, "ping"), At: rapid.Int64Range(0, 1e12).Draw(t, "at")}
		if rapid.Bool().Draw(t, "has to_move") {
			n := rapid.IntRange(-1, 4).Draw(t, "to_move")
			m.ToMove = &n
		}
		if rapid.Bool().Draw(t, "has rtt") {
			n := rapid.IntRange(-1, 5000).Draw(t, "rtt")
			m.RTTMs = &n
		}
		if rapid.Bool().Draw(t, "has pad") {
			m.Pad = strings.Repeat(" ", rapid.IntRange(0, 3000).Draw(t, "pad"))
		}
		if rapid.Bool().Draw(t, "has view") {
			m.View, _ = json.Marshal(map[string]any{"Hand": rapid.SliceOf(str).Draw(t, "hand"), "Turn": m.N, "X": 1.5e-3})
		}
		for _, ty := range rapid.SliceOf(str).Draw(t, "events") {
			d, _ := json.Marshal(map[string]any{"Card": ty, "Seat": []int{1, 2}})
			m.Events = append(m.Events, Event{Type: ty, Data: d})
		}
		if rapid.Bool().Draw(t, "refusal") {
			m.Code, m.Error = "stale", rapid.String().Draw(t, "error")
		}
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		var q ServerMsg
		if m.Code == "" && simple(b) && !quickServer(b, &q) {
			t.Fatalf("the quick reader left %s to the strict decoder", b)
		}
		for _, text := range [][]byte{b, mutate(t, b)} {
			var q, want ServerMsg
			if !quickServer(text, &q) {
				continue
			}
			if err := strict(text, &want); err != nil {
				t.Fatalf("%s: the quick reader took it, the strict decoder: %v", text, err)
			}
			if d := cmp.Diff(want, q); d != "" {
				t.Fatalf("%s: quick reader against strict decoder (-strict +quick):\n%s", text, d)
			}
		}
	})
}

// TestQuickClientIsStrict: the same for the client's messages (DecodeClient as a whole:
// the quick reader, or the strict decoder and its errors).
func TestQuickClientIsStrict(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := ClientMsg{Type: rapid.SampledFrom([]string{TMove, TAck, TPong, TPlan, TLeave, TJoin, "mov", ""}).Draw(t, "type"),
			ID: rapid.Int64().Draw(t, "id"), Move: rapid.String().Draw(t, "move"), Base: rapid.IntRange(0, 1e6).Draw(t, "base"),
			Window: rapid.IntRange(0, 50).Draw(t, "window"), Version: rapid.IntRange(-3, 1<<35).Draw(t, "version"),
			N: rapid.IntRange(0, 1e6).Draw(t, "n"), Ping: rapid.Int64().Draw(t, "ping"), At: rapid.Int64().Draw(t, "at")}
		if rapid.Bool().Draw(t, "has react") {
			n := rapid.IntRange(0, 5000).Draw(t, "react")
			m.ReactMs = &n
		}
		if rapid.Bool().Draw(t, "has room") {
			m.Room = "ABC123"
		}
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		var q ClientMsg
		if m.Room == "" && simple(b) && !quickClient(b, &q) {
			t.Fatalf("the quick reader left %s to the strict decoder", b)
		}
		for _, text := range [][]byte{b, mutate(t, b)} {
			got, gotErr := DecodeClient(text)
			var want ClientMsg
			wantErr := strict(text, &want)
			switch {
			case wantErr != nil && gotErr == nil:
				t.Fatalf("%s: decoded, the strict decoder: %v", text, wantErr)
			case wantErr == nil && gotErr == nil:
				if d := cmp.Diff(want, got); d != "" {
					t.Fatalf("%s: (-strict +decoded):\n%s", text, d)
				}
			case wantErr != nil && gotErr.Error() != "not a message: "+wantErr.Error():
				t.Fatalf("%s: error %v, the strict decoder's: %v", text, gotErr, wantErr)
			}
		}
	})
}

// BenchmarkDecodeUpdate is a client reading a Three-Thirteen seat's update: the strict
// decoder alone, and DecodeServer.
func BenchmarkDecodeUpdate(b *testing.B) {
	c, _ := CodecOf("threethirteen")
	st, err := c.Game().New(match.Config{Players: 3, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	view, _ := c.EncodeView(st.View(1))
	var evs []Event
	for _, e := range st.Opening() {
		if re := st.Redact(e, 1); re != nil {
			we, _ := c.EncodeEvent(re)
			evs = append(evs, we)
		}
	}
	toMove := 0
	msg, _ := json.Marshal(ServerMsg{Type: TUpdate, N: 7, Events: evs, View: view, Legal: []string{"draw stock", "draw discard"}, ToMove: &toMove})
	b.Logf("%d bytes", len(msg))
	b.Run("strict", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var m ServerMsg
			if err := strict(msg, &m); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("DecodeServer", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := DecodeServer(msg); err != nil {
				b.Fatal(err)
			}
		}
	})
}
