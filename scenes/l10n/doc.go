// Package l10n holds Parlor's language: which one is on (Set, Current), the codes a
// player or the system names it by (Parse, System), and the translation of every
// string a player sees (T, Plural, Sprintf).
//
// The catalogues live in catalog/ under each language's code (catalog/nl.json, …), keyed
// by the English text, which is the source: a message missing from a catalogue is
// shown in English. A value is the translation, or for a message that counts something
// an object of CLDR plural forms ("one", "other", and "few", "many" or "=0" where the
// language has them). The pseudo-locale ("pseudo", or en-XA) has no catalogue: it
// accents every English string and makes it about 40% longer, leaving its %-verbs as
// they are, so that tests see text that does not fit.
//
// The library is golang.org/x/text/message with its catalog and plural packages rather
// than github.com/nicksnyder/go-i18n/v2: x/text is already in the module graph (Ebitengine's
// text stack needs it), so no new module is fetched; go-i18n itself depends on x/text and
// would add its own message and file layer on top, bytes the browser build would carry
// for nothing. x/text brings CLDR's plural rules and locale number formatting.
//
// The package imports no Ebitengine (gameplay stays free of it too): scenes call T from
// Update and Draw. T and Plural keep the texts they made, so a label drawn every frame
// costs no allocation after its first.
package l10n
