package l10n

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// use puts l on for the test, and English back after it.
func use(t *testing.T, l Lang) {
	t.Helper()
	Set(l)
	t.Cleanup(func() { Set(En) })
}

// TestParse: codes as people and systems write them; a bad one names the languages.
func TestParse(t *testing.T) {
	for in, want := range map[string]Lang{
		"en": En, "nl": Nl, "NL": Nl, "nl-BE": Nl, "nl_NL.UTF-8": Nl, "de_DE@euro": De,
		" fr ": Fr, "es-419": Es, "pseudo": Pseudo, "en-XA": Pseudo, "en_US.UTF-8": En,
	} {
		if l, err := Parse(in); err != nil || l != want {
			t.Errorf("Parse(%q) = %v, %v; want %v", in, l, err, want)
		}
	}
	for _, bad := range []string{"", "xx", "tlh", "nld", "n", strings.Repeat("q", 500), "\x00"} {
		l, err := Parse(bad)
		if err == nil || l != En || !strings.Contains(err.Error(), "en, nl, de, fr, es or pseudo") {
			t.Errorf("Parse(%q) = %v, %v; want an error naming the languages", bad, l, err)
		}
		if len(err.Error()) > 120 {
			t.Errorf("Parse(%q): error %d bytes long", bad, len(err.Error()))
		}
	}
	for _, l := range append(Langs[:], Pseudo) {
		if back, err := Parse(l.Code()); err != nil || back != l {
			t.Errorf("%v: code %q reads back as %v, %v", l, l.Code(), back, err)
		}
	}
}

// TestFromEnv: LC_ALL, then LC_MESSAGES, then LANG decide; C and unknown languages are
// English; GNU's LANGUAGE list comes first when the locale is not C.
func TestFromEnv(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want Lang
	}{
		{map[string]string{"LANG": "de_DE.UTF-8"}, De},
		{map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}, Fr},
		{map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR", "LC_ALL": "es_ES.UTF-8"}, Es},
		{map[string]string{"LANG": "nl_BE.UTF-8", "LANGUAGE": "fy:de"}, De},
		{map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "nl"}, En},
		{map[string]string{"LANG": "ja_JP.UTF-8"}, En},
		{map[string]string{"LC_ALL": "POSIX", "LANG": "nl_NL"}, En},
		{map[string]string{}, En},
	} {
		if got := FromEnv(func(k string) string { return tc.env[k] }); got != tc.want {
			t.Errorf("FromEnv(%v) = %v, want %v", tc.env, got, tc.want)
		}
	}
	if got := FromList([]string{"ja", "pt-BR", "es-MX", "de"}); got != Es {
		t.Errorf("FromList = %v, want es", got)
	}
	if got := FromList(nil); got != En {
		t.Errorf("FromList(nil) = %v", got)
	}
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "fr_CA.UTF-8")
	t.Setenv("LANGUAGE", "")
	if System() != Fr || Choose("", "") != Fr || Choose("", "nl") != Nl || Choose("de", "nl") != De || Choose("", "bogus") != Fr {
		t.Errorf("System %v; Choose: %v %v %v %v", System(), Choose("", ""), Choose("", "nl"), Choose("de", "nl"), Choose("", "bogus"))
	}
}

// TestPlural: the form for the count, by CLDR's rules, in English, Dutch and French
// (where 0 takes the singular).
func TestPlural(t *testing.T) {
	for _, tc := range []struct {
		l    Lang
		n    int
		want string
	}{
		{En, 1, "1 trick"}, {En, 2, "2 tricks"}, {En, 0, "0 tricks"},
		{Nl, 1, "1 slag"}, {Nl, 2, "2 slagen"}, {Nl, 0, "0 slagen"},
		{De, 1, "1 Stich"}, {De, 5, "5 Stiche"},
		{Fr, 0, "0 pli"}, {Fr, 1, "1 pli"}, {Fr, 2, "2 plis"},
		{Es, 1, "1 baza"}, {Es, 3, "3 bazas"},
	} {
		Set(tc.l)
		if got := Plural("%d tricks", tc.n); got != tc.want {
			t.Errorf("%v: Plural(%d tricks) = %q, want %q", tc.l, tc.n, got, tc.want)
		}
	}
	use(t, Nl)
	if got := Plural("%d rounds", 1); got != "1 ronde" {
		t.Errorf("nl: %q", got)
	}
	if got := Plural("%d apples", 3); got != "3 apples" {
		t.Errorf("a message no catalogue has: %q", got)
	}
}

// TestT: a message in the language on, English when no catalogue has it, and kept: a
// label drawn every frame allocates nothing after its first.
func TestT(t *testing.T) {
	use(t, Nl)
	if got := T("Seat %s · %s", "2", "Basil"); got != "Plaats 2 · Basil" {
		t.Errorf("nl: %q", got)
	}
	if got := T("Not translated %s", "x"); got != "Not translated x" {
		t.Errorf("fallback: %q", got)
	}
	Set(De)
	if got := T("Settings"); got != "Einstellungen" {
		t.Errorf("de: %q", got)
	}
	Set(En)
	if got := T("Settings"); got != "Settings" {
		t.Errorf("en: %q", got)
	}
	name := "Cleo"
	if n := testing.AllocsPerRun(100, func() { _ = T("Seat %s · %s", "3", name) }); n != 0 {
		t.Errorf("a kept text allocates %v times", n)
	}
}

// TestPseudo: every string is accented and at least 1.35 times as long, its %-verbs
// and line breaks as they were.
func TestPseudo(t *testing.T) {
	verb := regexp.MustCompile(`%(?:\[\d+\])?[-+# 0]*\d*(?:\.\d+)?[a-zA-Z%]`)
	for _, s := range []string{"OK", "Start", "Seat %s · %s", "100%% done", "%[2]s took %[1]d tricks",
		"Score %5.1f\nnext line", "How many seats at the table (%s–%s)", "A", "✓"} {
		p := Pseudolocalize(s)
		if !slices.Equal(verb.FindAllString(p, -1), verb.FindAllString(s, -1)) {
			t.Errorf("%q → %q: verbs %q, want %q", s, p, verb.FindAllString(p, -1), verb.FindAllString(s, -1))
		}
		if n, m := utf8.RuneCountInString(p), utf8.RuneCountInString(s); float64(n) < 1.35*float64(m) {
			t.Errorf("%q → %q: %d characters, want at least %.1f", s, p, n, 1.35*float64(m))
		}
		if strings.Count(p, "\n") != strings.Count(s, "\n") {
			t.Errorf("%q → %q: line breaks changed", s, p)
		}
	}
	if p := Pseudolocalize("Start"); !strings.Contains(p, "Šţáŕţ") {
		t.Errorf("not accented: %q", p)
	}
	use(t, Pseudo)
	if got := T("Seat %s · %s", "2", "Basil"); !strings.Contains(got, "Šéáţ 2 · Basil") {
		t.Errorf("pseudo T: %q", got)
	}
	if got := Plural("%d tricks", 7); !strings.Contains(got, "7 ţŕîçķš") {
		t.Errorf("pseudo Plural: %q", got)
	}
}

// TestCatalogues: each catalogue reads, Dutch, German, French and Spanish hold the same
// messages, every translation keeps its message's %-verbs, and every message the
// scenes and commands pass to T or Plural as a literal is in each of them.
func TestCatalogues(t *testing.T) {
	if err := CatalogueErr(); err != nil {
		t.Fatal(err)
	}
	verbs := func(s string) []string {
		v := regexp.MustCompile(`%(?:\[\d+\])?[-+# 0]*\d*(?:\.\d+)?[a-zA-Z%]`).FindAllString(s, -1)
		slices.Sort(v)
		return v
	}
	nl, _ := Catalogue(Nl)
	for _, l := range Langs[1:] {
		m, err := Catalogue(l)
		if err != nil {
			t.Fatal(err)
		}
		for k, e := range m {
			if _, ok := nl[k]; !ok {
				t.Errorf("%v has %q, Dutch does not", l, k)
			}
			forms := e.Forms
			if forms == nil {
				forms = map[string]string{"": e.One}
			}
			for f, s := range forms {
				if !slices.Equal(verbs(s), verbs(k)) || strings.TrimSpace(s) == "" {
					t.Errorf("%v: %q (%s) is %q: verbs %q, want %q", l, k, f, s, verbs(s), verbs(k))
				}
			}
		}
		for k := range nl {
			if _, ok := m[k]; !ok {
				t.Errorf("%v lacks %q", l, k)
			}
		}
	}
	used := regexp.MustCompile(`l10n\.(?:T|Plural)\(\s*("(?:[^"\\\n]|\\.)*")`)
	n := 0
	for _, root := range []string{"..", "../../cmd"} {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return err
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			for _, m := range used.FindAllStringSubmatch(string(b), -1) {
				k, err := strconv.Unquote(m[1])
				if err != nil {
					t.Errorf("%s: %s: %v", p, m[1], err)
					continue
				}
				n++
				for _, l := range Langs[1:] {
					if c, _ := Catalogue(l); c[k].One == "" && c[k].Forms == nil {
						t.Errorf("%s: %q is in no %v catalogue", p, k, l)
					}
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if n < 50 {
		t.Errorf("found %d messages in the scenes: the search is broken", n)
	}
}

// TestGlyphs: the Go fonts (Regular and Bold, assets) draw every character of every
// catalogue and of the pseudo-locale.
func TestGlyphs(t *testing.T) {
	var fonts []*sfnt.Font
	for _, ttf := range [][]byte{goregular.TTF, gobold.TTF} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		fonts = append(fonts, f)
	}
	var b sfnt.Buffer
	check := func(where, s string) {
		for _, r := range s {
			if r == '\n' || r == ' ' {
				continue
			}
			for _, f := range fonts {
				if g, err := f.GlyphIndex(&b, r); err != nil || g == 0 {
					t.Errorf("%s: the Go fonts have no %q (U+%04X) in %q", where, r, r, s)
					return
				}
			}
		}
	}
	en := map[string]bool{}
	for _, l := range Langs[1:] {
		m, _ := Catalogue(l)
		for k, e := range m {
			en[k] = true
			check(l.Code(), e.One)
			for _, s := range e.Forms {
				check(l.Code(), s)
			}
		}
	}
	for k := range en {
		check("pseudo", Pseudolocalize(k))
	}
	for _, l := range Langs {
		check("name", l.Name())
	}
	// The numbers, lists and dates of each language (format.go).
	for _, l := range append(Langs[:], Pseudo) {
		use(t, l)
		s := Int(-1234567) + Decimal(-1234.5) + Percent(45) + List([]string{"a", "b"})
		for m := time.January; m <= time.December; m++ {
			s += DateTime(time.Date(2026, m, 3, 15, 4, 0, 0, time.UTC))
		}
		check("format "+l.Code(), s)
	}
}

// TestPluralRules: PluralForm agrees with CLDR's cardinal rules as golang.org/x/text's
// feature/plural holds them, for every language and a spread of whole numbers.
func TestPluralRules(t *testing.T) {
	names := map[plural.Form]string{plural.Other: "other", plural.Zero: "zero", plural.One: "one",
		plural.Two: "two", plural.Few: "few", plural.Many: "many"}
	ns := []int{0, 1, 2, 3, 5, 11, 21, 101, 1000, 1_000_000, 2_000_000, 1_000_001, 1_500_000, 10_000_000}
	for n := range 200 {
		ns = append(ns, n)
	}
	for _, l := range Langs {
		for _, n := range ns {
			if got, want := l.PluralForm(n), names[plural.Cardinal.MatchPlural(language.MustParse(l.Code()), n, 0, 0, 0, 0)]; got != want {
				t.Errorf("%v: PluralForm(%d) = %s, CLDR says %s", l, n, got, want)
			}
		}
	}
}

// TestPacked: catalog/packed.json.gz, which the game embeds, is the catalogues as they
// are in catalog/CODE.json (else: go generate ./scenes/l10n).
func TestPacked(t *testing.T) {
	want, err := Pack(func(code string) ([]byte, error) {
		return os.ReadFile(filepath.Join("catalog", code+".json"))
	})
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(strings.NewReader(packed))
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("catalog/packed.json.gz is not the catalogues in catalog/*.json: run go generate ./scenes/l10n")
	}
}

// TestCtx: a message with two meanings is looked up by its context's key, shown as
// the English in English and pseudo-localised in the pseudo-locale.
func TestCtx(t *testing.T) {
	t.Cleanup(func() { Set(En) })
	for _, tc := range []struct {
		l          Lang
		ctx, plain string
	}{{En, "Play", "Play"}, {Nl, "Speel", "Leg"}, {De, "Abspielen", "Legen"}, {Pseudo, Pseudolocalize("Play"), Pseudolocalize("Play")}} {
		Set(tc.l)
		if got := Ctx("replay", "Play"); got != tc.ctx {
			t.Errorf("%v: Ctx(replay, Play) = %q, want %q", tc.l, got, tc.ctx)
		}
		if got := T("Play"); got != tc.plain {
			t.Errorf("%v: T(Play) = %q, want %q", tc.l, got, tc.plain)
		}
	}
}
