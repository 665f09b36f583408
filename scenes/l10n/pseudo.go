package l10n

import (
	"strings"
	"unicode/utf8"
)

// accents are the pseudo-locale's look-alikes of the ASCII letters, from Latin-1 and
// Latin Extended-A, which the Go fonts draw (b, m, q, v and x have none there and stay).
var accents = map[rune]rune{
	'a': 'á', 'c': 'ç', 'd': 'ð', 'e': 'é', 'f': 'ƒ', 'g': 'ĝ', 'h': 'ĥ', 'i': 'î', 'j': 'ĵ',
	'k': 'ķ', 'l': 'ľ', 'n': 'ñ', 'o': 'ö', 'p': 'þ', 'r': 'ŕ', 's': 'š', 't': 'ţ', 'u': 'û',
	'w': 'ŵ', 'y': 'ý', 'z': 'ž',
	'A': 'Å', 'C': 'Ç', 'D': 'Ð', 'E': 'É', 'G': 'Ĝ', 'H': 'Ĥ', 'I': 'Î', 'J': 'Ĵ', 'K': 'Ķ',
	'L': 'Ļ', 'N': 'Ñ', 'O': 'Ö', 'P': 'Þ', 'R': 'Ŕ', 'S': 'Š', 'T': 'Ţ', 'U': 'Û', 'W': 'Ŵ',
	'Y': 'Ý', 'Z': 'Ž',
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
		if a, ok := accents[r]; ok {
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
