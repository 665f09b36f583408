// Package clip keeps what error messages echo of bad input short: a 10 MB token in a
// game record or on a command line is named by its first bytes and its length, never
// copied whole into the message.
package clip

import (
	"strconv"
	"unicode/utf8"
)

// MaxToken is how many bytes of a token Quote shows.
const MaxToken = 40

// Quote is s in Go quotes (as %q prints it) when it is at most MaxToken bytes long; a
// longer s is cut at a character boundary and shown as its first bytes quoted,
// followed by "… (N bytes)".
func Quote(s string) string {
	if len(s) <= MaxToken {
		return strconv.Quote(s)
	}
	return strconv.Quote(Prefix(s, MaxToken)) + "… (" + strconv.Itoa(len(s)) + " bytes)"
}

// Prefix is the longest start of s that is at most n bytes and does not split a UTF-8
// character (n >= 0).
func Prefix(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	// A UTF-8 character is at most 4 bytes: step back at most 3 (bytes that are not
	// UTF-8 at all are cut at n).
	for i := 0; i < 3 && cut > 0 && !utf8.RuneStart(s[cut]); i++ {
		cut--
	}
	if !utf8.RuneStart(s[cut]) {
		cut = n
	}
	return s[:cut]
}

// Line cuts a one-line message to at most n bytes (at a character boundary), ending it
// with "…" when it was cut.
func Line(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return Prefix(s, n-len("…")) + "…"
}
