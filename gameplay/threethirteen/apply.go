package threethirteen

import (
	"parlor/gameplay/cards"
	"parlor/internal/words"
)

// canRebuild reports whether an empty stock can be rebuilt from the discard pile.
func (s *State) canRebuild() bool { return len(s.discard) >= 2 }

// check validates m against the rules without changing anything.
func (s *State) check(m Move) *RuleError {
	if s.phase == PhaseOver {
		return reject(RuleGameOver, m, "the game is over")
	}
	if m.Seat < 0 || m.Seat >= s.players {
		return reject(RuleNoSuchSeat, m, "seats are 0..%d", s.players-1)
	}
	if m.Seat != s.turn {
		return reject(RuleNotYourTurn, m, "it is seat %d's turn", s.turn)
	}
	switch m.Kind {
	case DrawStock, TakeDiscard:
		if s.phase != PhaseDraw {
			return reject(RuleAlreadyDrew, m, "you have drawn this turn; discard a card")
		}
		if m.Kind == TakeDiscard && len(s.discard) == 0 {
			return reject(RuleDiscardEmpty, m, "the discard pile is empty")
		}
		if m.Kind == DrawStock && len(s.stock) == 0 && !s.canRebuild() {
			return reject(RuleStockEmpty, m, "the stock is empty and the discard pile holds only its top card; take the discard")
		}
	case Discard, GoOut:
		if s.phase == PhaseDraw {
			return reject(RuleMustDraw, m, "draw from the stock or the discard pile first")
		}
		if !m.Card.Valid() {
			return reject(RuleNoSuchCard, m, "not a card")
		}
		if !cards.Contains(s.hands[m.Seat], m.Card) {
			return reject(RuleNoSuchCard, m, "%v is not in your hand", m.Card)
		}
		if s.opts.ForbidRetake && s.took.Valid() && m.Card == s.took {
			return reject(RuleForbidRetake, m, "you may not discard the %v you just took from the discard pile", m.Card)
		}
		if m.Kind == GoOut {
			rest, _ := without(make([]cards.Card, 0, maxHand), s.hands[m.Seat], m.Card)
			if p := Penalty(rest, s.Wild()); p != 0 {
				return reject(RuleCannotGoOut, m, "the rest of your hand is not all melds (%s left over)", words.Count(p, "point"))
			}
		}
	default:
		return reject(RuleUnknownMove, m, "not a move")
	}
	return nil
}

// Apply plays m and returns its events, in order. A rejected move returns a *RuleError
// naming the rule and leaves the state exactly as it was. The events of the move that
// ends a round include the reveal, the scores and either the next round's deal, the
// tiebreak round's deal or GameOver.
func (s *State) Apply(m Move) ([]Event, error) {
	if err := s.check(m); err != nil {
		return nil, err
	}
	seat := m.Seat
	var ev []Event
	switch m.Kind {
	case DrawStock:
		ev = make([]Event, 0, 2)
		if len(s.stock) == 0 {
			top := s.discard[len(s.discard)-1]
			rest := s.discard[:len(s.discard)-1]
			s.stock = append(s.stock[:0], rest...)
			cards.Shuffle(&s.rng, s.stock)
			s.discard = append(s.discard[:0], top)
			ev = append(ev, StockRebuilt{Cards: len(s.stock)})
		}
		c := s.stock[len(s.stock)-1]
		s.stock = s.stock[:len(s.stock)-1]
		s.hands[seat] = append(s.hands[seat], c)
		s.phase = PhaseDiscard
		s.took = cards.Card{}
		ev = append(ev, Drew{Seat: seat, Card: c})
	case TakeDiscard:
		c := s.discard[len(s.discard)-1]
		s.discard = s.discard[:len(s.discard)-1]
		s.hands[seat] = append(s.hands[seat], c)
		s.taken[seat] = append(s.taken[seat], c)
		s.phase = PhaseDiscard
		s.took = c
		ev = []Event{Drew{Seat: seat, Card: c, FromDiscard: true}}
	case Discard, GoOut:
		s.hands[seat], _ = cards.Remove(s.hands[seat], m.Card)
		s.discard = append(s.discard, m.Card)
		s.thrown[seat] = append(s.thrown[seat], m.Card)
		if s.outSeat >= 0 {
			s.lastLeft--
		}
		if m.Kind == Discard {
			ev = make([]Event, 1, 2)
			ev[0] = Discarded{Seat: seat, Card: m.Card}
		} else {
			ev = make([]Event, 1, 2)
			ev[0] = WentOut{Seat: seat, Card: m.Card}
			if s.outSeat < 0 {
				s.outSeat = seat
				s.lastLeft = s.players - 1
				ev = append(ev, LastTurnsBegan{OutSeat: seat, Turns: s.lastLeft})
			}
		}
		s.took = cards.Card{}
		s.phase = PhaseDraw
		s.turn = (seat + 1) % s.players
		if s.outSeat >= 0 && s.turn == s.outSeat {
			ev = s.endRound(ev)
		}
	}
	return ev, nil
}

// endRound reveals and scores every hand, then deals the next round, starts the
// tiebreak round or ends the game.
func (s *State) endRound(ev []Event) []Event {
	n := s.players
	wild := s.Wild()
	pens := make([]int, n)
	s.reveal = make([]Arrangement, n)
	for seat := 0; seat < n; seat++ {
		a := Solve(s.hands[seat], wild)
		s.reveal[seat] = a
		pens[seat] = a.Penalty
		s.totals[seat] += a.Penalty
		ev = append(ev, Revealed{Seat: seat, Arrangement: cloneArrangement(a)})
	}
	s.scores = append(s.scores, pens)
	ev = append(ev, RoundScored{Round: s.round, Penalties: append([]int(nil), pens...), Totals: append([]int(nil), s.totals...)})
	switch {
	case s.round < Rounds:
		s.dealer = (s.dealer + 1) % n
		return s.startRound(s.round+1, ev)
	case s.round == Rounds:
		leaders := lowest(s.totals, nil)
		if len(leaders) > 1 && s.opts.TiebreakRound {
			s.leaders = leaders
			ev = append(ev, TiebreakStarted{Seats: append([]int(nil), leaders...)})
			s.dealer = (s.dealer + 1) % n
			return s.startRound(TiebreakRound, ev)
		}
		s.winners = leaders
	default: // the tiebreak round: lowest total among the tied leaders
		s.winners = lowest(s.totals, s.leaders)
	}
	s.phase = PhaseOver
	s.outSeat = -1
	s.lastLeft = 0
	return append(ev, GameOver{Winners: append([]int(nil), s.winners...), Totals: append([]int(nil), s.totals...)})
}

// lowest returns the seats (of among, or of all when among is nil) with the lowest total.
func lowest(totals []int, among []int) []int {
	if among == nil {
		among = make([]int, len(totals))
		for i := range among {
			among[i] = i
		}
	}
	best := totals[among[0]]
	for _, i := range among {
		best = min(best, totals[i])
	}
	var out []int
	for _, i := range among {
		if totals[i] == best {
			out = append(out, i)
		}
	}
	return out
}

// Legal lists seat's legal moves, one per distinct move (identical cards from several
// decks give one Discard). It is empty when it is not seat's turn or the game is over.
// In the discard phase it lists every Discard, then every GoOut.
func (s *State) Legal(seat int) []Move {
	if s.phase == PhaseOver || seat != s.turn {
		return nil
	}
	var out []Move
	if s.phase == PhaseDraw {
		if len(s.stock) > 0 || s.canRebuild() {
			out = append(out, Move{Seat: seat, Kind: DrawStock})
		}
		if len(s.discard) > 0 {
			out = append(out, Move{Seat: seat, Kind: TakeDiscard})
		}
		return out
	}
	hand := s.hands[seat]
	distinct := make([]cards.Card, 0, len(hand))
	for _, c := range hand {
		if cards.Contains(distinct, c) {
			continue
		}
		if s.opts.ForbidRetake && s.took.Valid() && c == s.took {
			continue
		}
		distinct = append(distinct, c)
	}
	for _, c := range distinct {
		out = append(out, Move{Seat: seat, Kind: Discard, Card: c})
	}
	wild := s.Wild()
	full := Penalty(hand, wild)
	var buf [maxHand + 2]cards.Card
	for _, c := range distinct {
		// Leaving c out lowers the penalty by at most its value.
		if full-CardValue(c) > 0 {
			continue
		}
		rest, _ := without(buf[:], hand, c)
		if Penalty(rest, wild) == 0 {
			out = append(out, Move{Seat: seat, Kind: GoOut, Card: c})
		}
	}
	return out
}
