package triples

import (
	"slices"

	"parlor/gameplay/cards"
	"parlor/internal/enum"
)

// Phase is what the seat on turn has to do.
type Phase uint8

// The phases of a game.
const (
	// PhaseTurn: the seat on turn plays, draws, or (when it owes a Draw 2 penalty)
	// takes the penalty with "draw".
	PhaseTurn Phase = iota + 1
	// PhaseTarget: the seat on turn just made a double triple and names the opponent
	// who draws 2 ("target N").
	PhaseTarget
	// PhaseOver: the game has ended.
	PhaseOver
)

// String is the phase's name: turn, target, over.
func (p Phase) String() string { return enum.Or(p, "Phase(?)", "", "turn", "target", "over") }

// State is a whole game of Triples: every hand, the draw pile's order and the generator.
// Only the rules core and the tests see it; scenes and bots get a View.
type State struct {
	cfg    Config
	rounds int
	rng    cards.RNG

	round  int // 1-based
	dealer int
	turn   int // seat to act; -1 when the game is over
	phase  Phase

	hands [][]Card
	pile  []Card // draw pile, top card last
	area  []Card // play area, bottom first, top card last

	pending     int  // cards the seat on turn owes for a Draw 2 (0: none)
	pendingFrom int  // who played that Draw 2; -1 for the starter
	owed        int  // PhaseTarget: the Draw 2 penalty the next seat gets once the target is named
	played      bool // a play was made this round (false: still the first turn)
	passes      int  // consecutive passes (nothing to draw, nothing to play) since the last card moved

	points  [][]int // per finished round: points per seat (nil in chill mode)
	totals  []int
	wins    []int // rounds each seat won by going out first
	outs    []int // per finished round: the seat out, or -1 when blocked
	winners []int

	start []Event

	// sim marks a bot's lookahead copy: the game stops at the end of the round instead
	// of dealing the next one.
	sim bool
}

// New deals a game: the dealer draw, then round 1 (shuffle or stacked deck, deal,
// starter). Its events are in Start. A bad Config is an error naming the field.
func New(cfg Config) (*State, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	c := cfg
	c.Decks = make([][]Card, len(cfg.Decks))
	for i, d := range cfg.Decks {
		c.Decks[i] = slices.Clone(d)
	}
	s := &State{
		cfg:    c,
		rounds: c.rounds(),
		rng:    cards.NewRNG(c.Seed),
		totals: make([]int, c.Players),
		wins:   make([]int, c.Players),
	}
	evs := s.dealerDraw()
	evs = append(evs, s.deal()...)
	s.start = evs
	return s, nil
}

// Opening returns the events of New: the dealer draw, the first deal and the starter (and
// a PenaltyPending when the starter is a Draw 2), for the table to animate first.
func (s *State) Opening() []Event { return slices.Clone(s.start) }

// Config returns the configuration the game was made with.
func (s *State) Config() Config { return s.cfg }

// Players is the number of seats.
func (s *State) Players() int { return s.cfg.Players }

// Turn is the seat to act, or -1 once the game is over.
func (s *State) Turn() int { return s.turn }

// Phase is what the seat on turn has to do.
func (s *State) Phase() Phase { return s.phase }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == PhaseOver }

// Round is the current round, 1-based (the last round once the game is over).
func (s *State) Round() int { return s.round }

// Rounds is how many rounds the game plays.
func (s *State) Rounds() int { return s.rounds }

// Dealer is the seat that dealt the current round.
func (s *State) Dealer() int { return s.dealer }

// Points returns the points per seat of each finished round (nil entries in chill mode).
func (s *State) Points() [][]int {
	out := make([][]int, len(s.points))
	for i, p := range s.points {
		out[i] = slices.Clone(p)
	}
	return out
}

// Totals returns each seat's running total of points (all 0 in chill mode).
func (s *State) Totals() []int { return slices.Clone(s.totals) }

// Wins returns how many rounds each seat has won by going out first.
func (s *State) Wins() []int { return slices.Clone(s.wins) }

// Outs returns, per finished round, the seat that went out, or -1 for a blocked round.
func (s *State) Outs() []int { return slices.Clone(s.outs) }

// Winners returns the seats sharing the win once the game is over (nil before).
func (s *State) Winners() []int { return slices.Clone(s.winners) }

func (s *State) left(seat int) int { return NextSeat(seat, s.cfg.Players) }

// canDraw reports whether a card can be drawn, if need be after a reshuffle.
func (s *State) canDraw() bool { return canDraw(len(s.pile), len(s.area)) }

func canDraw(pile, area int) bool { return pile > 0 || area > keepOnReshuffle }

// keepOnReshuffle is how many play-area cards stay when the rest become the draw pile.
const keepOnReshuffle = 3

// Legal lists the moves seat may make now: nil when it is not seat's turn or the game is
// over. Order: one-card plays in hand order, two-card plays (every order), then draw;
// in PhaseTarget the opponents clockwise from the player's left; with a pending penalty
// only draw.
func (s *State) Legal(seat int) []Move {
	if s.phase == PhaseOver || seat != s.turn {
		return nil
	}
	return s.position(seat).legal()
}

func (s *State) position(seat int) position {
	return position{
		seat: seat, players: s.cfg.Players, phase: s.phase, hand: s.hands[seat], area: s.area,
		pending: s.pending, firstTurn: !s.played, canDraw: s.canDraw(),
	}
}

// Apply makes move m and returns what happened, in order. A move that breaks a rule is
// rejected with a *RuleError naming the rule and the state is left exactly as it was.
func (s *State) Apply(m Move) ([]Event, error) {
	if err := s.check(m); err != nil {
		return nil, err
	}
	switch m.Kind {
	case MovePlay:
		return s.applyPlay(m), nil
	case MoveTarget:
		return s.applyTarget(m), nil
	}
	return s.applyDraw(m), nil
}

// check validates m against the state without changing it.
func (s *State) check(m Move) error {
	if s.phase == PhaseOver {
		return reject(RuleGameOver, m, "the game is over")
	}
	if m.Seat < 0 || m.Seat >= s.cfg.Players {
		return reject(RuleNoSuchSeat, m, "seats are 0 to %d", s.cfg.Players-1)
	}
	if m.Seat != s.turn {
		return reject(RuleNotYourTurn, m, "it is seat %d's turn", s.turn)
	}
	switch m.Kind {
	case MoveTarget:
		if s.phase != PhaseTarget {
			return reject(RuleNoTargetOwed, m, "a target is named only after a double triple")
		}
		if m.Target < 0 || m.Target >= s.cfg.Players || m.Target == m.Seat {
			return reject(RuleTargetSeat, m, "the target must be an opponent, seat 0 to %d other than %d", s.cfg.Players-1, m.Seat)
		}
		return nil
	case MovePlay, MoveDraw:
		if s.phase == PhaseTarget {
			return reject(RuleChooseTarget, m, "a double triple was made: name the opponent who draws 2 first")
		}
	default:
		return reject(RuleUnknownMove, m, "a move is play, draw or target")
	}
	p := s.position(m.Seat)
	if m.Kind == MoveDraw {
		if s.pending > 0 {
			return nil
		}
		if !s.played && p.anyPlay() {
			return reject(RuleFirstTurnPlay, m, "on the first turn draw only when no two cards make a triple with the starter")
		}
		if !s.canDraw() && p.anyPlay() {
			return reject(RuleMustPlay, m, "the draw pile is empty and cannot be refilled: play while you can")
		}
		return nil
	}
	if s.pending > 0 {
		return reject(RulePendingDraw, m, "you owe %d cards for a Draw 2: draw them (and skip the turn)", s.pending)
	}
	_, _, err := p.checkPlay(m)
	return err
}

func (s *State) applyPlay(m Move) []Event {
	p := s.position(m.Seat)
	with, mask, _ := p.checkPlay(m)
	cs := m.Played()
	hand := s.hands[m.Seat]
	d2 := 0
	for _, c := range cs {
		hand, _ = removeCard(hand, c)
		if c.Draw2() {
			d2++
		}
	}
	s.hands[m.Seat] = hand
	s.area = append(s.area, cs...)
	s.played, s.passes = true, 0
	shared := maskAttrs(mask)
	double := len(shared) >= 2
	evs := []Event{Played{Seat: m.Seat, Cards: cs, With: with, Shared: shared, Double: double, Draw2: d2}}
	if double {
		s.phase = PhaseTarget
		s.owed = 2 * d2
		return evs
	}
	return append(evs, s.endPlay(m.Seat, 2*d2)...)
}

func (s *State) applyTarget(m Move) []Event {
	evs := []Event{TargetChosen{Seat: m.Seat, Target: m.Target}}
	drawn, _ := s.drawCards(m.Target, 2, ReasonDouble)
	evs = append(evs, drawn...)
	owed := s.owed
	s.owed = 0
	return append(evs, s.endPlay(m.Seat, owed)...)
}

// endPlay finishes seat's play: the round ends when its hand is empty (a Draw 2 penalty
// of that last play is drawn at once, before scoring); otherwise the turn passes left
// and the next seat owes penalty cards, if any.
func (s *State) endPlay(seat, penalty int) []Event {
	var evs []Event
	next := s.left(seat)
	if len(s.hands[seat]) == 0 {
		if penalty > 0 {
			drawn, _ := s.drawCards(next, penalty, ReasonDraw2)
			evs = append(evs, drawn...)
		}
		return append(evs, s.endRound(seat)...)
	}
	s.phase = PhaseTurn
	s.turn = next
	if penalty > 0 {
		s.pending, s.pendingFrom = penalty, seat
		evs = append(evs, PenaltyPending{Seat: next, N: penalty, From: seat})
	}
	return evs
}

func (s *State) applyDraw(m Move) []Event {
	var evs []Event
	if s.pending > 0 {
		reason := ReasonDraw2
		if s.pendingFrom < 0 {
			reason = ReasonStarter
		}
		drawn, got := s.drawCards(m.Seat, s.pending, reason)
		evs = append(drawn, Skipped{Seat: m.Seat})
		s.pending, s.pendingFrom = 0, -1
		if got > 0 {
			s.passes = 0
		}
	} else {
		drawn, got := s.drawCards(m.Seat, 1, ReasonTurn)
		evs = drawn
		if got == 0 {
			evs = append(evs, Passed{Seat: m.Seat})
			s.passes++
		} else {
			s.passes = 0
		}
	}
	s.turn = s.left(m.Seat)
	if s.passes >= s.cfg.Players {
		evs = append(evs, s.endRound(-1)...)
	}
	return evs
}

// endRound scores the round (out: the seat with no cards, -1 when blocked) and deals the
// next round or ends the game.
func (s *State) endRound(out int) []Event {
	n := s.cfg.Players
	hands := make([][]Card, n)
	for i, h := range s.hands {
		hands[i] = slices.Clone(h)
	}
	var pts []int
	if !s.cfg.Chill {
		pts = make([]int, n)
		for i, h := range s.hands {
			pts[i] = HandPoints(h)
			s.totals[i] += pts[i]
		}
	}
	if out >= 0 {
		s.wins[out]++
	}
	s.points = append(s.points, pts)
	s.outs = append(s.outs, out)
	ev := RoundScored{Round: s.round, Out: out, Hands: hands, Points: slices.Clone(pts), Wins: slices.Clone(s.wins)}
	if !s.cfg.Chill {
		ev.Totals = slices.Clone(s.totals)
	}
	evs := []Event{ev}
	if s.sim {
		s.phase, s.turn = PhaseOver, -1
		return evs
	}
	if s.round >= s.rounds {
		s.phase = PhaseOver
		s.turn = -1
		s.pending, s.owed = 0, 0
		s.winners = s.computeWinners()
		return append(evs, GameOver{Winners: slices.Clone(s.winners), Totals: slices.Clone(s.totals), Wins: slices.Clone(s.wins)})
	}
	s.dealer = s.left(s.dealer)
	return append(evs, s.deal()...)
}

// computeWinners: the lowest total, or in chill mode the most rounds won; ties share.
func (s *State) computeWinners() []int {
	var w []int
	for i := range s.totals {
		better, same := false, false
		if len(w) == 0 {
			better = true
		} else if s.cfg.Chill {
			better, same = s.wins[i] > s.wins[w[0]], s.wins[i] == s.wins[w[0]]
		} else {
			better, same = s.totals[i] < s.totals[w[0]], s.totals[i] == s.totals[w[0]]
		}
		if better {
			w = []int{i}
		} else if same {
			w = append(w, i)
		}
	}
	return w
}

// clone returns a deep copy that shares no memory with s (the generator included).
func (s *State) clone() *State {
	c := *s
	c.hands = make([][]Card, len(s.hands))
	for i, h := range s.hands {
		c.hands[i] = slices.Grow(slices.Clone(h), 4)
	}
	c.pile = slices.Clone(s.pile)
	c.area = slices.Grow(slices.Clone(s.area), 4)
	c.points = slices.Clone(s.points)
	c.totals = slices.Clone(s.totals)
	c.wins = slices.Clone(s.wins)
	c.outs = slices.Clone(s.outs)
	c.winners = slices.Clone(s.winners)
	c.start = nil
	return &c
}

// HandPoints is what a hand scores at the end of a round: Draw 2 cards 10 each, other
// cards their number (docs/rules/triples.md#end-of-a-round-and-scoring).
func HandPoints(h []Card) int {
	t := 0
	for _, c := range h {
		t += c.Points()
	}
	return t
}

func removeCard(cs []Card, c Card) ([]Card, bool) {
	for i, x := range cs {
		if x == c {
			return append(cs[:i], cs[i+1:]...), true
		}
	}
	return cs, false
}
