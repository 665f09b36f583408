package anim

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// drain runs the queue tick by tick the way a table does: every event whose turn has
// come starts and holds the next one for hold(e) ticks. It records the tick each event
// started at.
func drain(q *Queue[string], hold map[string]int, ticks int) map[string]int {
	started := map[string]int{}
	for tick := 0; tick < ticks; tick++ {
		for {
			e, ok := q.Next(tick)
			if !ok {
				break
			}
			started[e] = tick
			q.Hold(tick + hold[e])
		}
	}
	return started
}

func TestQueueOrderAndHolds(t *testing.T) {
	var q Queue[string]
	q.Push("deal1", "deal2", "deal3", "turnup")
	hold := map[string]int{"deal1": 4, "deal2": 4, "deal3": 4, "turnup": 20}
	got := drain(&q, hold, 100)
	want := map[string]int{"deal1": 0, "deal2": 4, "deal3": 8, "turnup": 12}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("start ticks (-want +got):\n%s", diff)
	}
	if !q.Idle(32) || q.Idle(31) {
		t.Errorf("the queue should be idle from tick 32 (last hold), not before")
	}
}

// TestQueueInstant: with zero holds (instant speed) every event starts in the same tick,
// still in order.
func TestQueueInstant(t *testing.T) {
	var q Queue[int]
	q.Push(1, 2, 3)
	var got []int
	for {
		e, ok := q.Next(5)
		if !ok {
			break
		}
		got = append(got, e)
		q.Hold(5)
	}
	if diff := cmp.Diff([]int{1, 2, 3}, got); diff != "" {
		t.Errorf("order (-want +got):\n%s", diff)
	}
}

// TestQueuePause: a paused queue hands out nothing until resumed (a round's end waits
// for the player), and events pushed meanwhile keep their order.
func TestQueuePause(t *testing.T) {
	var q Queue[string]
	q.Push("scored")
	e, _ := q.Next(0)
	if e != "scored" {
		t.Fatalf("got %q", e)
	}
	q.Pause()
	q.Push("round2", "deal")
	for tick := 0; tick < 50; tick++ {
		if e, ok := q.Next(tick); ok {
			t.Fatalf("paused queue handed out %q", e)
		}
	}
	if q.Len() != 2 {
		t.Fatalf("Len = %d, want 2", q.Len())
	}
	q.Resume()
	a, _ := q.Next(50)
	b, _ := q.Next(50)
	if a != "round2" || b != "deal" {
		t.Errorf("after resume got %q, %q", a, b)
	}
	q.Clear()
	if q.Len() != 0 || !q.Idle(0) {
		t.Errorf("Clear left %d events", q.Len())
	}
}

// TestQueueNoAlloc: once the backing array has grown, pushing and draining does not
// allocate.
func TestQueueNoAlloc(t *testing.T) {
	var q Queue[int]
	evs := []int{1, 2, 3, 4, 5, 6, 7, 8}
	q.Push(evs...)
	for {
		if _, ok := q.Next(0); !ok {
			break
		}
	}
	allocs := testing.AllocsPerRun(100, func() {
		q.Push(evs...)
		for {
			if _, ok := q.Next(0); !ok {
				break
			}
		}
	})
	if allocs != 0 {
		t.Errorf("steady-state push/drain allocates %v times", allocs)
	}
}
