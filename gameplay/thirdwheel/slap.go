package thirdwheel

import "slices"

// lateSlap is a slap after its window closed: with Snap Match a Third Wheel slap is a
// miss (RULES.md §3), any other does nothing.
func (s *State) lateSlap(m Move, w *window, ev *[]Event) {
	sl := Slapped{Seat: m.Seat, Role: s.roles[m.Seat], At: m.At, Window: w.id, Outcome: SlapLate}
	sl.Top, sl.Under = s.topTwo()
	penalty := s.roles[m.Seat] == ThirdWheel && s.opts.Snap && !s.playout && !s.owes
	if penalty && len(s.hands[m.Seat]) > 0 {
		sl.Penalty = true
	}
	*ev = append(*ev, sl)
	if sl.Penalty {
		s.owes = true
		*ev = append(*ev, PenaltyOwed{Seat: m.Seat})
	}
}

// slap carries out a slap whose stamp has come (or, outside any window, a late slap).
func (s *State) slap(m Move, at int, ev *[]Event) {
	seat, role := m.Seat, s.roles[m.Seat]
	w := &s.win
	if !w.open {
		s.lateSlap(m, w, ev)
		*ev = append(*ev, RaceLost{Seat: seat, Move: m, At: at, Winner: w.closedBy, WinnerAt: w.closedAt, ByMs: max(0, at-w.closedAt), Race: "window"})
		return
	}
	sl := Slapped{Seat: seat, Role: role, At: at, Window: w.id}
	sl.Top, sl.Under = s.topTwo()
	if role == ThirdWheel {
		w.twUsed = true
	} else {
		w.duoSlapped = true
	}
	switch {
	case w.race == RaceDecided:
		sl.Outcome = SlapLost
		*ev = append(*ev, sl, RaceLost{Seat: seat, Move: m, At: at, Winner: w.raceWinner, WinnerAt: w.raceAt, ByMs: at - w.raceAt, Race: "doubledown"})
		s.settle(at, ev)
	case w.race == RaceOpen:
		w.race, w.raceWinner, w.raceAt = RaceDecided, seat, at
		sl.Outcome = SlapDoubleDown
		*ev = append(*ev, sl)
		if role.IsDuo() {
			s.floor = max(s.floor, s.score)
			*ev = append(*ev, DoubleDown{Seat: seat, Role: role, Floor: s.floor, Score: s.score})
			s.settle(at, ev)
			return
		}
		n := len(s.table)
		pair := slices.Clone(s.table[n-2:])
		s.table = s.table[:n-2]
		s.out = append(s.out, pair[1].Card, pair[0].Card)
		d := s.subtract(pair[0].Value + pair[1].Value)
		*ev = append(*ev, DoubleDown{Seat: seat, Role: role, Floor: s.floor, Removed: pair, Subtracted: d, Score: s.score})
		s.twDone(d, at, ev)
	case sl.Top.N == w.card.N && w.card.N > 0 && pairs(sl.Top, sl.Under):
		sl.Outcome = SlapSnap
		*ev = append(*ev, sl)
		x := s.removeTop(at)
		s.out = append(s.out, x.Card)
		d := s.subtract(x.Value)
		*ev = append(*ev, Snapped{Seat: seat, Target: x, Removed: d, Score: s.score})
		s.twDone(d, at, ev)
	default:
		sl.Outcome = SlapMiss
		if len(s.hands[seat]) > 0 {
			sl.Penalty = true
		}
		*ev = append(*ev, sl)
		if sl.Penalty {
			s.owes = true
			*ev = append(*ev, PenaltyOwed{Seat: seat})
		}
		s.settle(at, ev)
	}
}

// topTwo are the top table card and the one under it (zero TableCards when missing).
func (s *State) topTwo() (top, under TableCard) {
	n := len(s.table)
	if n >= 1 {
		top = s.table[n-1]
	}
	if n >= 2 {
		under = s.table[n-2]
	}
	return top, under
}

// raceBroken: a Third Wheel answer took a card of the open race's pair off the table:
// the race is over, the Third Wheel's.
func (s *State) raceBroken(n, at int) {
	w := &s.win
	if w.open && w.race == RaceOpen && (w.pair[0] == n || w.pair[1] == n) {
		w.race, w.raceWinner, w.raceAt = RaceDecided, s.seatOf[ThirdWheel], at
	}
}
