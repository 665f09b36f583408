package threethirteen

import (
	"fmt"
	"strings"

	"parlor/gameplay/cards"
)

// Event is one thing that happened, in the order the table scene animates it. New
// produces the events of the first deal (State.Opening); Apply returns the events of each
// move. Events are plain values and complete: a table that starts from New's View and
// plays every event in order knows everything its seat may know.
//
// A card that a seat may not see is the zero cards.Card (Card.Valid() is false) in the
// redacted copy Redact gives; the state itself always records the real card.
type Event interface {
	// String is a one-line description for logs and golden files, e.g. "seat 2 discards 7H".
	String() string
	isEvent()
}

// RoundStarted opens a round: its number (1..11, 12 for the tiebreak round), the wild
// rank, the dealer and the number of cards each player is dealt.
type RoundStarted struct {
	Round    int
	Wild     cards.Rank
	Dealer   int
	HandSize int
}

// Dealt is one card dealt face down to Seat. The deal goes one card at a time clockwise
// starting left of the dealer, HandSize times round the table. Redacted for other seats.
type Dealt struct {
	Seat int
	Card cards.Card
}

// DiscardStarted is the stock's top card turned face up to start the discard pile.
type DiscardStarted struct {
	Card cards.Card
}

// Drew is a draw: from the top of the discard pile (FromDiscard, public) or from the
// stock (the card is redacted for other seats).
type Drew struct {
	Seat        int
	Card        cards.Card
	FromDiscard bool
}

// Discarded is a card laid face up on the discard pile, ending Seat's turn.
type Discarded struct {
	Seat int
	Card cards.Card
}

// WentOut is Seat discarding Card and going out: the rest of its hand is all melds.
// It replaces Discarded for that discard.
type WentOut struct {
	Seat int
	Card cards.Card
}

// LastTurnsBegan follows the first WentOut of a round: every other player now has
// exactly one more turn (Turns = players-1), then the round ends.
type LastTurnsBegan struct {
	OutSeat int
	Turns   int
}

// StockRebuilt is the discard pile, all but its top card, shuffled into a new stock of
// Cards cards. It comes just before the Drew that needed it.
type StockRebuilt struct {
	Cards int
}

// Revealed is one hand laid open at the end of a round, arranged by the solver for the
// least penalty. One per seat, in seat order, after the round's last discard.
type Revealed struct {
	Seat        int
	Arrangement Arrangement
}

// RoundScored gives the round's penalty per seat (points) and the running totals.
type RoundScored struct {
	Round     int
	Penalties []int
	Totals    []int
}

// TiebreakStarted announces the extra deciding round of option tiebreak-round: Seats are
// the players tied for the lowest total, the only ones who can win it.
type TiebreakStarted struct {
	Seats []int
}

// GameOver ends the game. Winners are the seats sharing the win, in seat order.
type GameOver struct {
	Winners []int
	Totals  []int
}

func (RoundStarted) isEvent()    {}
func (Dealt) isEvent()           {}
func (DiscardStarted) isEvent()  {}
func (Drew) isEvent()            {}
func (Discarded) isEvent()       {}
func (WentOut) isEvent()         {}
func (LastTurnsBegan) isEvent()  {}
func (StockRebuilt) isEvent()    {}
func (Revealed) isEvent()        {}
func (RoundScored) isEvent()     {}
func (TiebreakStarted) isEvent() {}
func (GameOver) isEvent()        {}

// cardText prints a card, or "??" for a redacted one.
func cardText(c cards.Card) string {
	if !c.Valid() {
		return "??"
	}
	return c.String()
}

func (e RoundStarted) String() string {
	return fmt.Sprintf("round %d: dealer %d, %d cards each, %v wild", e.Round, e.Dealer, e.HandSize, e.Wild)
}
func (e Dealt) String() string { return fmt.Sprintf("deal %s to seat %d", cardText(e.Card), e.Seat) }
func (e DiscardStarted) String() string {
	return fmt.Sprintf("turn up %s to start the discard pile", cardText(e.Card))
}
func (e Drew) String() string {
	if e.FromDiscard {
		return fmt.Sprintf("seat %d takes %s from the discard pile", e.Seat, cardText(e.Card))
	}
	return fmt.Sprintf("seat %d draws %s from the stock", e.Seat, cardText(e.Card))
}
func (e Discarded) String() string {
	return fmt.Sprintf("seat %d discards %s", e.Seat, cardText(e.Card))
}
func (e WentOut) String() string {
	return fmt.Sprintf("seat %d discards %s and goes out", e.Seat, cardText(e.Card))
}
func (e LastTurnsBegan) String() string {
	return fmt.Sprintf("last turns: %d more after seat %d went out", e.Turns, e.OutSeat)
}
func (e StockRebuilt) String() string {
	return fmt.Sprintf("stock rebuilt from the discard pile: %d cards", e.Cards)
}
func (e Revealed) String() string {
	return fmt.Sprintf("seat %d reveals %s", e.Seat, FormatArrangement(e.Arrangement))
}
func (e RoundScored) String() string {
	return fmt.Sprintf("round %d scored: penalties %v, totals %v", e.Round, e.Penalties, e.Totals)
}
func (e TiebreakStarted) String() string {
	return fmt.Sprintf("tiebreak round for seats %v", e.Seats)
}
func (e GameOver) String() string {
	return fmt.Sprintf("game over: winners %v, totals %v", e.Winners, e.Totals)
}

// FormatArrangement prints an arrangement on one line: each meld in brackets, a wild
// followed by what it stands for ("KS=8H"), then the leftover cards and the penalty,
// e.g. "[7H KS=8H 9H] [5C 5D 5S] leftover 2C: 2 points".
func FormatArrangement(a Arrangement) string {
	var b strings.Builder
	for _, m := range a.Melds {
		b.WriteByte('[')
		for i, c := range m.Cards {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(cardText(c))
			if i < len(m.As) && m.As[i] != c {
				b.WriteByte('=')
				b.WriteString(cardText(m.As[i]))
			}
		}
		b.WriteString("] ")
	}
	b.WriteString("leftover")
	if len(a.Leftover) == 0 {
		b.WriteString(" none")
	}
	for _, c := range a.Leftover {
		b.WriteByte(' ')
		b.WriteString(cardText(c))
	}
	fmt.Fprintf(&b, ": %d points", a.Penalty)
	return b.String()
}

// Redact returns ev as seat may see it: another seat's dealt cards and stock draws
// become the zero card. Every other event is public and returned as is. A seat outside
// 0..players-1 (a spectator) sees no hidden card at all.
func Redact(ev Event, seat int) Event {
	switch e := ev.(type) {
	case Dealt:
		if e.Seat != seat {
			e.Card = cards.Card{}
		}
		return e
	case Drew:
		if !e.FromDiscard && e.Seat != seat {
			e.Card = cards.Card{}
		}
		return e
	}
	return ev
}
