package clip

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestQuoteKeepsShortTokensAsPercentQ(t *testing.T) {
	for _, s := range []string{"", "2C", "bad \"x\"", strings.Repeat("a", MaxToken)} {
		if got, want := Quote(s), strconvQuote(s); got != want {
			t.Errorf("Quote(%q) = %s, want %s", s, got, want)
		}
	}
}

func strconvQuote(s string) string { return `"` + strings.ReplaceAll(s, `"`, `\"`) + `"` }

func TestQuoteCutsALongTokenAndGivesItsLength(t *testing.T) {
	got := Quote(strings.Repeat("Z", 10<<20))
	if want := `"` + strings.Repeat("Z", MaxToken) + `"… (10485760 bytes)`; got != want {
		t.Fatalf("got %s", got)
	}
	// A cut never splits a character.
	s := strings.Repeat("é", 100)
	if got := Prefix(s, 41); !utf8.ValidString(got) || len(got) != 40 {
		t.Fatalf("Prefix split a character: %q", got)
	}
}

func TestLine(t *testing.T) {
	if got := Line("short", 10); got != "short" {
		t.Fatal(got)
	}
	got := Line(strings.Repeat("x", 100), 20)
	if len(got) > 20 || !strings.HasSuffix(got, "…") {
		t.Fatalf("%q (%d bytes)", got, len(got))
	}
}
