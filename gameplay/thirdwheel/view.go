package thirdwheel

import "slices"

// WindowView is the public state of the current (or last) reaction window, plus the
// viewing seat's own queued move. Times are ms since the window opened.
type WindowView struct {
	// ID numbers the windows from 1; 0 means no window has opened yet.
	ID int
	// Open: the window is open; stamped moves go into its queue.
	Open bool
	// Snap: the Third Wheel may answer Card (Snap Match). Shield: the window was opened
	// after a base-game cancel, for the shield only.
	Snap, Shield bool
	// Card is the Duo card the window answers (N 0 for a shield window).
	Card TableCard
	// Deadline is when the window closes at the latest; Clock is how far its time has
	// been settled: a new stamp must be Clock or later. The race meter runs from Clock
	// to Deadline.
	Deadline, Clock int
	// Since is the stamp of the last change resolved in the window (0 at the start);
	// Version counts those changes. Bots react from Since and re-plan when Version
	// changes.
	Since, Version int
	// Race is the Double-Down race: RaceSeat (the next Duo player) against the Third
	// Wheel; once decided, RaceWinner won it at RaceAt ms.
	Race       RaceState
	RaceSeat   int
	RaceWinner int
	RaceAt     int
	// TWAnswered: the Third Wheel has made its one answer in this window.
	TWAnswered bool
	// CanShield: a cancel took Cancelled points and a Duo player may still shield it;
	// CanCounter: a shield was played and the Third Wheel may still counter it.
	CanShield  bool
	Cancelled  int
	CanCounter bool
	// Pending holds the viewing seat's own queued move (at most one); the others'
	// queued moves are never shown.
	Pending []Move
	// ClosedAt and ClosedBy tell how a closed window ended (ClosedBy -1: the clock or
	// the rules).
	ClosedAt, ClosedBy int
}

// View is everything one seat may see, and nothing else: its own hand, how many cards
// every hand and the deck hold (never the deck's order), the table, the cards out of
// the game (all were shown face up), the score and floor, the roles, the reaction
// window, and the result. Bots and the table scene decide from views only. A View shares
// no memory with the State.
type View struct {
	Seat int
	// Role is the seat's role (0 for a spectator); Roles is every seat's.
	Role    Role
	Roles   [3]Role
	Options Options
	// WindowMs is the reaction window's length (the pace).
	WindowMs int
	Phase    Phase
	// Turn is the seat on turn (State.Turn); ToMove the seat whose unstamped move the
	// game waits for (State.ToMove, -1 while a window is open).
	Turn, ToMove int
	// Hand is the seat's own cards, sorted.
	Hand []Card
	// HandSizes is how many cards each seat holds; Deck how many the deck holds.
	HandSizes [3]int
	Deck      int
	// Aside is how many cards the fair deck set aside, face down and out of play
	// (Options.SetAside; 0 without it). They are never shown.
	Aside int
	// Table is the Duo's cards on the table, bottom first (the last one is on top).
	Table []TableCard
	// Out lists the cards out of the game, oldest first: matched, cancelled, withdrawn,
	// discarded, and the Third Wheel's and shields' action cards.
	Out []Card
	// Blocks are the points each Awkward Silence block (or counter) took, oldest first;
	// a Duo Talking Too Much gives back the last one.
	Blocks []int
	// LetPass are the Duo cards the Third Wheel let go by when it had its chance to
	// answer them (it passed on its turn, or a Snap Match window ran to its deadline
	// without its answer), since a card it did not choose last came into its hand (a
	// replacement draw, a Read the Room swap); oldest first. Everyone saw it happen: a
	// Third Wheel that lets a 7 go by usually holds no 7.
	LetPass []TableCard
	// Unfinished is, per Duo seat, the gap (100 - score, 1..14) it faced at its last
	// play and did not close (0: none): it held no card worth exactly that then.
	Unfinished [3]int
	// Score is the shared score, Floor the Double-Down floor.
	Score, Floor int
	// PlayOut: the deck ran out and the Duo plays on from their hands.
	PlayOut bool
	// Owes: the Third Wheel owes a discard for a missed slap.
	Owes bool
	// LockedUntil is, per seat, its slap lockout after a miss
	// (docs/rules/thirdwheel.md#false-slaps; 0: it may slap): while a window is open,
	// the ms of its clock before which that seat's slaps are refused; while none is
	// open, the ms of lockout left, which run from the next window's 0 (the core's
	// game time is the windows' clocks: it stands still between windows). A table
	// shows the lockout from it.
	LockedUntil [3]int
	// Windows is how many windows have opened; Window is the current or last one.
	Windows int
	Window  WindowView
	// Result is the outcome once Phase is PhaseOver.
	Result Result
	// Legal is what this seat may do now (State.Legal).
	Legal []Move
}

// View returns what seat (0..2) may see. Any other seat gets a spectator's view: no hand,
// no legal moves.
func (s *State) View(seat int) View {
	v := View{
		Seat: seat, Roles: s.roles, Options: s.opts, WindowMs: s.windowMs, Phase: s.phase,
		Turn: s.Turn(), ToMove: s.ToMove(), Deck: len(s.deck), Aside: len(s.aside),
		Table: slices.Clone(s.table), Out: slices.Clone(s.out), Blocks: slices.Clone(s.blocks),
		LetPass: slices.Clone(s.letPass), Unfinished: s.unfinished,
		Score: s.score, Floor: s.floor, PlayOut: s.playout, Owes: s.owes, Windows: s.windows,
		Result: s.Result(), Hand: []Card{},
	}
	for i := range s.hands {
		v.HandSizes[i] = len(s.hands[i])
		v.LockedUntil[i] = s.lockedUntil(i)
	}
	if seat >= 0 && seat <= 2 {
		v.Role = s.roles[seat]
		v.Hand = slices.Clone(s.hands[seat])
		v.Legal = s.Legal(seat)
	}
	w := s.win
	v.Window = WindowView{
		ID: w.id, Open: w.open, Snap: w.snap, Shield: w.shieldOnly, Card: w.card,
		Deadline: w.deadline, Clock: w.clock, Since: w.since, Version: w.version,
		Race: w.race, RaceSeat: w.raceSeat, RaceWinner: w.raceWinner, RaceAt: w.raceAt,
		TWAnswered: w.twUsed, CanShield: w.canShield, CanCounter: w.canCounter,
		ClosedAt: w.closedAt, ClosedBy: w.closedBy,
	}
	if w.canShield {
		v.Window.Cancelled = w.cancelDelta
	}
	for _, p := range w.pending {
		if p.m.Seat == seat {
			v.Window.Pending = append(v.Window.Pending, p.m)
		}
	}
	return v
}

// SeatOf is the seat playing role r (0 if none).
func (v *View) SeatOf(r Role) int {
	for seat, x := range v.Roles {
		if x == r {
			return seat
		}
	}
	return 0
}

// Partner is the other Duo player of the Duo seat seat.
func (v *View) Partner(seat int) int {
	if v.Roles[seat] == Duo1 {
		return v.SeatOf(Duo2)
	}
	return v.SeatOf(Duo1)
}

// Top is the top table card (ok false when the table is empty).
func (v *View) Top() (TableCard, bool) {
	if len(v.Table) == 0 {
		return TableCard{}, false
	}
	return v.Table[len(v.Table)-1], true
}

// SlapRefusal says why a player in role may never slap at a table with options o
// (slaps exist only with Snap Match, for the Third Wheel, and with Double-Down, for the
// next Duo player and the Third Wheel: docs/rules/thirdwheel.md#snap-match,
// docs/rules/thirdwheel.md#double-down), or "" when a slap may be allowed and the rules
// judge it when it is made (window open, race on, late slap, …).
func SlapRefusal(role Role, o Options) string {
	switch {
	case !o.Snap && !o.DoubleDown:
		return "Nobody slaps at this table: Snap Match and Double-Down are both off"
	case role != ThirdWheel && !o.DoubleDown:
		return "Only the Third Wheel slaps in Snap Match (Double-Down is off)"
	}
	return ""
}

// CanSlap reports whether seat's slap can count now
// (docs/rules/thirdwheel.md#false-slaps): the open window runs a Double-Down race and
// seat is its Duo player or the Third Wheel, or it is a Snap Match window the Third
// Wheel has not yet answered and seat is the Third Wheel.
func (v *View) CanSlap(seat int) bool {
	w := &v.Window
	if !w.Open || v.Phase == PhaseOver || seat < 0 || seat > 2 {
		return false
	}
	if w.Race == RaceOpen && (w.RaceSeat == seat || v.Roles[seat] == ThirdWheel) {
		return true
	}
	return w.Snap && v.Roles[seat] == ThirdWheel && !w.TWAnswered
}

// Landing is how far score is from exactly Target (the Duo wins on it,
// docs/rules/thirdwheel.md#the-score), and the value of the one card that lands it (a
// rank 1–13, or a Wild's 14), or 0 when no single card can (too far, there already, or
// over).
func Landing(score int) (need, card int) {
	need = Target - score
	if need >= 1 && need <= Wild.Value() {
		card = need
	}
	return need, card
}

// PairOnTop reports whether the two top table cards pair (a snap, or a Double-Down).
func (v *View) PairOnTop() bool {
	n := len(v.Table)
	return n >= 2 && pairs(v.Table[n-1], v.Table[n-2])
}

// NextDuo is the Duo player who plays the next card: the seat on turn in PhaseDuo (with
// Snap Match it drew as the last card landed), else the partner of the player of the
// top card.
func (v *View) NextDuo() int {
	if v.Phase == PhaseDuo {
		return v.Turn
	}
	if t, ok := v.Top(); ok {
		return v.Partner(t.Seat)
	}
	return v.SeatOf(Duo1)
}
