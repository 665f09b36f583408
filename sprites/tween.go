package sprites

import "math"

// Ease maps progress t in [0, 1] to eased progress. Every Ease in this package returns
// exactly 0 at t = 0 and exactly 1 at t = 1; OutBack overshoots above 1 in between.
// Callers clamp t before calling (Tween does).
type Ease func(t float64) float64

// Linear is constant speed.
func Linear(t float64) float64 { return t }

// InQuad starts slowly and speeds up (t²).
func InQuad(t float64) float64 { return t * t }

// OutQuad starts fast and slows to a stop (1 − (1 − t)²).
func OutQuad(t float64) float64 { u := 1 - t; return 1 - u*u }

// InOutQuad speeds up in the first half and slows down in the second.
func InOutQuad(t float64) float64 {
	if t < 0.5 {
		return 2 * t * t
	}
	u := -2*t + 2
	return 1 - u*u/2
}

// OutCubic starts fast and settles gently (1 − (1 − t)³): the default for slides.
func OutCubic(t float64) float64 { u := 1 - t; return 1 - u*u*u }

// InOutCubic is a smooth S-curve, steeper in the middle than InOutQuad.
func InOutCubic(t float64) float64 {
	if t < 0.5 {
		return 4 * t * t * t
	}
	u := -2*t + 2
	return 1 - u*u*u/2
}

// backC1 is the usual overshoot constant of OutBack (about 10% overshoot).
const backC1 = 1.70158

// OutBack overshoots the target slightly (by about 10% of the distance, near t ≈ 0.6)
// and settles back onto it: used for cards that land with a little bounce.
func OutBack(t float64) float64 {
	if t <= 0 {
		return 0
	}
	if t >= 1 {
		return 1
	}
	const c3 = backC1 + 1
	u := t - 1
	return 1 + c3*u*u*u + backC1*u*u
}

// Lerp interpolates linearly from a (t = 0) to b (t = 1); t is not clamped.
func Lerp(a, b, t float64) float64 { return a + (b-a)*t }

// Clamp01 limits t to [0, 1]; NaN becomes 0.
func Clamp01(t float64) float64 {
	if !(t > 0) { // also catches NaN
		return 0
	}
	if t > 1 {
		return 1
	}
	return t
}

// Tween animates one value from From to To over Dur ticks starting at tick Start,
// shaped by Ease (nil means Linear). Before Start it holds From, from Start+Dur on it
// holds To; a Dur of 0 or less jumps straight to To at Start. Ticks are game updates
// (60 per second). Tween is a small value: copy it freely.
type Tween struct {
	From, To   float64
	Start, Dur int // ticks
	Ease       Ease
}

// Progress is the clamped linear progress of the tween at tick: 0 up to Start, 1 from
// Start+Dur on.
func (tw Tween) Progress(tick int) float64 {
	if tick < tw.Start {
		return 0
	}
	if tw.Dur <= 0 || tick >= tw.Start+tw.Dur {
		return 1
	}
	return float64(tick-tw.Start) / float64(tw.Dur)
}

// At is the tween's value at tick: From before Start, exactly To once Done.
func (tw Tween) At(tick int) float64 {
	p := tw.Progress(tick)
	switch p {
	case 0:
		return tw.From
	case 1:
		return tw.To
	}
	e := tw.Ease
	if e == nil {
		e = Linear
	}
	return Lerp(tw.From, tw.To, e(p))
}

// AtF is At for a fractional tick (for drawing between updates, e.g. tick + alpha).
func (tw Tween) AtF(tick float64) float64 {
	var p float64
	switch {
	case tick < float64(tw.Start):
		return tw.From
	case tw.Dur <= 0 || tick >= float64(tw.Start+tw.Dur):
		return tw.To
	default:
		p = (tick - float64(tw.Start)) / float64(tw.Dur)
	}
	e := tw.Ease
	if e == nil {
		e = Linear
	}
	return Lerp(tw.From, tw.To, e(p))
}

// Done reports whether the tween has reached To at tick (tick ≥ Start+Dur).
func (tw Tween) Done(tick int) bool { return tick >= tw.Start+max(tw.Dur, 0) }

// End is the first tick at which the tween is Done.
func (tw Tween) End() int { return tw.Start + max(tw.Dur, 0) }

// Arc is the height of a hop along a tween at tick: 0 at both ends and 1 halfway,
// following sin(π·p). Multiply by a lift in pixels to make a card arc as it flies.
func (tw Tween) Arc(tick int) float64 { return math.Sin(math.Pi * tw.Progress(tick)) }

// Flip is the state of a card flip along the tween at tick: squash is the horizontal
// scale |cos(π·p)| (1 at both ends, 0 halfway) to put in CardSprite.FlipX, and
// secondHalf reports whether the flip has passed its midpoint, i.e. whether the card
// now shows its new side.
func (tw Tween) Flip(tick int) (squash float64, secondHalf bool) {
	p := tw.Progress(tick)
	return math.Abs(math.Cos(math.Pi * p)), p >= 0.5
}
