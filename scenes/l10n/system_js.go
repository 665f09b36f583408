//go:build js

package l10n

import "syscall/js"

// System is the browser's language: the first of navigator.languages (then
// navigator.language) that Parlor speaks (FromList).
func System() Lang {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() || nav.IsNull() {
		return En
	}
	var list []string
	if ls := nav.Get("languages"); ls.Type() == js.TypeObject {
		for i := range ls.Length() {
			list = append(list, ls.Index(i).String())
		}
	}
	if l := nav.Get("language"); l.Type() == js.TypeString {
		list = append(list, l.String())
	}
	return FromList(list)
}

// showLang tells the page the language on (the html element's lang), so that a screen
// reader reads the blind-mode mirror with the language's voice; the pseudo-locale is
// English's. Outside a page (node, in tests) it does nothing.
func showLang(l Lang) {
	doc := js.Global().Get("document")
	if doc.IsUndefined() || doc.IsNull() {
		return
	}
	code := l.Code()
	if l == Pseudo {
		code = "en"
	}
	doc.Get("documentElement").Set("lang", code)
}
