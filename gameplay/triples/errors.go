package triples

import "parlor/gameplay/match"

// Rule ids carried by RuleError.Rule, one per way a move can break the rules
// (docs/rules/triples.md#refused-moves).
const (
	RuleGameOver      = "game-over"            // the game has ended; no move is legal
	RuleNoSuchSeat    = "no-such-seat"         // the seat is not at the table
	RuleNotYourTurn   = "not-your-turn"        // only the seat on turn may move
	RuleUnknownMove   = "unknown-move"         // not play, draw or target
	RulePendingDraw   = "pending-draw"         // a pending Draw 2 must be taken with "draw" first
	RuleChooseTarget  = "choose-target"        // after a double triple, the player names a target first
	RuleNoTargetOwed  = "no-target-owed"       // "target" only follows a double triple
	RuleTargetSeat    = "target-opponent"      // the target must be another seat at the table
	RulePlaySize      = "play-one-or-two"      // a play adds one or two cards
	RuleNoSuchCard    = "no-such-card"         // the card is not in the player's hand
	RuleSameCardTwice = "same-card-twice"      // a card can never be used twice in a triple
	RuleOneCardNeeds2 = "one-card-needs-two"   // one card needs two cards on the play area to make a triple
	RuleNotATriple    = "not-a-triple"         // the three cards do not all share a colour, shape or number
	RuleFirstTurnPlay = "first-turn-must-play" // on the first turn a player draws only when no play exists
	RuleMustPlay      = "nothing-to-draw"      // nothing left to draw: a player who can play must play
)

// RuleError is a rejected move (the shape every game shares): Rule is one of the Rule*
// ids, Move the move, Msg says why in words. Apply returns it as a *RuleError and leaves
// the state untouched.
type RuleError = match.RuleError[Move]

func reject(rule string, m Move, format string, args ...any) *RuleError {
	return match.Reject(rule, m, format, args...)
}
