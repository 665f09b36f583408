package threethirteen

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"sync"
	"testing"

	"pgregory.net/rapid"

	"parlor/gameplay/cards"
)

// parseWild reads a wild rank as the case file writes it ("5", "K"; "none" or "" for no
// wilds).
func parseWild(t testing.TB, s string) cards.Rank {
	t.Helper()
	if s == "" || s == "none" || s == "0" {
		return 0
	}
	r, err := cards.ParseRank(s)
	if err != nil {
		t.Fatalf("wild %q: %v", s, err)
	}
	return r
}

// TestMeldCaseFile runs every case of the shared case file
// (docs/rules/threethirteen.md#melds).
func TestMeldCaseFile(t *testing.T) {
	f, err := os.Open("../../testdata/threethirteen-melds.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		line := sc.Bytes()
		if len(line) == 0 {
			continue
		}
		var c struct {
			Name    string `json:"name"`
			Wild    string `json:"wild"`
			Hand    string `json:"hand"`
			Penalty *int   `json:"penalty"`
		}
		if err := json.Unmarshal(line, &c); err != nil {
			t.Fatalf("line %d: %v", n+1, err)
		}
		if c.Penalty == nil {
			t.Fatalf("case %q has no penalty", c.Name)
		}
		n++
		hand, err := cards.ParseList(c.Hand)
		if err != nil {
			t.Fatalf("case %q: %v", c.Name, err)
		}
		wild := parseWild(t, c.Wild)
		got := Solve(hand, wild)
		if got.Penalty != *c.Penalty {
			t.Errorf("case %q (%s, wild %s): penalty %d, want %d; arrangement %s",
				c.Name, c.Hand, c.Wild, got.Penalty, *c.Penalty, describe(got))
		}
		checkArrangement(t, hand, wild, got)
		if p := Penalty(hand, wild); p != *c.Penalty {
			t.Errorf("case %q: Penalty %d, want %d", c.Name, p, *c.Penalty)
		}
		if r := refPenalty(hand, wild); r != *c.Penalty {
			t.Errorf("case %q: the reference says %d, want %d", c.Name, r, *c.Penalty)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n < 16 {
		t.Fatalf("read only %d cases", n)
	}
}

// TestMeldTable pins hand-picked hands, each naming the rule it shows.
func TestMeldTable(t *testing.T) {
	tests := []struct {
		name    string
		hand    string
		wild    cards.Rank
		penalty int
	}{
		{"empty hand", "", 3, 0},
		{"plain run", "7H 8H 9H KS", 0, 10},
		{"plain set", "9C 9D 9H 2S", 0, 2},
		{"identical cards make a set", "9C 9C 9D", 0, 0},
		{"three identical cards make a set", "4S 4S 4S", 0, 0},
		{"a run never holds two cards at one position", "5H 5H 6H", 0, 16},
		{"a run in two suits is no run", "5H 6H 7D", 0, 18},
		{"ace low", "AS 2S 3S", 0, 0},
		{"no wrap Q-K-A", "QS KS AS", 0, 21},
		{"no wrap K-A-2", "KD AD 2D", 0, 13},
		{"wild fills a gap", "4H 9C 6H", 9, 0},
		{"wild below a Q-K", "QH KH 5C", 5, 0},
		{"wild below a lone king", "KH 5C 5D", 5, 0},
		{"two wilds and a card", "3C 3D KS", 3, 0},
		{"one wild cannot make a meld alone", "3C KS", 3, 13},
		{"two wilds cannot make a meld alone", "3C 3D", 3, 6},
		{"all-wild meld", "JC JD JS", 11, 0},
		{"identical wilds all join a lone card", "JC JC JC 2H", 11, 0},
		{"all-wild meld of identical wilds", "JC JC JC", 11, 0},
		{"spare wilds join a meld", "8C 8D 8H 3S 3H", 3, 0},
		{"spare wild joins a run", "10S JS QS 4D", 4, 0},
		{"spare wild at a run ending in king", "JS QS KS 4D", 4, 0},
		{"wild as its own card in a run", "8S 9S 10S 2D 2H", 10, 4},
		{"wild as its own card in a set", "10S 10S 10D", 10, 0},
		{"greedy trap: long run or set", "3C 4C 5C 6C 7C 6D 6H 2S", 0, 9},
		{"run and set share no card", "5H 6H 7H 7C 7D", 0, 11},
		{"five-card set", "9C 9C 9D 9D 9H", 0, 0},
		{"six naturals as two runs", "AC 2C 3C 4C 5C 6C", 0, 0},
		{"two runs in one suit with copies", "5H 5H 6H 6H 7H 7H", 0, 0},
		{"long run with a spare high card", "2D 3D 4D 5D 6D 7D 8D KH", 0, 10},
		{"full thirteen: ace to king", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", 0, 0},
		{"fourteen with a spare wild after ace to king", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH KC", 13, 0},
		{"wilds better as naturals", "5S 5S 6S 7S 5H", 5, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			hand := cards.MustParseList(tc.hand)
			got := Solve(hand, tc.wild)
			if got.Penalty != tc.penalty {
				t.Errorf("%s wild %v: penalty %d, want %d; %s", tc.hand, tc.wild, got.Penalty, tc.penalty, describe(got))
			}
			checkArrangement(t, hand, tc.wild, got)
			if p := Penalty(hand, tc.wild); p != tc.penalty {
				t.Errorf("Penalty %d, want %d", p, tc.penalty)
			}
			if r := refPenalty(hand, tc.wild); r != tc.penalty {
				t.Errorf("reference %d, want %d", r, tc.penalty)
			}
		})
	}
}

// TestSolveShowsWilds pins what wilds stand for in the reveal.
func TestSolveShowsWilds(t *testing.T) {
	tests := []struct {
		hand string
		wild cards.Rank
		want string // melds as "kind:card=as,…" joined by " | ", then "; leftover"
	}{
		{"4H 5C 6H", 5, "run:4H 5C=5H 6H;"},
		{"5S 6D 7D 8D", 5, "run:5S=5D 6D 7D 8D;"},
		{"QH KH 5C", 5, "run:5C=JH QH KH;"},
		{"9C 9D 3S", 3, "set:9C 9D 3S=9H;"},
		{"3C 3D 3H", 3, "set:3C 3D 3H;"},
		{"3C 3D 3H 7S", 3, "set:7S 3C=7C 3D=7D 3H=7H;"},
		{"8S 9S 10S 2D 2H", 10, "run:8S 9S 10S; 2D 2H"},
		{"7H 8H 9H KS", 0, "run:7H 8H 9H; KS"},
		{"8C 8D 8H 3S 3H", 3, "set:8C 8D 8H 3H=8S 3S=8C;"},
	}
	for _, tc := range tests {
		hand := cards.MustParseList(tc.hand)
		got := Solve(hand, tc.wild)
		checkArrangement(t, hand, tc.wild, got)
		if s := describe(got); s != tc.want {
			t.Errorf("%s wild %v: got %q, want %q", tc.hand, tc.wild, s, tc.want)
		}
	}
}

// TestSolveBadInput: cards no shoe can deal are never melded and never cause a panic.
func TestSolveBadInput(t *testing.T) {
	hand := []cards.Card{{}, {Rank: 14, Suit: 1}, {Rank: 2, Suit: 9},
		{Rank: 9, Suit: 1}, {Rank: 9, Suit: 1}, {Rank: 9, Suit: 1}, {Rank: 9, Suit: 1}}
	got := Solve(hand, 0)
	if got.Penalty != 9 || Penalty(hand, 0) != 9 {
		t.Fatalf("penalty %d / %d, want 9 (the fourth 9C; invalid cards score 0): %s", got.Penalty, Penalty(hand, 0), describe(got))
	}
	if len(got.Leftover) != 4 || len(got.Melds) != 1 {
		t.Fatalf("want one set and four leftover cards: %s", describe(got))
	}
	// A wild rank outside A..K means no wilds.
	if p := Penalty(cards.MustParseList("5C 6D KS"), 14); p != 21 {
		t.Fatalf("wild 14: penalty %d, want 21", p)
	}
	// A huge pile of wilds is still solved exactly and quickly.
	many := make([]cards.Card, 40)
	for i := range many {
		many[i] = cards.Card{Rank: 7, Suit: cards.Suit(i%4 + 1)}
	}
	many = append(many, cards.MustParseList("KS 2D 9H")...)
	a := Solve(many, 7)
	checkArrangement(t, many, 7, a)
	if a.Penalty != 0 {
		t.Fatalf("40 wilds: penalty %d", a.Penalty)
	}
}

// TestPenaltyAllocs: Penalty allocates nothing once its pool is warm.
func TestPenaltyAllocs(t *testing.T) {
	hands := denseHands(50, 7)
	for _, h := range hands {
		Penalty(h.hand, h.wild)
	}
	i := 0
	allocs := testing.AllocsPerRun(200, func() {
		h := hands[i%len(hands)]
		i++
		Penalty(h.hand, h.wild)
	})
	if allocs != 0 {
		t.Fatalf("Penalty allocates %.2f times per call", allocs)
	}
}

// TestMeldRapid: for any hand of up to 14 cards (at most three copies of a card) and any
// wild rank or none, Solve agrees with the reference and its arrangement is valid.
func TestMeldRapid(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(0, 14).Draw(rt, "size")
		wild := cards.Rank(rapid.IntRange(0, 13).Draw(rt, "wild"))
		var hand []cards.Card
		seen := map[cards.Card]int{}
		for len(hand) < n {
			c := cards.Card{
				Rank: cards.Rank(rapid.IntRange(1, 13).Draw(rt, "rank")),
				Suit: cards.Suit(rapid.IntRange(1, 4).Draw(rt, "suit")),
			}
			if seen[c] < 3 {
				seen[c]++
				hand = append(hand, c)
			}
		}
		a := Solve(hand, wild)
		checkArrangement(rt, hand, wild, a)
		if want := refPenalty(hand, wild); a.Penalty != want {
			rt.Fatalf("%s wild %v: Solve %d, reference %d; %s", cards.Format(hand), wild, a.Penalty, want, describe(a))
		}
	})
}

// TestPenaltyConcurrent: goroutines sharing the search pool get the same answers as one
// goroutine alone (run it with -race).
func TestPenaltyConcurrent(t *testing.T) {
	hands := denseHands(300, 11)
	want := make([]int, len(hands))
	for i, h := range hands {
		want[i] = Penalty(h.hand, h.wild)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 4)
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range hands {
				j := (i + 75*g) % len(hands)
				if p := Penalty(hands[j].hand, hands[j].wild); p != want[j] {
					errs <- fmt.Sprintf("hand %d: %d, want %d", j, p, want[j])
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
