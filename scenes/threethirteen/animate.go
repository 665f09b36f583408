package threethirteen

import (
	"image/color"
	"slices"

	"parlor/assets/sound"
	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	tt "parlor/gameplay/threethirteen"
	"parlor/scenes/l10n"
	"parlor/scenes/threethirteen/board"
	"parlor/scenes/ui"
	"parlor/sprites"
)

// Stacking bases: discard pile, opponents' hands, the viewer's hand, the reveal.
const (
	zDiscard = 1000
	zHands   = 2000
	zViewer  = 3000
	zReveal  = 5000
)

// meldColours outline the melds of the viewer's hand ("group my melds") and of the
// round-end reveal.
var meldColours = [...]color.RGBA{ui.Good, ui.Focus, {0xd0, 0x90, 0xf0, 0xff}, ui.Gold}

// leftoverColour marks unmatched cards at the reveal.
var leftoverColour = ui.Danger

// Animate starts the animation of one event and returns how many ticks the next event
// must wait (the hold). The model changes at once; the cards then fly to their places.
func (t *Table) Animate(ev match.Event) int {
	sp, now, snd := t.Speed(), t.Now(), t.Sound
	players := t.Setup().Players
	switch e := ev.(type) {
	case tt.RoundStarted:
		t.m.clear()
		t.round, t.wild, t.handSize, t.dealer = e.Round, e.Wild, e.HandSize, e.Dealer
		t.tiebreak = e.Round == tt.TiebreakRound
		t.m.stock = tt.DeckCards(players)
		t.lastTurns, t.outSeat, t.revealing, t.selected = false, -1, false, -1
		t.dealing = true
		t.shownTurn = tt.NextSeat(e.Dealer, players)
		for i := range t.penalties {
			t.penalties[i] = 0
		}
		if t.tiebreak {
			t.Banner(l10n.T("Deciding round: 13 cards, kings are wild"), bannerTicks)
		} else {
			t.Banner(roundOf(e.Round, false)+" · "+l10n.Plural("%d cards each", e.HandSize)+" · "+wildWords(e.Wild), bannerTicks)
		}
		// The stock goes towards the dealer, who deals from it (see DiscardStarted), to a
		// spot where neither it nor its label covers anything (board.Layout.Deal).
		t.deal = t.lay.Deal(e.Dealer)
		t.moveStock(t.deal.X, t.deal.Y, sp.Ticks(roundStartTk))
		snd(sound.Shuffle)
		return sp.Ticks(roundStartTk)

	case tt.Dealt:
		i := t.m.Add(e.Card, false)
		o := &t.m.Objs[i]
		o.Marks.zone = zoneHand
		sx, sy := t.stockPos()
		o.Place(now, sx, sy, 0, t.lay.PileScale)
		t.m.FlyZ(i)
		t.m.stock--
		t.m.hands[e.Seat] = append(t.m.hands[e.Seat], i)
		dur := sp.Ticks(dealFlight)
		if t.Shows(e.Seat) && e.Card.Valid() {
			o.Turn(now, dur/3, sp.Ticks(flipTicks), true)
		}
		t.layoutHand(e.Seat, dur)
		if e.Seat == t.Viewer() && len(t.m.hands[e.Seat]) == t.handSize {
			t.resort(sp.Ticks(resortTicks))
		}
		snd(sound.Deal)
		return sp.Ticks(dealStagger)

	case tt.DiscardStarted:
		t.dealing = false
		i := t.m.Add(e.Card, false)
		o := &t.m.Objs[i]
		o.Marks.zone = zoneDiscard
		sx, sy := t.stockPos()
		o.Place(now, sx, sy, 0, t.lay.PileScale)
		t.moveStock(t.lay.Stock.CX(), t.lay.Stock.CY(), sp.Ticks(drawFlight))
		t.m.FlyZ(i)
		t.m.stock--
		t.m.discard = append(t.m.discard, i)
		dur := sp.Ticks(drawFlight)
		o.Turn(now, 0, sp.Ticks(flipTicks), true)
		t.placeDiscard(len(t.m.discard)-1, dur)
		snd(sound.Flip)
		t.refreshLegal()
		return dur

	case tt.Drew:
		var i int
		dur := sp.Ticks(drawFlight)
		if e.FromDiscard && len(t.m.discard) > 0 {
			i = t.m.discard[len(t.m.discard)-1]
			t.m.discard = t.m.discard[:len(t.m.discard)-1]
			t.m.Objs[i].Card = e.Card
		} else {
			i = t.m.Add(e.Card, false)
			t.m.Objs[i].Place(now, t.lay.Stock.CX(), t.lay.Stock.CY(), 0, t.lay.PileScale)
			t.m.stock--
		}
		o := &t.m.Objs[i]
		o.Marks.zone = zoneHand
		o.Marks.newUntil = now + dur + 90
		t.m.FlyZ(i)
		t.m.hands[e.Seat] = append(t.m.hands[e.Seat], i)
		o.Turn(now, dur/4, sp.Ticks(flipTicks), t.Shows(e.Seat) && e.Card.Valid())
		t.shownTurn = e.Seat
		if e.Seat == t.Viewer() {
			t.resort(dur)
		}
		t.layoutHand(e.Seat, dur)
		snd(sound.Draw)
		t.refreshLegal()
		return dur + 2

	case tt.Discarded:
		return t.discard(e.Seat, e.Card, false)

	case tt.WentOut:
		return t.discard(e.Seat, e.Card, true)

	case tt.LastTurnsBegan:
		t.lastTurns, t.outSeat = true, e.OutSeat
		return sp.Ticks(30)

	case tt.StockRebuilt:
		dur := sp.Ticks(30)
		top := -1
		if n := len(t.m.discard); n > 0 {
			top = t.m.discard[n-1]
		}
		for k, i := range t.m.discard {
			if i == top {
				continue
			}
			o := &t.m.Objs[i]
			o.Turn(now, k%8, sp.Ticks(flipTicks), false)
			o.MoveTo(now, k%8, dur, t.lay.Stock.CX(), t.lay.Stock.CY(), 0, t.lay.PileScale, 0)
			o.FadeOut = true
			o.Marks.zone = zoneStock
		}
		t.m.discard = t.m.discard[:0]
		if top >= 0 {
			t.m.discard = append(t.m.discard, top)
			t.placeDiscard(0, dur)
		}
		t.m.stock = e.Cards
		t.Banner(l10n.T("The stock ran out: the discard pile is shuffled into a new stock"), bannerTicks)
		snd(sound.Shuffle)
		return dur + 8

	case tt.Revealed:
		return t.reveal(e.Seat, e.Arrangement)

	case tt.RoundScored:
		copy(t.prevTotals, t.totals)
		copy(t.totals, e.Totals)
		copy(t.penalties, e.Penalties)
		for i, p := range e.Penalties {
			t.penTexts[i] = ui.Itoa(p)
		}
		t.countStart, t.countDur = now, sp.Ticks(countTicks)
		t.lastTurns = false
		// The game's end only with its last round: a table catching up with a finished
		// game (a replay's End) sees the view of the end at every round's score.
		t.EndRound(t.v().Over && e.Round == t.v().Round, t.countDur+sp.Ticks(20))
		return t.countDur

	case tt.TiebreakStarted:
		t.Banner(l10n.T("Tied for the lowest total: one deciding round"), bannerTicks)
		return sp.Ticks(40)

	case tt.GameOver:
		return 0
	}
	return 0
}

// stockPos is where the stock is drawn now.
func (t *Table) stockPos() (x, y float64) {
	return t.stockX.At(t.Now()), t.stockY.At(t.Now())
}

// moveStock slides the stock to x, y over dur ticks.
func (t *Table) moveStock(x, y float64, dur int) {
	cx, cy := t.stockPos()
	now := t.Now()
	t.stockX = sprites.Tween{From: cx, To: x, Start: now, Dur: dur, Ease: sprites.InOutCubic}
	t.stockY = sprites.Tween{From: cy, To: y, Start: now, Dur: dur, Ease: sprites.InOutCubic}
}

// discard moves a card from seat's hand to the discard pile.
func (t *Table) discard(seat int, c cards.Card, out bool) int {
	sp := t.Speed()
	hand := t.m.hands[seat]
	k := -1
	if seat == t.Viewer() {
		k = slices.IndexFunc(hand, func(i int) bool { return t.m.Objs[i].Card == c })
	}
	if k < 0 && len(hand) > 0 {
		// Another seat's hidden card: any of its backs will do.
		k = (len(hand)*7 + t.round) % len(hand)
	}
	if k < 0 {
		return 0
	}
	i := hand[k]
	t.m.hands[seat] = slices.Delete(hand, k, k+1)
	o := &t.m.Objs[i]
	o.Card = c
	o.Marks.zone = zoneDiscard
	o.HL = color.RGBA{}
	o.Marks.newUntil = 0
	t.m.FlyZ(i)
	dur := sp.Ticks(discardFly)
	o.Turn(t.Now(), 0, sp.Ticks(flipTicks), true)
	t.m.discard = append(t.m.discard, i)
	t.placeDiscard(len(t.m.discard)-1, dur)
	if seat == t.Viewer() {
		t.selected = -1
		t.resort(dur)
	}
	t.layoutHand(seat, dur)
	t.shownTurn = tt.NextSeat(seat, t.Setup().Players)
	switch {
	case out && !t.lastTurns:
		t.Banner(t.says(seat, "You went out! Everyone else has one more turn", "%s went out! Everyone else has one more turn"), bannerTicks)
	case out:
		// Going out on a last turn: the round goes on to the next last turn.
		t.Banner(t.says(seat, "You went out too, on the last turn", "%s went out too, on the last turn"), bannerTicks)
	}
	t.Sound(sound.Discard)
	t.refreshLegal()
	return dur + 2
}

// reveal lays seat's arranged hand face up in its row: melds first, then the leftovers
// outlined in red.
func (t *Table) reveal(seat int, a tt.Arrangement) int {
	sp := t.Speed()
	now := t.Now()
	if !t.revealing {
		t.revealing = true
		t.Banner("", 0)
		t.selected = -1
		t.ptr = board.Pointer{}
		// The piles leave the table under the reveal panel.
	}
	hand := t.m.hands[seat]
	used := t.m.reveal[seat][:0]
	groups := t.m.groups[seat][:0]
	take := func(c cards.Card) int {
		// The viewer's own card by value; another seat's backs in any order.
		for k, i := range hand {
			if t.m.Objs[i].Card == c {
				hand = slices.Delete(hand, k, k+1)
				return i
			}
		}
		for k, i := range hand {
			if !t.m.Objs[i].Card.Valid() {
				hand = slices.Delete(hand, k, k+1)
				return i
			}
		}
		if len(hand) > 0 {
			i := hand[0]
			hand = slices.Delete(hand, 0, 1)
			return i
		}
		return t.m.Add(c, false)
	}
	tags := wildTags(a, tt.DecksFor(t.Setup().Players))
	for g, ml := range a.Melds {
		for k, c := range ml.Cards {
			i := take(c)
			o := &t.m.Objs[i]
			o.Card = c
			o.HL = meldColours[g%len(meldColours)]
			o.Marks.as, o.Marks.asText = tags[g][k].as, tags[g][k].text
			used = append(used, i)
		}
		groups = append(groups, len(ml.Cards))
	}
	for _, c := range a.Leftover {
		i := take(c)
		t.m.Objs[i].Card = c
		t.m.Objs[i].Marks.as, t.m.Objs[i].Marks.asText = cards.Card{}, ""
		t.m.Objs[i].HL = leftoverColour
		used = append(used, i)
	}
	groups = append(groups, len(a.Leftover))
	// Cards the arrangement did not mention (never expected) go back to the stock.
	for _, i := range hand {
		t.m.Objs[i].Alive = false
	}
	t.m.hands[seat] = t.m.hands[seat][:0]
	t.m.reveal[seat] = used
	t.m.groups[seat] = groups
	step := sp.Ticks(2)
	dur := sp.Ticks(drawFlight)
	for j, i := range used {
		o := &t.m.Objs[i]
		o.Marks.zone = zoneReveal
		o.Marks.newUntil = 0
		t.m.FlyZ(i)
		o.Turn(now, j*step, sp.Ticks(flipTicks), true)
	}
	t.layoutReveal(seat, dur, step)
	t.Sound(sound.Flip)
	return sp.Ticks(revealStep)
}

// layoutHand sends every card of seat's hand to its place in the fan.
func (t *Table) layoutHand(seat, dur int) {
	hand := t.m.hands[seat]
	n := len(hand)
	sb := &t.lay.Seats[seat]
	for k, i := range hand {
		x, y, rot := t.lay.Fan(seat, k, n)
		o := &t.m.Objs[i]
		z := zHands + seat*40 + k
		if seat == t.Viewer() {
			z = zViewer + k
			if k == t.selected {
				y -= board.Raise
			}
		}
		o.Z = z
		lift := 0.0
		if o.X.To != x && o.Marks.zone == zoneHand && o.Scale.To != sb.Scale {
			lift = 40
		}
		o.MoveTo(t.Now(), 0, dur, x, y, rot, sb.Scale, lift)
	}
}

// placeDiscard sends discard card k to the pile, slightly askew like a real pile.
func (t *Table) placeDiscard(k, dur int) {
	i := t.m.discard[k]
	o := &t.m.Objs[i]
	jx := float64((k*37)%7-3) * 1.5
	jy := float64((k*53)%5-2) * 1.5
	rot := float64((k*29)%9-4) * 0.018
	o.Z = zDiscard + k
	o.MoveTo(t.Now(), 0, dur, t.lay.Discard.CX()+jx, t.lay.Discard.CY()+jy, rot, t.lay.PileScale, 0)
}

// layoutReveal places seat's revealed cards in their row, group by group.
func (t *Table) layoutReveal(seat, dur, step int) {
	sizes := t.m.groups[seat]
	sc := t.lay.RevealFit(sizes).Scale
	j, g, inG := 0, 0, 0
	for _, i := range t.m.reveal[seat] {
		for g < len(sizes) && inG >= sizes[g] {
			g++
			inG = 0
		}
		x, y := t.lay.RevealCard(seat, g, inG, sizes)
		o := &t.m.Objs[i]
		o.Z = zReveal + seat*40 + j
		o.MoveTo(t.Now(), j*step, dur, x, y, 0, sc, 30)
		j++
		inG++
	}
}

// relayout sends every card to its place (after a resize, or at once with dur 0).
func (t *Table) relayout(dur int) {
	if t.dealing {
		t.deal = t.lay.Deal(t.dealer)
		t.moveStock(t.deal.X, t.deal.Y, 0)
	} else {
		t.moveStock(t.lay.Stock.CX(), t.lay.Stock.CY(), 0)
	}
	for s := range t.m.hands {
		t.layoutHand(s, dur)
		t.layoutReveal(s, dur, 0)
	}
	for k := range t.m.discard {
		t.placeDiscard(k, dur)
	}
	for i := range t.m.Objs {
		o := &t.m.Objs[i]
		if o.Alive && o.Marks.zone == zoneStock {
			o.Alive = false
		}
	}
}

// resort orders the viewer's hand by the chosen sort (none keeps the order; a new card
// stays at the right end) and outlines melds in "group my melds".
func (t *Table) resort(dur int) {
	hand := t.m.hands[t.Viewer()]
	if len(hand) == 0 {
		return
	}
	selObj := -1
	if t.selected >= 0 && t.selected < len(hand) {
		selObj = hand[t.selected]
	}
	objs := t.m.Objs
	wild := t.wild
	key := func(i int) int {
		c := objs[i].Card
		w := 0
		if c.Rank == wild {
			w = 1 // wilds go to the right end
		}
		if t.sort == sortRank {
			return (w*100+int(c.Rank))*100 + int(c.Suit)
		}
		return (w*100+int(c.Suit))*100 + int(c.Rank)
	}
	byKey := func(a, b int) int { return key(a) - key(b) }
	t.clearMeldMarks()
	switch t.sort {
	case sortSuit, sortRank:
		slices.SortStableFunc(hand, byKey)
	case sortMelds:
		t.handBuf = t.handBuf[:0]
		for _, i := range hand {
			t.handBuf = append(t.handBuf, objs[i].Card)
		}
		arr := tt.Solve(t.handBuf, wild)
		order := make([]int, 0, len(hand))
		rest := slices.Clone(hand)
		pick := func(c cards.Card) int {
			for k, i := range rest {
				if objs[i].Card == c {
					rest = slices.Delete(rest, k, k+1)
					return i
				}
			}
			return -1
		}
		for g, ml := range arr.Melds {
			for _, c := range ml.Cards {
				if i := pick(c); i >= 0 {
					objs[i].HL = meldColours[g%len(meldColours)]
					order = append(order, i)
				}
			}
		}
		slices.SortStableFunc(rest, byKey)
		order = append(order, rest...)
		copy(hand, order)
	default:
		return
	}
	if selObj >= 0 {
		t.selected = slices.Index(hand, selObj)
	}
	t.layoutHand(t.Viewer(), dur)
}

// clearMeldMarks removes the meld outlines from the viewer's hand.
func (t *Table) clearMeldMarks() {
	for _, i := range t.m.hands[t.Viewer()] {
		t.m.Objs[i].HL = color.RGBA{}
	}
}
