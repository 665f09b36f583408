// Package board is the pure side of the Third Wheel table (docs/rules/thirdwheel.md):
// the layout (everything on screen, nothing overlapping) and the slap input logic: one
// physical press is one slap (Presses), rebindable hot-seat keys that are never shared
// (Bindings), the stamp of a press in the reaction window's ms (Stamp) and the browser's
// DOM event queue with its timestamp conversion (DOMQueue). It imports no Ebitengine, so
// all of it is tested without a window.
package board

import (
	"math"

	"parlor/scenes/ui/geom"
)

// Layout places the Third Wheel table on a W×H logical screen (at least 1280×700):
// the info box and the top buttons, the two other players' plates at the top, the score
// dial on the left, the table pile in the middle with the race meter under it, the deck
// on the right, the viewer's plate, hand, action bar and SLAP button(s) at the bottom.
type Layout struct {
	W, H float64
	// Info is the title box; Help, Rules and Menu the top-right buttons.
	Info, Help, Rules, Menu geom.Rect
	// Plates are the seats' name plates: Plates[0] the viewer's (bottom left), then the
	// other two seats in seat order after the viewer (top left, top right).
	Plates [3]geom.Rect
	// Dial is the score dial's square; Pile the table pile's area (cards centred on
	// its middle); Deck the deck's area; Meter the race meter; Feedback the line for
	// race results.
	Dial, Pile, Deck, Meter, Feedback geom.Rect
	// Log is the column of recent events under the dial.
	Log geom.Rect
	// Actions is the band for action buttons (pass, block, …) above the hand.
	Actions geom.Rect
	// Hand is the band of the viewer's hand (card centres on HandY, scale HandScale).
	Hand      geom.Rect
	HandY     float64
	HandScale float64
	// Slap is the big SLAP button; Slap2 the second player's in hot-seat (see
	// SlapButtons for three).
	Slap, Slap2 geom.Rect
	// PileScale is the size of the table cards.
	PileScale float64
	// Portrait reports the upright (phone) layout (no event log).
	Portrait bool
	// Short reports the short landscape (phone held sideways) layout: Portrait's
	// compact parts, the SLAP buttons under the viewer's plate (newShort).
	Short bool
	// slaps are the upright layout's SLAP buttons of the people who slap, player 1's
	// first (SetSlappers); colY and colH the band of the pile and the column beside it.
	slaps      []geom.Rect
	colY, colH float64
}

// Chrome is where the table's top buttons are, the line its toasts are centred on, and
// the other controls a toast must not cover.
func (l *Layout) Chrome() geom.Chrome {
	return geom.Chrome{Help: l.Help, Rules: l.Rules, Menu: l.Menu, ToastY: l.Actions.Y - 30, Controls: []geom.Rect{l.Actions, l.Slap, l.Slap2}}
}

// NewLayout computes the layout for a logical screen of w×h layout units: an upright
// (phone) screen gets a stacked layout; other sizes smaller than 1280×800 are treated as
// 1280×800, except that a height down to 640 is kept, for the replay viewer's bar and
// review strip: under 700 the cards are a little smaller and the middle band closer.
func NewLayout(w, h float64) Layout {
	if geom.Portrait(w, h) {
		return newPortrait(w, h)
	}
	if geom.Short(w, h) {
		return newShort(w, h)
	}
	w, h = math.Max(w, 1280), math.Max(h, 640)
	short := h < 700
	l := Layout{W: w, H: h, HandScale: 0.9, PileScale: 1.1}
	mid, ds, pileH := (h-220)/2, 300.0, 190.0 // mid: vertical centre of the play band
	if short {
		l.HandScale, l.PileScale = 0.8, 1.0
		mid, ds, pileH = (h-250)/2, 270, 170
	}
	l.Info = geom.R(20, 18, 300, 88)
	bw := 96.0
	l.Menu = geom.R(w-20-bw, 18, bw, 40)
	l.Rules = geom.R(l.Menu.X-10-bw, 18, bw, 40)
	l.Help = geom.R(l.Rules.X-10-bw, 18, bw, 40)
	pw, ph := 250.0, 92.0
	l.Plates[1] = geom.R(w*0.5-pw-40, 70, pw, ph)
	l.Plates[2] = geom.R(w*0.5+40, 70, pw, ph)
	l.Dial = geom.R(30, mid-ds/2+50, ds, ds)
	l.Pile = geom.R(w/2-250, mid-20, 500, pileH)
	l.Deck = geom.R(w-250, mid-40, 220, 230)
	gap, gap2 := 14.0, 8.0
	if short {
		gap, gap2 = 10, 6
	}
	l.Meter = geom.R(w/2-250, l.Pile.Y+l.Pile.H+gap, 500, 30)
	l.Feedback = geom.R(w/2-330, l.Meter.Y+l.Meter.H+gap2, 660, 34)
	l.Actions = geom.R(w/2-330, l.Feedback.Y+l.Feedback.H+6, 660, 44)
	l.HandY = h - 14 - geom.CardH*l.HandScale/2
	l.Hand = geom.R(290, h-14-geom.CardH*l.HandScale-20, w-290-250, geom.CardH*l.HandScale+20)
	l.Plates[0] = geom.R(20, h-20-130, 250, 130)
	l.Log = geom.R(20, l.Dial.Y+l.Dial.H+8, 260, l.Plates[0].Y-(l.Dial.Y+l.Dial.H+8)-8)
	l.Slap = geom.R(w-220, h-20-150, 200, 150)
	l.Slap2 = geom.R(w-220, l.Slap.Y-10-70, 200, 70)
	return l
}

// SlapButtons are the SLAP buttons of n people at one screen who may slap, player 1's
// first: the big Slap for one, Slap and Slap2 for two, and for three a column of three
// in the same corner (Slap's area split in two under Slap2). On an upright screen they
// are the ones SetSlappers(n) laid out (for another n, SetSlappers is made first).
func (l *Layout) SlapButtons(n int) []geom.Rect { return l.AppendSlapButtons(nil, n) }

// AppendSlapButtons appends SlapButtons(n) to dst (a table asks every frame, into a
// reused buffer).
func (l *Layout) AppendSlapButtons(dst []geom.Rect, n int) []geom.Rect {
	switch {
	case n <= 1:
		return append(dst, l.Slap)
	case l.Portrait:
		if len(l.slaps) == min(n, 3) {
			return append(dst, l.slaps...)
		}
		c := *l
		c.slaps = nil
		c.SetSlappers(n)
		return append(dst, c.slaps...)
	case n == 2:
		return append(dst, l.Slap, l.Slap2)
	}
	h := (l.Slap.H - 10) / 2
	return append(dst,
		geom.R(l.Slap.X, l.Slap.Y+h+10, l.Slap.W, h),
		geom.R(l.Slap.X, l.Slap.Y, l.Slap.W, h),
		l.Slap2,
	)
}

// HandCard is the centre of card i of n in the viewer's hand: centred in the hand band,
// overlapping when the band is too narrow.
func (l *Layout) HandCard(i, n int) (x, y float64) {
	cw := geom.CardW * l.HandScale
	gap := cw + 10
	if n > 1 {
		gap = math.Min(gap, (l.Hand.W-20-cw)/float64(n-1))
	}
	span := cw + gap*float64(max(n-1, 0))
	x0 := l.Hand.CX() - span/2 + cw/2
	return x0 + gap*float64(i), l.HandY
}

// HandIndex is the hand card under the point (the topmost, i.e. the rightmost, wins),
// or -1.
func (l *Layout) HandIndex(px, py float64, n int) int {
	cw, ch := geom.CardW*l.HandScale, geom.CardH*l.HandScale
	for i := n - 1; i >= 0; i-- {
		x, y := l.HandCard(i, n)
		if (geom.R(x-cw/2, y-ch/2, cw, ch)).Contains(px, py) {
			return i
		}
	}
	return -1
}

// PileCard is the centre and tilt (radians) of the k-th card from the top of the pile
// that shows (k = 0 the top card): the top card in the middle, older cards fanned to
// the left beneath it.
func (l *Layout) PileCard(k int) (x, y, rot float64) {
	step, x0, y0 := 70.0, l.Pile.CX()+60, l.Pile.CY()
	if l.Portrait {
		y0 -= 4 // the three cards' steps centred
		// The top card at the right edge, the two under it fanned across the width.
		cw := geom.CardW * l.PileScale
		step = math.Min(70, (l.Pile.W-20-cw)/2)
		x0 = l.Pile.X + l.Pile.W - 10 - cw/2
	}
	x = x0 - float64(k)*step
	y = y0 + float64(k)*4
	rot = float64(k%3-1) * 0.04
	return
}

// ActionButton is the rectangle of action button i of n, centred in the action band.
func (l *Layout) ActionButton(i, n int) geom.Rect {
	const bw = 150.0
	gap := 10.0
	if n > 6 {
		gap = 5 // Take a Hike's thirteen ranks
	}
	w := math.Min(bw, (l.Actions.W-gap*float64(max(n-1, 0)))/float64(max(n, 1)))
	span := w*float64(n) + gap*float64(max(n-1, 0))
	x := l.Actions.CX() - span/2 + float64(i)*(w+gap)
	return geom.R(x, l.Actions.Y, w, l.Actions.H)
}

// Rects lists every fixed region with a name, for the overlap test and debugging.
func (l *Layout) Rects() map[string]geom.Rect {
	return map[string]geom.Rect{
		"info": l.Info, "help": l.Help, "rules": l.Rules, "menu": l.Menu,
		"plate0": l.Plates[0], "plate1": l.Plates[1], "plate2": l.Plates[2],
		"dial": l.Dial, "pile": l.Pile, "deck": l.Deck, "meter": l.Meter,
		"feedback": l.Feedback, "actions": l.Actions, "hand": l.Hand,
		"slap": l.Slap, "slap2": l.Slap2, "log": l.Log,
	}
}
