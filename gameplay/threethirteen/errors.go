package threethirteen

import "parlor/gameplay/match"

// Rule ids carried by RuleError.Rule, one per way a move can break the rules
// (docs/rules/threethirteen.md#refused-moves).
const (
	RuleGameOver     = "game-over"       // the game has ended; no move is legal
	RuleNoSuchSeat   = "no-such-seat"    // the seat is not at the table
	RuleNotYourTurn  = "not-your-turn"   // only the seat on turn may move
	RuleMustDraw     = "must-draw-first" // a turn starts with a draw
	RuleAlreadyDrew  = "already-drew"    // one draw per turn; now discard
	RuleStockEmpty   = "stock-empty"     // no stock and nothing to rebuild it from
	RuleDiscardEmpty = "discard-empty"   // the discard pile holds no card to take
	RuleNoSuchCard   = "no-such-card"    // the card is not in the hand
	RuleForbidRetake = "forbid-retake"   // option forbid-retake: not the card just taken
	RuleCannotGoOut  = "cannot-go-out"   // the hand without the card is not all melds
	RuleUnknownMove  = "unknown-move"    // not one of the four move kinds
)

// RuleError is a rejected move (the shape every game shares): Rule is one of the Rule*
// ids, Move the move, Msg says why in words. Apply returns it as a *RuleError and leaves
// the state untouched.
type RuleError = match.RuleError[Move]

func reject(rule string, m Move, format string, args ...any) *RuleError {
	return match.Reject(rule, m, format, args...)
}
