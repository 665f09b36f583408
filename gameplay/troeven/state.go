package troeven

import (
	"fmt"
	"math/bits"

	"parlor/gameplay/cards"
	"parlor/internal/enum"
)

// DummySeat is the dummy's position number in events and views (Dummy variant). The
// three players are seats 0..2; the dummy is not a seat a player takes: the caller
// plays its cards.
const DummySeat = 3

// Sides of a Dummy round (docs/rules/troeven.md#scoring-with-a-dummy): the caller with
// the dummy against the dealer with the opponent. In Solo every player is its own side
// and sides are seats.
const (
	SideCaller = 0
	SideDealer = 1
)

// Starting tallies, in branches (docs/rules/troeven.md#tallies-are-kept-per-player): 7 in
// Dummy, 5 in Solo.
const (
	StartTallyDummy = 7
	StartTallySolo  = 5
)

// Phase is what the game waits for.
type Phase uint8

// The phases of a round.
const (
	// PhaseTrump: the first part of the deal is out; the caller must name trumps.
	PhaseTrump Phase = iota + 1
	// PhasePlay: tricks are being played.
	PhasePlay
	// PhaseOver: a tally reached 0; no more moves.
	PhaseOver
)

// String is the phase's name: "trump", "play" or "over".
func (p Phase) String() string { return enum.Name(p, "Phase", "", "trump", "play", "over") }

// RoundResult is the outcome of one round (docs/rules/troeven.md#scoring-with-a-dummy,
// docs/rules/troeven.md#scoring-without-a-dummy).
type RoundResult struct {
	Round  int
	Dealer int
	Caller int
	Trump  cards.Suit
	// Sides is 2 in Dummy (index SideCaller, SideDealer) and 3 in Solo (index = seat);
	// Points and Tricks use the first Sides entries.
	Sides int
	// Points are the card points each side took (they add up to 40).
	Points [3]int
	// Tricks are the tricks each side took (8 in Dummy, 10 in Solo).
	Tricks [3]int
	// Taken are the card points each position took, DummySeat (3) included.
	Taken [4]int
	// Change is each seat's tally change: -1 a ball on a branch, +1 a new branch, 0.
	Change [3]int
	// Tally is each seat's tally after the round.
	Tally [3]int
}

// trickRec is a completed trick, kept for views.
type trickRec struct {
	cards  [4]idx
	by     [4]int8
	n      int8
	winner int8
}

// State is a whole Troeven game: every hand, the dummy, the generator, the tally. It
// is a value of fixed-size arrays (plus the round history), so Clone is cheap and
// playing a card never allocates (Step). Only the game's own code may read it:
// players and bots get a View.
type State struct {
	variant Variant
	nPos    int8 // positions in a trick: 4 (Dummy) or 3 (Solo)
	nCards  int8 // deck size: 32 or 30
	nTricks int8 // 8 or 10
	seed    uint64
	rng     cards.RNG
	decks   []*[32]idx // stacked decks by round; nil: shuffled from the seed

	round  int
	dealer int8
	phase  Phase
	trump  int8 // suit 0..3, -1 before trumps are named
	deck   [32]idx

	hands [4]uint32 // seats 0..2; [DummySeat] holds the dummy's face-up cards only
	up    [4]idx    // dummy column -> face-up card, -1 when none
	down  [4]idx    // dummy column -> face-down card, -1 when none

	turn      int8 // position to play
	trick     [4]idx
	trickBy   [4]int8
	trickN    int8
	done      int8 // completed tricks this round
	log       [10]trickRec
	played    uint32   // every card played this round
	shown     [4]uint8 // per position, a bit per suit it showed out of this round
	taken     [4]int
	tricksWon [4]int

	tally   [3]int
	balls   [3]int
	plus    [3]int // branches added to the start
	winners uint8  // bit per seat at 0
	history []RoundResult
	opening []Event
	// sim marks a bot's lookahead copy (sim.go): the round is not scored and the next
	// one not dealt, so a playout stops with every trick taken.
	sim bool
}

// New starts a game: it draws the first dealer from the seed, shuffles, cuts and deals
// the first part of round 1; the caller then names trumps. Opening returns the events
// of that first deal. Errors: an unknown variant, Players other than 0 or 3, a stacked
// deck that is not exactly the variant's deck (the error names the card).
func New(cfg Config) (*State, error) {
	v, err := ParseVariant(string(cfg.Variant))
	if err != nil {
		return nil, err
	}
	if cfg.Players != 0 && cfg.Players != 3 {
		return nil, fmt.Errorf("troeven is for 3 players, not %d", cfg.Players)
	}
	s := &State{variant: v}
	for r, d := range cfg.Decks {
		if len(d) == 0 {
			s.decks = append(s.decks, nil)
			continue
		}
		dk := new([32]idx)
		if err := checkDeck(v, d, dk[:]); err != nil {
			return nil, fmt.Errorf("stacked deck for round %d: %v", r+1, err)
		}
		s.decks = append(s.decks, dk)
	}
	s.opening = []Event{}
	s.reset(cfg.Seed, &s.opening)
	return s, nil
}

// checkDeck converts a stacked deck, checking it holds the variant's deck exactly.
func checkDeck(v Variant, d []cards.Card, out []idx) error {
	want := deckMask(v)
	var seen uint32
	for k, c := range d {
		i, ok := indexOf(c)
		if !ok || want&(1<<uint(i)) == 0 {
			return fmt.Errorf("card %v is not in the %s deck", c, v)
		}
		if seen&(1<<uint(i)) != 0 {
			return fmt.Errorf("card %v appears twice", c)
		}
		seen |= 1 << uint(i)
		if k < len(out) {
			out[k] = i
		}
	}
	if seen != want {
		return fmt.Errorf("%d cards, want the %d cards of the %s deck (missing %s)",
			len(d), bits.OnesCount32(want), v, cards.Format(maskCards(want&^seen)))
	}
	return nil
}

// Restart begins a new game on s with the same configuration (variant, stacked decks)
// and a new seed, reusing s's memory. Bots' determinization and benchmarks use it;
// the opening events are not kept.
func (s *State) Restart(seed uint64) { s.reset(seed, nil) }

func (s *State) reset(seed uint64, ev *[]Event) {
	if s.variant == Solo {
		s.nPos, s.nCards, s.nTricks = 3, 30, 10
	} else {
		s.nPos, s.nCards, s.nTricks = 4, 32, 8
	}
	start := StartTallyDummy
	if s.variant == Solo {
		start = StartTallySolo
	}
	s.seed = seed
	s.rng = cards.NewRNG(seed)
	s.round = 0
	s.tally = [3]int{start, start, start}
	s.balls, s.plus, s.winners = [3]int{}, [3]int{}, 0
	s.history = s.history[:0]
	s.dealer = int8(s.rng.IntN(3))
	s.startRound(ev)
}

// Clone returns an independent copy of the game (the generator included).
func (s *State) Clone() *State {
	c := *s
	if s.history != nil {
		c.history = append(make([]RoundResult, 0, len(s.history)), s.history...)
	}
	return &c
}

func (s *State) caller() int8   { return (s.dealer + 1) % 3 }
func (s *State) opponent() int8 { return (s.dealer + 2) % 3 }

// next is the position after p in play order (NextPosition).
func (s *State) next(p int8) int8 { return int8(NextPosition(s.variant, int(s.dealer), int(p))) }

func maskOf(d []idx) uint32 {
	var m uint32
	for _, i := range d {
		m |= 1 << uint(i)
	}
	return m
}

func (s *State) startRound(ev *[]Event) {
	s.round++
	n := int(s.nCards)
	var d [32]idx
	stacked := s.round-1 < len(s.decks) && s.decks[s.round-1] != nil
	if stacked {
		d = *s.decks[s.round-1]
	} else {
		m, k := deckMask(s.variant), 0
		for m != 0 {
			d[k] = idx(bits.TrailingZeros32(m))
			m &= m - 1
			k++
		}
		cards.Shuffle(&s.rng, d[:n])
	}
	at := 4 + s.rng.IntN(n-7) // lift 4..n-4 cards
	if stacked {
		s.deck = d
	} else {
		for k := 0; k < n; k++ {
			s.deck[k] = d[(k+at)%n]
		}
	}
	s.hands = [4]uint32{}
	s.up = [4]idx{-1, -1, -1, -1}
	s.down = [4]idx{-1, -1, -1, -1}
	s.trump = -1
	s.trickN, s.done, s.played, s.shown = 0, 0, 0, [4]uint8{}
	s.trick, s.trickBy, s.log = [4]idx{}, [4]int8{}, [10]trickRec{}
	s.taken, s.tricksWon = [4]int{}, [4]int{}
	s.phase = PhaseTrump
	c, o, dl := s.caller(), s.opponent(), s.dealer
	s.turn = c
	if ev != nil {
		*ev = append(*ev, Cut{Round: s.round, Dealer: int(dl), Cutter: int(o), Caller: int(c), At: at, Size: n})
	}
	if s.nPos == 4 {
		s.give(ev, 1, c, s.deck[0:4])
		s.give(ev, 1, o, s.deck[4:8])
		s.give(ev, 1, dl, s.deck[8:12])
	} else {
		s.give(ev, 1, c, s.deck[0:5])
	}
}

// give adds a packet to a player's hand and reports it.
func (s *State) give(ev *[]Event, stage int, to int8, d []idx) {
	s.hands[to] |= maskOf(d)
	if ev != nil {
		*ev = append(*ev, Dealt{Stage: stage, To: int(to), Count: len(d), Cards: idxCards(d)})
	}
}

func idxCards(d []idx) []cards.Card {
	out := make([]cards.Card, len(d))
	for k, i := range d {
		out[k] = cardOf(i)
	}
	return out
}

// dealRest is the second part of the deal, after trumps are named.
func (s *State) dealRest(ev *[]Event) {
	c, o, dl := s.caller(), s.opponent(), s.dealer
	if s.nPos == 4 {
		s.give(ev, 2, c, s.deck[12:16])
		s.give(ev, 2, o, s.deck[16:20])
		s.give(ev, 2, dl, s.deck[20:24])
		for col := 0; col < 4; col++ {
			s.down[col] = s.deck[24+col]
			s.up[col] = s.deck[28+col]
		}
		s.hands[DummySeat] = maskOf(s.deck[28:32])
		if ev != nil {
			*ev = append(*ev,
				Dealt{Stage: 2, To: DummySeat, Count: 4, Cards: idxCards(s.deck[24:28])},
				Dealt{Stage: 2, To: DummySeat, Count: 4, Cards: idxCards(s.deck[28:32]), FaceUp: true})
		}
	} else {
		s.give(ev, 2, c, s.deck[5:10])
		s.give(ev, 2, o, s.deck[10:20])
		s.give(ev, 2, dl, s.deck[20:30])
	}
}

// Opening returns the events of the first deal, made by New (a Cut and the stage-1
// Dealt packets), unredacted; pass each through Redact for a seat.
func (s *State) Opening() []Event { return append([]Event(nil), s.opening...) }

// ToMove is the seat that must move next: the caller while trumps are to be named and
// on the dummy's turn; -1 once the game is over.
func (s *State) ToMove() int {
	switch {
	case s.phase == PhaseOver:
		return -1
	case s.phase == PhaseTrump, s.turn == DummySeat:
		return int(s.caller())
	}
	return int(s.turn)
}

// Turn is the position to play a card (0..2, or DummySeat on the dummy's turn); during
// PhaseTrump it is the caller, after the game -1.
func (s *State) Turn() int {
	if s.phase == PhaseOver {
		return -1
	}
	return int(s.turn)
}

// Variant is the game's version.
func (s *State) Variant() Variant { return s.variant }

// Phase is what the game waits for.
func (s *State) Phase() Phase { return s.phase }

// Over reports whether a tally reached 0.
func (s *State) Over() bool { return s.phase == PhaseOver }

// Round is the current round, from 1 (the last round once the game is over).
func (s *State) Round() int { return s.round }

// Dealer, Caller and Cutter are this round's roles: the caller sits left of the
// dealer, the cutter (Dummy: the opponent) right of the dealer.
func (s *State) Dealer() int { return int(s.dealer) }

// Caller is the seat left of the dealer, who names trumps and leads first.
func (s *State) Caller() int { return int(s.caller()) }

// Cutter is the seat right of the dealer, who cuts; in Dummy it is the opponent.
func (s *State) Cutter() int { return int(s.opponent()) }

// Trump is the trump suit, 0 before the caller names it.
func (s *State) Trump() cards.Suit {
	if s.trump < 0 {
		return 0
	}
	return cards.Suit(s.trump) + cards.Clubs
}

// Tally is each seat's tally (branches left).
func (s *State) Tally() [3]int { return s.tally }

// Winners are the seats whose tally reached 0 (empty until the game is over).
func (s *State) Winners() []int {
	out := []int{}
	for p := 0; p < 3; p++ {
		if s.winners&(1<<p) != 0 {
			out = append(out, p)
		}
	}
	return out
}

// History is the result of every finished round, oldest first (a copy).
func (s *State) History() []RoundResult { return append([]RoundResult(nil), s.history...) }
