package threethirteen

import (
	"slices"
	"testing"

	"parlor/gameplay/match/matchtest"
)

// finishRound plays bot moves until the move that ends the current round; just before
// it, it sets the running totals so that after that round they equal want. It returns
// the events of that last move.
func finishRound(t *testing.T, s *State, bots []Bot, want []int) []Event {
	t.Helper()
	round := s.Round()
	for moves := 0; moves < 100000; moves++ {
		m := bots[s.Turn()].Choose(s.View(s.Turn()))
		probe := s.Clone()
		ev, err := probe.Apply(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ev {
			if rs, ok := e.(RoundScored); ok && rs.Round == round {
				for i := range s.totals {
					s.totals[i] = want[i] - rs.Penalties[i]
				}
				ev, err := s.Apply(m)
				if err != nil {
					t.Fatal(err)
				}
				return ev
			}
		}
		if _, err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("round %d did not end", round)
	return nil
}

// atRound11 plays a 3-player game with bots up to the start of round 11.
func atRound11(t *testing.T, opts Options) (*State, []Bot) {
	s, err := New(Config{Players: 3, Seed: 31, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]Bot, 3)
	for i := range bots {
		bots[i], _ = NewBot("easy", i, 31)
	}
	for s.Round() < Rounds {
		s.Apply(bots[s.Turn()].Choose(s.View(s.Turn())))
	}
	return s, bots
}

func TestTieSharedWithoutTiebreakOption(t *testing.T) {
	s, bots := atRound11(t, Options{})
	ev := finishRound(t, s, bots, []int{100, 120, 100})
	over := matchtest.OfType[GameOver](ev)
	if len(over) != 1 || !slices.Equal(over[0].Winners, []int{0, 2}) || len(matchtest.OfType[TiebreakStarted](ev)) != 0 {
		t.Fatalf("a tie without the option: %s", eventText(ev))
	}
	if !s.Over() || !slices.Equal(s.Winners(), []int{0, 2}) || len(s.Scores()) != Rounds || s.Turn() != -1 {
		t.Errorf("state after a shared win: over %v winners %v rounds %d", s.Over(), s.Winners(), len(s.Scores()))
	}
}

func TestNoTiebreakWithoutTie(t *testing.T) {
	s, bots := atRound11(t, Options{TiebreakRound: true})
	ev := finishRound(t, s, bots, []int{100, 120, 99})
	if over := matchtest.OfType[GameOver](ev); len(over) != 1 || !slices.Equal(over[0].Winners, []int{2}) {
		t.Fatalf("a clear winner with the option on: %s", eventText(ev))
	}
}

func TestTiebreakRound(t *testing.T) {
	s, bots := atRound11(t, Options{TiebreakRound: true})
	dealer := s.Dealer()
	ev := finishRound(t, s, bots, []int{100, 120, 100})
	tb := matchtest.OfType[TiebreakStarted](ev)
	rs := matchtest.OfType[RoundStarted](ev)
	if len(tb) != 1 || !slices.Equal(tb[0].Seats, []int{0, 2}) || len(rs) != 1 || len(matchtest.OfType[GameOver](ev)) != 0 {
		t.Fatalf("tie with the option: %s", eventText(ev))
	}
	if rs[0] != (RoundStarted{Round: TiebreakRound, Wild: 13, Dealer: (dealer + 1) % 3, HandSize: 13}) {
		t.Errorf("tiebreak round started as %+v", rs[0])
	}
	if len(matchtest.OfType[Dealt](ev)) != 3*13 || s.Round() != TiebreakRound || s.Wild() != 13 || s.Over() {
		t.Errorf("tiebreak deal: %d cards, round %d, wild %v", len(matchtest.OfType[Dealt](ev)), s.Round(), s.Wild())
	}
	if v := s.View(1); !v.Tiebreak || !slices.Equal(v.TiebreakSeats, []int{0, 2}) || len(v.Hand) != 13 {
		t.Errorf("view in the tiebreak: %v %v %d", v.Tiebreak, v.TiebreakSeats, len(v.Hand))
	}
	// Seat 1 has the lowest total after the tiebreak round but was not tied for the
	// lead: the win goes to the lower of seats 0 and 2.
	ev = finishRound(t, s, bots, []int{130, 110, 125})
	if over := matchtest.OfType[GameOver](ev); len(over) != 1 || !slices.Equal(over[0].Winners, []int{2}) {
		t.Fatalf("after the tiebreak round: %s", eventText(ev))
	}
	if len(s.Scores()) != TiebreakRound || !slices.Equal(s.Winners(), []int{2}) {
		t.Errorf("scores %d rounds, winners %v", len(s.Scores()), s.Winners())
	}
}

func TestTiebreakStillTiedIsShared(t *testing.T) {
	s, bots := atRound11(t, Options{TiebreakRound: true})
	finishRound(t, s, bots, []int{100, 120, 100})
	ev := finishRound(t, s, bots, []int{140, 110, 140})
	if over := matchtest.OfType[GameOver](ev); len(over) != 1 || !slices.Equal(over[0].Winners, []int{0, 2}) {
		t.Fatalf("still tied after the tiebreak: %s", eventText(ev))
	}
}
