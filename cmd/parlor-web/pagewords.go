package main

import (
	"fmt"

	"parlor/scenes/l10n"
	"parlor/web"
)

// pageWords is the page's own words (web.PageWords) in every language the game speaks
// but English, from the game's catalogues, for web.Build.Words; an error names a word a
// catalogue lacks (the page would speak two languages).
func pageWords() (map[string]map[string]string, error) {
	out := map[string]map[string]string{}
	for _, l := range l10n.Langs {
		if l == l10n.En {
			continue
		}
		book, err := l10n.Catalogue(l)
		if err != nil {
			return nil, fmt.Errorf("the %s catalogue: %w", l.Code(), err)
		}
		words := map[string]string{}
		for _, en := range web.PageWords {
			e, ok := book[en]
			if !ok || e.One == "" {
				return nil, fmt.Errorf("the %s catalogue has no translation of the page's %q", l.Code(), en)
			}
			words[en] = e.One
		}
		out[l.Code()] = words
	}
	return out, nil
}
