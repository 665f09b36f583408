package troeven

import (
	"fmt"
	"math/bits"

	"parlor/gameplay/cards"
)

// DummySeat is the dummy's position number in events and views (Dummy variant). The
// three players are seats 0..2; the dummy is not a seat a player takes: the caller
// plays its cards.
const DummySeat = 3

// Sides of a Dummy round (RULES.md §2): the caller with the dummy against the dealer
// with the opponent. In Solo every player is its own side and sides are seats.
const (
	SideCaller = 0
	SideDealer = 1
)

// Starting tallies, in branches (RULES.md §2): 7 in Dummy, 5 in Solo.
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
func (p Phase) String() string {
	switch p {
	case PhaseTrump:
		return "trump"
	case PhasePlay:
		return "play"
	case PhaseOver:
		return "over"
	}
	return fmt.Sprintf("Phase(%d)", uint8(p))
}

// RoundResult is the outcome of one round (RULES.md §2, Scoring).
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

// legalMask is what position p may play now (follow the led suit if it can).
func (s *State) legalMask(p int8) uint32 {
	h := s.hands[p]
	if s.trickN > 0 {
		if f := h & suitMask(suitOf(s.trick[0])); f != 0 {
			return f
		}
	}
	return h
}

// Legal lists the moves seat may make now (empty when it is not seat's move): the four
// trump suits while the caller names trumps, else the cards it may play (for the
// caller on the dummy's turn, the dummy's playable face-up cards, FromDummy set).
func (s *State) Legal(seat int) []Move { return s.AppendLegal(nil, seat) }

// AppendLegal appends Legal(seat) to dst and returns it; with a reused dst it does not
// allocate.
func (s *State) AppendLegal(dst []Move, seat int) []Move {
	if seat < 0 || seat > 2 || seat != s.ToMove() {
		return dst
	}
	if s.phase == PhaseTrump {
		for _, su := range cards.Suits {
			dst = append(dst, Move{Seat: seat, Kind: NameTrump, Suit: su})
		}
		return dst
	}
	m := s.legalMask(s.turn)
	for m != 0 {
		i := idx(bits.TrailingZeros32(m))
		m &= m - 1
		dst = append(dst, Move{Seat: seat, Kind: PlayCard, Card: cardOf(i), FromDummy: s.turn == DummySeat})
	}
	return dst
}

// RandomMove returns a uniformly random legal move for the seat to move, drawn from r
// (not from the game's generator); the zero Move once the game is over. It does not
// allocate: random playouts use it with Step.
func (s *State) RandomMove(r *cards.RNG) Move {
	seat := s.ToMove()
	switch s.phase {
	case PhaseTrump:
		return Move{Seat: seat, Kind: NameTrump, Suit: cards.Suits[r.IntN(4)]}
	case PhasePlay:
		m := s.legalMask(s.turn)
		for k := r.IntN(bits.OnesCount32(m)); k > 0; k-- {
			m &= m - 1
		}
		return Move{Seat: seat, Kind: PlayCard, Card: cardOf(idx(bits.TrailingZeros32(m))), FromDummy: s.turn == DummySeat}
	}
	return Move{}
}

// check validates m without changing anything; for a card it returns its index.
func (s *State) check(m Move) (idx, *RuleError) {
	if s.phase == PhaseOver {
		return -1, ruleErr(m, RuleGameOver, "the game is over")
	}
	if m.Seat < 0 || m.Seat > 2 {
		return -1, ruleErr(m, RuleNotYourTurn, "seat %d is not at the table (seats are 0, 1 and 2)", m.Seat)
	}
	switch m.Kind {
	case NameTrump:
		if s.phase != PhaseTrump {
			return -1, ruleErr(m, RuleTrumpsNamed, "trumps are already named (%s)", s.Trump().Name())
		}
		if m.Seat != int(s.caller()) {
			return -1, ruleErr(m, RuleNotCaller, "only the caller (seat %d) names trumps", s.caller())
		}
		if !m.Suit.Valid() {
			return -1, ruleErr(m, RuleBadSuit, "trumps must be clubs, diamonds, hearts or spades")
		}
		return -1, nil
	case PlayCard:
	default:
		return -1, ruleErr(m, RuleBadMove, "unknown kind of move %d", m.Kind)
	}
	if s.phase == PhaseTrump {
		return -1, ruleErr(m, RuleNameTrumpsFirst, "the caller (seat %d) must name trumps first", s.caller())
	}
	if m.Seat != s.ToMove() {
		if s.turn == DummySeat {
			return -1, ruleErr(m, RuleNotYourTurn, "it is the dummy's turn, played by the caller (seat %d)", s.caller())
		}
		return -1, ruleErr(m, RuleNotYourTurn, "it is seat %d's turn", s.turn)
	}
	i, ok := indexOf(m.Card)
	if !ok || deckMask(s.variant)&(1<<uint(i)) == 0 {
		return -1, ruleErr(m, RuleNotInDeck, "%v is not in the Troeven deck", m.Card)
	}
	bit := uint32(1) << uint(i)
	pos, who := s.turn, "you"
	switch {
	case m.FromDummy && s.nPos == 3:
		return -1, ruleErr(m, RuleNoDummy, "there is no dummy in the solo version")
	case m.FromDummy && s.turn != DummySeat:
		return -1, ruleErr(m, RuleNotDummyTurn, "it is your own turn, not the dummy's")
	case !m.FromDummy && s.turn == DummySeat:
		return -1, ruleErr(m, RuleDummyTurn, "it is the dummy's turn: play one of its face-up cards")
	case m.FromDummy:
		who = "the dummy"
		if s.hands[DummySeat]&bit == 0 {
			return -1, ruleErr(m, RuleNotFaceUp, "the dummy has no face-up %v", m.Card)
		}
	case s.hands[pos]&bit == 0:
		return -1, ruleErr(m, RuleNotInHand, "you do not hold %v", m.Card)
	}
	if s.legalMask(pos)&bit == 0 {
		return -1, ruleErr(m, RuleMustFollowSuit, "%s must follow %s", who, (cards.Suit(suitOf(s.trick[0])) + cards.Clubs).Name())
	}
	return i, nil
}

// Check reports whether m is legal now, with the *RuleError Apply would give (e.g.
// rule "must-follow-suit", "you must follow hearts"); nil when it is legal. The table
// uses it to dim unplayable cards and say why.
func (s *State) Check(m Move) error {
	if _, err := s.check(m); err != nil {
		return err
	}
	return nil
}

// Apply makes move m and returns what happened, in order, unredacted (pass each event
// through Redact for a seat). The last card of a round also scores it and either ends
// the game (GameOver) or deals the next round (Cut, stage-1 Dealt). A rejected move
// returns a *RuleError naming the rule and leaves the state unchanged.
func (s *State) Apply(m Move) ([]Event, error) {
	i, err := s.check(m)
	if err != nil {
		return nil, err
	}
	ev := make([]Event, 0, 4)
	s.do(m, i, &ev)
	return ev, nil
}

// Step is Apply without events: the same rules and the same *RuleError, but it never
// allocates (except for the round history, once per round while its slice grows).
// Playouts and bots' searches use it.
func (s *State) Step(m Move) error {
	i, err := s.check(m)
	if err != nil {
		return err
	}
	s.do(m, i, nil)
	return nil
}

func (s *State) do(m Move, i idx, ev *[]Event) {
	if m.Kind == NameTrump {
		s.trump = int8(suitIndex(m.Suit))
		if ev != nil {
			*ev = append(*ev, TrumpNamed{Seat: m.Seat, Suit: m.Suit})
		}
		s.dealRest(ev)
		s.phase = PhasePlay
		s.turn = s.caller()
		return
	}
	s.play(m.Seat, i, ev)
}

func (s *State) play(seat int, i idx, ev *[]Event) {
	pos := s.turn
	bit := uint32(1) << uint(i)
	s.hands[pos] &^= bit
	col := -1
	if pos == DummySeat {
		for c := 0; c < 4; c++ {
			if s.up[c] == i {
				col = c
			}
		}
		s.up[col], s.down[col] = s.down[col], -1
		if s.up[col] >= 0 {
			s.hands[DummySeat] |= 1 << uint(s.up[col])
		}
	}
	if s.trickN > 0 && suitOf(i) != suitOf(s.trick[0]) {
		s.shown[pos] |= 1 << uint(suitOf(s.trick[0]))
	}
	s.trick[s.trickN], s.trickBy[s.trickN] = i, pos
	s.trickN++
	s.played |= bit
	if ev != nil {
		*ev = append(*ev, Played{Seat: seat, Card: cardOf(i), FromDummy: pos == DummySeat, Column: col, Trick: int(s.done) + 1})
		if col >= 0 && s.up[col] >= 0 {
			*ev = append(*ev, DummyCardTurned{Column: col, Card: cardOf(s.up[col])})
		}
	}
	if s.trickN < s.nPos {
		s.turn = s.next(pos)
		return
	}
	n := int(s.trickN)
	w := s.trickBy[trickWinner(int(s.trump), s.trick[:n])]
	pts := 0
	for _, c := range s.trick[:n] {
		pts += pointsOf(c)
	}
	s.taken[w] += pts
	s.tricksWon[w]++
	s.log[s.done] = trickRec{cards: s.trick, by: s.trickBy, n: s.trickN, winner: w}
	s.done++
	if ev != nil {
		t := TrickWon{Trick: int(s.done), Cards: idxCards(s.trick[:n]), Seats: make([]int, n), Winner: int(w), Side: s.sideOf(w), Points: pts}
		for k := range t.Seats {
			t.Seats[k] = int(s.trickBy[k])
		}
		*ev = append(*ev, t)
	}
	s.trickN = 0
	s.turn = w
	if s.done == s.nTricks && !s.sim {
		s.scoreRound(ev)
	}
}

// sideOf is a position's side: SideCaller/SideDealer in Dummy, the seat in Solo.
func (s *State) sideOf(p int8) int {
	if s.nPos == 3 {
		return int(p)
	}
	if p == DummySeat || p == s.caller() {
		return SideCaller
	}
	return SideDealer
}

// scoreRound applies RULES.md §2 Scoring to the finished round, then ends the game or
// deals the next round.
func (s *State) scoreRound(ev *[]Event) {
	c := s.caller()
	r := RoundResult{Round: s.round, Dealer: int(s.dealer), Caller: int(c), Trump: s.Trump(), Taken: s.taken}
	if s.nPos == 4 {
		r.Sides = 2
		r.Points[SideCaller] = s.taken[c] + s.taken[DummySeat]
		r.Points[SideDealer] = s.taken[s.dealer] + s.taken[s.opponent()]
		r.Tricks[SideCaller] = s.tricksWon[c] + s.tricksWon[DummySeat]
		r.Tricks[SideDealer] = s.tricksWon[s.dealer] + s.tricksWon[s.opponent()]
		switch {
		case r.Points[SideCaller] > r.Points[SideDealer]:
			r.Change[c] = -1
		case r.Points[SideDealer] > r.Points[SideCaller]:
			r.Change[s.dealer], r.Change[s.opponent()], r.Change[c] = -1, -1, +1
		}
	} else {
		r.Sides = 3
		copy(r.Points[:], s.taken[:3])
		copy(r.Tricks[:], s.tricksWon[:3])
		top, ties := 0, 0
		for p := 1; p < 3; p++ {
			if r.Points[p] > r.Points[top] {
				top = p
			}
		}
		for p := 0; p < 3; p++ {
			if r.Points[p] == r.Points[top] {
				ties++
			}
		}
		if ties == 1 {
			r.Change[top] = -1
			if top != int(c) {
				r.Change[c] = +1
			}
		}
	}
	for p := 0; p < 3; p++ {
		s.tally[p] += r.Change[p]
		switch r.Change[p] {
		case -1:
			s.balls[p]++
		case +1:
			s.plus[p]++
		}
		if s.tally[p] <= 0 {
			s.winners |= 1 << p
		}
	}
	r.Tally = s.tally
	s.history = append(s.history, r)
	if ev != nil {
		*ev = append(*ev, RoundScored{Result: r})
	}
	if s.winners != 0 {
		s.phase = PhaseOver
		if ev != nil {
			*ev = append(*ev, GameOver{Winners: s.Winners(), Tally: s.tally, Rounds: s.round})
		}
		return
	}
	s.dealer = (s.dealer + 1) % 3
	s.startRound(ev)
}
