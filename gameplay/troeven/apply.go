package troeven

import (
	"math/bits"

	"parlor/gameplay/cards"
)

// Legal moves, their checks and their effects: following suit, trumping, the trick and
// the round's score (docs/rules/troeven.md#tricks, docs/rules/troeven.md#the-dummy,
// docs/rules/troeven.md#scoring-with-a-dummy,
// docs/rules/troeven.md#scoring-without-a-dummy).

// legalMask is what position p may play now (follow the led suit if it can).
func (s *State) legalMask(p int8) uint32 {
	h := s.hands[p]
	if s.trickN > 0 {
		if f := h & suitMask(suitOf(s.trick[0])); f != 0 {
			return f
		}
	}
	return h
}

// Legal lists the moves seat may make now (empty when it is not seat's move): the four
// trump suits while the caller names trumps, else the cards it may play (for the
// caller on the dummy's turn, the dummy's playable face-up cards, FromDummy set).
func (s *State) Legal(seat int) []Move { return s.AppendLegal(nil, seat) }

// AppendLegal appends Legal(seat) to dst and returns it; with a reused dst it does not
// allocate.
func (s *State) AppendLegal(dst []Move, seat int) []Move {
	if seat < 0 || seat > 2 || seat != s.ToMove() {
		return dst
	}
	if s.phase == PhaseTrump {
		for _, su := range cards.Suits {
			dst = append(dst, Move{Seat: seat, Kind: NameTrump, Suit: su})
		}
		return dst
	}
	m := s.legalMask(s.turn)
	for m != 0 {
		i := idx(bits.TrailingZeros32(m))
		m &= m - 1
		dst = append(dst, Move{Seat: seat, Kind: PlayCard, Card: cardOf(i), FromDummy: s.turn == DummySeat})
	}
	return dst
}

// RandomMove returns a uniformly random legal move for the seat to move, drawn from r
// (not from the game's generator); the zero Move once the game is over. It does not
// allocate: random playouts use it with Step.
func (s *State) RandomMove(r *cards.RNG) Move {
	seat := s.ToMove()
	switch s.phase {
	case PhaseTrump:
		return Move{Seat: seat, Kind: NameTrump, Suit: cards.Suits[r.IntN(4)]}
	case PhasePlay:
		m := s.legalMask(s.turn)
		for k := r.IntN(bits.OnesCount32(m)); k > 0; k-- {
			m &= m - 1
		}
		return Move{Seat: seat, Kind: PlayCard, Card: cardOf(idx(bits.TrailingZeros32(m))), FromDummy: s.turn == DummySeat}
	}
	return Move{}
}

// check validates m without changing anything; for a card it returns its index.
func (s *State) check(m Move) (idx, *RuleError) {
	if s.phase == PhaseOver {
		return -1, ruleErr(m, RuleGameOver, "the game is over")
	}
	if m.Seat < 0 || m.Seat > 2 {
		return -1, ruleErr(m, RuleNotYourTurn, "seat %d is not at the table (seats are 0, 1 and 2)", m.Seat)
	}
	switch m.Kind {
	case NameTrump:
		if s.phase != PhaseTrump {
			return -1, ruleErr(m, RuleTrumpsNamed, "trumps are already named (%s)", s.Trump().Name())
		}
		if m.Seat != int(s.caller()) {
			return -1, ruleErr(m, RuleNotCaller, "only the caller (seat %d) names trumps", s.caller())
		}
		if !m.Suit.Valid() {
			return -1, ruleErr(m, RuleBadSuit, "trumps must be clubs, diamonds, hearts or spades")
		}
		return -1, nil
	case PlayCard:
	default:
		return -1, ruleErr(m, RuleBadMove, "unknown kind of move %d", m.Kind)
	}
	if s.phase == PhaseTrump {
		return -1, ruleErr(m, RuleNameTrumpsFirst, "the caller (seat %d) must name trumps first", s.caller())
	}
	if m.Seat != s.ToMove() {
		if s.turn == DummySeat {
			return -1, ruleErr(m, RuleNotYourTurn, "it is the dummy's turn, played by the caller (seat %d)", s.caller())
		}
		return -1, ruleErr(m, RuleNotYourTurn, "it is seat %d's turn", s.turn)
	}
	i, ok := indexOf(m.Card)
	if !ok || deckMask(s.variant)&(1<<uint(i)) == 0 {
		return -1, ruleErr(m, RuleNotInDeck, "%v is not in the Troeven deck", m.Card)
	}
	bit := uint32(1) << uint(i)
	pos, who := s.turn, "you"
	switch {
	case m.FromDummy && s.nPos == 3:
		return -1, ruleErr(m, RuleNoDummy, "there is no dummy in the solo version")
	case m.FromDummy && s.turn != DummySeat:
		return -1, ruleErr(m, RuleNotDummyTurn, "it is your own turn, not the dummy's")
	case !m.FromDummy && s.turn == DummySeat:
		return -1, ruleErr(m, RuleDummyTurn, "it is the dummy's turn: play one of its face-up cards")
	case m.FromDummy:
		who = "the dummy"
		if s.hands[DummySeat]&bit == 0 {
			return -1, ruleErr(m, RuleNotFaceUp, "the dummy has no face-up %v", m.Card)
		}
	case s.hands[pos]&bit == 0:
		return -1, ruleErr(m, RuleNotInHand, "you do not hold %v", m.Card)
	}
	if s.legalMask(pos)&bit == 0 {
		return -1, ruleErr(m, RuleMustFollowSuit, "%s must follow %s", who, (cards.Suit(suitOf(s.trick[0])) + cards.Clubs).Name())
	}
	return i, nil
}

// Check reports whether m is legal now, with the *RuleError Apply would give (e.g.
// rule "must-follow-suit", "you must follow hearts"); nil when it is legal. The table
// uses it to dim unplayable cards and say why.
func (s *State) Check(m Move) error {
	if _, err := s.check(m); err != nil {
		return err
	}
	return nil
}

// Apply makes move m and returns what happened, in order, unredacted (pass each event
// through Redact for a seat). The last card of a round also scores it and either ends
// the game (GameOver) or deals the next round (Cut, stage-1 Dealt). A rejected move
// returns a *RuleError naming the rule and leaves the state unchanged.
func (s *State) Apply(m Move) ([]Event, error) {
	i, err := s.check(m)
	if err != nil {
		return nil, err
	}
	ev := make([]Event, 0, 4)
	s.do(m, i, &ev)
	return ev, nil
}

// Step is Apply without events: the same rules and the same *RuleError, but it never
// allocates (except for the round history, once per round while its slice grows).
// Playouts and bots' searches use it.
func (s *State) Step(m Move) error {
	i, err := s.check(m)
	if err != nil {
		return err
	}
	s.do(m, i, nil)
	return nil
}

func (s *State) do(m Move, i idx, ev *[]Event) {
	if m.Kind == NameTrump {
		s.trump = int8(suitIndex(m.Suit))
		if ev != nil {
			*ev = append(*ev, TrumpNamed{Seat: m.Seat, Suit: m.Suit})
		}
		s.dealRest(ev)
		s.phase = PhasePlay
		s.turn = s.caller()
		return
	}
	s.play(m.Seat, i, ev)
}

func (s *State) play(seat int, i idx, ev *[]Event) {
	pos := s.turn
	bit := uint32(1) << uint(i)
	s.hands[pos] &^= bit
	col := -1
	if pos == DummySeat {
		for c := 0; c < 4; c++ {
			if s.up[c] == i {
				col = c
			}
		}
		s.up[col], s.down[col] = s.down[col], -1
		if s.up[col] >= 0 {
			s.hands[DummySeat] |= 1 << uint(s.up[col])
		}
	}
	if s.trickN > 0 && suitOf(i) != suitOf(s.trick[0]) {
		s.shown[pos] |= 1 << uint(suitOf(s.trick[0]))
	}
	s.trick[s.trickN], s.trickBy[s.trickN] = i, pos
	s.trickN++
	s.played |= bit
	if ev != nil {
		*ev = append(*ev, Played{Seat: seat, Card: cardOf(i), FromDummy: pos == DummySeat, Column: col, Trick: int(s.done) + 1})
		if col >= 0 && s.up[col] >= 0 {
			*ev = append(*ev, DummyCardTurned{Column: col, Card: cardOf(s.up[col])})
		}
	}
	if s.trickN < s.nPos {
		s.turn = s.next(pos)
		return
	}
	n := int(s.trickN)
	w := s.trickBy[trickWinner(int(s.trump), s.trick[:n])]
	pts := 0
	for _, c := range s.trick[:n] {
		pts += pointsOf(c)
	}
	s.taken[w] += pts
	s.tricksWon[w]++
	s.log[s.done] = trickRec{cards: s.trick, by: s.trickBy, n: s.trickN, winner: w}
	s.done++
	if ev != nil {
		t := TrickWon{Trick: int(s.done), Cards: idxCards(s.trick[:n]), Seats: make([]int, n), Winner: int(w), Side: s.sideOf(w), Points: pts}
		for k := range t.Seats {
			t.Seats[k] = int(s.trickBy[k])
		}
		*ev = append(*ev, t)
	}
	s.trickN = 0
	s.turn = w
	if s.done == s.nTricks && !s.sim {
		s.scoreRound(ev)
	}
}

// sideOf is a position's side: SideCaller/SideDealer in Dummy, the seat in Solo.
func (s *State) sideOf(p int8) int {
	if s.nPos == 3 {
		return int(p)
	}
	if p == DummySeat || p == s.caller() {
		return SideCaller
	}
	return SideDealer
}

// scoreRound scores the finished round (docs/rules/troeven.md#scoring-with-a-dummy,
// docs/rules/troeven.md#scoring-without-a-dummy), then ends the game or deals the next
// round.
func (s *State) scoreRound(ev *[]Event) {
	c := s.caller()
	r := RoundResult{Round: s.round, Dealer: int(s.dealer), Caller: int(c), Trump: s.Trump(), Taken: s.taken}
	if s.nPos == 4 {
		r.Sides = 2
		r.Points[SideCaller] = s.taken[c] + s.taken[DummySeat]
		r.Points[SideDealer] = s.taken[s.dealer] + s.taken[s.opponent()]
		r.Tricks[SideCaller] = s.tricksWon[c] + s.tricksWon[DummySeat]
		r.Tricks[SideDealer] = s.tricksWon[s.dealer] + s.tricksWon[s.opponent()]
		switch {
		case r.Points[SideCaller] > r.Points[SideDealer]:
			r.Change[c] = -1
		case r.Points[SideDealer] > r.Points[SideCaller]:
			r.Change[s.dealer], r.Change[s.opponent()], r.Change[c] = -1, -1, +1
		}
	} else {
		r.Sides = 3
		copy(r.Points[:], s.taken[:3])
		copy(r.Tricks[:], s.tricksWon[:3])
		top, ties := 0, 0
		for p := 1; p < 3; p++ {
			if r.Points[p] > r.Points[top] {
				top = p
			}
		}
		for p := 0; p < 3; p++ {
			if r.Points[p] == r.Points[top] {
				ties++
			}
		}
		if ties == 1 {
			r.Change[top] = -1
			if top != int(c) {
				r.Change[c] = +1
			}
		}
	}
	for p := 0; p < 3; p++ {
		s.tally[p] += r.Change[p]
		switch r.Change[p] {
		case -1:
			s.balls[p]++
		case +1:
			s.plus[p]++
		}
		if s.tally[p] <= 0 {
			s.winners |= 1 << p
		}
	}
	r.Tally = s.tally
	s.history = append(s.history, r)
	if ev != nil {
		*ev = append(*ev, RoundScored{Result: r})
	}
	if s.winners != 0 {
		s.phase = PhaseOver
		if ev != nil {
			*ev = append(*ev, GameOver{Winners: s.Winners(), Tally: s.tally, Rounds: s.round})
		}
		return
	}
	s.dealer = (s.dealer + 1) % 3
	s.startRound(ev)
}
