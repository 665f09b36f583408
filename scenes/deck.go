package scenes

import "parlor/sprites"

// AtlasOf is the atlas of the table's deck (its GameInfo.Deck) at the screen's scale
// now, as the deck's own type A (*sprites.Atlas for French); made on first use. A table
// asks in BeforeUpdate or Draw. It panics if the game's deck is not one of type A (a
// table and its registration disagree, a programming error).
func AtlasOf[A sprites.AnyAtlas](sh *Shell) A {
	return sh.app.atlas(sh.info.Deck).(A)
}
