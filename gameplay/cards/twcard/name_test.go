package twcard

import (
	"strings"
	"testing"
)

// TestNamesSayTheSuitInThePlural: every suit card's name reads "N of hearts/flowers/
// rings/discos", the same words the table, the hints and the refusals use.
func TestNamesSayTheSuitInThePlural(t *testing.T) {
	for _, s := range Suits {
		for r := 1; r <= 13; r++ {
			c := NewCard(r, s)
			name := c.Name()
			if !strings.HasSuffix(name, " of "+s.Plural()) || !strings.HasSuffix(s.Plural(), "s") {
				t.Errorf("%v: name %q", c, name)
			}
		}
	}
	if got := NewCard(5, Ring).Name(); got != "5 of rings" {
		t.Errorf("5R is %q, want \"5 of rings\"", got)
	}
}
