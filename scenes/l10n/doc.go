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
// The library: the choice was golang.org/x/text/message (with its catalog and CLDR
// plurals) or github.com/nicksnyder/go-i18n/v2. Neither is linked into the game. x/text
// is already in the module graph, so it came first, but message's printer, catalog and
// number formatting added 818 KB to the browser build (+177 KB gzipped), far past the
// bound cmd/parlor-web's TestWeight keeps (1.80 times the framework floor, which main
// was 0.01 under); importing feature/plural alone, which links the catalog and number
// packages too, still added 400 KB. go-i18n would add its
// own plural tables and message layer on x/text's language package and needs a module
// fetch. So the catalogues are plain JSON read with encoding/json (linked already), the
// messages are fmt formats, and the plural rules of the five languages (PluralForm,
// a few lines) are checked in a test against x/text's CLDR tables
// (golang.org/x/text/feature/plural), which stays a test-only import. The cost, with the
// menu, settings, top buttons, leave dialog, key help and pass-and-play messages: 98 KB
// raw, 28 KB gzipped (the catalogues, packed and gzipped, are 7 KB of it), which left
// TestWeight's raw bound (then 1.80×) a few hundred bytes. With the score sheet, history,
// statistics, online screen and toasts too (about 330 messages a language, 21 KB packed
// and gzipped), the browser build measured 21,337,695 B raw (1.806× the floor; bound
// 1.82×) and 5,035,181 B gzipped (1.708×; bound 1.72×). With every table, refusal,
// lesson, the online strip, replay viewer and blind mode's words (about 1,500 messages
// a language; the pack keyed once per message, 90,535 B): 21,883,446 B raw (1.852×)
// and 5,155,186 B gzipped (1.765×).
//
// A message with two meanings in English ("Play": a card put down, or the replay's
// playback) has a context key for one of them, "replay|Play" (Ctx).
//
// Numbers, lists and dates follow the language on (format.go: Int, Decimal, Percent,
// List, Date, DateTime): a few lines and tables each, for the same reason.
//
// The package imports no Ebitengine (gameplay stays free of it too): scenes call T from
// Update and Draw. T and Plural keep the texts they made, so a label drawn every frame
// costs no allocation after its first.
package l10n
