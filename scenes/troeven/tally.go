package troeven

import (
	"image/color"
	"math"
	"strconv"

	tv "parlor/gameplay/troeven"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
)

// branch is one line of a player's tally: one of the starting lines or one added
// (Added, in round AddedIn), cancelled by a ball in round BallIn (0: not cancelled).
type branch struct {
	Added   bool
	AddedIn int
	BallIn  int
}

// tally is the seed's score sheet: a sheet of paper split by vertical lines into one
// column per player, each column a stack of horizontal branches; a won round puts a
// ball on the first branch not yet cancelled, a lost call adds a branch at the bottom.
type tally struct {
	names    []string
	cols     [3][]branch
	last     int // the latest round (its balls and branches draw themselves in)
	labelTxt [3]string
}

// newTally replays the rounds' tally changes onto the starting branches.
func newTally(names []string, start int, hist []tv.RoundResult) *tally {
	t := &tally{names: names}
	for p := range t.cols {
		for range start {
			t.cols[p] = append(t.cols[p], branch{})
		}
	}
	for _, r := range hist {
		t.last = r.Round
		for p := 0; p < 3; p++ {
			switch r.Change[p] {
			case -1:
				for k := range t.cols[p] {
					if t.cols[p][k].BallIn == 0 {
						t.cols[p][k].BallIn = r.Round
						break
					}
				}
			case +1:
				t.cols[p] = append(t.cols[p], branch{Added: true, AddedIn: r.Round})
			}
		}
	}
	for p := range t.cols {
		left := 0
		for _, b := range t.cols[p] {
			if b.BallIn == 0 {
				left++
			}
		}
		t.labelTxt[p] = l10n.Plural("%d branches left", left)
		if left == 0 {
			t.labelTxt[p] = l10n.T("all cancelled!")
		}
	}
	return t
}

// Paper and pencil colours of the tally sheet.
var (
	paper, paperLine = color.RGBA{0xf3, 0xee, 0xdc, 0xff}, color.RGBA{0xc9, 0xbf, 0xa0, 0xff}
	pencil, faintInk = color.RGBA{0x3a, 0x3a, 0x44, 0xff}, color.RGBA{0x8a, 0x84, 0x70, 0xff}
	redPencil        = color.RGBA{0xb8, 0x3a, 0x2e, 0xff}
	ballInk          = color.RGBA{0x1f, 0x3f, 0x8f, 0xff}
)

// tallyDrawTicks is how long the latest round's marks take to appear (within the score
// sheet's own ScoringDrawTicks, so a screenshot after it settles shows them all).
const tallyDrawTicks = 36

// draw draws the tally into x, y, w, h; age (ticks) animates the latest round's balls
// dropping on and added branches being drawn.
func (t *tally) draw(c *ui.Canvas, x, y, w, h float64, age int) {
	c.RoundRect(x-10, y-10, w+20, h+20, 12, ui.Felt)
	// The sheet of paper.
	px, py, pw, ph := x, y, w, h
	c.RoundRect(px, py, pw, ph, 6, paper)
	// A narrow (upright) sheet wraps the caption and moves the columns down under it.
	caption := c.Wrap(l10n.T("A ball cancels a branch · red branches were added · numbers are rounds"), 14, pw-20, false)
	down := float64(ui.Lines(caption)-1) * 14 * 1.35
	c.Text(caption, px+pw/2, py+18+down/2, 14, false, ui.Center, faintInk)
	colW := pw / 3
	headY := py + 52 + down
	c.Line(px+14, headY+22, px+pw-14, headY+22, 1.5, paperLine)
	for k := 1; k < 3; k++ {
		lx := px + colW*float64(k)
		c.Line(lx, py+38+down, lx, py+ph-14, 2.5, pencil)
	}
	most := 7
	for p := range t.cols {
		most = max(most, len(t.cols[p]))
	}
	top := headY + 44
	bottom := py + ph - 50
	gap := math.Min(40, (bottom-top)/float64(most))
	prog := sprites01(float64(age) / tallyDrawTicks)
	for p := range t.cols {
		cx := px + colW*(float64(p)+0.5)
		if p < len(t.names) {
			name := c.Ellipsize(ui.ShownName(t.names[p]), 18, colW-34, true)
			nw := c.TextWidth(name, 18, true)
			c.Circle(cx-nw/2-12, headY, 6, ui.SeatColour(p))
			c.Text(name, cx, headY, 18, true, ui.Center, pencil)
		}
		half := math.Min(colW*0.32, 70)
		for k, b := range t.cols[p] {
			by := top + gap*(float64(k)+0.5)
			clr := pencil
			if b.Added {
				clr = redPencil
			}
			x0, x1 := cx-half, cx+half
			if b.Added && b.AddedIn == t.last {
				x1 = x0 + (x1-x0)*prog // the new branch is drawn from left to right
			}
			// A slight hand-drawn wobble: the ends tilt a little, alternately.
			tilt := 1.5
			if k%2 == 1 {
				tilt = -1.5
			}
			c.Line(x0, by+tilt, x1, by-tilt, 3, clr)
			if b.Added {
				c.Text("+"+strconv.Itoa(b.AddedIn), x0-10, by, 12, false, ui.Right, redPencil)
			}
			if b.BallIn > 0 {
				r := math.Min(9, gap*0.3)
				if b.BallIn == t.last {
					r *= sprites01(prog*1.4 - 0.2)
				}
				if r > 0.5 {
					c.Circle(cx, by, r, ballInk)
				}
				c.Text(strconv.Itoa(b.BallIn), x1+10, by, 12, false, ui.Left, faintInk)
			}
		}
		c.Text(c.Ellipsize(t.labelTxt[p], 15, colW-8, true), cx, py+ph-24, 15, true, ui.Center, pencil)
	}
}

// sprites01 clamps to 0..1.
func sprites01(v float64) float64 { return math.Max(0, math.Min(1, v)) }
