package troeven

import (
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"parlor/gameplay/cards"
)

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
