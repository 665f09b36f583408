package gametext

import (
	"slices"
	"sync"

	"parlor/scenes/l10n"
)

// Text is a game's text in each language it has: rules.md in English, the source, and
// rules.CODE.md (rules.nl.md, …) for each translation. Each language's file is parsed
// once, the first time it is asked for. A language without a file, or whose file does
// not have the English shape (Same), shows the English; so does the pseudo-locale.
type Text struct {
	src   [l10n.Pseudo + 1]string
	once  [l10n.Pseudo + 1]sync.Once
	about [l10n.Pseudo + 1]About
}

// NewText is a game's text: en is its rules.md, and translated (nil for none) its
// rules.CODE.md files by language.
func NewText(en string, translated map[l10n.Lang]string) *Text {
	t := &Text{}
	t.src[l10n.En] = en
	for l, s := range translated {
		if l != l10n.En && l != l10n.Pseudo && int(l) < len(t.src) {
			t.src[l] = s
		}
	}
	return t
}

// About is the game's text in the language on (l10n.Current).
func (t *Text) About() About { return t.In(l10n.Current()) }

// In is the game's text in language l: its translation, or the English.
func (t *Text) In(l l10n.Lang) About {
	if int(l) >= len(t.src) || t.src[l] == "" {
		l = l10n.En
	}
	t.once[l].Do(func() {
		t.about[l] = Parse(t.src[l])
		if l != l10n.En && Same(t.In(l10n.En), t.about[l]) != "" {
			t.about[l] = t.In(l10n.En)
		}
	})
	return t.about[l]
}

// Has reports whether the game has its own text in language l (rules.CODE.md).
func (t *Text) Has(l l10n.Lang) bool { return int(l) < len(t.src) && t.src[l] != "" }

// Same is "" when tr has en's shape, as a translation must: as many rules sections,
// each with text, the same key column, the same option and variant ids in the same
// order, and no empty text. Otherwise it says what differs.
func Same(en, tr About) string {
	switch {
	case tr.Summary == "":
		return "no summary"
	case len(tr.Rules) != len(en.Rules):
		return "the rules have " + itoa(len(tr.Rules)) + " sections, the English " + itoa(len(en.Rules))
	case len(tr.Keys) != len(en.Keys):
		return "the keys have " + itoa(len(tr.Keys)) + " rows, the English " + itoa(len(en.Keys))
	case !slices.Equal(IDs(tr.Options), IDs(en.Options)):
		return "the option ids differ from the English"
	case !slices.Equal(IDs(tr.Variants), IDs(en.Variants)):
		return "the variant ids differ from the English"
	}
	for i, s := range tr.Rules {
		if s.Title == "" || len(s.Text) == 0 {
			return "section " + itoa(i+1) + " is empty"
		}
	}
	for i, k := range tr.Keys {
		if k[0] != en.Keys[i][0] {
			return "key row " + itoa(i+1) + " is " + k[0] + ", the English " + en.Keys[i][0]
		}
		if k[1] == "" {
			return "key row " + itoa(i+1) + " has no text"
		}
	}
	for _, c := range append(slices.Clone(tr.Options), tr.Variants...) {
		if c.Label == "" {
			return "choice " + c.ID + " has no label"
		}
	}
	return ""
}

// itoa is n in digits.
func itoa(n int) string {
	if n < 10 && n >= 0 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + itoa(n%10)
}
