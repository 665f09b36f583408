package ui

import (
	"image/color"
	"math"

	"parlor/scenes/ui/geom"
)

// Colours of the shared table pieces: ToastFill and BannerFill are a toast's and a
// banner's fill.
var (
	ToastFill, BannerFill = color.RGBA{0x3a, 0x12, 0x10, 0xf0}, color.RGBA{0x2a, 0x20, 0x08, 0xf0}
	// PlateFill and TurnFill are a seat plate's fill, and that of the seat on turn;
	// EndFill a round's end panel's.
	// All are opaque: a panel over the table never lets the text behind show through.
	PlateFill, TurnFill = color.RGBA{0x0e, 0x26, 0x1a, 0xff}, color.RGBA{0x2c, 0x4a, 0x1e, 0xff}
	EndFill             = color.RGBA{0x0b, 0x22, 0x16, 0xff}
)

// DrawFelt draws the table's felt with its gold rim.
func DrawFelt(c *Canvas) {
	c.Fill(FeltDark)
	c.RoundRect(6, 6, c.W-12, c.H-12, 40, Felt)
	c.RoundRectLine(6, 6, c.W-12, c.H-12, 40, 2, GoldDark)
}

// DrawPlate draws a seat's name plate over r: lit and rimmed in gold while the seat is
// on turn, with a bar of its colour clr down its left side.
func DrawPlate(c *Canvas, r geom.Rect, turn bool, clr color.RGBA) {
	c.Record(RecPlate, r)
	if turn {
		c.RoundRect(r.X, r.Y, r.W, r.H, 10, TurnFill)
		c.RoundRectLine(r.X-2, r.Y-2, r.W+4, r.H+4, 12, 3, Gold)
	} else {
		c.RoundRect(r.X, r.Y, r.W, r.H, 10, PlateFill)
		c.RoundRectLine(r.X, r.Y, r.W, r.H, 10, 1.2, PanelLine)
	}
	c.RoundRect(r.X+6, r.Y+8, 6, r.H-16, 3, clr)
}

// DrawBanner draws msg on a gold-rimmed banner over r (wider when the text needs it),
// in bold text of size; on a screen too narrow for it, in smaller text (down to 4/5 of
// size) on one line, or else wrapped onto more. A short landscape screen's banner
// (geom.Short) stays over r: controls lie beside it.
func DrawBanner(c *Canvas, r geom.Rect, msg string, size float64) {
	if msg == "" {
		return
	}
	most := c.W - 16
	if geom.Short(c.W, c.H) {
		most = r.W
	}
	w := math.Max(r.W, c.TextWidth(msg, size, true)+48)
	// On a narrow screen the text first gets smaller (to 4/5 of size) to stay on one line.
	for small := size; w > most && small > size*0.8; {
		small = math.Max(size*0.8, small-1)
		if tw := c.TextWidth(msg, small, true) + 48; tw <= most {
			size, w = small, math.Max(r.W, tw)
		}
	}
	y, h := r.Y, r.H
	if w > most {
		// Too wide for a narrow screen: wrapped onto two lines within the banner's own
		// height in smaller text (to 13), else taller about the same centre.
		w = most
		wrapped := ""
		for small := size; small >= 13 && wrapped == ""; small-- {
			if m := c.Wrap(msg, small, w-32, true); (float64(Lines(m)-1)*1.35+1)*small <= h-8 {
				wrapped, size = m, small
			}
		}
		if wrapped == "" {
			wrapped = c.Wrap(msg, size, w-32, true)
			h += float64(Lines(wrapped)-1) * size * 1.35
			y = r.CY() - h/2
		}
		msg = wrapped
	}
	cx := c.W / 2
	if geom.Short(c.W, c.H) {
		cx = r.CX()
	}
	x := cx - w/2
	c.RoundRect(x, y, w, h, 14, BannerFill)
	c.Record(RecBanner, geom.R(x, y, w, h))
	c.RoundRectLine(x, y, w, h, 14, 2.5, Gold)
	c.Text(msg, cx, r.CY(), size, true, Center, Gold)
}

// DrawInfoPanel draws a table's panel (its info box top left, Troeven's round score): a
// plate-coloured rounded box with the panel line around it.
func DrawInfoPanel(c *Canvas, r geom.Rect) {
	c.Record(RecPanel, r)
	c.RoundRect(r.X, r.Y, r.W, r.H, 12, PlateFill)
	c.RoundRectLine(r.X, r.Y, r.W, r.H, 12, 1.5, PanelLine)
}

// DealerR is the radius of the dealer's mark (layout units): its "D" is 12 units, the
// least text size a phone shows.
const DealerR = 10.0

// DrawDealer draws the dealer's mark, a light disc with a "D", centred at x, y.
func DrawDealer(c *Canvas, x, y float64) {
	c.Circle(x, y, DealerR, Ink)
	c.Record(RecBadge, geom.R(x-DealerR, y-DealerR, 2*DealerR, 2*DealerR))
	c.Text("D", x, y, 12, true, Center, FeltDark)
}

// Card emphasis, the same at every table (docs/architecture.md#input): the keyboard's
// (or a click's) chosen card wears the focus ring, an outline in Focus; the mouse over a
// card the player may use lifts it HoverLift layout units, its shadow raised by
// HoverShadow (0..1), with the faint outline CardHover: never the ring. Touch has no
// hover.
const (
	HoverLift   = 10.0
	HoverShadow = 0.5
)

// CardHover is the faint outline of a card under the mouse.
var CardHover = WithAlpha(Ink, 0.45)

// Emphasize marks a card sprite (its outline hl, its centre's y and its lift) as chosen
// (the focus ring) or hovered (lifted, the faint outline); chosen wins. An outline the
// table already set (a hint, a new card) stays on a hovered card.
func Emphasize(hl *color.RGBA, y, lift *float64, chosen, hovered bool) {
	switch {
	case chosen:
		*hl = Focus
	case hovered:
		if hl.A == 0 {
			*hl = CardHover
		}
		*y -= HoverLift
		*lift = max(*lift, HoverShadow)
	}
}
