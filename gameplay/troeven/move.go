package troeven

import (
	"fmt"
	"strings"

	"parlor/gameplay/cards"
)

// Variant is a Troeven version id (RULES.md §2, "Ids").
type Variant string

// The two versions.
const (
	// Dummy is version 1 (the default): 32 cards, the caller partners a dummy.
	Dummy Variant = "dummy"
	// Solo is version 2: 30 cards, every player plays alone.
	Solo Variant = "solo"
)

// ParseVariant reads a variant id; "" gives the default, Dummy. Any other text is an
// error naming it.
func ParseVariant(s string) (Variant, error) {
	switch Variant(strings.ToLower(strings.TrimSpace(s))) {
	case "", Dummy:
		return Dummy, nil
	case Solo:
		return Solo, nil
	}
	return "", fmt.Errorf("unknown troeven variant %q (want dummy or solo)", s)
}

// MoveKind tells the two kinds of move apart.
type MoveKind uint8

// The kinds of move.
const (
	// NameTrump is the caller naming the trump suit after the first part of the deal.
	NameTrump MoveKind = iota + 1
	// PlayCard puts a card on the trick: from the mover's hand, or (FromDummy) one of the
	// dummy's face-up cards chosen by the caller.
	PlayCard
)

// Move is one player action. Seat is the player (0..2) making it. For the dummy's
// turn the caller moves: Seat is the caller's seat and FromDummy is true; Card is then
// one of the dummy's face-up cards. Suit is used by NameTrump only, Card and FromDummy
// by PlayCard only.
//
// Text notation (game records, parlor-sim replay), case-insensitive on input:
//
//	trump H      name trumps (C D H S, or the suit's name: "trump hearts")
//	play 10H     play a card from your own hand
//	dummy 10H    the caller plays one of the dummy's face-up cards
//
// The seat is not written: a record's moves are always made by the seat to move.
type Move struct {
	Seat      int
	Kind      MoveKind
	Suit      cards.Suit
	Card      cards.Card
	FromDummy bool
}

// String prints the move in text notation (without the seat): "trump H", "play 10H",
// "dummy 10H".
func (m Move) String() string {
	switch m.Kind {
	case NameTrump:
		return "trump " + m.Suit.String()
	case PlayCard:
		if m.FromDummy {
			return "dummy " + m.Card.String()
		}
		return "play " + m.Card.String()
	}
	return fmt.Sprintf("Move(kind %d)", m.Kind)
}

// ParseMove reads a move in text notation (see Move) for seat. The error names the
// token that is wrong: an unknown verb, a bad suit, or a bad card or one outside the
// 32-card Troeven deck.
func ParseMove(seat int, text string) (Move, error) {
	f := strings.Fields(text)
	if len(f) != 2 {
		return Move{}, fmt.Errorf("bad move %q: want \"trump SUIT\", \"play CARD\" or \"dummy CARD\"", text)
	}
	switch strings.ToLower(f[0]) {
	case "trump":
		s, err := parseSuit(f[1])
		if err != nil {
			return Move{}, fmt.Errorf("bad move %q: %v", text, err)
		}
		return Move{Seat: seat, Kind: NameTrump, Suit: s}, nil
	case "play", "dummy":
		c, err := cards.Parse(f[1])
		if err != nil {
			return Move{}, fmt.Errorf("bad move %q: %v", text, err)
		}
		if _, ok := indexOf(c); !ok {
			return Move{}, fmt.Errorf("bad move %q: card %v is not in the Troeven deck (ranks 7 8 9 10 J Q K A)", text, c)
		}
		return Move{Seat: seat, Kind: PlayCard, Card: c, FromDummy: strings.EqualFold(f[0], "dummy")}, nil
	}
	return Move{}, fmt.Errorf("bad move %q: unknown verb %q (want trump, play or dummy)", text, f[0])
}

// ParseSuit reads a trump suit: a letter C D H S or a name (clubs, diamonds, hearts,
// spades; singular too), any case. The error names the token.
func ParseSuit(s string) (cards.Suit, error) { return parseSuit(s) }

func parseSuit(s string) (cards.Suit, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	for _, su := range cards.Suits {
		if t == strings.ToLower(su.String()) || t == su.Name() || t+"s" == su.Name() {
			return su, nil
		}
	}
	return 0, fmt.Errorf("bad suit %q: want C, D, H or S", s)
}

// RuleError is a move the rules reject. Rule is a stable id naming the rule broken;
// Msg says it in words for the player. Apply, Step and Check return it and leave the
// state unchanged.
//
// Rules: "game-over", "not-your-turn", "not-caller", "name-trumps-first",
// "trumps-named", "bad-suit", "bad-move", "not-in-deck", "not-in-hand",
// "no-dummy", "dummy-turn", "not-dummy-turn", "not-face-up", "must-follow-suit".
type RuleError struct {
	Rule string
	Msg  string
}

// Error is "rule: message", e.g. "must-follow-suit: you must follow hearts".
func (e *RuleError) Error() string { return e.Rule + ": " + e.Msg }

func ruleErr(rule, format string, a ...any) *RuleError {
	return &RuleError{Rule: rule, Msg: fmt.Sprintf(format, a...)}
}
