//go:build !js

package device

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui/input"
)

// Start does nothing on the desktop: presses come from Ebitengine's per-frame input
// only, there is no DOM.
func Start() {}

// DrainDOM returns out: the desktop has no DOM presses.
func DrainDOM(out []input.DOMPress) []input.DOMPress { return out }

// FollowPixelRatio: the desktop window follows its monitor's scale by itself.
func FollowPixelRatio() {}

// stepPointer: Ebitengine's per-frame pointer input stands on the desktop.
func stepPointer(in *input.Input, scale float64) {}

// NoteMove: only the page counts moves (for the browser tests).
func NoteMove() {}

// start is when the process began; MonotonicMs counts ms from it on Go's monotonic
// clock.
var start = time.Now()

// MonotonicMs is the ms since the process began, on Go's monotonic clock.
func MonotonicMs() float64 { return float64(time.Since(start)) / float64(time.Millisecond) }

// ToggleFullscreen switches the window to full screen and back (the desktop never
// refuses).
func ToggleFullscreen(refused func(string)) { ebiten.SetFullscreen(!ebiten.IsFullscreen()) }

// NoteTurn: only the page shows whose turn it is (for the browser tests).
func NoteTurn(yours bool) {}

// Say does nothing on the desktop: the canvas shows the words.
func Say(text string) {}

// NoteShown, NoteGameTime and NoteFirstMove: only the page shows when a table was first
// drawn, when its game time began and its first move came (for the browser tests).
func NoteShown(moves int) {}
func NoteGameTime()       {}
func NoteFirstMove()      {}

// NoteLoading and NoteScreen: only the page shows the start-up's progress and times its
// first screen.
func NoteLoading(words string) {}
func NoteScreen()              {}

// TouchScreen is false on the desktop: a window is played with a mouse and keys first.
func TouchScreen() bool { return false }
