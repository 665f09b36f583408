package board

import (
	"math"

	"parlor/scenes/ui/geom"
)

// RevealRow is the row of seat's arranged hand at the end of a round (rows top to
// bottom in seat order from the viewer): the plate area on the left, cards after it.
func (l *Layout) RevealRow(seat int) (plate geom.Rect, cardsX, cy float64) {
	k := (seat - l.Viewer + l.Players) % l.Players
	rowH := l.RevealRowHeight()
	cy = l.RevealTop() + rowH*(float64(k)+0.5)
	if l.Portrait {
		return geom.R(pMargin+6, cy-24, 100, 48), pMargin + 112, cy
	}
	left := l.W/2 - 460
	return geom.R(left, cy-24, 200, 48), left + 230, cy
}

// RevealCard is the centre of card j of a revealed hand whose melds hold the given
// card counts (the leftovers follow as one more group), laid out by RevealFit.
func (l *Layout) RevealCard(seat int, group, j int, groupSizes []int) (x, y float64) {
	_, x0, cy := l.RevealRow(seat)
	f := l.RevealFit(groupSizes)
	cw := geom.CardW * f.Scale
	if f.Break < len(groupSizes) {
		// Two lines, one above the other, centred on the row.
		dy := (geom.CardH*f.Scale + revealLineGap) / 2
		if group < f.Break {
			cy -= dy
		} else {
			cy += dy
		}
	}
	x = x0 + cw/2
	first := 0
	if group >= f.Break {
		first = f.Break
	}
	for g := first; g < group; g++ {
		if n := groupSizes[g]; n > 0 {
			// The next group starts clear of this group's last card.
			x += float64(n-1)*f.Spacing + cw + f.Gap
		}
	}
	return x + float64(j)*f.Spacing, cy
}

// RevealFit is how a revealed hand lies in its row.
type RevealFit struct {
	Scale   float64 // the cards' scale
	Spacing float64 // between neighbouring card centres within a meld group, layout units
	Gap     float64 // between one group's last card and the next group's first, layout units
	Break   int     // the first group on the row's second line; len(groupSizes) for one line
}

// RevealFit lays out a revealed hand whose groups hold groupSizes cards. Landscape, the
// cards lie at RevealScale on one line, side by side when the row has room and
// overlapping (never closer than 30 units) when it has not. Upright, a full hand must
// fit a narrow row: the cards overlap down to the least spacing that keeps their corner
// index readable (revealIndex of a card's width), then the gap between groups
// shrinks (to revealGapMin), and only then do the cards shrink, on one line or on two
// (the groups split where the cards come out larger).
func (l *Layout) RevealFit(groupSizes []int) RevealFit {
	full := RevealFit{Scale: l.RevealScale(), Gap: revealGap, Break: len(groupSizes)}
	cards, groups := count(groupSizes)
	cw := geom.CardW * full.Scale
	natural := cw + revealCardGap
	_, x0, _ := l.RevealRow(l.Viewer)
	if !l.Portrait {
		full.Spacing = natural
		if cards > groups {
			room := l.W/2 + revealRight - x0 - float64(groups)*cw - float64(groups-1)*revealGap
			full.Spacing = math.Max(revealSpacing, math.Min(natural, room/float64(cards-groups)))
		}
		return full
	}
	avail := l.W - pMargin - 60 - x0 // the row's "+29" and "went out" on the right
	if sp, gap, ok := fitLines(avail, full.Scale, [][]int{groupSizes}); ok {
		full.Spacing, full.Gap = sp, gap
		return full
	}
	best := RevealFit{Scale: widest(avail, groupSizes), Break: len(groupSizes)}
	twoLines := (l.RevealRowHeight() - 8 - revealLineGap) / 2 / geom.CardH
	for b := 1; b < len(groupSizes); b++ {
		s := math.Min(twoLines, math.Min(widest(avail, groupSizes[:b]), widest(avail, groupSizes[b:])))
		if s > best.Scale {
			best = RevealFit{Scale: s, Break: b}
		}
	}
	best.Scale = math.Min(best.Scale, full.Scale) * (1 - 1e-9)
	best.Spacing, best.Gap, _ = fitLines(avail, best.Scale, [][]int{groupSizes[:best.Break], groupSizes[best.Break:]})
	return best
}

// count is the number of cards and of non-empty groups in groupSizes.
func count(groupSizes []int) (cards, groups int) {
	for _, n := range groupSizes {
		if n > 0 {
			cards += n
			groups++
		}
	}
	return cards, groups
}

// widest is the largest card scale at which the groups fit avail units on one line,
// at the least readable spacing and the least gap.
func widest(avail float64, groupSizes []int) float64 {
	cards, groups := count(groupSizes)
	if groups == 0 {
		return math.Inf(1)
	}
	units := float64(groups) + revealIndex*float64(cards-groups)
	return (avail - float64(groups-1)*revealGapMin) / (geom.CardW * units)
}

// fitLines is the spacing and gap for revealed cards of the given scale lying on the
// given lines (each a list of group sizes) avail units wide: side by side when they
// fit, else overlapping down to the least readable spacing, then with the gap between
// groups shrunk; ok is false when even the least gap is too wide.
func fitLines(avail, scale float64, lines [][]int) (sp, gap float64, ok bool) {
	cw := geom.CardW * scale
	least := revealIndex * cw
	sp, gap = cw+revealCardGap, revealGap
	for _, line := range lines {
		cards, groups := count(line)
		fixed, inner := float64(groups)*cw, float64(cards-groups)
		if fixed+inner*least > avail {
			return 0, 0, false
		}
		if groups > 1 {
			gap = math.Min(gap, (avail-fixed-inner*least)/float64(groups-1))
		}
	}
	if gap < revealGapMin {
		return 0, 0, false
	}
	for _, line := range lines {
		cards, groups := count(line)
		if cards > groups {
			room := avail - float64(groups)*cw - float64(groups-1)*gap
			sp = math.Min(sp, room/float64(cards-groups))
		}
	}
	return math.Max(sp, least), gap, true
}

// WildTag is where the small "= 5H" tag naming what a revealed wild stands for goes,
// for a revealed card of the given scale centred at x, y: across the card's bottom edge,
// inside its row.
func (l *Layout) WildTag(x, y, sc float64) geom.Rect {
	const w, h = 50.0, 17.0
	bottom := y + geom.CardH*sc/2
	return geom.R(x-w/2, bottom-h+2, w, h)
}

// RevealRowHeight is the height of one reveal row.
func (l *Layout) RevealRowHeight() float64 {
	bottom := revealBottom
	if l.Short {
		bottom = sRevealBot
	}
	return math.Min(104, (l.H-l.RevealTop()-bottom)/float64(l.Players))
}

// RevealTop is where the first reveal row starts.
func (l *Layout) RevealTop() float64 {
	if l.Short {
		return geom.ShortTopH + sRevealTop
	}
	if l.Portrait {
		// Under the second row of top buttons, with the panel's title (36 units) above.
		return pMargin + pTopH + 6 + geom.PortraitTopRow2 + 36
	}
	return 170
}

// revealBottom is the room kept below the reveal rows for the round-end button.
const revealBottom = 140.0

// RevealScale is the card scale in the reveal rows: as large as the rows allow, at most
// revealScale.
func (l *Layout) RevealScale() float64 {
	return math.Min(revealScale, (l.RevealRowHeight()-8)/geom.CardH)
}
