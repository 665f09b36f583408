package troeven

import (
	"fmt"
	"strings"

	"parlor/gameplay/cards"
)

// Event is something that happened, in the order the table scene animates it. Apply
// returns the events of one move; Opening returns those of the first deal. The
// concrete types are Cut, Dealt, TrumpNamed, Played, DummyCardTurned, TrickWon,
// RoundScored and GameOver. Each prints as one readable line (String).
//
// Positions: where an event says which hand a card comes from or goes to, 0..2 are
// the players' seats and DummySeat (3) is the dummy.
type Event interface {
	fmt.Stringer
	isEvent()
}

// Cut starts a round: the dealer's shuffled deck is cut by the player right of the
// dealer (docs/rules/troeven.md#the-cut). At is how many cards were lifted off the
// top (4..Size-4) and moved under the rest; Size is the deck size (32 or 30). Caller
// is the player left of the dealer, who will name trumps. With a stacked deck the
// deck is dealt as given and At only drives the animation.
type Cut struct {
	Round  int
	Dealer int
	Cutter int
	Caller int
	At     int
	Size   int
}

// Dealt is one packet of the deal. Stage is 1 (before trumps: 4 cards to each player,
// caller first, then opponent, then dealer; Solo: 5 to the caller only) or 2 (after
// trumps: the rest, clockwise from the caller, then the dummy's row). To is the
// receiving position (DummySeat for the dummy). Count is the number of cards; Cards
// are those cards in deal order, or nil when the viewer may not see them (another
// player's cards after Redact, and the dummy's face-down cards always). FaceUp is true
// for the dummy's face-up cards (one dealt on each face-down card, column 0..3 in order).
type Dealt struct {
	Stage  int
	To     int
	Count  int
	Cards  []cards.Card
	FaceUp bool
}

// LastBeforeTrumps reports that e is the last packet dealt before trumps are named,
// in variant v with the round's dealer: with a dummy, stage 1 deals the caller, the
// opponent, then the dealer (docs/rules/troeven.md#the-deal-with-a-dummy); without, the
// caller only (docs/rules/troeven.md#the-deal-without-a-dummy).
func (e Dealt) LastBeforeTrumps(v Variant, dealer int) bool {
	return e.Stage == 1 && (v == Solo || e.To == dealer)
}

// TrumpNamed: the caller named Suit as trumps.
type TrumpNamed struct {
	Seat int
	Suit cards.Suit
}

// Played: Card went to the trick. Seat is the player who moved (for the dummy, the
// caller: FromDummy is true and Column is the dummy column 0..3 the card came from;
// Column is -1 otherwise). Trick is the trick number in the round (1..8 or 1..10).
type Played struct {
	Seat      int
	Card      cards.Card
	FromDummy bool
	Column    int
	Trick     int
}

// DummyCardTurned: the face-down dummy card in Column turned face up after the card
// covering it was played.
type DummyCardTurned struct {
	Column int
	Card   cards.Card
}

// TrickWon: the trick is complete. Cards are its cards in play order and Seats the
// position that played each (DummySeat for the dummy); Winner is the winning position,
// who leads the next trick; Side is the winner's side (Dummy: SideCaller or
// SideDealer; Solo: the winner's seat); Points is the trick's card points.
type TrickWon struct {
	Trick  int
	Cards  []cards.Card
	Seats  []int
	Winner int
	Side   int
	Points int
}

// RoundScored closes a round; Result holds the card points, the tally change of each
// seat and the tally after it (docs/rules/troeven.md#scoring-with-a-dummy,
// docs/rules/troeven.md#scoring-without-a-dummy).
type RoundScored struct {
	Result RoundResult
}

// GameOver: a seat's tally reached 0. Winners are the seats at 0 (two players can
// reach 0 together in Dummy when the dealer's side wins); Tally is every seat's final
// tally; Rounds is the number of rounds played.
type GameOver struct {
	Winners []int
	Tally   [3]int
	Rounds  int
}

func (Cut) isEvent()             {}
func (Dealt) isEvent()           {}
func (TrumpNamed) isEvent()      {}
func (Played) isEvent()          {}
func (DummyCardTurned) isEvent() {}
func (TrickWon) isEvent()        {}
func (RoundScored) isEvent()     {}
func (GameOver) isEvent()        {}

func posName(p int) string {
	if p == DummySeat {
		return "dummy"
	}
	return fmt.Sprintf("seat %d", p)
}

// String prints the event as one line for logs and golden files.
func (e Cut) String() string {
	return fmt.Sprintf("Cut round %d: dealer seat %d, seat %d cuts %d of %d, caller seat %d",
		e.Round, e.Dealer, e.Cutter, e.At, e.Size, e.Caller)
}

// String prints the event as one line for logs and golden files.
func (e Dealt) String() string {
	face := ""
	if e.To == DummySeat {
		face = " face down"
		if e.FaceUp {
			face = " face up"
		}
	}
	what := "hidden"
	if e.Cards != nil {
		what = cards.Format(e.Cards)
	}
	return fmt.Sprintf("Dealt stage %d: %d to %s%s: %s", e.Stage, e.Count, posName(e.To), face, what)
}

// String prints the event as one line for logs and golden files.
func (e TrumpNamed) String() string {
	return fmt.Sprintf("TrumpNamed: seat %d names %s", e.Seat, e.Suit.Name())
}

// String prints the event as one line for logs and golden files.
func (e Played) String() string {
	if e.FromDummy {
		return fmt.Sprintf("Played trick %d: seat %d plays the dummy's %v (column %d)", e.Trick, e.Seat, e.Card, e.Column)
	}
	return fmt.Sprintf("Played trick %d: seat %d plays %v", e.Trick, e.Seat, e.Card)
}

// String prints the event as one line for logs and golden files.
func (e DummyCardTurned) String() string {
	return fmt.Sprintf("DummyCardTurned: column %d shows %v", e.Column, e.Card)
}

// String prints the event as one line for logs and golden files.
func (e TrickWon) String() string {
	var b strings.Builder
	for k, c := range e.Cards {
		if k > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%v(%s)", c, posName(e.Seats[k]))
	}
	return fmt.Sprintf("TrickWon trick %d: %s won by %s (side %d), %d points", e.Trick, b.String(), posName(e.Winner), e.Side, e.Points)
}

// String prints the event as one line for logs and golden files.
func (e RoundScored) String() string {
	r := e.Result
	return fmt.Sprintf("RoundScored round %d: dealer seat %d, caller seat %d, trump %s, points %v, tricks %v, change %v, tally %v",
		r.Round, r.Dealer, r.Caller, r.Trump.Name(), r.Points[:r.Sides], r.Tricks[:r.Sides], r.Change, r.Tally)
}

// String prints the event as one line for logs and golden files.
func (e GameOver) String() string {
	return fmt.Sprintf("GameOver after %d rounds: winners %v, tally %v", e.Rounds, e.Winners, e.Tally)
}

// Redact returns ev as seat (0..2) may see it: the cards of a Dealt packet to another
// player, and the dummy's face-down cards, are removed (Cards nil, Count kept). Every
// other event is public and returned as is. A seat outside 0..2 (a spectator) sees no
// player's cards.
func Redact(ev Event, seat int) Event {
	if d, ok := ev.(Dealt); ok {
		if (d.To == DummySeat && !d.FaceUp) || (d.To != DummySeat && d.To != seat) {
			d.Cards = nil
		}
		return d
	}
	return ev
}
