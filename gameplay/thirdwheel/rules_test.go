package thirdwheel

import (
	"slices"
	"strings"
	"testing"
)

// base hands used by many tests: Duo 1, TW, Duo 2, then the first draws.
const (
	hD1    = "7H 1H 2H 3H 4H"
	hTW    = "7R 5R 6R 8R 9R"
	hD2    = "7F 1F 2F 3F 4F"
	hDraws = "10D 11D 12D 13D 10H 11H"
)

func TestNewRolesAndDeal(t *testing.T) {
	seen := map[[3]Role]bool{}
	for seed := uint64(0); seed < 40; seed++ {
		s, err := New(Config{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := s.Roles()
		seen[r] = true
		sorted := slices.Clone(r[:])
		slices.Sort(sorted)
		if !slices.Equal(sorted, []Role{Duo1, ThirdWheel, Duo2}) {
			t.Fatalf("roles %v", r)
		}
		d1, tw, d2 := seats(s)
		if len(s.hands[d1]) != 6 || len(s.hands[tw]) != 5 || len(s.hands[d2]) != 5 || s.DeckSize() != DeckSize-16 {
			t.Fatalf("deal: %v %v %v deck %d", s.hands[d1], s.hands[tw], s.hands[d2], s.DeckSize())
		}
		if s.Turn() != d1 || s.ToMove() != d1 || s.Phase() != PhaseDuo {
			t.Fatalf("Duo 1 (seat %d) starts, turn %d", d1, s.Turn())
		}
		checkInvariants(t, s)
	}
	if len(seen) < 4 {
		t.Fatalf("roles are not drawn at random: %d arrangements in 40 seeds", len(seen))
	}
	s := game(t, Options{}, 3, stack(t, false, hD1, hTW, hD2, hDraws))
	d1, tw, d2 := seats(s)
	ev := s.Opening()
	if _, ok := ev[0].(RolesDrawn); !ok || len(ev) != 5 {
		t.Fatalf("opening %v", ev)
	}
	if dl := ev[1].(Dealt); dl.Seat != d1 || Format(dl.Cards) != "1H 2H 3H 4H 7H" {
		t.Fatalf("first packet %v", dl)
	}
	if dr := ev[4].(Drew); dr.Seat != d1 || dr.Card != NewCard(10, Disco) || dr.Deck != DeckSize-16 {
		t.Fatalf("first draw %v", dr)
	}
	if Format(s.hands[tw]) != "5R 6R 7R 8R 9R" || Format(s.hands[d2]) != "1F 2F 3F 4F 7F" {
		t.Fatalf("hands %v %v", s.hands[tw], s.hands[d2])
	}
	for _, c := range []Config{
		{Players: 4},
		{Options: Options{PaceMs: 50}},
		{Deck: NewDeck(false)[:53]},
		{Deck: append(NewDeck(false)[:53], Hike)},
		{Deck: NewDeck(false), Options: Options{Actions: true}},
	} {
		if _, err := New(c); err == nil {
			t.Errorf("New(%+v) accepted", c.Options)
		}
	}
}

func TestBaseTurnsScoreAndMatch(t *testing.T) {
	s := game(t, Options{}, 1, stack(t, false, "7H 1H 2H 3H W", "7R 5R 6R W 9R", hD2, hDraws))
	d1, tw, d2 := seats(s)
	refuse(t, s, Move{Seat: tw, Kind: MovePass}, "not-your-turn")
	refuse(t, s, Move{Seat: d2, Kind: MovePlay, Card: NewCard(7, Flowers)}, "not-your-turn")
	refuse(t, s, Move{Seat: d1, Kind: MovePlay, Card: NewCard(9, Ring)}, "not-in-hand")
	refuse(t, s, Move{Seat: tw, Kind: MoveSlap}, "no-race")
	ev := play(t, s, "10D", 0)
	if p, _ := first[Played](ev); p.Score != 10 || s.Phase() != PhaseTW || s.ToMove() != tw {
		t.Fatalf("after 10D: %v phase %v", ev, s.Phase())
	}
	refuse(t, s, Move{Seat: tw, Kind: MoveMatch, Card: NewCard(7, Ring)}, "no-match")
	refuse(t, s, Move{Seat: d1, Kind: MovePlay, Card: NewCard(7, Heart)}, "not-your-turn")
	// A Wild matches anything: the TW's Wild takes the 10D.
	ev = do(t, s, Move{Seat: tw, Kind: MoveMatch, Card: Wild})
	m, _ := first[Matched](ev)
	rep, _ := first[Drew](ev)
	if m.Removed != 10 || s.Score() != 0 || rep.Seat != tw || rep.Reason != DrawReplacement || rep.Card != NewCard(11, Disco) {
		t.Fatalf("match: %v", ev)
	}
	if dr := ev[len(ev)-1].(Drew); dr.Seat != d2 || dr.Reason != DrawTurn || s.Turn() != d2 {
		t.Fatalf("Duo 2's turn should start with a draw: %v", ev)
	}
	if len(s.table) != 0 || !slices.Contains(s.out, Wild) {
		t.Fatalf("both cards leave the game: table %v out %v", s.table, s.out)
	}
	play(t, s, "7F", 0)
	do(t, s, Move{Seat: tw, Kind: MoveMatch, Card: NewCard(7, Ring)})
	if s.Score() != 0 || s.Turn() != d1 {
		t.Fatalf("same-rank match: score %d turn %d", s.Score(), s.Turn())
	}
	// A Duo Wild (14) is matched by any card.
	play(t, s, "W", 0)
	if s.Score() != 14 {
		t.Fatalf("Wild adds 14: %d", s.Score())
	}
	do(t, s, Move{Seat: tw, Kind: MoveMatch, Card: NewCard(5, Ring)})
	if s.Score() != 0 {
		t.Fatalf("any card matches a Wild: score %d", s.Score())
	}
	play(t, s, "1F", 0)
	do(t, s, Move{Seat: tw, Kind: MovePass})
	if s.Score() != 1 || s.Turn() != d1 {
		t.Fatalf("pass: score %d turn %d", s.Score(), s.Turn())
	}
	checkInvariants(t, s)
}

func TestExactHundredAndBust(t *testing.T) {
	s := game(t, Options{}, 2, stack(t, false, hD1, hTW, hD2, hDraws))
	_, tw, _ := seats(s)
	s.score = 93
	ev := play(t, s, "7H", 0)
	if g, ok := first[GameOver](ev); !ok || g.Result.Winner != SideDuo || g.Result.Reason != ReasonExact100 || !s.Over() {
		t.Fatalf("exact 100: %v", ev)
	}
	if w := s.Result().Winners; len(w) != 2 || slices.Contains(w, tw) {
		t.Fatalf("winners %v", w)
	}
	refuse(t, s, Move{Seat: tw, Kind: MovePass}, "game-over")

	s = game(t, Options{}, 2, stack(t, false, hD1, hTW, hD2, hDraws))
	s.score = 95
	ev = play(t, s, "10D", 0)
	if b, ok := first[Busted](ev); !ok || b.Total != 105 || b.Score != BustScore || s.Score() != 50 {
		t.Fatalf("bust: %v", ev)
	}
}

func TestDeckEmptyTWWins(t *testing.T) {
	s := game(t, Options{}, 4, stack(t, false, hD1, hTW, hD2, hDraws))
	_, tw, _ := seats(s)
	play(t, s, "1H", 0)
	s.deck = nil
	ev := do(t, s, Move{Seat: tw, Kind: MovePass})
	g, ok := first[GameOver](ev)
	if !ok || g.Result.Winner != SideTW || g.Result.Reason != ReasonDeckEmpty || !slices.Equal(g.Result.Winners, []int{tw}) {
		t.Fatalf("empty deck: %v", ev)
	}
}

func TestPlayOutHands(t *testing.T) {
	s := game(t, Options{PlayOut: true, Snap: true}, 16, stack(t, false, hD1, hTW, hD2, hDraws))
	d1, tw, d2 := seats(s)
	s.deck = s.deck[:0]
	ev := play(t, s, "7H", 0)
	if _, ok := first[PlayOutStarted](ev); !ok || s.win.open || s.Turn() != d2 || len(s.hands[d2]) != 5 {
		t.Fatalf("play-out start: %v", ev)
	}
	refuse(t, s, Move{Seat: tw, Kind: MoveSlap}, "play-out")
	play(t, s, "7F", 0) // a pair, but nobody may slap
	refuse(t, s, Move{Seat: tw, Kind: MoveSlap}, "play-out")
	if s.win.open || s.Turn() != d1 {
		t.Fatal("no windows in play-out")
	}
	s.score = 99
	ev = play(t, s, "1H", 0)
	if g, ok := first[GameOver](ev); !ok || g.Result.Reason != ReasonExact100 {
		t.Fatalf("100 still wins in play-out: %v", ev)
	}

	// No scoring cards left in either Duo hand: the TW wins; an empty hand is skipped.
	s = game(t, Options{PlayOut: true, Actions: true}, 17, stack(t, true, hD1, hTW, hD2, hDraws))
	d1, tw, d2 = seats(s)
	s.deck = s.deck[:0]
	s.hands[d2] = nil
	play(t, s, "1H", 0)
	ev = do(t, s, Move{Seat: tw, Kind: MovePass})
	if sk, ok := first[TurnSkipped](ev); !ok || sk.Seat != d2 || s.Turn() != d1 {
		t.Fatalf("skip the empty hand: %v", ev)
	}
	s.hands[d1] = []Card{NewCard(2, Heart), NewCard(5, Heart), Talk}
	ev = play(t, s, "2H", 0)
	if s.Over() || count[TurnSkipped](ev) != 1 || s.Turn() != d1 {
		t.Fatalf("Duo 1 still holds a scoring card and plays again: %v", ev)
	}
	ev = play(t, s, "5H", 0)
	if g, ok := first[GameOver](ev); !ok || g.Result.Reason != ReasonNoScoring {
		t.Fatalf("only TALK left in the Duo hands: %v", ev)
	}
	s = game(t, Options{PlayOut: true}, 18, stack(t, false, hD1, hTW, hD2, hDraws))
	d1, tw, d2 = seats(s)
	s.deck = s.deck[:0]
	s.hands[d2] = nil
	s.hands[d1] = []Card{NewCard(2, Heart)}
	play(t, s, "2H", 0)
	ev = do(t, s, Move{Seat: tw, Kind: MovePass})
	g, ok := first[GameOver](ev)
	if !ok || g.Result.Reason != ReasonNoScoring || g.Result.Winner != SideTW {
		t.Fatalf("no scoring cards: %v", ev)
	}
}

func TestIllegalMoves(t *testing.T) {
	s := game(t, Options{}, 21, stack(t, false, hD1, hTW, hD2, hDraws))
	d1, tw, _ := seats(s)
	refuse(t, s, Move{Seat: 3, Kind: MovePlay, Card: NewCard(7, Heart)}, "no-such-seat")
	refuse(t, s, Move{Seat: d1, Kind: 0}, "bad-move")
	refuse(t, s, Move{Seat: d1, Kind: MovePlay, Card: NewCard(7, Heart), At: -1}, "bad-move")
	refuse(t, s, Tick(10), "no-window")
	refuse(t, s, Move{Seat: tw, Kind: MovePlay, Card: NewCard(7, Ring)}, "not-duo")
	refuse(t, s, Move{Seat: d1, Kind: MoveMatch, Card: NewCard(7, Heart)}, "not-tw")
	refuse(t, s, Move{Seat: tw, Kind: MoveBlock}, "no-actions")
	refuse(t, s, Move{Seat: d1, Kind: MoveShield}, "no-actions")
	refuse(t, s, Move{Seat: tw, Kind: MoveCounter}, "no-actions")
	refuse(t, s, Move{Seat: tw, Kind: MoveDiscard, Card: NewCard(7, Ring)}, "no-discard-owed")
	play(t, s, "1H", 0)
	refuse(t, s, Move{Seat: tw, Kind: MoveMatch, Card: NewCard(7, Ring)}, "no-match")
	refuse(t, s, Move{Seat: tw, Kind: MoveMatch, Card: NewCard(1, Heart)}, "not-in-hand")
	if err := s.Check(Move{Seat: tw, Kind: MovePass}); err != nil {
		t.Fatal(err)
	}
	if e := s.Check(Move{Seat: tw, Kind: MoveSlap}); e == nil || !strings.Contains(e.Error(), "no-race") {
		t.Fatalf("Check: %v", e)
	}
}

func itoa(n int) string { return string(rune('0' + n)) }
