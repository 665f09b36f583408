package threethirteen

import "parlor/gameplay/cards"

// View is everything one seat may know, and nothing more: its own hand, the public
// table, and the public memory a careful player keeps (every card taken from or laid on
// the discard pile this round, by whom). It never holds another seat's hidden cards or
// the stock's order. Scenes and bots work from views only. A View shares nothing with
// the State.
type View struct {
	// Seat is the seat this view belongs to; Players the number of seats.
	Seat    int
	Players int
	Options Options

	// Round is 1..11, or 12 in the tiebreak round (Tiebreak true); Wild its wild rank;
	// HandSize the cards dealt to each player this round.
	Round    int
	Tiebreak bool
	Wild     cards.Rank
	HandSize int
	Dealer   int
	// Turn is the seat to move (-1 once the game is over) and Phase what it must do.
	Turn  int
	Phase Phase

	// Hand is this seat's own hand, in the order held.
	Hand []cards.Card
	// HandSizes is the number of cards each seat holds.
	HandSizes []int
	// StockSize is the number of face-down cards in the stock (0 means the next
	// DrawStock rebuilds it from the discard pile).
	StockSize int
	// Discard is the discard pile, bottom first: the top card is the last one.
	Discard []cards.Card
	// Took is the card the seat on turn took from the discard pile this turn (the zero
	// card if it drew from the stock or has not drawn yet); with forbid-retake it may not
	// be discarded again this turn.
	Took cards.Card

	// OutSeat is the seat that went out this round, -1 if nobody has yet, and
	// LastTurnsLeft the last turns still to be played before the round ends.
	OutSeat       int
	LastTurnsLeft int

	// Taken[s] lists the cards seat s took from the discard pile this round, in order;
	// Discarded[s] the cards seat s discarded this round (its going-out card included).
	Taken     [][]cards.Card
	Discarded [][]cards.Card

	// Scores are the penalties per finished round, per seat; Totals the running totals.
	Scores [][]int
	Totals []int
	// Reveal holds every seat's arranged hand from the end of the last finished round
	// (nil during round 1); public once a round ends.
	Reveal []Arrangement

	// TiebreakSeats are the seats tied for the lead that play for the win in the
	// tiebreak round (nil otherwise).
	TiebreakSeats []int
	// Over is true once the game has ended; Winners then lists the winning seats.
	Over    bool
	Winners []int

	// Backing memory of the slices above, reused by ViewInto.
	cardArena []cards.Card
	intArena  []int
	meldArena []Meld
}

// DiscardTop returns the top card of the discard pile, ok false if the pile is empty.
func (v *View) DiscardTop() (c cards.Card, ok bool) {
	if len(v.Discard) == 0 {
		return cards.Card{}, false
	}
	return v.Discard[len(v.Discard)-1], true
}

// DeckCards is the number of cards in the stock before a deal for a table of players:
// DecksFor(players) decks of 52 (docs/rules/threethirteen.md#players-and-decks).
func DeckCards(players int) int { return DecksFor(players) * 52 }

// NextSeat is the seat after seat, clockwise, at a table of players: the next to play,
// and the first dealt to and to play when seat deals (seats are numbered clockwise,
// docs/rules/README.md#seats-go-clockwise; the deal and play start left of the dealer,
// docs/rules/threethirteen.md#the-deal).
func NextSeat(seat, players int) int { return (seat + 1) % players }

// BestDiscardPenalty is the least penalty (points) this seat's hand keeps after one
// discard, as the solver arranges the rest: over every card it may discard (with
// forbid-retake, not the card it just took from the discard pile,
// docs/rules/threethirteen.md#forbid-retake). 0 means some discard goes out; a hand
// with nothing it may discard gives 0.
func (v *View) BestDiscardPenalty() int {
	best := -1
	rest := make([]cards.Card, 0, len(v.Hand))
	for i, c := range v.Hand {
		if v.Options.ForbidRetake && c == v.Took {
			continue
		}
		rest = append(append(rest[:0], v.Hand[:i]...), v.Hand[i+1:]...)
		if p := Penalty(rest, v.Wild); best < 0 || p < best {
			best = p
		}
	}
	return max(best, 0)
}

// MyTurn reports whether it is this view's seat to move.
func (v *View) MyTurn() bool { return !v.Over && v.Turn == v.Seat }

// View returns what seat may see. A seat outside 0..Players-1 gets a spectator's view:
// the public table with an empty Hand. The View shares no memory with the State.
func (s *State) View(seat int) View {
	var v View
	s.ViewInto(seat, &v)
	return v
}

// ViewInto is View writing into v and reusing v's memory: a loop that refreshes one View
// per move (a bot driver, the table scene) allocates nothing once v has grown. It
// overwrites everything v and the slices of its previous contents held, so keep no part
// of an old view across the call.
func (s *State) ViewInto(seat int, v *View) {
	n := s.players
	// Size one arena per element type, so the view costs a few allocations at most.
	nc := len(s.discard)
	if seat >= 0 && seat < n {
		nc += len(s.hands[seat])
	}
	for i := 0; i < n; i++ {
		nc += len(s.taken[i]) + len(s.thrown[i])
	}
	nm := 0
	for _, a := range s.reveal {
		nc += len(a.Leftover)
		nm += len(a.Melds)
		for _, m := range a.Melds {
			nc += len(m.Cards) + len(m.As)
		}
	}
	ni := n*2 + len(s.scores)*n + len(s.winners) + len(s.leaders)
	cb := v.cardArena[:0]
	if cap(cb) < nc {
		cb = make([]cards.Card, 0, nc)
	}
	ib := v.intArena[:0]
	if cap(ib) < ni {
		ib = make([]int, 0, ni)
	}
	mb := v.meldArena[:0]
	if cap(mb) < nm {
		mb = make([]Meld, 0, nm)
	}
	putCards := func(src []cards.Card) []cards.Card {
		if src == nil {
			return nil
		}
		k := len(cb)
		cb = append(cb, src...)
		return cb[k:len(cb):len(cb)]
	}
	putInts := func(src []int) []int {
		if src == nil {
			return nil
		}
		k := len(ib)
		ib = append(ib, src...)
		return ib[k:len(ib):len(ib)]
	}

	v.Seat = seat
	v.Players = n
	v.Options = s.opts
	v.Round = s.round
	v.Tiebreak = s.round == TiebreakRound
	v.Wild = s.Wild()
	v.HandSize = HandSizeFor(s.round)
	v.Dealer = s.dealer
	v.Turn = s.Turn()
	v.Phase = s.phase
	v.Hand = nil
	if seat >= 0 && seat < n {
		v.Hand = putCards(s.hands[seat])
	}
	k := len(ib)
	for _, h := range s.hands {
		ib = append(ib, len(h))
	}
	v.HandSizes = ib[k:len(ib):len(ib)]
	v.StockSize = len(s.stock)
	v.Discard = putCards(s.discard)
	v.Took = s.took
	v.OutSeat = s.outSeat
	v.LastTurnsLeft = s.lastLeft
	v.Taken = v.Taken[:0]
	v.Discarded = v.Discarded[:0]
	for i := 0; i < n; i++ {
		v.Taken = append(v.Taken, putCards(s.taken[i]))
		v.Discarded = append(v.Discarded, putCards(s.thrown[i]))
	}
	v.Scores = v.Scores[:0]
	if s.scores == nil {
		v.Scores = nil
	}
	for _, r := range s.scores {
		v.Scores = append(v.Scores, putInts(r))
	}
	v.Totals = putInts(s.totals)
	v.Reveal = v.Reveal[:0]
	if s.reveal == nil {
		v.Reveal = nil
	}
	for _, a := range s.reveal {
		b := Arrangement{Penalty: a.Penalty, Leftover: putCards(a.Leftover)}
		if a.Melds != nil {
			k := len(mb)
			for _, m := range a.Melds {
				mb = append(mb, Meld{Kind: m.Kind, Cards: putCards(m.Cards), As: putCards(m.As)})
			}
			b.Melds = mb[k:len(mb):len(mb)]
		}
		v.Reveal = append(v.Reveal, b)
	}
	v.TiebreakSeats = putInts(s.leaders)
	v.Over = s.phase == PhaseOver
	v.Winners = putInts(s.winners)
	v.cardArena, v.intArena, v.meldArena = cb, ib, mb
}
