package device

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"parlor/scenes/ui/input"
)

// keyMap maps Ebitengine's keys onto input.Key (KeyNone for keys the game ignores).
var keyMap = func() map[ebiten.Key]input.Key {
	m := map[ebiten.Key]input.Key{
		ebiten.KeyArrowLeft: input.KeyLeft, ebiten.KeyArrowRight: input.KeyRight,
		ebiten.KeyArrowUp: input.KeyUp, ebiten.KeyArrowDown: input.KeyDown,
		ebiten.KeyTab: input.KeyTab, ebiten.KeyEnter: input.KeyEnter, ebiten.KeyNumpadEnter: input.KeyEnter,
		ebiten.KeySpace: input.KeySpace, ebiten.KeyEscape: input.KeyEscape, ebiten.KeyBackspace: input.KeyBackspace,
		ebiten.KeyPageUp: input.KeyPageUp, ebiten.KeyPageDown: input.KeyPageDown,
		ebiten.KeyHome: input.KeyHome, ebiten.KeyEnd: input.KeyEnd,
	}
	for i := 0; i < 10; i++ {
		m[ebiten.KeyDigit0+ebiten.Key(i)] = input.Key0 + input.Key(i)
		m[ebiten.KeyNumpad0+ebiten.Key(i)] = input.Key0 + input.Key(i)
	}
	for i := 0; i < 26; i++ {
		m[ebiten.KeyA+ebiten.Key(i)] = input.KeyA + input.Key(i)
	}
	return m
}()

// EbitenKeys are the Ebitengine keys that give input key k (Enter: the main and the
// keypad's; a digit: the row's and the keypad's), in no set order.
func EbitenKeys(k input.Key) []ebiten.Key {
	var out []ebiten.Key
	for ek, ik := range keyMap {
		if ik == k && k != input.KeyNone {
			out = append(out, ek)
		}
	}
	return out
}

// repeatKeys auto-repeat while held, so lists can be walked by holding an arrow.
var repeatKeys = [...]ebiten.Key{ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown, ebiten.KeyBackspace}

// Key repeat timing, in ticks: first repeat after repeatDelay, then every repeatEvery.
const (
	repeatDelay = 24
	repeatEvery = 4
)

// Reader keeps the buffers and the touch being followed between ticks.
type Reader struct {
	keys    []ebiten.Key
	touches []ebiten.TouchID
	chars   []rune
	touch   ebiten.TouchID
	touchOn bool
	lastX   float64
	lastY   float64
	pads    []ebiten.GamepadID
	held    map[ebiten.GamepadID]*[4]int // ticks each pad's D-pad direction has been held
}

// Read fills in from Ebitengine's input state; scale (App.PixelScale) converts screen
// (device) pixels to layout units. It is the only place that reads input, and runs only in Update.
func (r *Reader) Read(in *input.Input, scale float64) {
	*in = input.Input{}
	r.keys = inpututil.AppendJustPressedKeys(r.keys[:0])
	in.AnyKey = len(r.keys) > 0
	for _, k := range r.keys {
		if ik := keyMap[k]; ik != input.KeyNone {
			in.AddKey(ik)
		}
	}
	for _, k := range repeatKeys {
		d := inpututil.KeyPressDuration(k)
		if d > repeatDelay && (d-repeatDelay)%repeatEvery == 0 {
			in.AddKey(keyMap[k])
		}
	}
	in.Shift = ebiten.IsKeyPressed(ebiten.KeyShift)
	if inpututil.IsKeyJustPressed(ebiten.KeyV) && (ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)) {
		readClipboard() // Ctrl/Cmd+V: the text arrives as a later tick's Paste
	}
	in.Paste = takePaste()
	r.chars = ebiten.AppendInputChars(r.chars[:0])
	for _, c := range r.chars {
		in.AddChar(c)
	}
	_, in.WheelY = ebiten.Wheel()
	r.readPads(in)

	// Touch: follow the first finger that went down.
	r.touches = inpututil.AppendJustPressedTouchIDs(r.touches[:0])
	if !r.touchOn && len(r.touches) > 0 {
		r.touch, r.touchOn = r.touches[0], true
		x, y := ebiten.TouchPosition(r.touch)
		r.lastX, r.lastY = float64(x)/scale, float64(y)/scale
		in.Pressed = true
	}
	if r.touchOn {
		in.Touch, in.Pointer = true, true
		if inpututil.IsTouchJustReleased(r.touch) {
			x, y := inpututil.TouchPositionInPreviousTick(r.touch)
			r.lastX, r.lastY = float64(x)/scale, float64(y)/scale
			in.Released = true
			r.touchOn = false
		} else {
			x, y := ebiten.TouchPosition(r.touch)
			r.lastX, r.lastY = float64(x)/scale, float64(y)/scale
			in.Down = true
		}
		in.X, in.Y = r.lastX, r.lastY
	} else {
		mx, my := ebiten.CursorPosition()
		in.X, in.Y = float64(mx)/scale, float64(my)/scale
		in.Pointer = true
		in.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
		in.Pressed = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
		in.Released = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	}
	// In the browser the presses and releases come from the DOM's pointer events,
	// queued, so one shorter than a frame still counts.
	stepPointer(in, scale)
}
