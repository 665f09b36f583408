package l10n

import (
	"fmt"
	"strings"
	"sync/atomic"
)

// Lang is one of the languages Parlor speaks.
type Lang uint8

// The languages: English is the source; Pseudo is the test pseudo-locale.
const (
	En Lang = iota
	Nl
	De
	Fr
	Es
	Pseudo
)

// Langs lists the languages a player chooses among, in the settings' order (Pseudo,
// for tests, is left out; -lang pseudo chooses it).
var Langs = [...]Lang{En, Nl, De, Fr, Es}

var (
	codes = [...]string{"en", "nl", "de", "fr", "es", "pseudo"}
	// names are each language's name in itself.
	names = [...]string{"English", "Nederlands", "Deutsch", "Français", "Español", "Pseudo"}
)

// Code is the language's code as -lang and ?lang= take it ("nl").
func (l Lang) Code() string {
	if int(l) < len(codes) {
		return codes[l]
	}
	return fmt.Sprintf("Lang(%d)", uint8(l))
}

// String is the language's code.
func (l Lang) String() string { return l.Code() }

// Name is the language's name in itself ("Nederlands"), as the settings show it.
func (l Lang) Name() string {
	if int(l) < len(names) {
		return names[l]
	}
	return l.Code()
}

// CodeList is the codes Parse takes, for messages: "en, nl, de, fr, es or pseudo".
func CodeList() string {
	return strings.Join(codes[:len(codes)-1], ", ") + " or " + codes[len(codes)-1]
}

// Parse reads a language code as a person or a system writes it: "nl", "NL",
// "nl-BE", "nl_NL.UTF-8", "de_DE@euro", "pseudo" or "en-XA" (the pseudo-locale). A
// code of none of Parlor's languages is an error naming the ones there are.
func Parse(code string) (Lang, error) {
	c := strings.ToLower(strings.TrimSpace(code))
	if c == "pseudo" || c == "en-xa" || c == "en_xa" {
		return Pseudo, nil
	}
	base, _, _ := strings.Cut(c, ".") // the encoding: nl_NL.UTF-8
	base, _, _ = strings.Cut(base, "@")
	base, _, _ = strings.Cut(strings.ReplaceAll(base, "_", "-"), "-")
	for i, k := range codes[:len(codes)-1] {
		if base == k {
			return Lang(i), nil
		}
	}
	if strings.TrimSpace(code) == "" {
		return En, fmt.Errorf("no language given: want %s", CodeList())
	}
	return En, fmt.Errorf("unknown language %q: want %s", clip(code), CodeList())
}

// clip keeps a quoted bad code short.
func clip(s string) string {
	if r := []rune(s); len(r) > 24 {
		return string(r[:24]) + "…"
	}
	return s
}

// FromEnv picks the system's language from the environment as POSIX reads it:
// LC_ALL, else LC_MESSAGES, else LANG (getenv reads a variable). The first of them that
// is set decides; a language Parlor does not speak (or "C", "POSIX") is English.
// LANGUAGE's list (GNU) is tried first when the locale is not "C".
func FromEnv(getenv func(string) string) Lang {
	loc := ""
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := strings.TrimSpace(getenv(k)); v != "" {
			loc = v
			break
		}
	}
	if loc == "" || loc == "C" || loc == "POSIX" || strings.HasPrefix(loc, "C.") {
		return En
	}
	for _, c := range strings.Split(getenv("LANGUAGE"), ":") {
		if l, err := Parse(c); err == nil && c != "" {
			return l
		}
	}
	l, _ := Parse(loc)
	return l
}

// FromList picks the first language of list (a browser's navigator.languages, most
// wanted first) that Parlor speaks; English when there is none.
func FromList(list []string) Lang {
	for _, c := range list {
		if l, err := Parse(c); err == nil {
			return l
		}
	}
	return En
}

// current is the language on.
var current atomic.Uint32

// Set puts l on; every T after it speaks l (in the browser, the page's lang says l too).
func Set(l Lang) {
	if int(l) >= len(codes) {
		l = En
	}
	current.Store(uint32(l))
	showLang(l)
}

// Current is the language on (English until Set).
func Current() Lang { return Lang(current.Load()) }

// Choose is the language to speak: the command line's code when given (flag), else
// the settings' (saved), else the system's. A bad saved code is passed over; the
// command line's has been checked by Parse.
func Choose(flag, saved string) Lang {
	for _, c := range []string{flag, saved} {
		if l, err := Parse(c); err == nil && c != "" {
			return l
		}
	}
	return System()
}
