package input

import "sync"

// DOMEvent is one DOM event the browser's listeners queue: a keydown or keyup (Code is
// KeyboardEvent.code), a pointerdown on the SLAP button (Code "pointer:N", N the
// button), or the page losing focus (Blur). Stamp is event.timeStamp in ms; Repeat is
// KeyboardEvent.repeat; X, Y a pointer's position in device pixels.
type DOMEvent struct {
	Code   string
	Down   bool
	Repeat bool
	Blur   bool
	Stamp  float64
	X, Y   float64
}

// DOMPress is one press taken from the DOM queue: its code, event.timeStamp and, for a
// pointer, its position in device pixels.
type DOMPress struct {
	Code  string
	Stamp float64
	X, Y  float64
}

// DOMQueue collects the browser's DOM events between ticks (Push is called from the
// event listeners) and hands out the presses in Update (Drain): one keydown is one press
// (repeats and a keydown for a key already down are dropped), a blur forgets every held
// key and drops the presses not yet taken. It is safe for use from two goroutines.
type DOMQueue struct {
	mu     sync.Mutex
	events []DOMEvent
	down   map[string]bool
}

// Push queues one DOM event.
func (q *DOMQueue) Push(e DOMEvent) {
	q.mu.Lock()
	q.events = append(q.events, e)
	q.mu.Unlock()
}

// Drain appends the presses queued since the last call to out, in event order, and
// empties the queue.
func (q *DOMQueue) Drain(out []DOMPress) []DOMPress {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.down == nil {
		q.down = map[string]bool{}
	}
	for _, e := range q.events {
		switch {
		case e.Blur:
			clear(q.down)
			out = out[:0]
		case !e.Down:
			delete(q.down, e.Code)
		case e.Repeat || q.down[e.Code]:
		default:
			q.down[e.Code] = true
			out = append(out, DOMPress{Code: e.Code, Stamp: e.Stamp, X: e.X, Y: e.Y})
		}
	}
	q.events = q.events[:0]
	return out
}
