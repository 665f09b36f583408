package screens

import (
	"slices"

	"parlor/scenes"
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
	rbExport
	rbBack
	rbCount
)

// replayBar is the bar's layout: the progress track and the buttons.
type replayBar struct {
	track   geom.Rect
	buttons [rbCount]geom.Rect
	w, h    float64
}

func (b *replayBar) layout(w, h float64) {
	if b.w == w && b.h == h {
		return
	}
	b.w, b.h = w, h
	y := h - ReplayBarH
	b.track = geom.R(24, y+30, w-48, 14)
	bw := (w - 48 - float64(rbCount-1)*6) / float64(rbCount)
	for i := range b.buttons {
		b.buttons[i] = geom.R(24+float64(i)*(bw+6), y+52, bw, 36)
	}
}

// label is button i's text.
func (r *Replay) label(i int) string {
	unit := "Turn"
	if r.info.TrickDone != nil {
		unit = "Trick"
	}
	switch i {
	case rbTrickBack:
		return "‹ " + unit
	case rbPlay:
		if r.playing {
			return "Pause"
		}
		return "Play"
	case rbTrickOn:
		return unit + " ›"
	case rbSpeed:
		return "Speed " + replaySpeeds[r.speed].label
	}
	return barLabels[i]
}

// barLabels are the texts of the buttons whose words never change.
var barLabels = [rbCount]string{rbStart: "Start", rbRoundBack: "« Round", rbMoveBack: "‹ Move", rbMoveOn: "Move ›",
	rbRoundOn: "Round »", rbEnd: "End", rbSeat: "Seat ›", rbChart: "Chart", rbExport: "Export", rbBack: "Back"}

// control handles the bar's keys and clicks: see the key line drawn under the track.
func (r *Replay) control(a *scenes.App) error {
	in := &a.In
	r.bar.layout(a.W, a.H)
	press := in.Pressed && in.Pointer
	if press && geom.Grow(r.bar.track, 8).Contains(in.X, in.Y) {
		f := (in.X - r.bar.track.X) / r.bar.track.W
		return r.Seek(int(f*float64(r.Len()) + 0.5))
	}
	btn := -1
	if press {
		btn = slices.IndexFunc(r.bar.buttons[:], func(b geom.Rect) bool { return b.Contains(in.X, in.Y) })
	}
	if r.chart && (btn == rbChart || in.Key(input.KeyC) || in.Key(input.KeyEscape) || (press && btn < 0)) {
		r.chart = false
		return nil
	}
	if k, ok := r.keyTarget(in); ok {
		return r.seekFrom(k)
	}
	switch {
	case btn == rbStart:
		return r.seekFrom(0)
	case btn == rbRoundBack:
		return r.seekFrom(prev(r.rounds, r.K()))
	case btn == rbTrickBack:
		return r.seekFrom(prev(r.tricks, r.K()))
	case btn == rbMoveBack:
		return r.seekFrom(r.K() - 1)
	case btn == rbMoveOn:
		return r.seekFrom(r.K() + 1)
	case btn == rbTrickOn:
		return r.seekFrom(next(r.tricks, r.K(), r.Len()))
	case btn == rbRoundOn:
		return r.seekFrom(next(r.rounds, r.K(), r.Len()))
	case btn == rbEnd:
		return r.seekFrom(r.Len())
	case btn == rbPlay || in.Key(input.KeySpace) || in.Key(input.KeyP):
		if !r.playing && r.K() >= r.Len() {
			if err := r.rebuild(0); err != nil {
				return err
			}
		}
		r.SetPlaying(!r.playing)
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
		return r.SetViewer(r.viewer + 1)
	case btn == rbChart || in.Key(input.KeyC):
		r.chart = true
	case btn == rbExport || in.Key(input.KeyE):
		r.exportRecord()
	case btn == rbBack || in.Key(input.KeyEscape) || in.Key(input.KeyM):
		a.Goto(r.back(a))
	case in.Key(input.KeyR) || press && r.table.Chrome().Rules.Contains(in.X, in.Y):
		a.Push(NewRules(r.info))
	case press && r.table.Chrome().Menu.Contains(in.X, in.Y):
		a.Goto(r.back(a))
	default:
		return nil
	}
	a.Sound.Play(clickEffect)
	return nil
}

// seekFrom pauses and shows the game after k moves.
func (r *Replay) seekFrom(k int) error {
	r.SetPlaying(false)
	r.status = ""
	return r.Seek(k)
}

// drawBar draws the bar: a panel, the status line, the track and the buttons.
func (r *Replay) drawBar(c *ui.Canvas) {
	r.bar.layout(c.W, c.H)
	y := c.H - ReplayBarH
	c.Rect(0, y, c.W, ReplayBarH, ui.FeltDark)
	c.Line(0, y, c.W, y, 2, ui.GoldDark)
	msg := r.status
	clr := ui.InkDim
	if msg == "" {
		msg = r.describe()
	} else {
		clr = ui.Gold
	}
	c.Text("Replay · "+r.title, 24, y+14, 15, true, ui.Left, ui.Gold)
	c.Text(msg, c.W-24, y+14, 15, false, ui.Right, clr)
	t := r.bar.track
	c.RoundRect(t.X, t.Y, t.W, t.H, t.H/2, ui.ButtonFill)
	n := max(r.Len(), 1)
	for _, m := range r.rounds {
		x := t.X + t.W*float64(m)/float64(n)
		c.Line(x, t.Y-3, x, t.Y+t.H+3, 1.5, ui.GoldDark)
	}
	f := float64(r.K()) / float64(n)
	c.RoundRect(t.X, t.Y, t.W*f, t.H, t.H/2, ui.FeltLight)
	c.Circle(t.X+t.W*f, t.Y+t.H/2, 9, ui.Gold)
	for i, b := range r.bar.buttons {
		fill := ui.ButtonFill
		if r.in != nil && r.in.Pointer && !r.in.Touch && b.Contains(r.in.X, r.in.Y) {
			fill = ui.ButtonHot
		}
		if i == rbPlay && r.playing || i == rbChart && r.chart {
			fill = ui.FeltLight
		}
		c.RoundRect(b.X, b.Y, b.W, b.H, 7, fill)
		c.RoundRectLine(b.X, b.Y, b.W, b.H, 7, 1.5, ui.PanelLine)
		c.Text(r.label(i), b.CX(), b.CY(), 14, true, ui.Center, ui.Ink)
	}
}

// describe is the status line: the move shown and who made it.
func (r *Replay) describe() string {
	k := r.K()
	round := 0
	for _, m := range r.rounds {
		if m <= k {
			round++
		}
	}
	text := "Move " + ui.Itoa(k) + " of " + ui.Itoa(r.Len())
	if len(r.rounds) > 1 {
		text += " · round " + ui.Itoa(round)
	}
	if k > 0 {
		e := r.full.Log()[k-1]
		who := "clock"
		if e.Seat >= 0 {
			who = r.setup.Seats[e.Seat].Name
		}
		text += " · " + who + ": " + e.Text
	}
	text += " · seen from " + r.setup.Seats[r.Viewer()].Name
	return text + " · keys ← → [ ] PgUp PgDn Space Tab C E Esc"
}
