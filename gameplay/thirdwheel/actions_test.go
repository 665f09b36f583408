package thirdwheel

import (
	"slices"
	"testing"
)

func TestActionHike(t *testing.T) {
	s := game(t, Options{Snap: true, Actions: true}, 12, stack(t, true, "HIKE 1H 2H 3H 4H", "HIKE 5R 6R 8R 9R", hD2, "10D 7D 12D"))
	_, tw, _ := seats(s)
	refuse(t, s, Move{Seat: s.Turn(), Kind: MovePlay, Card: Hike}, "bad-rank")
	refuse(t, s, Move{Seat: s.Turn(), Kind: MovePlay, Card: Hike, Rank: 14}, "bad-rank")
	refuse(t, s, Move{Seat: s.Turn(), Kind: MovePlay, Card: NewCard(1, Heart), Rank: 3}, "bad-rank")
	ev := play(t, s, "HIKE 7", 0)
	if p, _ := first[Played](ev); p.Table.Rank != 7 || p.Table.Value != 7 || s.Score() != 7 {
		t.Fatalf("Hike as a 7: %v", ev)
	}
	play(t, s, "7F", 100) // pairs with the Hike named 7
	do(t, s, Tick(101))
	if !s.topPair() {
		t.Fatal("a Hike named 7 pairs with a 7")
	}
	// The TW's Hike matches anything.
	do(t, s, Move{Seat: tw, Kind: MoveMatch, Card: Hike, At: 200})
	ev = do(t, s, Tick(201))
	if m, ok := first[Matched](ev); !ok || m.Removed != 7 || s.Score() != 7 {
		t.Fatalf("TW Hike match: %v", ev)
	}
}

func TestActionSilenceBlockAndTalkLift(t *testing.T) {
	s := game(t, Options{Snap: true, Actions: true}, 13,
		stack(t, true, "TALK 1H 2H 3H 4H", "SILENCE 5R 6R 8R 9R", "7F 1F 2F 3F 4F", "10D 7D 12D 13D"))
	d1, tw, _ := seats(s)
	play(t, s, "10D", 0) // 10; Duo 2 draws 7D
	refuse(t, s, Move{Seat: d1, Kind: MoveShield, At: 10}, "not-in-hand")
	refuse(t, s, Move{Seat: tw, Kind: MoveCounter, At: 10}, "no-shield")
	do(t, s, Move{Seat: tw, Kind: MoveBlock, At: 300})
	ev := do(t, s, Tick(301))
	if b, ok := first[Blocked](ev); !ok || b.Removed != 10 || s.Score() != 0 || !s.win.canShield || !slices.Equal(s.blocks, []int{10}) {
		t.Fatalf("block: %v", ev)
	}
	if count[Drew](ev) != 0 {
		t.Fatal("no replacement after a block")
	}
	do(t, s, Tick(1500))
	play(t, s, "1F", 0)
	do(t, s, Tick(1500))
	// Duo 1's Talking Too Much gives back the last block's 10 points.
	ev = play(t, s, "TALK", 0)
	if bl, ok := first[BlockLifted](ev); !ok || bl.Value != 10 || s.Score() != 11 || len(s.blocks) != 0 {
		t.Fatalf("Duo TALK: %v", ev)
	}
	checkInvariants(t, s)
}

func TestActionShieldAndCounter(t *testing.T) {
	s := game(t, Options{Snap: true, Actions: true}, 22,
		stack(t, true, "7H SILENCE 2H 3H 4H", "SILENCE 7R 6R 8R 9R", "7F 1F 2F 3F 4F", "10D 7D 12D 13D"))
	d1, tw, _ := seats(s)
	play(t, s, "7H", 0)
	do(t, s, Move{Seat: tw, Kind: MoveMatch, Card: NewCard(7, Ring), At: 300})
	do(t, s, Tick(301))
	if s.Score() != 0 || !s.View(d1).Window.CanShield || s.View(d1).Window.Cancelled != 7 {
		t.Fatal("a match is a cancel the Duo may shield")
	}
	do(t, s, Move{Seat: d1, Kind: MoveShield, At: 500})
	ev := do(t, s, Tick(501))
	if sh, ok := first[Shielded](ev); !ok || sh.Restored != 7 || s.Score() != 7 || len(s.table) != 0 {
		t.Fatalf("shield: %v", ev)
	}
	do(t, s, Move{Seat: tw, Kind: MoveCounter, At: 600})
	ev = do(t, s, Tick(601))
	if c, ok := first[Countered](ev); !ok || c.Removed != 7 || s.Score() != 0 || !slices.Equal(s.blocks, []int{7}) {
		t.Fatalf("counter: %v blocks %v", ev, s.blocks)
	}
	if s.win.canShield || s.win.canCounter {
		t.Fatal("one shield and one counter per cancel")
	}
	checkInvariants(t, s)
}

func TestActionShieldRace(t *testing.T) {
	s := game(t, Options{Snap: true, Actions: true}, 23,
		stack(t, true, "7H SILENCE 2H 3H 4H", "TALK 7R 6R 8R 9R", "7F SILENCE 2F 3F 4F", "10D 7D 12D 13D"))
	d1, tw, d2 := seats(s)
	play(t, s, "7H", 0)
	do(t, s, Move{Seat: tw, Kind: MoveMatch, Card: NewCard(7, Ring), At: 300})
	do(t, s, Tick(301))
	do(t, s, Move{Seat: d1, Kind: MoveShield, At: 500})
	do(t, s, Move{Seat: d2, Kind: MoveShield, At: 500})
	ev := do(t, s, Tick(501))
	sh, _ := first[Shielded](ev)
	rl, _ := first[RaceLost](ev)
	if count[Shielded](ev) != 1 || rl.Race != "shield" || rl.ByMs != 0 || rl.Winner != sh.Seat || s.Score() != 7 {
		t.Fatalf("two shields at once: %v", ev)
	}
	if !s.holds(rl.Seat, Silence) || s.holds(sh.Seat, Silence) {
		t.Fatal("the loser keeps its Awkward Silence")
	}
	checkInvariants(t, s)
}

func TestActionTalkWithdraw(t *testing.T) {
	s := game(t, Options{Actions: true}, 14, stack(t, true, hD1, "TALK TALK 6R 8R 9R", hD2, hDraws))
	_, tw, _ := seats(s)
	play(t, s, "4H", 0)
	refuse(t, s, Move{Seat: tw, Kind: MoveWithdraw}, "talk-below-85")
	s.score = 85
	ev := do(t, s, Move{Seat: tw, Kind: MoveWithdraw})
	if w, ok := first[Withdrawn](ev); !ok || w.Target.Card != NewCard(4, Heart) || w.Removed != 4 || s.Score() != 81 {
		t.Fatalf("withdraw: %v", ev)
	}
	// A base-game cancel opens a window for the shield; the next Duo card closes it.
	wo, ok := first[WindowOpened](ev)
	if !ok || !wo.Shield || !s.win.canShield || s.Turn() != s.SeatOf(Duo2) {
		t.Fatalf("shield window: %v", ev)
	}
	ev = play(t, s, "1F", 200)
	ev = append(ev, do(t, s, Tick(201))...)
	if c, ok := first[WindowClosed](ev); !ok || c.Reason != "played" || s.Score() != 82 {
		t.Fatalf("next card closes the shield window: %v", ev)
	}
}

func TestActionRoom(t *testing.T) {
	s := game(t, Options{Actions: true}, 15, stack(t, true, "ROOM 1H 2H 3H 4H", "ROOM 5R 6R 8R 9R", hD2, hDraws))
	d1, tw, d2 := seats(s)
	refuse(t, s, Move{Seat: d1, Kind: MovePlay, Card: Room, Target: tw}, "bad-target")
	before := len(s.hands[d2])
	ev := play(t, s, "ROOM "+itoa(d2), 0)
	sw, ok := first[Swapped](ev)
	if !ok || sw.Duo != d2 || sw.TW != tw || sw.ToTW == Hidden || sw.ToDuo == Hidden || len(s.hands[d2]) != before {
		t.Fatalf("Duo Room: %v", ev)
	}
	if !s.holds(tw, sw.ToTW) || !s.holds(d2, sw.ToDuo) {
		t.Fatal("the cards did not move")
	}
	if r := Redact(sw, d1).(Swapped); r.ToTW != Hidden || r.ToDuo != Hidden {
		t.Fatal("the third seat must not see the swapped cards")
	}
	if r := Redact(sw, d2).(Swapped); r.ToTW != sw.ToTW {
		t.Fatal("the swapping Duo sees its cards")
	}
	checkInvariants(t, s)
	// The TW's Room is its answer on its turn.
	do(t, s, Move{Seat: tw, Kind: MoveRoom, Target: d1})
	if s.Turn() != d2 {
		t.Fatal("the TW's Room ends its turn")
	}
	checkInvariants(t, s)
}
