package l10n

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode"
)

// The register each catalogue speaks to the player in: French "vous" (as French games
// and apps do), German "du", Dutch "je", Spanish "tú". A catalogue written by several
// people drifts; TestRegister catches a message that addresses the player the other way,
// TestRulesRegister a line of a game's rules screen (scenes/<game>/rules.<lang>.md).
// Imperatives ("Attends", "Wählen Sie" aside) are not detected: the pronouns and
// possessives are.

// registerException is a word the check would take for an address to the player that is
// not one, with the reason: language code, English key, word.
type registerException struct{ lang, key, word string }

var registerExceptions = map[registerException]string{
	{"de", "Click your 5 of flowers: it matches the 5 of hearts (same rank).", "Sie"}: "" +
		"\"Sie passt\": it (the card, die 5) matches; capital after the colon as a sentence",
	{"de", "Those three cards are not a triple: their colours are neither all the same nor all different", "Ihre"}: "" +
		"\"Ihre Farben\": their colours; capital after the colon as a sentence",
	{"de", "Welcome to Third Wheel! Basil and Cleo are the Duo: their cards add to a shared score, and they win on exactly 100. You are the Third Wheel: take their cards back until the deck runs out.", "Ihre"}: "" +
		"\"Ihre Karten\": Basil's and Cleo's cards; capital after the colon as a sentence",
}

// registerWord is a word of s and where it starts.
type registerWord struct {
	w  string
	at int
}

var (
	registerWordRE = regexp.MustCompile(`\p{L}+['’]?`) // a word, with an elision's apostrophe
	lowerNextRE    = regexp.MustCompile(`^ \p{Ll}`)    // a lower-case word follows
)

// registerWords splits s into words of letters, keeping a French elision's apostrophe
// ("t'"); hyphens split ("dépêche-toi" gives "toi").
func registerWords(s string) []registerWord {
	var out []registerWord
	for _, m := range registerWordRE.FindAllStringIndex(s, -1) {
		out = append(out, registerWord{s[m[0]:m[1]], m[0]})
	}
	return out
}

// sentenceStart reports whether the word at i begins s or a sentence of it (after . ! ?).
func sentenceStart(s string, i int) bool {
	before := strings.TrimRightFunc(s[:i], func(r rune) bool { return unicode.IsSpace(r) || r == '¡' || r == '¿' || r == '"' || r == '«' })
	return before == "" || strings.ContainsAny(before[len(before)-1:], ".!?")
}

// otherRegister lists the words of s that address the player in l's other register.
func otherRegister(l Lang, s string) []string {
	var found []string
	for _, w := range registerWords(s) {
		lower := strings.ToLower(strings.TrimRight(w.w, "'’"))
		switch l {
		case Fr: // tu, te, ton, ta, tes, toi, t'
			switch {
			case strings.HasSuffix(w.w, "'") || strings.HasSuffix(w.w, "’"):
				if lower == "t" {
					found = append(found, w.w)
				}
			case lower == "tu" || lower == "te" || lower == "ton" || lower == "ta" || lower == "tes" || lower == "toi":
				found = append(found, w.w)
			}
		case De: // Sie, Ihr, Ihre, …, Ihnen, capitalised (a sentence's first Sie may be "they")
			switch w.w {
			case "Ihr", "Ihre", "Ihren", "Ihrem", "Ihrer", "Ihres", "Ihnen":
				found = append(found, w.w)
			case "Sie":
				if !sentenceStart(s, w.at) {
					found = append(found, w.w)
				}
			}
		case Nl: // u, uw; a capital U only before a lower-case word ("U bent"), not the U key
			rest := s[w.at+len(w.w):]
			switch {
			case w.w == "u" || lower == "uw":
				found = append(found, w.w)
			case w.w == "U" && lowerNextRE.MatchString(rest):
				found = append(found, w.w)
			}
		case Es: // usted, ustedes
			if lower == "usted" || lower == "ustedes" {
				found = append(found, w.w)
			}
		}
	}
	return found
}

// TestRegister: no message of a catalogue addresses the player in the other register,
// but for the listed exceptions, each of which is still needed.
func TestRegister(t *testing.T) {
	used := map[registerException]bool{}
	for _, l := range []Lang{Nl, De, Fr, Es} {
		m, err := Catalogue(l)
		if err != nil {
			t.Fatal(err)
		}
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			e := m[k]
			forms := e.Forms
			if forms == nil {
				forms = map[string]string{"": e.One}
			}
			for _, s := range forms {
				for _, w := range otherRegister(l, s) {
					x := registerException{l.Code(), k, w}
					if registerExceptions[x] != "" {
						used[x] = true
						continue
					}
					t.Errorf("%v: %q is %q: %q addresses the player the other way", l, k, s, w)
				}
			}
		}
	}
	for x := range registerExceptions {
		if !used[x] {
			t.Errorf("exception %v is no longer needed: remove it", x)
		}
	}
}

// TestOtherRegister: the check finds what it should and lets pass what it should.
func TestOtherRegister(t *testing.T) {
	for _, tc := range []struct {
		l    Lang
		s    string
		want string
	}{
		{Fr, "Attends ton tour\u00a0: tu joues ensuite.", "ton tu"},
		{Fr, "Dépêche-toi, il t'attend.", "toi t'"},
		{Fr, "Attendez votre tour\u00a0: %s joue. Tapez la touche T.", ""},
		{Fr, "Le mort entame\u00a0; il a été battu.", ""},
		{De, "Wählen Sie Ihre Karte.", "Sie Ihre"},
		{De, "Geben Sie Ihnen nichts.", "Sie Ihnen"},
		{De, "Sie spielen. Basil und Cleo: sie gewinnen.", ""},
		{Nl, "Kies uw kaart als u klaar bent.", "uw u"},
		{Nl, "U bent aan de beurt.", "U"},
		{Nl, "Toetsen: K, U, H, P.", ""},
		{Es, "Elija una carta, usted juega.", "usted"},
		{Es, "Basil juega su carta; elige la tuya.", ""},
	} {
		if got := strings.Join(otherRegister(tc.l, tc.s), " "); got != tc.want {
			t.Errorf("%v %q: found %q, want %q", tc.l, tc.s, got, tc.want)
		}
	}
}

// rulesMarkRE is a Markdown line's lead (a heading's #, a list's - or 1.), which is no
// sentence's end.
var rulesMarkRE = regexp.MustCompile(`^\s*(#+|[-*>]|\d+\.)\s+`)

// rulesException is a word of a rules screen (../<game>/rules.<lang>.md) the check would
// take for an address to the player that is not one: the file, a phrase of its line that
// holds the word, and the word.
type rulesException struct{ file, phrase, word string }

var rulesExceptions = map[rulesException]string{
	{"../thirdwheel/rules.de.md", "Ihr Wert kommt", "Ihr"}: "" +
		"\"Ihr Wert\": the card's value, at a sentence's start",
	{"../triples/rules.de.md", "Ihre Ecke zeigt", "Ihre"}: "" +
		"\"Ihre Ecke\": the card's corner; capital after the colon as a sentence",
	{"../triples/rules.de.md", "Sie endet dort", "Sie"}: "" +
		"\"Sie endet\": it (the round, die Runde) ends; capital after the colon as a sentence",
}

// rulesExcepted returns the exception that lets word w of line through in file f.
func rulesExcepted(f, line, w string) (rulesException, bool) {
	for x := range rulesExceptions {
		if x.file == f && x.word == w && strings.Contains(line, x.phrase) {
			return x, true
		}
	}
	return rulesException{}, false
}

// TestRulesRegister: the rules screens the games embed (scenes/<game>/rules.<lang>.md)
// speak to the player in the same register as the catalogues: each line, each cell of a
// key or option table, is checked as a message is.
func TestRulesRegister(t *testing.T) {
	files, err := filepath.Glob("../*/rules.*.md")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no rules files under ../*/rules.*.md")
	}
	used := map[rulesException]bool{}
	for _, f := range files {
		code := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "rules."), ".md")
		l, err := Parse(code)
		if err != nil {
			t.Errorf("%s: language %q: %v", f, code, err)
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for n, line := range strings.Split(string(b), "\n") {
			for _, cell := range strings.Split(line, " | ") {
				cell = rulesMarkRE.ReplaceAllString(cell, "")
				for _, w := range otherRegister(l, cell) {
					if x, ok := rulesExcepted(filepath.ToSlash(f), line, w); ok {
						used[x] = true
						continue
					}
					t.Errorf("%s:%d: %q addresses the player the other way: %s", f, n+1, w, cell)
				}
			}
		}
	}
	for x := range rulesExceptions {
		if !used[x] {
			t.Errorf("rules exception %v is no longer needed: remove it", x)
		}
	}
}
