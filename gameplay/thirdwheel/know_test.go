package thirdwheel

import (
	"testing"
)

// TestViewLetPass: a Third Wheel pass on its turn and a Snap Match window that runs to
// its deadline unanswered show the card in View.LetPass; a replacement draw clears it.
func TestViewLetPass(t *testing.T) {
	s := game(t, Options{}, 60, stack(t, false, hD1, hTW, hD2, hDraws))
	d1, tw, d2 := seats(s)
	play(t, s, "1H", 0)
	do(t, s, Move{Seat: tw, Kind: MovePass})
	play(t, s, "2F", 0)
	do(t, s, Move{Seat: tw, Kind: MovePass})
	if lp := s.View(d1).LetPass; len(lp) != 2 || lp[0].Rank != 1 || lp[1].Rank != 2 {
		t.Fatalf("let pass %v", lp)
	}
	play(t, s, "7H", 0)
	do(t, s, Move{Seat: tw, Kind: MoveMatch, Card: NewCard(7, Ring)}) // draws a replacement
	if lp := s.View(d2).LetPass; len(lp) != 0 {
		t.Fatalf("a replacement draw clears it: %v", lp)
	}

	s = game(t, Options{Snap: true}, 61, stack(t, false, hD1, hTW, hD2, hDraws))
	d1, _, _ = seats(s)
	play(t, s, "3H", 0)
	play(t, s, "4F", 300) // closes window 1 early: the TW had no full chance
	do(t, s, Tick(301))
	if lp := s.View(d1).LetPass; len(lp) != 0 {
		t.Fatalf("a window cut short shows nothing: %v", lp)
	}
	do(t, s, Tick(1500)) // window 2 runs to its deadline unanswered
	if lp := s.View(d1).LetPass; len(lp) != 1 || lp[0].Card != NewCard(4, Flowers) {
		t.Fatalf("let pass %v", lp)
	}
}

// TestViewUnfinished: a Duo player who faces a gap of 14 or less and does not close it
// shows that gap in View.Unfinished until its next play.
func TestViewUnfinished(t *testing.T) {
	s := game(t, Options{}, 62, stack(t, false, hD1, hTW, hD2, hDraws))
	d1, tw, d2 := seats(s)
	s.score = 90
	play(t, s, "1H", 0) // gap 10 not closed
	if u := s.View(d2).Unfinished; u[d1] != 10 || u[d2] != 0 || u[tw] != 0 {
		t.Fatalf("unfinished %v", u)
	}
	do(t, s, Move{Seat: tw, Kind: MovePass})
	s.score = 50
	play(t, s, "1F", 0) // gap 50: nothing shown
	if u := s.View(d2).Unfinished; u[d1] != 10 || u[d2] != 0 {
		t.Fatalf("unfinished %v", u)
	}
}

// TestHardDuoReadsTheTable: the hard Duo plays a rank the Third Wheel let go by rather
// than a higher card it may match (normal climbs with the higher card), and does not
// leave its partner the gap it just showed it cannot close.
func TestHardDuoReadsTheTable(t *testing.T) {
	s := game(t, Options{}, 63, stack(t, false, hD1, hTW, hD2, hDraws))
	d1, tw, d2 := seats(s)
	play(t, s, "2H", 0)
	do(t, s, Move{Seat: tw, Kind: MovePass})
	play(t, s, "1F", 0) // Duo 2 could not close a gap: nothing, the gap is 97
	do(t, s, Move{Seat: tw, Kind: MovePass})
	s.letPass = []TableCard{{Card: NewCard(9, Disco), Rank: 9, Value: 9, Seat: d2, N: 2}}
	s.hands[d1] = cs(t, "9H 10H 3H 4H 7H 1H")
	if m := mustBot(t, LevelHard, d1, 1).Choose(s.View(d1)); m.Card != NewCard(9, Heart) {
		t.Errorf("hard Duo should play the 9 the TW let go by, plays %v", m)
	}
	if m := mustBot(t, LevelNormal, d1, 1).Choose(s.View(d1)); m.Card != NewCard(10, Heart) {
		t.Errorf("normal Duo plays its highest card, plays %v", m)
	}
	// Score 83, gap 17: 9H leaves 8, 10H leaves 7. Duo 2 just showed it holds no 8.
	s.score, s.unfinished[d2] = 83, 8
	s.letPass = nil
	s.hands[d1] = cs(t, "9H 10H 1H 2H 3H 4H")
	if m := mustBot(t, LevelHard, d1, 1).Choose(s.View(d1)); m.Card == NewCard(9, Heart) {
		t.Errorf("hard Duo should not leave Duo 2 the gap of 8 it cannot close, plays %v", m)
	}
}
