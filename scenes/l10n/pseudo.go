package l10n

import (
	"strings"
	"unicode/utf8"
)

// plain and accented pair the ASCII letters with the pseudo-locale's look-alikes, from
// Latin-1 and Latin Extended-A, which the Go fonts draw (b, m, q, v and x have none
// there and stay as they are).
const (
	plain    = "acdefghijklnoprstuwyzACDEGHIJKLNOPRSTUWYZ"
	accented = "áçðéƒĝĥîĵķľñöþŕšţûŵýžÅÇÐÉĜĤÎĴĶĻÑÖÞŔŠŢÛŴÝŽ"
)

// accent is r's look-alike, and whether it has one.
func accent(r rune) (rune, bool) {
	i := strings.IndexRune(plain, r)
	if i < 0 {
		return r, false
	}
	for _, a := range accented {
		if i == 0 {
			return a, true
		}
		i--
	}
	return r, false
}

// padWords lengthen a pseudo-localised string, a word at a time so that it still wraps.
var padWords = []string{"ļöŕé", "ţîþš", "ðûñ", "šîţ", "áñéţ", "ç", "öñé", "ţŵö"}

// Pseudolocalize is s as the pseudo-locale shows it: its letters accented, inside
// [ and ], with words added after it so that it is at least 40% longer (counting
// characters), its %-verbs (%s, %d, %[2]s, %%, %5.1f) and line breaks left as they are.
func Pseudolocalize(s string) string {
	if s == "" {
		return s
	}
	var b strings.Builder
	b.WriteString("[")
	letters := 0
	for i := 0; i < len(s); {
		if s[i] == '%' {
			j := verbEnd(s, i)
			b.WriteString(s[i:j])
			i = j
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if a, ok := accent(r); ok {
			b.WriteRune(a)
			letters++
		} else {
			b.WriteRune(r)
		}
		i += n
	}
	want := (utf8.RuneCountInString(s)*2 + 4) / 5 // 40%, rounded up
	pad := 0
	for w := 0; pad < want-2; w++ {
		// The brackets count towards the 40%.
		word := padWords[w%len(padWords)]
		b.WriteString(" ")
		b.WriteString(word)
		pad += 1 + utf8.RuneCountInString(word)
	}
	b.WriteString("]")
	return b.String()
}

// verbEnd is where the %-verb starting at s[i] ends: after its flags, argument index,
// width, precision and verb letter.
func verbEnd(s string, i int) int {
	j := i + 1
	for j < len(s) && strings.IndexByte("+-# 0123456789.[]*", s[j]) >= 0 {
		j++
	}
	if j < len(s) {
		_, n := utf8.DecodeRuneInString(s[j:])
		j += n
	}
	return j
}
