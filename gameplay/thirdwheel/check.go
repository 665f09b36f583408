package thirdwheel

// check validates m completely without changing anything.
func (s *State) check(m Move) *RuleError {
	if s.phase == PhaseOver {
		return reject(RuleGameOver, m, "the game is over")
	}
	if m.Kind == MoveTick {
		if !s.win.open {
			return reject(RuleNoWindow, m, "no reaction window is open")
		}
		if m.At <= s.win.clock {
			return reject(RuleTimeOrder, m, "the window's clock is already at %d ms; a tick must move it on", s.win.clock)
		}
		return nil
	}
	if m.Seat < 0 || m.Seat > 2 {
		return reject(RuleNoSuchSeat, m, "seats are 0, 1 and 2")
	}
	if m.Kind < MovePlay || m.Kind > MoveTick || m.At < 0 {
		return reject(RuleBadMove, m, "not a move")
	}
	if s.win.open && m.Kind.stamped() {
		if m.At < s.win.clock {
			return reject(RuleTimeOrder, m, "stamped %d ms but the window's clock is already at %d ms", m.At, s.win.clock)
		}
		for _, p := range s.win.pending {
			if p.m.Seat == m.Seat {
				return reject(RuleOnePending, m, "your %q is still waiting for the clock", p.m.String())
			}
		}
	}
	return s.valid(m)
}

// valid checks m against the current position (not the clock): the same check runs when
// a submitted move's stamp comes.
func (s *State) valid(m Move) *RuleError {
	seat := m.Seat
	role := s.roles[seat]
	tw := role == ThirdWheel
	if m.Kind == MoveDiscard {
		switch {
		case !tw:
			return reject(RuleNotTw, m, "only the Third Wheel pays for a missed slap")
		case !s.owes:
			return reject(RuleNoDiscardOwed, m, "no missed slap to pay for")
		case !s.holds(seat, m.Card):
			return reject(RuleNotInHand, m, "you hold no %v", m.Card)
		}
		return nil
	}
	if tw && s.owes {
		return reject(RuleOweDiscard, m, "discard a card for your missed slap first")
	}
	switch m.Kind {
	case MovePlay:
		switch {
		case !role.IsDuo():
			return reject(RuleNotDuo, m, "only the Duo plays cards to the table")
		case s.phase != PhaseDuo || s.turn != seat:
			return reject(RuleNotYourTurn, m, "it is not your turn to play")
		case !s.holds(seat, m.Card):
			return reject(RuleNotInHand, m, "you hold no %v", m.Card)
		case m.Card == Hike && (m.Rank < 1 || m.Rank > 13):
			return reject(RuleBadRank, m, "name the rank Take a Hike stands for, 1 to 13")
		case m.Card != Hike && m.Rank != 0:
			return reject(RuleBadRank, m, "only Take a Hike names a rank")
		case m.Card == Room && !s.isDuoSeat(m.Target):
			return reject(RuleBadTarget, m, "Read the Room swaps with a Duo player's hand; seat %d is not in the Duo", m.Target)
		}
		return nil
	case MoveMatch, MoveBlock, MoveWithdraw, MoveRoom:
		return s.validResponse(m)
	case MoveShield, MoveCounter:
		shield := m.Kind == MoveShield
		switch {
		case shield && !role.IsDuo():
			return reject(RuleNotDuo, m, "only the Duo shields")
		case !shield && !tw:
			return reject(RuleNotTw, m, "only the Third Wheel counters a shield")
		case !s.opts.Actions:
			return reject(RuleNoActions, m, "action cards are not in play")
		case !s.holds(seat, Silence):
			return reject(RuleNotInHand, m, "you hold no Awkward Silence")
		case shield && (!s.win.open || !s.win.canShield):
			return reject(RuleNoCancel, m, "a shield answers a Third Wheel cancel, inside its window")
		case !shield && (!s.win.open || !s.win.canCounter):
			return reject(RuleNoShield, m, "a counter answers a Duo shield, inside its window")
		}
		return nil
	case MoveSlap:
		return s.validSlap(m)
	case MovePass:
		switch {
		case !tw:
			return reject(RuleNotTw, m, "only the Third Wheel passes")
		case s.opts.Snap:
			return reject(RuleNoSnapTurn, m, "with Snap Match the Third Wheel has no turn: let the window close")
		case s.phase != PhaseTW:
			return reject(RuleNotYourTurn, m, "it is not the Third Wheel's turn")
		case s.win.open:
			return reject(RuleWindowOpen, m, "wait until the reaction window closes")
		}
		return nil
	}
	return reject(RuleBadMove, m, "not a move")
}

// validResponse checks a Third Wheel answer to the card just played: match, block,
// withdraw, Read the Room.
func (s *State) validResponse(m Move) *RuleError {
	seat := m.Seat
	if s.roles[seat] != ThirdWheel {
		return reject(RuleNotTw, m, "only the Third Wheel answers the Duo's cards")
	}
	if m.Kind != MoveMatch && !s.opts.Actions {
		return reject(RuleNoActions, m, "action cards are not in play")
	}
	if s.playout {
		return reject(RulePlayOut, m, "the deck is empty: the Third Wheel can no longer act")
	}
	if s.opts.Snap {
		switch {
		case !s.win.open || !s.win.snap:
			return reject(RuleNoWindow, m, "with Snap Match the Third Wheel answers a card only inside its reaction window")
		case s.win.twUsed:
			return reject(RuleOneResponse, m, "you have already answered this card")
		}
	} else {
		switch {
		case s.phase != PhaseTW:
			return reject(RuleNotYourTurn, m, "it is not the Third Wheel's turn")
		case s.win.open:
			return reject(RuleWindowOpen, m, "wait until the reaction window closes")
		}
	}
	x, ok := s.answered()
	switch m.Kind {
	case MoveMatch:
		switch {
		case !s.holds(seat, m.Card):
			return reject(RuleNotInHand, m, "you hold no %v", m.Card)
		case !ok || !x.Scoring():
			return reject(RuleNothingToMatch, m, "there is no scoring card just played to match")
		case !matches(m.Card, x):
			return reject(RuleNoMatch, m, "%v does not match %v: same rank, a Wild or Take a Hike", m.Card, x)
		}
	case MoveBlock:
		switch {
		case !s.holds(seat, Silence):
			return reject(RuleNotInHand, m, "you hold no Awkward Silence")
		case !ok || !x.Scoring():
			return reject(RuleNothingToMatch, m, "there is no scoring card just played to block")
		}
	case MoveWithdraw:
		switch {
		case !s.holds(seat, Talk):
			return reject(RuleNotInHand, m, "you hold no Talking Too Much")
		case s.score < TalkMinScore:
			return reject(RuleTalkBelow85, m, "Talking Too Much needs a score of %d or more (it is %d)", TalkMinScore, s.score)
		case s.lastScoring() < 0:
			return reject(RuleNothingToWithdraw, m, "no scoring card on the table")
		}
	case MoveRoom:
		switch {
		case !s.holds(seat, Room):
			return reject(RuleNotInHand, m, "you hold no Read the Room")
		case !s.isDuoSeat(m.Target):
			return reject(RuleBadTarget, m, "Read the Room swaps with a Duo player's hand; seat %d is not in the Duo", m.Target)
		}
	}
	return nil
}

// validSlap checks a slap. Slaps come with Snap Match (the Third Wheel's) and
// Double-Down (the Third Wheel's and the Duo's), from the first Duo card until Play Out
// Hands. Any of them is legal, hit or miss: a miss costs
// (docs/rules/thirdwheel.md#false-slaps); refused are only a second slap at the same
// card (one-response) and the slaps of a locked-out player (locked-out).
func (s *State) validSlap(m Move) *RuleError {
	w := &s.win
	tw := s.roles[m.Seat] == ThirdWheel
	switch {
	case s.playout:
		return reject(RulePlayOut, m, "the deck is empty: nobody slaps any more")
	case !s.opts.Snap && !s.opts.DoubleDown:
		return reject(RuleNoRace, m, "nobody slaps without Snap Match or Double-Down")
	case !tw && !s.opts.DoubleDown:
		return reject(RuleNoRace, m, "Duo players slap only in Double-Down races")
	case s.plays == 0:
		return reject(RuleNoWindow, m, "nothing has been played yet")
	case s.lockedOut(m.Seat, m.At):
		return reject(RuleLockedOut, m, "you slapped falsely: no slapping for %d ms (until %d ms)", LockoutMs, s.lockedUntil(m.Seat))
	case tw && w.open && w.twUsed:
		return reject(RuleOneResponse, m, "you have already answered this card")
	case !tw && w.open && w.race != RaceNone && m.Seat == w.raceSeat && w.duoSlapped:
		return reject(RuleOneResponse, m, "you have already slapped in this race")
	}
	return nil
}
