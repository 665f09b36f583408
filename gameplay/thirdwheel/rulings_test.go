package thirdwheel

import (
	"testing"
)

// The fairness rulings: Wild snaps once (docs/rules/thirdwheel.md#wild-snaps-once), false
// slaps cost (docs/rules/thirdwheel.md#false-slaps), game time is real time
// (docs/rules/thirdwheel.md#game-time-is-real-time; the lockout runs on the windows'
// clocks in ms).

// TestWildSnapsOnce: a snap on a pair with a Wild, the Wild under the card or on top,
// cancels both cards and subtracts both values.
func TestWildSnapsOnce(t *testing.T) {
	for _, tc := range []struct{ d1, d2, first, second string }{
		{"W 1H 2H 3H 4H", hD2, "W", "7F"},              // the card lands on a Wild
		{"3H 1H 2H 5H 4H", "W 1F 2F 3F 4F", "3H", "W"}, // the Wild lands on a card
	} {
		s := game(t, Options{Snap: true}, 40, stack(t, false, tc.d1, hTW, tc.d2, hDraws))
		_, tw, _ := seats(s)
		play(t, s, tc.first, 0)
		play(t, s, tc.second, 100)
		do(t, s, Tick(101))
		before := s.Score()
		do(t, s, Slap(tw, 300))
		ev := do(t, s, Tick(301))
		sn, ok := first[Snapped](ev)
		want := before
		if !ok || sn.Target.N != 2 || sn.Under.N != 1 || sn.Removed != want || s.Score() != 0 || len(s.table) != 0 {
			t.Fatalf("%s on %s: %v (score %d, table %v)", tc.second, tc.first, ev, s.Score(), s.table)
		}
		if sn.String() != "snap: "+tc.second+" and "+tc.first+" cancelled, -"+itoa2(want)+", score 0" {
			t.Fatalf("event text %q", sn.String())
		}
		checkInvariants(t, s)
	}
	// A plain pair: only the card just played goes.
	s := snapGame(t, Options{Snap: true}, 41)
	_, tw, _ := seats(s)
	do(t, s, Slap(tw, 300))
	if sn, _ := first[Snapped](do(t, s, Tick(301))); sn.Under.N != 0 || len(s.table) != 1 || s.Score() != 7 {
		t.Fatalf("a plain snap takes one card: %v", sn)
	}
}

// TestUncoveredWildCannotLockTheDuoOut replays the hole found in play: a Wild left
// uncovered (its cover matched away) paired with every later Duo card, so every card
// was snapped and the score stood still. Now the Wild leaves with the first snap.
func TestUncoveredWildCannotLockTheDuoOut(t *testing.T) {
	s := game(t, Options{Snap: true}, 42, stack(t, false, "W 1H 2H 3H 4H", "7R 5R 6R 8R 9R", hD2, "10D 11D 12D 13D 10H 11H 12H 13H"))
	_, tw, _ := seats(s)
	play(t, s, "W", 0)
	play(t, s, "7F", 100)
	do(t, s, Tick(101))
	// The TW matches the 7F away: the Wild lies uncovered on top.
	do(t, s, Move{Seat: tw, Kind: MoveMatch, Card: NewCard(7, Ring), At: 200})
	do(t, s, Tick(201))
	if v := s.View(tw); v.Table[len(v.Table)-1].Card != Wild {
		t.Fatalf("setup: table %v", v.Table)
	}
	do(t, s, Tick(LockoutMs+500)) // window 2 closes at its deadline
	snaps := 0
	for i, c := range []string{"1H", "11D", "2H", "10H", "3H", "1F"} {
		play(t, s, c, 0)
		if s.topPair() {
			do(t, s, Slap(tw, 300))
			ev := do(t, s, Tick(301))
			if _, ok := first[Snapped](ev); !ok {
				t.Fatalf("card %d: the pair was not snapped: %v", i, ev)
			}
			snaps++
		}
		do(t, s, Tick(1500))
	}
	if snaps != 1 || s.Score() != 11+2+10+3+1 {
		t.Fatalf("the Wild paired %d times; score %d", snaps, s.Score())
	}
}

// TestFalseSlapsCostUnderDoubleDown: with Double-Down alone a slap outside a race used
// to be refused for free, so hammering the key won every race. Now the Third Wheel's
// miss owes a discard and a Duo player's miss locks it out for LockoutMs of game time.
func TestFalseSlapsCostUnderDoubleDown(t *testing.T) {
	s := game(t, Options{DoubleDown: true}, 43, stack(t, false, hD1, hTW, hD2, hDraws))
	d1, tw, d2 := seats(s)
	refuse(t, s, Slap(d1, 0), "no-window") // nothing played yet
	play(t, s, "7H", 0)
	// The TW's turn: a slap is a miss that costs a discard.
	ev := do(t, s, Slap(tw, 0))
	if sl, _ := first[Slapped](ev); sl.Outcome != SlapMiss || !sl.Penalty || !s.owes || s.ToMove() != tw {
		t.Fatalf("TW miss: %v", ev)
	}
	refuse(t, s, Move{Seat: tw, Kind: MovePass}, "owe-discard")
	do(t, s, Move{Seat: tw, Kind: MoveDiscard, Card: NewCard(9, Ring)})
	do(t, s, Move{Seat: tw, Kind: MovePass})
	// Duo 1 hammers before the pair: the first press is a miss and locks it out.
	ev = do(t, s, Slap(d1, 0))
	if sl, _ := first[Slapped](ev); sl.Outcome != SlapMiss || !sl.Lockout || sl.Penalty || s.View(tw).LockedUntil[d1] != LockoutMs {
		t.Fatalf("Duo miss: %v, locked until %v", ev, s.View(tw).LockedUntil)
	}
	refuse(t, s, Slap(d1, 0), "locked-out")
	// Duo 2's 7F pairs with the 7H: a race between Duo 1 and the TW. The lockout had
	// 1000 ms left when the window opened: Duo 1 cannot slap before 1000 ms.
	ev = play(t, s, "7F", 0)
	if w, _ := first[WindowOpened](ev); !w.Race || w.RaceSeat != d1 {
		t.Fatalf("race: %v", ev)
	}
	if v := s.View(d2); v.LockedUntil[d1] != LockoutMs || v.LockedUntil[tw] != 0 || v.LockedUntil[d2] != 0 {
		t.Fatalf("locked until %v", v.LockedUntil)
	}
	refuse(t, s, Slap(d1, 300), "locked-out")
	refuse(t, s, Slap(d1, 999), "locked-out")
	do(t, s, Slap(tw, 600))
	do(t, s, Slap(d1, 1000))
	ev = do(t, s, Tick(1001))
	if dd, _ := first[DoubleDown](ev); dd.Seat != tw {
		t.Fatalf("the honest TW at 600 ms beats the hammering Duo: %v", ev)
	}
	if sl := last[Slapped](ev); sl.Seat != d1 || sl.Outcome != SlapLost || sl.Lockout {
		t.Fatalf("the Duo's race slap after the lockout is a lost race, not a miss: %v", ev)
	}
	checkInvariants(t, s)
}

// TestLockoutRunsOnGameTime: a Duo miss inside a window locks its player out until the
// miss's stamp + LockoutMs on the window's clock; when the next Duo card closes the
// window and opens the next one at the same instant, the rest carries over ms for ms;
// when a window closes at its deadline, the clock stands still until the next one.
func TestLockoutRunsOnGameTime(t *testing.T) {
	s := snapGame(t, Options{Snap: true, DoubleDown: true}, 44) // race: Duo 1 vs TW
	d1, tw, d2 := seats(s)
	ev := do(t, s, Slap(d2, 200)) // Duo 2 is not the racer: a miss
	ev = append(ev, do(t, s, Tick(201))...)
	if sl, _ := first[Slapped](ev); sl.Outcome != SlapMiss || !sl.Lockout || s.View(d1).LockedUntil[d2] != 1200 {
		t.Fatalf("miss at 200: %v, locked until %v", ev, s.View(d1).LockedUntil)
	}
	for at := 202; at < 1000; at += 97 {
		do(t, s, Tick(at)) // many ticks: the lockout counts ms, not moves
	}
	refuse(t, s, Slap(d2, 1100), "locked-out")
	// Duo 1 plays at 1100: window 3 opens at that instant; 100 ms of lockout are left.
	play(t, s, "1H", 1100)
	do(t, s, Tick(1101))
	if v := s.View(tw); v.Window.ID != 3 || v.LockedUntil[d2] != 100 {
		t.Fatalf("window %d, locked until %v", v.Window.ID, v.LockedUntil)
	}
	refuse(t, s, Slap(d2, 99), "locked-out")
	// At 100 ms Duo 2 may slap again (here: another miss, locked until 1100).
	do(t, s, Slap(d2, 100))
	do(t, s, Tick(101))
	if got := s.View(tw).LockedUntil[d2]; got != 1100 {
		t.Fatalf("second miss at 100: locked until %d", got)
	}
	// The deadline closes window 3 at 1500 ms: the lockout ended at 1100.
	do(t, s, Tick(1500))
	if s.win.open || s.View(tw).LockedUntil[d2] != 0 {
		t.Fatalf("open %v, locked until %v", s.win.open, s.View(tw).LockedUntil)
	}
	// A miss between windows locks for the whole LockoutMs of the next window.
	do(t, s, Slap(d2, 1700))
	if got := s.View(tw).LockedUntil[d2]; got != LockoutMs || s.win.open {
		t.Fatalf("between windows: %d ms left", got)
	}
	refuse(t, s, Slap(d2, 1800), "locked-out")
	play(t, s, "1F", 0) // Duo 2 plays: window 4
	if got := s.View(tw).LockedUntil[d2]; got != LockoutMs || !s.win.open {
		t.Fatalf("window 4: locked until %d", got)
	}
}

// TestThirdWheelWithNoCardsIsLockedOut: a Third Wheel with nothing to discard pays a
// miss with the lockout, so an empty hand cannot hammer either.
func TestThirdWheelWithNoCardsIsLockedOut(t *testing.T) {
	s := game(t, Options{Snap: true}, 45, stack(t, false, hD1, hTW, hD2, hDraws))
	_, tw, _ := seats(s)
	s.out = append(s.out, s.hands[tw]...)
	s.hands[tw] = nil
	play(t, s, "1H", 0)
	do(t, s, Slap(tw, 100))
	ev := do(t, s, Tick(101))
	if sl, _ := first[Slapped](ev); sl.Outcome != SlapMiss || sl.Penalty || !sl.Lockout || s.owes {
		t.Fatalf("empty-handed miss: %v", ev)
	}
	play(t, s, "7F", 200) // window 2 opens at the close: 100+1000-200 = 900 ms left
	do(t, s, Tick(201))
	if got := s.View(tw).LockedUntil[tw]; got != 900 {
		t.Fatalf("locked until %d", got)
	}
	refuse(t, s, Slap(tw, 899), "locked-out")
	do(t, s, Slap(tw, 900))
	checkInvariants(t, s)
}

// TestHammeringNeverPays plays the same Double-Down race twice against a Third Wheel
// that slaps at 400 ms: a Duo racer that slaps once at 300 ms wins it; one that hammers
// the key every 50 ms from before the race opens (every press it may make) loses it.
func TestHammeringNeverPays(t *testing.T) {
	race := func(hammer bool) Role {
		s := game(t, Options{DoubleDown: true}, 46, stack(t, false, hD1, hTW, hD2, hDraws))
		d1, tw, _ := seats(s)
		play(t, s, "7H", 0)
		do(t, s, Move{Seat: tw, Kind: MovePass})
		if hammer {
			for i := 0; i < 10; i++ { // presses while Duo 2 thinks
				_, _ = s.Apply(Slap(d1, 0))
			}
		}
		play(t, s, "7F", 0)
		do(t, s, Slap(tw, 400))
		if hammer {
			for at := 0; at < 1500 && len(s.win.pending) < 2; at += 50 {
				_, _ = s.Apply(Slap(d1, at))
			}
		} else {
			do(t, s, Slap(d1, 300))
		}
		dd, _ := first[DoubleDown](do(t, s, Tick(1500)))
		return dd.Role
	}
	if got := race(false); got != Duo1 {
		t.Fatalf("one slap at 300 ms: the race went to %v", got)
	}
	if got := race(true); got != ThirdWheel {
		t.Fatalf("hammering: the race went to %v", got)
	}
}

func itoa2(n int) string {
	if n < 10 {
		return itoa(n)
	}
	return itoa2(n/10) + itoa(n%10)
}
