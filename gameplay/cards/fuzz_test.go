package cards

import (
	"testing"

	"parlor/internal/fuzzcheck"
)

// FuzzParse: any text is a card that prints back to itself, or a short error naming the
// token; a list parses card by card.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"10H", "AS", "qc", "T D", "1H", "10", "", "KX", "AS,2C 3D", "\x00", "ÀS", "10HH", " 7h "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fuzzcheck.RoundTrip(t, s, Parse, Card.String)
		fuzzcheck.List(t, s, ParseList, Card.Valid)
	})
}
