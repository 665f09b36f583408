package screens

import (
	"slices"
	"strings"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// The replay bar's buttons.
const (
	rbStart = iota
	rbRoundBack
	rbTrickBack
	rbMoveBack
	rbPlay
	rbMoveOn
	rbTrickOn
	rbRoundOn
	rbEnd
	rbSpeed
	rbSeat
	rbChart
	rbReview
	rbExport
	rbBack
	rbCount
	rbMore  = rbCount     // a bar at the top's: opens the panel of its other buttons (replayshort.go)
	rbRules = rbCount + 1 // in that panel: the rules (the table's Rules button lies under the bar)
	rbAll   = rbCount + 2
)

// replayBar is the bar's layout: the review strip (while a review is shown), the title
// and status line, the progress track and the buttons: one row on a wide screen; on a
// narrow one two rows, without Start and End (a tap at the track's ends does it); on a
// short landscape one (a phone held sideways) a bar over the right of the table's top
// row, and on a narrow upright one a bar over its top rows (layoutTop).
type replayBar struct {
	strip   geom.Rect // the review strip; empty without a review
	top     float64   // the bar's top
	narrow  bool
	short   bool      // a short landscape screen's: the status line beside the track
	atTop   bool      // over the table's top row (a short or a narrow upright screen)
	panel   geom.Rect // the bar's own rectangle (without the review strip)
	more    bool      // a bar at the top: its More panel is open
	track   geom.Rect
	buttons [rbAll]geom.Rect // an empty one is not shown
	w, h    float64
	s       bool
}

// narrowBar is the widest screen (layout units) whose bar puts its buttons in rows.
const narrowBar = 720

// Heights of the bar's parts, in layout units: the review strip (stripWide, stripNarrow)
// and the bar itself (ReplayBarH on a wide screen, barNarrow on a narrow one: two rows
// of buttons 44 high, a finger's least). A phone 844 units high keeps 618 for the table.
const (
	stripWide   = 64
	stripNarrow = 80
	barNarrow   = 146
	barShort    = 80 // the status line and the track side by side over the buttons
)

// narrowRows are the buttons of a narrow bar, row by row.
var narrowRows = [2][]int{
	{rbRoundBack, rbTrickBack, rbMoveBack, rbPlay, rbMoveOn, rbTrickOn, rbRoundOn},
	{rbSpeed, rbSeat, rbChart, rbReview, rbExport, rbBack},
}

// barHeight is the height of the bar under the table on a screen of w×sh units, with
// the review strip when strip is set.
func barHeight(w, sh float64, strip bool) float64 {
	h, s := float64(ReplayBarH), float64(stripWide)
	switch {
	case topBar(w, sh):
		h, s = 0, stripNarrow // the bar lies over the table's top row
	case w < narrowBar:
		h, s = barNarrow, stripNarrow
	}
	if strip {
		h += s
	}
	return h
}

func (b *replayBar) layout(w, h float64, strip bool) {
	if b.w == w && b.h == h && b.s == strip {
		return
	}
	b.w, b.h, b.s = w, h, strip
	short := geom.Short(w, h)
	b.narrow, b.short, b.atTop = w < narrowBar || short, short, topBar(w, h)
	b.top = h - barHeight(w, h, strip)
	b.buttons = [rbAll]geom.Rect{}
	if b.atTop {
		b.layoutTop(w, h, strip)
		return
	}
	y := b.top
	b.strip = geom.Rect{}
	if strip {
		sh := float64(stripWide)
		if b.narrow {
			sh = stripNarrow
		}
		b.strip = geom.R(0, y, w, sh)
		y += sh
	}
	b.panel = geom.R(0, b.top, w, h-b.top)
	if !b.narrow {
		b.track = geom.R(24, y+30, w-48, 14)
		bw := (w - 48 - float64(rbCount-1)*6) / float64(rbCount)
		for i := range rbCount {
			b.buttons[i] = geom.R(24+float64(i)*(bw+6), y+52, bw, 36)
		}
		return
	}
	const m, gap = 12.0, 4.0
	b.track = geom.R(m+6, y+28, w-2*m-12, 10)
	for row, ids := range narrowRows {
		bw := (w - 2*m - float64(len(ids)-1)*gap) / float64(len(ids))
		for i, id := range ids {
			b.buttons[id] = geom.R(m+float64(i)*(bw+gap), y+48+float64(row)*48, bw, 44)
		}
	}
}

// control handles the bar's keys and clicks: see the key line drawn under the track.
func (r *Replay) control(a *scenes.App) error {
	in := &a.In
	r.bar.layout(a.W, a.H, r.rev != nil)
	press := in.Pressed && in.Pointer
	if r.summary {
		return r.summaryControl(a, press)
	}
	if press && geom.Grow(r.bar.track, 8).Contains(in.X, in.Y) {
		f := (in.X - r.bar.track.X) / r.bar.track.W
		return r.Seek(int(f*float64(r.Len()) + 0.5))
	}
	btn := -1
	if press {
		btn = slices.IndexFunc(r.bar.buttons[:], func(b geom.Rect) bool { return b.Contains(in.X, in.Y) })
	}
	if r.bar.more && (press || in.Key(input.KeyEscape)) {
		r.bar.setMore(false) // a press anywhere closes the More panel; one of its buttons acts
		if !slices.Contains(moreIDs, btn) {
			return nil
		}
	}
	if r.chart && (btn == rbChart || in.Key(input.KeyC) || in.Key(input.KeyEscape) || (press && btn < 0)) {
		r.chart = false
		return nil
	}
	if k, ok := r.keyTarget(in); ok {
		return r.seekFrom(k)
	}
	if k, ok := r.costlyTarget(in); ok {
		return r.seekFrom(k)
	}
	switch {
	case slices.Contains(seekIDs, btn):
		return r.barAct(a, btn)
	case btn == rbPlay || in.Key(input.KeySpace):
		if err := r.barAct(a, rbPlay); err != nil {
			return err
		}
	case btn == rbSpeed || in.Char('+') || in.Char('='):
		r.speed = min(r.speed+1, len(replaySpeeds)-1)
		if btn == rbSpeed && r.speed == len(replaySpeeds)-1 && in.Pressed {
			r.speed = 0
		}
		r.applyPace()
	case in.Char('-'):
		r.speed = max(r.speed-1, 0)
		r.applyPace()
	case btn == rbSeat || in.Key(input.KeyTab):
		return r.barAct(a, rbSeat)
	case btn == rbChart || in.Key(input.KeyC):
		r.chart = true
	case btn == rbReview || in.Key(input.KeyV):
		r.reviewPressed()
	case btn == rbExport || in.Key(input.KeyE):
		r.exportRecord()
	case btn == rbMore:
		r.bar.setMore(true)
	case btn == rbBack || in.Key(input.KeyEscape) || in.Key(input.KeyM):
		r.barAct(a, rbBack)
	case btn == rbRules || in.Key(input.KeyR) || press && r.onTable(in) && r.table.Chrome().Rules.Contains(in.X, in.Y):
		r.barAct(a, rbRules)
	case press && r.onTable(in) && r.table.Chrome().Menu.Contains(in.X, in.Y):
		r.leave(a)
	default:
		return nil
	}
	a.Sound.Play(clickEffect)
	return nil
}

// seekIDs are the bar's buttons that show another move.
var seekIDs = []int{rbStart, rbRoundBack, rbTrickBack, rbMoveBack, rbMoveOn, rbTrickOn, rbRoundOn, rbEnd}

// barAct does what the bar's button id does, pressed on the bar or in the mirror
// (replaymirror.go): a seek, play or pause, the next seat, back, the rules.
func (r *Replay) barAct(a *scenes.App, id int) error {
	k := r.K()
	switch id {
	case rbStart:
		return r.seekFrom(0)
	case rbRoundBack:
		return r.seekFrom(prev(r.rounds, k))
	case rbTrickBack:
		return r.seekFrom(prev(r.tricks, k))
	case rbMoveBack:
		return r.seekFrom(k - 1)
	case rbMoveOn:
		return r.seekFrom(k + 1)
	case rbTrickOn:
		return r.seekFrom(next(r.tricks, k, r.Len()))
	case rbRoundOn:
		return r.seekFrom(next(r.rounds, k, r.Len()))
	case rbEnd:
		return r.seekFrom(r.Len())
	case rbPlay:
		if !r.playing && k >= r.Len() {
			if err := r.rebuild(0); err != nil {
				return err
			}
		}
		r.SetPlaying(!r.playing)
	case rbSeat:
		return r.SetViewer(r.viewer + 1)
	case rbBack:
		r.leave(a)
	case rbRules:
		a.Push(NewRules(r.info))
	}
	return nil
}

// seekFrom pauses and shows the game after k moves.
func (r *Replay) seekFrom(k int) error {
	r.SetPlaying(false)
	r.status = ""
	return r.Seek(k)
}

// drawBar draws the bar: a panel, the review strip, the title and status lines, the
// track with the rounds and the costly moves marked, and the buttons.
func (r *Replay) drawBar(c *ui.Canvas) {
	b := &r.bar
	b.layout(c.W, c.H, r.rev != nil)
	y := b.top
	p := b.panel
	c.Rect(p.X, p.Y, p.W, p.H, ui.FeltDark)
	if b.atTop {
		c.Record(ui.RecPanel, p) // over the table's top buttons, which a replay does not use
		c.Line(p.X, p.Y+p.H, p.X+p.W, p.Y+p.H, 2, ui.GoldDark)
		c.Line(p.X, p.Y, p.X, p.Y+p.H, 2, ui.GoldDark)
	} else {
		c.Line(0, y, c.W, y, 2, ui.GoldDark)
	}
	if r.rev != nil {
		r.drawStrip(c)
		if !b.atTop {
			y = b.strip.Y + b.strip.H
			c.Line(0, y, c.W, y, 1, ui.PanelLine)
		}
	}
	msg := r.status
	clr := ui.InkDim
	if msg == "" {
		msg = r.describe(b.narrow)
	} else {
		clr = ui.Gold
	}
	if b.narrow {
		title := r.info.Name + " · "
		tw := c.TextWidth(title, 13, true)
		left, right := 12.0, c.W-12
		if b.short {
			left, right = p.X+10, b.track.X-16
			if c.TextWidth(msg, 13, false) > right-left-tw {
				title, tw = "", 0 // the move, whole, rather than the game's name
			}
		}
		c.Text(title, left, y+13, 13, true, ui.Left, ui.Gold)
		c.Text(c.Ellipsize(msg, 13, right-left-tw, false), left+tw, y+13, 13, false, ui.Left, clr)
	} else {
		head := l10n.T("Replay · %s", r.titleWords())
		c.Text(head, 24, y+13, 15, true, ui.Left, ui.Gold)
		title := c.TextWidth(head, 15, true)
		c.Text(c.Ellipsize(msg, 15, c.W-72-title, false), c.W-24, y+13, 15, false, ui.Right, clr)
	}
	t := b.track
	c.RoundRect(t.X, t.Y, t.W, t.H, t.H/2, ui.ButtonFill)
	n := max(r.Len(), 1)
	for _, m := range r.rounds {
		x := t.X + t.W*float64(m)/float64(n)
		c.Line(x, t.Y-3, x, t.Y+t.H+3, 1.5, ui.GoldDark)
	}
	f := float64(r.K()) / float64(n)
	c.RoundRect(t.X, t.Y, t.W*f, t.H, t.H/2, ui.FeltLight)
	r.drawMarks(c)
	c.Circle(t.X+t.W*f, t.Y+t.H/2, 9, ui.Gold)
	size := 14.0
	if b.narrow {
		size = 12
	}
	for i, bt := range b.buttons {
		if bt.W > 0 && !(b.more && slices.Contains(moreIDs, i)) {
			r.drawButton(c, i, bt, size)
		}
	}
	if b.more {
		r.drawMore(c, size)
	}
}

// drawButton draws the bar's button i at bt, its words in text size.
func (r *Replay) drawButton(c *ui.Canvas, i int, bt geom.Rect, size float64) {
	fill := ui.ButtonFill
	if r.in != nil && r.in.Pointer && !r.in.Touch && bt.Contains(r.in.X, r.in.Y) {
		fill = ui.ButtonHot
	}
	if i == rbPlay && r.playing || i == rbChart && r.chart || i == rbReview && r.summary || i == rbMore && r.bar.more {
		fill = ui.FeltLight
	}
	c.RoundRect(bt.X, bt.Y, bt.W, bt.H, 7, fill)
	c.Record(ui.RecButton, bt)
	c.RoundRectLine(bt.X, bt.Y, bt.W, bt.H, 7, 1.5, ui.PanelLine)
	c.Text(fitLabel(c, r.label(i), &size, bt.W-6, bt.H), bt.CX(), bt.CY(), size, true, ui.Center, ui.Ink)
}

// fitLabel fits a button's words into w×h: a size smaller down to 12 (a touch screen's
// least), then on as many lines as the button's height holds (a phone's "‹ Zug" in a
// long language), and only then cut.
func fitLabel(c *ui.Canvas, label string, size *float64, w, h float64) string {
	for *size > 12 && c.TextWidth(label, *size, true) > w {
		*size--
	}
	if c.TextWidth(label, *size, true) <= w {
		return label
	}
	wrapped := c.Wrap(label, *size, w, true)
	fits := float64(ui.Lines(wrapped))*(*size)*1.35 <= h
	for _, l := range strings.Split(wrapped, "\n") {
		fits = fits && c.TextWidth(l, *size, true) <= w
	}
	if fits {
		return wrapped
	}
	return c.Ellipsize(label, *size, w, true)
}

// describe is the status line: the move shown and who made it (and, on a wide screen,
// the keys).
func (r *Replay) describe(narrow bool) string {
	k := r.K()
	round := 0
	for _, m := range r.rounds {
		if m <= k {
			round++
		}
	}
	text := l10n.T("Move %s of %s", l10n.Int(k), l10n.Int(r.Len()))
	if narrow && k > 0 {
		e := r.full.Log()[k-1]
		if e.Seat >= 0 {
			return text + " · " + r.madeBy(e.Seat, e.Move)
		}
		return text
	}
	if len(r.rounds) > 1 {
		text += " · " + l10n.T("round %s", l10n.Int(round))
	}
	if r.Standing() {
		text += " · " + l10n.T("final standings")
	}
	if k > 0 {
		e := r.full.Log()[k-1]
		text += " · " + r.madeBy(e.Seat, e.Move)
	}
	text += " · " + l10n.T("seen from %s", r.shownName(r.Viewer()))
	if narrow {
		return text
	}
	return text + replayKeys()
}

// replayPad is the gamepad in the replay viewer: the D-pad's ← → step a move, A plays
// or pauses (Space), B and Start go back (Esc), X shows the next seat's view (Tab), Y
// the chart (C), and the shoulder buttons step a round (LB back as PgUp, RB on as
// PgDn).
var replayPad = input.DefaultPad.With(input.PadA, input.KeySpace).With(input.PadX, input.KeyTab).
	With(input.PadY, input.KeyC).With(input.PadLB, input.KeyPageUp).With(input.PadRB, input.KeyPageDown)

// PadMap is the replay viewer's gamepad (input.PadMapper).
func (r *Replay) PadMap() *input.PadMap { return &replayPad }
