package troeven

import (
	"fmt"
	"parlor/gameplay/match"
	"strings"

	"parlor/gameplay/cards"
	"parlor/internal/clip"
)

// Variant is a Troeven version id (docs/rules/troeven.md#versions).
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
	return "", fmt.Errorf("unknown troeven variant %s (want dummy or solo)", clip.Quote(s))
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
		return Move{}, fmt.Errorf("bad move %s: want \"trump SUIT\", \"play CARD\" or \"dummy CARD\"", clip.Quote(text))
	}
	switch strings.ToLower(f[0]) {
	case "trump":
		s, err := parseSuit(f[1])
		if err != nil {
			return Move{}, fmt.Errorf("bad move %s: %v", clip.Quote(text), err)
		}
		return Move{Seat: seat, Kind: NameTrump, Suit: s}, nil
	case "play", "dummy":
		c, err := cards.Parse(f[1])
		if err != nil {
			return Move{}, fmt.Errorf("bad move %s: %v", clip.Quote(text), err)
		}
		if _, ok := indexOf(c); !ok {
			return Move{}, fmt.Errorf("bad move %s: card %v is not in the Troeven deck (ranks 7 8 9 10 J Q K A)", clip.Quote(text), c)
		}
		return Move{Seat: seat, Kind: PlayCard, Card: c, FromDummy: strings.EqualFold(f[0], "dummy")}, nil
	}
	return Move{}, fmt.Errorf("bad move %s: unknown verb %s (want trump, play or dummy)", clip.Quote(text), clip.Quote(f[0]))
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
	return 0, fmt.Errorf("bad suit %s: want C, D, H or S", clip.Quote(s))
}

// Rule ids carried by RuleError.Rule, one per way a move can break the rules
// (docs/rules/troeven.md#refused-moves).
const (
	RuleGameOver        = "game-over"         // the game has ended
	RuleNotYourTurn     = "not-your-turn"     // another seat (or the dummy) is to play
	RuleNotCaller       = "not-caller"        // only the caller names trumps
	RuleNameTrumpsFirst = "name-trumps-first" // no card before trumps are named
	RuleTrumpsNamed     = "trumps-named"      // trumps are named once
	RuleBadSuit         = "bad-suit"          // trumps must be a suit
	RuleBadMove         = "bad-move"          // not a kind of move
	RuleNotInDeck       = "not-in-deck"       // the card is not in the variant's deck
	RuleNotInHand       = "not-in-hand"       // the seat does not hold the card
	RuleNoDummy         = "no-dummy"          // the solo version has no dummy
	RuleDummyTurn       = "dummy-turn"        // the dummy plays now, from its face-up cards
	RuleNotDummyTurn    = "not-dummy-turn"    // the caller plays its own card now
	RuleNotFaceUp       = "not-face-up"       // the dummy's card is not face up
	RuleMustFollowSuit  = "must-follow-suit"  // follow the led suit when you can
)

// RuleError is a move the rules reject (the shape every game shares): Rule is one of the
// Rule* ids, Move the move, Msg says it in words for the player. Apply, Step and Check
// return it and leave the state unchanged.
type RuleError = match.RuleError[Move]

func ruleErr(m Move, rule, format string, a ...any) *RuleError {
	return match.Reject(rule, m, format, a...)
}
