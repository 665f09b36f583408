package main

import (
	"encoding/json"
	"os"
	"parlor/gameplay/match"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"parlor/gameplay/record"
	"parlor/gameplay/troeven"
)

func TestTroevenPlayIsDeterministic(t *testing.T) {
	for _, variant := range []string{"", "dummy", "solo"} {
		args := []string{"play", "-game", "troeven", "-bots", "normal,easy,normal", "-seed", "12345"}
		if variant != "" {
			args = append(args, "-variant", variant)
		}
		a := playTwice(t, args...)
		res := decode[troevenResult](t, a)
		want := variant
		if want == "" {
			want = "dummy"
		}
		start, sides := 7, 2
		if want == "solo" {
			start, sides = 5, 3
		}
		if res.Game != "troeven" || res.Variant != want || res.Seed != 12345 || res.Players != 3 || len(res.Rounds) == 0 {
			t.Fatalf("%s: header %+v", want, res)
		}
		tally := []int{start, start, start}
		for k, r := range res.Rounds {
			sum := 0
			for _, p := range r.Points {
				sum += p
			}
			if sum != 40 || len(r.Points) != sides || len(r.Scores) != 3 || len(r.Tally) != 3 {
				t.Errorf("%s round %d: %+v", want, k+1, r)
			}
			for p := range tally {
				tally[p] += r.Scores[p]
			}
			if !slices.Equal(tally, r.Tally) || r.Caller != (r.Dealer+1)%3 {
				t.Errorf("%s round %d: tally %v, scores add up to %v", want, k+1, r.Tally, tally)
			}
		}
		if !slices.Equal(tally, res.Totals) || len(res.Winners) == 0 || !res.Over || res.Moves < 100 {
			t.Errorf("%s: totals %v winners %v", want, res.Totals, res.Winners)
		}
		for _, w := range res.Winners {
			if res.Totals[w] != 0 {
				t.Errorf("%s: winner %d has total %d", want, w, res.Totals[w])
			}
		}
		c, _, _ := sim(t, "", append(args[:len(args):len(args)], "-seed", "12346")...)
		if c == a {
			t.Errorf("%s: another seed played the same game", want)
		}
	}
}

func TestTroevenTrick(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-trump", "S", "9H", "KH", "10H"}, `{"winner":1,"card":"KH"}`},
		{[]string{"-trump", "S", "9H", "AD", "KH"}, `{"winner":2,"card":"KH"}`},
		{[]string{"-trump", "S", "9H", "7S", "AH"}, `{"winner":1,"card":"7S"}`},
		{[]string{"-trump", "S", "9H", "7S", "8S", "AH"}, `{"winner":2,"card":"8S"}`},
		{[]string{"-trump", "h", "th", "jh", "as"}, `{"winner":1,"card":"JH"}`},
		{[]string{"-trump", "hearts", "10S", "AS", "7H"}, `{"winner":2,"card":"7H"}`},
		{[]string{"AC", "KC", "-trump", "D"}, `{"winner":0,"card":"AC"}`},
		{[]string{"-trump=C", "JD,QD", "7C"}, `{"winner":2,"card":"7C"}`},
		{[]string{"-trump", "C", "7C"}, `{"winner":0,"card":"7C"}`},
	} {
		out, errs, st := sim(t, "", append([]string{"trick"}, tc.args...)...)
		if st != 0 || strings.TrimSpace(out) != tc.want {
			t.Errorf("trick %v = %q (status %d, %s), want %s", tc.args, out, st, errs, tc.want)
		}
	}
}

func TestTroevenTrickBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		part string
	}{
		{[]string{"-trump", "H", "6H", "AH"}, "6H"},
		{[]string{"-trump", "H", "AH", "2C"}, "2C"},
		{[]string{"-trump", "X", "AH"}, `"X"`},
		{[]string{"-trump", "none", "AH"}, `"none"`},
		{[]string{"-trump", "H", "ZZ"}, `"ZZ"`},
		{[]string{"-trump", "H", "AH", "AH"}, "AH is played twice"},
		{[]string{"-trump", "H"}, "not 0"},
		{[]string{"-trump", "H", "7H", "8H", "9H", "10H", "JH"}, "not 5"},
		{[]string{"AH", "KH"}, "missing -trump"},
		{[]string{"AH", "-trump"}, "-trump needs a suit"},
		{[]string{"-x", "AH"}, `"-x"`},
	} {
		badInput(t, tc.part, append([]string{"trick"}, tc.args...)...)
	}
}

// TestTroevenReplayMatchesPlay records the moves of a bot game and replays them: the
// replay prints exactly what play printed.
func TestTroevenReplayMatchesPlay(t *testing.T) {
	for _, v := range []string{"dummy", "solo"} {
		levels := []string{"easy", "normal", "normal"}
		rec := botRecord(t, match.Config{Game: "troeven", Variant: v, Players: 3, Seed: 99}, levels)
		replayEqualsPlay(t, rec, "-game", "troeven", "-variant", v, "-bots", strings.Join(levels, ","), "-seed", "99")
	}
}

// tvStackedDeck is the dummy deal of the package tests: with the dealer at seat 0,
// seat 1 is the caller holding AH KH QH 7H first, then AS KS 7C 8C.
var tvStackedDeck = strings.Fields("AH KH QH 7H JH 10H 9C 10C 9H 8H JC QC AS KS 7C 8C QS JS 7D 8D 10S 9S 9D 10D KC AC JD QD 8S 7S KD AD")

// tvSeedWithDealer finds a seed whose first dealer is seat d.
func tvSeedWithDealer(t *testing.T, d int) uint64 {
	for seed := uint64(0); seed < 100; seed++ {
		s, _ := troeven.New(troeven.Config{Seed: seed})
		if s.Dealer() == d {
			return seed
		}
	}
	t.Fatal("no seed")
	return 0
}

func TestTroevenReplayRejectsIllegalMove(t *testing.T) {
	seed := tvSeedWithDealer(t, 0)
	for _, tc := range []struct {
		moves  []string
		status int
		part   string
	}{
		{[]string{"trump H", "play AS", "play 7D"}, 1, `move 3 "play 7D" by seat 2: must-follow-suit: you must follow spades`},
		{[]string{"trump H", "play AS", "play JS", "play 7C"}, 1, `move 4 "play 7C" by seat 1: dummy-turn`},
		{[]string{"play AS"}, 1, "move 1 \"play AS\" by seat 1: name-trumps-first"},
		// Not a move at all: bad input (exit 2), not a broken rule.
		{[]string{"trump H", "play 6S"}, 2, "move 2 \"play 6S\": bad move"},
		{[]string{"trump H", "discard AS"}, 2, `move 2 "discard AS": bad move`},
	} {
		out, errs, st := replay(t, &record.Record{Config: match.Config{Game: "troeven", Players: 3, Seed: seed, Decks: [][]string{tvStackedDeck}}, Moves: tc.moves})
		if st != tc.status || out != "" || !strings.Contains(errs, tc.part) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d naming %s", tc.moves, st, errs, tc.status, tc.part)
		}
	}
	// A partial record replays to the rounds so far, with no winner yet.
	out, errs, st := replay(t, &record.Record{
		Config: match.Config{Game: "troeven", Variant: "dummy", Players: 3, Seed: seed, Decks: [][]string{tvStackedDeck}},
		Moves:  []string{"trump H", "play AS", "play JS", "dummy 7S", "play 9S"},
	})
	if st != 0 || strings.TrimSpace(out) != `{"game":"troeven","variant":"dummy","seed":`+tvJSONUint(seed)+`,"players":3,"rounds":[],"totals":[7,7,7],"winners":[],"over":false,"moves":5}` {
		t.Errorf("partial replay: exit %d %s %s", st, out, errs)
	}
}

func tvJSONUint(u uint64) string { b, _ := json.Marshal(u); return string(b) }

func TestTroevenReplayBadRecord(t *testing.T) {
	bad := append(append([]string(nil), tvStackedDeck[:31]...), "6H")
	for _, tc := range []struct {
		r    record.Record
		part string
	}{
		{record.Record{Config: match.Config{Game: "troeven", Variant: "bridge", Players: 3}}, `"bridge"`},
		{record.Record{Config: match.Config{Game: "troeven", Players: 2}}, "not 2"},
		{record.Record{Config: match.Config{Game: "troeven", Players: 3, Options: []string{"snap"}}}, `"snap"`},
		{record.Record{Config: match.Config{Game: "troeven", Players: 3, Decks: [][]string{bad}}}, "6H"},
		{record.Record{Config: match.Config{Game: "troeven", Players: 3, Decks: [][]string{{"XX"}}}}, `"XX"`},
		{record.Record{Config: match.Config{Game: "troeven", Players: 3, Variant: "solo", Decks: [][]string{tvStackedDeck}}}, "7C is not in the solo deck"},
	} {
		out, errs, st := replay(t, &tc.r)
		if st != 2 || out != "" || !strings.Contains(errs, tc.part) {
			t.Errorf("%+v: exit %d, stderr %q; want exit 2 naming %s", tc.r, st, errs, tc.part)
		}
	}
	if _, errs, st := sim(t, "", "replay", filepath.Join(t.TempDir(), "missing.json")); st != 2 || errs == "" {
		t.Errorf("missing file: exit %d", st)
	}
	p := filepath.Join(t.TempDir(), "junk.json")
	os.WriteFile(p, []byte("{not json"), 0o644)
	if _, errs, st := sim(t, "", "replay", p); st != 2 || !strings.Contains(errs, "unreadable replay") {
		t.Errorf("junk file: exit %d %q", st, errs)
	}
}
