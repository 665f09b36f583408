//go:build !js

package thirdwheel

import "parlor/scenes/thirdwheel/board"

// domInput is false on the desktop: slaps come from Ebitengine's per-frame input and
// are stamped by the frame they were first seen in.
const domInput = false

func startDOM() {}

func drainDOM(out []board.DOMPress) []board.DOMPress { return out }

// perfNow is the browser's performance clock; unused on the desktop.
func perfNow() float64 { return 0 }
