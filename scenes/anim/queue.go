// Package anim holds the event queue the table scenes animate from: pure Go, tested
// without a window or GPU.
package anim

// Queue holds game events waiting to be animated and hands them out strictly in order:
// the table starts the next event only when the previous one's hold has run out, so a
// deal is staggered card by card and a bot's draw finishes before its discard starts.
// A paused queue (round over, waiting for the player) hands out nothing. Push appends;
// the backing array is reused, so a queue in steady state does not allocate.
type Queue[E any] struct {
	items  []E
	head   int
	until  int // tick before which nothing starts
	paused bool
}

// Push appends events in order.
func (q *Queue[E]) Push(es ...E) {
	if q.head == len(q.items) {
		clear(q.items)
		q.items, q.head = q.items[:0], 0
	}
	q.items = append(q.items, es...)
}

// Len is the number of events not yet handed out.
func (q *Queue[E]) Len() int { return len(q.items) - q.head }

// Waiting are the events not yet taken, oldest first (the queue's own memory: read it
// at once, change nothing).
func (q *Queue[E]) Waiting() []E { return q.items[q.head:] }

// Next returns the next event if one is waiting, the queue is not paused and tick has
// reached the end of the last hold. The caller animates it and calls Hold.
func (q *Queue[E]) Next(tick int) (E, bool) {
	var zero E
	if q.paused || q.head >= len(q.items) || tick < q.until {
		return zero, false
	}
	e := q.items[q.head]
	q.items[q.head] = zero
	q.head++
	return e, true
}

// Hold keeps the next event from starting before tick until.
func (q *Queue[E]) Hold(until int) {
	if until > q.until {
		q.until = until
	}
}

// Pause stops handing out events until Resume.
func (q *Queue[E]) Pause() { q.paused = true }

// Resume lets events flow again.
func (q *Queue[E]) Resume() { q.paused = false }

// Paused reports whether the queue is paused.
func (q *Queue[E]) Paused() bool { return q.paused }

// Idle reports that nothing is waiting and the last hold has run out at tick.
func (q *Queue[E]) Idle(tick int) bool { return q.head >= len(q.items) && tick >= q.until }

// Clear drops every waiting event and the hold.
func (q *Queue[E]) Clear() {
	clear(q.items)
	q.items, q.head, q.until, q.paused = q.items[:0], 0, 0, false
}
