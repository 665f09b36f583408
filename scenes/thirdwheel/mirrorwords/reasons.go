package mirrorwords

import (
	"parlor/gameplay/cards/twcard"
	"parlor/scenes/reasonwords"
)

// The core's reasons (a hint's, a review's) name Third Wheel cards with their article,
// as its moves do: "the 9 of rings", "Take a Hike".
func init() {
	reasonwords.Register(func(a any) (string, bool) {
		c, ok := a.(twcard.Card)
		if !ok {
			return "", false
		}
		return twTheCard(c), true
	})
}
