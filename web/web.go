// Package web holds the page shell of the browser build: index.html, which loads
// wasm_exec.js and parlor.wasm with a progress bar, then waits for a click before
// starting the game (browsers allow sound only after a gesture). cmd/parlor-web writes
// it out next to the wasm file.
package web

import _ "embed"

// Index is index.html. The text WASM_SIZE in it is replaced by the size of parlor.wasm in
// bytes (the progress bar's 100%, since the server may send the file compressed).
//
//go:embed index.html
var Index []byte

// SizePlaceholder is the text in Index replaced by the wasm file's size.
const SizePlaceholder = "WASM_SIZE"
