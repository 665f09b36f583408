package triples

import (
	"image/color"
	"math"
	"slices"

	tr "parlor/gameplay/triples"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/triples/board"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/sprites"
)

// hitFill is the plate of a penalty's victim.
var hitFill = color.RGBA{0x5a, 0x18, 0x12, 0xf4}

// DrawTable draws the table (the Shell adds the buttons, toasts and overlays).
func (t *Table) DrawTable(c *ui.Canvas) {
	if t.atlas == nil {
		return
	}
	t.atlas.SetViewScale(c.S)
	t.drawInfo(c)
	for s := 0; s < t.Setup().Players; s++ {
		t.drawPlate(c, s)
	}
	t.drawMiddle(c)
	t.drawHand(c)
	for _, o := range t.ddraw {
		o.sprite(t.Now(), &t.spr)
		t.atlas.DrawCard(c.Dst, &t.spr)
	}
	for _, o := range t.flights {
		o.sprite(t.Now(), &t.spr)
		t.atlas.DrawCard(c.Dst, &t.spr)
	}
	if !t.RoundOver() {
		ui.DrawBanner(c, t.lay.Banner, t.BannerShown(), 19)
	}
	t.drawStatus(c)
	t.drawButtons(c)
	if t.RoundOver() {
		t.drawRoundOver(c)
	}
}

func (t *Table) drawInfo(c *ui.Canvas) {
	r := t.lay.Info
	ui.DrawInfoPanel(c, r)
	v := t.v()
	if t.lay.Portrait {
		c.Text("Triples", r.X+12, r.Y+16, 17, true, ui.Left, ui.Gold)
		if t.round > 0 {
			fitText(c, roundOf(t.round, v.Rounds), r.X+12, r.Y+38, 15, r.W-20, false, ui.Left, ui.Ink)
		}
		return
	}
	c.Text("Triples", r.X+14, r.Y+20, 19, true, ui.Left, ui.Gold)
	mode := l10n.T("lowest total wins")
	if v.Chill {
		mode = l10n.T("chill: first out wins")
	}
	c.Text(mode, r.X+r.W-14, r.Y+20, 13, false, ui.Right, ui.InkDim)
	if t.round > 0 {
		round := roundOf(t.round, v.Rounds)
		c.Text(round, r.X+14, r.Y+48, 17, true, ui.Left, ui.Ink)
		fitText(c, l10n.T("dealer: %s", t.shownName(t.dealer)), r.X+r.W-14, r.Y+48, 14, r.W-36-c.TextWidth(round, 17, true), false, ui.Right, ui.InkDim)
	} else {
		fitText(c, l10n.T("Choosing the dealer…"), r.X+14, r.Y+48, 17, r.W-28, true, ui.Left, ui.Ink)
	}
	fitText(c, board.TripleText(t.shared, t.double), r.X+14, r.Y+72, 13, r.W-28, false, ui.Left, ui.Gold)
	c.Text(t.SeedText(), r.X+r.W-14, r.Y+r.H-12, 11, false, ui.Right, ui.InkFaint)
}

// onTurn is the seat whose plate is lit as on turn (-1: none).
func (t *Table) onTurn() int {
	if t.Ended() || t.round == 0 {
		return -1
	}
	return t.shown
}

func (t *Table) drawPlate(c *ui.Canvas, s int) {
	r := t.lay.Plates[s]
	turn := s == t.onTurn()
	fill := ui.PlateFill
	switch {
	case t.hitAt[s] > t.Now():
		fill = hitFill
	case turn:
		fill = ui.TurnFill
	}
	c.RoundRect(r.X, r.Y, r.W, r.H, 10, fill)
	targeting := t.choosingTarget() && s != t.Viewer()
	switch {
	case targeting:
		clr := ui.Gold
		w := 2.5
		if s == t.tcursor || t.Hot(r) {
			clr, w = ui.Danger, 4
		}
		c.RoundRectLine(r.X-3, r.Y-3, r.W+6, r.H+6, 12, w, clr)
	case turn:
		c.RoundRectLine(r.X-2, r.Y-2, r.W+4, r.H+4, 12, 3, ui.Gold)
	default:
		c.RoundRectLine(r.X, r.Y, r.W, r.H, 10, 1.2, ui.PanelLine)
	}
	c.RoundRect(r.X+6, r.Y+8, 5, r.H-16, 3, ui.SeatColour(s))
	c.Record(ui.RecPlate, r)
	// The name, clear of the card count and the dealer's mark: smaller (to 12) before
	// it is cut short (a tap on the plate shows it whole: plateNote).
	room := r.W - 18 - 44
	countLine := s == t.Viewer() && t.lay.Portrait // a phone's: the count goes under the name
	if s == t.Viewer() && !countLine {
		room = r.W - 18 - 16 - c.TextWidth(cards(t.counts[s]), 13, false)
	} else if countLine {
		room = r.W - 18 - 8
	}
	dealer := s == t.dealer && t.round > 0
	if dealer && c.TextWidth(t.shownName(s), 12, true) > room-2*ui.DealerR-8 {
		dealer = false // a narrow plate keeps the name: a tap on it says who deals (plateNote)
	}
	if dealer {
		room -= 2*ui.DealerR + 8
	}
	name, size := c.FitText(t.shownName(s), 16, 12, room, true)
	c.Text(name, r.X+18, r.Y+16, size, true, ui.Left, ui.Ink)
	if dealer {
		ui.DrawDealer(c, r.X+18+c.TextWidth(name, size, true)+4+ui.DealerR, r.Y+16)
	}
	score := l10n.T("score %s", l10n.Int(t.totals[s]))
	if t.v().Chill {
		score = l10n.T("won %s", l10n.Int(t.wins[s]))
	}
	sub := score
	subRoom := r.W - 18 - 44 // clear of the hand's count
	if s == t.Viewer() {
		subRoom = r.W - 26
	}
	// A level too long for the plate gives way (a tap on the plate names it: plateNote).
	if l := t.level(s); l != "" && !t.lay.Portrait && c.TextWidth(ui.Join(sub, " · ", l), 13, false) <= subRoom {
		sub = ui.Join(sub, " · ", l)
	}
	if countLine && c.TextWidth(ui.Join(sub, " · ", cards(t.counts[s])), 13, false) <= r.W-26 {
		sub, countLine = ui.Join(sub, " · ", cards(t.counts[s])), false
	}
	subSize := 13.0
	if c.TextWidth(sub, subSize, false) > subRoom {
		subSize = 12
	}
	sub = c.Ellipsize(sub, subSize, subRoom, false)
	subY := r.Y + 38
	if countLine { // a third line
		subY = r.Y + 36
		c.Text(cards(t.counts[s]), r.X+18, r.Y+54, 13, false, ui.Left, ui.InkDim)
	}
	// A badge takes the second line's place while it shows, inside the plate.
	switch {
	case t.pending[s] > 0:
		t.badge(c, r, r.X+18, subY, l10n.T("owes %s", l10n.Int(t.pending[s])), ui.Danger)
	case t.skipped[s] > t.Now():
		t.badge(c, r, r.X+18, subY, l10n.T("skipped"), ui.InkDim)
	case t.counts[s] == 1 && t.round > 0 && !t.dealing:
		t.badge(c, r, r.X+18, subY, l10n.T("1 card left!"), ui.Gold)
	default:
		c.Text(sub, r.X+18, subY, subSize, false, ui.Left, ui.InkDim)
	}
	// The hand: a small back and the count.
	bx, by := r.X+r.W-24, r.CY()
	if s != t.Viewer() {
		t.spr = sprites.TriplesSprite{X: bx, Y: by, Scale: 0.3, FlipX: 1, Alpha: 1, NoShadow: true}
		t.atlas.DrawCard(c.Dst, &t.spr)
		c.Circle(bx, by, 13, ui.FeltDark)
		c.Text(ui.Itoa(t.counts[s]), bx, by, 15, true, ui.Center, ui.Ink)
	} else if !t.lay.Portrait {
		c.Text(cards(t.counts[s]), r.X+r.W-10, r.Y+16, 13, false, ui.Right, ui.InkDim)
	}
	if ov, ok := t.OpenView(s).(tr.View); ok && s != t.Viewer() {
		t.drawOpenHand(c, r, ov.Hand)
	}
	if targeting {
		c.Text(l10n.T("click: draws 2"), r.X+18, r.Y+56, 12, true, ui.Left, ui.Gold)
	}
}

// badge draws a pill with s in it, its left end at x (or further left, to stay in the
// plate r), centred on y.
func (t *Table) badge(c *ui.Canvas, r geom.Rect, x, y float64, s string, clr color.RGBA) {
	w := c.TextWidth(s, 12, true) + 16
	x = math.Max(r.X+4, math.Min(x, r.X+r.W-4-w))
	c.RoundRect(x, y-9, w, 18, 8, clr)
	c.Record(ui.RecBadge, geom.R(x, y-9, w, 18))
	c.Text(s, x+w/2, y, 12, true, ui.Center, ui.FeltDark)
}

func (t *Table) drawMiddle(c *ui.Canvas) {
	l := &t.lay
	// Draw pile.
	if t.pile <= 0 {
		t.atlas.DrawSlot(c.Dst, l.Pile.CX(), l.Pile.CY(), l.AreaScale, 1)
	} else {
		layers := min(6, t.pile/15+1)
		for k := 0; k < layers; k++ {
			t.spr = sprites.TriplesSprite{X: l.Pile.CX() - float64(k)*1.2, Y: l.Pile.CY() - float64(k)*1.6, Scale: l.AreaScale, FlipX: 1, Alpha: 1}
			t.atlas.DrawCard(c.Dst, &t.spr)
		}
		if t.myTurn() && t.v().Phase == tr.PhaseTurn {
			clr := ui.Focus
			if t.v().Pending > 0 {
				clr = ui.Danger
			}
			c.RoundRectLine(l.Pile.X-8, l.Pile.Y-10, l.Pile.W+14, l.Pile.H+16, 12, 3, clr)
		}
	}
	toast := t.toastRect(c)
	pl := l10n.T("Draw pile · %s", l10n.Int(max(t.pile, 0)))
	label(c, toast, pl, math.Max(l.Pile.CX(), 14+c.TextWidth(pl, 14, false)/2), l.Pile.Y+l.Pile.H+18, 14, false, ui.InkDim)
	// Play area: at most five cards under the top two are drawn.
	n := len(t.area)
	if n == 0 {
		t.atlas.DrawSlot(c.Dst, l.Top.CX(), l.Top.CY(), l.AreaScale, 1)
	}
	first := max(0, n-7)
	for k := first; k < n; k++ {
		o := t.area[k]
		o.sprite(t.Now(), &t.spr)
		t.atlas.DrawCard(c.Dst, &t.spr)
	}
	if n >= 1 {
		label(c, toast, l10n.T("top"), l.Top.CX(), l.Top.Y+l.Top.H+18, 14, true, ui.Ink)
	}
	if n >= 2 {
		label(c, toast, l10n.T("2nd"), l.Second.CX(), l.Second.Y+l.Second.H+18, 14, true, ui.InkDim)
	}
	if n > 2 {
		// The count of the cards below gives way to the labels beside it.
		below := l10n.T("%s below", l10n.Int(n-2))
		x, y, w := l.Under.CX()-14, l.Second.Y+l.Second.H+18, c.TextWidth(below, 13, false)
		clear := geom.R(x-w/2-4, y-8, w+8, 16)
		pw, sw := c.TextWidth(pl, 14, false), c.TextWidth(l10n.T("2nd"), 14, true)
		pileX := math.Max(l.Pile.CX(), 14+pw/2)
		if !clear.Overlaps(geom.R(pileX-pw/2, l.Pile.Y+l.Pile.H+10, pw, 16)) && !clear.Overlaps(geom.R(l.Second.CX()-sw/2, y-8, sw, 16)) {
			label(c, toast, below, x, y, 13, false, ui.InkFaint)
		}
	}
}

// toastRect is where the toast on show lies (empty: none). On a narrow phone a refusal
// of three lines or more rises from the status band over the labels under the cards.
func (t *Table) toastRect(c *ui.Canvas) geom.Rect {
	msg := t.ToastShown()
	if msg == "" {
		return geom.Rect{}
	}
	r, _ := (*scenes.Frame)(t.Shell).ToastBox(c, msg)
	return r
}

// label draws a label of the middle (under the pile or a card) centred at x, y, unless
// the toast covers part of it: it gives way, as the status line does, and comes back
// when the toast goes.
func label(c *ui.Canvas, toast geom.Rect, s string, x, y, size float64, bold bool, clr color.RGBA) {
	w := c.TextWidth(s, size, bold)
	if toast.W > 0 && toast.Overlaps(geom.R(x-w/2, y-size/2, w, size)) {
		return
	}
	c.Text(s, x, y, size, bold, ui.Center, clr)
}

// hintSet marks the hand cards that belong to a legal play with the cards selected.
func (t *Table) hintSet(i int) bool {
	if !t.hint || !t.myTurn() || i >= len(t.hand) {
		return false
	}
	c := t.hand[i].card
	for _, m := range t.legal {
		if m.Kind != tr.MovePlay {
			continue
		}
		cs := m.Played()
		if !slices.Contains(cs, c) {
			continue
		}
		ok := true
		for _, j := range t.sel {
			if j < len(t.hand) && !slices.Contains(cs, t.hand[j].card) {
				ok = false
			}
		}
		if ok {
			return true
		}
	}
	return false
}

func (t *Table) drawHand(c *ui.Canvas) {
	hover := -1
	if in := t.Input(); t.myTurn() && in.Pointer && !in.Touch {
		hover = t.lay.HitHand(in.X, in.Y, len(t.hand), t.selected)
	}
	for i, o := range t.hand {
		o.sprite(t.Now(), &t.spr)
		switch {
		case t.selected(i):
			t.spr.Highlight = ui.Focus
		case t.hintSet(i):
			t.spr.Highlight = ui.Good
		case i == t.cursor && t.myTurn() && !t.TopFocus().On():
			t.spr.Highlight = ui.Ink // the keyboard's place in the hand
		}
		if i == hover && !t.selected(i) && !o.Moving(t.Now()) {
			ui.Emphasize(&t.spr.Highlight, &t.spr.Y, &t.spr.Lift, false, true)
		}
		if t.hint && t.myTurn() && !t.selected(i) && !t.hintSet(i) {
			t.spr.Dim = true
		}
		t.atlas.DrawCard(c.Dst, &t.spr)
		if i == t.cursor && !t.Watching() && !t.Ended() && !t.TopFocus().On() {
			// The keyboard's (and the gamepad's) focus ring, round the card wherever it
			// lies, chosen or not (none while a top button has the focus).
			w, h := geom.CardW*t.spr.Scale, geom.CardH*t.spr.Scale
			c.RoundRectLine(t.spr.X-w/2-6, t.spr.Y-h/2-6, w+12, h+12, 11, 3, ui.Focus)
		}
	}
}

func (t *Table) drawStatus(c *ui.Canvas) {
	t.DrawStatusAt(c, t.statusText(), t.lay.StatusX(c.W), t.lay.StatusY, t.lay.StatusW, t.lay.Portrait)
}

func (t *Table) statusText() string {
	if t.round == 0 || t.Ended() {
		return ""
	}
	if t.dealing {
		if t.you(t.dealer) {
			return l10n.T("You deal…")
		}
		return l10n.T("%s deals…", t.shownName(t.dealer))
	}
	v := t.v()
	turn := v.Turn
	if turn < 0 {
		return ""
	}
	if t.Level(turn) != "" {
		if !t.Idle() {
			return ""
		}
		return l10n.T("%s is thinking…", t.shownName(turn))
	}
	if turn != t.Viewer() || !t.Idle() {
		return ""
	}
	if t.Spectator() {
		return l10n.T("%s's turn", t.shownName(turn)) // watched from their place: no hand, no keys
	}
	switch {
	case v.Phase == tr.PhaseTarget:
		return l10n.T("Double triple! Click the opponent who must draw 2 (or ← → and Enter)")
	case v.Pending > 0:
		return l10n.Plural("You must take %d cards and miss this turn: press D or click the draw pile", v.Pending)
	case v.FirstTurn:
		return l10n.T("First turn: play 2 cards that make a triple with the starter, or draw if you can't")
	case len(t.sel) == 1:
		return l10n.T("Play it on the top 2 (Enter), or pick a second card to play on the top card")
	case len(t.sel) == 2:
		return l10n.T("Play both on the top card (Enter)")
	}
	return l10n.T("Your turn: pick 1 card for the top 2, or 2 cards for the top card, or draw (D) · H shows hints")
}

func (t *Table) drawButtons(c *ui.Canvas) {
	if t.Spectator() {
		return // a spectator plays nothing
	}
	l := &t.lay
	v := t.v()
	mine := t.myTurn() && v.Phase == tr.PhaseTurn
	canPlay := mine && len(t.sel) > 0 && v.Pending == 0
	// Narrow buttons (portrait, or a label too long for the button, as "Take 4" in the
	// short landscape layout) leave the keys to the key help.
	label := l10n.T("Play")
	if len(t.sel) > 0 {
		label = l10n.T("Play %s", l10n.Int(len(t.sel)))
	}
	if !l.Portrait {
		label = ui.KeyedLabel(c, label, l10n.T("Enter"), l.Play.W)
	}
	if canPlay {
		c.RoundRect(l.Play.X-4, l.Play.Y-4, l.Play.W+8, l.Play.H+8, 12, ui.Gold)
	}
	t.button(c, l.Play, label, !canPlay)
	dl := l10n.T("Draw")
	if v.Pending > 0 && v.Turn == t.Viewer() {
		dl = l10n.T("Take %s", l10n.Int(v.Pending))
	}
	if !l.Portrait {
		dl = ui.KeyedLabel(c, dl, "D", l.Draw.W)
	}
	t.button(c, l.Draw, dl, !mine)
	// The hint tab is drawn by the Shell with the top buttons (HintTab).
}

// button draws a button with label; a label too wide for it at the least size a
// button's label takes (15: a word longer than "Draw" on a small phone held sideways)
// goes down to 12 before it is cut short.
func (t *Table) button(c *ui.Canvas, r geom.Rect, label string, disabled bool) {
	if c.TextWidth(label, 15, true) <= r.W-6 {
		t.DrawButton(c, r, label, disabled)
		return
	}
	t.DrawButton(c, r, "", disabled)
	ink := ui.Ink
	if disabled {
		ink = ui.InkFaint
	}
	fitText(c, label, r.CX(), r.CY(), 14, r.W-6, true, ui.Center, ink)
}

// DrawBack draws a card back (the privacy screen fans them).
func (t *Table) DrawBack(c *ui.Canvas, x, y, rot, sc float64) {
	t.spr = sprites.TriplesSprite{X: x, Y: y, Rot: rot, Scale: sc, FlipX: 1, Alpha: 1}
	t.atlas.DrawCard(c.Dst, &t.spr)
}

// fitText draws s at x, y in at most width: smaller (down to 12, the least a phone
// reads) before it is cut short.
func fitText(c *ui.Canvas, s string, x, y, size, width float64, bold bool, align ui.Align, clr color.RGBA) {
	for size > 12 && c.TextWidth(s, size, bold) > width {
		size--
	}
	c.Text(c.Ellipsize(s, size, width, bold), x, y, size, bold, align, clr)
}
