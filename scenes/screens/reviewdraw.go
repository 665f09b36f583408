package screens

import (
	"image/color"
	"strings"
	"time"

	"parlor/gameplay/review"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// drawStrip draws the review strip above the bar: the review of the move shown (who,
// its cost, the hard bot's move, and the sentence of why), or the review's progress.
func (r *Replay) drawStrip(c *ui.Canvas) {
	s := r.bar.strip
	c.Rect(s.X, s.Y, s.W, s.H, ui.Panel)
	head, body, cost, reviewed := r.stripText()
	m, size, lines, hy, top := 24.0, 13.0, 2, 14.0, 25.0
	if r.bar.narrow {
		m, size, lines, hy, top = 12, 12, 3, 13, 25
	}
	hs := size + 1
	if !r.bar.narrow {
		hs = 15
	}
	clr := ui.Gold
	if reviewed {
		clr = costColour(cost, r.rev.scale)
		c.Circle(m+5, s.Y+hy, 5, clr)
		c.Text(c.Ellipsize(head, hs, s.W-2*m-16, true), m+16, s.Y+hy, hs, true, ui.Left, ui.Ink)
	} else {
		c.Text(c.Ellipsize(head, hs, s.W-2*m, true), m, s.Y+hy, hs, true, ui.Left, clr)
	}
	text := clipLines(c, body, size, s.W-2*m, lines)
	lh := size * 1.35
	top += s.Y
	c.Text(text, m, top+lh*float64(ui.Lines(text))/2, size, false, ui.Left, ui.InkDim)
}

// clipLines is s wrapped to width, at most n lines, the last cut short with "…" when
// more would be needed.
func clipLines(c *ui.Canvas, s string, size, width float64, n int) string {
	ls := strings.Split(c.Wrap(s, size, width, false), "\n")
	if len(ls) <= n {
		return strings.Join(ls, "\n")
	}
	ls[n-1] = c.Ellipsize(ls[n-1]+" "+ls[n], size, width, false)
	if !strings.HasSuffix(ls[n-1], "…") {
		ls[n-1] = c.Ellipsize(ls[n-1]+" …", size, width, false)
	}
	return strings.Join(ls[:n], "\n")
}

// drawMarks marks the costly moves found so far on the track: a red tick above it at
// each one's position.
func (r *Replay) drawMarks(c *ui.Canvas) {
	if r.rev == nil {
		return
	}
	t := r.bar.track
	n := float64(max(r.Len(), 1))
	for _, k := range r.reviewSnap().costly(r.rev.scale) {
		x := t.X + t.W*float64(k)/n
		c.Line(x, t.Y-7, x, t.Y+2, 3, ui.Danger)
		c.Circle(x, t.Y-7, 3, ui.Danger)
	}
}

// Sizes of the summary's parts, in layout units.
const (
	sumHead  = 30 // a seat's line
	sumLink  = 26 // one costly move
	sumBlock = sumHead + 3*sumLink + 12
)

// summaryPlan is where the summary's parts go: the panel, its margin and the heights
// of its head and foot, each seat's block (as many as fit), and the jump links.
type summaryPlan struct {
	p             geom.Rect
	m, head, foot float64
	blocks        []seatBlock
	links         []jumpLink
	hidden        int // seats that did not fit
}

// seatBlock is one seat's part of the summary, at x, y, w wide.
type seatBlock struct {
	s       review.SeatSummary
	x, y, w float64
}

// planSummary lays the summary of rep out on c.
func (r *Replay) planSummary(c *ui.Canvas, rep *review.Report) summaryPlan {
	aw, ah := r.area(c.W, c.H)
	narrow := aw < narrowBar
	n := len(rep.Summary)
	cols := 1
	if !narrow && n > 3 {
		cols = 2
	}
	pl := summaryPlan{m: 24, head: 78, foot: 52}
	w := min(aw-40, 860.0)
	if narrow {
		w, pl.m, pl.head, pl.foot = aw-24, 14, 112, 72
	}
	rows := (n + cols - 1) / cols
	rows = max(1, min(rows, int((ah-24-pl.head-pl.foot)/sumBlock)))
	h := pl.head + float64(rows)*sumBlock + pl.foot
	pl.p = geom.R(aw/2-w/2, max(12, (ah-h)/2), w, h)
	colW := (w - 2*pl.m) / float64(cols)
	for i, s := range rep.Summary {
		col, row := i/rows, i%rows
		if col >= cols {
			pl.hidden++
			continue
		}
		b := seatBlock{s: s, x: pl.p.X + pl.m + float64(col)*colW, y: pl.p.Y + pl.head + float64(row)*sumBlock, w: colW - 12}
		pl.blocks = append(pl.blocks, b)
		for j, k := range s.Costliest {
			rect := geom.R(b.x+12, b.y+sumHead+float64(j)*sumLink+2, b.w-12, sumLink-4)
			pl.links = append(pl.links, jumpLink{rect: rect, move: k.Move})
		}
	}
	return pl
}

// drawSummary draws the review's summary over the table: per reviewed seat its
// accuracy, total cost and three costliest moves, each a link to its move.
func (r *Replay) drawSummary(c *ui.Canvas) {
	snap := r.reviewSnap()
	rep := snap.report
	if rep == nil {
		return
	}
	sc := r.rev.scale
	pl := r.planSummary(c, rep)
	p, m := pl.p, pl.m
	aw, ah := r.area(c.W, c.H)
	c.Rect(0, 0, aw, ah, ui.Shade) // the table dimmed behind
	c.RoundRect(p.X, p.Y, p.W, p.H, 18, ui.Panel)
	c.RoundRectLine(p.X, p.Y, p.W, p.H, 18, 2, ui.Gold)
	c.Text(l10n.T("Review · %s", r.info.Name), p.X+m, p.Y+24, 20, true, ui.Left, ui.Gold)
	expl := l10n.T("Each decision against the hard bot's, from what the player could see. Costs in %s: within %s counts as the hard bot's move (accuracy); over %s is marked in red.",
		unitWords(sc), costText(sc.Near, sc), costText(sc.Costly, sc))
	text := clipLines(c, expl, 13, p.W-2*m, 4)
	c.Text(text, p.X+m, p.Y+44+13*1.35*float64(ui.Lines(text))/2, 13, false, ui.Left, ui.InkDim)
	for _, b := range pl.blocks {
		r.drawSeatSummary(c, b)
	}
	fy := p.Y + p.H - pl.foot
	note := l10n.T("Noise: %s · reviewed in %s", sc.Noise, seconds(snap.took))
	if pl.hidden > 0 {
		note = l10n.Plural("%d more seats not shown here: parlor-sim review prints them all", pl.hidden) + " · " + note
	}
	note = clipLines(c, note, 12, p.W-2*m, 2)
	c.Text(note, p.X+m, fy+14+12*1.35*float64(ui.Lines(note)-1)/2, 12, false, ui.Left, ui.InkFaint)
	c.Text(l10n.T("Click a move to go there · V or Esc closes"), p.X+m, p.Y+p.H-16, 12, false, ui.Left, ui.InkFaint)
}

// drawSeatSummary draws one seat's block: its line and its costliest moves as links.
func (r *Replay) drawSeatSummary(c *ui.Canvas, b seatBlock) {
	sc := r.rev.scale
	s, x, y, w := b.s, b.x, b.y, b.w
	c.Circle(x+6, y+sumHead/2, 6, ui.SeatColour(s.Seat))
	line := l10n.T("%s · accuracy %s · total %s", r.shownName(s.Seat), l10n.Percent(s.Accuracy*100), costText(s.Cost, sc))
	size := 16.0
	for size > 13 && c.TextWidth(line, size, true) > w-18 {
		size--
	}
	c.Text(c.Ellipsize(line, size, w-18, true), x+18, y+sumHead/2, size, true, ui.Left, ui.Ink)
	if len(s.Costliest) == 0 {
		c.Text(l10n.T("No move cost anything."), x+18, y+sumHead+sumLink/2, 14, false, ui.Left, ui.InkDim)
		return
	}
	for j, k := range s.Costliest {
		rect := geom.R(x+12, y+sumHead+float64(j)*sumLink+2, w-12, sumLink-4)
		fill := ui.ButtonFill
		if r.in != nil && r.in.Pointer && !r.in.Touch && rect.Contains(r.in.X, r.in.Y) {
			fill = ui.ButtonHot
		}
		c.RoundRect(rect.X, rect.Y, rect.W, rect.H, 6, fill)
		c.Circle(rect.X+12, rect.Y+rect.H/2, 4, costColour(k.Cost, sc))
		t := l10n.T("Move %s · %s · cost %s", l10n.Int(k.Move), r.moveWords(s.Seat, k.Played), costText(k.Cost, sc))
		c.Text(c.Ellipsize(t, 14, rect.W-30, false), rect.X+24, rect.Y+rect.H/2, 14, false, ui.Left, linkInk)
	}
}

// linkInk is the colour of a jump link's text.
var linkInk = color.RGBA{0x9f, 0xd8, 0xff, 0xff}

// summaryControl handles the input while the summary is open: a link goes to its move,
// V, Esc, the Review button or a click outside the panel closes it.
func (r *Replay) summaryControl(a *scenes.App, press bool) error {
	in := &a.In
	rep := r.ReviewReport()
	if rep == nil {
		r.summary = false
		return nil
	}
	pl := r.planSummary(a.Measure(), rep)
	r.links = pl.links
	if press {
		for _, l := range r.links {
			if l.rect.Contains(in.X, in.Y) {
				r.summary = false
				a.Sound.Play(clickEffect)
				return r.seekFrom(l.move)
			}
		}
	}
	if in.Key(input.KeyV) || in.Key(input.KeyEscape) || press && (r.bar.buttons[rbReview].Contains(in.X, in.Y) || !pl.p.Contains(in.X, in.Y)) {
		r.summary = false
		a.Sound.Play(clickEffect)
	}
	return nil
}

// seconds is d in seconds for a note: "0.4 s", "12 s".
func seconds(d time.Duration) string {
	if s := d.Seconds(); s >= 10 {
		return l10n.T("%s s", l10n.Int(int(s+0.5)))
	}
	return l10n.T("%s s", l10n.Decimal(d.Seconds()))
}
