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
		fuzzcheck.List(t, s, ParseList, Card.Valid)
	})
}
