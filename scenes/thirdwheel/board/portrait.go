package board

import (
	"math"

	"parlor/scenes/geom"
)

// newPortrait lays the table out on an upright (phone) screen, top to bottom: the info
// box and the top buttons; the other two plates side by side; the score dial and the
// deck; the table pile; the race meter (race results over it); the action buttons; the
// viewer's plate beside the SLAP button(s); the hand. A screen too short for it all at
// full size gets a smaller dial, deck and pile (on a 640-unit screen the pile's cards
// come down to 0.7). The event log is left out.
func newPortrait(w, h float64) Layout {
	const m = 12.0
	l := Layout{W: w, H: h, HandScale: 0.9, PileScale: 1.1, Portrait: true}
	bw := 64.0
	bx := w - m - 3*bw - 2*4
	l.Info = geom.R(m, m, bx-8-m, 52)
	l.Help = geom.R(bx, m, bw, 52)
	l.Rules = geom.R(bx+bw+4, m, bw, 52)
	l.Menu = geom.R(bx+2*(bw+4), m, bw, 52)
	y := m + 52 + 8 + geom.PortraitTopRow2
	pw := (w - 2*m - 8) / 2
	ph := 80.0
	l.Plates[1] = geom.R(m, y, pw, ph)
	l.Plates[2] = geom.R(m+pw+8, y, pw, ph)
	y += ph + 6

	// From the bottom up: the hand, the viewer's plate and SLAP, the actions, the meter.
	cardH := geom.CardH * l.HandScale
	l.HandY = h - m - cardH/2
	l.Hand = geom.R(m, l.HandY-cardH/2-10, w-2*m, cardH+10+m/2)
	sw := math.Min(160, (w-2*m)*0.42)
	rowY := l.Hand.Y - 6 - 92
	l.Slap = geom.R(w-m-sw, rowY, sw, 92)
	l.Slap2 = geom.R(w-m-sw, rowY-6-44, sw, 44)
	l.Plates[0] = geom.R(m, rowY, w-2*m-sw-8, 92)
	l.Actions = geom.R(m, rowY-6-44, w-2*m-sw-8, 44)
	l.Meter = geom.R(m, l.Actions.Y-8-30, w-2*m, 30)
	l.Feedback = geom.R(m, l.Meter.Y-2, w-2*m, 34)

	// What is left holds the dial with the deck beside it, and the pile.
	room := l.Meter.Y - 8 - y
	ds := math.Max(72, math.Min(140, room-6-geom.CardH*0.7-24))
	l.PileScale = math.Max(0.6, math.Min(1.1, (room-ds-6-24)/geom.CardH))
	l.Dial = geom.R(m, y, ds, ds)
	l.Deck = geom.R(m+ds+8, y, w-2*m-ds-8, ds)
	l.Pile = geom.R(m, y+ds+6, w-2*m, room-ds-6)
	return l
}
