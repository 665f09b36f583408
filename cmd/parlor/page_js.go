//go:build js

package main

import (
	"syscall/js"
	"time"

	"parlor/online/client"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror/dom"
)

// inBrowser: this is the browser build; flags come from the page's address.
const inBrowser = true

// pageFatal shows msg on the page (its parlorFatal): what was wrong, what is allowed
// and a link back to the menu, instead of a black canvas.
func pageFatal(msg string) {
	if f := js.Global().Get("parlorFatal"); f.Type() == js.TypeFunction {
		f.Invoke(msg)
	}
}

// pageLang is the language the page speaks (its html element's lang, which the page
// chose from ?lang=, the saved setting and the browser's languages), for words said
// before the game has chosen its own: a broken address's.
func pageLang() l10n.Lang {
	l, _ := l10n.Parse(js.Global().Get("document").Get("documentElement").Get("lang").String())
	return l
}

// pageFirstFrame tells the page the first frame is drawn (its parlorFirstFrame), so
// the "Starting…" gate goes away.
func pageFirstFrame() {
	if f := js.Global().Get("parlorFirstFrame"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}

// pageServer is the online server of the page's own site: ws(s)://HOST/ws.
func pageServer() string {
	loc := js.Global().Get("location")
	scheme := "ws://"
	if loc.Get("protocol").String() == "https:" {
		scheme = "wss://"
	}
	return scheme + loc.Get("host").String() + "/ws"
}

// pageSeat is the seat token the page read from its address's fragment (#seat=…, a seat
// link) and took off the address bar, "" for none; it is read once.
func pageSeat() string {
	v := js.Global().Get("parlorSeat")
	js.Global().Set("parlorSeat", js.Undefined())
	if v.Type() != js.TypeString {
		return ""
	}
	return client.SeatToken("#seat=" + v.String())
}

// pageReview shows the replay viewer's review to the page: window.parlorReview is
// {done, total, finished, ms} (moves looked at, of how many, and once finished how long
// the review took), so that a test can time a review in the browser.
func pageReview(done, total int, finished bool, took time.Duration) {
	js.Global().Set("parlorReview", js.ValueOf(map[string]any{
		"done": done, "total": total, "finished": finished, "ms": took.Milliseconds(),
	}))
}

// pageMirror gives the App the page's screen reader mirror when the page asked for the
// blind mode (?a11y, or remembered: index.html sets window.parlorA11y).
func pageMirror(app *scenes.App) {
	if dom.On() {
		app.Mirror = dom.New()
	}
}
