package triples

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/internal/clip"
	"parlor/internal/enum"
)

// MoveKind is what a move does.
type MoveKind uint8

// The three kinds of move (docs/rules/triples.md#later-turns,
// docs/rules/triples.md#double-triples).
const (
	// MovePlay adds one or two cards from the hand to the play area (text
	// "play GH3" or "play RH5+2 GH3"); they must make a triple with the top card(s).
	MovePlay MoveKind = iota + 1
	// MoveDraw draws a card, or takes a pending Draw 2 penalty (text "draw").
	MoveDraw
	// MoveTarget names the opponent who draws 2 for a double triple (text "target 3").
	MoveTarget
)

// String gives the kind's word in the move notation: play, draw, target.
func (k MoveKind) String() string { return enum.Name(k, "MoveKind", "", "play", "draw", "target") }

// Move is one move by one seat. Moves are comparable values.
//
// For MovePlay, Cards holds the cards in the order they are laid on the play area, so the
// last one ends on top: "play A B" leaves B on top. A one-card play leaves Cards[1] zero.
// For MoveTarget, Target is the opponent's seat.
type Move struct {
	Seat   int
	Kind   MoveKind
	Cards  [2]Card
	Target int
}

// PlayOne is seat adding card a to the play area.
func PlayOne(seat int, a Card) Move { return Move{Seat: seat, Kind: MovePlay, Cards: [2]Card{a}} }

// PlayTwo is seat adding a, then b (b ends on top of the play area).
func PlayTwo(seat int, a, b Card) Move {
	return Move{Seat: seat, Kind: MovePlay, Cards: [2]Card{a, b}}
}

// DrawMove is seat drawing (or taking its pending Draw 2 penalty).
func DrawMove(seat int) Move { return Move{Seat: seat, Kind: MoveDraw} }

// TargetMove is seat naming target to draw 2 for its double triple.
func TargetMove(seat, target int) Move { return Move{Seat: seat, Kind: MoveTarget, Target: target} }

// Played returns the cards of a play in the order laid: one or two cards (nil for other
// kinds).
func (m Move) Played() []Card {
	if m.Kind != MovePlay {
		return nil
	}
	if m.Cards[1] == (Card{}) {
		return []Card{m.Cards[0]}
	}
	return []Card{m.Cards[0], m.Cards[1]}
}

// String gives the move in the notation of game records (the seat is not part of it: a
// record's moves are made by whoever's turn it is): "play GH3", "play RH5+2 GH3", "draw",
// "target 3".
func (m Move) String() string {
	switch m.Kind {
	case MovePlay:
		return "play " + Format(m.Played())
	case MoveTarget:
		return "target " + strconv.Itoa(m.Target)
	}
	return m.Kind.String()
}

// ParseMove reads a move in the notation ("play GH3", "play RH5+2 GH3", "draw",
// "target 3"; case-insensitive, extra spaces ignored) as a move by seat. Errors name the
// bad token; whether the move is legal is for Apply to say. The double triple's target is
// always its own move, never part of the play.
func ParseMove(seat int, text string) (Move, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return Move{}, fmt.Errorf("empty move: want play CARD [CARD], draw or target SEAT")
	}
	switch strings.ToLower(f[0]) {
	case "draw":
		if len(f) != 1 {
			return Move{}, fmt.Errorf("move draw takes nothing more, got %s", clip.Quote(strings.Join(f[1:], " ")))
		}
		return DrawMove(seat), nil
	case "target":
		if len(f) != 2 {
			return Move{}, fmt.Errorf("move target needs exactly one seat number, e.g. \"target 2\"")
		}
		t, err := strconv.Atoi(f[1])
		if err != nil {
			return Move{}, fmt.Errorf("move target: bad seat %s: want a seat number", clip.Quote(f[1]))
		}
		return TargetMove(seat, t), nil
	case "play":
		if len(f) < 2 || len(f) > 3 {
			return Move{}, fmt.Errorf("move play needs one or two cards, got %d", len(f)-1)
		}
		var cs [2]Card
		for i, tok := range f[1:] {
			c, err := Parse(tok)
			if err != nil {
				return Move{}, fmt.Errorf("move %s: %w", clip.Quote(text), err)
			}
			cs[i] = c
		}
		return Move{Seat: seat, Kind: MovePlay, Cards: cs}, nil
	}
	return Move{}, fmt.Errorf("unknown move %s: want play CARD [CARD], draw or target SEAT", clip.Quote(f[0]))
}
