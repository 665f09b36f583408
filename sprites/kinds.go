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
	draw(scale float64, fourColour bool) drawing
	words() string
}

// DeckOf is a Deck whose atlases are of type A (NewDeck).
type DeckOf[A AnyAtlas] struct {
	name string
	make func(scale float64, fourColour bool) *Drawing[A]
	lang func() string // the language the faces' words are in (Worded); nil: no words
}

// NewDeck is the deck called name whose atlas make draws, a cell at a time, for a scale
// and the four-colour setting.
func NewDeck[A AnyAtlas](name string, make func(scale float64, fourColour bool) *Drawing[A]) *DeckOf[A] {
	return &DeckOf[A]{name: name, make: make}
}

// Name is the deck's name.
func (d *DeckOf[A]) Name() string { return d.name }

func (d *DeckOf[A]) draw(scale float64, four bool) drawing { return d.make(scale, four) }

// Worded is deck d, whose faces print words in a language (its make draws them in the
// language on), with lang naming the language on ("nl"): Atlases draws the deck's
// atlas again when lang's answer changes (Maintain). It returns d.
func (d *DeckOf[A]) Worded(lang func() string) *DeckOf[A] {
	d.lang = lang
	return d
}

func (d *DeckOf[A]) words() string {
	if d.lang == nil {
		return ""
	}
	return d.lang()
}

// French is the 52-card French deck with jokers (Three-Thirteen, Troeven), drawn by
// *Atlas; the privacy screen fans its backs for a table that draws none of its own.
var French = NewDeck("french", func(scale float64, four bool) *Drawing[*Atlas] {
	return DrawAtlas(AtlasOptions{Scale: scale, FourColour: four})
})

// Atlases keeps a screen's atlases, one per deck: each made on first use (so a screen
// without cards never waits for one before its first frame) and made again when the
// screen's scale settles on a new value or four colours change, and a Worded deck's
// when the language changes (Maintain). The zero Atlases is empty and ready.
type Atlases struct {
	m     map[Deck]AnyAtlas
	part  map[Deck]drawing // atlases being drawn a cell at a time (Prepare)
	lang  map[Deck]string  // the language each atlas's words were drawn in (Deck.words)
	scale float64          // the scale and colours the atlases were made for
	four  bool
	seen  float64 // the scale last seen, and for how many ticks
	age   int
}

// Get is deck d's atlas for scale and four colours (four), made on first use (or
// finished, when Prepare began it).
func (as *Atlases) Get(d Deck, scale float64, four bool) AnyAtlas {
	if at, ok := as.m[d]; ok {
		return at
	}
	p := as.drawing(d, scale, four)
	for !p.Step() {
	}
	return as.keep(d, p)
}

// Ready reports that deck d's atlas is made (Get hands it out without drawing).
func (as *Atlases) Ready(d Deck) bool {
	_, ok := as.m[d]
	return ok
}

// Prepare paints one more cell of deck d's atlas for scale and four colours (four),
// begun on the first call, and reports how many cells are painted, of how many: a
// start-up calls it frame after frame until done == total, and Get then hands the atlas
// out at once. A deck whose atlas is made reports 1 of 1.
func (as *Atlases) Prepare(d Deck, scale float64, four bool) (done, total int) {
	if _, ok := as.m[d]; ok {
		return 1, 1
	}
	p := as.drawing(d, scale, four)
	if p.Step() {
		as.keep(d, p)
	}
	return p.Progress()
}

// drawing is deck d's atlas being drawn, begun now if it was not.
func (as *Atlases) drawing(d Deck, scale float64, four bool) drawing {
	if p, ok := as.part[d]; ok {
		return p
	}
	if len(as.m) == 0 && len(as.part) == 0 {
		as.scale, as.four = scale, four
	}
	if as.part == nil {
		as.part = map[Deck]drawing{}
		as.lang = map[Deck]string{}
	}
	as.lang[d] = d.words()
	p := d.draw(scale, four)
	as.part[d] = p
	return p
}

// keep moves deck d's finished drawing to the atlases handed out.
func (as *Atlases) keep(d Deck, p drawing) AnyAtlas {
	delete(as.part, d)
	if as.m == nil {
		as.m = map[Deck]AnyAtlas{}
	}
	at := p.atlas()
	as.m[d] = at
	return at
}

// refresh makes every atlas in use again at scale and four colours (four).
func (as *Atlases) refresh(scale float64, four bool) {
	as.scale, as.four = scale, four
	for d, p := range as.part {
		p.atlas().Dispose() // begun again by the next Prepare or Get
		delete(as.part, d)
	}
	for d := range as.m {
		as.redraw(d)
	}
}

// redraw makes deck d's atlas again at the atlases' scale and colours (in the language
// on), or forgets its drawing begun (the next Prepare or Get begins it again).
func (as *Atlases) redraw(d Deck) {
	if p, ok := as.part[d]; ok {
		p.atlas().Dispose()
		delete(as.part, d)
	}
	if at, ok := as.m[d]; ok {
		at.Dispose()
		as.lang[d] = d.words()
		p := d.draw(as.scale, as.four)
		for !p.Step() {
		}
		as.m[d] = p.atlas()
		return
	}
	delete(as.lang, d)
}

// relang draws again every atlas whose words are not in the language on.
func (as *Atlases) relang() {
	for d, l := range as.lang {
		if d.words() != l {
			as.redraw(d)
		}
	}
}

// Maintain is called once a tick with the screen's scale and four-colour setting now:
// it makes the atlases again at once when four colours changed, and once the scale has
// been stable for 8 ticks at a value more than 1% off theirs (an atlas not made yet is
// left to its first use); a Worded deck's it makes again at once when the language
// changed.
func (as *Atlases) Maintain(scale float64, four bool) {
	if len(as.m) == 0 && len(as.part) == 0 {
		as.scale, as.four = scale, four
		return
	}
	as.relang()
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
