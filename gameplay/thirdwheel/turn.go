package thirdwheel

import "slices"

// exec carries out a move now (at is its stamp inside a window, else 0).
func (s *State) exec(m Move, at int, ev *[]Event) {
	switch m.Kind {
	case MovePlay:
		s.duoPlay(m, at, ev)
	case MoveMatch:
		s.match(m, at, ev)
	case MoveBlock:
		s.block(m, at, ev)
	case MoveWithdraw:
		s.withdraw(m, at, ev)
	case MoveRoom:
		s.take(m.Seat, Room)
		s.out = append(s.out, Room)
		s.swap(m.Seat, m.Target, ev)
		s.twDone(0, at, ev)
	case MoveShield:
		s.shield(m, at, ev)
	case MoveCounter:
		s.counter(m, at, ev)
	case MoveSlap:
		s.slap(m, at, ev)
	case MovePass:
		if x, ok := s.answered(); ok && x.Scoring() {
			s.letPass = append(s.letPass, x)
		}
		*ev = append(*ev, Passed{Seat: m.Seat})
		s.twDone(0, at, ev)
	case MoveDiscard:
		s.take(m.Seat, m.Card)
		s.out = append(s.out, m.Card)
		s.owes = false
		*ev = append(*ev, Discarded{Seat: m.Seat, Card: m.Card})
	}
}

// duoPlay is a Duo player's card: it closes the open window, lands on the table, scores,
// and hands over to the Third Wheel (its turn, or a window).
func (s *State) duoPlay(m Move, at int, ev *[]Event) {
	seat := m.Seat
	after := -1
	if s.win.open {
		// The queue of the closed window is judged after the card has landed: a game
		// it ends cancels what was still queued.
		after = at
		rest := s.shutWindow(at, seat, "played", ev)
		old := s.closed
		defer s.flushLate(rest, old, ev)
	}
	s.take(seat, m.Card)
	s.plays++
	tc := TableCard{Card: m.Card, Rank: m.Card.Rank(), Value: m.Card.Value(), Seat: seat, N: s.plays}
	if m.Card == Hike {
		tc.Rank, tc.Value = m.Rank, m.Rank
	}
	s.table = append(s.table, tc)
	s.lastDuo = seat
	gap := Target - s.score
	s.score += tc.Value
	p := Played{Seat: seat, Role: s.roles[seat], Card: m.Card, Table: tc, Score: s.score}
	if m.Card == Room {
		p.Target = m.Target
	}
	*ev = append(*ev, p)
	switch m.Card {
	case Talk:
		if n := len(s.blocks); n > 0 {
			v := s.blocks[n-1]
			s.blocks = s.blocks[:n-1]
			s.score += v
			*ev = append(*ev, BlockLifted{Seat: seat, Value: v, Score: s.score})
		}
	case Room:
		s.swap(seat, m.Target, ev)
	}
	if s.scoreCheck(seat, ev) {
		return
	}
	s.unfinished[seat] = 0
	if gap >= 1 && gap <= 14 {
		s.unfinished[seat] = gap
	}
	next := s.partner(seat)
	pair := s.topPair()
	switch {
	case s.playout:
		s.startDuoTurn(next, ev)
	case s.opts.Snap:
		if !s.startDuoTurn(next, ev) || s.playout {
			return
		}
		s.openWindow(window{snap: true, card: tc, race: raceIf(pair && s.opts.DoubleDown), raceSeat: next, after: after}, ev)
	default:
		s.phase, s.turn, s.twCard = PhaseTW, s.seatOf[ThirdWheel], tc.N
		if pair && s.opts.DoubleDown {
			s.openWindow(window{card: tc, race: RaceOpen, raceSeat: next, after: after}, ev)
		}
	}
}

// scoreCheck ends the game on exactly 100 and drops a score over 100 to 50 or the
// floor; it reports whether the game ended.
func (s *State) scoreCheck(seat int, ev *[]Event) bool {
	switch {
	case s.score == Target:
		s.endGame(SideDuo, ReasonExact100, ev)
		return true
	case s.score > Target:
		total := s.score
		s.score = max(BustScore, s.floor)
		*ev = append(*ev, Busted{Seat: seat, Total: total, Score: s.score, Floor: s.floor})
	}
	return false
}

// startDuoTurn gives the turn to the Duo player seat, who draws
// (docs/rules/thirdwheel.md#duo-turn); an empty deck ends the game or starts Play
// Out Hands. It reports whether the game goes on.
func (s *State) startDuoTurn(seat int, ev *[]Event) bool {
	s.phase, s.turn, s.twCard = PhaseDuo, seat, 0
	if !s.playout {
		if len(s.deck) > 0 {
			c := s.deck[0]
			s.deck = s.deck[1:]
			s.give(seat, c)
			*ev = append(*ev, Drew{Seat: seat, Card: c, Reason: DrawTurn, Deck: len(s.deck)})
			return true
		}
		if !s.opts.PlayOut {
			s.endGame(SideTW, ReasonDeckEmpty, ev)
			return false
		}
		s.playout = true
		*ev = append(*ev, PlayOutStarted{Score: s.score})
	}
	if !s.scoringIn(s.seatOf[Duo1]) && !s.scoringIn(s.seatOf[Duo2]) {
		s.endGame(SideTW, ReasonNoScoring, ev)
		return false
	}
	if len(s.hands[seat]) == 0 {
		*ev = append(*ev, TurnSkipped{Seat: seat})
		s.turn = s.partner(seat)
	}
	return true
}

// match: the Third Wheel's card and the card just played leave the game; the card's
// value comes off the score; the Third Wheel draws a replacement.
func (s *State) match(m Move, at int, ev *[]Event) {
	x := s.removeTop(at)
	s.take(m.Seat, m.Card)
	s.out = append(s.out, x.Card, m.Card)
	d := s.subtract(x.Value)
	*ev = append(*ev, Matched{Seat: m.Seat, Card: m.Card, Target: x, Removed: d, Score: s.score, At: at})
	if len(s.deck) > 0 {
		c := s.deck[0]
		s.deck = s.deck[1:]
		s.give(m.Seat, c)
		*ev = append(*ev, Drew{Seat: m.Seat, Card: c, Reason: DrawReplacement, Deck: len(s.deck)})
		s.letPass = s.letPass[:0]
	}
	s.twDone(d, at, ev)
}

func (s *State) block(m Move, at int, ev *[]Event) {
	x := s.removeTop(at)
	s.take(m.Seat, Silence)
	s.out = append(s.out, x.Card, Silence)
	d := s.subtract(x.Value)
	s.blocks = append(s.blocks, d)
	*ev = append(*ev, Blocked{Seat: m.Seat, Target: x, Removed: d, Score: s.score, At: at})
	s.twDone(d, at, ev)
}

func (s *State) withdraw(m Move, at int, ev *[]Event) {
	i := s.lastScoring()
	x := s.table[i]
	s.table = slices.Delete(s.table, i, i+1)
	s.raceBroken(x.N, at)
	s.take(m.Seat, Talk)
	s.out = append(s.out, x.Card, Talk)
	d := s.subtract(x.Value)
	*ev = append(*ev, Withdrawn{Seat: m.Seat, Target: x, Removed: d, Score: s.score, At: at})
	s.twDone(d, at, ev)
}

// twDone follows a Third Wheel answer that took d points off: inside a window it opens
// the shield (with action cards); on a base-game turn it ends the turn.
func (s *State) twDone(d, at int, ev *[]Event) {
	if !s.win.open {
		s.endTWTurn(d, ev)
		return
	}
	s.win.twUsed = true
	if d > 0 && s.opts.Actions {
		s.win.canShield, s.win.cancelDelta, s.win.canCounter = true, d, false
	}
	s.settle(at, ev)
}

// endTWTurn ends the Third Wheel's base-game turn: the next Duo player draws; after a
// cancel (action cards) a window opens for the shield.
func (s *State) endTWTurn(d int, ev *[]Event) {
	if !s.startDuoTurn(s.partner(s.lastDuo), ev) || s.playout {
		return
	}
	if d > 0 && s.opts.Actions {
		s.openWindow(window{shieldOnly: true, canShield: true, cancelDelta: d, after: -1}, ev)
	}
}

func (s *State) shield(m Move, at int, ev *[]Event) {
	s.take(m.Seat, Silence)
	s.out = append(s.out, Silence)
	d := s.win.cancelDelta
	s.score += d
	s.win.canShield, s.win.canCounter, s.win.shieldDelta = false, true, d
	s.win.shieldSeat, s.win.shieldAt = m.Seat, at
	*ev = append(*ev, Shielded{Seat: m.Seat, Restored: d, Score: s.score})
	if s.scoreCheck(m.Seat, ev) {
		return
	}
	s.settle(at, ev)
}

func (s *State) counter(m Move, at int, ev *[]Event) {
	s.take(m.Seat, Silence)
	s.out = append(s.out, Silence)
	d := s.subtract(s.win.shieldDelta)
	s.blocks = append(s.blocks, d)
	s.win.canCounter = false
	*ev = append(*ev, Countered{Seat: m.Seat, Removed: d, Score: s.score})
	s.settle(at, ev)
}

// swap is Read the Room: one random card each way between the Duo seat duo and the
// Third Wheel.
func (s *State) swap(by, duo int, ev *[]Event) {
	tw := s.seatOf[ThirdWheel]
	if len(s.hands[duo]) == 0 || len(s.hands[tw]) == 0 {
		*ev = append(*ev, Swapped{By: by, Duo: duo, TW: tw, Empty: true})
		return
	}
	a := s.hands[duo][s.rng.IntN(len(s.hands[duo]))]
	b := s.hands[tw][s.rng.IntN(len(s.hands[tw]))]
	s.take(duo, a)
	s.take(tw, b)
	s.give(duo, b)
	s.give(tw, a)
	s.letPass = s.letPass[:0]
	*ev = append(*ev, Swapped{By: by, Duo: duo, TW: tw, ToTW: a, ToDuo: b})
}

// endGame ends the game: any open window closes and its queue is cancelled.
func (s *State) endGame(side Side, reason string, ev *[]Event) {
	if s.win.open {
		s.closeWindow(s.win.clock, -1, "game-over", ev)
	}
	s.phase, s.owes = PhaseOver, false
	r := Result{Winner: side, Reason: reason, Score: s.score, Floor: s.floor, Roles: s.roles, Windows: s.windows}
	for seat, role := range s.roles {
		if (side == SideDuo) == role.IsDuo() {
			r.Winners = append(r.Winners, seat)
		}
	}
	s.result = &r
	*ev = append(*ev, GameOver{Result: s.Result()})
}
