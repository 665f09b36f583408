package triples

import (
	"fmt"
	"strings"

	"parlor/internal/enum"
)

// Event is one thing that happened, in the order the table scene animates it. New
// produces the events of the dealer draw and the first deal (State.Opening); Apply returns
// the events of each move. Events are plain values and complete: a table that starts from
// an empty table and plays every event in order knows everything its seat may know.
//
// A card a seat may not see is the zero Card (Card.Hidden) in the copy Redact gives;
// the state itself always records the real card.
type Event interface {
	// String is a one-line description for logs and golden files.
	String() string
	isEvent()
}

// DealerDraw is Seat drawing Card face up to choose the first dealer. Draw is 1 for the
// first draw by every seat, 2, 3, … for the redraws among the seats tied for the highest
// number (docs/rules/triples.md#choosing-the-first-dealer). Seats draw in seat order
// within a draw.
type DealerDraw struct {
	Seat int
	Card Card
	Draw int
}

// DealerChosen ends the dealer draw: Seat drew the highest number alone and deals the
// first round. The drawn cards go back into the deck.
type DealerChosen struct {
	Seat int
}

// RoundStarted opens a round (1-based): the whole deck is gathered and shuffled (or
// stacked), Dealer deals HandSize cards to each player.
type RoundStarted struct {
	Round    int
	Dealer   int
	HandSize int
}

// Dealt is one card dealt face down to Seat. The deal goes one card at a time clockwise,
// starting left of the dealer, HandSize times round the table. Redacted for other seats.
type Dealt struct {
	Seat int
	Card Card
}

// StarterTurned is the draw pile's top card turned face up to start the play area.
type StarterTurned struct {
	Card Card
}

// PenaltyPending says Seat owes N cards (2, or 4 for two Draw 2s in one play) for a Draw 2
// played by From (-1: the starter card was a Draw 2). Seat's next move must be "draw",
// which takes the N cards and skips the turn.
type PenaltyPending struct {
	Seat int
	N    int
	From int
}

// Played is Seat adding Cards (in the order laid, the last on top) to the play area,
// making a triple with With (the play-area cards it was made with, bottom first: the top
// two for a one-card play, the top one for a two-card play). Shared lists the attributes
// the triple shares; Double marks a double triple (two shared: a target must follow);
// Draw2 counts the Draw 2 cards among Cards.
type Played struct {
	Seat   int
	Cards  []Card
	With   []Card
	Shared []Attr
	Double bool
	Draw2  int
}

// TargetChosen is Seat naming Target to draw 2 for its double triple; the Drew follows.
type TargetChosen struct {
	Seat   int
	Target int
}

// DrawReason says why cards were drawn.
type DrawReason uint8

// Why a Drew happened.
const (
	// ReasonTurn is the ordinary one-card draw of a turn.
	ReasonTurn DrawReason = iota + 1
	// ReasonDraw2 is the penalty for a Draw 2 card played by the previous player.
	ReasonDraw2
	// ReasonStarter is the penalty for a Draw 2 starter card.
	ReasonStarter
	// ReasonDouble is the 2 cards a double triple's target draws.
	ReasonDouble
)

// String is the reason's name: turn, draw2, starter, double.
func (r DrawReason) String() string {
	return enum.Name(r, "DrawReason", "", "turn", "draw2", "starter", "double")
}

// Drew is Seat drawing Cards from the draw pile, in order (top first). A draw that runs
// the pile dry is split in two Drew events around the Reshuffled between them; when the
// pile cannot be refilled fewer cards than owed are drawn. Redacted for other seats: the
// count stays, the faces become hidden.
type Drew struct {
	Seat   int
	Cards  []Card
	Reason DrawReason
}

// Skipped is Seat losing its turn after taking a Draw 2 penalty
// (docs/rules/triples.md#draw-2).
type Skipped struct {
	Seat int
}

// Passed is Seat unable to play with nothing left to draw, even after a reshuffle: the
// turn passes with no card moved.
type Passed struct {
	Seat int
}

// Reshuffled is the draw pile running out: the play area's top cards Kept (bottom first,
// up to 3) stay, the other Cards play-area cards are shuffled face down into a new draw
// pile (docs/rules/triples.md#empty-draw-pile).
type Reshuffled struct {
	Kept  []Card
	Cards int
}

// RoundScored ends a round. Out is the seat that played its last card, or -1 when the
// round was blocked (nobody could play and nothing was left to draw). Hands shows every
// hand face up. Points is what each seat scored this round (nil in chill mode), Totals
// the running totals (nil in chill mode), Wins the rounds each seat has won so far.
type RoundScored struct {
	Round  int
	Out    int
	Hands  [][]Card
	Points []int
	Totals []int
	Wins   []int
}

// GameOver ends the game. Winners are the seats sharing the win, in seat order: the
// lowest total, or in chill mode the most rounds won.
type GameOver struct {
	Winners []int
	Totals  []int
	Wins    []int
}

func (DealerDraw) isEvent()     {}
func (DealerChosen) isEvent()   {}
func (RoundStarted) isEvent()   {}
func (Dealt) isEvent()          {}
func (StarterTurned) isEvent()  {}
func (PenaltyPending) isEvent() {}
func (Played) isEvent()         {}
func (TargetChosen) isEvent()   {}
func (Drew) isEvent()           {}
func (Skipped) isEvent()        {}
func (Passed) isEvent()         {}
func (Reshuffled) isEvent()     {}
func (RoundScored) isEvent()    {}
func (GameOver) isEvent()       {}

// String describes the event in one line.
func (e DealerDraw) String() string {
	return fmt.Sprintf("dealer draw %d: seat %d draws %s", e.Draw, e.Seat, e.Card)
}

// String describes the event in one line.
func (e DealerChosen) String() string { return fmt.Sprintf("seat %d deals first", e.Seat) }

// String describes the event in one line.
func (e RoundStarted) String() string {
	return fmt.Sprintf("round %d: seat %d deals %d each", e.Round, e.Dealer, e.HandSize)
}

// String describes the event in one line.
func (e Dealt) String() string { return fmt.Sprintf("deal %s to seat %d", e.Card, e.Seat) }

// String describes the event in one line.
func (e StarterTurned) String() string { return fmt.Sprintf("starter %s", e.Card) }

// String describes the event in one line.
func (e PenaltyPending) String() string {
	from := "the starter"
	if e.From >= 0 {
		from = fmt.Sprintf("seat %d", e.From)
	}
	return fmt.Sprintf("seat %d owes %d for %s", e.Seat, e.N, from)
}

// String describes the event in one line.
func (e Played) String() string {
	s := fmt.Sprintf("seat %d plays %s on %s: %s", e.Seat, Format(e.Cards), Format(e.With), attrList(e.Shared))
	if e.Double {
		s += " (double triple)"
	}
	if e.Draw2 > 0 {
		s += fmt.Sprintf(" (%d draw 2)", e.Draw2)
	}
	return s
}

// String describes the event in one line.
func (e TargetChosen) String() string {
	return fmt.Sprintf("seat %d targets seat %d", e.Seat, e.Target)
}

// String describes the event in one line.
func (e Drew) String() string {
	return fmt.Sprintf("seat %d draws %s (%s)", e.Seat, Format(e.Cards), e.Reason)
}

// String describes the event in one line.
func (e Skipped) String() string { return fmt.Sprintf("seat %d skips", e.Seat) }

// String describes the event in one line.
func (e Passed) String() string { return fmt.Sprintf("seat %d passes: nothing to draw", e.Seat) }

// String describes the event in one line.
func (e Reshuffled) String() string {
	return fmt.Sprintf("reshuffle %d cards, keep %s", e.Cards, Format(e.Kept))
}

// String describes the event in one line.
func (e RoundScored) String() string {
	hands := make([]string, len(e.Hands))
	for i, h := range e.Hands {
		hands[i] = "[" + Format(h) + "]"
	}
	out := "blocked"
	if e.Out >= 0 {
		out = fmt.Sprintf("seat %d out", e.Out)
	}
	return fmt.Sprintf("round %d over, %s; hands %s; points %v totals %v wins %v", e.Round, out, strings.Join(hands, " "), e.Points, e.Totals, e.Wins)
}

// String describes the event in one line.
func (e GameOver) String() string {
	return fmt.Sprintf("game over: winners %v totals %v wins %v", e.Winners, e.Totals, e.Wins)
}

func attrList(as []Attr) string {
	s := make([]string, len(as))
	for i, a := range as {
		s[i] = a.String()
	}
	return strings.Join(s, "+")
}

// Redact returns ev as seat may see it: another seat's dealt or drawn cards become
// hidden (the zero Card), keeping their number. Everything else is public and returned
// as is. A seat of -1 (a spectator) sees no hidden card. The event given is not changed.
func Redact(ev Event, seat int) Event {
	switch e := ev.(type) {
	case Dealt:
		if e.Seat != seat {
			e.Card = Card{}
		}
		return e
	case Drew:
		if e.Seat != seat {
			e.Cards = make([]Card, len(e.Cards))
		}
		return e
	}
	return ev
}
