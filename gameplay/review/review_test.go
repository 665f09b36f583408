package review

import (
	"reflect"
	"testing"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/gameplay/record"
)

// load loads a record of docs/examples.
func load(t testing.TB, name string) *match.Match {
	t.Helper()
	r, err := record.Load("../../docs/examples/" + name)
	if err != nil {
		t.Fatal(err)
	}
	m, err := games.Load(r)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestSlicesGiveTheSameReview: a review done one slice at a time (as the browser does
// it, a few slices a frame) is the review done at once, and its progress counts up to
// the moves of the reviewed seats.
func TestSlicesGiveTheSameReview(t *testing.T) {
	for _, name := range []string{"threethirteen.json", "thirdwheel.json", "troeven.json"} {
		m := load(t, name)
		whole, err := Run(m, 0)
		if err != nil {
			t.Fatal(err)
		}
		j, err := New(m, 0)
		if err != nil {
			t.Fatal(err)
		}
		last, steps := 0, 0
		for !j.Step(3) {
			done, total := j.Progress()
			if done < last || done > total {
				t.Fatalf("%s: progress %d of %d after %d", name, done, total, last)
			}
			last = done
			steps++
		}
		if done, total := j.Progress(); done != total || total == 0 {
			t.Errorf("%s: finished at %d of %d", name, done, total)
		}
		if !reflect.DeepEqual(j.Report(), whole) {
			t.Errorf("%s: the sliced review differs from the whole one", name)
		}
		if steps < len(whole.Decisions) {
			t.Errorf("%s: %d slices for %d decisions", name, steps, len(whole.Decisions))
		}
	}
}

// TestTheSameRecordGivesTheSameReview: the samples come from the record's seed and the
// move's number: the same record gives the same review; another salt draws other
// samples (Troeven), except where nothing is sampled (Three-Thirteen).
func TestTheSameRecordGivesTheSameReview(t *testing.T) {
	m := load(t, "troeven.json")
	a, _ := Run(m, 0)
	b, _ := Run(load(t, "troeven.json"), 0)
	c, _ := Run(m, 1)
	if !reflect.DeepEqual(a, b) {
		t.Error("two reviews of one record differ")
	}
	if reflect.DeepEqual(a, c) {
		t.Error("another salt gave the very same costs")
	}
	d, _ := Run(load(t, "threethirteen.json"), 0)
	e, _ := Run(load(t, "threethirteen.json"), 5)
	if !reflect.DeepEqual(d, e) {
		t.Error("Three-Thirteen's exact review changed with the salt")
	}
}

// TestPeopleAreReviewed: the seats a record calls people are reviewed; with none,
// every seat; a record that stops before the end is reviewed as far as it goes.
func TestPeopleAreReviewed(t *testing.T) {
	if got := People([]string{"easy", match.Human, "hard", match.Human}, 4); !reflect.DeepEqual(got, []bool{false, true, false, true}) {
		t.Errorf("people %v", got)
	}
	if got := People(nil, 3); !reflect.DeepEqual(got, []bool{true, true, true}) {
		t.Errorf("no levels: %v", got)
	}
	m := load(t, "threethirteen.json")
	if err := m.Truncate(40); err != nil {
		t.Fatal(err)
	}
	m.SetLevels([]string{"normal", match.Human, "easy"})
	rep, err := Run(m, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Decisions) == 0 || len(rep.Summary) != 1 || rep.Summary[0].Seat != 1 {
		t.Fatalf("review of seat 1: %d decisions, summary %+v", len(rep.Decisions), rep.Summary)
	}
	for _, d := range rep.Decisions {
		if d.Seat != 1 || d.Move > 40 {
			t.Fatalf("decision %+v", d)
		}
	}
}

// TestSummarize: accuracy is the share of a seat's decisions costing at most near, the
// cost their sum, and the costliest the three dearest that cost anything, dearest first
// (the earlier of equals first).
func TestSummarize(t *testing.T) {
	ds := []Decision{
		{Move: 1, Seat: 0, Played: "a", Cost: 0},
		{Move: 2, Seat: 1, Played: "b", Cost: 9},
		{Move: 3, Seat: 0, Played: "c", Cost: 2.5},
		{Move: 5, Seat: 0, Played: "d", Cost: 0.4},
		{Move: 7, Seat: 0, Played: "e", Cost: 2.5},
		{Move: 9, Seat: 0, Played: "f", Cost: 4},
	}
	s := Summarize(ds, 0, 0.5)
	want := SeatSummary{Seat: 0, Accuracy: 0.4, Cost: 9.4, Costliest: []Costly{{9, "f", 4}, {3, "c", 2.5}, {7, "e", 2.5}}}
	if !reflect.DeepEqual(s, want) {
		t.Errorf("summary %+v, want %+v", s, want)
	}
	if s := Summarize(ds, 2, 0.5); s.Accuracy != 1 || s.Cost != 0 || len(s.Costliest) != 0 || s.Costliest == nil {
		t.Errorf("a seat without decisions: %+v", s)
	}
	if s := Summarize(ds[:2], 0, 0.5); len(s.Costliest) != 0 {
		t.Errorf("a move costing nothing listed among the costliest: %+v", s)
	}
}
