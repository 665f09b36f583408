package thirdwheel

import "slices"

// lockout is a seat's slap lockout after a miss (docs/rules/thirdwheel.md#false-slaps):
// no slap stamped before until ms on the clock of window win.
type lockout struct{ win, until int }

// slap carries out a slap whose stamp has come, or, while no window is open, a slap made
// at once (see slapClosed).
func (s *State) slap(m Move, at int, ev *[]Event) {
	seat, role := m.Seat, s.roles[m.Seat]
	w := &s.win
	if !w.open {
		s.slapClosed(m, w, ev)
		return
	}
	sl := Slapped{Seat: seat, Role: role, At: at, Window: w.id}
	sl.Top, sl.Under = s.topTwo()
	racer := role == ThirdWheel || (w.race != RaceNone && seat == w.raceSeat)
	if role == ThirdWheel {
		w.twUsed = true
	} else if racer {
		w.duoSlapped = true
	}
	switch {
	case racer && w.race == RaceDecided:
		sl.Outcome = SlapLost
		*ev = append(*ev, sl, RaceLost{Seat: seat, Move: m, At: at, Winner: w.raceWinner, WinnerAt: w.raceAt, ByMs: at - w.raceAt, Race: "doubledown"})
		s.settle(at, ev)
	case racer && w.race == RaceOpen:
		s.winRace(sl, at, ev)
	case role == ThirdWheel && w.snap && sl.Top.N == w.card.N && w.card.N > 0 && pairs(sl.Top, sl.Under):
		s.snap(sl, at, ev)
	default:
		sl.Outcome = SlapMiss
		s.missCost(sl, w, at, ev)
		s.settle(at, ev)
	}
}

// winRace: the slap sl won the open Double-Down race. A Duo winner freezes the score as
// the floor; a Third Wheel winner takes both cards of the pair off the table.
func (s *State) winRace(sl Slapped, at int, ev *[]Event) {
	w := &s.win
	w.race, w.raceWinner, w.raceAt = RaceDecided, sl.Seat, at
	sl.Outcome = SlapDoubleDown
	*ev = append(*ev, sl)
	if sl.Role.IsDuo() {
		s.floor = max(s.floor, s.score)
		*ev = append(*ev, DoubleDown{Seat: sl.Seat, Role: sl.Role, Floor: s.floor, Score: s.score})
		s.settle(at, ev)
		return
	}
	n := len(s.table)
	pair := slices.Clone(s.table[n-2:])
	s.table = s.table[:n-2]
	s.out = append(s.out, pair[1].Card, pair[0].Card)
	d := s.subtract(pair[0].Value + pair[1].Value)
	*ev = append(*ev, DoubleDown{Seat: sl.Seat, Role: sl.Role, Floor: s.floor, Removed: pair, Subtracted: d, Score: s.score})
	s.twDone(d, at, ev)
}

// snap: the Third Wheel's slap sl hit a pair (Snap Match): the card just played is
// cancelled. When either card of the pair is a Wild, both are cancelled
// (docs/rules/thirdwheel.md#wild-snaps-once), so an uncovered Wild never pairs
// with every later card.
func (s *State) snap(sl Slapped, at int, ev *[]Event) {
	sl.Outcome = SlapSnap
	*ev = append(*ev, sl)
	x := s.removeTop(at)
	s.out = append(s.out, x.Card)
	v := x.Value
	var under TableCard
	if x.Card == Wild || sl.Under.Card == Wild {
		under = s.removeTop(at)
		s.out = append(s.out, under.Card)
		v += under.Value
	}
	d := s.subtract(v)
	*ev = append(*ev, Snapped{Seat: sl.Seat, Target: x, Under: under, Removed: d, Score: s.score})
	s.twDone(d, at, ev)
}

// slapClosed is a slap that lands after its window w closed: queued in w and overtaken
// by its close (late), or made while no window is open (w is then the last window, or
// the zero window before the first). A racer's first slap after its race was decided
// lost that race and costs nothing; any other is a miss (SlapLate once a window has
// opened, else SlapMiss) and costs (missCost). RaceLost tells the slapper what it was
// late for, once a window has opened.
func (s *State) slapClosed(m Move, w *window, ev *[]Event) {
	seat, role := m.Seat, s.roles[m.Seat]
	sl := Slapped{Seat: seat, Role: role, At: m.At, Window: w.id, Outcome: SlapLate}
	sl.Top, sl.Under = s.topTwo()
	winner, winAt, race := w.closedBy, w.closedAt, "window"
	isRacer := w.race == RaceDecided && (role == ThirdWheel || seat == w.raceSeat)
	first := (role == ThirdWheel && !w.twUsed) || (role.IsDuo() && !w.duoSlapped)
	switch {
	case isRacer && first:
		sl.Outcome = SlapLost
		winner, winAt, race = w.raceWinner, w.raceAt, "doubledown"
		if role == ThirdWheel {
			w.twUsed = true
		} else {
			w.duoSlapped = true
		}
		*ev = append(*ev, sl)
	case s.playout:
		*ev = append(*ev, sl) // the deck is out: nobody slaps any more, nothing is owed
	default:
		if w.id == 0 {
			sl.Outcome = SlapMiss
		}
		s.missCost(sl, w, m.At, ev)
	}
	if w.id > 0 {
		*ev = append(*ev, RaceLost{Seat: seat, Move: m, At: m.At, Winner: winner, WinnerAt: winAt, ByMs: max(0, m.At-winAt), Race: race})
	}
}

// missCost makes a false slap sl (stamped at in window w's time) cost
// (docs/rules/thirdwheel.md#false-slaps), then reports it: the Third Wheel owes a
// discard of its choice; a Duo player, or a Third Wheel with no card to discard, is
// locked out of slapping for LockoutMs of game time (see lockOut).
func (s *State) missCost(sl Slapped, w *window, at int, ev *[]Event) {
	if sl.Role == ThirdWheel && len(s.hands[sl.Seat]) > 0 {
		sl.Penalty = !s.owes
		*ev = append(*ev, sl)
		if sl.Penalty {
			s.owes = true
			*ev = append(*ev, PenaltyOwed{Seat: sl.Seat})
		}
		return
	}
	s.lockOut(sl.Seat, w, at)
	sl.Lockout = true
	*ev = append(*ev, sl)
}

// lockOut locks seat out of slapping for LockoutMs of game time from its miss, stamped
// at in window w's time. Game time is the windows' clocks: in the window the miss was
// made in; in the next one when the play that closed w opened it (at the same instant,
// so w's time at is the new window's at - w.closedAt); and while no window is open the
// clock stands still, so the whole lockout waits for the next window (see carryLocks).
func (s *State) lockOut(seat int, w *window, at int) {
	cur := &s.win
	switch {
	case cur.open && cur.id == w.id:
		s.locks[seat] = lockout{cur.id, at + LockoutMs}
	case cur.open && cur.id == w.id+1 && w.closedBy >= 0:
		s.locks[seat] = lockout{cur.id, max(0, at-w.closedAt) + LockoutMs}
	case cur.open:
		s.locks[seat] = lockout{cur.id, cur.clock + LockoutMs}
	default:
		s.locks[seat] = lockout{cur.id, cur.closedAt + LockoutMs}
	}
}

// carryLocks moves what is left of each lockout into the window about to open (id): the
// time between two windows does not count.
func (s *State) carryLocks(id int) {
	prev := &s.win
	for seat, l := range s.locks {
		if l.win == prev.id && l.until > prev.closedAt {
			s.locks[seat] = lockout{id, l.until - prev.closedAt}
		} else {
			s.locks[seat] = lockout{}
		}
	}
}

// lockedOut reports whether seat may not slap at the stamp at (in the open window's
// time; while no window is open, any time).
func (s *State) lockedOut(seat, at int) bool {
	l := s.locks[seat]
	switch {
	case l.win != s.win.id:
		return false
	case s.win.open:
		return at < l.until
	}
	return l.until > s.win.closedAt
}

// lockedUntil is seat's lockout as View.LockedUntil shows it.
func (s *State) lockedUntil(seat int) int {
	l := s.locks[seat]
	switch {
	case l.win != s.win.id:
		return 0
	case s.win.open:
		if l.until > s.win.clock {
			return l.until
		}
		return 0
	}
	return max(0, l.until-s.win.closedAt)
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
