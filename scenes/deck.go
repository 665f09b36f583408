package scenes

import "parlor/sprites"

// Atlas is a card deck's atlas: its faces and backs drawn once for one scale (device
// pixels per layout unit), released by Dispose.
type Atlas interface{ Dispose() }

// Deck is a kind of card deck a game is drawn with, named in its registration
// (GameInfo.Deck): it makes the deck's atlas for the screen's scale and the four-colour
// setting. The App keeps one atlas per deck, shared by the games of the deck, made on
// first use and made again when the scale settles on a new value or four colours
// change.
type Deck interface {
	// Name tells decks apart in messages ("french").
	Name() string
	newAtlas(scale float64, fourColour bool) Atlas
}

// DeckOf is a Deck whose atlases are of type A (NewDeck).
type DeckOf[A Atlas] struct {
	name string
	make func(scale float64, fourColour bool) A
}

// NewDeck is the deck called name whose atlas make draws for a scale and the
// four-colour setting.
func NewDeck[A Atlas](name string, make func(scale float64, fourColour bool) A) *DeckOf[A] {
	return &DeckOf[A]{name: name, make: make}
}

// Name is the deck's name.
func (d *DeckOf[A]) Name() string { return d.name }

func (d *DeckOf[A]) newAtlas(scale float64, four bool) Atlas { return d.make(scale, four) }

// French is the 52-card French deck with jokers (Three-Thirteen, Troeven); the privacy
// screen fans its backs for a table that draws none of its own (BackDrawer).
var French = NewDeck("french", func(scale float64, four bool) *sprites.Atlas {
	return sprites.NewAtlas(sprites.AtlasOptions{Scale: scale, FourColour: four})
})

// AtlasOf is the atlas of the table's deck (its GameInfo.Deck) at the screen's scale
// now, as the deck's own type A (*sprites.Atlas for French); made on first use. A table
// asks in BeforeUpdate or Draw. It panics if the game's deck is not one of type A (a
// table and its registration disagree, a programming error).
func AtlasOf[A Atlas](sh *Shell) A {
	return sh.app.atlas(sh.info.Deck).(A)
}
