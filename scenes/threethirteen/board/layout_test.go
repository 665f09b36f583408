package board

import (
	"fmt"
	"math"
	"testing"

	"parlor/scenes/ui/geom"
)

// screens are logical screen sizes the scene manager can produce (one side is the base
// 1280×800, the other at least as large).
var screens = [][2]float64{{1280, 800}, {1422, 800}, {1280, 1024}, {1920, 800}, {1280, 960}}

// rotatedBounds is the axis-aligned box of a card of the given scale turned by rot.
func rotatedBounds(x, y, rot, scale float64) geom.Rect {
	w, h := geom.CardW*scale, geom.CardH*scale
	c, s := math.Abs(math.Cos(rot)), math.Abs(math.Sin(rot))
	bw, bh := w*c+h*s, w*s+h*c
	return geom.R(x-bw/2, y-bh/2, bw, bh)
}

func inside(r geom.Rect, w, h float64) bool {
	const eps = 1e-9
	return r.X >= -eps && r.Y >= -eps && r.X+r.W <= w+eps && r.Y+r.H <= h+eps
}

// TestLayoutFits checks, for 2–6 players, every viewer seat and hands of 2 to 14
// cards, that every card of every hand (the viewer's raised by a selection) is on
// screen, and that no two seats, no seat and the piles, the round panel, the banner or
// any button overlap.
func TestLayoutFits(t *testing.T) {
	for _, sc := range screens {
		W, H := sc[0], sc[1]
		for players := 2; players <= 6; players++ {
			for viewer := 0; viewer < players; viewer++ {
				for n := 2; n <= 14; n++ {
					name := fmt.Sprintf("%vx%v/%dp/viewer%d/%dcards", W, H, players, viewer, n)
					l := NewLayout(W, H, players, viewer)
					checkLayout(t, name, &l, n)
				}
			}
		}
	}
}

func checkLayout(t *testing.T, name string, l *Layout, n int) {
	t.Helper()
	fixed := map[string]geom.Rect{
		"round panel": l.Info, "help": l.Help, "rules": l.Rules, "menu": l.Menu,
		"go out": l.GoOut, "sort suit": l.SortSuit, "sort rank": l.SortRank, "sort melds": l.SortMelds,
		// The piles with their labels below them.
		"stock":   geom.R(l.Stock.X-8, l.Stock.Y-10, l.Stock.W+8, l.Stock.H+30),
		"discard": geom.R(l.Discard.X-6, l.Discard.Y-6, l.Discard.W+12, l.Discard.H+30),
		"banner":  l.Banner,
		"status":  geom.R(l.W/2-330, l.StatusY-12, 660, 24),
	}
	for k, r := range fixed {
		if !inside(r, l.W, l.H) {
			t.Errorf("%s: %s %+v is off screen", name, k, r)
		}
	}
	names := make([]string, 0, len(fixed))
	for k := range fixed {
		names = append(names, k)
	}
	for i, a := range names {
		for _, b := range names[i+1:] {
			if fixed[a].Overlaps(fixed[b]) {
				t.Errorf("%s: %s %+v overlaps %s %+v", name, a, fixed[a], b, fixed[b])
			}
		}
	}
	seats := make([]geom.Rect, l.Players)
	for s := 0; s < l.Players; s++ {
		sb := &l.Seats[s]
		for i := 0; i < n; i++ {
			x, y, rot := l.Fan(s, i, n)
			cr := rotatedBounds(x, y, rot, sb.Scale)
			if sb.Bottom {
				up := cr
				up.Y -= Raise
				if !inside(up, l.W, l.H) {
					t.Errorf("%s: seat %d card %d raised %+v is off screen", name, s, i, up)
				}
			}
			if !inside(cr, l.W, l.H) {
				t.Errorf("%s: seat %d card %d %+v is off screen", name, s, i, cr)
			}
		}
		if !inside(sb.Plate, l.W, l.H) {
			t.Errorf("%s: seat %d plate %+v is off screen", name, s, sb.Plate)
		}
		seats[s] = l.SeatBounds(s, n)
		for k, r := range fixed {
			if seats[s].Overlaps(r) {
				t.Errorf("%s: seat %d %+v overlaps the %s %+v", name, s, seats[s], k, r)
			}
		}
	}
	for a := 0; a < l.Players; a++ {
		for b := a + 1; b < l.Players; b++ {
			if seats[a].Overlaps(seats[b]) {
				t.Errorf("%s: seats %d %+v and %d %+v overlap", name, a, seats[a], b, seats[b])
			}
		}
	}
	// Cards in a fan must stay readable: the corner index (about 18% of a card's width)
	// of every card but the last shows.
	for s := 0; s < l.Players; s++ {
		if !l.Seats[s].Bottom {
			continue
		}
		x0, _, _ := l.Fan(s, 0, n)
		x1, _, _ := l.Fan(s, 1, n)
		if gap := x1 - x0; gap < 0.3*geom.CardW*l.Seats[s].Scale {
			t.Errorf("%s: the viewer's cards are %.1f apart: corner indices would be hidden", name, gap)
		}
	}
}

// TestRevealUnderTopButtons: upright, the round-end reveal panel (its title 36 units
// over the first row) starts under the second row of top buttons (Settings, Undo).
func TestRevealUnderTopButtons(t *testing.T) {
	for _, sc := range [][2]float64{{360, 640}, {390, 844}, {430, 932}} {
		for players := 2; players <= 6; players++ {
			l := NewLayout(sc[0], sc[1], players, 0)
			if top := l.RevealTop() - 36; !l.Portrait || top < l.Menu.Y+l.Menu.H+geom.PortraitTopRow2 {
				t.Errorf("%v/%dp: the reveal panel starts at y %v, under the second row of top buttons", sc, players, top)
			}
			if plate, _, _ := l.RevealRow((players - 1) % players); plate.Y+plate.H > l.H-revealBottom {
				t.Errorf("%v/%dp: the last reveal row %+v runs into the round-end button's room", sc, players, plate)
			}
		}
	}
}

// revealPhones are the upright phone screens the reveal must fit (one layout unit per
// CSS pixel), from the narrowest to the widest common phone.
var revealPhones = [][2]float64{{360, 640}, {390, 844}, {412, 915}, {430, 932}}

// groupings lists every way up to 14 cards lie in up to 5 groups (0 is an empty group).
func groupings() [][]int {
	var all [][]int
	var walk func(g []int, left int)
	walk = func(g []int, left int) {
		if len(g) == 5 {
			all = append(all, append([]int(nil), g...))
			return
		}
		for n := 0; n <= left; n++ {
			walk(append(g, n), left-n)
		}
	}
	walk(nil, 14)
	return all
}

// TestRevealFits checks the round-end reveal on the landscape screens and on upright
// phones: for 2–6 players, every row of up to 14 cards in up to 5 meld groups plus
// leftovers stays inside its row (right of the plate, left of the row's penalty, within
// the row's height), each group clear of the previous one, and the cards overlapping
// no closer than their readable corner index (upright; landscape keeps its 30 units).
func TestRevealFits(t *testing.T) {
	all := groupings()
	for _, sc := range append(append([][2]float64(nil), screens...), revealPhones...) {
		W, H := sc[0], sc[1]
		for players := 2; players <= 6; players++ {
			l := NewLayout(W, H, players, 0)
			rowH := l.RevealRowHeight()
			if geom.CardH*l.RevealScale() > rowH {
				t.Errorf("%vx%v/%dp: reveal cards %.0f tall in rows %.0f apart", W, H, players, geom.CardH*l.RevealScale(), rowH)
			}
			right := W/2 + 400
			if l.Portrait {
				right = W - pMargin - 60 // the row's "+29" and "went out"
			}
			// The rows differ only in height on the screen: the first and the last stand
			// for all.
			for _, s := range []int{0, players - 1} {
				plate, _, cy := l.RevealRow(s)
				if !inside(plate, W, H) {
					t.Errorf("%vx%v/%dp: reveal plate %d %+v off screen", W, H, players, s, plate)
				}
				for _, g := range all {
					f := l.RevealFit(g)
					cw := geom.CardW * f.Scale
					least := revealSpacing
					if l.Portrait {
						least = revealIndex * cw
					}
					// Each meld group stands apart: its first card starts right of the
					// previous group's last card on its line.
					prevEnd := math.Inf(-1)
					prevY := math.NaN()
					for gi, size := range g {
						if size == 0 {
							continue
						}
						x, y := l.RevealCard(s, gi, 0, g)
						if left := x - cw/2; y == prevY && left <= prevEnd {
							t.Errorf("%vx%v/%dp: reveal group %d of %v starts at %.1f, inside the previous group (ends %.1f)", W, H, players, gi, g, left, prevEnd)
						}
						xl, _ := l.RevealCard(s, gi, size-1, g)
						prevEnd, prevY = xl+cw/2, y
						for j := 0; j < size; j++ {
							x, y := l.RevealCard(s, gi, j, g)
							r := rotatedBounds(x, y, 0, f.Scale)
							if !inside(r, W, H) || r.X < plate.X+plate.W || r.X+r.W > right+1e-9 ||
								r.Y < cy-rowH/2-1e-9 || r.Y+r.H > cy+rowH/2+1e-9 {
								t.Errorf("%vx%v/%dp: reveal card %d/%d of %v of seat %d at %+v is outside its row", W, H, players, gi, j, g, s, r)
							}
							if j > 0 {
								if px, _ := l.RevealCard(s, gi, j-1, g); x-px < least-1e-9 {
									t.Errorf("%vx%v/%dp: reveal %v cards %d and %d of group %d %.1f apart: corner index hidden", W, H, players, g, j-1, j, gi, x-px)
								}
							}
						}
					}
				}
			}
		}
	}
}

// TestHitHand checks that a point on a card picks that card (the topmost where cards
// overlap), that the raised selected card is picked at its raised place, and that a
// point off the hand picks nothing.
func TestHitHand(t *testing.T) {
	l := NewLayout(1280, 800, 4, 0)
	n := 13
	for i := 0; i < n; i++ {
		x, y, _ := l.Fan(0, i, n)
		// The visible strip of card i is its left part (card i+1 covers the right).
		if got := l.HitHand(x-geom.CardW*handScale/2+4, y, n, -1); got != i {
			t.Errorf("left edge of card %d picks %d", i, got)
		}
	}
	x, y, _ := l.Fan(0, 5, n)
	if got := l.HitHand(x, y-geom.CardH*handScale/2-Raise/2, n, 5); got != 5 {
		t.Errorf("raised selected card: picked %d, want 5", got)
	}
	if got := l.HitHand(x, y-geom.CardH*handScale/2-Raise/2, n, -1); got != -1 {
		t.Errorf("above an unselected card: picked %d, want none", got)
	}
	if got := l.HitHand(l.Stock.CX(), l.Stock.CY(), n, -1); got != -1 {
		t.Errorf("the stock picks hand card %d", got)
	}
}

// TestOutBadgeVisible: the "OUT" badge of any seat is on screen and clear of every
// hand fan (13 or 14 cards), of every other name plate, of the piles, the banner and
// the buttons. It used to sit above the plate, under the opponent's own cards.
func TestOutBadgeVisible(t *testing.T) {
	for _, sc := range screens {
		W, H := sc[0], sc[1]
		for players := 2; players <= 6; players++ {
			for viewer := 0; viewer < players; viewer++ {
				l := NewLayout(W, H, players, viewer)
				fixed := []geom.Rect{l.Info, l.Help, l.Rules, l.Menu, l.GoOut, l.SortSuit, l.SortRank,
					l.SortMelds, l.Stock, l.Discard, l.Banner}
				for s := 0; s < players; s++ {
					b := l.OutBadge(s)
					name := fmt.Sprintf("%vx%v/%dp/viewer%d/seat%d", W, H, players, viewer, s)
					if !inside(b, W, H) {
						t.Errorf("%s: badge %+v off screen", name, b)
					}
					if !b.Overlaps(l.Seats[s].Plate) {
						t.Errorf("%s: badge %+v not on its plate %+v", name, b, l.Seats[s].Plate)
					}
					for o := 0; o < players; o++ {
						for n := 2; n <= 14; n++ {
							if hb := l.HandBounds(o, n); b.Overlaps(hb) {
								t.Errorf("%s: badge %+v under seat %d's %d-card hand %+v", name, b, o, n, hb)
							}
						}
						if o != s && b.Overlaps(l.Seats[o].Plate) {
							t.Errorf("%s: badge %+v over seat %d's plate", name, b, o)
						}
					}
					for _, r := range fixed {
						if b.Overlaps(r) {
							t.Errorf("%s: badge %+v over %+v", name, b, r)
						}
					}
				}
			}
		}
	}
}

// TestSmallHandsSpread: a small hand (2–6 cards) lies side by side at the natural
// spacing (no card covers another, a narrow gap between), centred on its seat; a hand
// too large for that overlaps just enough to fit, never spaced wider than natural.
func TestSmallHandsSpread(t *testing.T) {
	for _, sc := range screens {
		W, H := sc[0], sc[1]
		for players := 2; players <= 6; players++ {
			l := NewLayout(W, H, players, 0)
			cw := geom.CardW * handScale
			for n := 2; n <= 14; n++ {
				x0, _, _ := l.Fan(0, 0, n)
				x1, _, _ := l.Fan(0, 1, n)
				gap := x1 - x0
				if gap > cw+handGap+1e-9 {
					t.Errorf("%vx%v/%dp: %d cards %.1f apart, wider than natural %.1f", W, H, players, n, gap, cw+handGap)
				}
				if n <= 6 && gap < cw+handGap-1e-9 {
					t.Errorf("%vx%v/%dp: %d cards squeezed %.1f apart; natural is %.1f", W, H, players, n, gap, cw+handGap)
				}
				xl, _, _ := l.Fan(0, n-1, n)
				if mid := (x0 + xl) / 2; math.Abs(mid-l.Seats[0].CX) > 1e-9 {
					t.Errorf("%vx%v/%dp: %d cards centred at %.1f, seat at %.1f", W, H, players, n, mid, l.Seats[0].CX)
				}
			}
		}
	}
}

// TestRevealSpreads: a short revealed row lies side by side at the natural spacing; a
// full one (14 cards in five groups) still fits (TestRevealFits) with spacing no less
// than the least.
func TestRevealSpreads(t *testing.T) {
	for _, sc := range screens {
		for players := 2; players <= 6; players++ {
			l := NewLayout(sc[0], sc[1], players, 0)
			cw := geom.CardW * l.RevealScale()
			for _, g := range [][]int{{3, 0}, {3, 1}, {4, 2}, {0, 5}, {3, 3}} {
				x0, _ := l.RevealCard(0, 0, 0, g)
				if g[0] == 0 {
					x0, _ = l.RevealCard(0, 1, 0, g)
				}
				x1, _ := l.RevealCard(0, 0, 1, g)
				if g[0] == 0 {
					x1, _ = l.RevealCard(0, 1, 1, g)
				}
				if gap := x1 - x0; math.Abs(gap-(cw+revealCardGap)) > 1e-9 {
					t.Errorf("%v/%dp: reveal %v cards %.1f apart, want natural %.1f", sc, players, g, gap, cw+revealCardGap)
				}
			}
			if sp := l.RevealFit([]int{3, 3, 3, 3, 2}).Spacing; sp < revealSpacing || sp > cw+revealCardGap {
				t.Errorf("%v/%dp: full reveal spacing %.1f outside [%v, %.1f]", sc, players, sp, revealSpacing, cw+revealCardGap)
			}
		}
	}
}

// TestWildTagInRow: the tag naming what a revealed wild stands for sits on its card's
// bottom edge, on screen, and clear of the cards of the rows above and below.
func TestWildTagInRow(t *testing.T) {
	g := []int{4, 3, 3, 3, 1}
	for _, sc := range screens {
		W, H := sc[0], sc[1]
		for players := 2; players <= 6; players++ {
			l := NewLayout(W, H, players, 0)
			scale := l.RevealScale()
			for s := 0; s < players; s++ {
				for gi, size := range g {
					for j := 0; j < size; j++ {
						x, y := l.RevealCard(s, gi, j, g)
						tag := l.WildTag(x, y, scale)
						card := rotatedBounds(x, y, 0, scale)
						if !inside(tag, W, H) || !tag.Overlaps(card) || tag.Y+tag.H < card.Y+card.H {
							t.Errorf("%vx%v/%dp: tag %+v not on the bottom edge of card %+v", W, H, players, tag, card)
						}
						if tag.X < card.X || tag.X+tag.W > card.X+card.W {
							t.Errorf("%vx%v/%dp: tag %+v wider than its card %+v", W, H, players, tag, card)
						}
						for _, o := range []int{s - 1, s + 1} {
							if o < 0 || o >= players {
								continue
							}
							ox, oy := l.RevealCard(o, gi, j, g)
							if oc := rotatedBounds(ox, oy, 0, scale); tag.Overlaps(oc) {
								t.Errorf("%vx%v/%dp: seat %d's tag %+v over seat %d's card %+v", W, H, players, s, tag, o, oc)
							}
						}
					}
				}
			}
		}
	}
}

// TestDealSpotClear: while a round is dealt, for every dealer, the stock (with its
// stacked layers) and its two-line label, anywhere on the stock's way from its place,
// stay on screen and clear of each other, every hand of up to 14 cards, every name
// plate, the banner, the discard pile with its label and every control. The viewer's
// own deal still visibly moves the stock towards them.
func TestDealSpotClear(t *testing.T) {
	for _, sc := range screens {
		W, H := sc[0], sc[1]
		for players := 2; players <= 6; players++ {
			for viewer := 0; viewer < players; viewer++ {
				l := NewLayout(W, H, players, viewer)
				obst := map[string]geom.Rect{"banner": l.Banner, "round panel": l.Info, "help": l.Help,
					"rules": l.Rules, "menu": l.Menu, "go out": l.GoOut, "sort suit": l.SortSuit,
					"sort rank": l.SortRank, "sort melds": l.SortMelds,
					"discard": geom.R(l.Discard.X-6, l.Discard.Y-6, l.Discard.W+12, l.Discard.H+30)}
				for s := 0; s < players; s++ {
					obst[fmt.Sprintf("hand %d", s)] = l.HandBounds(s, 14)
					obst[fmt.Sprintf("plate %d", s)] = l.Seats[s].Plate
				}
				for dealer := 0; dealer < players; dealer++ {
					name := fmt.Sprintf("%vx%v/%dp/viewer%d/dealer%d", W, H, players, viewer, dealer)
					d := l.Deal(dealer)
					if dealer == viewer && d.Frac < 0.2 {
						t.Errorf("%s: the stock goes only %.2f of the way to the viewer dealing", name, d.Frac)
					}
					for k := 0; k <= 20; k++ {
						f := float64(k) / 20
						x := l.Stock.CX() + (d.X-l.Stock.CX())*f
						y := l.Stock.CY() + (d.Y-l.Stock.CY())*f
						stock := rotatedBounds(x, y, 0, l.PileScale)
						stock = geom.R(stock.X-8, stock.Y-10, stock.W+8, stock.H+10)
						label := d.DealLabelRect(x, y)
						if !inside(stock, W, H) || !inside(label, W, H) {
							t.Errorf("%s: at %.2f stock %+v or label %+v off screen", name, f, stock, label)
						}
						if label.Overlaps(stock) {
							t.Errorf("%s: at %.2f label %+v over the stock %+v", name, f, label, stock)
						}
						for what, r := range obst {
							if k > 0 && stock.Overlaps(r) {
								t.Errorf("%s: at %.2f the stock %+v covers the %s %+v", name, f, stock, what, r)
							}
							if label.Overlaps(r) {
								t.Errorf("%s: at %.2f the label %+v covers the %s %+v", name, f, label, what, r)
							}
						}
					}
				}
			}
		}
	}
}
