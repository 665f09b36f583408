package triples

import (
	"slices"
	"strings"
	"testing"

	"parlor/gameplay/match/matchtest"
)

func TestConfigErrors(t *testing.T) {
	short := NewDeck()[:124]
	dup := NewDeck()
	dup[1] = dup[0]
	for _, tc := range []struct {
		cfg  Config
		want string
	}{
		{Config{Players: 1}, "not 1"},
		{Config{Players: 11}, "not 11"},
		{Config{Players: 3, Rounds: 2}, "always 3 rounds"},
		{Config{Players: 3, Chill: true, Rounds: -1}, "not -1"},
		{Config{Players: 3, Chill: true, Rounds: MaxChillRounds + 1}, "1 to 1000"},
		{Config{Players: 3, Decks: [][]Card{short}}, "124 cards"},
		{Config{Players: 3, Decks: [][]Card{dup}}, "RH1 appears twice"},
		{Config{Players: 3, Decks: [][]Card{NewDeck(), NewDeck(), NewDeck(), NewDeck()}}, "4 stacked decks"},
	} {
		_, err := New(tc.cfg)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("New(%+v): want an error containing %q, got %v", tc.cfg.Players, tc.want, err)
		}
	}
	// Rounds are chosen only in chill mode: even the scored game's own 3 is refused, so
	// a record never names a choice the game does not have (docs/game-record.md).
	if _, err := New(Config{Players: 3, Rounds: 3}); err == nil || !strings.Contains(err.Error(), "only in chill mode") {
		t.Errorf("Rounds 3 in a scored game: %v", err)
	}
	if _, err := ParseOptions([]string{"chill", "fast"}); err == nil || !strings.Contains(err.Error(), `"fast"`) {
		t.Errorf("unknown option: %v", err)
	}
	if o, err := ParseOptions([]string{" CHILL ", ""}); err != nil || !o.Chill || !slices.Equal(o.IDs(), []string{"chill"}) {
		t.Errorf("ParseOptions chill: %+v %v", o, err)
	}
}

// Dealer draw: highest number deals; the seats tied for it draw again, only they.
func TestDealerDrawTiesDrawAgain(t *testing.T) {
	ties := 0
	for seed := uint64(0); seed < 60; seed++ {
		n := int(seed%9) + 2
		s, err := New(Config{Players: n, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		evs := s.Opening()
		contenders := make([]int, n)
		for i := range contenders {
			contenders[i] = i
		}
		i := 0
		for draw := 1; ; draw++ {
			var seats []int
			best := uint8(0)
			for ; i < len(evs); i++ {
				d, ok := evs[i].(DealerDraw)
				if !ok || d.Draw != draw {
					break
				}
				seats = append(seats, d.Seat)
				best = max(best, d.Card.Number)
			}
			if !slices.Equal(seats, contenders) {
				t.Fatalf("seed %d draw %d: seats %v drew, want %v", seed, draw, seats, contenders)
			}
			var top []int
			for _, ev := range evs[i-len(seats) : i] {
				if d := ev.(DealerDraw); d.Card.Number == best {
					top = append(top, d.Seat)
				}
			}
			if len(top) == 1 {
				chosen, ok := evs[i].(DealerChosen)
				if !ok || chosen.Seat != top[0] || s.Dealer() != top[0] {
					t.Fatalf("seed %d: dealer should be seat %d, events say %v", seed, top[0], evs[i])
				}
				break
			}
			ties++
			contenders = top
		}
	}
	if ties == 0 {
		t.Fatal("no seed gave a tie: the redraw was not exercised")
	}
}

func TestDealByPlayerCount(t *testing.T) {
	for n := 2; n <= 10; n++ {
		s, err := New(Config{Players: n, Seed: uint64(n)})
		if err != nil {
			t.Fatal(err)
		}
		hs := 8
		if n >= 7 {
			hs = 6
		}
		v := s.View(0)
		for seat, size := range v.HandSizes {
			if size != hs {
				t.Errorf("%d players: seat %d holds %d cards, want %d", n, seat, size, hs)
			}
		}
		if v.DrawPile != DeckSize-n*hs-1 || len(v.PlayArea) != 1 {
			t.Errorf("%d players: pile %d area %d", n, v.DrawPile, len(v.PlayArea))
		}
		if s.Turn() != (s.Dealer()+1)%n || !v.FirstTurn {
			t.Errorf("%d players: turn %d, dealer %d, first turn %v", n, s.Turn(), s.Dealer(), v.FirstTurn)
		}
		dealt := matchtest.OfType[Dealt](s.Opening())
		for i, d := range dealt {
			if want := (s.Dealer() + 1 + i) % n; d.Seat != want {
				t.Fatalf("%d players: deal %d went to seat %d, want %d (one at a time from the dealer's left)", n, i, d.Seat, want)
			}
		}
		checkConserved(t, s)
	}
}

// stacked returns a deck with the given cards on top (top first), the rest in deck order.
func stacked(top string) []Card {
	head := cs(top)
	d := slices.Clone(head)
	for _, x := range NewDeck() {
		if !slices.Contains(head, x) {
			d = append(d, x)
		}
	}
	return d
}

func TestStackedDeckDealsInOrder(t *testing.T) {
	// 2 players: 8 cards each alternately from the dealer's left, then the starter.
	deck := stacked("RC1 BC1 RC2 BC2 RC3 BC3 RC4 BC4 RQ1 BQ1 RQ2 BQ2 RQ3 BQ3 RQ4 BQ4 GT3")
	s, err := New(Config{Players: 2, Seed: 5, Decks: [][]Card{deck}})
	if err != nil {
		t.Fatal(err)
	}
	first := (s.Dealer() + 1) % 2
	if got := Format(s.View(first).Hand); got != "RC1 RC2 RC3 RC4 RQ1 RQ2 RQ3 RQ4" {
		t.Errorf("first player's hand %s", got)
	}
	if got := Format(s.View(1 - first).Hand); got != "BC1 BC2 BC3 BC4 BQ1 BQ2 BQ3 BQ4" {
		t.Errorf("dealer's hand %s", got)
	}
	if got := Format(s.View(0).PlayArea); got != "GT3" {
		t.Errorf("starter %s", got)
	}
}

func TestDraw2StarterHitsTheFirstPlayer(t *testing.T) {
	deck := stacked("RC1 BC1 RC2 BC2 RC3 BC3 RC4 BC4 RQ1 BQ1 RQ2 BQ2 RQ3 BQ3 RQ4 BQ4 GS5+2 YT1 YT2")
	s, err := New(Config{Players: 2, Seed: 5, Decks: [][]Card{deck}})
	if err != nil {
		t.Fatal(err)
	}
	first := s.Turn()
	pp := matchtest.OfType[PenaltyPending](s.Opening())
	if len(pp) != 1 || pp[0] != (PenaltyPending{Seat: first, N: 2, From: -1}) {
		t.Fatalf("starter penalty events %v", pp)
	}
	if ms := s.Legal(first); len(ms) != 1 || ms[0] != DrawMove(first) {
		t.Fatalf("legal with a pending draw: %v", ms)
	}
	mustReject(t, s, first, "play RC1 RC2", RulePendingDraw)
	evs := apply(t, s, "draw")
	drew := matchtest.OfType[Drew](evs)
	if len(drew) != 1 || Format(drew[0].Cards) != "YT1 YT2" || drew[0].Reason != ReasonStarter {
		t.Fatalf("penalty draw %v", evs)
	}
	if len(matchtest.OfType[Skipped](evs)) != 1 || s.Turn() != 1-first {
		t.Fatalf("the first player should lose the turn: %v, turn %d", evs, s.Turn())
	}
	// The seat after still faces the starter alone: it is still the first turn.
	if !s.View(0).FirstTurn {
		t.Error("first turn should go on until someone plays")
	}
}

func TestFirstTurnTwoCardsWithTheStarter(t *testing.T) {
	s := table{hands: []string{"RC1 RQ2 BT4 GS3", "YT1 PT2"}, area: "RT3", firstTurn: true}.build(t)
	legal := s.Legal(0)
	if len(legal) != 2 || !hasMove(t, legal, 0, "play RC1 RQ2") || !hasMove(t, legal, 0, "play RQ2 RC1") {
		t.Fatalf("legal %v, want the two orders of RC1 RQ2", legal)
	}
	mustReject(t, s, 0, "draw", RuleFirstTurnPlay)
	mustReject(t, s, 0, "play GS3", RuleOneCardNeeds2)
	mustReject(t, s, 0, "play RC1 BT4", RuleNotATriple)
	mustReject(t, s, 1, "draw", RuleNotYourTurn)
	evs := apply(t, s, "play RC1 RQ2")
	p := matchtest.OfType[Played](evs)
	if len(p) != 1 || Format(p[0].Cards) != "RC1 RQ2" || Format(p[0].With) != "RT3" || attrList(p[0].Shared) != "colour" || p[0].Double {
		t.Fatalf("played %v", evs)
	}
	if got := Format(s.View(0).PlayArea); got != "RT3 RC1 RQ2" || s.Turn() != 1 || s.View(1).FirstTurn {
		t.Fatalf("area %s turn %d", got, s.Turn())
	}
	// Seat 1 has no play (nothing red, nothing with RQ2): drawing is its only move.
	if legal := s.Legal(1); len(legal) != 1 || legal[0] != DrawMove(1) {
		t.Fatalf("seat 1 legal %v", legal)
	}
}

func TestFirstTurnDrawsWhenNoPlay(t *testing.T) {
	s := table{hands: []string{"YT1 PT2", "YC1 YC2 BQ1"}, area: "RC3", pile: "BQ4", firstTurn: true}.build(t)
	if legal := s.Legal(0); len(legal) != 1 || legal[0] != DrawMove(0) {
		t.Fatalf("legal %v, want only draw", legal)
	}
	evs := apply(t, s, "draw")
	if d := matchtest.OfType[Drew](evs); len(d) != 1 || Format(d[0].Cards) != "BQ4" || d[0].Reason != ReasonTurn {
		t.Fatalf("draw %v", evs)
	}
	// Seat 1 is on its first turn too and holds a play (YC1 YC2 with RC3: circles).
	if !s.View(1).FirstTurn {
		t.Fatal("still the first turn")
	}
	mustReject(t, s, 1, "draw", RuleFirstTurnPlay)
	apply(t, s, "play YC2 YC1")
	if got := Format(s.View(0).PlayArea); got != "RC3 YC2 YC1" {
		t.Fatalf("area %s: the cards go down in the order given", got)
	}
}

func TestLaterTurns(t *testing.T) {
	// Area top two BC2 RC4 share circle; top card RC4.
	s := table{hands: []string{"GC5 RQ1 RT2 BT3 YS3", "RS1"}, area: "BC2 RC4"}.build(t)
	legal := s.Legal(0)
	for _, want := range []string{"play GC5", "play RQ1 RT2", "play RT2 RQ1", "draw"} {
		if !hasMove(t, legal, 0, want) {
			t.Errorf("legal %v lacks %q", legal, want)
		}
	}
	for _, bad := range []string{"play RQ1", "play YS3", "play RQ1 BT3", "play BT3 RT2", "play YS3 BT3", "play GC5 YS3"} {
		if hasMove(t, legal, 0, bad) {
			t.Errorf("legal lists %q", bad)
		}
	}
	mustReject(t, s, 0, "play RQ1", RuleNotATriple)
	mustReject(t, s, 0, "play RQ1 BT3", RuleNotATriple) // RC4 RQ1 BT3: red, red, blue
	mustReject(t, s, 0, "play RT2 RT2", RuleSameCardTwice)
	mustReject(t, s, 0, "play BT3 RT2", RuleNotATriple) // RC4 BT3 RT2: each shares with another, not all three
	mustReject(t, s, 0, "play RS1", RuleNoSuchCard)
	mustReject(t, s, 0, "play GC5 RS1", RuleNoSuchCard)
	mustReject(t, s, 0, "target 1", RuleNoTargetOwed)
	mustReject(t, s, 7, "draw", RuleNoSuchSeat)
	before := s.clone()
	if _, err := s.Apply(Move{Seat: 0, Kind: MovePlay}); err == nil || err.(*RuleError).Rule != RulePlaySize || !statesEqual(before, s) {
		t.Fatalf("a play of no cards: %v", err)
	}
	if _, err := s.Apply(Move{Seat: 0, Kind: 9}); err == nil || err.(*RuleError).Rule != RuleUnknownMove {
		t.Fatalf("an unknown move kind: %v", err)
	}
	evs := apply(t, s, "play RQ1 RT2")
	if p := matchtest.OfType[Played](evs); len(p) != 1 || Format(p[0].With) != "RC4" || attrList(p[0].Shared) != "colour" {
		t.Fatalf("played %v", evs)
	}
	if got := Format(s.View(1).PlayArea); got != "BC2 RC4 RQ1 RT2" {
		t.Fatalf("area %s", got)
	}
	// Seat 1: RS1 makes a red triple with the top two (RQ1 RT2) and goes out.
	apply(t, s, "play RS1")
	if s.Over() || s.Round() != 2 || s.Outs()[0] != 1 {
		t.Fatalf("seat 1 went out: round %d outs %v", s.Round(), s.Outs())
	}
}

func TestDrawIsAlwaysAllowedLater(t *testing.T) {
	s := table{hands: []string{"GC5 RQ1", "PT1"}, area: "BC2 RC4", pile: "YS1"}.build(t)
	evs := apply(t, s, "draw")
	if d := matchtest.OfType[Drew](evs); len(d) != 1 || Format(d[0].Cards) != "YS1" {
		t.Fatalf("draw %v", evs)
	}
	if s.Turn() != 1 || Format(s.View(0).Hand) != "GC5 RQ1 YS1" {
		t.Fatalf("turn %d hand %v", s.Turn(), s.View(0).Hand)
	}
}

// A card can never be used twice, and three cards sharing nothing never pass, whichever
// way they come: one card, two cards, or on the starter.
func TestNoTripleWhateverThePath(t *testing.T) {
	s := table{hands: []string{"RQ2 BC3 GT3 YH4", "PT1"}, area: "YS5+2 RC1", firstTurn: false}.build(t)
	mustReject(t, s, 0, "play RQ2 BC3", RuleNotATriple) // RC1 RQ2 BC3: each shares with RC1, not all three
	mustReject(t, s, 0, "play GT3", RuleNotATriple)     // YS5+2 RC1 GT3
	mustReject(t, s, 0, "play YH4", RuleNotATriple)     // YS5+2 RC1 YH4: two yellows and a red
	s = table{hands: []string{"RQ2 BC3", "PT1"}, area: "RC1", firstTurn: true}.build(t)
	mustReject(t, s, 0, "play RQ2 BC3", RuleNotATriple)
	mustReject(t, s, 0, "play BC3", RuleOneCardNeeds2)  // the starter cannot count twice
	mustReject(t, s, 0, "play RC1 RQ2", RuleNoSuchCard) // the starter is not in the hand
}

func TestDraw2MakesTheNextPlayerDrawAndSkip(t *testing.T) {
	s := table{hands: []string{"RH5+2 BQ4", "GT1 GT2", "YS3"}, area: "RT3 RC4", pile: "PC1 PC2"}.build(t)
	evs := apply(t, s, "play RH5+2")
	if pp := matchtest.OfType[PenaltyPending](evs); len(pp) != 1 || pp[0] != (PenaltyPending{Seat: 1, N: 2, From: 0}) {
		t.Fatalf("penalty %v", evs)
	}
	mustReject(t, s, 1, "play GT1 GT2", RulePendingDraw)
	if legal := s.Legal(1); len(legal) != 1 || legal[0] != DrawMove(1) {
		t.Fatalf("legal %v", legal)
	}
	evs = apply(t, s, "draw")
	d := matchtest.OfType[Drew](evs)
	if len(d) != 1 || Format(d[0].Cards) != "PC1 PC2" || d[0].Reason != ReasonDraw2 || len(matchtest.OfType[Skipped](evs)) != 1 {
		t.Fatalf("the pending draw takes 2, not 1, and skips: %v", evs)
	}
	if s.Turn() != 2 || s.View(1).HandSizes[1] != 4 {
		t.Fatalf("turn %d sizes %v", s.Turn(), s.View(1).HandSizes)
	}
}

func TestTwoDraw2sInOnePlayMakeFour(t *testing.T) {
	s := table{hands: []string{"RH5+2 RS5+2 BQ4", "GT1"}, area: "GC1 RC1", pile: "PC1 PC2 PC3 PC4 PC5"}.build(t)
	apply(t, s, "play RH5+2 RS5+2")
	if v := s.View(1); v.Pending != 4 || v.PendingFrom != 0 {
		t.Fatalf("pending %d from %d, want 4 from 0", v.Pending, v.PendingFrom)
	}
	evs := apply(t, s, "draw")
	if d := matchtest.OfType[Drew](evs); len(d) != 1 || Format(d[0].Cards) != "PC1 PC2 PC3 PC4" {
		t.Fatalf("draw %v", evs)
	}
	if s.Turn() != 0 {
		t.Fatalf("2 players: after the skip it is seat 0 again, not %d", s.Turn())
	}
}

func TestDoubleTripleTargetDrawsTwoWithoutSkipping(t *testing.T) {
	s := table{hands: []string{"RQ4 RQ3 BT1", "GT1 GT2", "YS3 YS4"}, area: "YQ1 RQ2", pile: "PC1 PC2"}.build(t)
	evs := apply(t, s, "play RQ4 RQ3")
	p := matchtest.OfType[Played](evs)
	if len(p) != 1 || !p[0].Double || attrList(p[0].Shared) != "colour+shape" {
		t.Fatalf("played %v", evs)
	}
	if s.Phase() != PhaseTarget || s.Turn() != 0 {
		t.Fatalf("phase %v turn %d: the player names a target", s.Phase(), s.Turn())
	}
	if legal := s.Legal(0); len(legal) != 2 || legal[0] != TargetMove(0, 1) || legal[1] != TargetMove(0, 2) {
		t.Fatalf("legal %v", legal)
	}
	mustReject(t, s, 0, "draw", RuleChooseTarget)
	mustReject(t, s, 0, "play BT1", RuleChooseTarget)
	mustReject(t, s, 0, "target 0", RuleTargetSeat)
	mustReject(t, s, 0, "target 3", RuleTargetSeat)
	mustReject(t, s, 1, "target 2", RuleNotYourTurn)
	evs = apply(t, s, "target 2")
	if tc := matchtest.OfType[TargetChosen](evs); len(tc) != 1 || tc[0] != (TargetChosen{Seat: 0, Target: 2}) {
		t.Fatalf("target %v", evs)
	}
	if d := matchtest.OfType[Drew](evs); len(d) != 1 || d[0].Seat != 2 || Format(d[0].Cards) != "PC1 PC2" || d[0].Reason != ReasonDouble {
		t.Fatalf("target's draw %v", evs)
	}
	if s.Turn() != 1 || s.View(1).Pending != 0 || len(matchtest.OfType[Skipped](evs)) != 0 {
		t.Fatalf("turn %d: nobody skips for a double triple", s.Turn())
	}
	// One card can make a double triple too: RQ3 RQ4 on top, BT1 no; a red square would.
	s = table{hands: []string{"RQ5 BT1", "GT1"}, area: "RQ1 RQ2"}.build(t)
	if p := matchtest.OfType[Played](apply(t, s, "play RQ5")); len(p) != 1 || !p[0].Double {
		t.Fatalf("one-card double: %v", p)
	}
}

func TestDoubleTripleStacksWithDraw2(t *testing.T) {
	// RH2 RH3 RH5+2: red hearts, a double triple holding a Draw 2.
	for _, tc := range []struct {
		target      int
		wantDrawn1  int // cards seat 1 ends up with beyond its 2
		wantPending int
	}{
		{target: 1, wantDrawn1: 2, wantPending: 2}, // the next seat: 2 now and 2 owed
		{target: 2, wantDrawn1: 0, wantPending: 2},
	} {
		s := table{hands: []string{"RH3 RH5+2 BT1", "GT1 GT2", "YS3 YS4"}, area: "YH1 RH2", pile: "PC1 PC2 PC3 PC4"}.build(t)
		apply(t, s, "play RH3 RH5+2")
		if s.Phase() != PhaseTarget || s.View(0).Owed != 2 {
			t.Fatalf("phase %v owed %d", s.Phase(), s.View(0).Owed)
		}
		apply(t, s, "target "+string(rune('0'+tc.target)))
		v := s.View(1)
		if v.HandSizes[1] != 2+tc.wantDrawn1 || v.Pending != tc.wantPending || v.Turn != 1 {
			t.Fatalf("target %d: seat 1 holds %d, pending %d, turn %d", tc.target, v.HandSizes[1], v.Pending, v.Turn)
		}
		evs := apply(t, s, "draw")
		if len(matchtest.OfType[Skipped](evs)) != 1 || s.Turn() != 2 {
			t.Fatalf("target %d: seat 1 should take its Draw 2 and skip: %v", tc.target, evs)
		}
	}
}

func TestRoundEndAndScoring(t *testing.T) {
	s := table{hands: []string{"RQ3", "BH5+2 GT3", "YS5+2 PC1 PQ4"}, area: "RC1 RQ2", dealer: 2}.build(t)
	evs := apply(t, s, "play RQ3")
	rs := matchtest.OfType[RoundScored](evs)
	if len(rs) != 1 {
		t.Fatalf("events %v", evs)
	}
	r := rs[0]
	if r.Round != 1 || r.Out != 0 || !slices.Equal(r.Points, []int{0, 13, 15}) || !slices.Equal(r.Totals, []int{0, 13, 15}) || !slices.Equal(r.Wins, []int{1, 0, 0}) {
		t.Fatalf("scored %+v", r)
	}
	if Format(r.Hands[2]) != "YS5+2 PC1 PQ4" {
		t.Fatalf("hands are shown at the end: %v", r.Hands)
	}
	// The next round is dealt by the player left of the last dealer (2 → 0).
	st := matchtest.OfType[RoundStarted](evs)
	if len(st) != 1 || st[0].Round != 2 || st[0].Dealer != 0 || s.Turn() != 1 || s.Round() != 2 {
		t.Fatalf("next round %v, turn %d", st, s.Turn())
	}
	checkConserved(t, s)
}

func TestGoingOutStillHandsOutPenalties(t *testing.T) {
	s := table{hands: []string{"RH5+2", "BT1", "GT2"}, area: "RC1 RQ2", pile: "PC3 PC4"}.build(t)
	evs := apply(t, s, "play RH5+2")
	d := matchtest.OfType[Drew](evs)
	rs := matchtest.OfType[RoundScored](evs)
	if len(d) != 1 || d[0].Seat != 1 || len(rs) != 1 || !slices.Equal(rs[0].Points, []int{0, 8, 2}) {
		t.Fatalf("the Draw 2 of the last play is drawn before scoring: %v", evs)
	}
	s = table{hands: []string{"RQ3", "BT1", "GT2"}, area: "RQ1 RQ2", pile: "PC3 PC4"}.build(t)
	apply(t, s, "play RQ3")
	if s.Phase() != PhaseTarget || s.Round() != 1 {
		t.Fatal("a double triple going out still names its target")
	}
	evs = apply(t, s, "target 2")
	if rs := matchtest.OfType[RoundScored](evs); len(rs) != 1 || !slices.Equal(rs[0].Points, []int{0, 1, 9}) {
		t.Fatalf("scored %v", evs)
	}
}

func TestGameEndsAfterThreeRoundsLowestTotalWins(t *testing.T) {
	s := table{hands: []string{"RQ3", "BT1", "GT2"}, area: "RC1 RQ2", round: 3, totals: []int{10, 5, 5}}.build(t)
	evs := apply(t, s, "play RQ3")
	g := matchtest.OfType[GameOver](evs)
	if len(g) != 1 || !slices.Equal(g[0].Winners, []int{1}) || !slices.Equal(g[0].Totals, []int{10, 6, 7}) {
		t.Fatalf("game over %v", evs)
	}
	if !s.Over() || s.Turn() != -1 || s.Legal(0) != nil || len(matchtest.OfType[RoundStarted](evs)) != 0 {
		t.Fatalf("over %v turn %d", s.Over(), s.Turn())
	}
	mustReject(t, s, 0, "draw", RuleGameOver)
	// A tie for the lowest total shares the win.
	s = table{hands: []string{"RQ3", "BT1", "GT2"}, area: "RC1 RQ2", round: 3, totals: []int{10, 6, 5}}.build(t)
	if g := matchtest.OfType[GameOver](apply(t, s, "play RQ3")); len(g) != 1 || !slices.Equal(g[0].Winners, []int{1, 2}) {
		t.Fatalf("tie: %v", g)
	}
}

func TestReshuffleKeepsTheTopThree(t *testing.T) {
	s := table{hands: []string{"BT1 BT2", "GC4"}, area: "YS1 YS2 YS3", rest: "area"}.build(t)
	checkConserved(t, s)
	evs := apply(t, s, "draw")
	r := matchtest.OfType[Reshuffled](evs)
	if len(r) != 1 || Format(r[0].Kept) != "YS1 YS2 YS3" || r[0].Cards != DeckSize-6 {
		t.Fatalf("reshuffle %v", evs)
	}
	if len(matchtest.OfType[Drew](evs)) != 1 || s.View(0).DrawPile != DeckSize-7 || Format(s.View(0).PlayArea) != "YS1 YS2 YS3" {
		t.Fatalf("after reshuffle: %v", evs)
	}
	checkConserved(t, s)
}

func TestReshuffleInTheMiddleOfAPenalty(t *testing.T) {
	s := table{hands: []string{"BT1 BT2", "GC4"}, area: "YS1 YS2 YS3", pile: "PT1", rest: "area", turn: 1, pending: 2, pendingFrom: 0}.build(t)
	evs := apply(t, s, "draw")
	if len(evs) != 4 {
		t.Fatalf("want Drew, Reshuffled, Drew, Skipped; got %v", evs)
	}
	d1, ok1 := evs[0].(Drew)
	_, ok2 := evs[1].(Reshuffled)
	d2, ok3 := evs[2].(Drew)
	if !ok1 || !ok2 || !ok3 || Format(d1.Cards) != "PT1" || len(d2.Cards) != 1 {
		t.Fatalf("events %v", evs)
	}
	checkConserved(t, s)
}

func TestNothingToDrawBlocksTheRound(t *testing.T) {
	// Pile empty, area of 3: no reshuffle possible.
	s := table{hands: []string{"PC2 PT3 RC1", "GT4"}, area: "YS3 YS4 PH1", rest: "none"}.build(t)
	mustReject(t, s, 0, "draw", RuleMustPlay) // PC2 PT3 make purples with PH1
	s = table{hands: []string{"RC1 BQ2", "GT4"}, area: "YS3 YS4 PH1", rest: "none"}.build(t)
	if legal := s.Legal(0); len(legal) != 1 || legal[0] != DrawMove(0) {
		t.Fatalf("legal %v", legal)
	}
	evs := apply(t, s, "draw")
	if len(evs) != 1 || evs[0] != (Passed{Seat: 0}) {
		t.Fatalf("pass %v", evs)
	}
	evs = apply(t, s, "draw")
	rs := matchtest.OfType[RoundScored](evs)
	if len(rs) != 1 || rs[0].Out != -1 || !slices.Equal(rs[0].Points, []int{3, 4}) || !slices.Equal(rs[0].Wins, []int{0, 0}) {
		t.Fatalf("blocked round %v", evs)
	}
	// A penalty with nothing to draw still skips the seat, without counting as a pass.
	s = table{hands: []string{"RC1 BQ2", "GT4"}, area: "YS3 YS4 PH1", rest: "none", pending: 2, pendingFrom: 1}.build(t)
	evs = apply(t, s, "draw")
	if len(evs) != 1 || evs[0] != (Skipped{Seat: 0}) || s.View(0).Passes != 0 {
		t.Fatalf("empty penalty %v", evs)
	}
}

func TestChillMode(t *testing.T) {
	s := table{chill: true, rounds: 3, round: 3, wins: []int{1, 1, 0}, hands: []string{"RQ3", "BT1", "GT2"}, area: "RC1 RQ2"}.build(t)
	evs := apply(t, s, "play RQ3")
	rs := matchtest.OfType[RoundScored](evs)
	g := matchtest.OfType[GameOver](evs)
	if len(rs) != 1 || rs[0].Points != nil || rs[0].Totals != nil || !slices.Equal(rs[0].Wins, []int{2, 1, 0}) {
		t.Fatalf("chill round %v", evs)
	}
	if len(g) != 1 || !slices.Equal(g[0].Winners, []int{0}) {
		t.Fatalf("chill winner %v", g)
	}
	// Rounds sets the length of a chill game.
	st, err := New(Config{Players: 3, Chill: true, Rounds: 5, Seed: 3})
	if err != nil || st.Rounds() != 5 {
		t.Fatalf("rounds %d %v", st.Rounds(), err)
	}
	if st, _ := New(Config{Players: 3, Chill: true}); st.Rounds() != DefaultChillRounds {
		t.Fatalf("default chill rounds %d", st.Rounds())
	}
}

func TestMoveNotation(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"play rh5 gh3", "play RH5+2 GH3"},
		{"  PLAY   GC3 ", "play GC3"},
		{"draw", "draw"},
		{"Target 3", "target 3"},
	} {
		m, err := ParseMove(2, tc.in)
		if err != nil || m.String() != tc.want || m.Seat != 2 {
			t.Errorf("ParseMove(%q) = %v %v, want %q", tc.in, m, err, tc.want)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"", "empty"},
		{"pass", `"pass"`},
		{"play", "one or two"},
		{"play RC1 RC2 RC3", "one or two"},
		{"play RC9", `"RC9"`},
		{"draw 2", `"2"`},
		{"target", "one seat"},
		{"target x", `"x"`},
		{"play RC1 @3", `"@3"`},
	} {
		if _, err := ParseMove(0, tc.in); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseMove(%q): want an error naming %s, got %v", tc.in, tc.want, err)
		}
	}
	if PlayTwo(1, c("RC1"), c("RC2")).String() != "play RC1 RC2" || PlayOne(1, c("RC1")).String() != "play RC1" {
		t.Error("constructors")
	}
}
