package thirdwheel

import "slices"

// subtract takes v points off the score, never below the floor or 0; it returns the
// points actually taken.
func (s *State) subtract(v int) int {
	n := max(s.score-v, s.floor, 0)
	d := s.score - n
	s.score = n
	return d
}

// answered is the card the Third Wheel answers (the card just played), if it is still
// on top of the table.
func (s *State) answered() (TableCard, bool) {
	n := s.twCard
	if s.opts.Snap {
		n = s.win.card.N
	}
	if n == 0 || len(s.table) == 0 || s.table[len(s.table)-1].N != n {
		return TableCard{}, false
	}
	return s.table[len(s.table)-1], true
}

// removeTop takes the top table card off.
func (s *State) removeTop(at int) TableCard {
	x := s.table[len(s.table)-1]
	s.table = s.table[:len(s.table)-1]
	s.raceBroken(x.N, at)
	return x
}

// lastScoring is the table index of the topmost scoring card, -1 if none.
func (s *State) lastScoring() int {
	for i := len(s.table) - 1; i >= 0; i-- {
		if s.table[i].Scoring() {
			return i
		}
	}
	return -1
}

// topPair reports whether the two top table cards pair: both score and have the same
// rank, or one of them is a Wild (docs/rules/thirdwheel.md#pairs).
func (s *State) topPair() bool {
	n := len(s.table)
	return n >= 2 && pairs(s.table[n-1], s.table[n-2])
}

func pairs(a, b TableCard) bool {
	if !a.Scoring() || !b.Scoring() {
		return false
	}
	return a.Card == Wild || b.Card == Wild || a.Rank == b.Rank
}

// matches reports whether the Third Wheel's card c matches the Duo card x: the same
// rank, or c is a Wild or a Take a Hike, or x is a Wild (a Wild matches anything).
func matches(c Card, x TableCard) bool {
	if !x.Scoring() || !(c.IsSuit() || c == Wild || c == Hike) {
		return false
	}
	return c == Wild || c == Hike || x.Card == Wild || c.Rank() == x.Rank
}

func (s *State) partner(seat int) int {
	if s.roles[seat] == Duo1 {
		return s.seatOf[Duo2]
	}
	return s.seatOf[Duo1]
}

func (s *State) isDuoSeat(seat int) bool { return seat >= 0 && seat <= 2 && s.roles[seat].IsDuo() }

func (s *State) holds(seat int, c Card) bool { return slices.Contains(s.hands[seat], c) }

// scoringIn reports whether seat holds a card that scores when played: a suit card, a
// Wild or a Take a Hike.
func (s *State) scoringIn(seat int) bool {
	for _, c := range s.hands[seat] {
		if c.IsSuit() || c == Wild || c == Hike {
			return true
		}
	}
	return false
}

func (s *State) take(seat int, c Card) {
	h := s.hands[seat]
	i := slices.Index(h, c)
	s.hands[seat] = slices.Delete(h, i, i+1)
}

func (s *State) give(seat int, c Card) {
	h := append(s.hands[seat], c)
	sortCards(h)
	s.hands[seat] = h
}

// Legal lists the moves seat may make now, in a fixed order. Inside an open window the
// stamped moves carry At = the window's clock (the earliest stamp allowed; any later
// stamp is as legal). MoveTick is nobody's move and is not listed.
func (s *State) Legal(seat int) []Move {
	if s.phase == PhaseOver || seat < 0 || seat > 2 {
		return nil
	}
	at := 0
	if s.win.open {
		at = s.win.clock
	}
	var out []Move
	try := func(m Move) {
		m.Seat = seat
		if m.Kind.stamped() {
			m.At = at
		}
		if s.check(m) == nil {
			out = append(out, m)
		}
	}
	hand := slices.Compact(slices.Clone(s.hands[seat]))
	for _, c := range hand {
		switch c {
		case Hike:
			for r := 1; r <= 13; r++ {
				try(Move{Kind: MovePlay, Card: c, Rank: r})
			}
		case Room:
			for t := 0; t < 3; t++ {
				try(Move{Kind: MovePlay, Card: c, Target: t})
			}
		default:
			try(Move{Kind: MovePlay, Card: c})
		}
	}
	for _, c := range hand {
		try(Move{Kind: MoveMatch, Card: c})
	}
	try(Move{Kind: MoveBlock})
	try(Move{Kind: MoveWithdraw})
	for t := 0; t < 3; t++ {
		try(Move{Kind: MoveRoom, Target: t})
	}
	try(Move{Kind: MoveShield})
	try(Move{Kind: MoveCounter})
	try(Move{Kind: MoveSlap})
	try(Move{Kind: MovePass})
	for _, c := range hand {
		try(Move{Kind: MoveDiscard, Card: c})
	}
	return out
}
