package triples

import (
	"image/color"
	"math"
	"slices"
	"strconv"

	tr "parlor/gameplay/triples"
	"parlor/scenes"
	"parlor/scenes/geom"
	"parlor/sprites"
)

// hitFill is the plate of a penalty's victim.
var hitFill = color.RGBA{0x5a, 0x18, 0x12, 0xf4}

// DrawTable draws the table (the Shell adds the buttons, toasts and overlays).
func (t *Table) DrawTable(c *scenes.Canvas) {
	if t.atlas == nil {
		return
	}
	t.atlas.SetViewScale(c.S)
	t.drawInfo(c)
	for s := 0; s < t.Setup.Players; s++ {
		t.drawPlate(c, s)
	}
	t.drawMiddle(c)
	t.drawHand(c)
	for _, o := range t.ddraw {
		o.sprite(t.Now, &t.spr)
		t.atlas.DrawCard(c.Dst, &t.spr)
	}
	for _, o := range t.flights {
		o.sprite(t.Now, &t.spr)
		t.atlas.DrawCard(c.Dst, &t.spr)
	}
	if !t.RoundOver() {
		scenes.DrawBanner(c, t.lay.Banner, t.BannerShown(), 19)
	}
	t.drawStatus(c)
	t.drawButtons(c)
	if t.RoundOver() {
		t.drawRoundOver(c)
	}
}

func (t *Table) drawInfo(c *scenes.Canvas) {
	r := t.lay.Info
	scenes.DrawInfoPanel(c, r)
	v := t.v()
	if t.lay.Portrait {
		c.Text("Triples", r.X+12, r.Y+16, 17, true, scenes.Left, scenes.Gold)
		if t.round > 0 {
			c.Text("Round "+strconv.Itoa(t.round)+" of "+strconv.Itoa(v.Rounds), r.X+12, r.Y+38, 15, false, scenes.Left, scenes.Ink)
		}
		return
	}
	c.Text("Triples", r.X+14, r.Y+20, 19, true, scenes.Left, scenes.Gold)
	mode := "lowest total wins"
	if v.Chill {
		mode = "chill: first out wins"
	}
	c.Text(mode, r.X+r.W-14, r.Y+20, 13, false, scenes.Right, scenes.InkDim)
	if t.round > 0 {
		c.Text(scenes.Join(scenes.Join("Round ", scenes.Itoa(t.round), " of "), scenes.Itoa(v.Rounds), ""), r.X+14, r.Y+48, 17, true, scenes.Left, scenes.Ink)
		c.Text(scenes.Join("dealer: ", t.Name(t.dealer), ""), r.X+r.W-14, r.Y+48, 14, false, scenes.Right, scenes.InkDim)
	} else {
		c.Text("Choosing the dealer…", r.X+14, r.Y+48, 17, true, scenes.Left, scenes.Ink)
	}
	c.Text(t.triple, r.X+14, r.Y+72, 13, false, scenes.Left, scenes.Gold)
	c.Text(t.seedText, r.X+r.W-14, r.Y+r.H-12, 11, false, scenes.Right, scenes.InkFaint)
}

func (t *Table) drawPlate(c *scenes.Canvas, s int) {
	r := t.lay.Plates[s]
	turn := s == t.shown && !t.Ended() && t.round > 0
	fill := scenes.PlateFill
	switch {
	case t.hitAt[s] > t.Now:
		fill = hitFill
	case turn:
		fill = scenes.TurnFill
	}
	c.RoundRect(r.X, r.Y, r.W, r.H, 10, fill)
	targeting := t.choosingTarget() && s != t.Viewer
	switch {
	case targeting:
		clr := scenes.Gold
		w := 2.5
		if s == t.tcursor || t.Hot(r) {
			clr, w = scenes.Danger, 4
		}
		c.RoundRectLine(r.X-3, r.Y-3, r.W+6, r.H+6, 12, w, clr)
	case turn:
		c.RoundRectLine(r.X-2, r.Y-2, r.W+4, r.H+4, 12, 3, scenes.Gold)
	default:
		c.RoundRectLine(r.X, r.Y, r.W, r.H, 10, 1.2, scenes.PanelLine)
	}
	c.RoundRect(r.X+6, r.Y+8, 5, r.H-16, 3, scenes.SeatColour(s))
	name := c.Ellipsize(t.Name(s), 16, r.W-70, true) // clear of the card count
	c.Text(name, r.X+18, r.Y+16, 16, true, scenes.Left, scenes.Ink)
	if s == t.dealer && t.round > 0 {
		dx := r.X + 30 + c.TextWidth(name, 16, true)
		c.Circle(dx, r.Y+16, 8, scenes.Ink)
		c.Text("D", dx, r.Y+16, 10, true, scenes.Center, scenes.FeltDark)
	}
	score := scenes.Join("score ", scenes.Itoa(t.totals[s]), "")
	if t.v().Chill {
		score = scenes.Join("won ", scenes.Itoa(t.wins[s]), "")
	}
	sub := score
	if l := t.Level(s); l != "" && !t.lay.Portrait {
		sub = scenes.Join(sub, " · ", l)
	}
	c.Text(sub, r.X+18, r.Y+38, 13, false, scenes.Left, scenes.InkDim)
	// The hand: a small back and the count.
	bx, by := r.X+r.W-24, r.CY()
	if s != t.Viewer {
		t.spr = sprites.TriplesSprite{X: bx, Y: by, Scale: 0.3, FlipX: 1, Alpha: 1, NoShadow: true}
		t.atlas.DrawCard(c.Dst, &t.spr)
		c.Circle(bx, by, 13, scenes.FeltDark)
		c.Text(scenes.Itoa(t.counts[s]), bx, by, 15, true, scenes.Center, scenes.Ink)
	} else {
		c.Text(scenes.Count(t.counts[s], "card"), r.X+r.W-10, r.Y+16, 13, false, scenes.Right, scenes.InkDim)
	}
	if ov, ok := t.OpenView(s).(tr.View); ok && s != t.Viewer {
		t.drawOpenHand(c, r, ov.Hand)
	}
	// Badges under the name line.
	switch {
	case t.pending[s] > 0:
		t.badge(c, r, "owes "+strconv.Itoa(t.pending[s]), scenes.Danger)
	case t.skipped[s] > t.Now:
		t.badge(c, r, "skipped", scenes.InkDim)
	case t.counts[s] == 1 && t.round > 0 && !t.dealing:
		t.badge(c, r, "1 card left!", scenes.Gold)
	}
	if targeting {
		c.Text("click: draws 2", r.X+18, r.Y+56, 12, true, scenes.Left, scenes.Gold)
	}
}

func (t *Table) badge(c *scenes.Canvas, r geom.Rect, s string, clr color.RGBA) {
	w := c.TextWidth(s, 12, true) + 16
	c.RoundRect(r.X+r.W/2-w/2, r.Y+r.H-8, w, 18, 8, clr)
	c.Text(s, r.X+r.W/2, r.Y+r.H+1, 12, true, scenes.Center, scenes.FeltDark)
}

func (t *Table) drawMiddle(c *scenes.Canvas) {
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
			clr := scenes.Focus
			if t.v().Pending > 0 {
				clr = scenes.Danger
			}
			c.RoundRectLine(l.Pile.X-8, l.Pile.Y-10, l.Pile.W+14, l.Pile.H+16, 12, 3, clr)
		}
	}
	c.Text(scenes.Join("Draw pile · ", scenes.Itoa(max(t.pile, 0)), ""), l.Pile.CX(), l.Pile.Y+l.Pile.H+18, 14, false, scenes.Center, scenes.InkDim)
	// Play area: at most five cards under the top two are drawn.
	n := len(t.area)
	if n == 0 {
		t.atlas.DrawSlot(c.Dst, l.Top.CX(), l.Top.CY(), l.AreaScale, 1)
	}
	first := max(0, n-7)
	for k := first; k < n; k++ {
		o := t.area[k]
		o.sprite(t.Now, &t.spr)
		t.atlas.DrawCard(c.Dst, &t.spr)
	}
	if n >= 1 {
		c.Text("top", l.Top.CX(), l.Top.Y+l.Top.H+18, 14, true, scenes.Center, scenes.Ink)
	}
	if n >= 2 {
		c.Text("2nd", l.Second.CX(), l.Second.Y+l.Second.H+18, 14, true, scenes.Center, scenes.InkDim)
	}
	if n > 2 {
		c.Text(scenes.Join(scenes.Itoa(n-2), " below", ""), l.Under.CX()-14, l.Second.Y+l.Second.H+18, 13, false, scenes.Center, scenes.InkFaint)
	}
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

func (t *Table) drawHand(c *scenes.Canvas) {
	for i, o := range t.hand {
		o.sprite(t.Now, &t.spr)
		switch {
		case t.selected(i):
			t.spr.Highlight = scenes.Focus
		case t.hintSet(i):
			t.spr.Highlight = scenes.Good
		case i == t.cursor && t.myTurn():
			t.spr.Highlight = scenes.Ink
		}
		if t.hint && t.myTurn() && !t.selected(i) && !t.hintSet(i) {
			t.spr.Dim = true
		}
		t.atlas.DrawCard(c.Dst, &t.spr)
	}
}

func (t *Table) drawStatus(c *scenes.Canvas) {
	t.DrawStatus(c, t.statusText(), t.lay.StatusY, t.lay.StatusW, t.lay.Portrait)
}

func (t *Table) statusText() string {
	if t.round == 0 || t.Ended() {
		return ""
	}
	if t.dealing {
		return t.Says(t.dealer, "deals", "deal") + "…"
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
		return t.Name(turn) + " is thinking…"
	}
	if turn != t.Viewer || !t.Idle() {
		return ""
	}
	switch {
	case v.Phase == tr.PhaseTarget:
		return "Double triple! Click the opponent who must draw 2 (or ← → and Enter)"
	case v.Pending > 0:
		return "You must take " + strconv.Itoa(v.Pending) + " cards and miss this turn: press D or click the draw pile"
	case v.FirstTurn:
		return "First turn: play 2 cards that make a triple with the starter, or draw if you can't"
	case len(t.sel) == 1:
		return "Play it on the top 2 (Enter), or pick a second card to play on the top card"
	case len(t.sel) == 2:
		return "Play both on the top card (Enter)"
	}
	return "Your turn: pick 1 card for the top 2, or 2 cards for the top card, or draw (D) · H shows hints"
}

func (t *Table) drawButtons(c *scenes.Canvas) {
	l := &t.lay
	v := t.v()
	mine := t.myTurn() && v.Phase == tr.PhaseTurn
	canPlay := mine && len(t.sel) > 0 && v.Pending == 0
	label := "Play  (Enter)"
	if len(t.sel) > 0 {
		label = "Play " + strconv.Itoa(len(t.sel)) + "  (Enter)"
	}
	if l.Portrait {
		// Narrow buttons: the keys are left to the key help.
		label = "Play"
		if len(t.sel) > 0 {
			label = "Play " + strconv.Itoa(len(t.sel))
		}
	}
	if canPlay {
		c.RoundRect(l.Play.X-4, l.Play.Y-4, l.Play.W+8, l.Play.H+8, 12, scenes.Gold)
	}
	t.DrawButton(c, l.Play, label, !canPlay)
	dl := "Draw  (D)"
	if v.Pending > 0 && v.Turn == t.Viewer {
		dl = "Take " + strconv.Itoa(v.Pending) + "  (D)"
	}
	if l.Portrait {
		dl = "Draw"
		if v.Pending > 0 && v.Turn == t.Viewer {
			dl = "Take " + strconv.Itoa(v.Pending)
		}
	}
	t.DrawButton(c, l.Draw, dl, !mine)
	// The hint tab is drawn by the Shell with the top buttons (HintTab).
}

func (t *Table) drawRoundOver(c *scenes.Canvas) {
	n := t.Setup.Players
	rowH := math.Min(64, (c.H-260)/float64(n))
	pw := math.Min(1040, c.W-24)
	ph := rowH*float64(n) + 150
	px, py := c.W/2-pw/2, (c.H-ph)/2
	c.Shade(scenes.Shade)
	c.RoundRect(px, py, pw, ph, 18, scenes.EndFill)
	c.RoundRectLine(px, py, pw, ph, 18, 2, scenes.GoldDark)
	title := "Round " + strconv.Itoa(t.round) + " over"
	if t.revealOut >= 0 {
		title += " · " + t.Name(t.revealOut) + " went out"
	} else {
		title += " · blocked: nobody could go on"
	}
	c.Text(title, px+24, py+28, 22, true, scenes.Left, scenes.Gold)
	chill := t.v().Chill
	hdr := "points: Draw 2 = 10, others their number"
	if chill {
		hdr = "chill mode: the first out wins the round"
	}
	c.Text(hdr, px+pw-24, py+28, 14, false, scenes.Right, scenes.InkDim)
	sc := math.Min(0.4, (rowH-8)/geom.CardH)
	for s := 0; s < n; s++ {
		y := py + 60 + rowH*float64(s) + rowH/2
		if s%2 == 0 {
			c.Rect(px+12, y-rowH/2, pw-24, rowH, color.RGBA{0x12, 0x30, 0x20, 0xff})
		}
		c.RoundRect(px+24, y-rowH/2+8, 5, rowH-16, 3, scenes.SeatColour(s))
		c.Text(c.Ellipsize(t.Name(s), 16, 145, true), px+38, y, 16, true, scenes.Left, scenes.Ink)
		var hand []tr.Card
		if s < len(t.revealHands) {
			hand = t.revealHands[s]
		}
		x0 := px + 190
		gap := math.Min(geom.CardW*sc+4, (pw-190-200-geom.CardW*sc)/float64(max(len(hand), 1)))
		for k, card := range hand {
			t.spr = sprites.TriplesSprite{Card: card, FaceUp: true, X: x0 + float64(k)*gap + geom.CardW*sc/2, Y: y, Scale: sc, FlipX: 1, Alpha: 1, NoShadow: true}
			t.atlas.DrawCard(c.Dst, &t.spr)
		}
		right := px + pw - 24
		switch {
		case s == t.revealOut:
			c.Text("out!", right-110, y, 16, true, scenes.Right, scenes.Good)
		case len(hand) == 0:
		}
		if chill {
			c.Text("won "+strconv.Itoa(t.wins[s]), right, y, 18, true, scenes.Right, scenes.Ink)
		} else if t.revealPts != nil {
			c.Text("+"+strconv.Itoa(t.revealPts[s]), right-80, y, 18, true, scenes.Right, scenes.Danger)
			c.Text("= "+strconv.Itoa(t.totals[s]), right, y, 18, true, scenes.Right, scenes.Ink)
		}
	}
	t.DrawGoOn(c, c.W/2, py+ph-72, 300, 52, true)
}

// DrawBack draws a card back (the privacy screen fans them).
func (t *Table) DrawBack(c *scenes.Canvas, x, y, rot, sc float64) {
	t.spr = sprites.TriplesSprite{X: x, Y: y, Rot: rot, Scale: sc, FlipX: 1, Alpha: 1}
	t.atlas.DrawCard(c.Dst, &t.spr)
}

// drawOpenHand draws another seat's hand face up under its plate (a replay shows every
// hand: the game is over).
func (t *Table) drawOpenHand(c *scenes.Canvas, r geom.Rect, hand []tr.Card) {
	step := math.Min(24, (r.W-30)/float64(max(len(hand), 1)))
	for i, card := range hand {
		t.spr = sprites.TriplesSprite{Card: card, FaceUp: true, X: r.X + 15 + float64(i)*step, Y: r.Y + r.H + 26, Scale: 0.3, FlipX: 1, Alpha: 1, NoShadow: true}
		t.atlas.DrawCard(c.Dst, &t.spr)
	}
}
