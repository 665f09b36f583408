package thirdwheel

import (
	"slices"

	"parlor/gameplay/cards"
)

// State is a whole game of Third Wheel: every hand, the deck, the table, the score, the
// open reaction window and the generator. Only the game's own code reads it; players
// and bots get a View.
type State struct {
	opts     Options
	windowMs int
	seed     uint64
	rng      cards.RNG

	roles  [3]Role
	seatOf [4]int // seat of each role (index Duo1, ThirdWheel, Duo2)
	deck   []Card // top first
	hands  [3][]Card
	table  []TableCard
	out    []Card // out of the game, in the order they left
	blocks []int  // points each Awkward Silence block (block or counter) took, oldest first
	score  int
	floor  int
	plays  int // Duo cards played so far (TableCard.N)

	phase   Phase
	turn    int // PhaseDuo: the Duo player to play; PhaseTW: the Third Wheel
	lastDuo int // the Duo player who played last (-1 before the first card)
	twCard  int // base game: N of the card the Third Wheel's turn answers
	owes    bool
	playout bool
	result  Result

	win     window
	closed  window // the last window that closed (for late moves)
	windows int    // windows opened so far (the last one's id)
	seq     int    // submissions so far

	opening []Event
}

// New starts a game: it draws the roles from the seed, shuffles (or takes the stacked
// deck), deals 5 cards each and lets Duo 1 draw for its first turn; Opening returns
// those events. Errors: Players other than 0 or 3, a pace out of range, a stacked deck
// that is not exactly the deck of the options (the error names the card).
func New(cfg Config) (*State, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	s := &State{opts: cfg.Options, windowMs: cfg.Options.WindowMs(), seed: cfg.Seed, rng: cards.NewRNG(cfg.Seed), lastDuo: -1}
	perm := [3]Role{Duo1, ThirdWheel, Duo2}
	cards.Shuffle(&s.rng, perm[:])
	s.roles = perm
	for seat, r := range perm {
		s.seatOf[r] = seat
	}
	if cfg.Deck != nil {
		s.deck = slices.Clone(cfg.Deck)
	} else {
		s.deck = NewDeck(cfg.Options.Actions)
		cards.Shuffle(&s.rng, s.deck)
	}
	ev := []Event{RolesDrawn{Roles: s.roles}}
	order := [3]int{s.seatOf[Duo1], s.seatOf[ThirdWheel], s.seatOf[Duo2]}
	for k := 0; k < HandSize*3; k++ {
		seat := order[k%3]
		s.hands[seat] = append(s.hands[seat], s.deck[k])
	}
	s.deck = s.deck[HandSize*3:]
	for _, seat := range order {
		sortCards(s.hands[seat])
		ev = append(ev, Dealt{Seat: seat, Count: HandSize, Cards: slices.Clone(s.hands[seat])})
	}
	s.startDuoTurn(s.seatOf[Duo1], &ev)
	s.opening = ev
	return s, nil
}

// Opening returns the events of the start made by New (roles, the deal, Duo 1's first
// draw), unredacted; pass each through Redact for a seat.
func (s *State) Opening() []Event { return slices.Clone(s.opening) }

// Clone returns an independent copy of the game, the generator included.
func (s *State) Clone() *State {
	c := *s
	c.deck = slices.Clone(s.deck)
	for i := range s.hands {
		c.hands[i] = slices.Clone(s.hands[i])
	}
	c.table = slices.Clone(s.table)
	c.out = slices.Clone(s.out)
	c.blocks = slices.Clone(s.blocks)
	c.result.Winners = slices.Clone(s.result.Winners)
	c.win.pending = slices.Clone(s.win.pending)
	c.opening = slices.Clone(s.opening)
	return &c
}

// Options are the house rules in force.
func (s *State) Options() Options { return s.opts }

// Seed is the game's seed.
func (s *State) Seed() uint64 { return s.seed }

// Roles is each seat's role (index = seat).
func (s *State) Roles() [3]Role { return s.roles }

// SeatOf is the seat playing role r.
func (s *State) SeatOf(r Role) int { return s.seatOf[r] }

// Phase is what the game waits for.
func (s *State) Phase() Phase { return s.phase }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == PhaseOver }

// Result is the outcome once Over (the zero Result before).
func (s *State) Result() Result {
	r := s.result
	r.Winners = slices.Clone(r.Winners)
	return r
}

// Score is the shared score (0..100) and Floor the Double-Down floor (0 until a Duo
// player wins a race).
func (s *State) Score() int { return s.score }

// Floor is the Double-Down floor: the score never drops below it (RULES.md §3).
func (s *State) Floor() int { return s.floor }

// DeckSize is the number of cards left in the deck.
func (s *State) DeckSize() int { return len(s.deck) }

// Turn is the seat on turn: the Duo player to play (PhaseDuo) or the Third Wheel
// (PhaseTW); -1 once the game is over. A window may be open at the same time.
func (s *State) Turn() int {
	if s.phase == PhaseOver {
		return -1
	}
	return s.turn
}

// ToMove is the seat whose unstamped move the game waits for: the Third Wheel while it
// owes a discard; else, when no window is open, the seat on turn. It is -1 while a
// window is open (the game then moves on with stamped moves and ticks) and once the
// game is over.
func (s *State) ToMove() int {
	switch {
	case s.phase == PhaseOver:
		return -1
	case s.owes:
		return s.seatOf[ThirdWheel]
	case s.win.open:
		return -1
	}
	return s.turn
}

// Apply checks m against the rules. A move that breaks one returns a *RuleError and
// changes nothing. Otherwise it returns the events m caused, in order. While a window
// is open, a stamped move is only queued (the events are a Submitted); it takes effect
// when a tick passes its stamp. See the package doc.
func (s *State) Apply(m Move) ([]Event, error) {
	if err := s.check(m); err != nil {
		return nil, err
	}
	ev := make([]Event, 0, 4)
	s.apply(m, &ev)
	return ev, nil
}

// Check reports whether Apply would accept m (nil) or why not, changing nothing.
func (s *State) Check(m Move) error {
	if err := s.check(m); err != nil {
		return err
	}
	return nil
}

func (s *State) apply(m Move, ev *[]Event) {
	switch {
	case m.Kind == MoveTick:
		s.advance(m.At, ev)
	case s.win.open && m.Kind.stamped():
		s.seq++
		s.win.pending = append(s.win.pending, sub{m: m, seq: s.seq})
		*ev = append(*ev, Submitted{Seat: m.Seat, Move: m, Window: s.win.id})
	default:
		s.exec(m, m.At, ev)
	}
}

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
	case MoveShield:
		switch {
		case !role.IsDuo():
			return reject(RuleNotDuo, m, "only the Duo shields")
		case !s.opts.Actions:
			return reject(RuleNoActions, m, "action cards are not in play")
		case !s.holds(seat, Silence):
			return reject(RuleNotInHand, m, "you hold no Awkward Silence")
		case !s.win.open || !s.win.canShield:
			return reject(RuleNoCancel, m, "a shield answers a Third Wheel cancel, inside its window")
		}
		return nil
	case MoveCounter:
		switch {
		case !tw:
			return reject(RuleNotTw, m, "only the Third Wheel counters a shield")
		case !s.opts.Actions:
			return reject(RuleNoActions, m, "action cards are not in play")
		case !s.holds(seat, Silence):
			return reject(RuleNotInHand, m, "you hold no Awkward Silence")
		case !s.win.open || !s.win.canCounter:
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

// validSlap checks a slap: the Third Wheel's (Snap Match, or a Double-Down race) or the
// racing Duo player's.
func (s *State) validSlap(m Move) *RuleError {
	if s.playout {
		return reject(RulePlayOut, m, "the deck is empty: nobody slaps any more")
	}
	w := &s.win
	if s.roles[m.Seat] == ThirdWheel {
		switch {
		case w.open && (w.snap || w.race != RaceNone):
			if w.twUsed {
				return reject(RuleOneResponse, m, "you have already answered this card")
			}
			return nil
		case w.open:
			return reject(RuleNoRace, m, "no Double-Down race is on")
		case s.opts.Snap && s.windows > 0:
			return nil // a late slap: a miss
		case s.opts.Snap:
			return reject(RuleNoWindow, m, "nothing has been played yet")
		}
		return reject(RuleNoRace, m, "no Double-Down race is on")
	}
	switch {
	case !w.open || w.race == RaceNone:
		return reject(RuleNoRace, m, "no Double-Down race is on")
	case m.Seat != w.raceSeat:
		return reject(RuleNoRace, m, "only the next Duo player races the Third Wheel")
	case w.duoSlapped:
		return reject(RuleOneResponse, m, "you have already slapped in this race")
	}
	return nil
}

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

// startDuoTurn gives the turn to the Duo player seat, who draws (RULES.md §3); an empty
// deck ends the game or starts Play Out Hands. It reports whether the game goes on.
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
	s.result = r
	*ev = append(*ev, GameOver{Result: s.Result()})
}

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
// rank, or one of them is a Wild (RULES.md §3: a Wild snaps with anything).
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
