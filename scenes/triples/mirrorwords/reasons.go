package mirrorwords

import (
	"parlor/gameplay/cards/tricard"
	"parlor/scenes/reasonwords"
	"parlor/scenes/triples/board"
)

// The core's reasons (a hint's, a review's) name Triples cards as the table does:
// "rode ster 5 (Pak 2)".
func init() {
	reasonwords.Register(func(a any) (string, bool) {
		c, ok := a.(tricard.Card)
		if !ok {
			return "", false
		}
		return board.CardNameDraw2(c), true
	})
}
