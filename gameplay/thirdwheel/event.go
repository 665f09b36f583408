package thirdwheel

import (
	"fmt"

	"parlor/internal/enum"
)

// Event is one thing that happened, in the order the table animates it. New makes the
// opening events (State.Opening); Apply returns the events of each move. A move
// submitted inside a reaction window returns only Submitted: what it does comes with the
// tick (or the closing play) that resolves it. Events are plain values; pass each
// through Redact before showing it to a seat.
type Event interface {
	// String is a one-line description for logs and golden files.
	String() string
	isEvent()
}

// TableCard is a card the Duo played to the table. Rank is the rank it counts as (a
// suit card's rank, the rank named for a Take a Hike, 0 for a Wild and the other action
// cards); Value is what it added to the score (rank, 14 for a Wild, 0 for actions);
// Seat is the Duo player who played it; N numbers the Duo's plays from 1.
type TableCard struct {
	Card  Card
	Rank  int
	Value int
	Seat  int
	N     int
}

// Scoring reports whether the card adds to the score: a suit card, a Wild or a named
// Take a Hike (action cards score 0: docs/rules/thirdwheel.md#action-cards).
func (t TableCard) Scoring() bool { return t.Rank > 0 || t.Card == Wild }

// String prints the card, a Take a Hike with its named rank: "7R", "HIKE=9".
func (t TableCard) String() string {
	if t.Card == Hike && t.Rank > 0 {
		return fmt.Sprintf("HIKE=%d", t.Rank)
	}
	return t.Card.String()
}

// RolesDrawn: the generator gave each seat its role (index = seat).
type RolesDrawn struct {
	Roles [3]Role
}

// Dealt: Seat was dealt Count cards face down (Cards, nil once redacted for another
// seat). The deal goes one card at a time in role order Duo 1, Third Wheel, Duo 2; the
// three Dealt events come in that order.
type Dealt struct {
	Seat  int
	Count int
	Cards []Card
}

// SetAside: the fair deck set Count cards aside after the deal, face down and out of
// play (the bottom of the deck); the deck now holds Deck cards. Nobody sees them.
type SetAside struct {
	Count int
	Deck  int
}

// DrawReason says why a card was drawn.
type DrawReason uint8

// Why a Drew happened.
const (
	// DrawTurn is a Duo player's draw at the start of its turn.
	DrawTurn DrawReason = iota + 1
	// DrawReplacement is the Third Wheel's replacement after a match.
	DrawReplacement
)

// String is "turn" or "replacement".
func (r DrawReason) String() string {
	if r == DrawReplacement {
		return "replacement"
	}
	return "turn"
}

// Drew: Seat drew Card (Hidden once redacted for another seat) from the deck, which now
// holds Deck cards.
type Drew struct {
	Seat   int
	Card   Card
	Reason DrawReason
	Deck   int
}

// Played: the Duo player Seat played Card to the table as Table (with the rank named
// for a Take a Hike; for a Read the Room, Target is the Duo seat that swaps). Score is
// the score with its value added (over 100 before a Busted).
type Played struct {
	Seat   int
	Role   Role
	Card   Card
	Table  TableCard
	Target int
	Score  int
}

// Busted: the score went over 100 (Total) and dropped to Score: 50, or the Double-Down
// Floor when that is higher.
type Busted struct {
	Seat  int
	Total int
	Score int
	Floor int
}

// BlockLifted: the Duo player Seat's Talking Too Much removed the last Awkward Silence
// block; its Value is back in the score.
type BlockLifted struct {
	Seat  int
	Value int
	Score int
}

// Swapped: Read the Room, played by seat By, swapped ToTW (from the Duo seat Duo's hand)
// with ToDuo (from the Third Wheel's hand), both drawn at random. Empty: one hand was
// empty and nothing moved. Only Duo and TW see the cards.
type Swapped struct {
	By    int
	Duo   int
	TW    int
	ToTW  Card
	ToDuo Card
	Empty bool
}

// WindowOpened: reaction window ID opened; its clock starts at 0 and it closes at
// Deadline ms at the latest. Card is the Duo card it answers (zero for a window opened
// only for a shield). Snap: the Third Wheel may answer it (Snap Match). Race: a
// Double-Down race is on between RaceSeat (the next Duo player) and the Third Wheel.
// Shield: it was opened for the Duo's shield after a cancel on the Third Wheel's turn.
type WindowOpened struct {
	ID       int
	Card     TableCard
	Snap     bool
	Race     bool
	RaceSeat int
	Shield   bool
	Deadline int
}

// WindowClosed: window ID closed at At ms. By is the seat whose play closed it (-1: the
// clock or the rules). Reason: "played" (the next Duo card), "deadline", "settled"
// (nothing more can happen in it), "game-over".
type WindowClosed struct {
	ID     int
	At     int
	By     int
	Reason string
}

// Submitted: Seat's stamped Move joined window Window's queue; it takes effect when the
// clock passes its stamp. Only Seat sees it (Redact gives nil to the others).
type Submitted struct {
	Seat   int
	Move   Move
	Window int
}

// Matched: the Third Wheel (Seat) matched Target with Card: both leave the game and
// Removed points came off the score (less than Target's value when the floor or 0
// stops it), which is now Score. At is the stamp (0 on a base-game turn).
type Matched struct {
	Seat    int
	Card    Card
	Target  TableCard
	Removed int
	Score   int
	At      int
}

// Blocked: the Third Wheel's Awkward Silence cancelled Target without a match.
type Blocked struct {
	Seat    int
	Target  TableCard
	Removed int
	Score   int
	At      int
}

// Withdrawn: the Third Wheel's Talking Too Much withdrew Target, the last scoring card
// on the table.
type Withdrawn struct {
	Seat    int
	Target  TableCard
	Removed int
	Score   int
	At      int
}

// SlapOutcome is what a slap did.
type SlapOutcome uint8

// The outcomes of a slap.
const (
	// SlapSnap: a hit: the card just played pairs with the card under it and is
	// cancelled (Snap Match).
	SlapSnap SlapOutcome = iota + 1
	// SlapDoubleDown: the slap won a Double-Down race.
	SlapDoubleDown
	// SlapMiss: a false slap (nothing to slap: no pair to snap, no race of the
	// slapper's): it costs (see Slapped).
	SlapMiss
	// SlapLate: the window had closed: a miss, and it costs (see Slapped).
	SlapLate
	// SlapLost: the slapper's Double-Down race had already been won (its first slap
	// after that, even once the window has closed); nothing happens, nothing is owed.
	SlapLost
)

// String is "snap", "doubledown", "miss", "late" or "lost".
func (o SlapOutcome) String() string {
	return enum.Name(o, "SlapOutcome", "", "snap", "doubledown", "miss", "late", "lost")
}

// Slapped: Seat slapped at At ms in window Window. Top and Under are the two table
// cards compared (zero when missing). A miss costs
// (docs/rules/thirdwheel.md#false-slaps): Penalty, the Third Wheel now owes a discard;
// Lockout, the slapper (a Duo player, or a Third Wheel with no card to discard) may not
// slap for LockoutMs (View.LockedUntil).
type Slapped struct {
	Seat    int
	Role    Role
	At      int
	Window  int
	Outcome SlapOutcome
	Top     TableCard
	Under   TableCard
	Penalty bool
	Lockout bool
}

// Snapped: a snap cancelled Target, and Under with it when one of the two is a Wild
// (docs/rules/thirdwheel.md#wild-snaps-once; Under is zero otherwise); Removed
// points came off, the score is Score.
type Snapped struct {
	Seat    int
	Target  TableCard
	Under   TableCard
	Removed int
	Score   int
}

// DoubleDown: Seat won the Double-Down race. A Duo winner froze the score as Floor; a
// Third Wheel winner took both cards of the pair (Removed) off the table and Subtracted
// points off the score (never below the floor).
type DoubleDown struct {
	Seat       int
	Role       Role
	Floor      int
	Removed    []TableCard
	Subtracted int
	Score      int
}

// RaceLost: Seat's Move, stamped At, lost a race and did nothing (a late or losing Third
// Wheel slap under Snap Match still costs a discard: see Slapped). Winner is the seat
// that got there first, at WinnerAt (-1: the window's deadline); ByMs = At - WinnerAt,
// 0 for a tie broken by the generator. Race says which race: "doubledown" (the
// Double-Down race), "shield" (two shields), or "window" (the window closed first).
type RaceLost struct {
	Seat     int
	Move     Move
	At       int
	Winner   int
	WinnerAt int
	ByMs     int
	Race     string
}

// PenaltyOwed: the Third Wheel (Seat) missed a slap and must discard a card of its choice
// (its next move, "discard CARD").
type PenaltyOwed struct {
	Seat int
}

// Discarded: Seat discarded Card out of the game (face up) to pay a missed slap.
type Discarded struct {
	Seat int
	Card Card
}

// Shielded: the Duo player Seat shielded the last cancel with Awkward Silence: Restored
// points are back, the score is Score.
type Shielded struct {
	Seat     int
	Restored int
	Score    int
}

// Countered: the Third Wheel countered the shield with Awkward Silence: Removed points
// came off again.
type Countered struct {
	Seat    int
	Removed int
	Score   int
}

// Cancelled: Seat's submitted Move could no longer be made when its stamp came (Reason
// is the rule id, or "game-over"); nothing happened.
type Cancelled struct {
	Seat   int
	Move   Move
	Reason string
}

// Passed: the Third Wheel let the card pass on its turn.
type Passed struct {
	Seat int
}

// TurnSkipped: Play Out Hands, and the Duo player Seat has no card left; the turn goes
// to its partner.
type TurnSkipped struct {
	Seat int
}

// PlayOutStarted: the deck is empty and Play Out Hands is on: the Duo plays on from
// their hands; the Third Wheel can no longer slap, match or act.
type PlayOutStarted struct {
	Score int
}

// GameOver: the game ended; Result says who won and why.
type GameOver struct {
	Result Result
}

func (RolesDrawn) isEvent()     {}
func (Dealt) isEvent()          {}
func (SetAside) isEvent()       {}
func (Drew) isEvent()           {}
func (Played) isEvent()         {}
func (Busted) isEvent()         {}
func (BlockLifted) isEvent()    {}
func (Swapped) isEvent()        {}
func (WindowOpened) isEvent()   {}
func (WindowClosed) isEvent()   {}
func (Submitted) isEvent()      {}
func (Matched) isEvent()        {}
func (Blocked) isEvent()        {}
func (Withdrawn) isEvent()      {}
func (Slapped) isEvent()        {}
func (Snapped) isEvent()        {}
func (DoubleDown) isEvent()     {}
func (RaceLost) isEvent()       {}
func (PenaltyOwed) isEvent()    {}
func (Discarded) isEvent()      {}
func (Shielded) isEvent()       {}
func (Countered) isEvent()      {}
func (Cancelled) isEvent()      {}
func (Passed) isEvent()         {}
func (TurnSkipped) isEvent()    {}
func (PlayOutStarted) isEvent() {}
func (GameOver) isEvent()       {}

// Redact returns ev as seat may see it, or nil when seat may not see it at all: another
// seat's dealt and drawn cards become Hidden (Dealt.Cards nil, the count stays), a Read
// the Room swap shows its cards only to the two seats that swapped, a Submitted move is
// seen only by its own seat (a pending slap must not tip off a rival), and the move of
// a RaceLost or Cancelled, which never happened, shows other seats only that it was a
// slap or a pass, else MoveHidden (its card stays in its seat's hand). Every other event
// is public. A seat outside 0..2 is a spectator. ev is not changed.
func Redact(ev Event, seat int) Event {
	switch e := ev.(type) {
	case Dealt:
		if e.Seat != seat {
			e.Cards = nil
		}
		return e
	case Drew:
		if e.Seat != seat {
			e.Card = Hidden
		}
		return e
	case Swapped:
		if seat != e.Duo && seat != e.TW {
			e.ToTW, e.ToDuo = Hidden, Hidden
		}
		return e
	case Submitted:
		if e.Seat != seat {
			return nil
		}
		return e
	case RaceLost:
		if e.Seat != seat {
			e.Move = e.Move.seenByOthers()
		}
		return e
	case Cancelled:
		if e.Seat != seat {
			e.Move = e.Move.seenByOthers()
		}
		return e
	}
	return ev
}
