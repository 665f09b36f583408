package input

import (
	"slices"
	"testing"
)

func TestDOMQueue(t *testing.T) {
	var q DOMQueue
	q.Push(DOMEvent{Code: "Space", Down: true, Stamp: 100.5})
	q.Push(DOMEvent{Code: "Space", Down: true, Repeat: true, Stamp: 130})
	q.Push(DOMEvent{Code: "Space", Down: true, Stamp: 140}) // no keyup seen: still held
	q.Push(DOMEvent{Code: "KeyL", Down: true, Stamp: 141})
	got := q.Drain(nil)
	want := []DOMPress{{Code: "Space", Stamp: 100.5}, {Code: "KeyL", Stamp: 141}}
	if !slices.Equal(got, want) {
		t.Fatalf("Drain = %v, want %v", got, want)
	}
	if got := q.Drain(nil); len(got) != 0 {
		t.Fatalf("second Drain = %v, want nothing", got)
	}
	q.Push(DOMEvent{Code: "Space", Down: false, Stamp: 200})
	q.Push(DOMEvent{Code: "Space", Down: true, Stamp: 210})
	if got := q.Drain(nil); !slices.Equal(got, []DOMPress{{Code: "Space", Stamp: 210}}) {
		t.Fatalf("after keyup: %v", got)
	}
	// A blur forgets held keys and drops presses not yet taken.
	q.Push(DOMEvent{Code: "KeyA", Down: true, Stamp: 300})
	q.Push(DOMEvent{Blur: true, Stamp: 301})
	if got := q.Drain(nil); len(got) != 0 {
		t.Fatalf("presses before a blur survived: %v", got)
	}
	q.Push(DOMEvent{Code: "Space", Down: true, Stamp: 400})
	if got := q.Drain(nil); !slices.Equal(got, []DOMPress{{Code: "Space", Stamp: 400}}) {
		t.Fatalf("Space after blur (its keyup was lost): %v", got)
	}
}
