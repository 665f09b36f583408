package prefs

import (
	"testing"

	"parlor/internal/fuzzcheck"
)

// FuzzDecode: any settings data decodes to valid settings that encode and decode back
// the same, or gives a short error (and the defaults).
func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		"{\n  \"speed\": \"fast\",\n  \"muted\": true,\n  \"fourColour\": false\n}\n", `{"speed":"SLOW"}`, `{"speed":"warp"}`,
		`{"muted":"yes"}`, `{"speed":2}`, ``, `[1,2]`, `{"speed": "fa`, `{"other":1,"fourColour":true}`, `null`,
		`{"lessons":{"troeven":{"step":3},"triples":{"done":true}}}`, `{"lessons":{"A":{}}}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Decode(data)
		if err != nil {
			fuzzcheck.Message(t, string(data), err)
			if s != Default() {
				t.Fatalf("an error with settings %+v, not the defaults", s)
			}
			return
		}
		if !s.Speed.Valid() {
			t.Fatalf("%q decoded to an invalid speed %d", data, s.Speed)
		}
		enc, err := Encode(s)
		if err != nil {
			t.Fatal(err)
		}
		if back, err := Decode(enc); err != nil || back != s {
			t.Fatalf("%+v encodes to %q, which decodes to %+v, %v", s, enc, back, err)
		}
	})
}
