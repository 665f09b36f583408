package main

import (
	"encoding/json"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlor/gameplay/match"
	"parlor/gameplay/record"
	"parlor/gameplay/triples"
)

// triplesResultJSON mirrors the play/replay result for decoding in tests.
type triplesResultJSON struct {
	Game    string  `json:"game"`
	Variant *string `json:"variant"`
	Seed    uint64  `json:"seed"`
	Players int     `json:"players"`
	Rounds  []struct {
		Scores []int `json:"scores"`
		Dealer int   `json:"dealer"`
		Out    int   `json:"out"`
	} `json:"rounds"`
	Options []string `json:"options"`
	Totals  []int    `json:"totals"`
	Winners []int    `json:"winners"`
	Over    bool     `json:"over"`
	Moves   int      `json:"moves"`
}

func decodeTriples(t *testing.T, out string) triplesResultJSON {
	t.Helper()
	var r triplesResultJSON
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		t.Fatalf("bad result %q: %v", out, err)
	}
	return r
}

func TestTriplesPlayIsDeterministicAndScored(t *testing.T) {
	for _, n := range []int{2, 6, 10} {
		bots := strings.TrimSuffix(strings.Repeat("easy,normal,hard,", 4), ",")
		bots = strings.Join(strings.Split(bots, ",")[:n], ",")
		out1 := playTwice(t, "play", "-game", "triples", "-players", strconv.Itoa(n), "-seed", "17", "-bots", bots)
		r := decodeTriples(t, out1)
		if r.Game != "triples" || r.Variant == nil || *r.Variant != "" || r.Seed != 17 || r.Players != n || len(r.Rounds) != 3 || !r.Over || r.Moves == 0 || r.Options == nil || len(r.Options) != 0 {
			t.Fatalf("result %s", out1)
		}
		sum := make([]int, n)
		for i, round := range r.Rounds {
			if len(round.Scores) != n || (round.Out >= 0 && round.Scores[round.Out] != 0) {
				t.Fatalf("round %d: %+v", i+1, round)
			}
			if i > 0 && round.Dealer != (r.Rounds[i-1].Dealer+1)%n {
				t.Fatalf("round %d dealt by %d after %d", i+1, round.Dealer, r.Rounds[i-1].Dealer)
			}
			for s, p := range round.Scores {
				sum[s] += p
			}
		}
		if !slices.Equal(sum, r.Totals) || len(r.Winners) == 0 || r.Totals[r.Winners[0]] != slices.Min(r.Totals) {
			t.Fatalf("totals %v (rounds sum to %v), winners %v", r.Totals, sum, r.Winners)
		}
	}
	a, _, _ := sim(t, "", "play", "-game", "triples", "-players", "3", "-seed", "1", "-bots", "normal")
	b, _, _ := sim(t, "", "play", "-game", "triples", "-players", "3", "-seed", "2", "-bots", "normal")
	if a == b || a == "" {
		t.Fatal("different seeds should give different games")
	}
}

func TestTriplesPlayChill(t *testing.T) {
	out := simOK(t, "", "play", "-game", "triples", "-players", "4", "-options", "chill", "-rounds", "5", "-seed", "3", "-bots", "easy,normal,hard,normal")
	r := decodeTriples(t, out)
	if len(r.Rounds) != 5 || !slices.Equal(r.Options, []string{"chill"}) {
		t.Fatalf("%d rounds, want 5", len(r.Rounds))
	}
	wins := make([]int, 4)
	for _, round := range r.Rounds {
		ones := 0
		for s, v := range round.Scores {
			if v == 1 {
				ones++
				if s != round.Out {
					t.Fatalf("round %+v: the 1 should be the seat out", round)
				}
				wins[s]++
			} else if v != 0 {
				t.Fatalf("chill scores are 0 or 1: %+v", round)
			}
		}
		if ones != 1 && round.Out >= 0 {
			t.Fatalf("round %+v", round)
		}
	}
	if !slices.Equal(wins, r.Totals) || r.Totals[r.Winners[0]] != slices.Max(r.Totals) {
		t.Fatalf("totals %v winners %v", r.Totals, r.Winners)
	}
	out, _, code := sim(t, "", "play", "-game", "triples", "-players", "2", "-options", "chill", "-seed", "3", "-bots", "easy,easy")
	if code != 0 || len(decodeTriples(t, out).Rounds) != 3 {
		t.Fatalf("chill default rounds: %s", out)
	}
}

func TestTriplesTripleCheck(t *testing.T) {
	for _, tc := range []struct {
		cards []string
		want  string
	}{
		{[]string{"RC1", "RQ2", "RT4"}, `{"triple":true,"shared":["colour"],"double":false}`},
		{[]string{"rh1", "BH2", "gh5+2"}, `{"triple":true,"shared":["shape"],"double":false}`},
		{[]string{"RC3", "BQ3", "YT3"}, `{"triple":true,"shared":["number"],"double":false}`},
		{[]string{"RH1", "RH2", "RH5"}, `{"triple":true,"shared":["colour","shape"],"double":true}`},
		{[]string{"BC3", "BQ3", "BT3"}, `{"triple":true,"shared":["colour","number"],"double":true}`},
		{[]string{"RS5+2", "GS5+2", "PS5+2"}, `{"triple":true,"shared":["shape","number"],"double":true}`},
		{[]string{"RC1", "BQ2", "GT3"}, `{"triple":false,"shared":[],"double":false}`},
	} {
		out, errs, code := sim(t, "", append([]string{"triple"}, tc.cards...)...)
		if code != 0 || strings.TrimSpace(out) != tc.want {
			t.Errorf("triple %v: exit %d %q %q, want %s", tc.cards, code, out, errs, tc.want)
		}
	}
}

func TestTriplesTripleErrors(t *testing.T) {
	for _, tc := range []struct {
		cards []string
		want  string
	}{
		{[]string{"RC1", "RC1", "RQ2"}, "RC1 given twice"},
		{[]string{"RH5", "RQ2", "RH5+2"}, "RH5+2 given twice"},
		{[]string{"RC1", "RX2", "RQ2"}, `"RX2"`},
		{[]string{"RC1", "RC3+2", "RQ2"}, `"RC3+2"`},
		{[]string{"RC1", "RQ2"}, "exactly three"},
		{[]string{"RC1", "RQ2", "RT3", "RS4"}, "exactly three"},
	} {
		badInput(t, tc.want, append([]string{"triple"}, tc.cards...)...)
	}
}

// triplesRecord plays a game of normal bots and returns it as a record.
func triplesRecord(t *testing.T, cfg match.Config) *record.Record {
	t.Helper()
	cfg.Game = "triples"
	return botRecord(t, cfg, slices.Repeat([]string{"normal"}, cfg.Players))
}

func TestTriplesReplay(t *testing.T) {
	r := triplesRecord(t, match.Config{Players: 3, Seed: 21})
	replayEqualsPlay(t, r, "-game", "triples", "-players", "3", "-seed", "21", "-bots", "normal")

	// Chill with the number of rounds in the record's rounds field.
	rc := triplesRecord(t, match.Config{Players: 2, Seed: 4, Options: []string{"chill"}, Rounds: 2})
	out, errs, code := replay(t, rc)
	if code != 0 || len(decodeTriples(t, out).Rounds) != 2 {
		t.Fatalf("chill replay: exit %d %s %s", code, out, errs)
	}

	// An unfinished record gives the rounds so far.
	short := *r
	short.Moves = r.Moves[:10]
	out, _, code = replay(t, &short)
	if res := decodeTriples(t, out); code != 0 || res.Over || res.Moves != 10 || res.Winners == nil || len(res.Winners) != 0 {
		t.Fatalf("unfinished: %s", out)
	}

	// A move the rules refuse: exit 1 naming the move number and the rule.
	bad := *r
	bad.Moves = slices.Clone(r.Moves)
	bad.Moves[4] = "target 1"
	if strings.HasPrefix(r.Moves[4], "target") {
		bad.Moves[4] = "play RC1 RC1"
	}
	replayRefused(t, &bad, "move 5")
	extra := *r
	extra.Moves = append(slices.Clone(r.Moves), "draw")
	replayRefused(t, &extra, "game-over")

	// Bad input in a record: exit 2.
	replayBadRecords(t, r,
		func(x *record.Record) { x.Moves = []string{"play ZZ9"} },
		func(x *record.Record) { x.Options = []string{"wild"} },
		func(x *record.Record) { x.Decks = [][]string{{"RC1"}} },
		func(x *record.Record) { x.Players = 12 },
	)
}

func TestTriplesReplayStackedDeck(t *testing.T) {
	deck := triples.Strings(triples.NewDeck())
	r := &record.Record{Config: match.Config{Game: "triples", Players: 2, Seed: 9, Decks: [][]string{deck}}, Moves: []string{}}
	out, errs, code := replay(t, r)
	if code != 0 {
		t.Fatalf("exit %d %s", code, errs)
	}
	if res := decodeTriples(t, out); res.Over || len(res.Rounds) != 0 {
		t.Fatalf("result %s", out)
	}
	data, _ := os.ReadFile(writeRecord(t, r))
	if !strings.Contains(string(data), `"RH5+2"`) {
		t.Fatal("record should hold canonical card notation")
	}
}
