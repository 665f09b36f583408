package threethirteen

import (
	"image/color"
	"math"
	"slices"

	"parlor/gameplay/cards"
	tt "parlor/gameplay/threethirteen"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/threethirteen/board"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/sprites"
)

// spriteBuf is the reusable drawing state of the table.
type spriteBuf struct {
	s sprites.CardSprite
}

// progress is the count-up's progress 0..1.
func (t *Table) progress() float64 {
	if t.countDur <= 0 {
		return 1
	}
	return math.Min(1, math.Max(0, float64(t.Now()-t.countStart)/float64(t.countDur)))
}

// shownTotal is seat's total as the count-up shows it now.
func (t *Table) shownTotal(s int) int {
	p := t.progress()
	return t.prevTotals[s] + int(math.Round(float64(t.totals[s]-t.prevTotals[s])*p))
}

// DrawTable draws the table (the Shell adds the buttons, toasts and overlays).
func (t *Table) DrawTable(c *ui.Canvas) {
	scenes.AtlasOf[*sprites.Atlas](t.Shell).SetViewScale(c.S)
	t.drawInfo(c)
	if !t.revealing {
		for s := 0; s < t.Setup().Players; s++ {
			t.drawPlate(c, s, t.lay.Seats[s].Plate)
		}
		t.drawPiles(c)
		if t.dealing {
			// Dealt cards fly over the round's banner, not under it.
			t.drawBanner(c)
		}
		t.drawCards(c, false)
		if !t.dealing {
			t.drawBanner(c)
		}
		t.drawStatus(c)
		if !t.Spectator() {
			t.drawActionButtons(c)
		}
		t.drawPlace(c)
		t.drawDrag(c)
		return
	}
	t.drawReveal(c)
}

func (t *Table) drawInfo(c *ui.Canvas) {
	r := t.lay.Info
	ui.DrawInfoPanel(c, r)
	if t.round == 0 {
		return
	}
	rt := roundOf(t.round, t.tiebreak)
	wild, rank := l10n.T("Wild:"), rankWord(t.wild)
	if t.lay.Portrait {
		// Two lines: the round, and the wild rank with its star.
		ts := fitSize(c, rt, 16, 13, r.W-24, true)
		c.Text(c.Ellipsize(rt, ts, r.W-24, true), r.X+12, r.Y+16, ts, true, ui.Left, ui.Ink)
		// A long word and rank (Spanish "Comodín: cuatros") share the room left of the
		// star, both smaller; with no room for both, the rank and its star alone.
		ws, rs := 17.0, 20.0
		if w := c.TextWidth(wild, ws, false) + 8 + c.TextWidth(rank, rs, true); w > r.W-48 {
			f := (r.W - 48) / w
			ws, rs = max(12, math.Floor(ws*f)), max(13, math.Floor(rs*f))
			if c.TextWidth(wild, ws, false)+8+c.TextWidth(rank, rs, true) > r.W-48 {
				wild, rs = "", fitSize(c, rank, 20, 13, r.W-48, true)
			}
		}
		x := r.X + 12
		if wild != "" {
			c.Text(wild, r.X+12, r.Y+38, ws, false, ui.Left, ui.Ink)
			x = max(r.X+62, r.X+12+c.TextWidth(wild, ws, false)+8)
		}
		room := r.X + r.W - x - 26
		c.Text(c.Ellipsize(rank, rs, room, true), x, r.Y+38, rs, true, ui.Left, ui.Gold)
		c.Star(x+math.Min(c.TextWidth(rank, rs, true), room)+14, r.Y+38, 10, ui.Gold)
		return
	}
	c.Text(rt, r.X+14, r.Y+20, 17, true, ui.Left, ui.Ink)
	// The hand size takes the room the round's heading leaves, smaller if need be.
	each := l10n.Plural("%d cards each", t.handSize)
	room := r.W - 28 - c.TextWidth(rt, 17, true) - 10
	sz := fitSize(c, each, 14, 11, room, false)
	c.Text(c.Ellipsize(each, sz, room, false), r.X+r.W-14, r.Y+20, sz, false, ui.Right, ui.InkDim)
	// The wild rank, large, with the same star the wild cards carry.
	c.Text(wild, r.X+14, r.Y+60, 22, false, ui.Left, ui.Ink)
	x := max(r.X+82, r.X+14+c.TextWidth(wild, 22, false)+10)
	room = r.X + r.W - 50 - x // clear of the star
	sz = fitSize(c, rank, 30, 18, room, true)
	c.Text(c.Ellipsize(rank, sz, room, true), x, r.Y+60, sz, true, ui.Left, ui.Gold)
	c.Star(r.X+r.W-30, r.Y+60, 15, ui.Gold)
	seed := t.SeedText()
	room = r.W - 28 - c.TextWidth(seed, 12, false) - 10
	c.Text(c.Ellipsize(l10n.T("dealer: %s", t.name(t.dealer)), 12, room, false), r.X+14, r.Y+r.H-10, 12, false, ui.Left, ui.InkFaint)
	c.Text(seed, r.X+r.W-14, r.Y+r.H-10, 12, false, ui.Right, ui.InkFaint)
}

func (t *Table) drawPlate(c *ui.Canvas, s int, r geom.Rect) {
	ui.DrawPlate(c, r, s == t.shownTurn && !t.Ended(), seatColour(s))
	room := r.W - 70 // clear of the total
	if t.lay.Portrait {
		// A narrow plate: the name takes what the total leaves.
		room = r.W - 20 - 10 - 8 - c.TextWidth(ui.Itoa(t.shownTotal(s)), 22, true)
	}
	ns := fitSize(c, t.name(s), 17, 13, room, true)
	c.Text(c.Ellipsize(t.name(s), ns, room, true), r.X+20, r.Y+17, ns, true, ui.Left, ui.Ink)
	sub := l10n.Plural("%d cards", len(t.m.hands[s]))
	if t.lay.Portrait {
		// A narrow plate: the count of cards, the total, and the dealer's mark
		// where the word "points" goes on a wide one.
		c.Text(sub, r.X+20, r.Y+37, 13, false, ui.Left, ui.InkDim)
		c.Text(ui.Itoa(t.shownTotal(s)), r.X+r.W-10, r.Y+17, 22, true, ui.Right, ui.Ink)
		if s == t.dealer {
			ui.DrawDealer(c, r.X+r.W-20, r.Y+36)
		}
	} else {
		if l := t.Level(s); l != "" {
			sub = l10n.T("%s · bot %s", sub, l10n.T(l))
		}
		pts := l10n.T("points")
		c.Text(c.Ellipsize(sub, 13, r.W-20-12-c.TextWidth(pts, 11, false)-6, false), r.X+20, r.Y+37, 13, false, ui.Left, ui.InkDim)
		c.Text(ui.Itoa(t.shownTotal(s)), r.X+r.W-12, r.Y+19, 22, true, ui.Right, ui.Ink)
		c.Text(pts, r.X+r.W-12, r.Y+39, 11, false, ui.Right, ui.InkFaint)
		if s == t.dealer {
			cx := r.X + r.W - 64
			ui.DrawDealer(c, cx, r.Y+17)
		}
	}
	if s == t.outSeat && t.lastTurns {
		b := t.lay.OutBadge(s)
		c.RoundRect(b.X, b.Y, b.W, b.H, 8, ui.Gold)
		out := l10n.T("OUT")
		sz := fitSize(c, out, 12, 9, b.W-6, true)
		c.Text(c.Ellipsize(out, sz, b.W-6, true), b.CX(), b.CY(), sz, true, ui.Center, ui.FeltDark)
	}
}

func (t *Table) drawPiles(c *ui.Canvas) {
	l := &t.lay
	atlas := scenes.AtlasOf[*sprites.Atlas](t.Shell)
	s := &t.spr.s
	// Stock: a small stack of backs, its height telling roughly how many are left.
	if t.m.stock <= 0 {
		t.drawSlot(c, l.Stock)
	} else {
		layers := min(6, t.m.stock/10+1)
		sx, sy := t.stockPos()
		for k := 0; k < layers; k++ {
			*s = sprites.CardSprite{X: sx - float64(k)*1.2, Y: sy - float64(k)*1.6, Scale: l.PileScale, FlipX: 1, Alpha: 1}
			atlas.DrawCard(c.Dst, s)
		}
		if t.myTurn() && t.v().Phase == tt.PhaseDraw && !t.ptr.Dragging {
			c.RoundRectLine(l.Stock.X-6-float64(layers)*1.2, l.Stock.Y-6-float64(layers)*1.6, l.Stock.W+12, l.Stock.H+12, 12, 3, ui.Focus)
		}
	}
	if len(t.m.discard) == 0 {
		t.drawSlot(c, l.Discard)
	} else if t.myTurn() && t.v().Phase == tt.PhaseDraw {
		c.RoundRectLine(l.Discard.X-6, l.Discard.Y-6, l.Discard.W+12, l.Discard.H+12, 12, 3, ui.Focus)
	}
	if t.dealing {
		// The label goes with the stock, on the side board.Layout.Deal keeps clear, and
		// says who deals (the status line is empty meanwhile).
		sx, sy := t.stockPos()
		r := t.deal.DealLabelRect(sx, sy)
		c.Text(l10n.T("Stock · %s", l10n.Int(max(t.m.stock, 0))), r.CX(), r.Y+10, 14, false, ui.Center, ui.InkDim)
		c.Text(t.dealText(), r.CX(), r.Y+29, 16, false, ui.Center, ui.Ink)
	} else {
		pileLabel(c, l10n.T("Stock · %s", l10n.Int(max(t.m.stock, 0))), l.Stock, l.Discard)
	}
	pileLabel(c, l10n.T("Discard pile"), l.Discard, l.Stock)
}

// pileLabel names the pile at r under it, in the room half-way to the other pile's
// label each side (smaller, then cut, when a language's words are longer).
func pileLabel(c *ui.Canvas, label string, r, other geom.Rect) {
	room := math.Abs(other.CX()-r.CX()) - 8
	sz := fitSize(c, label, 14, 12, room, false)
	c.Text(c.Ellipsize(label, sz, room, false), r.CX(), r.Y+r.H+16, sz, false, ui.Center, ui.InkDim)
}

func (t *Table) drawSlot(c *ui.Canvas, r geom.Rect) {
	scenes.AtlasOf[*sprites.Atlas](t.Shell).DrawSlot(c.Dst, r.CX(), r.CY(), t.lay.PileScale, 1)
}

// drawCards draws every card object (reveal ones when reveal is true... all of them:
// the reveal cards are drawn above its panel by drawReveal) in stacking order.
func (t *Table) drawCards(c *ui.Canvas, reveal bool) {
	atlas := scenes.AtlasOf[*sprites.Atlas](t.Shell)
	order := t.m.InOrder(t.Now(), func(i int) bool { return (t.m.Objs[i].Marks.zone == zoneReveal) == reveal })
	hand := t.m.hands[t.Viewer()]
	dragObj := -1
	if t.ptr.Dragging && t.ptr.What == board.THand && t.ptr.Index >= 0 && t.ptr.Index < len(hand) {
		dragObj = hand[t.ptr.Index]
	}
	if t.ptr.Dragging && t.ptr.What == board.TDiscard && len(t.m.discard) > 0 {
		dragObj = t.m.discard[len(t.m.discard)-1]
	}
	selObj := -1
	if t.selected >= 0 && t.selected < len(hand) {
		selObj = hand[t.selected]
	}
	discardPhase := t.myTurn() && t.v().Phase == tt.PhaseDiscard
	hoverObj := -1
	if in := t.Input(); discardPhase && in.Pointer && !in.Touch && !t.ptr.Dragging {
		if k := t.lay.HitHand(in.X, in.Y, len(hand), t.selected); k >= 0 {
			hoverObj = hand[k]
		}
	}
	// Only the top few discards can be seen.
	firstDiscard := len(t.m.discard) - 4
	s := &t.spr.s
	for _, i := range order {
		if i == dragObj {
			continue
		}
		o := &t.m.Objs[i]
		if o.Marks.zone == zoneDiscard && !o.Moving(t.Now()) {
			if k := slices.Index(t.m.discard, i); k >= 0 && k < firstDiscard {
				continue
			}
		}
		sprite(o, t.Now(), t.wild, s)
		if o.Marks.zone == zoneHand {
			switch {
			case i == selObj && !t.TopFocus().On():
				s.Highlight = ui.Focus
			case o.Marks.newUntil > t.Now() && o.HL.A == 0:
				s.Highlight = ui.Gold
			}
			if discardPhase && slices.Index(hand, i) >= 0 && !t.canDiscard(o.Card) {
				s.Dim = true
			} else if i == hoverObj && i != selObj && !o.Moving(t.Now()) {
				ui.Emphasize(&s.Highlight, &s.Y, &s.Lift, false, true)
			}
		}
		atlas.DrawCard(c.Dst, s)
	}
}

// canDiscard reports whether the viewer may discard c now (forbid-retake dims the card
// just taken from the discard pile).
func (t *Table) canDiscard(c cards.Card) bool {
	for _, m := range t.legal {
		if m.Kind == tt.Discard && m.Card == c {
			return true
		}
	}
	return len(t.legal) == 0
}

func (t *Table) drawDrag(c *ui.Canvas) {
	if !t.ptr.Dragging {
		return
	}
	s := &t.spr.s
	p := &t.ptr
	switch p.What {
	case board.THand:
		hand := t.m.hands[t.Viewer()]
		if p.Index < 0 || p.Index >= len(hand) {
			return
		}
		o := &t.m.Objs[hand[p.Index]]
		sprite(o, t.Now(), t.wild, s)
		s.Rot = 0
		s.Highlight = ui.Focus
	case board.TStock:
		*s = sprites.CardSprite{Scale: t.lay.Seats[t.Viewer()].Scale, FlipX: 1, Alpha: 1}
	case board.TDiscard:
		if len(t.m.discard) == 0 {
			return
		}
		o := &t.m.Objs[t.m.discard[len(t.m.discard)-1]]
		sprite(o, t.Now(), t.wild, s)
		s.Rot = 0
	default:
		return
	}
	s.X, s.Y = p.X, p.Y
	s.Scale *= 1.05
	if geom.Grow(t.lay.Discard, 30).Contains(p.X, p.Y) && p.What == board.THand {
		c.RoundRectLine(t.lay.Discard.X-8, t.lay.Discard.Y-8, t.lay.Discard.W+16, t.lay.Discard.H+16, 12, 4, ui.Gold)
	}
	scenes.AtlasOf[*sprites.Atlas](t.Shell).DrawCard(c.Dst, s)
}

func (t *Table) drawBanner(c *ui.Canvas) { ui.DrawBanner(c, t.lay.Banner, t.bannerText(), 19) }

// bannerText is the banner on show: the Shell's, or in the last turns who went out.
func (t *Table) bannerText() string {
	msg := t.BannerShown()
	if msg == "" && t.lastTurns && t.outSeat >= 0 {
		msg = t.says(t.outSeat, "Last turns! You went out: everyone else plays once more", "Last turns! %s went out: everyone else plays once more")
	}
	return msg
}

func (t *Table) drawStatus(c *ui.Canvas) {
	if (t.lay.Portrait || t.lay.Short) && t.bannerText() != "" {
		return // the banner lies over the status line (board.newShort, newPortrait)
	}
	t.DrawStatus(c, t.statusText(), t.lay.StatusY, t.lay.StatusW, t.lay.Portrait)
}

func (t *Table) statusText() string {
	if t.round == 0 {
		return ""
	}
	if t.dealing {
		return "" // said by the stock's label (dealText), clear of the moving stock
	}
	turn := t.v().Turn
	if !t.Idle() || turn < 0 {
		if t.shownTurn >= 0 && t.shownTurn < t.Setup().Players && t.Level(t.shownTurn) != "" {
			return l10n.T("%s is playing…", t.name(t.shownTurn))
		}
		return ""
	}
	if t.Level(turn) != "" {
		return l10n.T("%s is thinking…", t.name(turn))
	}
	if turn != t.Viewer() {
		return ""
	}
	if t.Spectator() {
		return t.says(turn, "Your turn", "%s's turn") // watched from their place: no hand, no keys
	}
	if t.v().Phase == tt.PhaseDraw {
		return l10n.T("Your turn: draw from the stock (S) or take the top discard (D)")
	}
	if t.canOut {
		return l10n.T("You can go out! Press Go out (O), or discard a card to keep playing")
	}
	return l10n.T("Discard a card: click it, drag it to the pile, or ← → then Enter")
}

// dealText says who is dealing: "You deal…", "Cleo deals…".
func (t *Table) dealText() string {
	return t.says(t.dealer, "You deal…", "%s deals…")
}

func (t *Table) drawActionButtons(c *ui.Canvas) {
	l := &t.lay
	canOut := t.canOut && t.myTurn() && t.v().Phase == tt.PhaseDiscard
	if canOut {
		c.RoundRect(l.GoOut.X-4, l.GoOut.Y-4, l.GoOut.W+8, l.GoOut.H+8, 12, ui.Gold)
	}
	labels := &buttonLabels
	if l.Portrait {
		labels = &portraitLabels
	}
	t.DrawButton(c, l.GoOut, l10n.T(labels[0]), !canOut)
	t.DrawTab(c, l.SortSuit, l10n.T(labels[1]), t.sort == sortSuit)
	t.DrawTab(c, l.SortRank, l10n.T(labels[2]), t.sort == sortRank)
	t.DrawTab(c, l.SortMelds, l10n.T(labels[3]), t.sort == sortMelds)
}

// buttonLabels are the action buttons' captions (Go out, the three sorts) with their
// keys; portraitLabels the short ones a phone's narrow buttons hold. Each is a message
// of the catalogues (l10n.T).
var (
	buttonLabels   = [4]string{"Go out  (O)", "Sort by suit  (1)", "Sort by rank  (2)", "Group melds  (3)"}
	portraitLabels = [4]string{"Go out", "Suits", "Ranks", "Melds"}
)

func (t *Table) drawReveal(c *ui.Canvas) {
	l := &t.lay
	px, pw := c.W/2-490, 980.0
	if l.Portrait {
		px, pw = 8, c.W-16
	}
	py := l.RevealTop() - 36
	ph := float64(t.Setup().Players)*l.RevealRowHeight() + 36 + 16
	c.RoundRect(px, py, pw, ph, 18, ui.EndFill)
	c.RoundRectLine(px, py, pw, ph, 18, 2, ui.GoldDark)
	title := l10n.T("Round %s · hands revealed", l10n.Int(t.round))
	if t.tiebreak {
		title = l10n.T("Deciding round · hands revealed")
	}
	title = c.Ellipsize(title, 20, pw-32, true)
	c.Text(title, px+16, py+20, 20, true, ui.Left, ui.Gold)
	legend := l10n.T("melds in colour · red leftovers count")
	switch {
	case l.Short:
		// Sideways: on the title's line (under the panel, the button is in its way),
		// smaller or on two lines when it is long.
		legend, size := shortLegend(c, legend, pw-32-c.TextWidth(title, 20, true)-24)
		c.Text(legend, px+pw-16, py+20, size, false, ui.Right, ui.InkDim)
	case l.Portrait:
		// One line between the panel and the button.
		c.Text(c.Ellipsize(legend, 14, pw-32, false), px+16, py+ph+14, 14, false, ui.Left, ui.InkDim)
	default:
		long := l10n.T("melds outlined in colour · leftovers in red count against you")
		room := pw - 40 - c.TextWidth(title, 20, true) - 24
		if c.TextWidth(long, 14, false) > room {
			long = legend
		}
		c.Text(c.Ellipsize(long, 14, room, false), px+pw-24, py+20, 14, false, ui.Right, ui.InkDim)
	}
	ended := t.Ended()
	prog := t.progress()
	if !ended {
		prog = 0
	}
	for s := 0; s < t.Setup().Players; s++ {
		plate, _, cy := l.RevealRow(s)
		c.RoundRect(plate.X, plate.Y, plate.W, plate.H, 8, ui.PlateFill)
		c.RoundRect(plate.X+6, plate.Y+8, 6, plate.H-16, 3, seatColour(s))
		c.Text(c.Ellipsize(t.name(s), 16, plate.W-26, true), plate.X+20, cy-9, 16, true, ui.Left, ui.Ink)
		c.Text(c.Ellipsize(l10n.T("total %s", l10n.Int(t.shownTotal(s))), 13, plate.W-26, false), plate.X+20, cy+12, 13, false, ui.Left, ui.InkDim)
		if len(t.m.reveal[s]) == 0 {
			continue
		}
		p := int(math.Round(float64(t.penalties[s]) * prog))
		x := px + pw - 30
		if l.Portrait {
			x = px + pw - 8
		}
		clr := ui.Danger
		if t.penalties[s] == 0 && ended {
			clr = ui.Good
		}
		if ended {
			c.Text("+"+ui.Itoa(p), x, cy, 26, true, ui.Right, clr)
		}
		if s == t.outSeat {
			c.Text(l10n.T("went out"), x, cy+22, 12, false, ui.Right, ui.Gold)
		}
	}
	t.drawCards(c, true)
	t.drawWildTags(c)
	if t.RoundOver() {
		by, hy := c.H-120, c.H-40
		if l.Portrait {
			by, hy = c.H-100, c.H-24 // under the panel's note line
		}
		t.DrawGoOn(c, c.W/2, by, math.Min(300, c.W-32), 56, true)
		if !t.Replaying() { // a replay's bar goes on, never Enter
			c.Text(c.Ellipsize(l10n.T("click anywhere or press Enter to go on"), 14, c.W-24, false), c.W/2, hy, 14, false, ui.Center, ui.InkDim)
		}
	}
}

// drawWildTags labels every wild in a revealed meld, once it has landed face up, with
// the card it stands for ("= 5H"), on a small gold tag across its bottom edge.
func (t *Table) drawWildTags(c *ui.Canvas) {
	for s := range t.m.reveal {
		for _, i := range t.m.reveal[s] {
			o := &t.m.Objs[i]
			if o.Marks.asText == "" || o.Moving(t.Now()) || !o.Shows(t.Now()) {
				continue
			}
			x, y, _, sc := o.At(t.Now())
			r := t.lay.WildTag(x, y, sc)
			c.RoundRect(r.X, r.Y, r.W, r.H, 5, ui.Gold)
			c.RoundRectLine(r.X, r.Y, r.W, r.H, 5, 1, ui.FeltDark)
			c.Record(ui.RecBadge, r)
			c.Text(o.Marks.asText, r.CX(), r.CY(), 12, true, ui.Center, ui.FeltDark)
		}
	}
}

// PrivacyNote reminds the next person of the round at the privacy screen.
func (t *Table) PrivacyNote(seat int) (string, color.RGBA, string) {
	if t.tiebreak {
		return "", ui.Gold, l10n.T("Deciding round") + " · " + wildWords(t.wild)
	}
	return "", ui.Gold, l10n.T("Round %s · %s", l10n.Int(t.round), wildWords(t.wild))
}
