package threethirteen

import (
	"fmt"
	"strings"

	"parlor/gameplay/cards"
	"parlor/internal/clip"
	"parlor/internal/enum"
)

// MoveKind is what a move does.
type MoveKind uint8

// The four kinds of move (docs/rules/threethirteen.md#a-turn,
// docs/rules/threethirteen.md#going-out).
const (
	// DrawStock draws the top card of the stock (text "draw").
	DrawStock MoveKind = iota + 1
	// TakeDiscard takes the top card of the discard pile (text "take").
	TakeDiscard
	// Discard ends the turn by discarding Card (text "discard 7H"). It never goes out,
	// even when the rest of the hand is all melds.
	Discard
	// GoOut discards Card and goes out (text "out 7H"); legal only when the hand
	// without Card splits completely into melds.
	GoOut
)

// String gives the kind's word in the move notation: draw, take, discard, out.
func (k MoveKind) String() string {
	return enum.Name(k, "MoveKind", "", "draw", "take", "discard", "out")
}

// Move is one move by one seat. Card is set only for Discard and GoOut; Apply ignores
// it for DrawStock and TakeDiscard.
type Move struct {
	Seat int
	Kind MoveKind
	Card cards.Card
}

// String gives the move in the text notation of game records (the seat is not part of
// it: a record's moves are played by whoever's turn it is): "draw", "take",
// "discard 7H", "out 7H".
func (m Move) String() string {
	switch m.Kind {
	case Discard, GoOut:
		return m.Kind.String() + " " + m.Card.String()
	}
	return m.Kind.String()
}

// ParseMove reads a move in the text notation ("draw", "take", "discard 7H", "out 7H";
// case-insensitive, extra spaces ignored) as a move by seat. Errors name the bad token;
// whether the move is legal is for Apply to say.
func ParseMove(seat int, text string) (Move, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return Move{}, fmt.Errorf("empty move: want draw, take, discard CARD or out CARD")
	}
	m := Move{Seat: seat}
	switch strings.ToLower(f[0]) {
	case "draw":
		m.Kind = DrawStock
	case "take":
		m.Kind = TakeDiscard
	case "discard":
		m.Kind = Discard
	case "out":
		m.Kind = GoOut
	default:
		return Move{}, fmt.Errorf("unknown move %s: want draw, take, discard CARD or out CARD", clip.Quote(f[0]))
	}
	switch m.Kind {
	case DrawStock, TakeDiscard:
		if len(f) != 1 {
			return Move{}, fmt.Errorf("move %q takes no card, got %s", f[0], clip.Quote(strings.Join(f[1:], " ")))
		}
	default:
		if len(f) != 2 {
			return Move{}, fmt.Errorf("move %q needs exactly one card, e.g. %q", f[0], strings.ToLower(f[0])+" 7H")
		}
		c, err := cards.Parse(f[1])
		if err != nil {
			return Move{}, fmt.Errorf("move %s: %w", clip.Quote(text), err)
		}
		m.Card = c
	}
	return m, nil
}
