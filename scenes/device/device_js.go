//go:build js

package device

import (
	"sync"
	"syscall/js"
	"unsafe"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui/input"
)

// In the browser Ebitengine samples input once per frame and can drop fast presses, so
// the App also takes key and pointer presses from DOM keydown / pointerdown listeners,
// each with the event's own timeStamp (App.DOM), for the tables that race on them.
var (
	domQueue     input.DOMQueue
	pointerQueue input.PointerQueue
	domOnce      sync.Once
	domFuncs     []js.Func
)

// Start registers the listeners once: keydown/keyup and blur on the window,
// pointerdown/pointerup on the document (positions in device pixels).
func Start() {
	domOnce.Do(func() {
		win := js.Global().Get("window")
		doc := js.Global().Get("document")
		key := func(down bool) js.Func {
			return js.FuncOf(func(this js.Value, args []js.Value) any {
				e := args[0]
				domQueue.Push(input.DOMEvent{Code: e.Get("code").String(), Down: down,
					Repeat: e.Get("repeat").Truthy(), Stamp: e.Get("timeStamp").Float()})
				return nil
			})
		}
		pointer := func(down bool) js.Func {
			return js.FuncOf(func(this js.Value, args []js.Value) any {
				e := args[0]
				dpr := win.Get("devicePixelRatio").Float()
				if !(dpr > 0) {
					dpr = 1
				}
				x, y, stamp := e.Get("clientX").Float()*dpr, e.Get("clientY").Float()*dpr, e.Get("timeStamp").Float()
				domQueue.Push(input.DOMEvent{Code: "pointer", Down: down, Stamp: stamp, X: x, Y: y})
				// The primary pointer's main button (a finger, a pen, the left mouse
				// button) also drives clicks and taps, so none shorter than a frame is
				// lost (see inputReader).
				if e.Get("isPrimary").Truthy() && e.Get("button").Int() <= 0 {
					pointerQueue.Push(input.PointerEvent{Down: down, Touch: e.Get("pointerType").String() == "touch", X: x, Y: y, Stamp: stamp})
				}
				return nil
			})
		}
		blur := js.FuncOf(func(this js.Value, args []js.Value) any {
			domQueue.Push(input.DOMEvent{Blur: true, Stamp: args[0].Get("timeStamp").Float()})
			return nil
		})
		// A paste (Ctrl/Cmd+V, or the browser's menu) anywhere on the page is the
		// game's: its text goes to the focused field (an invite link, a room code).
		paste := js.FuncOf(func(this js.Value, args []js.Value) any {
			e := args[0]
			if cd := e.Get("clipboardData"); cd.Truthy() {
				if t := cd.Call("getData", "text/plain"); t.Type() == js.TypeString {
					notePaste(t.String())
					e.Call("preventDefault")
				}
			}
			return nil
		})
		doc.Call("addEventListener", "paste", paste)
		domFuncs = append(domFuncs, paste)
		kd, ku, pd, pu := key(true), key(false), pointer(true), pointer(false)
		win.Call("addEventListener", "keydown", kd)
		win.Call("addEventListener", "keyup", ku)
		win.Call("addEventListener", "blur", blur)
		doc.Call("addEventListener", "pointerdown", pd)
		doc.Call("addEventListener", "pointerup", pu)
		doc.Call("addEventListener", "pointercancel", pu)
		domFuncs = append(domFuncs, kd, ku, pd, pu, blur)
	})
}

// FollowPixelRatio follows devicePixelRatio (browser zoom, a move to another screen),
// checked once a tick: Ebitengine v2.8.8 reads the ratio once and keeps it in its
// monitor (a struct of that one float64 in the browser build) and sizes the canvas with
// it on a resize event. When the page's ratio differs from the kept one, forgetting it
// there makes Ebitengine read the ratio again, and a resize event makes it size the
// canvas with it. (A matchMedia change listener alone missed changes made while the
// page stood in a phone's emulated metrics.)
func FollowPixelRatio() {
	m := ebiten.Monitor()
	if m == nil {
		return
	}
	kept := (*float64)(unsafe.Pointer(m))
	if *kept == 0 { // not read yet, or hiDPI off: Ebitengine reads it when it needs it
		return
	}
	win := js.Global().Get("window")
	dpr := win.Get("devicePixelRatio").Float()
	if !(dpr > 0) || dpr == *kept {
		return
	}
	*kept = 0
	win.Call("dispatchEvent", js.Global().Get("Event").New("resize"))
}

// ToggleFullscreen asks the page for full screen (or leaves it); a browser that has no
// full screen or refuses it (no user gesture, a policy) is told through refused.
func ToggleFullscreen(refused func(string)) {
	doc := js.Global().Get("document")
	if doc.Get("fullscreenElement").Truthy() {
		doc.Call("exitFullscreen")
		return
	}
	el := doc.Get("documentElement")
	if el.Get("requestFullscreen").Type() != js.TypeFunction {
		refused("This browser has no full screen mode.")
		return
	}
	var f js.Func
	f = js.FuncOf(func(this js.Value, args []js.Value) any {
		msg := "The browser refused full screen."
		if len(args) > 0 && args[0].Get("message").Type() == js.TypeString {
			msg = "The browser refused full screen: " + args[0].Get("message").String()
		}
		refused(msg)
		f.Release()
		return nil
	})
	el.Call("requestFullscreen").Call("catch", f)
}

// PressKey queues a press and release of the key code (a KeyboardEvent code, "Space")
// made at stamp (ms on performance.now()'s clock) as if the window's listeners had seen
// it: the screen reader mirror's Slap button (scenes/mirror/dom), whose own keys never
// reach the window, goes in as the slap key with its click's timestamp.
func PressKey(code string, stamp float64) {
	domQueue.Push(input.DOMEvent{Code: code, Down: true, Stamp: stamp})
	domQueue.Push(input.DOMEvent{Code: code, Down: false, Stamp: stamp})
}

// DrainDOM appends the presses queued by the listeners since the last tick.
func DrainDOM(out []input.DOMPress) []input.DOMPress { return domQueue.Drain(out) }

// MonotonicMs is performance.now(), in ms: the clock DOM events' timestamps are on.
func MonotonicMs() float64 { return js.Global().Get("performance").Call("now").Float() }

// stepPointer applies this tick's queued DOM pointer change to in (see
// input.PointerQueue.Step); scale converts device pixels to layout units.
func stepPointer(in *input.Input, scale float64) { pointerQueue.Step(in, scale) }

// movesMade counts the moves made at this screen; the page's root element carries the
// count (data-parlor-moves) for the browser tests.
var movesMade int

// NoteMove counts a move made at this screen on the page (data-parlor-moves).
func NoteMove() {
	movesMade++
	js.Global().Get("document").Get("documentElement").Get("dataset").Set("parlorMoves", movesMade)
}

// turnsNoted counts the times the table began to wait for the person on screen; the
// page's root element carries the count (data-parlor-turns) for the browser tests.
var turnsNoted int

// NoteTurn marks on the page's root element (data-parlor-turn) whether the table waits
// for a move of the person on screen, and counts each time it begins to
// (data-parlor-turns), for the browser tests: a test waits for the count to pass the one
// it saw before its move, so it never mistakes the turn it just played for the next.
func NoteTurn(yours bool) {
	ds := js.Global().Get("document").Get("documentElement").Get("dataset")
	v := "0"
	if yours {
		v = "1"
		turnsNoted++
		ds.Set("parlorTurns", turnsNoted)
	}
	ds.Set("parlorTurn", v)
}

// CanCopy reports whether the page can copy a link: through the asynchronous Clipboard
// API (an insecure origin has none; CopyText then says so).
func CanCopy() bool { return true }

// readClipboard does nothing in the browser: the page's paste event brings the text
// (Start listens for it), as the browser allows.
func readClipboard() {}

// Say puts text in the page's status line (its parlorSay: a live region a screen reader
// reads out) beside the same words drawn on the canvas: a notice such as "no game in
// progress to continue" or "cannot reach the server".
func Say(text string) {
	if f := js.Global().Get("parlorSay"); f.Type() == js.TypeFunction {
		f.Invoke(text)
	}
}

// CopyText puts text on the clipboard (from a click, which the browser requires) and
// tells done what happened in words for a toast: copied, refused (with the browser's
// reason), or no clipboard on this page (an insecure origin has none). The words also
// go on the page's root element (data-parlor-copy), for the browser tests.
func CopyText(text string, done func(string)) {
	inner := done
	done = func(msg string) {
		js.Global().Get("document").Get("documentElement").Get("dataset").Set("parlorCopy", msg)
		inner(msg)
	}
	cb := js.Global().Get("navigator").Get("clipboard")
	if !cb.Truthy() || cb.Get("writeText").Type() != js.TypeFunction {
		done("This page cannot copy: select the link and copy it, or give the room code.")
		return
	}
	var ok, fail js.Func
	release := func() { ok.Release(); fail.Release() }
	ok = js.FuncOf(func(this js.Value, args []js.Value) any {
		done(copiedWords(text))
		release()
		return nil
	})
	fail = js.FuncOf(func(this js.Value, args []js.Value) any {
		msg := "The browser refused to copy the link."
		if len(args) > 0 && args[0].Get("message").Type() == js.TypeString {
			msg = "The browser refused to copy the link: " + args[0].Get("message").String()
		}
		done(msg)
		release()
		return nil
	})
	cb.Call("writeText", text).Call("then", ok).Call("catch", fail)
}

// NoteShown marks on the page's root element that a table's first frame was drawn with
// moves moves made in its game (data-parlor-shown-moves; -1: a game played elsewhere)
// and when (data-parlor-shown-at, performance.now() in ms), for the browser tests.
func NoteShown(moves int) {
	ds := js.Global().Get("document").Get("documentElement").Get("dataset")
	ds.Set("parlorShownMoves", moves)
	ds.Set("parlorShownAt", MonotonicMs())
}

// NoteLoading shows the start-up's progress line (words) on the page's root element
// (data-parlor-loading), for the browser tests and the page.
func NoteLoading(words string) {
	js.Global().Get("document").Get("documentElement").Get("dataset").Set("parlorLoading", words)
}

// NoteScreen tells the page (its parlorScreen) that the first screen after the
// start-up's loading is drawn, for its start-up figures.
func NoteScreen() {
	if f := js.Global().Get("parlorScreen"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}

// NoteGameTime marks on the page when the table's game time began to run, after its
// ready beat (data-parlor-game-time-at, ms), for the browser tests.
func NoteGameTime() {
	js.Global().Get("document").Get("documentElement").Get("dataset").Set("parlorGameTimeAt", MonotonicMs())
}

// NoteFirstMove marks on the page when the first move after the table's first frame
// was made (data-parlor-first-move-at, ms), for the browser tests.
func NoteFirstMove() {
	js.Global().Get("document").Get("documentElement").Get("dataset").Set("parlorFirstMoveAt", MonotonicMs())
}

// TouchScreen reports that the page is on a touch screen with no hovering pointer (a
// phone, a tablet): what the game says before the first press tells it more.
func TouchScreen() bool {
	win := js.Global().Get("window")
	if win.Get("matchMedia").Type() != js.TypeFunction {
		return false
	}
	coarse := win.Call("matchMedia", "(pointer: coarse)").Get("matches").Bool()
	hover := win.Call("matchMedia", "(hover: hover)").Get("matches").Bool()
	return coarse || !hover && js.Global().Get("navigator").Get("maxTouchPoints").Int() > 0
}
