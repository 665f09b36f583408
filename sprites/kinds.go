package sprites

import "math"

// AnyAtlas is a card deck's atlas, of whatever type: its faces and backs drawn once for
// one scale (device pixels per layout unit), released by Dispose.
type AnyAtlas interface{ Dispose() }

// Deck is a kind of card deck a game is drawn with (the game's registration names it):
// it makes the deck's atlas for a screen's scale and the four-colour setting. Atlases
// keeps one atlas per deck, shared by the games of the deck.
type Deck interface {
	// Name tells decks apart in messages ("french").
	Name() string
	newAtlas(scale float64, fourColour bool) AnyAtlas
}

// DeckOf is a Deck whose atlases are of type A (NewDeck).
type DeckOf[A AnyAtlas] struct {
	name string
	make func(scale float64, fourColour bool) A
}

// NewDeck is the deck called name whose atlas make draws for a scale and the
// four-colour setting.
func NewDeck[A AnyAtlas](name string, make func(scale float64, fourColour bool) A) *DeckOf[A] {
	return &DeckOf[A]{name: name, make: make}
}

// Name is the deck's name.
func (d *DeckOf[A]) Name() string { return d.name }

func (d *DeckOf[A]) newAtlas(scale float64, four bool) AnyAtlas { return d.make(scale, four) }

// French is the 52-card French deck with jokers (Three-Thirteen, Troeven), drawn by
// *Atlas; the privacy screen fans its backs for a table that draws none of its own.
var French = NewDeck("french", func(scale float64, four bool) *Atlas {
	return NewAtlas(AtlasOptions{Scale: scale, FourColour: four})
})

// Atlases keeps a screen's atlases, one per deck: each made on first use (so a screen
// without cards never waits for one before its first frame) and made again when the
// screen's scale settles on a new value or four colours change (Maintain). The zero
// Atlases is empty and ready.
type Atlases struct {
	m     map[Deck]AnyAtlas
	scale float64 // the scale and colours the atlases were made for
	four  bool
	seen  float64 // the scale last seen, and for how many ticks
	age   int
}

// Get is deck d's atlas for scale and four colours (four), made on first use.
func (as *Atlases) Get(d Deck, scale float64, four bool) AnyAtlas {
	if at, ok := as.m[d]; ok {
		return at
	}
	if len(as.m) == 0 {
		as.scale, as.four = scale, four
	}
	if as.m == nil {
		as.m = map[Deck]AnyAtlas{}
	}
	at := d.newAtlas(scale, four)
	as.m[d] = at
	return at
}

// refresh makes every atlas in use again at scale and four colours (four).
func (as *Atlases) refresh(scale float64, four bool) {
	as.scale, as.four = scale, four
	for d, at := range as.m {
		at.Dispose()
		as.m[d] = d.newAtlas(scale, four)
	}
}

// Maintain is called once a tick with the screen's scale and four-colour setting now:
// it makes the atlases again at once when four colours changed, and once the scale has
// been stable for 8 ticks at a value more than 1% off theirs (an atlas not made yet is
// left to its first use).
func (as *Atlases) Maintain(scale float64, four bool) {
	if len(as.m) == 0 {
		as.scale, as.four = scale, four
		return
	}
	if four != as.four {
		as.refresh(scale, four)
		return
	}
	if scale != as.seen {
		as.seen, as.age = scale, 0
		return
	}
	as.age++
	if as.age == 8 && math.Abs(scale-as.scale) > 0.01*as.scale {
		as.refresh(scale, four)
	}
}
