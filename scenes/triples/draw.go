package triples

import (
	"image/color"
	"math"
	"slices"
	"strconv"

	tr "parlor/gameplay/triples"
	"parlor/scenes"
	"parlor/scenes/triples/board"
	"parlor/sprites"
)

var (
	selectColour = color.RGBA{0x6c, 0xc4, 0xff, 0xff}
	hintColour   = color.RGBA{0x6f, 0xd3, 0x8b, 0xff}
	cursorColour = color.RGBA{0xf4, 0xf1, 0xe6, 0xff}
	plateFill    = color.RGBA{0x0e, 0x26, 0x1a, 0xe8}
	turnFill     = color.RGBA{0x2c, 0x4a, 0x1e, 0xf4}
	hitFill      = color.RGBA{0x5a, 0x18, 0x12, 0xf4}
)

// Draw draws the table.
func (t *Table) Draw(c *scenes.Canvas) {
	c.Fill(scenes.FeltDark)
	if t.app == nil || atlas == nil {
		return
	}
	atlas.SetViewScale(c.S)
	c.RoundRect(6, 6, c.W-12, c.H-12, 40, scenes.Felt)
	c.RoundRectLine(6, 6, c.W-12, c.H-12, 40, 2, scenes.GoldDark)
	if t.privacy {
		t.drawPrivacy(c)
		t.drawOverlays(c)
		return
	}
	t.drawInfo(c)
	t.drawTopButtons(c)
	for s := 0; s < t.setup.Players; s++ {
		t.drawPlate(c, s)
	}
	t.drawMiddle(c)
	t.drawHand(c)
	for _, o := range t.ddraw {
		o.sprite(t.now, &t.spr)
		atlas.DrawCard(c.Dst, &t.spr)
	}
	for _, o := range t.flights {
		o.sprite(t.now, &t.spr)
		atlas.DrawCard(c.Dst, &t.spr)
	}
	t.drawBanner(c)
	t.drawStatus(c)
	t.drawButtons(c)
	if t.RoundOver() {
		t.drawRoundOver(c)
	}
	if t.now < t.toastUntil {
		w := math.Min(c.TextWidth(t.toast, 18, false)+40, c.W-80)
		y := t.lay.StatusY + 44
		c.RoundRect(c.W/2-w/2, y-22, w, 44, 12, color.RGBA{0x3a, 0x12, 0x10, 0xf0})
		c.RoundRectLine(c.W/2-w/2, y-22, w, 44, 12, 2, scenes.Danger)
		c.Text(t.toast, c.W/2, y, 18, false, scenes.Center, scenes.Ink)
	}
	t.drawOverlays(c)
}

func (t *Table) drawInfo(c *scenes.Canvas) {
	r := t.lay.Info
	c.RoundRect(r.X, r.Y, r.W, r.H, 12, plateFill)
	c.RoundRectLine(r.X, r.Y, r.W, r.H, 12, 1.5, scenes.PanelLine)
	c.Text("Triples", r.X+14, r.Y+20, 19, true, scenes.Left, scenes.Gold)
	mode := "lowest total wins"
	if t.st.Config().Chill {
		mode = "chill: first out wins"
	}
	c.Text(mode, r.X+r.W-14, r.Y+20, 13, false, scenes.Right, scenes.InkDim)
	if t.round > 0 {
		c.Text("Round "+strconv.Itoa(t.round)+" of "+strconv.Itoa(t.st.Rounds()), r.X+14, r.Y+48, 17, true, scenes.Left, scenes.Ink)
		c.Text("dealer: "+t.name(t.dealer), r.X+r.W-14, r.Y+48, 14, false, scenes.Right, scenes.InkDim)
	} else {
		c.Text("Choosing the dealer…", r.X+14, r.Y+48, 17, true, scenes.Left, scenes.Ink)
	}
	c.Text(t.triple, r.X+14, r.Y+72, 13, false, scenes.Left, scenes.Gold)
	c.Text(t.seedText, r.X+r.W-14, r.Y+r.H-12, 11, false, scenes.Right, scenes.InkFaint)
}

func (t *Table) drawTopButtons(c *scenes.Canvas) {
	l := &t.lay
	for _, b := range [...]struct {
		r     board.Rect
		label string
	}{{l.Help, "Keys ?"}, {l.Rules, "Rules"}, {l.Menu, "Menu"}} {
		w := scenes.Widget{Kind: scenes.Button, X: b.r.X, Y: b.r.Y, W: b.r.W, H: b.r.H, Label: b.label}
		scenes.DrawWidget(c, &w, false, t.hot(b.r))
	}
}

func (t *Table) hot(r board.Rect) bool {
	in := &t.app.In
	return in.Pointer && !in.Touch && r.Contains(in.X, in.Y)
}

func (t *Table) drawPlate(c *scenes.Canvas, s int) {
	r := t.lay.Plates[s]
	turn := s == t.shown && !t.roundOver && t.round > 0
	fill := plateFill
	switch {
	case t.hitAt[s] > t.now:
		fill = hitFill
	case turn:
		fill = turnFill
	}
	c.RoundRect(r.X, r.Y, r.W, r.H, 10, fill)
	targeting := t.choosingTarget() && s != t.viewer
	switch {
	case targeting:
		clr := scenes.Gold
		w := 2.5
		if s == t.tcursor || t.hot(r) {
			clr, w = scenes.Danger, 4
		}
		c.RoundRectLine(r.X-3, r.Y-3, r.W+6, r.H+6, 12, w, clr)
	case turn:
		c.RoundRectLine(r.X-2, r.Y-2, r.W+4, r.H+4, 12, 3, scenes.Gold)
	default:
		c.RoundRectLine(r.X, r.Y, r.W, r.H, 10, 1.2, scenes.PanelLine)
	}
	c.RoundRect(r.X+6, r.Y+8, 5, r.H-16, 3, scenes.SeatColour(s))
	name := t.name(s)
	c.Text(name, r.X+18, r.Y+16, 16, true, scenes.Left, scenes.Ink)
	if s == t.dealer && t.round > 0 {
		dx := r.X + 30 + c.TextWidth(name, 16, true)
		c.Circle(dx, r.Y+16, 8, scenes.Ink)
		c.Text("D", dx, r.Y+16, 10, true, scenes.Center, scenes.FeltDark)
	}
	score := "score " + strconv.Itoa(t.totals[s])
	if t.st.Config().Chill {
		score = "won " + strconv.Itoa(t.wins[s])
	}
	sub := score
	if !t.setup.Seats[s].Human {
		sub += " · " + t.setup.Seats[s].Level
	}
	c.Text(sub, r.X+18, r.Y+38, 13, false, scenes.Left, scenes.InkDim)
	// The hand: a small back and the count.
	bx, by := r.X+r.W-24, r.CY()
	if s != t.viewer {
		t.spr = sprites.TriplesSprite{X: bx, Y: by, Scale: 0.3, FlipX: 1, Alpha: 1, NoShadow: true}
		atlas.DrawCard(c.Dst, &t.spr)
		c.Circle(bx, by, 13, scenes.FeltDark)
		c.Text(strconv.Itoa(t.counts[s]), bx, by, 15, true, scenes.Center, scenes.Ink)
	} else {
		c.Text(strconv.Itoa(t.counts[s])+" cards", r.X+r.W-10, r.Y+16, 13, false, scenes.Right, scenes.InkDim)
	}
	// Badges under the name line.
	switch {
	case t.pending[s] > 0:
		t.badge(c, r, "owes "+strconv.Itoa(t.pending[s]), scenes.Danger)
	case t.skipped[s] > t.now:
		t.badge(c, r, "skipped", scenes.InkDim)
	case t.counts[s] == 1 && t.round > 0 && !t.dealing:
		t.badge(c, r, "1 card left!", scenes.Gold)
	}
	if targeting {
		c.Text("click: draws 2", r.X+18, r.Y+56, 12, true, scenes.Left, scenes.Gold)
	}
}

func (t *Table) badge(c *scenes.Canvas, r board.Rect, s string, clr color.RGBA) {
	w := c.TextWidth(s, 12, true) + 16
	c.RoundRect(r.X+r.W/2-w/2, r.Y+r.H-8, w, 18, 8, clr)
	c.Text(s, r.X+r.W/2, r.Y+r.H+1, 12, true, scenes.Center, scenes.FeltDark)
}

func (t *Table) drawMiddle(c *scenes.Canvas) {
	l := &t.lay
	// Draw pile.
	if t.pile <= 0 {
		atlas.DrawSlot(c.Dst, l.Pile.CX(), l.Pile.CY(), l.AreaScale, 1)
	} else {
		layers := min(6, t.pile/15+1)
		for k := 0; k < layers; k++ {
			t.spr = sprites.TriplesSprite{X: l.Pile.CX() - float64(k)*1.2, Y: l.Pile.CY() - float64(k)*1.6, Scale: l.AreaScale, FlipX: 1, Alpha: 1}
			atlas.DrawCard(c.Dst, &t.spr)
		}
		if t.myTurn() && t.st.Phase() == tr.PhaseTurn {
			clr := scenes.Focus
			if t.st.View(t.viewer).Pending > 0 {
				clr = scenes.Danger
			}
			c.RoundRectLine(l.Pile.X-8, l.Pile.Y-10, l.Pile.W+14, l.Pile.H+16, 12, 3, clr)
		}
	}
	c.Text("Draw pile · "+strconv.Itoa(max(t.pile, 0)), l.Pile.CX(), l.Pile.Y+l.Pile.H+18, 14, false, scenes.Center, scenes.InkDim)
	// Play area: at most five cards under the top two are drawn.
	n := len(t.area)
	if n == 0 {
		atlas.DrawSlot(c.Dst, l.Top.CX(), l.Top.CY(), l.AreaScale, 1)
	}
	first := max(0, n-7)
	for k := first; k < n; k++ {
		o := t.area[k]
		o.sprite(t.now, &t.spr)
		atlas.DrawCard(c.Dst, &t.spr)
	}
	if n >= 1 {
		c.Text("top", l.Top.CX(), l.Top.Y+l.Top.H+18, 14, true, scenes.Center, scenes.Ink)
	}
	if n >= 2 {
		c.Text("2nd", l.Second.CX(), l.Second.Y+l.Second.H+18, 14, true, scenes.Center, scenes.InkDim)
	}
	if n > 2 {
		c.Text(strconv.Itoa(n-2)+" below", l.Under.CX()-14, l.Second.Y+l.Second.H+18, 13, false, scenes.Center, scenes.InkFaint)
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
		o.sprite(t.now, &t.spr)
		switch {
		case t.selected(i):
			t.spr.Highlight = selectColour
		case t.hintSet(i):
			t.spr.Highlight = hintColour
		case i == t.cursor && t.myTurn():
			t.spr.Highlight = cursorColour
		}
		if t.hint && t.myTurn() && !t.selected(i) && !t.hintSet(i) {
			t.spr.Dim = true
		}
		atlas.DrawCard(c.Dst, &t.spr)
	}
}

func (t *Table) drawBanner(c *scenes.Canvas) {
	if t.banner == "" || t.now >= t.bannerUntil || t.RoundOver() {
		return
	}
	r := t.lay.Banner
	w := math.Max(r.W, c.TextWidth(t.banner, 19, true)+48)
	x := c.W/2 - w/2
	c.RoundRect(x, r.Y, w, r.H, 14, color.RGBA{0x2a, 0x20, 0x08, 0xf0})
	c.RoundRectLine(x, r.Y, w, r.H, 14, 2.5, scenes.Gold)
	c.Text(t.banner, c.W/2, r.CY(), 19, true, scenes.Center, scenes.Gold)
}

func (t *Table) drawStatus(c *scenes.Canvas) {
	c.Text(t.statusText(), c.W/2, t.lay.StatusY, 18, false, scenes.Center, scenes.Ink)
}

func (t *Table) statusText() string {
	if t.round == 0 || t.roundOver {
		return ""
	}
	if t.dealing {
		return t.says(t.dealer, "deals", "deal") + "…"
	}
	turn := t.st.Turn()
	if turn < 0 {
		return ""
	}
	if t.bots[turn] != nil {
		if !t.q.Idle(t.now) {
			return ""
		}
		return t.name(turn) + " is thinking…"
	}
	if turn != t.viewer || !t.q.Idle(t.now) {
		return ""
	}
	v := t.st.View(t.viewer)
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
	mine := t.myTurn() && t.st.Phase() == tr.PhaseTurn
	v := t.st.View(t.viewer)
	canPlay := mine && len(t.sel) > 0 && v.Pending == 0
	label := "Play  (Enter)"
	if len(t.sel) > 0 {
		label = "Play " + strconv.Itoa(len(t.sel)) + "  (Enter)"
	}
	w := scenes.Widget{Kind: scenes.Button, X: l.Play.X, Y: l.Play.Y, W: l.Play.W, H: l.Play.H, Label: label, Disabled: !canPlay}
	if canPlay {
		c.RoundRect(w.X-4, w.Y-4, w.W+8, w.H+8, 12, scenes.Gold)
	}
	scenes.DrawWidget(c, &w, false, canPlay && t.hot(l.Play))
	dl := "Draw  (D)"
	if v.Pending > 0 && v.Turn == t.viewer {
		dl = "Take " + strconv.Itoa(v.Pending) + "  (D)"
	}
	w = scenes.Widget{Kind: scenes.Button, X: l.Draw.X, Y: l.Draw.Y, W: l.Draw.W, H: l.Draw.H, Label: dl, Disabled: !mine}
	scenes.DrawWidget(c, &w, false, mine && t.hot(l.Draw))
	w = scenes.Widget{Kind: scenes.Tab, X: l.Hint.X, Y: l.Hint.Y, W: l.Hint.W, H: l.Hint.H, Label: "Hint  (H)", On: t.hint}
	scenes.DrawWidget(c, &w, false, t.hot(l.Hint))
}

func (t *Table) drawRoundOver(c *scenes.Canvas) {
	n := t.setup.Players
	rowH := math.Min(64, (c.H-260)/float64(n))
	pw := math.Min(1040, c.W-80)
	ph := rowH*float64(n) + 150
	px, py := c.W/2-pw/2, (c.H-ph)/2
	c.Shade(scenes.Shade)
	c.RoundRect(px, py, pw, ph, 18, color.RGBA{0x0b, 0x22, 0x16, 0xf6})
	c.RoundRectLine(px, py, pw, ph, 18, 2, scenes.GoldDark)
	title := "Round " + strconv.Itoa(t.round) + " over"
	if t.revealOut >= 0 {
		title += " · " + t.name(t.revealOut) + " went out"
	} else {
		title += " · blocked: nobody could go on"
	}
	c.Text(title, px+24, py+28, 22, true, scenes.Left, scenes.Gold)
	chill := t.st.Config().Chill
	hdr := "points: Draw 2 = 10, others their number"
	if chill {
		hdr = "chill mode: the first out wins the round"
	}
	c.Text(hdr, px+pw-24, py+28, 14, false, scenes.Right, scenes.InkDim)
	sc := math.Min(0.4, (rowH-8)/board.CardH)
	for s := 0; s < n; s++ {
		y := py + 60 + rowH*float64(s) + rowH/2
		if s%2 == 0 {
			c.Rect(px+12, y-rowH/2, pw-24, rowH, color.RGBA{0x12, 0x30, 0x20, 0xff})
		}
		c.RoundRect(px+24, y-rowH/2+8, 5, rowH-16, 3, scenes.SeatColour(s))
		c.Text(t.name(s), px+38, y, 16, true, scenes.Left, scenes.Ink)
		var hand []tr.Card
		if s < len(t.revealHands) {
			hand = t.revealHands[s]
		}
		x0 := px + 190
		gap := math.Min(board.CardW*sc+4, (pw-190-200-board.CardW*sc)/float64(max(len(hand), 1)))
		for k, card := range hand {
			t.spr = sprites.TriplesSprite{Card: card, FaceUp: true, X: x0 + float64(k)*gap + board.CardW*sc/2, Y: y, Scale: sc, FlipX: 1, Alpha: 1, NoShadow: true}
			atlas.DrawCard(c.Dst, &t.spr)
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
	label := "Score sheet  (Enter)"
	switch {
	case t.finalRound:
		label = "Final scores  (Enter)"
	case t.humans == 0:
		label = "Next round  (Enter)"
	}
	bw := 300.0
	w := scenes.Widget{Kind: scenes.Button, X: c.W/2 - bw/2, Y: py + ph - 72, W: bw, H: 52, Label: label}
	c.RoundRect(w.X-4, w.Y-4, w.W+8, w.H+8, 12, scenes.Gold)
	scenes.DrawWidget(c, &w, true, false)
}

func (t *Table) drawPrivacy(c *scenes.Canvas) {
	name := t.name(t.privacyFor)
	w, h := 760.0, 210.0
	x, y := c.W/2-w/2, c.H/2-h/2
	c.RoundRect(x, y, w, h, 18, scenes.Panel)
	c.RoundRectLine(x, y, w, h, 18, 2, scenes.Gold)
	c.Text("Pass the screen to "+name, c.W/2, y+50, 34, true, scenes.Center, scenes.Gold)
	c.Text("The table is hidden so nobody sees another player's cards.", c.W/2, y+105, 19, false, scenes.Center, scenes.Ink)
	c.Text(name+": click or press Enter when you are ready.", c.W/2, y+145, 19, false, scenes.Center, scenes.Ink)
}

var helpLines = [...][2]string{
	{"click a card", "choose it (click again to put it back); up to 2 cards"},
	{"← →  then Space", "move through your hand and choose the card"},
	{"Enter / P", "play the chosen cards (or click the play area)"},
	{"D", "draw a card, or take the cards a Draw 2 made you owe"},
	{"H", "hint: light up the cards you can play"},
	{"Backspace / ↓", "put the chosen cards back"},
	{"double triple", "click an opponent's plate (or ← → and Enter)"},
	{"? or K", "show or hide this help"},
	{"R", "the rules of Triples"},
	{"Esc", "back to the menu (asks first)"},
}

func (t *Table) drawOverlays(c *scenes.Canvas) {
	if t.help {
		scenes.DrawKeyHelp(c, helpLines[:], 210, "Press K, Esc or click to close")
	}
	if t.confirm {
		var in *scenes.Input
		if t.app != nil {
			in = &t.app.In
		}
		scenes.DrawLeaveDialog(c, in)
	}
}
