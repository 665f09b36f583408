package thirdwheel

import (
	"parlor/gameplay/match"
	"testing"
)

// snapGame: Duo 1 has played 7H and Duo 2 7F into window 1; window 2 (a pair) is open.
func snapGame(t testing.TB, o Options, seed uint64) *State {
	t.Helper()
	s := game(t, o, seed, stack(t, o.Actions, hD1, hTW, hD2, hDraws))
	play(t, s, "7H", 0)
	play(t, s, "7F", 100)
	do(t, s, Tick(101))
	if s.win.id != 2 || !s.win.open || s.Score() != 14 {
		t.Fatalf("setup: window %d open %v score %d", s.win.id, s.win.open, s.Score())
	}
	return s
}

func TestSnapHit(t *testing.T) {
	s := snapGame(t, Options{Snap: true}, 5)
	_, tw, _ := seats(s)
	refuse(t, s, Move{Seat: tw, Kind: MovePass}, "no-snap-turn")
	ev := do(t, s, Move{Seat: tw, Kind: MoveSlap, At: 300})
	if _, ok := ev[0].(Submitted); !ok || len(ev) != 1 || Redact(ev[0], (tw+1)%3) != nil {
		t.Fatalf("a stamped move is queued, seen by its seat only: %v", ev)
	}
	if v := s.View(tw); len(v.Window.Pending) != 1 || len(s.View((tw+1)%3).Window.Pending) != 0 {
		t.Fatal("the queued slap shows in its own view only")
	}
	refuse(t, s, Move{Seat: tw, Kind: MoveMatch, Card: NewCard(7, Ring), At: 300}, "one-pending")
	refuse(t, s, Tick(0), "time-order")
	ev = do(t, s, Tick(301))
	sl, _ := first[Slapped](ev)
	sn, ok := first[Snapped](ev)
	if sl.Outcome != SlapSnap || !ok || sn.Target.Card != NewCard(7, Flowers) || s.Score() != 7 {
		t.Fatalf("snap: %v", ev)
	}
	refuse(t, s, Move{Seat: tw, Kind: MoveMatch, Card: NewCard(7, Ring), At: 400}, "one-response")
	refuse(t, s, Move{Seat: tw, Kind: MoveSlap, At: 100}, "time-order")
	checkInvariants(t, s)
}

func TestSnapFalseSlapCostsADiscard(t *testing.T) {
	s := game(t, Options{Snap: true}, 6, stack(t, false, hD1, hTW, hD2, hDraws))
	d1, tw, d2 := seats(s)
	refuse(t, s, Slap(tw, 0), "no-window")
	play(t, s, "1H", 0)
	do(t, s, Slap(tw, 250))
	ev := do(t, s, Tick(260))
	if sl, _ := first[Slapped](ev); sl.Outcome != SlapMiss || !sl.Penalty || count[PenaltyOwed](ev) != 1 {
		t.Fatalf("false slap: %v", ev)
	}
	if s.ToMove() != tw || !s.View(d1).Owes {
		t.Fatal("the TW owes a discard and must move")
	}
	refuse(t, s, Move{Seat: tw, Kind: MoveMatch, Card: NewCard(7, Ring), At: 300}, "owe-discard")
	refuse(t, s, Move{Seat: tw, Kind: MoveDiscard, Card: NewCard(1, Heart)}, "not-in-hand")
	refuse(t, s, Move{Seat: d2, Kind: MoveDiscard, Card: NewCard(1, Flowers)}, "not-tw")
	legal := s.Legal(tw)
	if len(legal) != 5 || legal[0].Kind != MoveDiscard {
		t.Fatalf("only discards are legal: %v", legal)
	}
	ev = do(t, s, Move{Seat: tw, Kind: MoveDiscard, Card: NewCard(7, Ring)})
	if d, ok := first[Discarded](ev); !ok || d.Card != NewCard(7, Ring) || len(s.hands[tw]) != 4 || s.out[len(s.out)-1] != NewCard(7, Ring) {
		t.Fatalf("discard: %v", ev)
	}
	refuse(t, s, Move{Seat: tw, Kind: MoveDiscard, Card: NewCard(8, Ring)}, "no-discard-owed")
	refuse(t, s, Slap(tw, 300), "one-response")
	// The discarded 7R is never compared for a snap: only table cards are. 7F lands on
	// 1H, so a slap is a miss.
	play(t, s, "7F", 600)
	do(t, s, Tick(601))
	do(t, s, Slap(tw, 300))
	ev = do(t, s, Tick(301))
	if sl, _ := first[Slapped](ev); sl.Outcome != SlapMiss || sl.Top.Card != NewCard(7, Flowers) || sl.Under.Card != NewCard(1, Heart) {
		t.Fatalf("a penalty discard is not a table card: %v", ev)
	}
	checkInvariants(t, s)
}

func TestLateSlapIsAMiss(t *testing.T) {
	// After the deadline.
	s := game(t, Options{Snap: true}, 7, stack(t, false, hD1, hTW, hD2, hDraws))
	_, tw, _ := seats(s)
	play(t, s, "7H", 0)
	play(t, s, "7F", 100)
	do(t, s, Tick(101))
	ev := do(t, s, Tick(1600))
	if c, ok := first[WindowClosed](ev); !ok || c.At != 1500 || c.Reason != "deadline" || s.win.open {
		t.Fatalf("deadline: %v", ev)
	}
	ev = do(t, s, Move{Seat: tw, Kind: MoveSlap, At: 1650})
	sl, _ := first[Slapped](ev)
	rl, _ := first[RaceLost](ev)
	if sl.Outcome != SlapLate || !sl.Penalty || rl.ByMs != 150 || rl.Winner != -1 || !s.owes || s.Score() != 14 {
		t.Fatalf("late slap after the deadline: %v", ev)
	}

	// 1 ms after the next Duo card closed the window.
	s = snapGame(t, Options{Snap: true}, 7)
	d1, tw, _ := seats(s)
	play(t, s, "1H", 400)
	do(t, s, Move{Seat: tw, Kind: MoveSlap, At: 401})
	ev = do(t, s, Tick(402))
	sl, _ = first[Slapped](ev)
	rl, _ = first[RaceLost](ev)
	if sl.Outcome != SlapLate || !sl.Penalty || rl.ByMs != 1 || rl.Winner != d1 || count[Snapped](ev) != 0 {
		t.Fatalf("slap 1 ms after the close: %v", ev)
	}
	if s.Score() != 15 {
		t.Fatalf("the pair was not cancelled: score %d", s.Score())
	}
}

// TestSnapTie: a TW slap and the next Duo card in the same ms. The generator picks the
// order; exactly one thing wins; the same inputs give the same game.
func TestSnapTie(t *testing.T) {
	outcomes := map[string]int{}
	for seed, games := uint64(0), 0; games < 30; seed++ {
		// Only seeds with one seating, so that seat order cannot decide the tie.
		if s := snapGame(t, Options{Snap: true}, seed); s.Roles() != [3]Role{ThirdWheel, Duo1, Duo2} {
			continue
		}
		games++
		run := func() (string, []Event) {
			s := snapGame(t, Options{Snap: true}, seed)
			d1, tw, _ := seats(s)
			play(t, s, "1H", 400)
			do(t, s, Move{Seat: tw, Kind: MoveSlap, At: 400})
			ev := do(t, s, Tick(401))
			sn := count[Snapped](ev)
			rl, lost := first[RaceLost](ev)
			switch {
			case sn == 1 && !lost && s.Score() == 8:
				return "tw", ev
			case sn == 0 && lost && rl.ByMs == 0 && rl.Winner == d1 && rl.Seat == tw && s.Score() == 15 && s.owes:
				return "duo", ev
			}
			t.Fatalf("seed %d: not exactly one winner: %v", seed, ev)
			return "", nil
		}
		a, evA := run()
		b, evB := run()
		if a != b || len(evA) != len(evB) {
			t.Fatalf("seed %d: the same inputs gave %s then %s", seed, a, b)
		}
		for i := range evA {
			if evA[i].String() != evB[i].String() {
				t.Fatalf("seed %d: event %d differs", seed, i)
			}
		}
		outcomes[a]++
	}
	if outcomes["tw"] == 0 || outcomes["duo"] == 0 {
		t.Fatalf("the tie is always broken the same way: %v", outcomes)
	}
}

// ddGame: base game with Double-Down: Duo 1 played 7H, the TW passed, Duo 2 played 7F:
// the race window is open between Duo 1 and the TW.
func ddGame(t testing.TB, o Options, seed uint64) *State {
	t.Helper()
	s := game(t, o, seed, stack(t, o.Actions, hD1, hTW, hD2, hDraws))
	_, tw, _ := seats(s)
	play(t, s, "7H", 0)
	do(t, s, Move{Seat: tw, Kind: MovePass})
	ev := play(t, s, "7F", 0)
	w, ok := first[WindowOpened](ev)
	if !ok || !w.Race || w.RaceSeat != s.SeatOf(Duo1) || w.Snap {
		t.Fatalf("race window: %v", ev)
	}
	return s
}

func TestDoubleDownDuoFirst(t *testing.T) {
	s := ddGame(t, Options{DoubleDown: true}, 8)
	d1, tw, _ := seats(s)
	refuse(t, s, Move{Seat: tw, Kind: MovePass}, "window-open")
	if s.ToMove() != -1 {
		t.Fatal("the race runs on the clock")
	}
	do(t, s, Move{Seat: d1, Kind: MoveSlap, At: 200})
	do(t, s, Move{Seat: tw, Kind: MoveSlap, At: 201})
	ev := do(t, s, Tick(202))
	dd, ok := first[DoubleDown](ev)
	rl, lost := first[RaceLost](ev)
	if !ok || dd.Seat != d1 || dd.Floor != 14 || s.Floor() != 14 || !lost || rl.Seat != tw || rl.ByMs != 1 || rl.Winner != d1 || count[DoubleDown](ev) != 1 {
		t.Fatalf("Duo first: %v", ev)
	}
	// The TW's slap, 1 ms behind, lost the race: it costs nothing, although the race
	// window closed (settled) as soon as the race was won.
	if sl := last[Slapped](ev); sl.Seat != tw || sl.Outcome != SlapLost || sl.Penalty || s.owes {
		t.Fatalf("the losing racer pays nothing: %v", ev)
	}
	if s.win.open || s.ToMove() != tw || s.Phase() != PhaseTW {
		t.Fatal("the race is settled: the TW's turn follows")
	}
	if len(s.table) != 2 {
		t.Fatal("a Duo win leaves the pair on the table")
	}
	// The floor holds: a match cannot take the score below it.
	do(t, s, Move{Seat: tw, Kind: MoveMatch, Card: NewCard(7, Ring)})
	if s.Score() != 14 {
		t.Fatalf("score %d dropped below the floor", s.Score())
	}
}

func TestDoubleDownTWFirst(t *testing.T) {
	s := ddGame(t, Options{DoubleDown: true}, 9)
	d1, tw, _ := seats(s)
	do(t, s, Move{Seat: tw, Kind: MoveSlap, At: 300})
	do(t, s, Move{Seat: d1, Kind: MoveSlap, At: 301})
	ev := do(t, s, Tick(400))
	dd, _ := first[DoubleDown](ev)
	rl, _ := first[RaceLost](ev)
	if dd.Seat != tw || len(dd.Removed) != 2 || dd.Subtracted != 14 || s.Score() != 0 || len(s.table) != 0 || rl.Seat != d1 || rl.ByMs != 1 {
		t.Fatalf("TW first: %v", ev)
	}
	if s.Floor() != 0 {
		t.Fatal("a TW win sets no floor")
	}
}

// TestDoubleDownTie: both racers in the same ms: exactly one wins, the other is told it
// lost by 0 ms; the generator decides, the same way every time.
func TestDoubleDownTie(t *testing.T) {
	wins := map[Role]int{}
	for seed, games := uint64(0), 0; games < 30; seed++ {
		// Only seeds with one seating, so that seat order cannot decide the tie.
		if s := ddGame(t, Options{DoubleDown: true}, seed); s.Roles() != [3]Role{ThirdWheel, Duo1, Duo2} {
			continue
		}
		games++
		var first1 Role
		for rep := 0; rep < 2; rep++ {
			s := ddGame(t, Options{DoubleDown: true}, seed)
			d1, tw, _ := seats(s)
			do(t, s, Move{Seat: tw, Kind: MoveSlap, At: 500})
			do(t, s, Move{Seat: d1, Kind: MoveSlap, At: 500})
			ev := do(t, s, Tick(501))
			if count[DoubleDown](ev) != 1 || count[RaceLost](ev) != 1 {
				t.Fatalf("seed %d: %v", seed, ev)
			}
			dd, _ := first[DoubleDown](ev)
			rl, _ := first[RaceLost](ev)
			if rl.ByMs != 0 || rl.Winner != dd.Seat || rl.Seat == dd.Seat {
				t.Fatalf("seed %d: loser %v", seed, rl)
			}
			if rep == 0 {
				first1 = dd.Role
			} else if dd.Role != first1 {
				t.Fatalf("seed %d: the same inputs gave different winners", seed)
			}
		}
		wins[first1]++
	}
	if wins[ThirdWheel] == 0 || wins[Duo1] == 0 {
		t.Fatalf("tie always broken one way: %v", wins)
	}
}

func TestDoubleDownFloorSurvivesBust(t *testing.T) {
	s := ddGame(t, Options{DoubleDown: true}, 10)
	d1, tw, _ := seats(s)
	s.score = 80 // as if the pair had landed at 80
	do(t, s, Move{Seat: d1, Kind: MoveSlap, At: 100})
	do(t, s, Tick(101))
	if s.Floor() != 80 {
		t.Fatalf("floor %d", s.Floor())
	}
	do(t, s, Move{Seat: tw, Kind: MovePass})
	ev := play(t, s, "10D", 0) // 90
	ev = append(ev, do(t, s, Move{Seat: tw, Kind: MovePass})...)
	ev = append(ev, play(t, s, "11D", 0)...) // 101: bust
	b, ok := first[Busted](ev)
	if !ok || b.Total != 101 || b.Score != 80 || s.Score() != 80 {
		t.Fatalf("bust with a floor of 80: %v", ev)
	}
	// No race without a pair, and none during play-out.
	if s.win.open {
		t.Fatal("no race without a pair")
	}
}

func TestSnapAndDoubleDownTogether(t *testing.T) {
	s := snapGame(t, Options{Snap: true, DoubleDown: true}, 11)
	d1, tw, _ := seats(s)
	if s.win.race != RaceOpen || s.win.raceSeat != d1 {
		t.Fatal("the pair opens a race inside the snap window")
	}
	do(t, s, Move{Seat: d1, Kind: MoveSlap, At: 150})
	do(t, s, Move{Seat: tw, Kind: MoveSlap, At: 170})
	ev := do(t, s, Tick(171))
	sl := []Slapped{}
	for _, e := range ev {
		if x, ok := e.(Slapped); ok {
			sl = append(sl, x)
		}
	}
	if len(sl) != 2 || sl[0].Outcome != SlapDoubleDown || sl[1].Outcome != SlapLost || sl[1].Penalty || s.owes || s.Floor() != 14 {
		t.Fatalf("race inside a snap window: %v", ev)
	}
	refuse(t, s, Move{Seat: tw, Kind: MoveMatch, Card: NewCard(7, Ring), At: 200}, "one-response")
}

func TestQueuedSlapCancelledAtGameEnd(t *testing.T) {
	s := snapGame(t, Options{Snap: true}, 19)
	_, tw, _ := seats(s)
	s.score = 99
	play(t, s, "1H", 300)
	do(t, s, Move{Seat: tw, Kind: MoveSlap, At: 350})
	ev := do(t, s, Tick(400))
	c, ok := first[Cancelled](ev)
	if !ok || c.Seat != tw || c.Reason != "game-over" || count[Slapped](ev) != 0 || !s.Over() {
		t.Fatalf("a slap queued behind the winning card is cancelled: %v", ev)
	}
}

func TestPlannerCancelsPendingBotSlap(t *testing.T) {
	s := snapGame(t, Options{Snap: true}, 20)
	d1, tw, _ := seats(s)
	b, _ := NewBot(LevelEasy, tw, 20)
	var bots [3]Bot
	bots[tw] = b // Duo seats are humans here
	var p match.Planner
	st := Game.Wrap(s)
	if c := p.Update(st, erase(bots)); len(c) != 0 {
		t.Fatal("nothing to cancel yet")
	}
	at, ok := p.Next()
	if !ok || at < 700 || at > 1000 {
		t.Fatalf("the easy TW plans its slap of the pair in 700..1000 ms, got %d %v", at, ok)
	}
	// The human Duo 1 plays first, at 300 ms: the window closes.
	do(t, s, Move{Seat: d1, Kind: MovePlay, Card: NewCard(1, Heart), At: 300})
	do(t, s, Tick(301))
	cancelled := p.Update(st, erase(bots))
	if len(cancelled) != 1 || cancelled[0].(Move).Kind != MoveSlap || cancelled[0].MoveSeat() != tw {
		t.Fatalf("cancelled %v", cancelled)
	}
	if due := p.Due(st, 5000); len(due) != 0 && due[0].(Move).Kind == MoveSlap && due[0].(Move).At == at {
		t.Fatalf("the cancelled slap was handed out: %v", due)
	}
	if s.owes || s.Score() != 15 {
		t.Fatal("a cancelled slap costs nothing")
	}
}
