// Package fuzzcheck holds the properties every parser's fuzz target checks (imported by
// tests only): bad input gives a short one-line error naming it, never a panic, and
// what parses prints back to text that parses to the same value.
package fuzzcheck

import (
	"strings"
	"testing"
)

// MaxMessage bounds an error message about bad input (bytes): the bad token is named by
// its first bytes (internal/clip), never copied whole.
const MaxMessage = 600

// Message fails t unless err's message is one line of at most MaxMessage bytes.
func Message(t testing.TB, input string, err error) {
	t.Helper()
	msg := err.Error()
	if msg == "" || strings.ContainsAny(msg, "\n\r") || len(msg) > MaxMessage {
		t.Fatalf("input %.80q: the error is not one short line (%d bytes): %.300q", input, len(msg), msg)
	}
}

// RoundTrip parses text; an error must be a short line (Message); a value must print
// (format) to text that parses back to the same value, and print the same again.
func RoundTrip[T comparable](t testing.TB, text string, parse func(string) (T, error), format func(T) string) {
	t.Helper()
	v, err := parse(text)
	if err != nil {
		Message(t, text, err)
		return
	}
	printed := format(v)
	back, err := parse(printed)
	if err != nil {
		t.Fatalf("%.80q parsed as %v, whose text %q does not parse: %v", text, v, printed, err)
	}
	if back != v || format(back) != printed {
		t.Fatalf("%.80q parsed as %v, printed %q, read back as %v", text, v, printed, back)
	}
}

// List parses text as a list with parse: an error must be a short line (Message), and
// every value of a list must be valid.
func List[T any](t testing.TB, text string, parse func(string) ([]T, error), valid func(T) bool) {
	t.Helper()
	vs, err := parse(text)
	if err != nil {
		Message(t, text, err)
		return
	}
	for _, v := range vs {
		if !valid(v) {
			t.Fatalf("%q gave the invalid value %v", text, v)
		}
	}
}

// Moves is the fuzz target of a game's move notation: any text, read for any seat that
// can be to move (0..seats-1) or for -1 (nobody), is a move that prints back to itself
// (RoundTrip), or a short error naming what is wrong. seeds are tried for seats 0 and 2.
func Moves[M comparable](f *testing.F, seats int, seeds []string, parse func(seat int, text string) (M, error), format func(M) string) {
	for _, s := range seeds {
		f.Add(0, s)
		f.Add(2, s)
	}
	f.Add(-1, "draw")
	f.Fuzz(func(t *testing.T, seat int, text string) {
		n := seats + 1
		seat = (seat%n+n)%n - 1 // -1..seats-1
		RoundTrip(t, text, func(s string) (M, error) { return parse(seat, s) }, format)
	})
}
