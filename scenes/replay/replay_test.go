package replay

import (
	"errors"
	"testing"

	"parlor/gameplay/match"
	"parlor/gameplay/troeven"
)

// played is a whole game of Troeven played by bots.
func played(t *testing.T) *match.Match {
	t.Helper()
	g := troeven.Game
	m, err := match.New(g, match.Config{Players: 3, Seed: 7}, []string{match.Human, "easy", "easy"})
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]match.Bot, 3)
	for i := range bots {
		if bots[i], err = g.NewBot("easy", i, 7); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := match.Play(m, bots, 1_000_000); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestPlaybackStepsThroughTheRecord: a playback rebuilt to move k shows k moves, steps
// on to the record's end and no further, gives every seat its events unredacted (again
// after Rewind), names the bots' levels but not the person's, and refuses every move.
func TestPlaybackStepsThroughTheRecord(t *testing.T) {
	full := played(t)
	p, err := New(full, 5)
	if err != nil {
		t.Fatal(err)
	}
	if p.K() != 5 || p.Len() != full.Len() {
		t.Fatalf("K %d, Len %d; want 5, %d", p.K(), p.Len(), full.Len())
	}
	if p.Level(0) != "" || p.Level(1) != "easy" {
		t.Errorf("levels %q %q; want \"\" (the person's) and easy", p.Level(0), p.Level(1))
	}
	for {
		ok, err := p.Step()
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			break
		}
	}
	if p.K() != full.Len() || !p.Match().Over() {
		t.Fatalf("stepped to %d of %d moves, over %v", p.K(), full.Len(), p.Match().Over())
	}
	h, err := p.Seat(2)
	if err != nil {
		t.Fatal(err)
	}
	all := len(full.Events())
	if n := len(h.Events()); n != all || len(h.Events()) != 0 {
		t.Errorf("seat 2 got %d events, then more; want %d once", n, all)
	}
	p.Rewind(2)
	if n := len(h.Events()); n != all {
		t.Errorf("after Rewind seat 2 got %d events, want %d", n, all)
	}
	if err := h.Submit(nil); !errors.Is(err, errReplay) {
		t.Errorf("a move at a replay: %v", err)
	}
	if _, err := p.Seat(3); err == nil {
		t.Error("seat 3 of a 3-seat game has a handle")
	}
}

// TestPlaybackPlaysAtItsPace: while Playing, Pump makes the next seat's move only once
// PaceMs of table time have passed, and never while the table is not ready.
func TestPlaybackPlaysAtItsPace(t *testing.T) {
	p, err := New(played(t), 0)
	if err != nil {
		t.Fatal(err)
	}
	now := 0.0
	p.SetClock(func() float64 { return now })
	p.Playing, p.PaceMs = true, 500
	pump := func(ready bool) {
		t.Helper()
		if err := p.Pump(ready, 0, 0); err != nil {
			t.Fatal(err)
		}
	}
	pump(true)
	now = 499
	pump(true)
	if p.K() != 0 {
		t.Fatalf("a move after %v ms of a 500 ms pace", now)
	}
	now = 500
	pump(false)
	if p.K() != 0 {
		t.Fatal("a move while the table was not ready")
	}
	pump(true)
	now = 1000
	pump(true)
	if p.K() != 1 {
		t.Errorf("%d moves after the pace ran out; want 1", p.K())
	}
}
