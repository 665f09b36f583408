//go:build display

package sprites

import (
	"math"
	"testing"
)

var eases = []struct {
	name      string
	f         Ease
	overshoot bool // may leave [0, 1] between the endpoints
}{
	{"Linear", Linear, false},
	{"InQuad", InQuad, false},
	{"OutQuad", OutQuad, false},
	{"InOutQuad", InOutQuad, false},
	{"OutCubic", OutCubic, false},
	{"InOutCubic", InOutCubic, false},
	{"OutBack", OutBack, true},
}

func TestEaseEndpointsExact(t *testing.T) {
	for _, e := range eases {
		if got := e.f(0); got != 0 {
			t.Errorf("%s(0) = %v, want exactly 0", e.name, got)
		}
		if got := e.f(1); got != 1 {
			t.Errorf("%s(1) = %v, want exactly 1", e.name, got)
		}
	}
}

func TestEaseMonotonicAndBounded(t *testing.T) {
	const n = 1000
	for _, e := range eases {
		prev := e.f(0)
		maxV := prev
		for i := 1; i <= n; i++ {
			v := e.f(float64(i) / n)
			if math.IsNaN(v) {
				t.Fatalf("%s(%v) is NaN", e.name, float64(i)/n)
			}
			maxV = math.Max(maxV, v)
			if !e.overshoot {
				if v < prev {
					t.Fatalf("%s not monotonic at t=%v: %v < %v", e.name, float64(i)/n, v, prev)
				}
				if v < 0 || v > 1 {
					t.Fatalf("%s(%v) = %v outside [0,1]", e.name, float64(i)/n, v)
				}
			}
			prev = v
		}
		if e.overshoot && (maxV <= 1 || maxV > 1.15) {
			t.Errorf("%s peak %v, want a small overshoot in (1, 1.15]", e.name, maxV)
		}
	}
}

func TestEaseShapes(t *testing.T) {
	// In-eases lag behind linear at the midpoint, out-eases run ahead, in-out are symmetric.
	if v := InQuad(0.5); v != 0.25 {
		t.Errorf("InQuad(0.5) = %v, want 0.25", v)
	}
	if v := OutQuad(0.5); v != 0.75 {
		t.Errorf("OutQuad(0.5) = %v, want 0.75", v)
	}
	if v := OutCubic(0.5); v != 0.875 {
		t.Errorf("OutCubic(0.5) = %v, want 0.875", v)
	}
	for _, f := range []Ease{InOutQuad, InOutCubic} {
		if v := f(0.5); math.Abs(v-0.5) > 1e-12 {
			t.Errorf("in-out ease at 0.5 = %v, want 0.5", v)
		}
		for _, x := range []float64{0.1, 0.3, 0.45} {
			if d := f(x) + f(1-x) - 1; math.Abs(d) > 1e-12 {
				t.Errorf("in-out ease not point-symmetric at %v: f(x)+f(1-x)-1 = %v", x, d)
			}
		}
	}
}

func TestTweenEndpointsAndClamping(t *testing.T) {
	tw := Tween{From: 10, To: 50, Start: 100, Dur: 20, Ease: OutCubic}
	cases := []struct {
		tick int
		want float64
	}{
		{-5, 10}, {0, 10}, {99, 10}, {100, 10}, {120, 50}, {121, 50}, {1 << 30, 50},
	}
	for _, c := range cases {
		if got := tw.At(c.tick); got != c.want {
			t.Errorf("At(%d) = %v, want %v", c.tick, got, c.want)
		}
	}
	if got, want := tw.At(110), 10+40*0.875; math.Abs(got-want) > 1e-9 {
		t.Errorf("At(110) = %v, want %v", got, want)
	}
	// Overshooting eases clamp at the end: OutBack lands exactly on To.
	b := Tween{From: 0, To: 1, Start: 0, Dur: 30, Ease: OutBack}
	if b.At(30) != 1 || b.At(31) != 1 {
		t.Errorf("OutBack tween does not land on To: %v %v", b.At(30), b.At(31))
	}
	peak := 0.0
	for i := 0; i <= 30; i++ {
		peak = math.Max(peak, b.At(i))
	}
	if peak <= 1 {
		t.Errorf("OutBack tween never overshoots (peak %v)", peak)
	}
}

func TestTweenMonotonicTicks(t *testing.T) {
	tw := Tween{From: 200, To: -100, Start: 3, Dur: 45, Ease: InOutCubic}
	prev := tw.At(0)
	for i := 1; i < 60; i++ {
		v := tw.At(i)
		if v > prev {
			t.Fatalf("decreasing tween went up at tick %d: %v > %v", i, v, prev)
		}
		prev = v
	}
	if prev != -100 {
		t.Fatalf("final value %v, want -100", prev)
	}
}

func TestTweenDone(t *testing.T) {
	tw := Tween{From: 0, To: 1, Start: 5, Dur: 10}
	for tick, want := range map[int]bool{0: false, 5: false, 14: false, 15: true, 16: true} {
		if got := tw.Done(tick); got != want {
			t.Errorf("Done(%d) = %v, want %v", tick, got, want)
		}
	}
	if tw.End() != 15 {
		t.Errorf("End() = %d, want 15", tw.End())
	}
	// A zero or negative duration is done at Start and jumps to To there.
	z := Tween{From: 3, To: 7, Start: 4, Dur: 0}
	if z.Done(3) || !z.Done(4) || z.At(3) != 3 || z.At(4) != 7 {
		t.Errorf("zero-length tween: Done(3)=%v Done(4)=%v At(3)=%v At(4)=%v", z.Done(3), z.Done(4), z.At(3), z.At(4))
	}
	neg := Tween{From: 3, To: 7, Start: 4, Dur: -9}
	if !neg.Done(4) || neg.At(4) != 7 || neg.End() != 4 {
		t.Errorf("negative-length tween: Done(4)=%v At(4)=%v End=%d", neg.Done(4), neg.At(4), neg.End())
	}
}

func TestTweenNilEaseIsLinear(t *testing.T) {
	tw := Tween{From: 0, To: 100, Start: 0, Dur: 4}
	for i, want := range []float64{0, 25, 50, 75, 100} {
		if got := tw.At(i); got != want {
			t.Errorf("At(%d) = %v, want %v", i, got, want)
		}
	}
}

func TestTweenAtF(t *testing.T) {
	tw := Tween{From: 0, To: 10, Start: 2, Dur: 4}
	for _, c := range []struct{ tick, want float64 }{{0, 0}, {2, 0}, {3, 2.5}, {4.5, 6.25}, {6, 10}, {9.5, 10}} {
		if got := tw.AtF(c.tick); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("AtF(%v) = %v, want %v", c.tick, got, c.want)
		}
	}
	// AtF agrees with At on whole ticks.
	e := Tween{From: -4, To: 9, Start: 1, Dur: 13, Ease: OutBack}
	for i := -1; i < 16; i++ {
		if a, b := e.At(i), e.AtF(float64(i)); math.Abs(a-b) > 1e-12 {
			t.Errorf("At(%d) = %v but AtF = %v", i, a, b)
		}
	}
}

func TestLerpAndClamp(t *testing.T) {
	if Lerp(2, 4, 0) != 2 || Lerp(2, 4, 1) != 4 || Lerp(2, 4, 0.5) != 3 || Lerp(2, 4, 2) != 6 {
		t.Error("Lerp wrong")
	}
	for _, c := range []struct{ in, want float64 }{{-1, 0}, {0, 0}, {0.3, 0.3}, {1, 1}, {7, 1}, {math.NaN(), 0}, {math.Inf(1), 1}} {
		if got := Clamp01(c.in); got != c.want {
			t.Errorf("Clamp01(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}

func TestTweenArcAndFlip(t *testing.T) {
	tw := Tween{Start: 0, Dur: 10}
	if tw.Arc(0) != 0 || math.Abs(tw.Arc(10)) > 1e-12 || math.Abs(tw.Arc(5)-1) > 1e-12 {
		t.Errorf("Arc: %v %v %v", tw.Arc(0), tw.Arc(5), tw.Arc(10))
	}
	s, second := tw.Flip(0)
	if s != 1 || second {
		t.Errorf("Flip(0) = %v, %v; want 1, false", s, second)
	}
	s, second = tw.Flip(5)
	if s > 1e-12 || !second {
		t.Errorf("Flip(5) = %v, %v; want 0, true", s, second)
	}
	s, second = tw.Flip(4)
	if s <= 0 || s >= 1 || second {
		t.Errorf("Flip(4) = %v, %v; want squash in (0,1), first half", s, second)
	}
	s, second = tw.Flip(10)
	if math.Abs(s-1) > 1e-12 || !second {
		t.Errorf("Flip(10) = %v, %v; want 1, true", s, second)
	}
}
