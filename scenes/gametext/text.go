package gametext

import (
	"sync"

	"parlor/scenes/l10n"
)

// Text is a game's text in each language it has: rules.md in English, the source, and
// rules.CODE.md (rules.nl.md, …) for each translation. Each language's file is parsed
// once, the first time it is asked for. A language without a file, or whose file does
// not have the English shape (fits), shows the English; so does the pseudo-locale.
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

// In is the game's text in language l: its translation, or the English; in the
// pseudo-locale the English pseudo-localised (l10n.Pseudolocalize), so that the tests
// that draw it there see text that went through a language.
func (t *Text) In(l l10n.Lang) About {
	if l == l10n.Pseudo && t.src[l10n.En] != "" {
		t.once[l].Do(func() { t.about[l] = pseudo(t.In(l10n.En)) })
		return t.about[l]
	}
	if int(l) >= len(t.src) || t.src[l] == "" {
		l = l10n.En
	}
	t.once[l].Do(func() {
		t.about[l] = Parse(t.src[l])
		if l != l10n.En && !fits(t.In(l10n.En), t.about[l]) {
			t.about[l] = t.In(l10n.En)
		}
	})
	return t.about[l]
}

// Has reports whether the game has its own text in language l (rules.CODE.md).
func (t *Text) Has(l l10n.Lang) bool { return int(l) < len(t.src) && t.src[l] != "" }

// fits reports whether tr has en's shape where the screens rely on it: as many
// sections, key rows, options and variants, with the same key column and ids (the full check, with its
// words, is the tests' Same: it would weigh 10 KB in the browser build).
func fits(en, tr About) bool {
	if tr.Summary == "" || len(tr.Rules) != len(en.Rules) || len(tr.Keys) != len(en.Keys) ||
		len(tr.Options) != len(en.Options) || len(tr.Variants) != len(en.Variants) {
		return false
	}
	for i, k := range tr.Keys {
		if k[0] != en.Keys[i][0] {
			return false
		}
	}
	for i, c := range tr.Options {
		if c.ID != en.Options[i].ID {
			return false
		}
	}
	for i, c := range tr.Variants {
		if c.ID != en.Variants[i].ID {
			return false
		}
	}
	return true
}

// pseudo is en with every text a player reads pseudo-localised: the summary, the rules'
// titles and paragraphs, the key help's descriptions and the choices' labels (the
// keys and ids stay).
func pseudo(en About) About {
	p := l10n.Pseudolocalize
	a := About{Summary: p(en.Summary)}
	for _, s := range en.Rules {
		sec := Section{Title: p(s.Title)}
		for _, para := range s.Text {
			sec.Text = append(sec.Text, p(para))
		}
		a.Rules = append(a.Rules, sec)
	}
	for _, k := range en.Keys {
		a.Keys = append(a.Keys, [2]string{k[0], p(k[1])})
	}
	for _, c := range en.Options {
		a.Options = append(a.Options, Choice{c.ID, p(c.Label)})
	}
	for _, c := range en.Variants {
		a.Variants = append(a.Variants, Choice{c.ID, p(c.Label)})
	}
	return a
}
