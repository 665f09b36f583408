package input

import (
	"math/rand/v2"
	"testing"
)

// TestPointerQueueAt5FPS: at 5 ticks a second (200 ms apart), clicks of 20 to 120 ms
// made between two ticks all count: each gives a press on one tick and its release on
// the next, at the positions they happened, and none is lost or doubled.
func TestPointerQueueAt5FPS(t *testing.T) {
	var q PointerQueue
	var in Input
	if q.Step(&in, 1) {
		t.Fatal("Step before any event took over the input")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	const tickMs = 200.0
	presses, releases, clicks := 0, 0, 0
	now := 0.0
	for tick := 0; tick < 200; tick++ {
		// Between this tick and the next: maybe a quick click, whole.
		if rng.IntN(3) > 0 {
			at := now + rng.Float64()*60
			x, y := float64(rng.IntN(800)), float64(rng.IntN(600))
			q.Push(PointerEvent{Down: true, X: 2 * x, Y: 2 * y, Stamp: at})
			q.Push(PointerEvent{Down: false, X: 2 * x, Y: 2 * y, Stamp: at + 20 + rng.Float64()*100})
			clicks++
		}
		now += tickMs
		in = Input{}
		if !q.Step(&in, 2) {
			t.Fatal("Step ignored queued events")
		}
		if in.Pressed && in.Released {
			t.Fatalf("tick %d: a press and a release in one tick", tick)
		}
		if in.Pressed {
			presses++
			if !in.Down {
				t.Fatalf("tick %d: pressed but not down", tick)
			}
		}
		if in.Released {
			releases++
		}
	}
	// Drain what is left.
	for range 1000 {
		in = Input{}
		q.Step(&in, 2)
		if in.Pressed {
			presses++
		}
		if in.Released {
			releases++
		}
	}
	if presses != clicks || releases != clicks {
		t.Errorf("%d clicks made at 5 fps gave %d presses and %d releases", clicks, presses, releases)
	}
}

func TestPointerQueuePositions(t *testing.T) {
	var q PointerQueue
	q.Push(PointerEvent{Down: true, Touch: true, X: 100, Y: 50})
	q.Push(PointerEvent{Down: true, X: 1, Y: 1}) // a second press: dropped
	q.Push(PointerEvent{Down: false, X: 300, Y: 90})
	var in Input
	q.Step(&in, 2)
	if !in.Pressed || !in.Down || !in.Touch || in.X != 50 || in.Y != 25 {
		t.Errorf("first tick: %+v, want a touch press at 50,25", in)
	}
	in = Input{X: 7, Y: 8}
	q.Step(&in, 2)
	if !in.Released || in.Down || in.X != 150 || in.Y != 45 {
		t.Errorf("second tick: %+v, want the release at 150,45", in)
	}
	in = Input{X: 7, Y: 8}
	q.Step(&in, 2)
	if in.Pressed || in.Released || in.Down || in.X != 7 {
		t.Errorf("third tick: %+v, want nothing new and the position kept", in)
	}
}
