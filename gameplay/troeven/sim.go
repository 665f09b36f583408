package troeven

import "math/bits"

// The hard bot's playouts run on full States it builds from its view (hard.go). These
// are the allocation-free pieces they need: the normal policy read from a State, a
// playout to the end of the round, and the round's value to a seat.

// knowledgeFor is what the seat deciding for position pos knows, as its View would
// show it: knowledgeOf(&v) for v = s.View(seat) equals s.knowledgeFor(s.turn)
// (TestKnowledgeFromStateMatchesView). It does not allocate.
func (s *State) knowledgeFor(pos int8) knowledge {
	seat := pos
	if pos == DummySeat {
		seat = s.caller()
	}
	k := knowledge{seat: int(seat), me: int(pos), solo: s.nPos == 3, dealer: int(s.dealer),
		caller: int(s.caller()), cutter: int(s.opponent()), done: int(s.done), trump: int(s.trump),
		own: s.hands[seat], void: s.shown, n: int(s.trickN)}
	if s.nPos == 4 {
		k.dummyUp = s.hands[DummySeat]
	}
	for j := 0; j < k.n; j++ {
		k.trick[j], k.by[j] = s.trick[j], int(s.trickBy[j])
	}
	k.unknown = deckMask(s.variant) &^ (k.own | k.dummyUp | s.played)
	k.hand = k.own
	if pos == DummySeat {
		k.hand = k.dummyUp
	}
	k.legal = s.legalMask(pos)
	return k
}

// playout plays the rest of a lookahead copy's round (s.sim) with the normal policy at
// every position, until every trick is taken.
func (s *State) playout() {
	for s.phase == PhasePlay && s.done < s.nTricks {
		pos := s.turn
		seat := pos
		if pos == DummySeat {
			seat = s.caller()
		}
		var c idx
		if l := s.legalMask(pos); l&(l-1) == 0 {
			c = idx(bits.TrailingZeros32(l))
		} else {
			k := s.knowledgeFor(pos)
			c = k.choose()
		}
		s.play(int(seat), c, nil)
	}
}

// Weights of a finished round's value to a seat (roundValue), in thousandths of a
// branch.
const (
	// valueBranch is one branch of the relative tally: the seat's own change against
	// the mean change of the other two.
	valueBranch = 1000
	// valueGame is reaching 0 first (split among seats reaching it together); another
	// seat reaching 0 costs as much.
	valueGame = 5000
	// valuePoint is one card point of margin over the best other side, so that among
	// playouts with the same result more points count.
	valuePoint = 10
)

// roundValue is what the finished round of a lookahead copy (every trick taken, not yet
// scored) is worth to seat: its tally change against the others'
// (docs/rules/troeven.md#scoring-with-a-dummy,
// docs/rules/troeven.md#scoring-without-a-dummy), the game won or lost when a tally
// reaches 0, and the card-point margin.
func (s *State) roundValue(seat int) int { return s.roundOutcome(seat).value }

// outcome is a finished lookahead round as seat sees it: its value (roundValue), the
// card points of seat's side and seat's own tally change (-1 one off, +1 one added).
type outcome struct {
	value, points, change int
}

// roundOutcome is the finished round of a lookahead copy as seat sees it.
func (s *State) roundOutcome(seat int) outcome {
	var change [3]int
	var pts [3]int // card points per side
	mine, sides := 0, 3
	c := s.caller()
	if s.nPos == 4 {
		sides = 2
		pts[SideCaller] = s.taken[c] + s.taken[DummySeat]
		pts[SideDealer] = s.taken[s.dealer] + s.taken[s.opponent()]
		switch {
		case pts[SideCaller] > pts[SideDealer]:
			change[c] = -1
		case pts[SideDealer] > pts[SideCaller]:
			change[s.dealer], change[s.opponent()], change[c] = -1, -1, +1
		}
		mine = s.sideOf(int8(seat))
	} else {
		copy(pts[:], s.taken[:3])
		top, ties := 0, 0
		for p := 1; p < 3; p++ {
			if pts[p] > pts[top] {
				top = p
			}
		}
		for p := 0; p < 3; p++ {
			if pts[p] == pts[top] {
				ties++
			}
		}
		if ties == 1 {
			change[top] = -1
			if top != int(c) {
				change[c] = +1
			}
		}
		mine = seat
	}
	v := -2 * change[seat]
	winners, iWin := 0, false
	for p := 0; p < 3; p++ {
		if p != seat {
			v += change[p]
		}
		if s.tally[p]+change[p] <= 0 {
			winners++
			iWin = iWin || p == seat
		}
	}
	v = v * valueBranch / 2
	switch {
	case iWin:
		v += valueGame / winners
	case winners > 0:
		v -= valueGame
	}
	best := -1
	for side := 0; side < sides; side++ {
		if side != mine {
			best = max(best, pts[side])
		}
	}
	return outcome{value: v + valuePoint*(pts[mine]-best), points: pts[mine], change: change[seat]}
}
