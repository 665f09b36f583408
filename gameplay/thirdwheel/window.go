package thirdwheel

import (
	"slices"

	"parlor/gameplay/cards"
)

// RaceState is the state of a window's Double-Down race.
type RaceState uint8

// The race states.
const (
	// RaceNone: no Double-Down race in this window.
	RaceNone RaceState = iota
	// RaceOpen: the next Duo player and the Third Wheel race to slap.
	RaceOpen
	// RaceDecided: the race is won (or the pair was broken by a Third Wheel answer).
	RaceDecided
)

func raceIf(b bool) RaceState {
	if b {
		return RaceOpen
	}
	return RaceNone
}

// sub is a stamped move waiting in a window's queue.
type sub struct {
	m   Move
	seq int
}

// window is a reaction window (see the package doc).
type window struct {
	id int
	// The flags and the race state sit together, so that a State (two windows) stays
	// small to copy (see State.Clone).
	open       bool
	snap       bool // the Third Wheel may answer the card (Snap Match)
	shieldOnly bool // opened after a base-game cancel, for the shield only
	duoSlapped bool
	twUsed     bool // the Third Wheel has made its answer (or its race slap)
	canShield  bool
	canCounter bool
	race       RaceState

	card     TableCard // the Duo card it answers (N 0: none)
	deadline int
	clock    int // every stamp before clock is settled; new stamps must be >= clock

	raceSeat   int // the Duo player who may race
	raceWinner int
	raceAt     int
	pair       [2]int // N of the pair's cards

	cancelDelta int
	shieldDelta int
	shieldSeat  int
	shieldAt    int

	pending []sub
	since   int // ms of the last resolved change (bots react from here)
	version int // counts resolved changes

	closedAt int
	closedBy int
	// after is when the window opened in the time of the window before it: the stamp of
	// the play that closed that one and opened this one (-1: it opened outside a window).
	after int
}

// openWindow opens a new window described by w (card, snap, race, shield fields).
func (s *State) openWindow(w window, ev *[]Event) {
	s.windows++
	s.carryLocks(s.windows)
	w.id, w.open, w.deadline = s.windows, true, s.windowMs
	w.raceWinner, w.shieldSeat, w.closedBy = -1, -1, -1
	if w.race == RaceOpen {
		n := len(s.table)
		w.pair = [2]int{s.table[n-1].N, s.table[n-2].N}
	}
	s.win = w
	*ev = append(*ev, WindowOpened{ID: w.id, Card: w.card, Snap: w.snap, Race: w.race == RaceOpen,
		RaceSeat: w.raceSeat, Shield: w.shieldOnly, Deadline: w.deadline})
}

// closeWindow closes the open window at `at` (by a seat's play, or -1) and handles
// everything still queued: too late (see late), or cancelled once the game is over.
func (s *State) closeWindow(at, by int, reason string, ev *[]Event) {
	rest := s.shutWindow(at, by, reason, ev)
	s.flushLate(rest, s.closed, ev)
}

// shutWindow closes the open window and returns what was still queued, by stamp (then
// seat), for flushLate.
func (s *State) shutWindow(at, by int, reason string, ev *[]Event) []sub {
	s.win.open = false
	s.win.closedAt, s.win.closedBy = at, by
	*ev = append(*ev, WindowClosed{ID: s.win.id, At: at, By: by, Reason: reason})
	rest := s.win.pending
	s.win.pending = nil
	s.closed = s.win
	slices.SortStableFunc(rest, func(a, b sub) int {
		if a.m.At != b.m.At {
			return a.m.At - b.m.At
		}
		return a.m.Seat - b.m.Seat
	})
	return rest
}

// flushLate handles the moves queued in the closed window old.
func (s *State) flushLate(rest []sub, old window, ev *[]Event) {
	for _, p := range rest {
		s.late(p, &old, ev)
	}
}

// advance is a tick: the clock of the open window moves to t. Everything stamped before
// t (and before the deadline) takes effect in stamp order; when t reaches the deadline
// the window closes at the deadline.
func (s *State) advance(t int, ev *[]Event) {
	id := s.win.id
	s.resolveDue(min(t, s.win.deadline), ev)
	if s.phase == PhaseOver || !s.win.open || s.win.id != id {
		return
	}
	if t >= s.win.deadline {
		if x, ok := s.answered(); ok && s.win.snap && !s.win.twUsed && !s.owes && x.Scoring() {
			s.letPass = append(s.letPass, x) // the Third Wheel had the whole pace
		}
		s.win.clock = s.win.deadline
		s.closeWindow(s.win.deadline, -1, "deadline", ev)
		return
	}
	s.win.clock = t
}

// resolveDue resolves the queued moves stamped before limit, earliest first; moves with
// the same stamp are put in an order drawn from the generator (a tie). When one of them
// closes the window, the close handles the others (see late).
func (s *State) resolveDue(limit int, ev *[]Event) {
	for s.win.open && s.phase != PhaseOver {
		first := -1
		for _, p := range s.win.pending {
			if p.m.At < limit && (first < 0 || p.m.At < first) {
				first = p.m.At
			}
		}
		if first < 0 {
			return
		}
		var group []sub
		for _, p := range s.win.pending {
			if p.m.At == first {
				group = append(group, p)
			}
		}
		slices.SortFunc(group, func(a, b sub) int { return a.m.Seat - b.m.Seat })
		if len(group) > 1 {
			cards.Shuffle(&s.rng, group)
		}
		s.win.clock = first
		id := s.win.id
		for _, p := range group {
			if !s.win.open || s.win.id != id || s.phase == PhaseOver {
				break
			}
			s.win.pending = slices.DeleteFunc(s.win.pending, func(q sub) bool { return q.seq == p.seq })
			s.resolve(p, ev)
		}
	}
}

// resolve carries out a queued move whose stamp has come, if it is still possible.
func (s *State) resolve(p sub, ev *[]Event) {
	m := p.m
	if err := s.valid(m); err != nil {
		if m.Kind == MoveShield && s.win.shieldSeat >= 0 {
			*ev = append(*ev, RaceLost{Seat: m.Seat, Move: m, At: m.At, Winner: s.win.shieldSeat,
				WinnerAt: s.win.shieldAt, ByMs: m.At - s.win.shieldAt, Race: "shield"})
		} else {
			*ev = append(*ev, Cancelled{Seat: m.Seat, Move: m, Reason: err.Rule})
		}
		s.bump(m.At)
		return
	}
	id := s.win.id
	s.exec(m, m.At, ev)
	if s.win.open && s.win.id == id {
		s.bump(m.At)
	}
}

func (s *State) bump(at int) {
	s.win.version++
	s.win.since = at
}

// late handles a queued move whose window w closed before its stamp came: a Duo
// player's play is made after the close; a slap lands after the close (slapClosed);
// any other move loses the race and does nothing.
func (s *State) late(p sub, w *window, ev *[]Event) {
	m := p.m
	switch {
	case s.phase == PhaseOver:
		*ev = append(*ev, Cancelled{Seat: m.Seat, Move: m, Reason: "game-over"})
	case m.Kind == MovePlay:
		if err := s.valid(m); err != nil {
			*ev = append(*ev, Cancelled{Seat: m.Seat, Move: m, Reason: err.Rule})
			return
		}
		s.exec(m, 0, ev)
	case m.Kind == MoveSlap:
		s.slapClosed(m, w, ev)
	default:
		*ev = append(*ev, RaceLost{Seat: m.Seat, Move: m, At: m.At, Winner: w.closedBy, WinnerAt: w.closedAt, ByMs: max(0, m.At-w.closedAt), Race: "window"})
	}
}

// settle closes a base-game window (one without Snap Match) as soon as nothing more can
// happen in it: no race to run, no shield or counter possible.
func (s *State) settle(at int, ev *[]Event) {
	w := &s.win
	if w.open && !w.snap && w.race != RaceOpen && !w.canShield && !w.canCounter && s.phase != PhaseOver {
		s.closeWindow(at, -1, "settled", ev)
	}
}
