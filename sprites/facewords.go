package sprites

import (
	"math"
	"strings"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"parlor/assets"
	"parlor/gameplay/cards/tricard"
	"parlor/gameplay/cards/twcard"
)

// This file holds the words the game decks print on their faces (an action card's
// name, a suit's or colour's name at the foot) and how a word is fitted to its place.
// sprites speaks no language itself (scenes/l10n sits above it): a table gives its
// atlas the words in the language on (TWWords, TriplesWords), English by default, and
// its Deck is Worded so that the atlas is drawn again when the language changes.

// TWWords are the words printed on Third Wheel's faces. An empty word prints the
// English (EnglishTWWords). Every word is printed in capitals.
type TWWords struct {
	// Names are the Wild's and the action cards' names (Hike, Silence, Talk, Room): an
	// action card's is broken onto two lines in its band at the space that balances
	// them (a no-break space keeps two words together: "Moulin à\u00a0paroles"), the
	// Wild's is its foot and its initial is its corner letter.
	Names map[twcard.Card]string
	// Suits are the suits' names, printed at a suit card's foot, by twcard.Suit.
	Suits [5]string
	// Points is an action card's foot: "0 points".
	Points string
}

// EnglishTWWords are Third Wheel's faces' words in English.
func EnglishTWWords() TWWords {
	w := TWWords{Points: "0 points", Names: map[twcard.Card]string{}}
	for _, c := range []twcard.Card{twcard.Wild, twcard.Hike, twcard.Silence, twcard.Talk, twcard.Room} {
		w.Names[c] = c.Name()
	}
	for s := twcard.Heart; s <= twcard.Disco; s++ {
		w.Suits[s] = s.Name()
	}
	return w
}

// or is w with every empty word taken from the English.
func (w TWWords) or() TWWords {
	en := EnglishTWWords()
	for c, n := range w.Names {
		if _, ok := en.Names[c]; ok && n != "" {
			en.Names[c] = n
		}
	}
	for s, n := range w.Suits {
		if n != "" {
			en.Suits[s] = n
		}
	}
	if w.Points != "" {
		en.Points = w.Points
	}
	return en
}

// TriplesWords are the words printed on Triples' faces. An empty word prints the
// English (EnglishTriplesWords). Every word is printed in capitals.
type TriplesWords struct {
	// Colours are the colours' names, printed at a face's foot, by tricard.Colour.
	Colours [6]string
	// Draw2 is the Draw 2 cards' band: "+2 draw".
	Draw2 string
}

// EnglishTriplesWords are Triples' faces' words in English.
func EnglishTriplesWords() TriplesWords {
	w := TriplesWords{Draw2: "+2 draw"}
	for c := tricard.Colour(1); int(c) < len(w.Colours); c++ {
		w.Colours[c] = c.Name()
	}
	return w
}

// or is w with every empty word taken from the English.
func (w TriplesWords) or() TriplesWords {
	en := EnglishTriplesWords()
	for c, n := range w.Colours {
		if n != "" {
			en.Colours[c] = n
		}
	}
	if w.Draw2 != "" {
		en.Draw2 = w.Draw2
	}
	return en
}

// minFit is the least a printed word is shrunk to fit its place (a share of its
// natural size): below it a word overflows rather than becoming unreadable, and
// TWFaceText and TriplesFaceText report it.
const minFit = 0.6

// FaceText is one word as a face prints it: its lines, the share of its natural size
// they are printed at, and how wide the widest line is against the room it has, both
// in logical pixels (Width > Room: it overflows).
type FaceText struct {
	Lines       []string
	Fit         float64
	Width, Room float64
}

// Fits reports that the text lies within its room at a readable size.
func (f FaceText) Fits() bool { return f.Width <= f.Room+0.01 && f.Fit >= minFit }

// faceLine is one printed line's natural cap height and horizontal condensing.
type faceLine struct{ capH, condense float64 }

// measurer measures text set in Go Bold, in logical pixels.
type measurer struct {
	buf      sfnt.Buffer
	capRatio float64
}

func newMeasurer() *measurer {
	m := &measurer{}
	m.capRatio = boldCapRatio(&m.buf)
	return m
}

// width is str's advance width set at cap height capH, condensed by condense.
func (m *measurer) width(str string, l faceLine) float64 {
	const ppem = 1000
	f := assets.BoldFont()
	var x fixed.Int26_6
	prev, started := sfnt.GlyphIndex(0), false
	for _, r := range str {
		gi, err := f.GlyphIndex(&m.buf, r)
		if err != nil {
			continue
		}
		if started {
			if k, err := f.Kern(&m.buf, prev, gi, fixed.I(ppem), font.HintingNone); err == nil {
				x += k
			}
		}
		if adv, err := f.GlyphAdvance(&m.buf, gi, fixed.I(ppem), font.HintingNone); err == nil {
			x += adv
		}
		prev, started = gi, true
	}
	return float64(x) / 64 / ppem * (l.capH / m.capRatio) * l.condense
}

// fit sets s in capitals on one line of natural size l in room logical pixels,
// shrunk (down to minFit) until it fits.
func (m *measurer) fit(s string, l faceLine, room float64) FaceText {
	s = strings.ToUpper(s)
	w := m.width(s, l)
	k := math.Max(minFit, math.Min(1, room/w))
	return FaceText{Lines: []string{s}, Fit: k, Width: w * k, Room: room}
}

// fit2 sets s in capitals on two lines of natural sizes l1 and l2 (a word alone on
// one line of size l2), broken at the space that leaves the wider line narrowest, and
// shrunk (down to minFit) until both fit in room logical pixels.
func (m *measurer) fit2(s string, l1, l2 faceLine, room float64) FaceText {
	s = strings.ToUpper(strings.TrimSpace(s))
	best := FaceText{Lines: []string{s}, Width: m.width(s, l2)}
	for i, r := range s {
		if r != ' ' {
			continue
		}
		a, b := strings.TrimSpace(s[:i]), strings.TrimSpace(s[i+1:])
		if a == "" || b == "" {
			continue
		}
		w := math.Max(m.width(a, l1), m.width(b, l2))
		if len(best.Lines) == 1 || w < best.Width {
			best = FaceText{Lines: []string{a, b}, Width: w}
		}
	}
	best.Fit = math.Max(minFit, math.Min(1, room/best.Width))
	best.Width *= best.Fit
	best.Room = room
	return best
}

// Where Third Wheel's faces print words: the action card's band, the Wild's foot
// band, a suit card's foot (left of the upside-down corner rank) and the action
// card's foot.
var (
	twBandLine1 = faceLine{10, 0.9}
	twBandLine2 = faceLine{11, 0.86}
	twWildLine  = faceLine{12, 1}
	twSuitLine  = faceLine{8.5, 1}
	twFootLine  = faceLine{8, 1}
)

const (
	twBandRoom = CardW - 16 - 8 // the band, 4 each side
	twSuitRoom = 64.0           // centred at 42: clear of the frame and the corner rank
	twFootRoom = CardW - 24     // within the frame
)

// twText is every word of a Third Wheel deck as its faces print it.
type twText struct {
	names  map[twcard.Card]FaceText
	suits  [5]FaceText
	points FaceText
}

func newTWText(w TWWords) twText {
	w = w.or()
	m := newMeasurer()
	t := twText{names: map[twcard.Card]FaceText{}}
	for c, n := range w.Names {
		if c == twcard.Wild {
			t.names[c] = m.fit(n, twWildLine, twBandRoom)
		} else {
			t.names[c] = m.fit2(n, twBandLine1, twBandLine2, twBandRoom)
		}
	}
	for s := twcard.Heart; s <= twcard.Disco; s++ {
		t.suits[s] = m.fit(w.Suits[s], twSuitLine, twSuitRoom)
	}
	t.points = m.fit(w.Points, twFootLine, twFootRoom)
	return t
}

// TWFaceText is every word Third Wheel's faces print with words w, keyed by what it
// names ("Take a Hike", "heart", "0 points": the English), for tests that check they
// all fit (FaceText.Fits).
func TWFaceText(w TWWords) map[string]FaceText {
	t := newTWText(w)
	en := EnglishTWWords()
	out := map[string]FaceText{en.Points: t.points}
	for c, f := range t.names {
		out[en.Names[c]] = f
	}
	for s := twcard.Heart; s <= twcard.Disco; s++ {
		out[en.Suits[s]] = t.suits[s]
	}
	return out
}

// Where Triples' faces print words: the Draw 2 band and the colour's name at the foot.
var (
	triplesDrawLine   = faceLine{10.5, 0.92}
	triplesColourLine = faceLine{8.5, 1}
)

const (
	triplesDrawRoom   = CardW - 18 - 8 // the band, 4 each side
	triplesColourRoom = 64.0           // centred a little right, within the frame
)

// triplesText is every word of a Triples deck as its faces print it.
type triplesText struct {
	colours [6]FaceText
	draw2   FaceText
}

func newTriplesText(w TriplesWords) triplesText {
	w = w.or()
	m := newMeasurer()
	var t triplesText
	for c := 1; c < len(w.Colours); c++ {
		t.colours[c] = m.fit(w.Colours[c], triplesColourLine, triplesColourRoom)
	}
	t.draw2 = m.fit(w.Draw2, triplesDrawLine, triplesDrawRoom)
	return t
}

// TriplesFaceText is every word Triples' faces print with words w, keyed by what it
// names ("red", "+2 draw": the English), for tests that check they all fit.
func TriplesFaceText(w TriplesWords) map[string]FaceText {
	t := newTriplesText(w)
	en := EnglishTriplesWords()
	out := map[string]FaceText{en.Draw2: t.draw2}
	for c := 1; c < len(en.Colours); c++ {
		out[en.Colours[c]] = t.colours[c]
	}
	return out
}

// MissingGlyphs are the letters of the words in texts that Go Bold, the faces' font,
// cannot draw (a face skips them): "" when it draws them all.
func MissingGlyphs(texts map[string]FaceText) string {
	var buf sfnt.Buffer
	f := assets.BoldFont()
	var out []rune
	for _, t := range texts {
		for _, l := range t.Lines {
			for _, r := range l {
				if gi, err := f.GlyphIndex(&buf, r); (err != nil || gi == 0) && !strings.ContainsRune(string(out), r) {
					out = append(out, r)
				}
			}
		}
	}
	return string(out)
}
