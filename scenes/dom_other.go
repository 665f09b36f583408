//go:build !js

package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui/input"
)

// On the desktop presses come from Ebitengine's per-frame input only: there is no DOM.
func startDOM() {}

func drainDOM(out []input.DOMPress) []input.DOMPress { return out }

// followPixelRatio: the desktop window follows its monitor's scale by itself.
func followPixelRatio() {}

// stepPointer: Ebitengine's per-frame pointer input stands on the desktop.
func stepPointer(in *input.Input, scale float64) {}

// noteMove: only the page counts moves (for the browser tests).
func noteMove() {}

// start is when the process began; monotonicMs counts ms from it on Go's monotonic
// clock.
var start = time.Now()

func monotonicMs() float64 { return float64(time.Since(start)) / float64(time.Millisecond) }

// toggleFullscreen switches the window to full screen and back (the desktop never
// refuses).
func toggleFullscreen(refused func(string)) { ebiten.SetFullscreen(!ebiten.IsFullscreen()) }

// noteTurn: only the page shows whose turn it is (for the browser tests).
func noteTurn(yours bool) {}

// canCopy: Ebitengine v2.8.8 offers no clipboard on the desktop, so the invite link is
// only shown there (and on the Online screen).
const canCopy = false

// copyText is never called on the desktop (canCopy is false); it says so if it is.
func copyText(text string, done func(string)) { done("This build cannot copy to the clipboard.") }
