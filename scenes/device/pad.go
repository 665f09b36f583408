package device

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"parlor/scenes/ui/input"
)

// padButtons maps the standard layout's buttons onto input.Pad.
var padButtons = [...]struct {
	b ebiten.StandardGamepadButton
	p input.Pad
}{
	{ebiten.StandardGamepadButtonRightBottom, input.PadA},
	{ebiten.StandardGamepadButtonRightRight, input.PadB},
	{ebiten.StandardGamepadButtonRightLeft, input.PadX},
	{ebiten.StandardGamepadButtonRightTop, input.PadY},
	{ebiten.StandardGamepadButtonFrontTopLeft, input.PadLB},
	{ebiten.StandardGamepadButtonFrontTopRight, input.PadRB},
	{ebiten.StandardGamepadButtonCenterLeft, input.PadBack},
	{ebiten.StandardGamepadButtonCenterRight, input.PadStart},
	{ebiten.StandardGamepadButtonLeftTop, input.PadUp},
	{ebiten.StandardGamepadButtonLeftBottom, input.PadDown},
	{ebiten.StandardGamepadButtonLeftLeft, input.PadLeft},
	{ebiten.StandardGamepadButtonLeftRight, input.PadRight},
}

// stickPush is how far the left stick must lean (of 1) to count as a D-pad press.
const stickPush = 0.5

// readPads adds every standard gamepad's presses this tick to in: each button's press
// edge, the D-pad repeating while held as the arrows do, and the left stick leaning past
// stickPush as the D-pad (an edge, then the same repeat). Only pads with the standard
// layout are read: another pad's buttons have no known places.
func (r *Reader) readPads(in *input.Input) {
	r.pads = ebiten.AppendGamepadIDs(r.pads[:0])
	if r.held == nil {
		r.held = map[ebiten.GamepadID]*[4]int{}
	}
	for _, id := range r.pads {
		if !ebiten.IsStandardGamepadLayoutAvailable(id) {
			continue
		}
		for _, b := range padButtons[:8] {
			if inpututil.IsStandardGamepadButtonJustPressed(id, b.b) {
				in.AddPad(b.p)
			}
		}
		h := r.held[id]
		if h == nil {
			h = &[4]int{}
			r.held[id] = h
		}
		x := ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxisLeftStickHorizontal)
		y := ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxisLeftStickVertical)
		lean := [4]bool{y < -stickPush, y > stickPush, x < -stickPush, x > stickPush}
		for i, b := range padButtons[8:] {
			if lean[i] || ebiten.IsStandardGamepadButtonPressed(id, b.b) {
				h[i]++
			} else {
				h[i] = 0
			}
			if d := h[i]; d == 1 || d > repeatDelay && (d-repeatDelay)%repeatEvery == 0 {
				in.AddPad(b.p)
			}
		}
	}
}

// Vibrate shakes every connected gamepad that can for d, at strength (0 to 1); a pad
// without a motor, and a device without pads, ignore it.
func Vibrate(d time.Duration, strength float64) {
	var ids []ebiten.GamepadID
	for _, id := range ebiten.AppendGamepadIDs(ids) {
		ebiten.VibrateGamepad(id, &ebiten.VibrateGamepadOptions{Duration: d, StrongMagnitude: strength, WeakMagnitude: strength})
	}
}
