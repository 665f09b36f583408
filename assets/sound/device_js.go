//go:build js

package sound

// deviceAvailable is always true in the browser: Web Audio exists, and Ebitengine starts
// the audio context on the page's first user gesture (the click-to-start gate).
func deviceAvailable() bool { return true }
