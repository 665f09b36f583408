package main

import (
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/gameplay/record"
	"parlor/gameplay/review"
	"parlor/internal/golden"
)

// reviewExamples are the records of docs/examples made for the review: bot games where
// the first people seats, recorded as people ("human"), were played by the bots of
// levels, so that the review has a person's decisions to look at (and mistakes among
// them). Third Wheel's games are short: its record has two people, the Third Wheel and
// a Duo player, so that both roles' decisions show. -update writes them again from
// today's bots.
var reviewExamples = []struct {
	file   string
	cfg    match.Config
	levels []string
	people int
}{
	{"troeven.json", match.Config{Game: "troeven", Variant: "dummy", Players: 3, Seed: 2026}, []string{"normal", "hard", "hard"}, 1},
	{"thirdwheel.json", match.Config{Game: "thirdwheel", Players: 3, Options: []string{"actions", "fairdeck"}, Seed: 2083}, []string{"normal", "normal", "hard"}, 2},
	{"triples.json", match.Config{Game: "triples", Players: 4, Seed: 2026}, []string{"normal", "hard", "normal", "hard"}, 1},
}

func examplePath(name string) string { return filepath.Join("..", "..", "docs", "examples", name) }

// TestReviewExamples: `parlor-sim review` of each record of docs/examples prints one
// JSON object that keeps the contract (docs/bots.md, "Reviews"): a decision for moves of the people
// only (every seat's when the record has no person), each with its move number, seat,
// the move as recorded, a preferred move, a cost of at least 0 and one sentence of why;
// a summary per person whose accuracy, total cost and costliest moves agree with the
// decisions. The same record gives the same review every time.
func TestReviewExamples(t *testing.T) {
	if *golden.Update {
		for _, ex := range reviewExamples {
			rec := botRecord(t, ex.cfg, ex.levels)
			for s := range ex.people {
				rec.Bots[s] = match.Human
			}
			if err := record.Save(examplePath(ex.file), rec); err != nil {
				t.Fatal(err)
			}
		}
	}
	files, _ := filepath.Glob(examplePath("*.json"))
	var ids []string
	for _, f := range files {
		rec, err := record.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, rec.Game)
		out := simOK(t, "", "review", f)
		checkReview(t, f, rec, decode[review.Report](t, out))
		if again := simOK(t, "", "review", f); again != out {
			t.Errorf("%s: a second review differs", f)
		}
	}
	slices.Sort(ids)
	if want := []string{"thirdwheel", "threethirteen", "triples", "troeven"}; !slices.Equal(ids, want) {
		t.Errorf("docs/examples holds records of %v, want one of each game %v", ids, want)
	}
}

// checkReview checks rep, the review of rec (from file f), against the contract.
func checkReview(t *testing.T, f string, rec *record.Record, rep review.Report) {
	t.Helper()
	g, err := games.Find(rec.Game)
	if err != nil {
		t.Fatal(err)
	}
	rv, _ := match.ReviewerOf(g)
	people := review.People(rec.Bots, rec.Players)
	if len(rep.Decisions) < 8 {
		t.Fatalf("%s: only %d decisions reviewed", f, len(rep.Decisions))
	}
	costs := map[int]float64{}
	last := 0
	for _, d := range rep.Decisions {
		switch {
		case d.Move <= last || d.Move > len(rec.Moves):
			t.Fatalf("%s: decision of move %d after move %d, of %d moves", f, d.Move, last, len(rec.Moves))
		case d.Seat < 0 || d.Seat >= rec.Players || !people[d.Seat]:
			t.Fatalf("%s: move %d: seat %d is not a reviewed seat (%v)", f, d.Move, d.Seat, rec.Bots)
		case d.Played != rec.Moves[d.Move-1]:
			t.Fatalf("%s: move %d played %q, the record says %q", f, d.Move, d.Played, rec.Moves[d.Move-1])
		case d.Preferred == "" || d.Cost < 0 || math.IsNaN(d.Cost):
			t.Fatalf("%s: move %d: preferred %q, cost %v", f, d.Move, d.Preferred, d.Cost)
		case !strings.HasSuffix(d.Why, ".") || strings.Count(d.Why, ". ") > 0 || len(d.Why) < 20:
			t.Fatalf("%s: move %d: why is not one sentence: %q", f, d.Move, d.Why)
		}
		last = d.Move
		costs[d.Seat] += d.Cost
	}
	var seats []int
	for _, s := range rep.Summary {
		seats = append(seats, s.Seat)
		if math.Abs(s.Cost-costs[s.Seat]) > 0.01*float64(len(rep.Decisions)) || s.Accuracy < 0 || s.Accuracy > 1 || len(s.Costliest) > 3 {
			t.Errorf("%s: summary %+v, decisions cost %v", f, s, costs[s.Seat])
		}
		for i, c := range s.Costliest {
			if i > 0 && c.Cost > s.Costliest[i-1].Cost {
				t.Errorf("%s: seat %d: costliest not in order: %+v", f, s.Seat, s.Costliest)
			}
			if c.Played != rec.Moves[c.Move-1] {
				t.Errorf("%s: costliest move %d is %q, the record says %q", f, c.Move, c.Played, rec.Moves[c.Move-1])
			}
		}
	}
	var want []int
	for s, on := range people {
		if on {
			want = append(want, s)
		}
	}
	if !slices.Equal(seats, want) {
		t.Errorf("%s: summary for seats %v, want %v", f, seats, want)
	}
	if rv.ReviewScale().Unit == "" {
		t.Errorf("%s: %s reviews without a unit", f, g.ID())
	}
}

// TestReviewBadInput: a file that is missing or not a record, a record whose moves the
// rules refuse, a game with nothing after it, or a bad flag: exit 2 and one line naming
// what was wrong.
func TestReviewBadInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	badInput(t, "want exactly one record file", "review")
	badInput(t, "want exactly one record file", "review", "a.json", "b.json")
	badInput(t, "unreadable record", "review", filepath.Join(dir, "missing.json"))
	badInput(t, "unreadable record", "review", write("junk.json", "not a record"))
	badInput(t, `move 2 "draw"`, "review", write("refused.json", `{"game":"threethirteen","players":2,"seed":1,"moves":["draw","draw"]}`))
	badInput(t, `"fold"`, "review", write("unread.json", `{"game":"threethirteen","players":2,"seed":1,"moves":["fold"]}`))
	badInput(t, "salt", "review", "-salt", "x", examplePath("threethirteen.json"))
}
