package threethirteen_test

import (
	"fmt"

	"parlor/gameplay/cards"
	"parlor/gameplay/threethirteen"
)

// ExampleSolve splits a hand into melds and leftover cards the way that leaves the
// fewest penalty points (docs/rules/threethirteen.md#melds), in the round where threes
// are wild: the 3S stands in for the card a run is missing.
func ExampleSolve() {
	hand := cards.MustParseList("4C 5C 3S 9H 9D 9S KD")
	a := threethirteen.Solve(hand, cards.Rank(3))
	for _, m := range a.Melds {
		fmt.Printf("%s %s as %s\n", m.Kind, cards.Format(m.Cards), cards.Format(m.As))
	}
	fmt.Println("leftover:", cards.Format(a.Leftover), "penalty:", a.Penalty)
	// Output:
	// run 4C 5C 3S as 4C 5C 6C
	// set 9D 9H 9S as 9D 9H 9S
	// leftover: KD penalty: 10
}

// Example_aTurn plays one turn in the game's own types: the seat to move draws from the
// stock, then discards the card whose loss leaves the fewest penalty points (Penalty
// runs the meld solver), or goes out when the rest of its hand is all melds.
func Example_aTurn() {
	s, err := threethirteen.New(threethirteen.Config{Players: 2, Seed: 7})
	if err != nil {
		fmt.Println(err)
		return
	}
	seat := s.Turn()
	fmt.Println("round", s.Round(), "wild", s.Wild(), "seat", seat, "holds", cards.Format(s.View(seat).Hand))

	draw, _ := threethirteen.ParseMove(seat, "draw")
	evs, _ := s.Apply(draw)
	fmt.Println(evs[0])

	hand := s.View(seat).Hand
	best, bestPenalty := hand[0], -1
	for i, c := range hand {
		rest := append(append([]cards.Card(nil), hand[:i]...), hand[i+1:]...)
		if p := threethirteen.Penalty(rest, s.Wild()); bestPenalty < 0 || p < bestPenalty {
			best, bestPenalty = c, p
		}
	}
	kind := threethirteen.Discard
	if bestPenalty == 0 {
		kind = threethirteen.GoOut
	}
	evs, err = s.Apply(threethirteen.Move{Seat: seat, Kind: kind, Card: best})
	fmt.Println(evs, err, "penalty left:", bestPenalty)
	fmt.Println("next to move:", s.Turn())
	// Output:
	// round 1 wild 3 seat 0 holds 8C 2D 4D
	// seat 0 draws 2S from the stock
	// [seat 0 discards 8C] <nil> penalty left: 8
	// next to move: 1
}
