package troeven

import (
	"image/color"
	"math"

	"parlor/gameplay/cards"
	tv "parlor/gameplay/troeven"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/sprites"
)

// spriteBuf is the reusable drawing state of the table.
type spriteBuf struct {
	s sprites.CardSprite
}

// ivory lights a suit symbol; the caller's team is blue, the dealer's red.
var (
	ivory                  = color.RGBA{0xfb, 0xf8, 0xee, 0xff}
	callerTeam, dealerTeam = ui.Focus, ui.SeatColour(2)
)

// DrawTable draws the table (the Shell adds the buttons, toasts and overlays).
func (t *Table) DrawTable(c *ui.Canvas) {
	scenes.AtlasOf[*sprites.Atlas](t.Shell).SetViewScale(c.S)
	t.drawInfo(c)
	if !t.lay.Portrait {
		t.drawScore(c)
	}
	for p := 0; p < 4; p++ {
		if t.lay.Spots[p].Used {
			t.drawPlate(c, p)
		}
	}
	r := t.lay.TrickArea
	c.RoundRect(r.X, r.Y, r.W, r.H, 26, ui.FeltLight)
	ended := t.Ended()
	if len(t.m.trick) == 0 && t.trump != 0 && !ended {
		c.Text(suitSymbol(t.trump), r.CX(), r.CY(), math.Min(72, r.H*0.6), true, ui.Center, ui.WithAlpha(ui.Felt, 0.9))
	}
	dialog := t.TrumpDialog()
	if !dialog {
		t.drawDeck(c)
	}
	t.drawCards(c)
	switch {
	case dialog:
		t.drawTrumpDialog(c)
	case ended:
		t.drawRoundEnd(c)
	default:
		msg := t.statusLine()
		if t.lay.Portrait {
			if t.BannerShown() != "" {
				msg = "" // the banner covers the status line on a phone
			}
			msg = c.Wrap(msg, 18, t.lay.StatusW, false)
		}
		c.Text(msg, c.W/2, t.lay.StatusY, 18, false, ui.Center, ui.Ink)
		if t.ToastShown() == "" {
			ui.DrawBanner(c, t.lay.Banner, t.BannerShown(), 18)
		}
	}
}

// statusLine is the prompt drawn under the trick: empty while a toast is up, since the
// toast sits on the same line and a wider prompt would poke out on both sides of it.
func (t *Table) statusLine() string {
	if t.ToastShown() != "" {
		return ""
	}
	return t.statusText()
}

// drawSuit draws a suit symbol on an ivory disc (readable on the dark felt).
func drawSuit(c *ui.Canvas, s cards.Suit, x, y, r float64, four bool) {
	c.Circle(x, y, r, ivory)
	c.Text(suitSymbol(s), x, y+r*0.02, r*1.25, true, ui.Center, sprites.SuitColour(s, four))
}

func (t *Table) drawInfo(c *ui.Canvas) {
	r := t.lay.Info
	ui.DrawInfoPanel(c, r)
	if t.round == 0 {
		return
	}
	if t.lay.Portrait {
		c.Text(l10n.T("Round %s", l10n.Int(t.round)), r.X+12, r.Y+16, 16, true, ui.Left, ui.Ink)
		if t.trump != 0 {
			label := l10n.T("Trumps")
			c.Text(label, r.X+12, r.Y+38, 16, false, ui.Left, ui.Ink)
			drawSuit(c, t.trump, math.Max(r.X+88, r.X+12+c.TextWidth(label, 16, false)+18), r.Y+37, 11, t.FourColour())
		} else {
			c.Text(c.Ellipsize(l10n.T("trumps not named"), 13, r.W-16, false), r.X+12, r.Y+38, 13, false, ui.Left, ui.InkDim)
		}
		return
	}
	round := l10n.T("Round %s", l10n.Int(t.round))
	c.Text(round, r.X+14, r.Y+20, 17, true, ui.Left, ui.Ink)
	label := l10n.T("dummy partner")
	if t.variant == tv.Solo {
		label = l10n.T("everyone alone")
	}
	label = c.Ellipsize(label, 13, r.W-42-c.TextWidth(round, 17, true), false)
	c.Text(label, r.X+r.W-14, r.Y+20, 13, false, ui.Right, ui.InkDim)
	// "Trumps", the suit's disc and its name on one line: smaller (to 14) where a
	// language's words are too wide for it.
	trumps, name, size := l10n.T("Trumps"), "", 22.0
	if t.trump != 0 {
		name = suitName(t.trump)
	}
	for size > 14 && c.TextWidth(trumps, size, false)+62+c.TextWidth(name, size, true) > r.W-28 {
		size--
	}
	c.Text(trumps, r.X+14, r.Y+62, size, false, ui.Left, ui.Ink)
	tx := r.X + 14 + c.TextWidth(trumps, size, false) // the end of "Trumps" (wider in German)
	if t.trump != 0 {
		pulse := 0.0
		if d := t.Now() - t.trumpAt; d >= 0 && d < 40 {
			pulse = math.Sin(float64(d) / 40 * math.Pi)
		}
		sx := math.Max(r.X+118, tx+30)
		drawSuit(c, t.trump, sx, r.Y+62, 22+6*pulse, t.FourColour())
		name = c.Ellipsize(name, size, r.X+r.W-14-(sx+32), true)
		c.Text(name, sx+32, r.Y+62, size, true, ui.Left, ui.Gold)
	} else {
		nx := math.Max(r.X+100, tx+12)
		c.Text(c.Ellipsize(l10n.T("not named yet"), 17, r.X+r.W-14-nx, false), nx, r.Y+62, 17, false, ui.Left, ui.InkDim)
	}
	seed := t.SeedText()
	caller := l10n.T("caller: %s", t.who(t.caller))
	caller = c.Ellipsize(caller, 12, r.W-40-c.TextWidth(seed, 12, false), false)
	c.Text(caller, r.X+14, r.Y+r.H-14, 12, false, ui.Left, ui.InkFaint)
	c.Text(seed, r.X+r.W-14, r.Y+r.H-14, 12, false, ui.Right, ui.InkFaint)
}

// roleOf names position p's role this round.
func (t *Table) roleOf(p int) string {
	switch {
	case p == tv.DummySeat:
		if t.you(t.caller) {
			return l10n.T("your partner: you play it")
		}
		return l10n.T("partner of %s", t.who(t.caller))
	case p == t.dealer:
		return l10n.T("dealer")
	case p == t.caller:
		return l10n.T("caller")
	case t.variant == tv.Dummy:
		return l10n.T("opponent · cut")
	}
	return l10n.T("cut the deck")
}

// teamColour is the colour of p's team in Dummy (caller's blue, dealer's red); none
// (transparent) in Solo.
func (t *Table) teamColour(p int) color.RGBA {
	if t.variant != tv.Dummy {
		return color.RGBA{}
	}
	if p == tv.DummySeat || p == t.caller {
		return callerTeam
	}
	return dealerTeam
}

func (t *Table) drawPlate(c *ui.Canvas, p int) {
	r := t.lay.Spots[p].Plate
	name, bar := l10n.T("Dummy"), ui.InkFaint
	if p < 3 {
		name, bar = t.who(p), ui.SeatColour(p)
	}
	ui.DrawPlate(c, r, p == t.shownTurn && !t.Ended() && t.round > 0, bar)
	if t.lay.Portrait {
		t.drawNarrowPlate(c, p, r, name)
		return
	}
	name = c.Ellipsize(name, 17, r.W-100, true) // clear of the tricks and tally
	c.Text(name, r.X+20, r.Y+17, 17, true, ui.Left, ui.Ink)
	// The small labels under the numbers keep to their columns; the role keeps clear.
	tricks := c.Ellipsize(l10n.T("tricks"), 10, 44, false)
	if t.round > 0 {
		c.Text(c.Ellipsize(t.roleOf(p), 12, math.Min(r.W-100, r.W-76-c.TextWidth(tricks, 10, false)), false), r.X+20, r.Y+38, 12, false, ui.Left, ui.InkDim)
	}
	if tc := t.teamColour(p); tc.A != 0 && t.round > 0 {
		c.Circle(r.X+28+c.TextWidth(name, 17, true), r.Y+17, 5, tc)
	}
	// Tricks won this round, and (players) the tally of branches left.
	c.Text(ui.Itoa(t.tricks[p]), r.X+r.W-50, r.Y+20, 20, true, ui.Right, ui.Ink)
	c.Text(tricks, r.X+r.W-50, r.Y+39, 10, false, ui.Right, ui.InkFaint)
	if p < 3 {
		c.Text(ui.Itoa(t.tally[p]), r.X+r.W-12, r.Y+27, 20, true, ui.Right, ui.Gold)
		c.Text(c.Ellipsize(l10n.T("tally"), 10, 34, false), r.X+r.W-12, r.Y+44, 10, false, ui.Right, ui.InkFaint)
	}
	if p == t.dealer && t.round > 0 {
		cx := r.X + r.W - 96
		ui.DrawDealer(c, cx, r.Y+17)
	}
}

// drawNarrowPlate fills a phone's narrow plate: the name (with the dealer's mark and
// the team's colour), then tricks won and, for a player, the tally left.
func (t *Table) drawNarrowPlate(c *ui.Canvas, p int, r geom.Rect, name string) {
	name, size := c.FitText(name, 16, 13, r.W-70, true) // smaller before the name is cut short
	c.Text(name, r.X+18, r.Y+16, size, true, ui.Left, ui.Ink)
	nx := r.X + 26 + c.TextWidth(name, size, true)
	if tc := t.teamColour(p); tc.A != 0 && t.round > 0 {
		c.Circle(nx, r.Y+16, 5, tc)
		nx += 16
	}
	if p == t.dealer && t.round > 0 {
		ui.DrawDealer(c, nx+6, r.Y+16)
	}
	tally := -1 // the dummy has no tally
	if p < len(t.tally) {
		tally = t.tally[p]
	}
	line, lsize := narrowPlateLine(t.tricks[p], tally), 13.0
	for lsize > 12 && c.TextWidth(line, lsize, false) > r.W-24 {
		lsize-- // a longer language's line, before it is cut short
	}
	c.Text(c.Ellipsize(line, lsize, r.W-24, false), r.X+18, r.Y+36, lsize, false, ui.Left, ui.InkDim)
}

// narrowPlateLine is the second line of a phone's narrow plate: the tricks won and,
// for a player (tally ≥ 0; the dummy has none), the tally left: "1 trick · 4 left".
func narrowPlateLine(tricks, tally int) string {
	if tally >= 0 {
		return l10n.Plural("%d tricks · %s left", tricks, l10n.Int(tally))
	}
	return l10n.Plural("%d tricks", tricks)
}

// drawScore draws tricks and card points per side this round.
func (t *Table) drawScore(c *ui.Canvas) {
	r := t.lay.Score
	ui.DrawInfoPanel(c, r)
	// The columns' heads keep to their columns (56 wide), the title clear of them.
	tricks, pts := c.Ellipsize(l10n.T("tricks"), 12, 56, false), c.Ellipsize(l10n.T("points"), 12, 54, false)
	title := c.Ellipsize(l10n.T("This round"), 16, r.W-96-c.TextWidth(tricks, 12, false), true)
	c.Text(title, r.X+14, r.Y+20, 16, true, ui.Left, ui.Ink)
	c.Text(tricks, r.X+r.W-74, r.Y+20, 12, false, ui.Right, ui.InkDim)
	c.Text(pts, r.X+r.W-14, r.Y+20, 12, false, ui.Right, ui.InkDim)
	if t.round == 0 {
		return
	}
	row := func(k int, label string, clr color.RGBA, tricks, pts int) {
		y := r.Y + 52 + float64(k)*34
		c.Circle(r.X+20, y, 6, clr)
		c.Text(c.Ellipsize(label, 15, r.W-124, false), r.X+34, y, 15, false, ui.Left, ui.Ink)
		c.Text(ui.Itoa(tricks), r.X+r.W-82, y, 18, true, ui.Right, ui.Ink)
		c.Text(ui.Itoa(pts), r.X+r.W-14, y, 18, true, ui.Right, ui.Gold)
	}
	if t.variant == tv.Dummy {
		ct, cp := t.tricks[t.caller]+t.tricks[tv.DummySeat], t.taken[t.caller]+t.taken[tv.DummySeat]
		dt, dp := t.tricks[t.dealer]+t.tricks[t.cutter], t.taken[t.dealer]+t.taken[t.cutter]
		row(0, l10n.T("%s + dummy", t.who(t.caller)), callerTeam, ct, cp)
		row(1, ui.Join(t.who(t.dealer), " + ", t.who(t.cutter)), dealerTeam, dt, dp)
		c.Text(c.Ellipsize(l10n.T("40 points in all · more than 20 wins"), 12, r.W-16, false), r.X+r.W/2, r.Y+r.H-18, 12, false, ui.Center, ui.InkFaint)
		return
	}
	for p := 0; p < 3; p++ {
		row(p, t.who(p), ui.SeatColour(p), t.tricks[p], t.taken[p])
	}
	c.Text(c.Ellipsize(l10n.T("40 points in all · the most wins"), 12, r.W-16, false), r.X+r.W/2, r.Y+r.H-14, 12, false, ui.Center, ui.InkFaint)
}

// drawDeck draws the deck in front of the dealer while it is cut and dealt: at the cut,
// the top packet lifts off towards the cutter, the rest slides back, and the packet
// goes underneath.
func (t *Table) drawDeck(c *ui.Canvas) {
	if t.deckN <= 0 {
		return
	}
	atlas := scenes.AtlasOf[*sprites.Atlas](t.Shell)
	s := &t.spr.s
	x, y := t.lay.DeckX, t.lay.DeckY
	sc := t.lay.TrickScale * 0.8
	layers := func(x, y float64, n int) {
		for k := 0; k < min(6, n/4+1); k++ {
			*s = sprites.CardSprite{X: x - float64(k)*0.8, Y: y - float64(k)*1.2, Scale: sc, FlipX: 1, Alpha: 1}
			atlas.DrawCard(c.Dst, s)
		}
	}
	p := 1.0
	if t.cutDur > 0 {
		p = sprites.Clamp01(float64(t.Now()-t.cutStart) / float64(t.cutDur))
	}
	if p >= 1 {
		layers(x, y, t.deckN)
		return
	}
	// The cutter's side: the packet moves that way.
	cs := &t.lay.Spots[t.cutter]
	dx, dy := cs.CX-x, cs.CY-y
	d := math.Hypot(dx, dy)
	if d > 0 {
		dx, dy = dx/d*70, dy/d*70
	}
	top, rest := t.cutAt, t.deckSize-t.cutAt
	// 0..0.4 lift the packet away; 0.4..0.7 the rest slides to the middle; 0.7..1 the
	// packet comes back under it.
	out := sprites.InOutCubic(sprites.Clamp01(p / 0.4))
	back := sprites.InOutCubic(sprites.Clamp01((p - 0.6) / 0.4))
	px, py := x+dx*out*(1-back), y+dy*out*(1-back)-30*math.Sin(math.Pi*sprites.Clamp01(p/0.4))
	rx, ry := x-dx*0.35*out*(1-back), y-dy*0.35*out*(1-back)
	if p < 0.6 {
		layers(rx, ry, rest)
		layers(px, py, top)
	} else {
		layers(px, py, top)
		layers(rx, ry, rest)
	}
	c.Text(t.pick(t.cutter, l10n.T("You cut"), l10n.T("%s cuts", t.who(t.cutter))), x, y+CardHalf(sc)+18, 15, true, ui.Center, ui.Gold)
}

// CardHalf is half a card's height at scale sc, in layout units.
func CardHalf(sc float64) float64 { return geom.CardH * sc / 2 }

// drawCards draws every card in stacking order: dimming the viewer's unplayable cards
// on their turn, ringing the chosen one and lifting the one under the mouse (ui.HoverLift).
func (t *Table) drawCards(c *ui.Canvas) {
	atlas := scenes.AtlasOf[*sprites.Atlas](t.Shell)
	order := t.m.InOrder(t.Now(), nil)
	mine := t.myTurn() && t.v().Phase == tv.PhasePlay
	dummyTurn := mine && t.v().Turn == tv.DummySeat
	hand := t.m.hands[t.Viewer()]
	hoverObj := -1
	in := t.Input()
	if mine && in.Pointer && !in.Touch {
		if dummyTurn {
			var up [4]bool
			for k, i := range t.m.dummyUp {
				up[k] = i >= 0
			}
			if col := t.lay.HitDummy(in.X, in.Y, up); col >= 0 {
				hoverObj = t.m.dummyUp[col]
			}
		} else if k := t.lay.HitHand(in.X, in.Y, len(hand), t.selected); k >= 0 {
			hoverObj = hand[k]
		}
	}
	selObj := -1
	if t.selected >= 0 {
		if t.selDummy && t.selected < 4 {
			selObj = t.m.dummyUp[t.selected]
		} else if !t.selDummy && t.selected < len(hand) {
			selObj = hand[t.selected]
		}
	}
	s := &t.spr.s
	for _, i := range order {
		o := &t.m.Objs[i]
		sprite(o, t.Now(), s)
		if mine && !o.Moving(t.Now()) {
			inHand, inDummy := false, false
			for _, h := range hand {
				if h == i {
					inHand = true
				}
			}
			for _, d := range t.m.dummyUp {
				if d == i {
					inDummy = true
				}
			}
			switch {
			case inHand && !dummyTurn, inDummy && dummyTurn:
				if !t.isLegal(o.Card, inDummy) {
					s.Dim = true
				} else {
					ui.Emphasize(&s.Highlight, &s.Y, &s.Lift, i == selObj && !t.TopFocus().On(), i == hoverObj)
				}
			case inHand && dummyTurn:
				s.Dim = true
			}
		}
		atlas.DrawCard(c.Dst, s)
	}
}

func (t *Table) statusText() string {
	if t.round == 0 {
		return ""
	}
	if t.dealing {
		return t.pick(t.dealer, l10n.T("You deal…"), l10n.T("%s deals…", t.who(t.dealer)))
	}
	v := t.v()
	mv := v.ToMove
	if !t.Idle() || mv < 0 {
		return ""
	}
	if t.Level(mv) != "" {
		if v.Phase == tv.PhaseTrump {
			return l10n.T("%s is choosing trumps…", t.who(mv))
		}
		if v.Turn == tv.DummySeat {
			return l10n.T("%s chooses the dummy's card…", t.who(mv))
		}
		return l10n.T("%s is thinking…", t.who(mv))
	}
	if mv != t.Viewer() {
		return ""
	}
	if t.Spectator() {
		// Watched from their place: no hand, no keys.
		return t.pick(mv, l10n.T("Your turn"), l10n.T("%s's turn", t.who(mv)))
	}
	if v.Turn == tv.DummySeat {
		return l10n.T("The dummy's turn: click one of its face-up cards (or ← → and Enter, or 1–4)")
	}
	if len(t.m.trick) == 0 {
		return l10n.T("Your lead: click a card (or ← → and Enter)")
	}
	return l10n.T("Your turn: click a card (or ← → and Enter)")
}

// roundEndH is the height of the round's outcome panel (drawRoundEnd).
const roundEndH = 330.0
