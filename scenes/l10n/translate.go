package l10n

import (
	"embed"
	"encoding/json"
	"fmt"
	"sync"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

//go:embed catalog/*.json
var files embed.FS

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

// Catalogue reads the catalogue of l (catalog/CODE.json): the messages by their English
// text. English's holds only the plural messages; Pseudo has none.
func Catalogue(l Lang) (map[string]Entry, error) {
	if l == Pseudo {
		return nil, nil
	}
	b, err := files.ReadFile("catalog/" + l.Code() + ".json")
	if err != nil {
		return nil, err
	}
	m := map[string]Entry{}
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("catalog/%s.json: %v", l.Code(), err)
	}
	return m, nil
}

// pluralOrder is the order plural.Selectf takes the forms in (exact numbers first).
var pluralOrder = []string{"=0", "=1", "=2", "zero", "one", "two", "few", "many", "other"}

var (
	buildOnce sync.Once
	printers  [len(codes)]*message.Printer
	buildErr  error
)

// build makes the printers from the catalogues, once.
func build() {
	b := catalog.NewBuilder()
	for _, l := range Langs {
		m, err := Catalogue(l)
		if err != nil {
			buildErr = err
			continue
		}
		for k, e := range m {
			if e.Forms == nil {
				err = b.SetString(l.Tag(), k, e.One)
			} else {
				var cases []any
				for _, f := range pluralOrder {
					if s, ok := e.Forms[f]; ok {
						cases = append(cases, f, s)
					}
				}
				err = b.Set(l.Tag(), k, plural.Selectf(1, "", cases...))
			}
			if err != nil {
				buildErr = fmt.Errorf("catalog/%s.json: %q: %v", l.Code(), k, err)
			}
		}
	}
	for i := range printers {
		printers[i] = message.NewPrinter(Lang(i).Tag(), message.Catalog(b))
	}
}

// CatalogueErr is the first problem met reading the catalogues (nil: none); a test
// checks it, and the messages of a broken catalogue are shown in English.
func CatalogueErr() error {
	buildOnce.Do(build)
	return buildErr
}

// Sprintf is format in the language on with args, formatted there (numbers follow the
// language: 1.234 in Dutch). It keeps nothing: for text made once, not every frame.
func Sprintf(format string, args ...any) string {
	return sprintf(Current(), format, args...)
}

func sprintf(l Lang, format string, args ...any) string {
	buildOnce.Do(build)
	if l == Pseudo {
		return printers[En].Sprintf(Pseudolocalize(format), args...)
	}
	return printers[l].Sprintf(format, args...)
}

// kept holds the texts T and Plural made, by language, message and arguments.
var (
	keptMu sync.Mutex
	kept   = map[[5]string]string{}
)

// T is the message format in the language on, with args (strings, at most three) in
// its %s verbs: T("Play %s against bots", name). The text is kept, so a label drawn
// every frame is made once.
func T(format string, args ...string) string {
	k := [5]string{Current().Code(), format}
	copy(k[2:], args)
	return keep(k, func() string {
		as := make([]any, len(args))
		for i, a := range args {
			as[i] = a
		}
		return Sprintf(format, as...)
	})
}

// Plural is the message format that counts n ("%d tricks"), in the form the language
// on uses for n ("1 slag", "2 slagen"), with n as its first argument and args after:
// Plural("%d tricks", n), Plural("%[2]s took %[1]d tricks", n, name).
func Plural(format string, n int, args ...string) string {
	k := [5]string{Current().Code(), format, fmt.Sprint(n)}
	copy(k[3:], args)
	return keep(k, func() string {
		as := []any{n}
		for _, a := range args {
			as = append(as, a)
		}
		return Sprintf(format, as...)
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
