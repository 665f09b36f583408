package l10n

import (
	"compress/gzip"
	_ "embed" // the catalogues
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
)

// packed is the catalogues, packed (Pack) and gzipped: catalog/packed.json.gz.
//
//go:embed catalog/packed.json.gz
var packed string

// Entry is one message of a catalogue file: a translation (One) or, for a message that
// counts, its plural forms by CLDR category ("one", "other", "few", "many", "=0").
type Entry struct {
	One   string
	Forms map[string]string
}

// UnmarshalJSON reads a string or an object of plural forms.
func (e *Entry) UnmarshalJSON(b []byte) error {
	if err := json.Unmarshal(b, &e.One); err == nil {
		return nil
	}
	if err := json.Unmarshal(b, &e.Forms); err != nil || e.Forms["other"] == "" {
		return fmt.Errorf("want a translation or an object of plural forms with \"other\", found %s", b)
	}
	return nil
}

// Catalogue is the catalogue of l (catalog/CODE.json, as packed): the messages by
// their English text. English's holds only the plural messages; Pseudo has none.
func Catalogue(l Lang) (map[string]Entry, error) {
	buildOnce.Do(build)
	if l == Pseudo {
		return nil, nil
	}
	return books[l], buildErr
}

var (
	buildOnce sync.Once
	books     [len(codes)]map[string]Entry
	buildErr  error
)

// build reads the catalogues, once.
func build() {
	zr, err := gzip.NewReader(strings.NewReader(packed))
	if err != nil {
		buildErr = fmt.Errorf("catalog/packed.json.gz: %v", err)
		return
	}
	var all map[string][]*Entry // Pack's shape: a message's entries in Langs' order
	data, err := io.ReadAll(zr)
	if err == nil {
		err = json.Unmarshal(data, &all) // not a json.Decoder: the game links none
	}
	if err != nil {
		buildErr = fmt.Errorf("catalog/packed.json.gz: %v", err)
		return
	}
	for _, l := range Langs {
		books[l] = map[string]Entry{}
	}
	for k, es := range all {
		for i, e := range es {
			if e != nil && i < len(Langs) {
				books[Langs[i]][k] = *e
			}
		}
	}
}

// CatalogueErr is the first problem met reading the catalogues (nil: none); a test
// checks it, and the messages of a broken catalogue are shown in English.
func CatalogueErr() error {
	buildOnce.Do(build)
	return buildErr
}

// Sprintf is format in the language on, with args (fmt's verbs). It keeps nothing: for
// text made once, not every frame.
func Sprintf(format string, args ...any) string {
	return fmt.Sprintf(lookup(Current(), format, 0, false), args...)
}

// lookup is message key's text in l: its translation, for a counting message (counted)
// the form l uses for n (an exact "=N" form first, then PluralForm's); the English
// key when l's catalogue lacks it; the pseudo-locale's transform of it in Pseudo.
func lookup(l Lang, key string, n int, counted bool) string {
	buildOnce.Do(build)
	if l == Pseudo {
		return Pseudolocalize(lookup(En, key, n, counted))
	}
	e, ok := books[l][key]
	if !ok {
		return key
	}
	if e.Forms == nil {
		return e.One
	}
	if s, ok := e.Forms["="+strconv.Itoa(n)]; ok && counted {
		return s
	}
	form := "other"
	if counted {
		form = l.PluralForm(n)
	}
	if s, ok := e.Forms[form]; ok {
		return s
	}
	return e.Forms["other"]
}

// PluralForm is the CLDR cardinal plural category ("one" or "other") that l uses for
// the whole number n. Parlor's languages need only these rules: English, Dutch, German
// and Spanish say "one" for 1, French for 0 and 1. (Newer CLDR adds French and Spanish
// "many" for a million, as in "1 million de"; the x/text tables do not have it yet,
// and no count in the game gets there.) A test checks the rules against
// golang.org/x/text/feature/plural's tables, which the game does not link (see the
// package's doc).
func (l Lang) PluralForm(n int) string {
	if n < 0 {
		n = -n
	}
	if n == 1 || l == Fr && n == 0 {
		return "one"
	}
	return "other"
}

// kept holds the texts T and Plural made, by language, message and arguments.
var (
	keptMu sync.Mutex
	kept   = map[[5]string]string{}
)

// T is the message format in the language on, with args (strings, at most three) in
// its %s verbs: T("Play %s against bots", name). Without args the message is taken as
// it is, not as a format ("50% off" stays). The text is kept, so a label drawn
// every frame is made once.
func T(format string, args ...string) string {
	k := [5]string{Current().Code(), format}
	copy(k[2:], args)
	return keep(k, func() string {
		if len(args) == 0 {
			return lookup(Current(), format, 0, false) // as it is: "50%" stays
		}
		as := make([]any, len(args))
		for i, a := range args {
			as[i] = a
		}
		return fmt.Sprintf(lookup(Current(), format, 0, false), as...)
	})
}

// Plural is the message format that counts n ("%d tricks"), in the form the language
// on uses for n ("1 slag", "2 slagen"), with n as its first argument and args after:
// Plural("%d tricks", n), Plural("%[2]s took %[1]d tricks", n, name).
func Plural(format string, n int, args ...string) string {
	k := [5]string{Current().Code(), format, strconv.Itoa(n)}
	copy(k[3:], args)
	return keep(k, func() string {
		as := []any{n}
		for _, a := range args {
			as = append(as, a)
		}
		return fmt.Sprintf(lookup(Current(), format, n, true), as...)
	})
}

// keep is the text kept under k, made by mk the first time; past 2048 texts the store
// is emptied.
func keep(k [5]string, mk func() string) string {
	keptMu.Lock()
	s, ok := kept[k]
	keptMu.Unlock()
	if ok {
		return s
	}
	s = mk()
	keptMu.Lock()
	if len(kept) >= 2048 {
		clear(kept)
	}
	kept[k] = s
	keptMu.Unlock()
	return s
}

// SeatName is a seat's name in the language on: the names Parlor gives people, "You"
// and "Player 2" (a hot-seat table's), translated, and a bot's level after its name
// ("Basil (normal)": "Basil (normaal)"); any other name as it is.
func SeatName(n string) string {
	if n == "You" {
		return T("You")
	}
	if k, ok := strings.CutPrefix(n, "Player "); ok && k != "" && strings.Trim(k, "0123456789") == "" {
		return T("Player %s", k)
	}
	if k := strings.LastIndex(n, " ("); k > 0 && strings.HasSuffix(n, ")") {
		return n[:k] + " (" + T(n[k+2:len(n)-1]) + ")"
	}
	return n
}

// ShownName is a seat's stored name as a table shows it in the language on: "You",
// "Player 2" (SeatName), "Free seat", "Seat 3" translated; a bot's level translated;
// any other name (a person's) as it is.
func ShownName(n string) string {
	switch {
	case n == "Free seat":
		return T("Free seat")
	}
	if k, ok := strings.CutPrefix(n, "Seat "); ok && k != "" && strings.Trim(k, "0123456789") == "" {
		return T("Seat %s", k)
	}
	return SeatName(n)
}

// Ctx is s, an English message with more than one meaning ("Play": a card put down at
// a table, or the replay viewer's playback), in the language on for the meaning named
// by ctx: the catalogues key it "ctx|s" ("replay|Play"). English shows s, the
// pseudo-locale s pseudo-localised, and a catalogue without the key s.
func Ctx(ctx, s string) string {
	switch Current() {
	case En:
		return s
	case Pseudo:
		return T(s)
	}
	key := ctx + "|" + s
	if t := T(key); t != key {
		return t
	}
	return s
}
