package troeven

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"parlor/gameplay/cards"
	"parlor/gameplay/match/matchtest"
	"parlor/internal/golden"
)

// TestGoldenPlaythrough plays one whole seeded game per variant with bots and compares
// every move and event with testdata/golden-VARIANT.txt (go test -run Golden -update
// rewrites them). Any change in dealing, the cut, the rules, the scoring or the bots
// shows up here.
func TestGoldenPlaythrough(t *testing.T) {
	for _, tc := range []struct {
		v    Variant
		seed uint64
	}{{Dummy, 7}, {Solo, 8}} {
		levels := [3]string{"normal", "easy", "normal"}
		s, err := New(Config{Variant: tc.v, Seed: tc.seed})
		if err != nil {
			t.Fatal(err)
		}
		var bots [3]Bot
		for i := range bots {
			bots[i], _ = NewBot(levels[i], i, tc.seed)
		}
		header := fmt.Sprintf("# troeven %s, seed %d, bots %s\n", tc.v, tc.seed, strings.Join(levels[:], ","))
		next := func() (Move, error) { return bots[s.ToMove()].Choose(s.View(s.ToMove())), nil }
		log, _ := matchtest.GoldenLog[*State, Move, Event](t, s, header, next, nil,
			func(_ int, m Move) string { return fmt.Sprintf("seat %d: %v\n", m.Seat, m) }, nil, nil)
		golden.Check(t, filepath.Join("testdata", "golden-"+string(tc.v)+".txt"), log)
	}
}

// TestRefereeCatchesRevoke makes sure the referee of the property tests can fail: a
// player who holds the led suit and plays another is caught.
func TestRefereeCatchesRevoke(t *testing.T) {
	r := newReferee(Solo)
	for _, e := range []Event{
		Cut{Round: 1, Dealer: 0, Cutter: 2, Caller: 1},
		Dealt{Stage: 1, To: 1, Count: 2, Cards: cards.MustParseList("AH 7C")},
		Dealt{Stage: 2, To: 2, Count: 2, Cards: cards.MustParseList("9H 8D")},
		TrumpNamed{Seat: 1, Suit: cards.Spades},
		Played{Seat: 1, Card: card("AH"), Column: -1, Trick: 1},
	} {
		if err := r.feed(e); err != nil {
			t.Fatal(err)
		}
	}
	err := r.feed(Played{Seat: 2, Card: card("8D"), Column: -1, Trick: 1})
	if err == nil || !strings.Contains(err.Error(), "broke follow-suit holding 9H") {
		t.Errorf("revoke not caught: %v", err)
	}
	if err := r.feed(Played{Seat: 2, Card: card("AH"), Column: -1, Trick: 1}); err == nil {
		t.Error("a card played twice is not caught")
	}
}
