package thirdwheel

import (
	"image/color"
	"math"
	"slices"
	"strconv"

	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/sprites"
)

// The roles' colours (the Duo's is the focus blue), the dial's track, the SLAP button
// and the cartoon hand.
var (
	duoColour, twColour = ui.Focus, color.RGBA{0xff, 0x8a, 0x5c, 0xff}
	dialTrack           = color.RGBA{0x0a, 0x1a, 0x12, 0xff}
	slapRed, slapDark   = color.RGBA{0xc8, 0x2a, 0x24, 0xff}, color.RGBA{0x6e, 0x14, 0x10, 0xff}
	skin, skinEdge      = color.RGBA{0xf0, 0xc8, 0xa0, 0xff}, color.RGBA{0x8a, 0x5a, 0x3a, 0xff}
	orange              = color.RGBA{0xf2, 0xa0, 0x3c, 0xff}
)

// roleColour is the colour of a role's badge.
func roleColour(r tw.Role) color.RGBA {
	if r == tw.ThirdWheel {
		return twColour
	}
	return duoColour
}

// DrawTable draws the table (the Shell adds the buttons, toasts and overlays).
func (t *Table) DrawTable(c *ui.Canvas) {
	if t.atlas == nil {
		return
	}
	t.atlas.SetViewScale(c.S)
	t.drawInfo(c)
	for k := 0; k < 3; k++ {
		t.drawPlate(c, k)
	}
	t.drawDial(c)
	t.drawDeck(c)
	t.drawPile(c)
	t.drawMeter(c)
	t.drawFeedback(c)
	if !t.lay.Portrait {
		t.drawLog(c)
	}
	t.drawActions(c)
	t.drawHand(c)
	t.drawFocus(c)
	t.drawSlapButtons(c)
	t.drawSlaps(c)
	if t.RoundOver() {
		t.drawOver(c)
	}
}

// seatAt is the seat drawn at plate k: the viewer at 0, then the others in seat order.
func (t *Table) seatAt(k int) int { return (t.Viewer() + k) % 3 }

// plateOf is the plate of seat.
func (t *Table) plateOf(seat int) geom.Rect { return t.lay.Plates[(seat-t.Viewer()+3)%3] }

func (t *Table) drawInfo(c *ui.Canvas) {
	r := t.lay.Info
	ui.DrawInfoPanel(c, r)
	o := t.v.Options
	if t.lay.Portrait {
		title, size := fitText(c, l10n.T("Third Wheel"), 17, 12, r.W-24, true)
		c.Text(title, r.X+12, r.Y+16, size, true, ui.Left, ui.Gold)
		// The deck strip says what the deck's end means.
		c.Text(c.Ellipsize(l10n.T("Duo: exact 100"), 13, r.W-20, false), r.X+12, r.Y+38, 13, false, ui.Left, ui.InkDim)
		return
	}
	c.Text(l10n.T("Third Wheel"), r.X+14, r.Y+22, 21, true, ui.Left, ui.Gold)
	rules := ""
	for _, x := range []struct {
		on   bool
		name string
	}{{o.Snap, "Snap"}, {o.DoubleDown, "Double-Down"}, {o.Actions, "Actions"}, {o.PlayOut, "Play out"}} {
		if x.on {
			if rules != "" {
				rules += " · "
			}
			rules += l10n.T(x.name)
		}
	}
	if rules == "" {
		rules = l10n.T("base game")
	}
	c.Text(rules, r.X+14, r.Y+50, 15, false, ui.Left, ui.Ink)
	win, size := fitText(c, winLine(o), 12, 11, r.W-28, false)
	c.Text(win, r.X+14, r.Y+72, size, false, ui.Left, ui.InkDim)
	c.Text(t.SeedText(), r.X+r.W-12, r.Y+22, 11, false, ui.Right, ui.InkFaint)
}

func (t *Table) drawPlate(c *ui.Canvas, k int) {
	seat := t.seatAt(k)
	r := t.lay.Plates[k]
	v := &t.v
	role := v.Roles[seat]
	onTurn := !t.Over() && (v.Turn == seat || v.ToMove == seat)
	fill := ui.PlateFill
	if onTurn {
		fill = ui.TurnFill
	}
	c.RoundRect(r.X, r.Y, r.W, r.H, 12, fill)
	c.Record(ui.RecPlate, r)
	line, lw := ui.PanelLine, 1.5
	if onTurn {
		line, lw = ui.Gold, 2.5
	}
	c.RoundRectLine(r.X, r.Y, r.W, r.H, 12, lw, line)
	status := t.plateStatus(seat)
	if t.lay.Portrait {
		t.drawPlatePortrait(c, k, status)
		return
	}
	name := t.shown(seat)
	if l := t.Level(seat); l != "" && !t.lay.Portrait {
		name = ui.Join(name, " (", ui.Join(l10n.T(l), ")", ""))
	}
	// Role badge.
	rc := roleColour(role)
	label := roleName(role)
	bw := c.TextWidth(label, 14, true) + 20
	name, size := c.FitText(name, 18, 14, r.W-bw-34, true)
	c.Text(name, r.X+14, r.Y+22, size, true, ui.Left, ui.Ink)
	c.RoundRect(r.X+r.W-bw-10, r.Y+10, bw, 26, 13, ui.WithAlpha(rc, 0.25))
	c.Record(ui.RecBadge, geom.R(r.X+r.W-bw-10, r.Y+10, bw, 26))
	c.RoundRectLine(r.X+r.W-bw-10, r.Y+10, bw, 26, 13, 1.5, rc)
	c.Text(label, r.X+r.W-bw/2-10, r.Y+23, 14, true, ui.Center, rc)
	// Cards in hand as little backs (face up at a replay).
	n := v.HandSizes[seat]
	open := t.drawOpenHand(c, r, seat)
	backs := 10
	if t.lay.Portrait {
		backs = 5
	}
	for i := 0; i < min(n, backs) && !open; i++ {
		x := r.X + 16 + float64(i)*13
		c.RoundRect(x, r.Y+46, 18, 26, 3, color.RGBA{0x9c, 0x2a, 0x2a, 0xff})
		c.RoundRectLine(x, r.Y+46, 18, 26, 3, 1, ui.Ink)
	}
	c.Text(l10n.Plural("%d in hand", n), r.X+r.W-14, r.Y+60, 14, false, ui.Right, ui.InkDim)
	if status != "" && r.H > 100 {
		c.Text(status, r.X+14, r.Y+r.H-18, 14, true, ui.Left, ui.Gold)
	} else if status != "" && open {
		// The face-up hand fills the plate's left: the line goes under the count.
		c.Text(status, r.X+r.W-14, r.Y+r.H-9, 12, true, ui.Right, ui.Gold)
	} else if status != "" {
		c.Text(status, r.X+14, r.Y+r.H-9, 12, true, ui.Left, ui.Gold)
	}
	if k == 0 && t.Person(seat) && r.H > 100 {
		c.Text(l10n.T("you"), r.X+r.W-14, r.Y+r.H-18, 13, false, ui.Right, ui.InkFaint)
	}
}

// plateStatus is the short line on seat's plate: winner, owes a card, to move, next
// to play, or "".
func (t *Table) plateStatus(seat int) string {
	v := &t.v
	role := v.Roles[seat]
	switch {
	case t.Over():
		if slices.Contains(v.Result.Winners, seat) {
			return l10n.T("winner!")
		}
	case role == tw.ThirdWheel && v.Owes:
		return l10n.T("owes a card (missed slap)")
	case v.ToMove == seat:
		return l10n.T("to move")
	case v.Turn == seat && role.IsDuo():
		return l10n.T("next to play")
	}
	return ""
}

// dialAngle is where value v (0..100) sits on the dial: a 270° sweep from the lower
// left, clockwise, through the top, to the lower right.
func dialAngle(v float64) float64 {
	return math.Pi*0.75 + (math.Max(0, math.Min(100, v))/100)*math.Pi*1.5
}

// arcXs and arcYs are drawArc's reused point buffers (drawing is single-threaded).
var arcXs, arcYs []float64

// drawArc strokes the dial's arc from value from to value to (0..100) at radius r.
func drawArc(c *ui.Canvas, cx, cy, r, from, to, width float64, clr color.RGBA) {
	if to <= from {
		return
	}
	n := int(math.Max(2, (to-from)*0.9))
	xs, ys := arcXs[:0], arcYs[:0]
	for range n + 1 {
		xs, ys = append(xs, 0), append(ys, 0)
	}
	arcXs, arcYs = xs, ys
	for i := 0; i <= n; i++ {
		a := dialAngle(from + (to-from)*float64(i)/float64(n))
		xs[i], ys[i] = cx+r*math.Cos(a), cy+r*math.Sin(a)
	}
	c.Polyline(xs, ys, width, clr)
}

func (t *Table) drawDial(c *ui.Canvas) {
	if t.lay.Portrait {
		t.drawDialPortrait(c)
		return
	}
	d := t.lay.Dial
	cx, cy := d.CX(), d.CY()
	r := d.W/2 - 22
	v := &t.v
	c.Circle(cx, cy, d.W/2-4, ui.PlateFill)
	drawArc(c, cx, cy, r, 0, 100, 22, dialTrack)
	drawArc(c, cx, cy, r, 0, float64(v.Score), 18, t.dialColour())
	// Ticks every 10 and the 100 mark.
	for s := 0; s <= 100; s += 10 {
		a := dialAngle(float64(s))
		in, out := r-16, r-8
		if s == 100 || s == 50 {
			in = r - 22
		}
		c.Line(cx+in*math.Cos(a), cy+in*math.Sin(a), cx+out*math.Cos(a), cy+out*math.Sin(a), 2, ui.InkDim)
	}
	a := dialAngle(100)
	c.Text("100", cx+(r+2)*math.Cos(a)-6, cy+(r+2)*math.Sin(a)+22, 15, true, ui.Center, ui.Gold)
	a = dialAngle(0)
	c.Text("0", cx+(r+2)*math.Cos(a)+6, cy+(r+2)*math.Sin(a)+22, 15, true, ui.Center, ui.InkDim)
	a = dialAngle(50)
	c.Text("50", cx+(r-36)*math.Cos(a), cy+(r-36)*math.Sin(a), 12, false, ui.Center, ui.InkFaint)
	// The Double-Down floor.
	if v.Floor > 0 {
		a := dialAngle(float64(v.Floor))
		c.Line(cx+(r-14)*math.Cos(a), cy+(r-14)*math.Sin(a), cx+(r+16)*math.Cos(a), cy+(r+16)*math.Sin(a), 5, duoColour)
		// The label sits in the fixed slot between 0 and 100 (where "no floor yet" was),
		// never on the arc: the mark on the ring shows where the floor lies.
		c.Text(l10n.T("floor %s", strconv.Itoa(v.Floor)), cx, cy+r-18, 13, true, ui.Center, duoColour)
	} else if v.Options.DoubleDown {
		c.Text(l10n.T("no floor yet"), cx, cy+r-18, 12, false, ui.Center, ui.InkFaint)
	}
	c.Text(strconv.Itoa(v.Score), cx, cy-10, 72, true, ui.Center, ui.Ink)
	c.Text(dialNote(v.Score), cx, cy+40, 15, false, ui.Center, ui.InkDim)
	c.Text(l10n.T("SHARED SCORE"), cx, cy+62, 11, true, ui.Center, ui.InkFaint)
}

// shake is the pile's offset during a slap's impact.
func (t *Table) shake() (float64, float64) {
	age := t.Now() - t.shakeAt - slapDownTicks
	if t.shakeAt == 0 || age < 0 || age >= shakeTicks {
		return 0, 0
	}
	amp := 7 * (1 - float64(age)/shakeTicks)
	return amp * math.Sin(float64(age)*2.3), amp * 0.5 * math.Cos(float64(age)*3.1)
}

func (t *Table) drawPile(c *ui.Canvas) {
	l := &t.lay
	v := &t.v
	p := l.Pile
	c.RoundRect(p.X, p.Y, p.W, p.H, 16, color.RGBA{0x16, 0x4c, 0x31, 0xff})
	c.RoundRectLine(p.X, p.Y, p.W, p.H, 16, 1.5, ui.PanelLine)
	sx, sy := t.shake()
	n := len(v.Table)
	if n == 0 {
		x, y, _ := l.PileCard(0)
		t.atlas.DrawSlot(t.dst(c), x, y, l.PileScale, 1)
		if l.Portrait {
			// Upright, inside the empty slot: the pile may be narrow.
			c.Text(c.Wrap(l10n.T("the table is empty"), 13, geom.CardW*l.PileScale-16, false), x, y, 13, false, ui.Center, ui.InkFaint)
		} else {
			c.Text(l10n.T("the table is empty"), p.X+p.W-14, p.Y+p.H-14, 13, false, ui.Right, ui.InkFaint)
		}
		return
	}
	// The pair is marked once its top card has landed: the moment its race starts.
	pair := v.PairOnTop() && (v.Options.Snap || v.Options.DoubleDown) && !t.flying()
	shown := min(n, 3)
	for k := shown - 1; k >= 0; k-- {
		tc := v.Table[n-1-k]
		x, y, rot := l.PileCard(k)
		x, y = x+sx, y+sy
		t.spr = sprites.TWSprite{Card: tc.Card, FaceUp: true, X: x, Y: y, Rot: rot, Scale: l.PileScale, FlipX: 1, Alpha: 1}
		if k == 0 && t.flying() {
			// The card flies in from its player's plate.
			f := sprites.OutCubic(t.flight())
			pr := t.plateOf(t.flyFrom)
			t.spr.X = pr.CX() + (x-pr.CX())*f
			t.spr.Y = pr.CY() + (y-pr.CY())*f
			t.spr.Scale = l.PileScale * (0.5 + 0.5*f)
			t.spr.Lift = 1 - f
		}
		if pair && k <= 1 {
			t.spr.Highlight = ui.Gold
		}
		t.atlas.DrawCard(t.dst(c), &t.spr)
		if tc.Card == tw.Hike && tc.Rank > 0 {
			c.RoundRect(x-26, y+54, 52, 22, 8, ui.Gold)
			c.Text("= "+strconv.Itoa(tc.Rank), x, y+65, 14, true, ui.Center, color.RGBA{0x20, 0x20, 0x20, 0xff})
		}
	}
	if !l.Portrait {
		c.Text(l10n.Plural("%d on the table", n), p.X+p.W-14, p.Y+p.H-30, 12, false, ui.Right, ui.InkFaint)
	}
	if n > 3 {
		// Upright, the count sits under the cards when there is room for it.
		bx, by, al := p.X+p.W-14, p.Y+p.H-14, ui.Right
		if l.Portrait {
			bx, by, al = p.X+10, p.Y+p.H-10, ui.Left
		}
		if !l.Portrait || p.H-geom.CardH*l.PileScale >= 36 {
			c.Text(l10n.Plural("+%d below", n-3), bx, by, 12, false, al, ui.InkFaint)
		}
	}
	if pair {
		x, y, _ := l.PileCard(0)
		bx, by := x+56, y-80
		if l.Portrait {
			bx, by = x-38, y+geom.CardH*l.PileScale/2-34 // over the top card's foot
		}
		if top := v.Table[n-1].N; t.badgeN != top {
			t.badgeN, t.badgeAt = top, t.Clock().Game
		}
		c.RoundRect(bx, by, 76, 26, 13, ui.Gold)
		c.Text(l10n.T("PAIR!"), bx+38, by+13, 15, true, ui.Center, color.RGBA{0x30, 0x20, 0x00, 0xff})
	}
	// The impact flash.
	if age := t.Now() - t.flashAt; t.flashAt > 0 && age < 24 {
		a := 1 - float64(age)/24
		clr := ui.Danger
		if t.flashGood {
			clr = ui.Gold
		}
		x, y, _ := l.PileCard(0)
		hw, hh := geom.CardW*l.PileScale/2+15, geom.CardH*l.PileScale/2+9
		c.RoundRectLine(x-hw-float64(age)*2, y-hh-float64(age)*2, 2*hw+float64(age)*4, 2*hh+float64(age)*4, 18, 5*a, ui.WithAlpha(clr, a))
	}
}

func (t *Table) drawMeter(c *ui.Canvas) {
	m := t.lay.Meter
	w := &t.v.Window
	c.RoundRect(m.X, m.Y, m.W, m.H, m.H/2, dialTrack)
	if !t.windowOpen() {
		label := l10n.T("no reaction window open")
		if !t.v.Options.Snap && !t.v.Options.DoubleDown && !t.v.Options.Actions {
			label = l10n.T("Third Wheel answers each card in turn")
		}
		// A long translation goes onto two lines over the track (a small phone's),
		// else is cut.
		if room := m.W - 16; c.TextWidth(label, 13, false) > room {
			if w := c.Wrap(label, 13, room, false); ui.Lines(w) <= 2 {
				label = w
			} else {
				label = c.Ellipsize(label, 13, room, false)
			}
		}
		c.Text(label, m.CX(), m.CY(), 13, false, ui.Center, ui.InkFaint)
		return
	}
	// The real time left: the window's clock is ms of the table's game time.
	now := math.Max(float64(t.WindowNow()), float64(w.Clock))
	left := math.Max(0, float64(w.Deadline)-now)
	f := left / math.Max(1, float64(w.Deadline))
	clr := ui.Good
	switch {
	case f < 0.25:
		clr = ui.Danger
	case f < 0.5:
		clr = ui.Gold
	}
	c.RoundRect(m.X+2, m.Y+2, math.Max(m.H-4, (m.W-4)*f), m.H-4, (m.H-4)/2, clr)
	if t.feedbackCovers() {
		return // the race's result is over the meter's words (an upright screen)
	}
	label := l10n.T("SNAP WINDOW")
	switch {
	case w.Race == tw.RaceOpen:
		label = l10n.T("DOUBLE-DOWN RACE: %s vs %s", t.shown(w.RaceSeat), t.shown(t.v.SeatOf(tw.ThirdWheel)))
	case w.Shield:
		label = l10n.T("SHIELD WINDOW")
	case !w.Snap:
		label = l10n.T("REACTION WINDOW")
	}
	// The label at the left end and the time left at the right, each dark over the
	// coloured bar and light over the empty track.
	secs := l10n.T("%s s", decimal1(left/1000))
	lx, sx := meterTextX(m)
	fillEnd := m.X + 2 + math.Max(m.H-4, (m.W-4)*f)
	ink := func(mid float64) color.RGBA {
		if mid < fillEnd {
			return color.RGBA{0x10, 0x10, 0x10, 0xff}
		}
		return ui.Ink
	}
	// A long label (a translation's, two long names) shrinks, then is cut, to keep
	// clear of the time left.
	label, size := fitText(c, label, 14, 11, meterLabelRoom(m, c.TextWidth(secs, 14, true)), true)
	c.Text(label, lx, m.CY(), size, true, ui.Left, ink(lx+c.TextWidth(label, size, true)/2))
	c.Text(secs, sx, m.CY(), 14, true, ui.Right, ink(sx-c.TextWidth(secs, 14, true)/2))
	for _, p := range w.Pending {
		x := m.X + m.W*(1-float64(p.At)/math.Max(1, float64(w.Deadline)))
		c.Line(x, m.Y-4, x, m.Y+m.H+4, 3, ui.Ink)
	}
}

// feedbackCovers reports the race's result drawn over the meter (its line is the
// meter's on an upright screen).
func (t *Table) feedbackCovers() bool {
	return t.lay.Feedback.Y < t.lay.Meter.Y+t.lay.Meter.H && t.feedbackShown() != "" && t.ToastShown() == ""
}

// meterPad is the gap between the race meter's ends and its texts, in layout units.
const meterPad = 14.0

// meterTextX places the race meter's texts: the label left-aligned at lx, the time left
// right-aligned at sx, at the meter's two ends so they never run into each other while
// the label is narrower than meterLabelRoom.
func meterTextX(m geom.Rect) (lx, sx float64) {
	return m.X + meterPad, m.X + m.W - meterPad
}

// meterLabelRoom is how wide the meter's label may be for a secsW-wide time text to fit
// beside it with a gap of meterPad.
func meterLabelRoom(m geom.Rect, secsW float64) float64 {
	lx, sx := meterTextX(m)
	return sx - secsW - meterPad - lx
}

func (t *Table) drawActions(c *ui.Canvas) {
	for i, b := range t.buttons {
		r := t.lay.ActionButton(i, len(t.buttons))
		w := ui.Widget{Kind: ui.Button, X: r.X, Y: r.Y, W: r.W, H: r.H, Label: b.label}
		ui.DrawWidget(c, &w, false, t.Hot(r))
	}
	if t.Private() && !t.Over() {
		name := t.shown(t.PrivateFor())
		msg := l10n.T("%[1]s is next: click or press Enter to show %[1]s's hand", name)
		if t.lay.Portrait {
			msg = c.Wrap(l10n.T("%[1]s is next: tap to show %[1]s's hand", name), 17, t.lay.Actions.W, true)
		}
		c.Text(msg, t.lay.Actions.CX(), t.lay.Actions.CY(), 17, true, ui.Center, ui.Gold)
		return
	}
	if len(t.buttons) == 0 && t.Person(t.Viewer()) && !t.Over() && !t.handHidden() {
		if hint := t.prompt(); hint != "" {
			if t.lay.Portrait {
				hint = c.Wrap(hint, 16, t.lay.Actions.W, false)
			}
			c.Text(hint, t.lay.Actions.CX(), t.lay.Actions.CY(), 16, false, ui.Center, ui.InkDim)
		}
	}
}
