package troeven

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"parlor/gameplay/cards"
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
	m, err := ParseMove(s.ToMove(), text)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := s.Apply(m)
	if err != nil {
		t.Fatalf("%s by seat %d: %v", text, m.Seat, err)
	}
	return ev
}

// reject applies a move by seat that must be rejected with rule and message, and
// checks the state did not change.
func reject(t *testing.T, s *State, seat int, text, rule, msg string) {
	t.Helper()
	m, err := ParseMove(seat, text)
	if err != nil {
		t.Fatal(err)
	}
	before := s.Clone()
	_, err = s.Apply(m)
	var re *RuleError
	if !errors.As(err, &re) {
		t.Fatalf("%s by seat %d: got %v, want rule %s", text, seat, err, rule)
	}
	if re.Rule != rule || (msg != "" && re.Msg != msg) {
		t.Errorf("%s by seat %d: got %s %q, want %s %q", text, seat, re.Rule, re.Msg, rule, msg)
	}
	if !reflect.DeepEqual(before, s) {
		t.Errorf("%s: rejected move changed the state:\nbefore %+v\nafter  %+v", text, before, s)
	}
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

func TestDummyTricks(t *testing.T) {
	s := stacked(t, Dummy, 0, dummyRound1())
	do(t, s, "trump H")
	reject(t, s, 2, "play QS", "not-your-turn", "it is seat 1's turn")
	reject(t, s, 1, "play 9H", "not-in-hand", "you do not hold 9H")
	reject(t, s, 1, "dummy 8S", "not-dummy-turn", "it is your own turn, not the dummy's")
	do(t, s, "play AS")
	// Trick 1: spades led; the opponent holds spades and must follow.
	reject(t, s, 2, "play 7D", "must-follow-suit", "you must follow spades")
	reject(t, s, 2, "play JH", "must-follow-suit", "you must follow spades")
	do(t, s, "play JS")
	if tr := s.View(0).Trick; tr.Leader != 1 || tr.Winner != -1 || tr.Points != 5 ||
		!reflect.DeepEqual(tr.Cards, []TrickCard{{1, card("AS")}, {2, card("JS")}}) {
		t.Errorf("open trick in view: %+v", tr)
	}
	// The dummy's turn: the caller plays it, from the face-up cards only.
	if s.ToMove() != 1 || s.Turn() != DummySeat {
		t.Fatalf("to move %d turn %d, want the caller on the dummy's turn", s.ToMove(), s.Turn())
	}
	reject(t, s, 2, "dummy 7S", "not-your-turn", "it is the dummy's turn, played by the caller (seat 1)")
	reject(t, s, 1, "play KS", "dummy-turn", "it is the dummy's turn: play one of its face-up cards")
	reject(t, s, 1, "dummy KC", "not-face-up", "the dummy has no face-up KC")
	reject(t, s, 1, "dummy AD", "must-follow-suit", "the dummy must follow spades")
	if got := movesText(s.Legal(1)); got != "dummy 7S, dummy 8S" {
		t.Errorf("legal for the dummy: %s", got)
	}
	ev := do(t, s, "dummy 7S")
	if d := cmp.Diff([]Event{
		Played{Seat: 1, Card: card("7S"), FromDummy: true, Column: 1, Trick: 1},
		DummyCardTurned{Column: 1, Card: card("AC")},
	}, ev); d != "" {
		t.Errorf("dummy 7S (-want +got):\n%s", d)
	}
	if v := s.View(2); cards.Format(v.DummyUp[:]) != "8S AC KD AD" || v.DummyDown != [4]bool{true, false, true, true} {
		t.Errorf("after the flip: up %v down %v", v.DummyUp, v.DummyDown)
	}
	ev = do(t, s, "play 9S")
	tw := ev[len(ev)-1].(TrickWon)
	if d := cmp.Diff(TrickWon{Trick: 1, Cards: cards.MustParseList("AS JS 7S 9S"), Seats: []int{1, 2, DummySeat, 0}, Winner: 1, Side: SideCaller, Points: 5}, tw); d != "" {
		t.Errorf("trick 1 (-want +got):\n%s", d)
	}
	// Trick 2: the winner leads; the dummy's only face-up club must follow.
	if s.ToMove() != 1 || s.Turn() != 1 {
		t.Fatalf("the trick winner leads: to move %d", s.ToMove())
	}
	do(t, s, "play 7C")
	do(t, s, "play 10C")
	if got := movesText(s.Legal(1)); got != "dummy AC" {
		t.Errorf("dummy must follow clubs with its face-up AC: legal %s", got)
	}
	ev = do(t, s, "dummy AC") // column 1 is now empty: nothing turns
	if len(ev) != 1 {
		t.Errorf("playing the uncovered AC: %v", ev)
	}
	ev = do(t, s, "play QC")
	if tw := ev[len(ev)-1].(TrickWon); tw.Winner != DummySeat || tw.Points != 6 || tw.Side != SideCaller {
		t.Errorf("trick 2: %v, want the dummy to win 6 points", tw)
	}
	// Trick 3: the dummy leads (the caller plays it).
	if s.ToMove() != 1 || s.Turn() != DummySeat {
		t.Fatalf("dummy won: to move %d turn %d", s.ToMove(), s.Turn())
	}
	do(t, s, "dummy KD") // turns JD in column 2
	do(t, s, "play 9D")
	// The caller holds no diamonds: any card, no duty to trump.
	do(t, s, "play 8C")
	ev = do(t, s, "play 8D")
	if tw := ev[len(ev)-1].(TrickWon); tw.Winner != DummySeat || tw.Points != 3 {
		t.Errorf("trick 3: %v", tw)
	}
	// Trick 4: a low trump beats the ace of the led suit.
	do(t, s, "dummy AD")
	do(t, s, "play 10D")
	do(t, s, "play 7H")
	ev = do(t, s, "play 7D")
	if tw := ev[len(ev)-1].(TrickWon); tw.Winner != 1 || tw.Points != 4 {
		t.Errorf("trick 4: %v, want the caller's 7H to win", tw)
	}
	v := s.View(0)
	if v.Points != [3]int{18, 0, 0} || v.TricksWon != [4]int{0, 2, 0, 2} || v.SideTricks != [3]int{4, 0, 0} || len(v.Tricks) != 4 {
		t.Errorf("after 4 tricks: points %v tricks %v", v.Points, v.TricksWon)
	}
}

func card(s string) cards.Card { return cards.MustParseList(s)[0] }

func movesText(ms []Move) string {
	var out []string
	for _, m := range ms {
		out = append(out, m.String())
	}
	return strings.Join(out, ", ")
}

func TestDummyFollowsOnlyWithFaceUpCards(t *testing.T) {
	s := stacked(t, Dummy, 0, dummyRound1())
	do(t, s, "trump H")
	do(t, s, "play 7C") // clubs led; the dummy's clubs KC AC lie face down
	do(t, s, "play 9C")
	if got := movesText(s.Legal(1)); got != "dummy KD, dummy AD, dummy 7S, dummy 8S" {
		t.Errorf("a dummy with no face-up club may play any face-up card: %s", got)
	}
	do(t, s, "dummy KD")
}

func TestSoloTricks(t *testing.T) {
	s := stacked(t, Solo, 0, soloRound1())
	do(t, s, "trump S")
	reject(t, s, 1, "dummy AS", "no-dummy", "there is no dummy in the solo version")
	do(t, s, "play AH")
	reject(t, s, 2, "play QS", "must-follow-suit", "you must follow hearts")
	do(t, s, "play 9H")
	do(t, s, "play 8S") // the dealer has no hearts and trumps
	if s.ToMove() != 0 {
		t.Fatalf("the dealer's trump wins and leads: to move %d", s.ToMove())
	}
	v := s.View(1)
	if v.Points != [3]int{4, 0, 0} || v.TricksWon != [4]int{1, 0, 0, 0} {
		t.Errorf("solo points %v tricks %v", v.Points, v.TricksWon)
	}
}

// scoreWith scores the current round of s as if positions took the given card points.
func scoreWith(s *State, taken [4]int) []Event {
	s.taken = taken
	s.done = s.nTricks
	var ev []Event
	s.scoreRound(&ev)
	return ev
}

func TestDummyScoring(t *testing.T) {
	// Dealer seat 0, caller seat 1, opponent seat 2; taken: seats 0..2, then the dummy.
	for _, tc := range []struct {
		name   string
		taken  [4]int
		change [3]int
		points [3]int
	}{
		{"caller's side wins", [4]int{10, 15, 9, 6}, [3]int{0, -1, 0}, [3]int{21, 19}},
		{"dealer's side wins", [4]int{12, 10, 9, 9}, [3]int{-1, +1, -1}, [3]int{19, 21}},
		{"20-20 changes nothing", [4]int{20, 10, 0, 10}, [3]int{0, 0, 0}, [3]int{20, 20}},
		{"dummy's points count for the caller", [4]int{0, 0, 0, 40}, [3]int{0, -1, 0}, [3]int{40, 0}},
	} {
		s := stacked(t, Dummy, 0, dummyRound1())
		ev := scoreWith(s, tc.taken)
		r := ev[0].(RoundScored).Result
		if r.Change != tc.change || r.Points != tc.points || r.Sides != 2 {
			t.Errorf("%s: change %v points %v, want %v %v", tc.name, r.Change, r.Points, tc.change, tc.points)
		}
		want := [3]int{7 + tc.change[0], 7 + tc.change[1], 7 + tc.change[2]}
		if r.Tally != want || s.Tally() != want {
			t.Errorf("%s: tally %v, want %v", tc.name, r.Tally, want)
		}
		if c, ok := ev[1].(Cut); !ok || c.Round != 2 || c.Dealer != 1 {
			t.Errorf("%s: next round should be dealt by seat 1: %v", tc.name, ev[1])
		}
	}
}

func TestSoloScoring(t *testing.T) {
	// Dealer seat 0, caller seat 1.
	for _, tc := range []struct {
		name   string
		taken  [4]int
		change [3]int
	}{
		{"caller most", [4]int{10, 20, 10}, [3]int{0, -1, 0}},
		{"another most: the caller adds one", [4]int{21, 10, 9}, [3]int{-1, +1, 0}},
		{"seat 2 most", [4]int{5, 10, 25}, [3]int{0, +1, -1}},
		{"tie for most: no change", [4]int{15, 10, 15}, [3]int{0, 0, 0}},
		{"caller tied for most: no change", [4]int{18, 18, 4}, [3]int{0, 0, 0}},
	} {
		s := stacked(t, Solo, 0, soloRound1())
		r := scoreWith(s, tc.taken)[0].(RoundScored).Result
		if r.Change != tc.change || r.Sides != 3 || r.Points != [3]int{tc.taken[0], tc.taken[1], tc.taken[2]} {
			t.Errorf("%s: change %v points %v, want %v", tc.name, r.Change, r.Points, tc.change)
		}
		if want := [3]int{5 + tc.change[0], 5 + tc.change[1], 5 + tc.change[2]}; s.Tally() != want {
			t.Errorf("%s: tally %v, want %v", tc.name, s.Tally(), want)
		}
	}
}

func TestTallyToZeroEndsTheGame(t *testing.T) {
	s := stacked(t, Dummy, 0, dummyRound1())
	s.tally = [3]int{1, 3, 1}
	ev := scoreWith(s, [4]int{20, 0, 20, 0}) // the dealer's side wins
	over, ok := ev[len(ev)-1].(GameOver)
	if !ok || !s.Over() || s.ToMove() != -1 {
		t.Fatalf("game should be over: %v", ev)
	}
	if d := cmp.Diff(GameOver{Winners: []int{0, 2}, Tally: [3]int{0, 4, 0}, Rounds: 1}, over); d != "" {
		t.Errorf("two players reach 0 together (-want +got):\n%s", d)
	}
	reject(t, s, 1, "trump H", "game-over", "the game is over")
	v := s.View(1)
	if len(v.Legal) != 0 || v.Phase != PhaseOver || cmp.Diff([]int{0, 2}, v.Winners) != "" {
		t.Errorf("view after the game: legal %v phase %v winners %v", v.Legal, v.Phase, v.Winners)
	}
}

func TestSheetsDrawBranchesAndBalls(t *testing.T) {
	s := stacked(t, Dummy, 0, dummyRound1())
	scoreWith(s, [4]int{12, 10, 9, 9}) // dealer's side: seats 0, 2 get a ball; caller 1 a branch
	v := s.View(0)
	if v.Sheets != [3]Sheet{{7, 1}, {8, 0}, {7, 1}} || v.Tally != [3]int{6, 8, 6} {
		t.Errorf("sheets %v tally %v", v.Sheets, v.Tally)
	}
	if len(v.History) != 1 || v.History[0].Change != [3]int{-1, 1, -1} {
		t.Errorf("history %v", v.History)
	}
}

func TestParseMove(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Move
		out  string
	}{
		{"trump H", Move{Seat: 2, Kind: NameTrump, Suit: cards.Hearts}, "trump H"},
		{"TRUMP spades", Move{Seat: 2, Kind: NameTrump, Suit: cards.Spades}, "trump S"},
		{"trump heart", Move{Seat: 2, Kind: NameTrump, Suit: cards.Hearts}, "trump H"},
		{"play 10h", Move{Seat: 2, Kind: PlayCard, Card: card("10H")}, "play 10H"},
		{"play TH", Move{Seat: 2, Kind: PlayCard, Card: card("10H")}, "play 10H"},
		{"Dummy as", Move{Seat: 2, Kind: PlayCard, Card: card("AS"), FromDummy: true}, "dummy AS"},
	} {
		m, err := ParseMove(2, tc.in)
		if err != nil || m != tc.want || m.String() != tc.out {
			t.Errorf("ParseMove(%q) = %+v %v, prints %q; want %+v %q", tc.in, m, err, m.String(), tc.want, tc.out)
		}
	}
	for _, tc := range []struct{ in, part string }{
		{"play 6H", "6H is not in the Troeven deck"},
		{"play XH", `bad card "XH"`},
		{"trump X", `bad suit "X"`},
		{"pass", "want"},
		{"lead AS", `unknown verb "lead"`},
		{"play AS KS", "want"},
	} {
		if _, err := ParseMove(0, tc.in); err == nil || !strings.Contains(err.Error(), tc.part) {
			t.Errorf("ParseMove(%q) error %v, want %q", tc.in, err, tc.part)
		}
	}
}

func TestRedact(t *testing.T) {
	d := Dealt{Stage: 1, To: 1, Count: 4, Cards: cards.MustParseList("AH KH QH 7H")}
	if got := Redact(d, 1).(Dealt); got.Cards == nil {
		t.Error("a seat sees its own cards")
	}
	if got := Redact(d, 0).(Dealt); got.Cards != nil || got.Count != 4 {
		t.Errorf("another seat sees %v", got)
	}
	if got := Redact(d, -1).(Dealt); got.Cards != nil {
		t.Error("a spectator sees no hand")
	}
	down := Dealt{Stage: 2, To: DummySeat, Count: 4, Cards: cards.MustParseList("KC AC JD QD")}
	up := Dealt{Stage: 2, To: DummySeat, Count: 4, Cards: cards.MustParseList("8S 7S KD AD"), FaceUp: true}
	for seat := 0; seat < 3; seat++ {
		if Redact(down, seat).(Dealt).Cards != nil {
			t.Errorf("seat %d sees the dummy's face-down cards", seat)
		}
		if Redact(up, seat).(Dealt).Cards == nil {
			t.Errorf("seat %d does not see the dummy's face-up cards", seat)
		}
	}
	p := Played{Seat: 1, Card: card("AS"), Column: -1, Trick: 1}
	if Redact(p, 0) != Event(p) {
		t.Error("a played card is public")
	}
}

func TestRestartAndClone(t *testing.T) {
	fresh, _ := New(Config{Seed: 5})
	s, _ := New(Config{Seed: 9})
	r := cards.NewRNG(1)
	for s.Round() < 3 {
		s.Step(s.RandomMove(&r))
	}
	c := s.Clone()
	s.Restart(5)
	s.opening, fresh.opening = nil, nil
	s.history, fresh.history = nil, nil
	if !reflect.DeepEqual(s, fresh) {
		t.Error("Restart(5) differs from New with seed 5")
	}
	if c.Round() != 3 || len(c.History()) != 2 {
		t.Errorf("the clone changed with the original: round %d", c.Round())
	}
	d := c.Clone()
	d.Step(d.RandomMove(&r))
	if reflect.DeepEqual(c, d) {
		t.Error("a move on a clone changed nothing")
	}
}
