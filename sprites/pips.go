package sprites

import (
	"image/color"

	"parlor/gameplay/cards"
)

// suitShape adds the outline of a suit symbol to q in unit coordinates: centred on
// (0, 0), about 1 wide and 1 tall, pointing up (a heart's tip at the bottom).
func suitShape(q *pen, s cards.Suit) {
	switch s {
	case cards.Hearts:
		q.move(0, 0.47)
		q.cubic(-0.14, 0.31, -0.5, 0.1, -0.5, -0.17)
		q.cubic(-0.5, -0.38, -0.36, -0.5, -0.24, -0.5)
		q.cubic(-0.12, -0.5, -0.03, -0.43, 0, -0.31)
		q.cubic(0.03, -0.43, 0.12, -0.5, 0.24, -0.5)
		q.cubic(0.36, -0.5, 0.5, -0.38, 0.5, -0.17)
		q.cubic(0.5, 0.1, 0.14, 0.31, 0, 0.47)
		q.close()
	case cards.Diamonds:
		q.move(0, -0.5)
		q.quad(0.16, -0.22, 0.4, 0)
		q.quad(0.16, 0.22, 0, 0.5)
		q.quad(-0.16, 0.22, -0.4, 0)
		q.quad(-0.16, -0.22, 0, -0.5)
		q.close()
	case cards.Spades:
		q.move(0, -0.5)
		q.cubic(-0.14, -0.33, -0.5, -0.13, -0.5, 0.09)
		q.cubic(-0.5, 0.27, -0.37, 0.36, -0.25, 0.36)
		q.cubic(-0.15, 0.36, -0.07, 0.31, -0.03, 0.24)
		q.cubic(-0.04, 0.36, -0.11, 0.45, -0.21, 0.5)
		q.line(0.21, 0.5)
		q.cubic(0.11, 0.45, 0.04, 0.36, 0.03, 0.24)
		q.cubic(0.07, 0.31, 0.15, 0.36, 0.25, 0.36)
		q.cubic(0.37, 0.36, 0.5, 0.27, 0.5, 0.09)
		q.cubic(0.5, -0.13, 0.14, -0.33, 0, -0.5)
		q.close()
	case cards.Clubs:
		const r = 0.225
		q.circle(0, -0.255, r)
		q.circle(-0.265, 0.085, r)
		q.circle(0.265, 0.085, r)
		q.circle(0, 0.02, 0.13)
		// the stem, wound the same way as the circles so the non-zero fill keeps it solid
		q.move(0.04, 0.05)
		q.cubic(0.04, 0.3, 0.1, 0.43, 0.21, 0.5)
		q.line(-0.21, 0.5)
		q.cubic(-0.1, 0.43, -0.04, 0.3, -0.04, 0.05)
		q.close()
	}
}

// Suit colours for the two-colour and four-colour decks.
var (
	inkRed   = color.RGBA{0xc4, 0x16, 0x2b, 0xff}
	inkBlack = color.RGBA{0x17, 0x19, 0x1e, 0xff}
	inkGreen = color.RGBA{0x12, 0x7a, 0x36, 0xff}
	inkBlue  = color.RGBA{0x17, 0x4c, 0xb8, 0xff}
)

// SuitColour is the colour a suit is printed in: red hearts and diamonds and black
// clubs and spades, or, with fourColour, green clubs and blue diamonds.
func SuitColour(s cards.Suit, fourColour bool) color.RGBA {
	switch s {
	case cards.Hearts:
		return inkRed
	case cards.Diamonds:
		if fourColour {
			return inkBlue
		}
		return inkRed
	case cards.Clubs:
		if fourColour {
			return inkGreen
		}
		return inkBlack
	default:
		return inkBlack
	}
}

// pipSpot is one centre pip of a number card: column (-1 left, 0 centre, 1 right) and
// row position from 0 (top) to 1 (bottom) of the pip area.
type pipSpot struct {
	col int
	row float64
}

// pipLayouts are the traditional arrangements of the number cards 2..10.
var pipLayouts = [11][]pipSpot{
	2: {{0, 0}, {0, 1}},
	3: {{0, 0}, {0, 0.5}, {0, 1}},
	4: {{-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
	5: {{-1, 0}, {1, 0}, {0, 0.5}, {-1, 1}, {1, 1}},
	6: {{-1, 0}, {1, 0}, {-1, 0.5}, {1, 0.5}, {-1, 1}, {1, 1}},
	7: {{-1, 0}, {1, 0}, {0, 0.25}, {-1, 0.5}, {1, 0.5}, {-1, 1}, {1, 1}},
	8: {{-1, 0}, {1, 0}, {0, 0.25}, {-1, 0.5}, {1, 0.5}, {0, 0.75}, {-1, 1}, {1, 1}},
	9: {{-1, 0}, {1, 0}, {-1, 1.0 / 3}, {1, 1.0 / 3}, {0, 0.5}, {-1, 2.0 / 3}, {1, 2.0 / 3}, {-1, 1}, {1, 1}},
	10: {{-1, 0}, {1, 0}, {0, 1.0 / 6}, {-1, 1.0 / 3}, {1, 1.0 / 3}, {-1, 2.0 / 3}, {1, 2.0 / 3},
		{0, 5.0 / 6}, {-1, 1}, {1, 1}},
}
