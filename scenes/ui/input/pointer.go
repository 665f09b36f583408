package input

import "sync"

// PointerEvent is one DOM pointerdown (Down) or pointerup of the primary pointer: its
// position in device pixels, whether a finger made it (Touch) and event.timeStamp in ms.
type PointerEvent struct {
	Down  bool
	Touch bool
	X, Y  float64
	Stamp float64
}

// PointerQueue keeps the browser's pointer presses and releases between ticks, so a
// click or tap shorter than a frame still counts: Push is called from the DOM
// listeners, Step once per tick hands out at most one change of the button's state
// (a press, then a release on the next tick), keeping the rest for the ticks after.
// It is safe for use from two goroutines.
type PointerQueue struct {
	mu      sync.Mutex
	pending []PointerEvent
	down    bool
	seen    bool
}

// Push queues one pointer event.
func (q *PointerQueue) Push(e PointerEvent) {
	q.mu.Lock()
	q.pending = append(q.pending, e)
	q.seen = true
	q.mu.Unlock()
}

// Step applies this tick's pointer change to in: the next queued event that changes
// the button's state sets Pressed or Released, Down, Touch and the position (device
// pixels divided by scale); with no change queued only Down is set (the position stays
// in's own). An event that would not change the state (a second press) is dropped. It
// reports false (in untouched) until the first event was ever pushed: the page has no
// listeners, and the per-frame input stands.
func (q *PointerQueue) Step(in *Input, scale float64) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	if !q.seen {
		return false
	}
	in.Pressed, in.Released = false, false
	for len(q.pending) > 0 {
		e := q.pending[0]
		q.pending = append(q.pending[:0], q.pending[1:]...)
		if e.Down == q.down {
			continue
		}
		q.down = e.Down
		in.Pressed, in.Released = e.Down, !e.Down
		in.X, in.Y = e.X/scale, e.Y/scale
		in.Touch, in.Pointer = e.Touch, true
		break
	}
	in.Down = q.down
	return true
}
