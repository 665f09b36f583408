package twcard

import (
	"testing"

	"parlor/internal/fuzzcheck"
)

// FuzzParse: any text is a Third Wheel card that prints back to itself, or a short error
// naming the token.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"12R", "1H", "13d", "W", "hike", "SILENCE", "TALK", "ROOM", "0H", "14F", "", "1X", "12R,W"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fuzzcheck.RoundTrip(t, s, Parse, Card.String)
		fuzzcheck.List(t, s, ParseList, Card.Valid)
	})
}
