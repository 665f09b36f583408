// Package words makes the small agreements of English that every message to a player
// needs: a count with its noun ("1 point", "2 points"), the article before a word ("an
// 8", "a 9", "an 11", "an ace") and a name's possessive ("Cleo's", and "your" for the
// viewer, who is "You"). Every game's words and every screen use these, so that no
// message says "1 points", "a 8" or "You's".
package words

import (
	"strconv"
	"strings"
)

// irregular are the plurals of the nouns the games use that do not just add "s".
var irregular = map[string]string{
	"match": "matches", "pass": "passes", "box": "boxes", "branch": "branches", "loss": "losses", "person": "people",
}

// Irregular is noun's plural when it is not noun+"s" ("branch" → "branches"); ok is
// false for a regular noun. (For callers that build noun+"s" without allocating.)
func Irregular(noun string) (plural string, ok bool) {
	plural, ok = irregular[noun]
	return plural, ok
}

// Plural is noun's plural form: an "s" added, or the irregular form ("match" →
// "matches"). A noun already plural comes back unchanged only if the caller passes it so.
func Plural(noun string) string {
	if p, ok := irregular[noun]; ok {
		return p
	}
	return noun + "s"
}

// Noun is noun as it agrees with n: the singular for exactly 1 (and -1), the plural
// (Plural) for every other number, 0 included ("0 points").
func Noun(n int, noun string) string {
	if n == 1 || n == -1 {
		return noun
	}
	return Plural(noun)
}

// Count is n and its noun agreeing: Count(1, "point") is "1 point", Count(0, "trick")
// "0 tricks", Count(3, "match") "3 matches".
func Count(n int, noun string) string { return strconv.Itoa(n) + " " + Noun(n, noun) }

// Article is "a" or "an" for the word that follows, by its sound: "an" before a vowel
// sound ("an ace", "an 8", "an 11", "an 18", "an 80", "an 8,000", "an 11th"), "a"
// before a consonant sound ("a 9", "a 1", "a 100", "a one", "a unit", "a user").
// Numbers are read as spoken: those that start with "eight" and those whose spoken form
// starts with "eleven" or "eighteen" (11, 18, 11,000, 18,500, …). An empty word gets "a".
func Article(word string) string {
	w := strings.TrimLeft(word, "\"'(‘“")
	if w == "" {
		return "a"
	}
	if w[0] >= '0' && w[0] <= '9' {
		return numberArticle(w)
	}
	lw := strings.ToLower(w)
	for _, p := range []string{"one", "once", "uni", "use", "usu", "uti", "eu", "ewe", "u-"} {
		if strings.HasPrefix(lw, p) {
			return "a"
		}
	}
	for _, p := range []string{"hour", "honest", "honour", "honor", "heir"} {
		if strings.HasPrefix(lw, p) {
			return "an"
		}
	}
	if strings.ContainsRune("aeiou", rune(lw[0])) {
		return "an"
	}
	return "a"
}

// numberArticle is Article for a word starting with a digit: its leading digits (with
// thousands separators dropped) are read as a number.
func numberArticle(w string) string {
	digits := make([]byte, 0, len(w))
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= '0' && c <= '9' {
			digits = append(digits, c)
		} else if c != ',' || i+1 == len(w) || w[i+1] < '0' || w[i+1] > '9' {
			break
		}
	}
	if digits[0] == '8' {
		return "an"
	}
	// 11 and 18 in the lead group of three: eleven, eighteen (thousand, million, …).
	if len(digits)%3 == 2 && (string(digits[:2]) == "11" || string(digits[:2]) == "18") {
		return "an"
	}
	return "a"
}

// A is word with its article: A("8") is "an 8", A("9 of rings") "a 9 of rings".
func A(word string) string { return Article(word) + " " + word }

// Possessive is name's possessive: "your" for the viewer, whom the table calls "You"
// (so never "You's"), otherwise name+"'s" ("Cleo's", "James's"). It is lower case for
// "You" in the middle of a sentence; Capital makes it start one.
func Possessive(name string) string {
	if name == "You" || name == "you" {
		return "your"
	}
	return name + "'s"
}

// Capital is s with its first letter upper case ("your" → "Your").
func Capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// List joins items as a sentence lists them: "a", "a and b", "a, b and c" ("" for
// none).
func List(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// Ordinal is the place n in English: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 112th.
func Ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(n) + suffix
}
