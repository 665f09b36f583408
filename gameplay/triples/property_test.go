package triples

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"parlor/gameplay/match/matchtest"
)

// maxMoves bounds a random game; random legal play ends far sooner.
const maxMoves = 20000

// randomMove draws an arbitrary move, legal or not: any seat (and a few that are not at
// the table), any kind, any cards, any target.
func randomMove(rt *rapid.T, n int) Move {
	m := Move{
		Seat: rapid.IntRange(-1, n).Draw(rt, "seat"),
		Kind: MoveKind(rapid.IntRange(0, 4).Draw(rt, "kind")),
	}
	switch m.Kind {
	case MovePlay:
		m.Cards[0] = CardAt(rapid.IntRange(0, DeckSize-1).Draw(rt, "card0"))
		if rapid.Bool().Draw(rt, "two") {
			m.Cards[1] = CardAt(rapid.IntRange(0, DeckSize-1).Draw(rt, "card1"))
		}
	case MoveTarget:
		m.Target = rapid.IntRange(-1, n).Draw(rt, "target")
	}
	return m
}

// TestRandomGames plays random legal moves, with random (mostly illegal) moves thrown in,
// for 2–10 players in both modes, and checks after every move: every card is in exactly
// one place; a move is accepted exactly when Legal lists it; a rejected move names a rule
// and leaves the state unchanged; a pending Draw 2 is the only legal move and draws what
// it says (or all that is left) then skips; View.Legal agrees with State.Legal; the game
// ends, after the configured number of rounds.
func TestRandomGames(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(MinPlayers, MaxPlayers).Draw(rt, "players")
		chill := rapid.Bool().Draw(rt, "chill")
		rounds := 0
		if chill {
			rounds = rapid.IntRange(1, 4).Draw(rt, "rounds")
		}
		cfg := Config{Players: n, Chill: chill, Rounds: rounds, Seed: rapid.Uint64().Draw(rt, "seed")}
		s, err := New(cfg)
		if err != nil {
			rt.Fatal(err)
		}
		checkConserved(rt, s)
		roundsSeen := 1
		for moves := 0; !s.Over(); moves++ {
			if moves == maxMoves {
				rt.Fatalf("no end after %d moves", maxMoves)
			}
			if rapid.IntRange(0, 3).Draw(rt, "try") == 0 {
				tryMove(rt, s, randomMove(rt, n))
			}
			seat := s.Turn()
			legal := s.Legal(seat)
			if len(legal) == 0 {
				rt.Fatalf("seat %d on turn has no legal move", seat)
			}
			if vl := s.View(seat).Legal(); !slices.Equal(vl, legal) {
				rt.Fatalf("View.Legal %v differs from Legal %v", vl, legal)
			}
			for other := range n {
				if other != seat && s.Legal(other) != nil {
					rt.Fatalf("seat %d off turn has legal moves", other)
				}
			}
			pending := s.pending
			if pending > 0 && (len(legal) != 1 || legal[0] != DrawMove(seat)) {
				rt.Fatalf("pending %d but legal %v", pending, legal)
			}
			avail := len(s.pile) + max(0, len(s.area)-keepOnReshuffle)
			before := len(s.hands[seat])
			m := legal[rapid.IntRange(0, len(legal)-1).Draw(rt, "move")]
			evs, err := s.Apply(m)
			if err != nil {
				rt.Fatalf("legal move %v rejected: %v", m, err)
			}
			if matchtest.OfType[RoundStarted](evs) != nil {
				roundsSeen++
			} else if pending > 0 {
				drawn := 0
				for _, d := range matchtest.OfType[Drew](evs) {
					drawn += len(d.Cards)
				}
				if drawn != min(pending, avail) || len(s.hands[seat]) != before+drawn || len(matchtest.OfType[Skipped](evs)) != 1 || s.Turn() != (seat+1)%n {
					rt.Fatalf("pending %d (available %d): drew %d, events %v", pending, avail, drawn, evs)
				}
			}
			checkConserved(rt, s)
		}
		if roundsSeen != s.Rounds() || len(s.Outs()) != s.Rounds() || len(s.Winners()) == 0 {
			rt.Fatalf("rounds %d/%d outs %v winners %v", roundsSeen, s.Rounds(), s.Outs(), s.Winners())
		}
		tryMove(rt, s, DrawMove(0))
	})
}

// tryMove applies m to a copy when Legal lists it (it must be accepted), and to s
// otherwise (it must be rejected with a RuleError and change nothing).
func tryMove(rt *rapid.T, s *State, m Move) {
	var legal []Move
	if m.Seat >= 0 && m.Seat < s.cfg.Players {
		legal = s.Legal(m.Seat)
	}
	if slices.Contains(legal, m) {
		if _, err := s.clone().Apply(m); err != nil {
			rt.Fatalf("listed move %v rejected: %v", m, err)
		}
		return
	}
	snap := s.clone()
	evs, err := s.Apply(m)
	var re *RuleError
	if !errors.As(err, &re) || re.Rule == "" || evs != nil {
		rt.Fatalf("unlisted move %v: want a RuleError, got %v (events %v)", m, err, evs)
	}
	if !reflect.DeepEqual(snap, s.clone()) {
		rt.Fatalf("rejected move %v (%v) changed the state", m, err)
	}
}

// TestViewShowsOnlyWhatTheSeatMaySee walks every card value inside each View (whatever
// field it sits in) and checks it is in the seat's own hand or the play area, and that
// the view's hand and sizes are right; redacted events hide other seats' cards.
func TestViewShowsOnlyWhatTheSeatMaySee(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(MinPlayers, MaxPlayers).Draw(rt, "players")
		s, err := New(Config{Players: n, Seed: rapid.Uint64().Draw(rt, "seed")})
		if err != nil {
			rt.Fatal(err)
		}
		evs := s.Opening()
		steps := rapid.IntRange(0, 200).Draw(rt, "steps")
		for i := 0; i < steps && !s.Over(); i++ {
			legal := s.Legal(s.Turn())
			more, err := s.Apply(legal[rapid.IntRange(0, len(legal)-1).Draw(rt, "move")])
			if err != nil {
				rt.Fatal(err)
			}
			evs = append(evs, more...)
		}
		for seat := range n {
			v := s.View(seat)
			if !slices.Equal(v.Hand, s.hands[seat]) {
				rt.Fatalf("seat %d view hand %v", seat, v.Hand)
			}
			for i, h := range s.hands {
				if v.HandSizes[i] != len(h) {
					rt.Fatalf("hand size of %d", i)
				}
			}
			for _, x := range matchtest.Cards[Card](v) {
				if !slices.Contains(s.hands[seat], x) && !slices.Contains(s.area, x) {
					rt.Fatalf("seat %d's view shows %s, which is neither its own nor on the play area", seat, x)
				}
			}
			for _, ev := range evs {
				r := Redact(ev, seat)
				switch e := r.(type) {
				case Dealt:
					if (e.Seat != seat) != e.Card.Hidden() {
						rt.Fatalf("seat %d sees %v", seat, e)
					}
				case Drew:
					orig := ev.(Drew)
					if len(e.Cards) != len(orig.Cards) {
						rt.Fatal("redaction changed the count")
					}
					for _, x := range e.Cards {
						if (e.Seat != seat) != x.Hidden() {
							rt.Fatalf("seat %d sees %v", seat, e)
						}
					}
				default:
					if !reflect.DeepEqual(r, ev) {
						rt.Fatalf("public event %v changed by Redact", ev)
					}
				}
			}
		}
		// Redact never changes the event it is given.
		for _, ev := range evs {
			if d, ok := ev.(Drew); ok {
				for _, x := range d.Cards {
					if x.Hidden() {
						rt.Fatal("Redact changed the original event")
					}
				}
			}
		}
	})
}
