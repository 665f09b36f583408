//go:build js

package scenes

import (
	"sync"
	"syscall/js"

	"parlor/scenes/input"
)

// In the browser Ebitengine samples input once per frame and can drop fast presses, so
// the App also takes key and pointer presses from DOM keydown / pointerdown listeners,
// each with the event's own timeStamp (see App.DOM), for the tables that race on them.
var (
	domQueue     input.DOMQueue
	pointerQueue input.PointerQueue
	domOnce  sync.Once
	domFuncs []js.Func
)

// startDOM registers the listeners once: keydown/keyup and blur on the window,
// pointerdown/pointerup on the document (positions in device pixels).
func startDOM() {
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

// drainDOM appends the presses queued by the listeners since the last tick.
func drainDOM(out []input.DOMPress) []input.DOMPress { return domQueue.Drain(out) }

// monotonicMs is performance.now(), in ms: the clock DOM events' timestamps are on.
func monotonicMs() float64 { return js.Global().Get("performance").Call("now").Float() }

// stepPointer applies this tick's queued DOM pointer change to in (see
// input.PointerQueue.Step); scale converts device pixels to layout units.
func stepPointer(in *input.Input, scale float64) { pointerQueue.Step(in, scale) }

// movesMade counts the moves made at this screen; the page's root element carries the
// count (data-parlor-moves) for the browser tests.
var movesMade int

func noteMove() {
	movesMade++
	js.Global().Get("document").Get("documentElement").Get("dataset").Set("parlorMoves", movesMade)
}
