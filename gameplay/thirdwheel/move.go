package thirdwheel

import (
	"fmt"
	"parlor/gameplay/match"
	"parlor/internal/clip"
	"strconv"
	"strings"

	"parlor/internal/enum"
)

// MoveKind is what a move does.
type MoveKind uint8

// The kinds of move (docs/rules/thirdwheel.md). "Stamped" moves are made inside a
// reaction window and carry Move.At; see the package doc, "Reaction windows and slap
// races".
const (
	// MovePlay: the Duo player on turn plays Card from its hand ("play 12R"); a Take a
	// Hike names its rank ("play HIKE 7"), a Read the Room names the Duo seat that
	// swaps with the Third Wheel ("play ROOM 2").
	MovePlay MoveKind = iota + 1
	// MoveMatch: the Third Wheel matches the card just played with Card from its hand:
	// same rank, a Wild, or Take a Hike ("match 7F").
	MoveMatch
	// MoveBlock: the Third Wheel cancels the card just played with Awkward Silence,
	// without a match ("block").
	MoveBlock
	// MoveWithdraw: the Third Wheel plays Talking Too Much at a score of 85 or more to
	// withdraw the last scoring card on the table ("withdraw").
	MoveWithdraw
	// MoveRoom: the Third Wheel plays Read the Room with the Duo seat Target ("room 2").
	MoveRoom
	// MoveShield: a Duo player answers a cancel with Awkward Silence so the score stays
	// ("shield").
	MoveShield
	// MoveCounter: the Third Wheel answers a shield with Awkward Silence ("counter").
	MoveCounter
	// MoveSlap: a SLAP ("slap"): the Third Wheel's snap (Snap Match) or a Double-Down
	// race slap by the next Duo player or the Third Wheel.
	MoveSlap
	// MovePass: the Third Wheel lets the card pass on its turn (base game, "pass").
	MovePass
	// MoveDiscard: the Third Wheel pays a missed slap by discarding Card out of the
	// game ("discard 3H").
	MoveDiscard
	// MoveTick: the clock of the open reaction window reaches At ms ("tick @1500");
	// made by no seat (Seat is ignored). Everything stamped before At is settled.
	MoveTick
)

// MoveHidden is the kind of a move another seat may not see: a RaceLost or Cancelled
// redacted for another seat shows it in place of a move whose kind or card would tell
// what its seat holds (see Redact). It is never made.
const MoveHidden MoveKind = 0

var kindWords = [...]string{"hidden", "play", "match", "block", "withdraw", "room", "shield", "counter", "slap", "pass", "discard", "tick"}

// String is the kind's verb in move notation.
func (k MoveKind) String() string { return enum.Name(k, "MoveKind", kindWords[:]...) }

// stamped reports whether moves of kind k are submitted with a stamp while a window is
// open (every kind except MoveDiscard and MoveTick).
func (k MoveKind) stamped() bool { return k != MoveDiscard && k != MoveTick }

// Move is one action. Seat is the player (0..2) making it (ignored for MoveTick).
// Card is used by MovePlay, MoveMatch and MoveDiscard; Rank (1..13) only by a MovePlay
// of Take a Hike; Target (a Duo seat) only by MoveRoom and a MovePlay of Read the Room.
// At is the move's stamp in ms of game time since the open reaction window opened (the
// new clock for MoveTick); it matters only while a window is open (and for a late
// slap, see the package doc), and is 0 otherwise. Moves are comparable values.
type Move struct {
	Seat   int
	Kind   MoveKind
	Card   Card
	Rank   int
	Target int
	At     int
}

// seenByOthers is m as the other seats may see it once it came to nothing (it lost a
// race or was cancelled): its seat and stamp, and its kind when that is a slap or a
// pass; any other kind is MoveHidden, since its card, or its kind alone (a block needs
// an Awkward Silence), would tell what the seat holds.
func (m Move) seenByOthers() Move {
	kind := MoveHidden
	if m.Kind == MoveSlap || m.Kind == MovePass {
		kind = m.Kind
	}
	return Move{Seat: m.Seat, Kind: kind, At: m.At}
}

// Tick is the clock move: the open window's clock reaches at ms.
func Tick(at int) Move { return Move{Seat: -1, Kind: MoveTick, At: at} }

// Slap is seat slapping at ms of the open window (one physical press is one Slap; a
// second one in the same window is refused: one-pending or one-response).
func Slap(seat, at int) Move { return Move{Seat: seat, Kind: MoveSlap, At: at} }

// String prints the move in record notation: the seat, a colon, the verb and its
// arguments, and "@MS" when At is not 0: "1: play 12R @350", "1: play HIKE 7",
// "1: play ROOM 2", "0: match 7F", "0: block", "0: withdraw", "0: room 1",
// "2: shield @600", "0: counter", "0: slap @412", "0: pass", "0: discard 3H",
// "tick @1500". A move of no seat (Seat -1: read without a seat while nobody was to
// move) has no seat prefix.
func (m Move) String() string {
	var b strings.Builder
	if m.Kind == MoveTick {
		return "tick @" + strconv.Itoa(m.At)
	}
	if m.Seat >= 0 {
		fmt.Fprintf(&b, "%d: ", m.Seat)
	}
	b.WriteString(m.Kind.String())
	switch m.Kind {
	case MovePlay:
		b.WriteString(" " + m.Card.String())
		if m.Card == Hike {
			b.WriteString(" " + strconv.Itoa(m.Rank))
		}
		if m.Card == Room {
			b.WriteString(" " + strconv.Itoa(m.Target))
		}
	case MoveMatch, MoveDiscard:
		b.WriteString(" " + m.Card.String())
	case MoveRoom:
		b.WriteString(" " + strconv.Itoa(m.Target))
	}
	if m.At != 0 {
		b.WriteString(" @" + strconv.Itoa(m.At))
	}
	return b.String()
}

// ParseMove reads a move in record notation (see Move.String), case-insensitively. The
// seat prefix "N:" may be left off; the move is then seat's. Errors name the bad token;
// whether the move is legal is for Apply to say.
func ParseMove(seat int, text string) (Move, error) {
	f := strings.Fields(text)
	bad := func(format string, a ...any) (Move, error) {
		return Move{}, fmt.Errorf("bad move %s: %s", clip.Quote(text), fmt.Sprintf(format, a...))
	}
	if len(f) == 0 {
		return bad("empty")
	}
	if i := strings.IndexByte(f[0], ':'); i >= 0 {
		p, rest := f[0][:i], f[0][i+1:]
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || n > 2 {
			return bad("seat %s: want 0, 1 or 2 before the colon", clip.Quote(p))
		}
		seat = n
		if rest != "" {
			f[0] = rest
		} else {
			f = f[1:]
		}
	}
	m := Move{Seat: seat}
	if len(f) > 0 {
		if t, ok := strings.CutPrefix(f[len(f)-1], "@"); ok {
			at, err := strconv.Atoi(t)
			if err != nil || at < 0 {
				return bad("stamp %s: want @ and a number of ms, e.g. @350", clip.Quote(f[len(f)-1]))
			}
			m.At, f = at, f[:len(f)-1]
		}
	}
	if len(f) == 0 {
		return bad("no verb")
	}
	verb := strings.ToLower(f[0])
	args := f[1:]
	want := func(n int, what string) error {
		if len(args) != n {
			return fmt.Errorf("bad move %s: %s takes %s", clip.Quote(text), verb, what)
		}
		return nil
	}
	card := func(tok string) (Card, error) {
		c, err := Parse(tok)
		if err != nil {
			return Hidden, fmt.Errorf("bad move %s: %w", clip.Quote(text), err)
		}
		return c, nil
	}
	number := func(tok, what string) (int, error) {
		n, err := strconv.Atoi(tok)
		if err != nil {
			return 0, fmt.Errorf("bad move %s: %s %s is not a number", clip.Quote(text), what, clip.Quote(tok))
		}
		return n, nil
	}
	var err error
	switch verb {
	case "play":
		m.Kind = MovePlay
		if len(args) < 1 || len(args) > 2 {
			return bad("play takes a card (HIKE also a rank 1..13, ROOM also a Duo seat)")
		}
		if m.Card, err = card(args[0]); err != nil {
			return Move{}, err
		}
		switch {
		case m.Card == Hike:
			if len(args) != 2 {
				return bad("play HIKE needs the rank it stands for, e.g. \"play HIKE 7\"")
			}
			if m.Rank, err = number(args[1], "rank"); err != nil {
				return Move{}, err
			}
		case m.Card == Room:
			if len(args) != 2 {
				return bad("play ROOM needs the Duo seat that swaps, e.g. \"play ROOM 2\"")
			}
			if m.Target, err = number(args[1], "seat"); err != nil {
				return Move{}, err
			}
		case len(args) != 1:
			return bad("only HIKE and ROOM take a second argument")
		}
	case "match", "discard":
		m.Kind = MoveMatch
		if verb == "discard" {
			m.Kind = MoveDiscard
		}
		if err := want(1, "one card"); err != nil {
			return Move{}, err
		}
		if m.Card, err = card(args[0]); err != nil {
			return Move{}, err
		}
	case "room":
		m.Kind = MoveRoom
		if err := want(1, "the Duo seat that swaps"); err != nil {
			return Move{}, err
		}
		if m.Target, err = number(args[0], "seat"); err != nil {
			return Move{}, err
		}
	case "block", "withdraw", "shield", "counter", "slap", "pass", "tick":
		for k, w := range kindWords {
			if w == verb {
				m.Kind = MoveKind(k)
			}
		}
		if err := want(0, "nothing but an optional @MS stamp"); err != nil {
			return Move{}, err
		}
		if m.Kind == MoveTick {
			m.Seat = -1
		}
	default:
		return bad("unknown verb %s (want play, match, block, withdraw, room, shield, counter, slap, pass, discard or tick)", clip.Quote(f[0]))
	}
	return m, nil
}

// Rule ids carried by RuleError.Rule, one per way a move can break the rules
// (docs/rules/thirdwheel.md#refused-moves).
const (
	RuleGameOver          = "game-over"           // the game has ended
	RuleNoSuchSeat        = "no-such-seat"        // the seat is not at the table
	RuleBadMove           = "bad-move"            // not a kind of move, or a move missing its card
	RuleTimeOrder         = "time-order"          // a stamp before the window's clock
	RuleOnePending        = "one-pending"         // one queued move per seat in a window
	RuleNoWindow          = "no-window"           // the move needs an open reaction window
	RuleNotYourTurn       = "not-your-turn"       // another seat is on turn
	RuleNotDuo            = "not-duo"             // only a Duo player may do this
	RuleNotTw             = "not-tw"              // only the Third Wheel may do this
	RuleWindowOpen        = "window-open"         // wait for the reaction window to close
	RuleNotInHand         = "not-in-hand"         // the seat does not hold the card
	RuleBadRank           = "bad-rank"            // Take a Hike names a rank 1..13
	RuleBadTarget         = "bad-target"          // the target is not a seat that can be named
	RuleNoActions         = "no-actions"          // action cards are not in play
	RulePlayOut           = "play-out"            // the deck is out: the Third Wheel no longer answers
	RuleNothingToMatch    = "nothing-to-match"    // no Duo card to answer
	RuleNoMatch           = "no-match"            // the card does not match
	RuleOneResponse       = "one-response"        // the Third Wheel answers once a window
	RuleTalkBelow85       = "talk-below-85"       // Talking Too Much needs a score of 85 or more
	RuleNothingToWithdraw = "nothing-to-withdraw" // no scoring card to withdraw
	RuleNoCancel          = "no-cancel"           // no cancel to shield or counter
	RuleNoShield          = "no-shield"           // no shield to counter
	RuleNoRace            = "no-race"             // no slap race is on
	RuleNoSnapTurn        = "no-snap-turn"        // with Snap Match the Third Wheel has no turn
	RuleOweDiscard        = "owe-discard"         // the Third Wheel owes a discard first
	RuleNoDiscardOwed     = "no-discard-owed"     // no discard is owed
	RuleLockedOut         = "locked-out"          // a false slap locks its player out for LockoutMs
)

// RuleError is a move the rules reject (the shape every game shares): Rule is one of the
// Rule* ids, Move the move, Msg says it in words. Apply returns it and leaves the state
// untouched.
type RuleError = match.RuleError[Move]

func reject(rule string, m Move, format string, a ...any) *RuleError {
	return match.Reject(rule, m, format, a...)
}
