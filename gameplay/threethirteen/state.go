package threethirteen

import (
	"fmt"
	"slices"

	"parlor/gameplay/cards"
	"parlor/internal/enum"
)

// Game shape constants (docs/rules/threethirteen.md#players-and-decks,
// docs/rules/threethirteen.md#rounds-and-wild-cards).
const (
	MinPlayers = 2
	MaxPlayers = 6
	// Rounds is the number of regular rounds.
	Rounds = 11
	// TiebreakRound is the round number of the extra deciding round (option tiebreak-round).
	TiebreakRound = Rounds + 1
	// maxHand is the largest hand ever held: 13 cards plus the one drawn.
	maxHand = 14
)

// DecksFor is the number of standard 52-card decks shuffled together for a table of
// players: 1 for 2 players, 2 for 3–4, 3 for 5–6
// (docs/rules/threethirteen.md#players-and-decks).
func DecksFor(players int) int {
	switch {
	case players <= 2:
		return 1
	case players <= 4:
		return 2
	}
	return 3
}

// HandSizeFor is the number of cards dealt to each player in round (1..11: round+2; the
// tiebreak round 12 deals 13).
func HandSizeFor(round int) int {
	if round >= TiebreakRound {
		return 13
	}
	return round + 2
}

// WildFor is the wild rank of round: the rank equal to the hand size, 3..10, then J, Q, K
// (docs/rules/threethirteen.md#rounds-and-wild-cards); kings in the tiebreak round
// (docs/rules/threethirteen.md#tiebreak-round).
func WildFor(round int) cards.Rank { return cards.Rank(HandSizeFor(round)) }

// Phase is where the player on turn is within the turn.
type Phase uint8

// The phases of a turn.
const (
	// PhaseDraw: the player on turn must draw (stock or discard pile).
	PhaseDraw Phase = iota + 1
	// PhaseDiscard: the player on turn has drawn and must discard (or go out).
	PhaseDiscard
	// PhaseOver: the game has ended.
	PhaseOver
)

func (p Phase) String() string { return enum.Name(p, "Phase", "", "draw", "discard", "over") }

// Config sets up a game.
type Config struct {
	// Players is the number of seats, 2..6.
	Players int
	// Options are the table options.
	Options Options
	// Seed seeds the game's generator: first dealer, shuffles, stock rebuilds.
	Seed uint64
	// Decks optionally stacks the deal: Decks[i] is the whole shoe for round i+1 (index
	// 11 is the tiebreak round), top card first, and must be exactly DecksFor(Players)
	// standard decks. A missing or empty entry is shuffled from the seed as usual.
	Decks [][]cards.Card
	// FixedDealer makes FirstDealer (0..Players-1) the first dealer. Without it the
	// first dealer is drawn from the seed and FirstDealer must be 0 or -1 (ignored).
	FixedDealer bool
	FirstDealer int
}

// State is a whole game of Three-Thirteen: every hand, the stock in order, the discard
// pile, the scores and the generator. Scenes and bots must not read it directly: they
// get a View. A State is not safe for concurrent use; Clone copies it.
type State struct {
	players int
	opts    Options
	decks   [][]cards.Card
	rng     cards.RNG

	round    int
	dealer   int
	turn     int
	phase    Phase
	took     cards.Card // the card taken from the discard pile this turn; zero otherwise
	outSeat  int        // the first seat to go out this round, -1 before
	lastLeft int        // last turns still to be played after outSeat went out

	hands   [][]cards.Card
	stock   []cards.Card // top card last
	discard []cards.Card // top card last

	taken  [][]cards.Card // per seat, cards taken from the discard pile this round
	thrown [][]cards.Card // per seat, cards discarded this round

	scores   [][]int // per finished round, per seat
	totals   []int
	reveal   []Arrangement // the hands revealed at the end of the last finished round
	leaders  []int         // the seats tied for the lead when the tiebreak round began
	winners  []int
	start    []Event
	shoeSize int
	seed     uint64
}

// New starts a game and deals round 1; State.Opening returns the events of that deal.
// Errors: a player count outside 2..6, a bad FirstDealer, more than 12 stacked decks or a
// stacked deck that is not exactly the shoe for the player count.
func New(cfg Config) (*State, error) {
	n := cfg.Players
	if n < MinPlayers || n > MaxPlayers {
		return nil, fmt.Errorf("threethirteen needs %d to %d players, not %d", MinPlayers, MaxPlayers, n)
	}
	if cfg.FixedDealer {
		if cfg.FirstDealer < 0 || cfg.FirstDealer >= n {
			return nil, fmt.Errorf("first dealer %d is not a seat (0..%d)", cfg.FirstDealer, n-1)
		}
	} else if cfg.FirstDealer != 0 && cfg.FirstDealer != -1 {
		return nil, fmt.Errorf("first dealer %d given without FixedDealer", cfg.FirstDealer)
	}
	if len(cfg.Decks) > TiebreakRound {
		return nil, fmt.Errorf("%d stacked decks given, a game has at most %d rounds", len(cfg.Decks), TiebreakRound)
	}
	shoe, err := cards.NewShoe(DecksFor(n))
	if err != nil {
		return nil, err
	}
	want := cards.Counts(shoe)
	decks := make([][]cards.Card, len(cfg.Decks))
	for i, d := range cfg.Decks {
		if len(d) == 0 {
			continue
		}
		if err := sameMultiset(d, want, shoe); err != nil {
			return nil, fmt.Errorf("stacked deck for round %d: %v", i+1, err)
		}
		decks[i] = append([]cards.Card(nil), d...)
	}
	s := &State{
		players:  n,
		opts:     cfg.Options,
		decks:    decks,
		rng:      cards.NewRNG(cfg.Seed),
		seed:     cfg.Seed,
		hands:    make([][]cards.Card, n),
		taken:    make([][]cards.Card, n),
		thrown:   make([][]cards.Card, n),
		totals:   make([]int, n),
		shoeSize: len(shoe),
		stock:    make([]cards.Card, 0, len(shoe)),
		discard:  make([]cards.Card, 0, len(shoe)),
	}
	if cfg.FixedDealer {
		s.dealer = cfg.FirstDealer
	} else {
		s.dealer = s.rng.IntN(n)
	}
	s.start = s.startRound(1, nil)
	return s, nil
}

// sameMultiset checks that d holds exactly the cards of shoe (counted in want). The
// error names the first card of d given too often (in d's order), else the first card
// of the shoe that d lacks.
func sameMultiset(d []cards.Card, want map[cards.Card]int, shoe []cards.Card) error {
	got := cards.Counts(d)
	for _, c := range d {
		if !c.Valid() {
			return fmt.Errorf("invalid card %v", c)
		}
		if got[c] > want[c] {
			return fmt.Errorf("card %v appears %s, the shoe has it %s", c, times(got[c]), times(want[c]))
		}
	}
	if len(d) != len(shoe) {
		for _, c := range shoe {
			if got[c] < want[c] {
				return fmt.Errorf("%d cards, want %d (%v is missing)", len(d), len(shoe), c)
			}
		}
	}
	return nil
}

// times is "once", "twice" or "N times".
func times(n int) string {
	switch n {
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return fmt.Sprintf("%d times", n)
}

// startRound deals round r (s.dealer is already set) and appends its events to ev.
func (s *State) startRound(r int, ev []Event) []Event {
	n := s.players
	hs := HandSizeFor(r)
	s.round = r
	var shoe []cards.Card
	if r-1 < len(s.decks) && len(s.decks[r-1]) > 0 {
		shoe = append(s.stock[:0], s.decks[r-1]...)
	} else {
		fresh, _ := cards.NewShoe(DecksFor(n)) // n is 2..6, checked by New
		cards.Shuffle(&s.rng, fresh)
		shoe = append(s.stock[:0], fresh...)
	}
	ev = append(ev, RoundStarted{Round: r, Wild: WildFor(r), Dealer: s.dealer, HandSize: hs})
	for i := range s.hands {
		if cap(s.hands[i]) < maxHand {
			s.hands[i] = make([]cards.Card, 0, maxHand)
		}
		s.hands[i] = s.hands[i][:0]
		s.taken[i] = s.taken[i][:0]
		s.thrown[i] = s.thrown[i][:0]
	}
	pos := 0
	for k := 0; k < hs; k++ {
		for i := 1; i <= n; i++ {
			seat := (s.dealer + i) % n
			s.hands[seat] = append(s.hands[seat], shoe[pos])
			ev = append(ev, Dealt{Seat: seat, Card: shoe[pos]})
			pos++
		}
	}
	up := shoe[pos]
	pos++
	s.discard = append(s.discard[:0], up)
	ev = append(ev, DiscardStarted{Card: up})
	// The rest is the stock, top card last: reverse shoe[pos:] into place.
	rest := shoe[pos:]
	for i, j := 0, len(rest)-1; i < j; i, j = i+1, j-1 {
		rest[i], rest[j] = rest[j], rest[i]
	}
	s.stock = append(shoe[:0], rest...)
	s.turn = (s.dealer + 1) % n
	s.phase = PhaseDraw
	s.took = cards.Card{}
	s.outSeat = -1
	s.lastLeft = 0
	return ev
}

// Opening returns the events of the first deal, made by New (RoundStarted, the Dealt
// events, DiscardStarted). Later deals come from the Apply that ends the round before.
func (s *State) Opening() []Event { return append([]Event(nil), s.start...) }

// Players is the number of seats.
func (s *State) Players() int { return s.players }

// Options are the table options of the game.
func (s *State) Options() Options { return s.opts }

// Round is the current round, 1..11, or 12 during the tiebreak round; after the game
// ends, the last round played.
func (s *State) Round() int { return s.round }

// Wild is the wild rank of the current round.
func (s *State) Wild() cards.Rank { return WildFor(s.round) }

// Seed is the game's seed.
func (s *State) Seed() uint64 { return s.seed }

// Dealer is the seat that dealt the current round.
func (s *State) Dealer() int { return s.dealer }

// Turn is the seat to move, or -1 once the game is over.
func (s *State) Turn() int {
	if s.phase == PhaseOver {
		return -1
	}
	return s.turn
}

// Phase is where the seat on turn is within its turn.
func (s *State) Phase() Phase { return s.phase }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == PhaseOver }

// Scores are the penalties (points) per finished round (index 0 is round 1), per seat.
func (s *State) Scores() [][]int {
	out := make([][]int, len(s.scores))
	for i, r := range s.scores {
		out[i] = append([]int(nil), r...)
	}
	return out
}

// Totals are the running totals per seat, in points.
func (s *State) Totals() []int { return append([]int(nil), s.totals...) }

// Winners are the seats sharing the win once the game is over (lowest total; see the
// package documentation for ties), nil before.
func (s *State) Winners() []int { return append([]int(nil), s.winners...) }

// Hand returns a copy of seat's hand, in the order held (dealt, then drawn). It is the
// full state: a scene or bot must use View instead.
func (s *State) Hand(seat int) []cards.Card {
	if seat < 0 || seat >= s.players {
		return nil
	}
	return append([]cards.Card(nil), s.hands[seat]...)
}

// Clone returns a deep copy that shares nothing with s, generator included.
func (s *State) Clone() *State {
	c := *s
	c.decks = s.decks // never mutated after New
	c.hands = cloneCards2(s.hands, maxHand)
	c.taken = cloneCards2(s.taken, 0)
	c.thrown = cloneCards2(s.thrown, 0)
	c.stock = append(make([]cards.Card, 0, cap(s.stock)), s.stock...)
	c.discard = append(make([]cards.Card, 0, cap(s.discard)), s.discard...)
	if s.scores != nil {
		c.scores = make([][]int, len(s.scores))
		for i, r := range s.scores {
			c.scores[i] = slices.Clone(r)
		}
	}
	c.totals = slices.Clone(s.totals)
	c.reveal = cloneArrangements(s.reveal)
	c.leaders = slices.Clone(s.leaders)
	c.winners = slices.Clone(s.winners)
	c.start = slices.Clone(s.start)
	return &c
}

// cloneCards2 deep-copies in, keeping nil entries nil; non-nil copies get at least
// minCap capacity.
func cloneCards2(in [][]cards.Card, minCap int) [][]cards.Card {
	if in == nil {
		return nil
	}
	out := make([][]cards.Card, len(in))
	for i, h := range in {
		if h != nil {
			out[i] = append(make([]cards.Card, 0, max(minCap, len(h))), h...)
		}
	}
	return out
}

func cloneArrangements(in []Arrangement) []Arrangement {
	if in == nil {
		return nil
	}
	out := make([]Arrangement, len(in))
	for i, a := range in {
		out[i] = cloneArrangement(a)
	}
	return out
}

func cloneArrangement(a Arrangement) Arrangement {
	b := Arrangement{Penalty: a.Penalty, Leftover: slices.Clone(a.Leftover)}
	if a.Melds != nil {
		b.Melds = make([]Meld, len(a.Melds))
		for i, m := range a.Melds {
			b.Melds[i] = Meld{Kind: m.Kind, Cards: slices.Clone(m.Cards), As: slices.Clone(m.As)}
		}
	}
	return b
}

// without copies hand into buf leaving out one copy of c; ok is false when hand holds
// no c.
func without(buf []cards.Card, hand []cards.Card, c cards.Card) (out []cards.Card, ok bool) {
	out = buf[:0]
	for _, x := range hand {
		if !ok && x == c {
			ok = true
			continue
		}
		out = append(out, x)
	}
	return out, ok
}
