package threethirteen

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"parlor/gameplay/cards"
)

// TestPropertyRandomPlay plays whole games for 2–6 players and every option set, mixing
// bot moves, random legal moves and random (mostly illegal) moves, and checks after
// every move: the cards are conserved (hands + stock + discard pile = the shoe, so no
// card is in two places), hand sizes follow the phase, a rejected move names a rule and
// leaves the state deeply unchanged, an accepted move was in Legal, views hide what
// they must, after a player goes out each other seat plays exactly one more turn and
// then the round ends; and at the end that the game lasted 11 rounds, or 12 exactly
// when the tiebreak option met a tie, with the right winners and totals.
func TestPropertyRandomPlay(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		players := rapid.IntRange(MinPlayers, MaxPlayers).Draw(rt, "players")
		opts := Options{ForbidRetake: rapid.Bool().Draw(rt, "forbid"), TiebreakRound: rapid.Bool().Draw(rt, "tiebreak")}
		seed := rapid.Uint64().Draw(rt, "seed")
		chaos := cards.NewRNG(rapid.Uint64().Draw(rt, "chaos"))
		randomShare := rapid.IntRange(0, 60).Draw(rt, "random%")
		cfg := Config{Players: players, Options: opts, Seed: seed}
		s, err := New(cfg)
		if err != nil {
			rt.Fatal(err)
		}
		bots := make([]Bot, players)
		for i := range bots {
			bots[i], _ = NewBot(Levels[i%len(Levels)], i, seed)
		}
		checkConserved(rt, s)
		checkViews(rt, s, &chaos)
		var tiedAfter11, lastTurns []int
		outSeat := -1
		for moves := 0; !s.Over(); moves++ {
			if moves > 50000 {
				rt.Fatalf("no end after %d moves, round %d", moves, s.Round())
			}
			seat := s.Turn()
			legal := s.Legal(seat)
			if len(legal) == 0 {
				rt.Fatalf("seat %d on turn has no legal move", seat)
			}
			var m Move
			switch k := chaos.IntN(100); {
			case k < 8:
				m = randomMove(&chaos, s)
				if !slices.Contains(legal, m) {
					checkRejected(rt, s, m)
					continue
				}
			case k < 8+randomShare:
				m = legal[chaos.IntN(len(legal))]
				// Take a legal go-out when there is one, so rounds end.
				for _, l := range legal {
					if l.Kind == GoOut {
						m = l
					}
				}
			default:
				m = bots[seat].Choose(s.View(seat))
				if !slices.Contains(legal, m) {
					rt.Fatalf("bot chose %v, not among the legal %v", m, legal)
				}
			}
			ev, err := s.Apply(m)
			if err != nil {
				rt.Fatalf("legal move %v rejected: %v", m, err)
			}
			checkEvents(rt, s, m, ev)
			for _, e := range ev {
				switch e := e.(type) {
				case LastTurnsBegan:
					// Every other seat plays exactly one more turn, clockwise.
					lastTurns = lastTurns[:0]
					for i := 1; i < players; i++ {
						lastTurns = append(lastTurns, (e.OutSeat+i)%players)
					}
					outSeat = e.OutSeat
				case Discarded, WentOut:
					seat := discarder(e)
					if outSeat >= 0 {
						if len(lastTurns) == 0 || lastTurns[0] != seat {
							rt.Fatalf("seat %d played after seat %d went out; want the next of %v", seat, outSeat, lastTurns)
						}
						lastTurns = lastTurns[1:]
					}
				case RoundScored:
					if outSeat < 0 || len(lastTurns) != 0 {
						rt.Fatalf("round %d ended with out seat %d and last turns %v to play", e.Round, outSeat, lastTurns)
					}
					outSeat = -1
					if e.Round == Rounds {
						tiedAfter11 = lowest(e.Totals, nil)
					}
				}
			}
			checkConserved(rt, s)
			if chaos.IntN(20) == 0 {
				checkViews(rt, s, &chaos)
			}
		}
		checkViews(rt, s, &chaos)
		rounds := Rounds
		if opts.TiebreakRound && len(tiedAfter11) > 1 {
			rounds = TiebreakRound
		}
		if s.Round() != rounds || len(s.Scores()) != rounds {
			rt.Fatalf("game ended after round %d with %d scored, want %d (tied after 11: %v)", s.Round(), len(s.Scores()), rounds, tiedAfter11)
		}
		totals := make([]int, players)
		for _, r := range s.Scores() {
			for i, p := range r {
				totals[i] += p
			}
		}
		if !slices.Equal(totals, s.Totals()) {
			rt.Fatalf("totals %v are not the sum of the rounds %v", s.Totals(), totals)
		}
		want := tiedAfter11
		if rounds == TiebreakRound {
			want = lowest(totals, tiedAfter11)
		}
		if !slices.Equal(s.Winners(), want) {
			rt.Fatalf("winners %v, want %v (totals %v)", s.Winners(), want, totals)
		}
		for seat := 0; seat < players; seat++ {
			if len(s.Legal(seat)) != 0 {
				rt.Fatalf("legal moves after the game ended")
			}
		}
		checkRejected(rt, s, Move{Seat: 0, Kind: DrawStock})
	})
}

// randomMove is any move at all: any seat (some off the table), any kind (some
// unknown), any card (some invalid); half the time it is a plausible move by the seat
// on turn with a card of its hand (a draw after drawing, a go-out that does not meld,
// a discard before drawing, a forbidden retake).
func randomMove(r *cards.RNG, s *State) Move {
	m := Move{Seat: r.IntN(s.players+2) - 1, Kind: MoveKind(r.IntN(6))}
	if r.IntN(2) == 0 {
		m.Seat = s.turn
		m.Kind = MoveKind(1 + r.IntN(4))
	}
	// Apply ignores the card of a draw, so only discards get one.
	if m.Kind == DrawStock || m.Kind == TakeDiscard {
		return m
	}
	switch k := r.IntN(10); {
	case k < 5 && m.Seat >= 0 && m.Seat < s.players:
		h := s.hands[m.Seat]
		m.Card = h[r.IntN(len(h))]
	case k < 9:
		m.Card = cards.Card{Rank: cards.Rank(1 + r.IntN(13)), Suit: cards.Suit(1 + r.IntN(4))}
	}
	return m
}

// checkRejected applies an illegal m and checks the error and that nothing changed.
func checkRejected(t tb, s *State, m Move) {
	t.Helper()
	before := s.Clone()
	ev, err := s.Apply(m)
	var re *RuleError
	if !errors.As(err, &re) || ev != nil {
		t.Fatalf("illegal %+v: events %v, error %v; want a *RuleError", m, ev, err)
	}
	if re.Rule == "" || re.Move != m || re.Msg == "" {
		t.Fatalf("illegal %+v: error %+v does not name the rule and move", m, re)
	}
	if d := diffState(before, s); d != "" {
		t.Fatalf("illegal %+v (%v) changed the state: %s", m, err, d)
	}
}

// checkEvents checks the events of an accepted move against the move and the state.
func checkEvents(t tb, s *State, m Move, ev []Event) {
	t.Helper()
	if len(ev) == 0 {
		t.Fatalf("%v gave no events", m)
	}
	i := 0
	if _, ok := ev[0].(StockRebuilt); ok {
		i = 1
	}
	switch e := ev[i].(type) {
	case Drew:
		if e.Seat != m.Seat || e.FromDiscard != (m.Kind == TakeDiscard) {
			t.Fatalf("%v gave %v", m, e)
		}
	case Discarded:
		if m.Kind != Discard || e.Seat != m.Seat || e.Card != m.Card {
			t.Fatalf("%v gave %v", m, e)
		}
	case WentOut:
		if m.Kind != GoOut || e.Seat != m.Seat || e.Card != m.Card {
			t.Fatalf("%v gave %v", m, e)
		}
	default:
		t.Fatalf("%v began with %v", m, ev[i])
	}
	for _, e := range ev {
		if r, ok := e.(Revealed); ok {
			if p := Penalty(handOf(r.Arrangement), WildFor(roundOf(ev))); p != r.Arrangement.Penalty {
				t.Fatalf("revealed %v but the hand's penalty is %d", e, p)
			}
		}
	}
}

// handOf collects an arrangement's cards.
func handOf(a Arrangement) []cards.Card {
	out := slices.Clone(a.Leftover)
	for _, m := range a.Melds {
		out = append(out, m.Cards...)
	}
	return out
}

// roundOf is the round scored in ev.
func roundOf(ev []Event) int {
	for _, e := range ev {
		if rs, ok := e.(RoundScored); ok {
			return rs.Round
		}
	}
	return 0
}

// checkViews checks each seat's view: it holds exactly the seat's own hand, and it is
// the same view when every card it may not see (other hands, the stock) is dealt
// differently.
func checkViews(t tb, s *State, r *cards.RNG) {
	t.Helper()
	for seat := 0; seat < s.players; seat++ {
		v := s.View(seat)
		if !slices.Equal(v.Hand, s.hands[seat]) {
			t.Fatalf("seat %d view hand %v, holds %v", seat, v.Hand, s.hands[seat])
		}
		for i, h := range s.hands {
			if v.HandSizes[i] != len(h) {
				t.Fatalf("view hand sizes %v", v.HandSizes)
			}
		}
		other := s.Clone()
		var pool []cards.Card
		for i, h := range other.hands {
			if i != seat {
				pool = append(pool, h...)
			}
		}
		pool = append(pool, other.stock...)
		cards.Shuffle(r, pool)
		for i, h := range other.hands {
			if i != seat {
				n := copy(h, pool)
				pool = pool[n:]
			}
		}
		copy(other.stock, pool)
		if w := other.View(seat); !reflect.DeepEqual(v, w) {
			t.Fatalf("seat %d's view changes when hidden cards move:\n%+v\n%+v", seat, v, w)
		}
		var reused View
		s.ViewInto((seat+1)%s.players, &reused)
		s.ViewInto(seat, &reused)
		if !viewsEqual(v, reused) {
			t.Fatalf("ViewInto over an old view differs from View")
		}
	}
}

// viewsEqual compares the exported content of two views.
func viewsEqual(a, b View) bool {
	a.cardArena, a.intArena, a.meldArena = nil, nil, nil
	b.cardArena, b.intArena, b.meldArena = nil, nil, nil
	return reflect.DeepEqual(a, b)
}

// TestPropertyRejectionsCoverRules makes sure the random illegal moves above reach
// every rule, so the unchanged-state check covers them all.
func TestPropertyRejectionsCoverRules(t *testing.T) {
	rules := []string{RuleNoSuchSeat, RuleNotYourTurn, RuleMustDraw, RuleAlreadyDrew,
		RuleNoSuchCard, RuleForbidRetake, RuleCannotGoOut, RuleUnknownMove}
	seen := map[string]bool{}
	chaos := cards.NewRNG(5)
	for seed := uint64(0); seed < 30 && len(seen) < len(rules); seed++ {
		s, _ := New(Config{Players: 2 + int(seed%5), Seed: seed, Options: Options{ForbidRetake: true}})
		bot, _ := NewBot("easy", 0, seed)
		for moves := 0; moves < 400 && !s.Over(); moves++ {
			for try := 0; try < 5; try++ {
				m := randomMove(&chaos, s)
				if slices.Contains(s.Legal(s.turn), m) {
					continue
				}
				before := s.Clone()
				if _, err := s.Apply(m); err != nil {
					seen[err.(*RuleError).Rule] = true
				}
				if d := diffState(before, s); d != "" {
					t.Fatalf("rejected %v changed the state: %s", m, d)
				}
			}
			if moves%2 == 0 && s.phase == PhaseDraw {
				s.Apply(Move{Seat: s.turn, Kind: TakeDiscard}) // so forbid-retake comes up
				continue
			}
			s.Apply(bot.Choose(s.View(s.turn)))
		}
	}
	for _, rule := range rules {
		if !seen[rule] {
			t.Errorf("random illegal moves never broke rule %s (saw %v)", rule, seen)
		}
	}
}

// discarder is the seat of a Discarded or WentOut event.
func discarder(e Event) int {
	if d, ok := e.(Discarded); ok {
		return d.Seat
	}
	return e.(WentOut).Seat
}
