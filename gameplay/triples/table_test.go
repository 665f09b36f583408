package triples

import "testing"

// TestNextSeat: the next seat goes round the table, and the seat left of the dealer
// plays first.
func TestNextSeat(t *testing.T) {
	if NextSeat(0, 3) != 1 || NextSeat(2, 3) != 0 || NextSeat(9, 10) != 0 {
		t.Error("NextSeat does not go round the table")
	}
	for seed := uint64(1); seed <= 5; seed++ {
		s, err := New(Config{Players: 4, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if v := s.View(-1); v.Turn != NextSeat(v.Dealer, 4) {
			t.Errorf("seed %d: dealer %d, seat %d plays first", seed, v.Dealer, v.Turn)
		}
	}
}
