package cards

import (
	"fmt"
	"strings"
)

// Generic list notation, shared by every card type of Parlor (the French Card here, the
// Third Wheel and Triples cards in their packages): tokens separated by spaces, tabs,
// newlines or commas; printed separated by single spaces.

// ParseListOf reads tokens separated by spaces or commas with parse, in order. An empty
// string gives an empty list; the first bad token stops it with parse's error.
func ParseListOf[T any](s string, parse func(string) (T, error)) ([]T, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\n' })
	out := make([]T, 0, len(fields))
	for _, f := range fields {
		c, err := parse(f)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// FormatOf prints each value's notation, separated by single spaces: "7H 8H 9H KS".
func FormatOf[T fmt.Stringer](cs []T) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// StringsOf prints each value's notation; an empty list gives an empty, non-nil slice
// (so it encodes as [] in JSON).
func StringsOf[T fmt.Stringer](cs []T) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// UnmarshalTextOf reads a card's notation from b into *dst with parse; HiddenText ("??")
// gives the zero T, a face-down card. On an error (parse's) *dst is left as it was.
func UnmarshalTextOf[T any](dst *T, b []byte, parse func(string) (T, error)) error {
	var v T
	if string(b) != HiddenText {
		var err error
		if v, err = parse(string(b)); err != nil {
			return err
		}
	}
	*dst = v
	return nil
}
