package threethirteen

import (
	"slices"
	"strings"
	"testing"

	"parlor/gameplay/cards"
)

func TestRoundShape(t *testing.T) {
	wantWild := []string{"3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "K"}
	for r := 1; r <= TiebreakRound; r++ {
		hs := HandSizeFor(r)
		if want := min(r+2, 13); hs != want {
			t.Errorf("round %d deals %d cards, want %d", r, hs, want)
		}
		if got := WildFor(r).String(); got != wantWild[r-1] {
			t.Errorf("round %d wild %s, want %s", r, got, wantWild[r-1])
		}
	}
	for n, want := range map[int]int{2: 1, 3: 2, 4: 2, 5: 3, 6: 3} {
		if got := DecksFor(n); got != want {
			t.Errorf("%d players: %d decks, want %d", n, got, want)
		}
		s, err := New(Config{Players: n, Seed: 9})
		if err != nil {
			t.Fatal(err)
		}
		if got := len(allCards(s)); got != 52*want {
			t.Errorf("%d players: %d cards in play, want %d", n, got, 52*want)
		}
		checkConserved(t, s)
	}
}

func TestNewRejectsBadConfig(t *testing.T) {
	good := stackRound(t, 2, 0, []string{"7H 8H 9H", "2C 5D KS"}, "QD", "")
	short := good[:51]
	dup := slices.Clone(good)
	dup[51] = dup[0]
	for _, tc := range []struct {
		name string
		cfg  Config
		want string
	}{
		{"one player", Config{Players: 1}, "2 to 6 players"},
		{"seven players", Config{Players: 7}, "2 to 6 players"},
		{"dealer out of range", Config{Players: 3, FixedDealer: true, FirstDealer: 3}, "not a seat"},
		{"negative dealer", Config{Players: 3, FixedDealer: true, FirstDealer: -1}, "not a seat"},
		{"dealer without FixedDealer", Config{Players: 3, FirstDealer: 2}, "without FixedDealer"},
		{"short deck", Config{Players: 2, Decks: [][]cards.Card{short}}, "round 1: 51 cards, want 52"},
		{"duplicate card", Config{Players: 2, Decks: [][]cards.Card{good, dup}}, "round 2"},
		{"one deck for four", Config{Players: 4, Decks: [][]cards.Card{good}}, "want 104"},
		{"too many decks", Config{Players: 2, Decks: make([][]cards.Card, 13)}, "at most 12"},
	} {
		_, err := New(tc.cfg)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.want)
		}
	}
	// The zero FirstDealer and -1 both mean "drawn from the seed".
	for _, fd := range []int{0, -1} {
		if _, err := New(Config{Players: 3, FirstDealer: fd}); err != nil {
			t.Errorf("FirstDealer %d without FixedDealer: %v", fd, err)
		}
	}
}

func TestDealOrderAndUpcard(t *testing.T) {
	s := newStacked(t, 3, 1, Options{}, []string{"7H 8H 9H", "2C 5D KS", "4S 4D JC"}, "QD", "AC 6S")
	ev := s.Opening()
	if rs, ok := ev[0].(RoundStarted); !ok || rs != (RoundStarted{Round: 1, Wild: 3, Dealer: 1, HandSize: 3}) {
		t.Fatalf("first event %#v", ev[0])
	}
	// Clockwise from the left of the dealer (seat 1): seats 2, 0, 1, 2, 0, 1, ...
	var seats []int
	for _, e := range ev[1 : len(ev)-1] {
		seats = append(seats, e.(Dealt).Seat)
	}
	if want := []int{2, 0, 1, 2, 0, 1, 2, 0, 1}; !slices.Equal(seats, want) {
		t.Errorf("deal order %v, want %v", seats, want)
	}
	if last := ev[len(ev)-1]; last != (DiscardStarted{Card: cards.MustParseList("QD")[0]}) {
		t.Errorf("last start event %v, want the QD turned up", last)
	}
	for seat, want := range []string{"7H 8H 9H", "2C 5D KS", "4S 4D JC"} {
		if got := cards.Format(s.Hand(seat)); got != want {
			t.Errorf("seat %d holds %q, want %q", seat, got, want)
		}
	}
	if s.Turn() != 2 || s.Dealer() != 1 || s.Phase() != PhaseDraw {
		t.Errorf("turn %d dealer %d phase %v, want the player left of dealer 1 to draw", s.Turn(), s.Dealer(), s.Phase())
	}
	v := s.View(2)
	if top, _ := v.DiscardTop(); top.String() != "QD" || v.StockSize != 52*2-9-1 {
		t.Errorf("view: top %v, stock %d", top, v.StockSize)
	}
	// The stacked stock's top card is drawn first.
	if got := play(t, s, "draw"); got[0] != (Drew{Seat: 2, Card: cards.MustParseList("AC")[0]}) {
		t.Errorf("draw gave %v, want AC from the stock", got)
	}
}

func TestFirstDealerIsSeededAndRotates(t *testing.T) {
	seen := map[int]bool{}
	for seed := uint64(0); seed < 60; seed++ {
		a, _ := New(Config{Players: 4, Seed: seed})
		b, _ := New(Config{Players: 4, Seed: seed})
		if a.Dealer() != b.Dealer() || eventText(a.Opening()) != eventText(b.Opening()) {
			t.Fatalf("seed %d: two games with the same seed differ", seed)
		}
		seen[a.Dealer()] = true
	}
	if len(seen) != 4 {
		t.Errorf("60 seeds chose dealers %v, want every seat", seen)
	}
	s, evs := runGame(t, Config{Players: 5, Seed: 77}, "easy")
	var rounds []RoundStarted
	for _, e := range evs {
		if rs, ok := e.(RoundStarted); ok {
			rounds = append(rounds, rs)
		}
	}
	if len(rounds) != Rounds || len(s.Scores()) != Rounds {
		t.Fatalf("%d rounds started, %d scored, want 11", len(rounds), len(s.Scores()))
	}
	for i, rs := range rounds {
		if rs.Round != i+1 || rs.HandSize != i+3 || rs.Wild != WildFor(i+1) {
			t.Errorf("round %d started as %+v", i+1, rs)
		}
		if rs.Dealer != (rounds[0].Dealer+i)%5 {
			t.Errorf("round %d dealt by %d, want %d", i+1, rs.Dealer, (rounds[0].Dealer+i)%5)
		}
	}
}

func TestTurnOrderRules(t *testing.T) {
	s := newStacked(t, 3, 2, Options{}, []string{"7H 8H 9H", "2C 5D KS", "4S 4D JC"}, "QD", "AC 6S 10D")
	mustReject(t, s, 1, "draw", RuleNotYourTurn)
	mustReject(t, s, 0, "discard 7H", RuleMustDraw)
	mustReject(t, s, 0, "out 7H", RuleMustDraw)
	mustReject(t, s, 5, "draw", RuleNoSuchSeat)
	mustReject(t, s, -1, "draw", RuleNoSuchSeat)
	if _, err := s.Apply(Move{Seat: 0, Kind: 99}); err == nil || err.(*RuleError).Rule != RuleUnknownMove {
		t.Errorf("unknown kind: %v", err)
	}
	if got := s.Legal(0); !slices.Equal(got, []Move{{Seat: 0, Kind: DrawStock}, {Seat: 0, Kind: TakeDiscard}}) {
		t.Errorf("legal before drawing: %v", got)
	}
	if s.Legal(1) != nil {
		t.Errorf("seat 1 has legal moves out of turn")
	}
	play(t, s, "draw") // AC
	mustReject(t, s, 0, "draw", RuleAlreadyDrew)
	mustReject(t, s, 0, "take", RuleAlreadyDrew)
	mustReject(t, s, 0, "discard KD", RuleNoSuchCard)
	mustReject(t, s, 1, "discard KS", RuleNotYourTurn)
	if _, err := s.Apply(Move{Seat: 0, Kind: Discard}); err == nil || err.(*RuleError).Rule != RuleNoSuchCard {
		t.Errorf("discarding the zero card: %v", err)
	}
	ev := play(t, s, "discard 8H")
	if len(ev) != 1 || ev[0] != (Discarded{Seat: 0, Card: cards.MustParseList("8H")[0]}) {
		t.Errorf("discard events %v", ev)
	}
	if s.Turn() != 1 || s.Phase() != PhaseDraw {
		t.Errorf("after seat 0's turn: turn %d phase %v", s.Turn(), s.Phase())
	}
	ev = play(t, s, "take")
	if ev[0] != (Drew{Seat: 1, Card: cards.MustParseList("8H")[0], FromDiscard: true}) {
		t.Errorf("take events %v", ev)
	}
	v := s.View(2)
	if !slices.Equal(v.Taken[1], cards.MustParseList("8H")) || !slices.Equal(v.Discarded[0], cards.MustParseList("8H")) {
		t.Errorf("public memory: taken %v discarded %v", v.Taken, v.Discarded)
	}
	if v.Took.String() != "8H" || v.Phase != PhaseDiscard || v.Turn != 1 {
		t.Errorf("view of the take: took %v phase %v turn %d", v.Took, v.Phase, v.Turn)
	}
}

func TestForbidRetake(t *testing.T) {
	hands := []string{"7H 8H 9H", "2C 5D KS"}
	qd := cards.MustParseList("QD")[0]
	for _, forbid := range []bool{false, true} {
		s := newStacked(t, 2, 1, Options{ForbidRetake: forbid}, hands, "QD", "AC 6S")
		play(t, s, "take") // QD
		legal := s.Legal(0)
		if got := slices.Contains(legal, Move{Seat: 0, Kind: Discard, Card: qd}); got == forbid {
			t.Errorf("forbid=%v: QD discard legal=%v", forbid, got)
		}
		if got := slices.Contains(legal, Move{Seat: 0, Kind: GoOut, Card: qd}); got == forbid {
			t.Errorf("forbid=%v: going out with QD legal=%v", forbid, got)
		}
		if forbid {
			mustReject(t, s, 0, "discard QD", RuleForbidRetake)
			mustReject(t, s, 0, "out QD", RuleForbidRetake)
			play(t, s, "discard 7H")
			// The option only concerns the card taken from the discard pile.
			play(t, s, "draw") // AC
			play(t, s, "discard AC")
		} else {
			ev := play(t, s, "out QD")
			if ev[0] != (WentOut{Seat: 0, Card: qd}) {
				t.Errorf("going out with the retaken card: %v", ev)
			}
		}
	}
	// With two decks, an identical copy of the card taken counts as the same card.
	s := newStacked(t, 3, 2, Options{ForbidRetake: true}, []string{"QD 8H 9H", "2C 5D KS", "4S 4D JC"}, "QD", "")
	play(t, s, "take")
	mustReject(t, s, 0, "discard QD", RuleForbidRetake)
}

func TestGoingOutAndLastTurns(t *testing.T) {
	s := newStacked(t, 3, 2, Options{}, []string{"7H 8H 9H", "2C 5D KS", "4S 4D JC"}, "QD", "AC 6S 4C 10D")
	play(t, s, "draw") // AC
	if got := s.Legal(0); !slices.Contains(got, Move{Seat: 0, Kind: GoOut, Card: cards.MustParseList("AC")[0]}) ||
		slices.Contains(got, Move{Seat: 0, Kind: GoOut, Card: cards.MustParseList("8H")[0]}) {
		t.Errorf("legal go-outs %v, want AC only", got)
	}
	ev := play(t, s, "out AC")
	want := []Event{WentOut{Seat: 0, Card: cards.MustParseList("AC")[0]}, LastTurnsBegan{OutSeat: 0, Turns: 2}}
	if !slices.Equal(ev, want) {
		t.Fatalf("going out: %v, want %v", ev, want)
	}
	v := s.View(1)
	if v.OutSeat != 0 || v.LastTurnsLeft != 2 || v.Turn != 1 {
		t.Errorf("view after going out: out %d left %d turn %d", v.OutSeat, v.LastTurnsLeft, v.Turn)
	}
	play(t, s, "draw") // 6S
	mustReject(t, s, 1, "out 6S", RuleCannotGoOut)
	play(t, s, "discard KS")
	if v := s.View(2); v.LastTurnsLeft != 1 || v.Turn != 2 {
		t.Errorf("after one last turn: left %d turn %d", v.LastTurnsLeft, v.Turn)
	}
	play(t, s, "draw") // 4C: 4S 4D 4C is a set, so seat 2 may go out too
	ev = play(t, s, "out JC")
	if ev[0] != (WentOut{Seat: 2, Card: cards.MustParseList("JC")[0]}) {
		t.Fatalf("second go-out: %v", ev[0])
	}
	for _, e := range ev {
		if _, ok := e.(LastTurnsBegan); ok {
			t.Errorf("a second go-out must not start last turns again")
		}
	}
	// Play returned to seat 0: the round is over and scored, and round 2 is dealt.
	var revealed []int
	var scored *RoundScored
	var next *RoundStarted
	for _, e := range ev {
		switch e := e.(type) {
		case Revealed:
			revealed = append(revealed, e.Seat)
			if e.Arrangement.Penalty != []int{0, 13, 0}[e.Seat] {
				t.Errorf("seat %d revealed %s", e.Seat, FormatArrangement(e.Arrangement))
			}
		case RoundScored:
			scored = &e
		case RoundStarted:
			next = &e
		}
	}
	if !slices.Equal(revealed, []int{0, 1, 2}) || scored == nil || next == nil {
		t.Fatalf("round end events: %s", eventText(ev))
	}
	if !slices.Equal(scored.Penalties, []int{0, 13, 0}) || !slices.Equal(scored.Totals, []int{0, 13, 0}) {
		t.Errorf("scored %+v; seat 1 keeps 2C 5D 6S = 13", *scored)
	}
	if *next != (RoundStarted{Round: 2, Wild: 4, Dealer: 0, HandSize: 4}) || s.Turn() != 1 || s.Round() != 2 {
		t.Errorf("next round %+v, turn %d", *next, s.Turn())
	}
	if got := s.Scores(); len(got) != 1 || !slices.Equal(got[0], []int{0, 13, 0}) {
		t.Errorf("Scores() = %v", got)
	}
	if v := s.View(0); len(v.Reveal) != 3 || v.Reveal[1].Penalty != 13 || v.OutSeat != -1 || len(v.Hand) != 4 {
		t.Errorf("view after the round: reveal %v out %d hand %v", v.Reveal, v.OutSeat, v.Hand)
	}
	checkConserved(t, s)
}

func TestDiscardNeverGoesOut(t *testing.T) {
	s := newStacked(t, 2, 1, Options{}, []string{"7H 8H 9H", "2C 5D KS"}, "QD", "AC 6S")
	play(t, s, "draw")
	ev := play(t, s, "discard AC") // the rest is a run, but a plain discard does not go out
	if len(ev) != 1 || s.View(0).OutSeat != -1 || s.Turn() != 1 || s.Round() != 1 {
		t.Errorf("plain discard with a melded hand: %v, out %d", ev, s.View(0).OutSeat)
	}
}

func TestWildsInGoingOut(t *testing.T) {
	// Round 1: threes are wild. 3C stands in for 8H, so seat 0 goes out.
	s := newStacked(t, 2, 1, Options{}, []string{"7H 3C 9H", "3D 5S 9C"}, "QD", "9D JH")
	play(t, s, "draw")
	play(t, s, "out 9D")
	play(t, s, "draw")
	mustReject(t, s, 1, "out JH", RuleCannotGoOut) // 3D with 5S 9C makes no meld
	ev := play(t, s, "discard JH")
	found := false
	for _, e := range ev {
		if rs, ok := e.(RoundScored); ok {
			found = true
			if !slices.Equal(rs.Penalties, []int{0, 17}) {
				t.Errorf("penalties %v, want [0 17]: an unmatched wild scores its face value", rs.Penalties)
			}
		}
	}
	if !found {
		t.Errorf("round did not end: %s", eventText(ev))
	}
}

func TestStockRebuild(t *testing.T) {
	s := newStacked(t, 2, 1, Options{}, []string{"7H 8H 9H", "2C 5D KS"}, "QD", "")
	stock := 52 - 6 - 1
	for i := 0; i < stock; i++ {
		ev := play(t, s, "draw")
		play(t, s, "discard "+ev[0].(Drew).Card.String())
	}
	v := s.View(0)
	if v.StockSize != 0 || len(v.Discard) != stock+1 {
		t.Fatalf("stock %d discard %d after %d draws", v.StockSize, len(v.Discard), stock)
	}
	top, _ := v.DiscardTop()
	if !slices.Contains(s.Legal(s.Turn()), Move{Seat: s.Turn(), Kind: DrawStock}) {
		t.Fatal("drawing from an empty stock must be legal when the discard pile can rebuild it")
	}
	ev := play(t, s, "draw")
	if len(ev) != 2 || ev[0] != (StockRebuilt{Cards: stock}) {
		t.Fatalf("draw from the empty stock: %v", ev)
	}
	v = s.View(0)
	if got, _ := v.DiscardTop(); len(v.Discard) != 1 || got != top || v.StockSize != stock-1 {
		t.Errorf("after the rebuild: discard %v (want only %v), stock %d", v.Discard, top, v.StockSize)
	}
	checkConserved(t, s)
	// The rebuilt stock is shuffled by the game's generator: same seed, same order.
	s2 := newStacked(t, 2, 1, Options{}, []string{"7H 8H 9H", "2C 5D KS"}, "QD", "")
	for i := 0; i < stock; i++ {
		ev := play(t, s2, "draw")
		play(t, s2, "discard "+ev[0].(Drew).Card.String())
	}
	if ev2 := play(t, s2, "draw"); ev2[1] != ev[1] {
		t.Errorf("same game drew %v then %v after the rebuild", ev[1], ev2[1])
	}
}

// The stock and the discard pile together always hold at least 26 cards when a player
// must draw (2 players: 52 - 2*13), so a rebuild always finds cards. Should both ever be
// short, a player whose stock cannot be rebuilt must take the discard.
func TestStockEmptyMustTake(t *testing.T) {
	s := newStacked(t, 2, 1, Options{}, []string{"7H 8H 9H", "2C 5D KS"}, "QD", "")
	s.stock = s.stock[:0] // unreachable in play: see above
	mustReject(t, s, 0, "draw", RuleStockEmpty)
	if got := s.Legal(0); !slices.Equal(got, []Move{{Seat: 0, Kind: TakeDiscard}}) {
		t.Errorf("legal with no stock: %v", got)
	}
	for _, level := range Levels {
		b, _ := NewBot(level, 0, 1)
		if m := b.Choose(s.View(0)); m.Kind != TakeDiscard {
			t.Errorf("%s bot chose %v with no stock", level, m)
		}
	}
	play(t, s, "take")
	play(t, s, "discard 7H")
	s.discard = s.discard[:0]
	mustReject(t, s, 1, "take", RuleDiscardEmpty)
}

func TestMinimumCardsToDraw(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		if left := 52*DecksFor(n) - n*13; left < 26 {
			t.Errorf("%d players: only %d cards outside the hands in round 11", n, left)
		}
	}
}
