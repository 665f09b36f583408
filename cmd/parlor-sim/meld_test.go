package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"parlor/gameplay/cards"
	"parlor/gameplay/threethirteen"
)

// sim runs parlor-sim in-process and returns stdout, stderr and the exit status.
func sim(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

// TestMeldCases runs every acceptance case of testdata/threethirteen-melds.jsonl through
// the command line, single and batch, and checks the printed arrangement is a real one.
func TestMeldCases(t *testing.T) {
	f, err := os.Open("../../testdata/threethirteen-melds.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var batch strings.Builder
	var want []int
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var c struct {
			Name, Wild, Hand string
			Penalty          int
		}
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		batch.WriteString(sc.Text() + "\n")
		want = append(want, c.Penalty)
		out := simOK(t, "", append([]string{"meld", "-wild", c.Wild}, strings.Fields(c.Hand)...)...)
		var r meldResult
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("%s: output %q: %v", c.Name, out, err)
		}
		if r.Penalty != c.Penalty {
			t.Errorf("%s: penalty %d, want %d", c.Name, r.Penalty, c.Penalty)
		}
		var used []string
		for _, m := range r.Melds {
			used = append(used, m...)
		}
		used = append(used, r.Leftover...)
		hand := cards.MustParseList(c.Hand)
		if got := cards.Counts(cards.MustParseList(strings.Join(used, " "))); len(used) != len(hand) || !sameCounts(got, cards.Counts(hand)) {
			t.Errorf("%s: melds+leftover %v are not the hand %q", c.Name, used, c.Hand)
		}
	}
	out := simOK(t, batch.String(), "meld", "-batch")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != len(want) {
		t.Fatalf("batch gave %d lines for %d cases", len(lines), len(want))
	}
	for i, l := range lines {
		var r meldResult
		if err := json.Unmarshal([]byte(l), &r); err != nil || r.Penalty != want[i] {
			t.Errorf("batch line %d = %s, want penalty %d", i+1, l, want[i])
		}
	}
}

func sameCounts(a, b map[cards.Card]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func TestMeldRoundSetsTheWild(t *testing.T) {
	// Round 1 deals 3 cards and threes are wild: 3C stands in for the missing 5H.
	out, _, code := sim(t, "", "meld", "-round", "1", "4H", "3C", "6H")
	if code != 0 || !strings.Contains(out, `"penalty":0`) || !strings.Contains(out, `"5H"`) {
		t.Errorf("round 1: %q (exit %d)", out, code)
	}
	out, _, _ = sim(t, "", "meld", "-wild", "none", "4H", "3C", "6H")
	if !strings.Contains(out, `"penalty":13`) {
		t.Errorf("no wild: %q", out)
	}
	want := threethirteen.Penalty(cards.MustParseList("JD QD 4S"), cards.King)
	out, _, _ = sim(t, "", "meld", "-round", "11", "JD", "QD", "4S")
	if !strings.Contains(out, `"penalty":`+itoa(want)) {
		t.Errorf("round 11: %q, want penalty %d", out, want)
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// TestBadInputNamesTheToken: one line on stderr naming what was wrong, exit 2, nothing on
// stdout, never a stack trace.
func TestBadInputNamesTheToken(t *testing.T) {
	for _, tc := range []struct {
		args []string
		part string
	}{
		{[]string{"meld", "-wild", "5", "4H", "5X"}, `"5X"`},
		{[]string{"meld", "-wild", "5", "4H", "1H"}, `"1H"`},
		{[]string{"meld", "-wild", "Z", "4H"}, `"Z"`},
		{[]string{"meld", "-round", "12", "4H"}, "round 12"},
		{[]string{"meld", "-round", "0", "4H"}, "round 0"},
		{[]string{"meld", "-wild", "5"}, "no cards"},
		{[]string{"meld", "4H"}, "-wild"},
		{[]string{"meld", "-wild", "5", "-round", "3", "4H"}, "not both"},
		{[]string{"meld", "-wild", "5", "4H", "4H", "4H", "4H"}, "4H appears 4 times"},
		{[]string{"meld", "-bogus"}, "-bogus"},
		{[]string{"frobnicate"}, `"frobnicate"`},
		{[]string{}, "subcommand"},
		{[]string{"play", "-game", "chess", "-seed", "1", "-bots", "easy"}, `"chess"`},
		{[]string{"play", "-game", "threethirteen", "-seed", "x1", "-bots", "easy,easy"}, `"x1"`},
		{[]string{"replay", "/nonexistent/game.json"}, "unreadable replay"},
	} {
		out, errOut, code := sim(t, "", tc.args...)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2", tc.args, code)
		}
		if out != "" {
			t.Errorf("%v: stdout %q, want nothing", tc.args, out)
		}
		if strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, tc.part) || strings.Contains(errOut, "goroutine") {
			t.Errorf("%v: stderr %q, want one line naming %s", tc.args, errOut, tc.part)
		}
	}
}

func TestBatchGoesOnAfterABadLine(t *testing.T) {
	in := `{"wild":"8","hand":"7D 8S 9D"}
{"wild":"8","hand":"7D 8Q"}
not json

{"round":1,"hand":"AS 2S 3S","note":"ignored"}
`
	out := simOK(t, in, "meld", "-batch")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 5 {
		t.Fatalf("got %d lines: %q", len(lines), out)
	}
	if !strings.Contains(lines[0], `"penalty":0`) || !strings.Contains(lines[1], `"error"`) || !strings.Contains(lines[1], "8Q") ||
		!strings.Contains(lines[2], `"error"`) || !strings.Contains(lines[3], "line 4: empty line") ||
		!strings.Contains(lines[4], `"penalty":0`) {
		t.Errorf("batch output:\n%s", out)
	}
}
