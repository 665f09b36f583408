package tricard

import (
	"testing"

	"parlor/internal/fuzzcheck"
)

// FuzzParse: any text is a Triples card that prints back to itself, or a short error
// naming the token.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"RH5+2", "GC3", "bs1", "YT5", "PQ4", "RH4+2", "XH1", "RZ1", "RH6", "", "RH5+", "GC3 BS1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fuzzcheck.RoundTrip(t, s, Parse, Card.String)
		if cs, err := ParseList(s); err != nil {
			fuzzcheck.Message(t, s, err)
		} else {
			for _, c := range cs {
				if !c.Valid() {
					t.Fatalf("%q gave the invalid card %v", s, c)
				}
			}
		}
	})
}
