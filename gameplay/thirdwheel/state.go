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

	// The small fields sit together, so that a State stays small to copy (see Clone).
	roles   [3]Role
	phase   Phase
	owes    bool
	playout bool

	seatOf [4]int // seat of each role (index Duo1, ThirdWheel, Duo2)
	deck   []Card // top first
	aside  []Card // set aside by the fair deck, face down, out of play
	hands  [3][]Card
	table  []TableCard
	out    []Card // out of the game, in the order they left
	blocks []int  // points each Awkward Silence block (block or counter) took, oldest first
	score  int
	floor  int
	plays  int // Duo cards played so far (TableCard.N)
	// letPass are the Duo cards the Third Wheel let go by since a card it did not
	// choose last came into its hand; unfinished, per seat, the gap a Duo player left
	// open at its last play (View.LetPass, View.Unfinished).
	letPass    []TableCard
	unfinished [3]int

	turn    int     // PhaseDuo: the Duo player to play; PhaseTW: the Third Wheel
	lastDuo int     // the Duo player who played last (-1 before the first card)
	twCard  int     // base game: N of the card the Third Wheel's turn answers
	result  *Result // set once, at the end of the game

	win     window
	closed  window // the last window that closed (for late moves)
	windows int    // windows opened so far (the last one's id)
	seq     int    // submissions so far
	locks   [3]lockout

	opening []Event
}

// New starts a game: it draws the roles from the seed, shuffles (or takes the stacked
// deck), deals 5 cards each, sets the fair deck's cards aside (the bottom of the deck)
// and lets Duo 1 draw for its first turn; Opening returns those events. Errors: Players other than 0 or 3, a pace out of range, a stacked deck
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
	if len(cfg.Deck) > 0 {
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
	if n := cfg.Options.SetAside(); n > 0 {
		k := len(s.deck) - n
		s.deck, s.aside = s.deck[:k:k], slices.Clone(s.deck[k:])
		ev = append(ev, SetAside{Count: n, Deck: len(s.deck)})
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
	c.aside = slices.Clone(s.aside)
	for i := range s.hands {
		c.hands[i] = slices.Clone(s.hands[i])
	}
	c.table = slices.Clone(s.table)
	c.out = slices.Clone(s.out)
	c.blocks = slices.Clone(s.blocks)
	c.letPass = slices.Clone(s.letPass)
	if s.result != nil {
		r := *s.result
		r.Winners = slices.Clone(r.Winners)
		c.result = &r
	}
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
	if s.result == nil {
		return Result{}
	}
	r := *s.result
	r.Winners = slices.Clone(r.Winners)
	return r
}

// Score is the shared score (0..100) and Floor the Double-Down floor (0 until a Duo
// player wins a race).
func (s *State) Score() int { return s.score }

// Floor is the Double-Down floor: the score never drops below it
// (docs/rules/thirdwheel.md#double-down).
func (s *State) Floor() int { return s.floor }

// DeckSize is the number of cards left in the deck.
func (s *State) DeckSize() int { return len(s.deck) }

// Aside is the number of cards the fair deck set aside (Options.SetAside).
func (s *State) Aside() int { return len(s.aside) }

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
