// Package web holds the browser build's site around parlor.wasm: the page (index.html),
// which loads wasm_exec.js and parlor.wasm with a progress bar, then waits for a click
// before starting the game (browsers allow sound only after a gesture); the service
// worker that makes the game installable and playable offline; the web app manifest and
// its icons; and Handler, which serves a built site with validators and long caching of
// versioned files. cmd/parlor-web writes the site (Files) next to the wasm file.
package web

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"strconv"
)

//go:embed index.html
var index []byte

//go:embed sw.js
var serviceWorker []byte

//go:embed manifest.webmanifest
var manifest []byte

// Build is what the page must know of a build: the size of parlor.wasm in bytes (the
// progress bar's 100%, since the server may send it compressed) and the versions
// (content hashes, see Version) of parlor.wasm and wasm_exec.js, which the page puts in
// their addresses.
//
// Words is the page's own words (PageWords) in each language but English, by the
// language's code ("nl") and then the English: the page shows them before the game
// starts, in the language the game will speak (nil: English only).
type Build struct {
	WasmSize    int
	WasmVersion string
	ExecVersion string
	Words       map[string]map[string]string
}

// PageWords is what the page itself says, in English (the catalogues' keys; %s is a
// value the page puts in: an error, a percentage).
var PageWords = []string{
	"Screen reader mode", "Leave screen reader mode", "card games against bots or friends",
	"Loading the game… %s", "Preparing…", "Ready.", "Click to start", "Starting…",
	"Could not load the game: %s", "Open the menu",
}

// Files returns the site's files other than parlor.wasm and wasm_exec.js, by name:
// index.html, sw.js, manifest.webmanifest, icon-192.png, icon-512.png and favicon.ico.
func Files(b Build) map[string][]byte {
	page := bytes.ReplaceAll(index, []byte("WASM_SIZE"), []byte(strconv.Itoa(b.WasmSize)))
	page = bytes.ReplaceAll(page, []byte("WASM_VERSION"), []byte(b.WasmVersion))
	page = bytes.ReplaceAll(page, []byte("EXEC_VERSION"), []byte(b.ExecVersion))
	words, _ := json.Marshal(b.Words)
	if b.Words == nil {
		words = []byte("{}")
	}
	page = bytes.ReplaceAll(page, []byte("PAGE_WORDS"), words)
	cached := []string{"./", "index.html", "manifest.webmanifest", "icon-192.png", "icon-512.png",
		"wasm_exec.js?v=" + b.ExecVersion, "parlor.wasm?v=" + b.WasmVersion}
	list, _ := json.Marshal(cached)
	sw := bytes.ReplaceAll(serviceWorker, []byte("FILE_LIST"), list)
	sw = bytes.ReplaceAll(sw, []byte("CACHE_VERSION"), []byte(b.WasmVersion[:8]+b.ExecVersion[:4]))
	return map[string][]byte{
		"index.html":           page,
		"sw.js":                sw,
		"manifest.webmanifest": manifest,
		"icon-192.png":         Icon(192),
		"icon-512.png":         Icon(512),
		"favicon.ico":          Favicon(),
	}
}
