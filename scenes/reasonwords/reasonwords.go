// Package reasonwords says a game's reasons in the player's language: the sentences a
// rules core gives as match.Words (a hint's why, a review's), each its English format
// (the catalogue key, scenes/l10n) with the values apart, worded here in the language
// on: numbers as the language writes them (l10n.Int, Decimal, Percent), a count with
// its plural message ("%d points"), a seat by its name, a card by the words its table
// uses (scenes/cardwords for the French deck; a game with a deck of its own registers
// its card words, Register).
//
// A translation of a format says a French-deck card with its article: the card is
// worded by cardwords.The ("de schoppen heer", "la dame de pique"), so the English
// "Discard the %s" is "Leg %s af". A Third Wheel card comes with its article in every
// language, as in English ("the 9 of rings"); a Triples card without one ("red star 5"),
// the format saying it as in English.
package reasonwords

import (
	"fmt"
	"sync"
	"unicode"
	"unicode/utf8"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	"parlor/internal/words"
	"parlor/scenes/cardwords"
	"parlor/scenes/l10n"
)

// An Arg words an argument of a game's own kind (a card of its deck) in the language
// on; ok is false for an argument of another kind.
type Arg func(a any) (s string, ok bool)

var (
	mu   sync.Mutex
	args []Arg
)

// Register adds a game's words for its own kind of argument (from its scene package's
// init).
func Register(f Arg) {
	mu.Lock()
	defer mu.Unlock()
	args = append(args, f)
}

// Say is w in the language on, with name naming the seats it mentions by number
// (Names); "" for no words. In English it is w's own sentence (w.String()) with the
// seats named.
func Say(w match.Words, name func(seat int) string) string {
	s := say(w, name)
	if l := l10n.Current(); l != l10n.En && l != l10n.Pseudo {
		s = capital(s) // "de schoppen heer afleggen …" begins a sentence
	}
	return s
}

// say is w in the language on, as a part of a sentence.
func say(w match.Words, name func(seat int) string) string {
	if w.Format == "" {
		return ""
	}
	as := make([]any, len(w.Args))
	for i, a := range w.Args {
		as[i] = word(a, name)
	}
	if l := l10n.Current(); l == l10n.En || l == l10n.Pseudo {
		return l10n.Sprintf(w.Format, as...)
	}
	return fmt.Sprintf(Format(w.Format), as...)
}

// Context is the catalogues' context of a reason's format whose words elsewhere mean
// something else: "reason|Play the %s" is the hint's "Play the 9♣: …", where the French
// deck's card comes with its article, and "Play the %s" the move's name.
const Context = "reason|"

// Format is a reason's format in the language on: its translation in Context, else its
// own.
func Format(format string) string {
	if t := l10n.T(Context + format); t != Context+format {
		return t
	}
	return l10n.T(format)
}

// Names is how a reason names seat n, as raw gives its stored name: "you" for the
// player ("make you draw 2"), any other name as the table shows it (l10n.ShownName).
func Names(raw func(seat int) string) func(seat int) string {
	return func(n int) string {
		if s := raw(n); s != "You" {
			return l10n.ShownName(s)
		}
		return l10n.T("you")
	}
}

// word is argument a in the language on.
func word(a any, name func(int) string) string {
	switch a := a.(type) {
	case match.Words:
		return say(a, name)
	case match.SeatNo:
		if name != nil {
			return name(int(a))
		}
	case string:
		return a
	}
	lang := l10n.Current()
	if lang == l10n.En {
		return match.English(a) // the English sentence as the core says it ("4.0 points", "9♣")
	}
	switch a := a.(type) {
	case int:
		return l10n.Int(a)
	case float64:
		return l10n.Decimal(a)
	case match.Percent:
		return l10n.Percent(float64(a))
	case match.Count:
		counted := "%d " + words.Plural(a.Noun) // "%d points"
		return l10n.Plural(counted, a.N)
	case cards.Card:
		if lang == l10n.Pseudo {
			return cardwords.Name(a) // the format's own "the" stays
		}
		return cardwords.The(a)
	case cards.Suit:
		return cardwords.Suit(a)
	}
	mu.Lock()
	fs := args
	mu.Unlock()
	for _, f := range fs {
		if s, ok := f(a); ok {
			return s
		}
	}
	return match.English(a)
}

// capital is s with a capital first letter.
func capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
