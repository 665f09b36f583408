package troeven

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"parlor/gameplay/cards"
	"parlor/gameplay/match/matchtest"
)

// deal joins packets of card literals into one stacked deck, in deal order.
func deal(packets ...string) []cards.Card {
	var out []cards.Card
	for _, p := range packets {
		out = append(out, cards.MustParseList(p)...)
	}
	return out
}

// stacked starts a game with the given decks and the first dealer wanted: it tries
// seeds until the seeded first dealer is that seat.
func stacked(t *testing.T, v Variant, dealer int, decks ...[]cards.Card) *State {
	t.Helper()
	for seed := uint64(0); seed < 100; seed++ {
		s, err := New(Config{Variant: v, Seed: seed, Decks: decks})
		if err != nil {
			t.Fatal(err)
		}
		if s.Dealer() == dealer {
			return s
		}
	}
	t.Fatalf("no seed gives dealer %d", dealer)
	return nil
}

// dummyRound1 is a Dummy deal with the dealer at seat 0, caller seat 1, opponent seat 2.
func dummyRound1() []cards.Card {
	return deal(
		"AH KH QH 7H",   // stage 1: caller
		"JH 10H 9C 10C", // opponent
		"9H 8H JC QC",   // dealer
		"AS KS 7C 8C",   // stage 2: caller
		"QS JS 7D 8D",   // opponent
		"10S 9S 9D 10D", // dealer
		"KC AC JD QD",   // dummy, face down (columns 0..3)
		"8S 7S KD AD",   // dummy, face up, one on each
	)
}

// soloRound1 is a Solo deal: dealer seat 0, caller seat 1, seat 2 between them.
func soloRound1() []cards.Card {
	return deal(
		"AH KH QH JH 10H",                // stage 1: caller
		"AS KS 8C 9C 10C",                // stage 2: caller
		"9H 8H 7H QS JS 10S 9S JC QC KC", // seat 2
		"8S 7D 8D 9D 10D JD QD KD AD AC", // dealer
	)
}

// do applies a move in text notation for the seat to move and fails the test if it is
// rejected.
func do(t *testing.T, s *State, text string) []Event {
	t.Helper()
	return matchtest.ApplyText(t, s.ParseMove, s.Apply, text)
}

// reject applies a move by seat that must be rejected with rule and message, and
// checks the state did not change.
func reject(t *testing.T, s *State, seat int, text, rule, msg string) {
	t.Helper()
	before := s.Clone()
	matchtest.RefuseText(t, s.Apply, ParseMove, seat, text, rule, msg, func() string {
		if reflect.DeepEqual(before, s) {
			return ""
		}
		return fmt.Sprintf("\nbefore %+v\nafter  %+v", before, s)
	})
}

func hand(t *testing.T, s *State, seat int) string {
	t.Helper()
	return cards.Format(s.View(seat).Hand)
}

func TestDecks(t *testing.T) {
	if got := cards.Format(Deck(Dummy)); got != "7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS" {
		t.Errorf("Deck(Dummy) = %s", got)
	}
	solo := Deck(Solo)
	if len(solo) != 30 || cards.Contains(solo, cards.Card{Rank: 7, Suit: cards.Clubs}) || cards.Contains(solo, cards.Card{Rank: 7, Suit: cards.Spades}) {
		t.Errorf("Deck(Solo) = %s: want 30 cards without 7C and 7S", cards.Format(solo))
	}
	for _, v := range []Variant{Dummy, Solo} {
		sum := 0
		for _, c := range Deck(v) {
			sum += Points(c)
		}
		if sum != 40 {
			t.Errorf("%s deck holds %d card points, want 40", v, sum)
		}
	}
	for _, tc := range []struct {
		c    string
		v    Variant
		want bool
	}{{"7C", Dummy, true}, {"7C", Solo, false}, {"7S", Solo, false}, {"7H", Solo, true}, {"6H", Dummy, false}, {"2S", Dummy, false}, {"AS", Solo, true}} {
		c, _ := cards.Parse(tc.c)
		if InDeck(tc.v, c) != tc.want {
			t.Errorf("InDeck(%s, %s) = %v", tc.v, tc.c, !tc.want)
		}
	}
}

func TestRankOrderAndPoints(t *testing.T) {
	order := cards.MustParseList("AH KH QH JH 10H 9H 8H 7H")
	for k := 0; k+1 < len(order); k++ {
		if !Beats(order[k], order[k+1]) || Beats(order[k+1], order[k]) {
			t.Errorf("%v should rank above %v", order[k], order[k+1])
		}
	}
	if Beats(cards.MustParseList("AS")[0], cards.MustParseList("7H")[0]) {
		t.Error("cards of different suits do not beat each other")
	}
	want := map[string]int{"AS": 4, "KD": 3, "QC": 2, "JH": 1, "10S": 0, "9D": 0, "8C": 0, "7H": 0}
	for c, p := range want {
		if got := Points(cards.MustParseList(c)[0]); got != p {
			t.Errorf("Points(%s) = %d, want %d", c, got, p)
		}
	}
}

func TestTrickWinner(t *testing.T) {
	for _, tc := range []struct {
		trump string
		cards string
		want  int
	}{
		{"S", "9H KH 10H", 1},    // highest of the led suit
		{"S", "9H AD KH", 2},     // a higher card of another suit does not win
		{"S", "9H 7S AH", 1},     // the only trump wins
		{"S", "9H 7S 8S AH", 2},  // the highest trump wins
		{"H", "7H AS KS QS", 0},  // trump led: highest trump
		{"C", "10D JD QD KD", 3}, // four cards, no trump
		{"D", "AS", 0},           // one card leads and wins
		{"C", "JC 9C AC 8D", 2},  // ace is high
		{"H", "10S AS 7H", 2},    // 7 of trumps beats the ace of the led suit
	} {
		su, _ := ParseSuit(tc.trump)
		got, err := TrickWinner(su, cards.MustParseList(tc.cards))
		if err != nil || got != tc.want {
			t.Errorf("TrickWinner(%s, %s) = %d, %v; want %d", tc.trump, tc.cards, got, err, tc.want)
		}
	}
	for _, tc := range []struct {
		trump cards.Suit
		cards string
		part  string
	}{
		{cards.Hearts, "6H AH", "6H is not in the Troeven deck"},
		{cards.Hearts, "AH 2C", "2C is not in the Troeven deck"},
		{cards.Hearts, "AH KH AH", "AH is played twice"},
		{cards.Hearts, "", "1 to 4 cards, not 0"},
		{cards.Hearts, "7H 8H 9H 10H JH", "1 to 4 cards, not 5"},
		{0, "AH", "bad trump suit"},
	} {
		_, err := TrickWinner(tc.trump, cards.MustParseList(tc.cards))
		if err == nil || !strings.Contains(err.Error(), tc.part) {
			t.Errorf("TrickWinner(%v, %s) error %v, want %q", tc.trump, tc.cards, err, tc.part)
		}
	}
}

func TestNewRejectsBadConfig(t *testing.T) {
	short := deal("AH KH")
	bad := append(dummyRound1()[:31:31], cards.MustParseList("6H")...)
	twice := append(dummyRound1()[:31:31], cards.MustParseList("AH")...)
	for _, tc := range []struct {
		cfg  Config
		part string
	}{
		{Config{Variant: "bridge"}, `unknown troeven variant "bridge"`},
		{Config{Players: 4}, "3 players, not 4"},
		{Config{Decks: [][]cards.Card{short}}, "round 1: 2 cards"},
		{Config{Decks: [][]cards.Card{bad}}, "card 6H is not in the dummy deck"},
		{Config{Decks: [][]cards.Card{twice}}, "card AH appears twice"},
		{Config{Variant: Solo, Decks: [][]cards.Card{dummyRound1()}}, "card 7C is not in the solo deck"},
	} {
		_, err := New(tc.cfg)
		if err == nil || !strings.Contains(err.Error(), tc.part) {
			t.Errorf("New(%+v) error %v, want %q", tc.cfg, err, tc.part)
		}
	}
}

func TestDealerSeededThenClockwise(t *testing.T) {
	seen := map[int]bool{}
	for seed := uint64(0); seed < 30; seed++ {
		s, err := New(Config{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		seen[s.Dealer()] = true
		again, _ := New(Config{Seed: seed})
		if again.Dealer() != s.Dealer() {
			t.Fatalf("seed %d: dealer %d then %d", seed, s.Dealer(), again.Dealer())
		}
		cut := s.Opening()[0].(Cut)
		d := s.Dealer()
		if cut.Dealer != d || cut.Cutter != (d+2)%3 || cut.Caller != (d+1)%3 || cut.At < 4 || cut.At > 28 || cut.Size != 32 {
			t.Errorf("seed %d: %v: want the player right of the dealer to cut and the player left of it to call", seed, cut)
		}
	}
	if len(seen) != 3 {
		t.Errorf("first dealers over 30 seeds: %v, want all three seats", seen)
	}
	// Across rounds the deal passes clockwise.
	s, _ := New(Config{Seed: 5})
	r := cards.NewRNG(9)
	first := s.Dealer()
	for s.Round() < 4 {
		ev, err := s.Apply(s.RandomMove(&r))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ev {
			if c, ok := e.(Cut); ok && c.Dealer != (first+c.Round-1)%3 {
				t.Errorf("round %d dealer %d, want %d", c.Round, c.Dealer, (first+c.Round-1)%3)
			}
		}
	}
}

func TestCutMovesTopCardsUnder(t *testing.T) {
	s, _ := New(Config{Seed: 77})
	cut := s.Opening()[0].(Cut)
	// Rebuild the shuffled deck as the state dealt it: the cut takes At cards off the
	// top and puts them under, so the first card dealt was at position At before.
	r := cards.NewRNG(77)
	r.IntN(3) // the first dealer
	var d [32]idx
	for k := range d {
		d[k] = idx(k)
	}
	cards.Shuffle(&r, d[:])
	if at := 4 + r.IntN(25); at != cut.At {
		t.Fatalf("cut at %d, generator says %d", cut.At, at)
	}
	want := cards.Format([]cards.Card{cardOf(d[cut.At]), cardOf(d[cut.At+1]), cardOf(d[cut.At+2]), cardOf(d[cut.At+3])})
	if got := cards.Format(s.Opening()[1].(Dealt).Cards); got != want {
		t.Errorf("first packet %s, want the cards under the cut %s", got, want)
	}
}

func TestDummyTwoStageDeal(t *testing.T) {
	s := stacked(t, Dummy, 0, dummyRound1())
	if s.Caller() != 1 || s.Cutter() != 2 || s.Phase() != PhaseTrump || s.ToMove() != 1 {
		t.Fatalf("caller %d cutter %d phase %v to move %d", s.Caller(), s.Cutter(), s.Phase(), s.ToMove())
	}
	op := s.Opening()
	if len(op) != 4 {
		t.Fatalf("opening = %v, want a cut and three packets", op)
	}
	if _, ok := op[0].(Cut); !ok {
		t.Errorf("the round starts with the cut: %v", op[0])
	}
	wantDealt := []string{"AH KH QH 7H", "JH 10H 9C 10C", "9H 8H JC QC"}
	for k, e := range op[1:] {
		d := e.(Dealt)
		if d.Stage != 1 || d.To != []int{1, 2, 0}[k] || d.Count != 4 || cards.Format(d.Cards) != wantDealt[k] {
			t.Errorf("stage-1 packet %d: %v; want caller, opponent, dealer in turn", k, d)
		}
	}
	if h := hand(t, s, 1); h != "7H QH KH AH" {
		t.Errorf("caller sees %s before trumps, want the first four cards", h)
	}
	if v := s.View(2); len(v.Hand) != 4 || v.Counts != [4]int{4, 4, 4, 0} || v.DummyDown != [4]bool{} {
		t.Errorf("opponent view before trumps: hand %v counts %v dummy %v", v.Hand, v.Counts, v.DummyDown)
	}
	ev := do(t, s, "trump H")
	var lines []string
	for _, e := range ev {
		lines = append(lines, e.String())
	}
	wantEv := []string{
		"TrumpNamed: seat 1 names hearts",
		"Dealt stage 2: 4 to seat 1: AS KS 7C 8C",
		"Dealt stage 2: 4 to seat 2: QS JS 7D 8D",
		"Dealt stage 2: 4 to seat 0: 10S 9S 9D 10D",
		"Dealt stage 2: 4 to dummy face down: KC AC JD QD",
		"Dealt stage 2: 4 to dummy face up: 8S 7S KD AD",
	}
	if d := cmp.Diff(wantEv, lines); d != "" {
		t.Errorf("events of trump H (-want +got):\n%s", d)
	}
	if h := hand(t, s, 1); h != "7C 8C 7H QH KH AH KS AS" {
		t.Errorf("caller's hand %s", h)
	}
	v := s.View(0)
	if cards.Format(v.DummyUp[:]) != "8S 7S KD AD" || v.DummyDown != [4]bool{true, true, true, true} || v.Counts != [4]int{8, 8, 8, 8} {
		t.Errorf("dummy in view: up %v down %v counts %v", v.DummyUp, v.DummyDown, v.Counts)
	}
	if s.Trump() != cards.Hearts || s.ToMove() != 1 || s.Turn() != 1 {
		t.Errorf("after trumps: trump %v, to move %d: the caller leads", s.Trump(), s.ToMove())
	}
}

func TestSoloTwoStageDeal(t *testing.T) {
	s := stacked(t, Solo, 0, soloRound1())
	if got := len(s.Opening()); got != 2 {
		t.Fatalf("opening has %d events, want a cut and one packet of 5 to the caller", got)
	}
	if h := hand(t, s, 1); h != "10H JH QH KH AH" {
		t.Errorf("caller sees %s", h)
	}
	if n := len(s.View(2).Hand) + len(s.View(0).Hand); n != 0 {
		t.Errorf("the others hold %d cards before trumps, want 0", n)
	}
	if c := s.Opening()[0].(Cut); c.Size != 30 || c.At > 26 {
		t.Errorf("solo cut %v", c)
	}
	do(t, s, "trump clubs")
	for seat, want := range []string{"8S 7D 8D 9D 10D JD QD KD AD AC", "8C 9C 10C 10H JH QH KH AH KS AS", "JC QC KC 7H 8H 9H 9S 10S JS QS"} {
		v := s.View(seat)
		if got := cards.Format(v.Hand); got != sortFormat(want) {
			t.Errorf("seat %d holds %s, want %s", seat, got, want)
		}
		if v.Counts != [4]int{10, 10, 10, 0} || v.DummyUp != [4]cards.Card{} {
			t.Errorf("seat %d view counts %v dummy %v", seat, v.Counts, v.DummyUp)
		}
	}
}

// sortFormat prints cards in View order (by suit, then 7..A).
func sortFormat(s string) string { return cards.Format(maskCards(viewMask(cards.MustParseList(s)))) }

func TestTrumpNaming(t *testing.T) {
	s := stacked(t, Dummy, 0, dummyRound1())
	reject(t, s, 2, "trump H", "not-caller", "only the caller (seat 1) names trumps")
	reject(t, s, 1, "play AH", "name-trumps-first", "the caller (seat 1) must name trumps first")
	if _, err := s.Apply(Move{Seat: 1, Kind: NameTrump}); err == nil || err.(*RuleError).Rule != "bad-suit" {
		t.Errorf("trump without a suit: %v", err)
	}
	if got := len(s.Legal(1)); got != 4 {
		t.Errorf("caller has %d trump choices, want 4 (any suit, held or not)", got)
	}
	do(t, s, "trump D") // the caller holds no diamonds: still allowed
	reject(t, s, 1, "trump S", "trumps-named", "trumps are already named (diamonds)")
}
