// Package input is the device-free side of Parlor's input: one tick's Input snapshot
// (pointer, keys, typed characters) with its own Key names, and the keyboard and pointer
// navigation of widget lists. It imports no Ebitengine, so scenes turn input into
// intents with pure functions that are tested without a window or GPU; package scenes
// fills an Input from Ebitengine once per Update.
package input

// Key names a key. The reader in package scenes maps Ebitengine's keys onto these.
type Key uint8

// The keys the game uses.
const (
	KeyNone Key = iota
	KeyLeft
	KeyRight
	KeyUp
	KeyDown
	KeyTab
	KeyEnter
	KeySpace
	KeyEscape
	KeyBackspace
	KeyPageUp
	KeyPageDown
	KeyHome
	KeyEnd
	Key0
	Key1
	Key2
	Key3
	Key4
	Key5
	Key6
	Key7
	Key8
	Key9
	KeyA
	KeyB
	KeyC
	KeyD
	KeyE
	KeyF
	KeyG
	KeyH
	KeyI
	KeyJ
	KeyK
	KeyL
	KeyM
	KeyN
	KeyO
	KeyP
	KeyQ
	KeyR
	KeyS
	KeyT
	KeyU
	KeyV
	KeyW
	KeyX
	KeyY
	KeyZ
	// KeyCount is the number of keys, not a key.
	KeyCount
)

// MaxKeys is how many key presses one tick's Input records; more in one tick are dropped.
const MaxKeys = 16

// Input is one tick's input, read once at the start of Update and then only passed
// around. Coordinates are in layout units.
type Input struct {
	// X, Y is the pointer (mouse, or the first touch) in layout units.
	X, Y float64
	// Pointer reports that X, Y is meaningful (a mouse exists or a finger is down).
	Pointer bool
	// Down: the primary button or first finger is held this tick.
	Down bool
	// Pressed and Released are the edges of Down this tick (one physical press gives
	// exactly one Pressed).
	Pressed, Released bool
	// Touch reports that the pointer is a finger (no hover).
	Touch bool
	// Keys lists keys pressed this tick (edges, plus key repeat for the arrows and
	// Backspace after a delay); NKeys of them are valid.
	Keys  [MaxKeys]Key
	NKeys int
	// Shift is held.
	Shift bool
	// AnyKey: some key, known to Keys or not (F1, Ctrl, …), went down this tick.
	AnyKey bool
	// Chars are characters typed this tick (for text fields and "?"); NChars valid.
	Chars  [8]rune
	NChars int
	// WheelY is the vertical scroll this tick (positive: away from the user).
	WheelY float64
	// Pads lists the gamepad buttons pressed this tick (any pad's; the stick's pushes
	// and the D-pad repeat as the arrows do); NPads of them are valid. The App turns them
	// into Keys (ApplyPad) before a scene sees the tick.
	Pads  [MaxPads]Pad
	NPads int
	// Paste is text pasted this tick (Ctrl/Cmd+V: the desktop's clipboard, the page's
	// paste event), at most 1 KiB; "" for none. A text field takes it whole.
	Paste string
}

// Arrow is the direction of ← (-1) and → (+1); 0 for any other key.
func Arrow(k Key) int {
	switch k {
	case KeyLeft:
		return -1
	case KeyRight:
		return 1
	}
	return 0
}

// Step moves choice i (-1: none) d places along a row of n, wrapping round; from none,
// a step right picks the first and a step left the last. -1 for an empty row.
func Step(i, d, n int) int {
	switch {
	case n <= 0:
		return -1
	case i < 0 && d > 0:
		return 0
	case i < 0:
		return n - 1
	}
	return ((i+d)%n + n) % n
}

// Keys is a tick's input with keys ks pressed (for tests and tools).
func Keys(ks ...Key) *Input {
	in := &Input{}
	for _, k := range ks {
		in.AddKey(k)
	}
	return in
}

// Tap is a tick's input with the pointer pressed down at x, y.
func Tap(x, y float64) *Input { return &Input{Pointer: true, X: x, Y: y, Down: true, Pressed: true} }

// Key reports whether k was pressed this tick.
func (in *Input) Key(k Key) bool {
	for i := 0; i < in.NKeys; i++ {
		if in.Keys[i] == k {
			return true
		}
	}
	return false
}

// AddKey records a key press (used by the reader and by tests); beyond MaxKeys it is
// dropped.
func (in *Input) AddKey(k Key) {
	in.AnyKey = true
	if in.NKeys < MaxKeys {
		in.Keys[in.NKeys] = k
		in.NKeys++
	}
}

// AddChar records a typed character; beyond len(Chars) it is dropped.
func (in *Input) AddChar(r rune) {
	if in.NChars < len(in.Chars) {
		in.Chars[in.NChars] = r
		in.NChars++
	}
}

// Char reports whether r was typed this tick.
func (in *Input) Char(r rune) bool {
	for i := 0; i < in.NChars; i++ {
		if in.Chars[i] == r {
			return true
		}
	}
	return false
}

// ClickIn reports a press at a point inside the rectangle x, y, w, h.
func (in *Input) ClickIn(x, y, w, h float64) bool {
	return in.Pressed && in.Pointer && Inside(in.X, in.Y, x, y, w, h)
}

// Inside reports whether px, py lies in the rectangle x, y, w, h.
func Inside(px, py, x, y, w, h float64) bool {
	return px >= x && px < x+w && py >= y && py < y+h
}
