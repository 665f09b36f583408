package triples

import "slices"

// View is everything one seat may see: its own hand, the size of every hand, the whole
// play area (every card in it was laid face up), the size of the draw pile (never its
// order), whose turn it is and any penalty owed, and the scores. Scenes and bots decide
// from a View only. A View shares no memory with the State.
type View struct {
	// Seat is the seat this view belongs to.
	Seat int
	// Players is the number of seats.
	Players int
	// Chill is chill mode (no scores).
	Chill bool
	// Rounds is how many rounds the game plays; Round the current one, 1-based.
	Rounds, Round int
	// Dealer dealt the current round.
	Dealer int
	// Turn is the seat to act, -1 once the game is over; Phase is what it has to do.
	Turn  int
	Phase Phase
	// Hand is this seat's own hand, in the order received.
	Hand []Card
	// HandSizes is the number of cards in every hand, by seat.
	HandSizes []int
	// PlayArea is the play area, bottom first: the last card is on top.
	PlayArea []Card
	// DrawPile is how many cards the draw pile holds.
	DrawPile int
	// Pending is how many cards Turn owes for a Draw 2 (0: none) and PendingFrom who
	// played it (-1: the starter).
	Pending, PendingFrom int
	// Owed, in PhaseTarget, is the Draw 2 penalty the next seat will owe once the target
	// is named (0: none).
	Owed int
	// FirstTurn is true while no play has been made this round: the seat on turn must
	// play two cards with the starter if it can, else draw.
	FirstTurn bool
	// Passes counts consecutive passes (nothing to draw, nothing to play); the round is
	// blocked when it reaches Players.
	Passes int
	// Points are the points per seat of each finished round (nil entries in chill mode),
	// Totals the running totals, Wins the rounds each seat won by going out first, Outs
	// the seat out in each finished round (-1: blocked).
	Points [][]int
	Totals []int
	Wins   []int
	Outs   []int
	// Winners are the seats sharing the win once the game is over.
	Winners []int
}

// View returns what seat may see (seat must be 0..Players-1; any other seat gets a
// spectator's view with no hand).
func (s *State) View(seat int) View {
	v := View{
		Seat: seat, Players: s.cfg.Players, Chill: s.cfg.Chill, Rounds: s.rounds, Round: s.round,
		Dealer: s.dealer, Turn: s.turn, Phase: s.phase,
		HandSizes: make([]int, s.cfg.Players), PlayArea: slices.Clone(s.area), DrawPile: len(s.pile),
		Pending: s.pending, PendingFrom: s.pendingFrom, Owed: s.owed, FirstTurn: !s.played, Passes: s.passes,
		Points: s.Points(), Totals: s.Totals(), Wins: s.Wins(), Outs: s.Outs(), Winners: s.Winners(),
	}
	if seat >= 0 && seat < s.cfg.Players {
		v.Hand = slices.Clone(s.hands[seat])
	}
	for i, h := range s.hands {
		v.HandSizes[i] = len(h)
	}
	return v
}

// CanDraw reports whether a card can be drawn now, if need be after a reshuffle: the draw
// pile holds a card or the play area holds more than the 3 cards a reshuffle keeps.
func (v View) CanDraw() bool { return canDraw(v.DrawPile, len(v.PlayArea)) }

// Legal lists the moves the view's seat may make now, exactly as State.Legal does (nil
// when it is not its turn).
func (v View) Legal() []Move {
	if v.Phase == PhaseOver || v.Turn != v.Seat {
		return nil
	}
	return v.position().legal()
}

func (v View) position() position {
	return position{
		seat: v.Seat, players: v.Players, phase: v.Phase, hand: v.Hand, area: v.PlayArea,
		pending: v.Pending, firstTurn: v.FirstTurn, canDraw: v.CanDraw(),
	}
}

// Next is the seat left of seat (clockwise), who plays after it.
func (v View) Next(seat int) int { return (seat + 1) % v.Players }

// NextSeat is the seat left of seat (the next clockwise) at a table of players: the
// next to play, and the first to play and the next dealer after seat deals (seats
// are numbered clockwise, docs/rules/README.md#seats-go-clockwise;
// docs/rules/triples.md#the-deal, docs/rules/triples.md#end-of-the-game).
func NextSeat(seat, players int) int { return (seat + 1) % players }
