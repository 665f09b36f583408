package rating

import (
	"math"
	"testing"
)

// TestGlickmanExample is the worked example of Glickman's "Example of the Glicko-2
// system": a player rated 1500, RD 200, σ 0.06 beats a 1400 (RD 30) and loses to a 1550
// (RD 100) and a 1700 (RD 300), τ 0.5: 1464.06, RD 151.52, σ 0.05999.
func TestGlickmanExample(t *testing.T) {
	p := Rating{R: 1500, RD: 200, Vol: 0.06}
	got, err := Update(p, []Outcome{
		{Opp: Rating{R: 1400, RD: 30, Vol: 0.06}, Score: 1},
		{Opp: Rating{R: 1550, RD: 100, Vol: 0.06}, Score: 0},
		{Opp: Rating{R: 1700, RD: 300, Vol: 0.06}, Score: 0},
	}, 0.5)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%.4f, RD %.4f, σ %.7f", got.R, got.RD, got.Vol)
	if math.Abs(got.R-1464.06) > 0.01 || math.Abs(got.RD-151.52) > 0.005 || math.Abs(got.Vol-0.05999) > 0.00001 {
		t.Fatalf("got %.2f, RD %.2f, σ %.5f; the paper: 1464.06, RD 151.52, σ 0.05999", got.R, got.RD, got.Vol)
	}
}

// TestNoGames: a period without games leaves the rating and only widens the deviation
// (step 6).
func TestNoGames(t *testing.T) {
	got, _ := Update(Rating{R: 1500, RD: 200, Vol: 0.06}, nil, Tau)
	want := math.Sqrt(200*200/scale/scale+0.06*0.06) * scale
	if got.R != 1500 || math.Abs(got.RD-want) > 1e-9 || got.Vol != 0.06 {
		t.Fatalf("got %+v, want 1500, RD %.4f, σ 0.06", got, want)
	}
}

// TestTwoPeopleIsOneGame: Ranked of two people is Update with one game each way.
func TestTwoPeopleIsOneGame(t *testing.T) {
	a, b := Rating{1620, 80, 0.06}, Rating{1480, 150, 0.05}
	got, err := Ranked([]Rating{a, b}, []int{2, 1}, Tau)
	if err != nil {
		t.Fatal(err)
	}
	wa, _ := Update(a, []Outcome{{Opp: b, Score: 0}}, Tau)
	wb, _ := Update(b, []Outcome{{Opp: a, Score: 1}}, Tau)
	if got[0] != wa || got[1] != wb {
		t.Fatalf("got %+v, want %+v %+v", got, wa, wb)
	}
	if !(got[0].R < a.R && got[1].R > b.R) {
		t.Fatalf("the loser went up or the winner down: %+v", got)
	}
}

// TestPairwiseRanks: four equal new players ranked 1, 2, 3, 4: the first two gain and
// the last two lose, symmetrically (each result is the mirror of another), by more the
// further from the middle; the middle place of three equal players is unchanged; a tie
// of everyone changes no rating and only narrows the deviations.
func TestPairwiseRanks(t *testing.T) {
	four := []Rating{New, New, New, New}
	got, err := Ranked(four, []int{1, 2, 3, 4}, Tau)
	if err != nil {
		t.Fatal(err)
	}
	if !(got[0].R > got[1].R && got[1].R > 1500 && got[2].R < 1500 && got[3].R < got[2].R) {
		t.Fatalf("ranks 1..4 gave %.2f %.2f %.2f %.2f", got[0].R, got[1].R, got[2].R, got[3].R)
	}
	for i := range 2 {
		if d := (got[i].R - 1500) + (got[3-i].R - 1500); math.Abs(d) > 1e-6 {
			t.Errorf("places %d and %d are not mirrored: %+.4f and %+.4f", i+1, 4-i, got[i].R-1500, got[3-i].R-1500)
		}
	}
	three, _ := Ranked([]Rating{New, New, New}, []int{1, 2, 3}, Tau)
	if math.Abs(three[1].R-1500) > 1e-9 {
		t.Errorf("the middle of three equal players moved to %.4f", three[1].R)
	}
	tie, _ := Ranked(four, []int{1, 1, 1, 1}, Tau)
	for i, r := range tie {
		if math.Abs(r.R-1500) > 1e-9 || r.RD >= New.RD {
			t.Errorf("a tie of four gave seat %d %+v", i, r)
		}
	}
	// A shared second place: the two share a result between the first and the last.
	shared, _ := Ranked(four, []int{1, 2, 2, 4}, Tau)
	if shared[1] != shared[2] || !(shared[0].R > shared[1].R && shared[1].R > shared[3].R) {
		t.Fatalf("ranks 1, 2, 2, 4 gave %+v", shared)
	}
}

// TestRanks: places from totals, higher or lower first, ties shared, leavers last.
func TestRanks(t *testing.T) {
	for _, c := range []struct {
		totals []int
		low    bool
		last   []bool
		want   []int
	}{
		{[]int{10, 30, 20}, false, nil, []int{3, 1, 2}},
		{[]int{10, 30, 20}, true, nil, []int{1, 3, 2}},
		{[]int{5, 5, 9}, true, nil, []int{1, 1, 3}},
		{[]int{0, 50, 20}, true, []bool{true, false, false}, []int{3, 2, 1}},
		{[]int{0, 50, 20, 7}, true, []bool{true, false, false, true}, []int{3, 2, 1, 3}},
	} {
		got := Ranks(c.totals, c.low, c.last)
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("Ranks(%v, low %v, last %v) = %v, want %v", c.totals, c.low, c.last, got, c.want)
				break
			}
		}
	}
}

// TestBadInput: deviations, volatilities and scores outside the system are errors, not
// NaNs in the store.
func TestBadInput(t *testing.T) {
	for _, c := range []struct {
		p   Rating
		out []Outcome
	}{
		{Rating{1500, 0, 0.06}, nil},
		{Rating{1500, 200, 0}, nil},
		{Rating{math.NaN(), 200, 0.06}, nil},
		{New, []Outcome{{Opp: New, Score: 2}}},
		{New, []Outcome{{Opp: Rating{1500, -3, 0.06}, Score: 1}}},
		{New, []Outcome{{Opp: New, Score: math.NaN()}}},
	} {
		if _, err := Update(c.p, c.out, Tau); err == nil {
			t.Errorf("Update(%+v, %+v) gave no error", c.p, c.out)
		}
	}
	if _, err := Ranked([]Rating{New}, []int{1, 2}, Tau); err == nil {
		t.Error("Ranked with a rank too many gave no error")
	}
}
