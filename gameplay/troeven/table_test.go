package troeven

import (
	"testing"

	"parlor/gameplay/cards"
)

// TestNextPosition: play goes clockwise; with a dummy it sits between the opponent and
// the dealer, so a trick goes dealer, caller, opponent, dummy.
func TestNextPosition(t *testing.T) {
	for dealer := 0; dealer < 3; dealer++ {
		caller, opp := (dealer+1)%3, (dealer+2)%3
		order := []int{dealer, caller, opp, DummySeat, dealer}
		for k := 0; k+1 < len(order); k++ {
			if got := NextPosition(Dummy, dealer, order[k]); got != order[k+1] {
				t.Errorf("dummy, dealer %d: after %d comes %d, want %d", dealer, order[k], got, order[k+1])
			}
		}
		for p := 0; p < 3; p++ {
			if got := NextPosition(Solo, dealer, p); got != (p+1)%3 {
				t.Errorf("solo, dealer %d: after %d comes %d", dealer, p, got)
			}
		}
	}
}

// TestStrength: 7 is lowest and the ace highest in every suit; cards outside the deck
// have none.
func TestStrength(t *testing.T) {
	order := cards.MustParseList("7H 8H 9H 10H JH QH KH AH")
	for k, c := range order {
		if got := Strength(c); got != k {
			t.Errorf("Strength(%v) = %d, want %d", c, got, k)
		}
	}
	if Strength(cards.MustParseList("2C")[0]) != -1 {
		t.Error("a 2 has a Troeven strength")
	}
}

// TestLastBeforeTrumps: of the packets dealt before trumps are named, exactly the last
// one says so, in both versions and for every dealer.
func TestLastBeforeTrumps(t *testing.T) {
	for _, v := range []Variant{Dummy, Solo} {
		for seed := uint64(1); seed <= 6; seed++ {
			s, err := New(Config{Variant: v, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			var stage1 []Dealt
			for _, e := range s.Opening() {
				if d, ok := e.(Dealt); ok && d.Stage == 1 {
					stage1 = append(stage1, d)
				}
			}
			for k, d := range stage1 {
				if got, want := d.LastBeforeTrumps(v, s.Dealer()), k == len(stage1)-1; got != want {
					t.Errorf("%s seed %d: packet %d of %d to %d: last before trumps %v", v, seed, k+1, len(stage1), d.To, got)
				}
			}
		}
	}
}
