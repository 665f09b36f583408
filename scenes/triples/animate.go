package triples

import (
	"slices"

	"parlor/assets/sound"
	"parlor/gameplay/match"
	tr "parlor/gameplay/triples"
	"parlor/scenes/l10n"
	"parlor/scenes/triples/board"
	"parlor/scenes/ui/geom"
)

// Stacking: area cards, then the hand, then cards in flight.
const (
	zArea   = 1000
	zHand   = 3000
	zFlight = 9000
)

// Animate starts the animation of one event and returns the ticks the next event
// waits. The picture changes at once; the cards then fly to their places.
func (t *Table) Animate(ev match.Event) int {
	sp, now, snd := t.Speed(), t.Now(), t.Sound
	fl := sp.Ticks(flightTicks)
	px, py := t.lay.Pile.CX(), t.lay.Pile.CY()
	switch e := ev.(type) {
	case tr.DealerDraw:
		if e.Draw > 1 && e.Draw != t.drawNo {
			// A redraw among the tied: the others' cards fade.
			for _, o := range t.ddraw {
				o.dim = true
			}
			t.Banner(l10n.T("A tie for the highest number: those players draw again"), bannerTicks)
		} else if t.drawNo == 0 {
			t.Banner(l10n.T("Each player draws a card: the highest number deals"), bannerTicks)
		}
		t.drawNo = e.Draw
		o := newObj(e.Card, false, now, px, py, 0, t.lay.AreaScale)
		x, y := t.lay.DrawSpot(e.Seat)
		if e.Draw > 1 {
			y += 26 * float64(e.Draw-1)
		}
		o.z = zFlight + len(t.ddraw)
		o.MoveTo(now, 0, fl, x, y, 0, board.DrawSpotScale, 30)
		o.Turn(now, fl/3, sp.Ticks(flipTicks), true)
		t.ddraw = append(t.ddraw, o)
		snd(sound.Deal)
		return sp.Ticks(12)

	case tr.DealerChosen:
		t.dealer = e.Seat
		t.shown = e.Seat
		if t.you(e.Seat) {
			t.Banner(l10n.T("You drew the highest number and deal first"), bannerTicks)
		} else {
			t.Banner(l10n.T("%s drew the highest number and deals first", t.shownName(e.Seat)), bannerTicks)
		}
		return sp.Ticks(80)

	case tr.RoundStarted:
		for k, o := range t.ddraw {
			o.Turn(now, k, sp.Ticks(flipTicks), false)
			o.MoveTo(now, k, fl, px, py, 0, t.lay.AreaScale, 0)
			o.dropAt = now + k + fl
			t.flights = append(t.flights, o)
		}
		t.ddraw = t.ddraw[:0]
		for _, o := range t.area {
			o.Turn(now, 0, sp.Ticks(flipTicks), false)
			o.MoveTo(now, 0, fl, px, py, 0, t.lay.AreaScale, 0)
			o.dropAt = now + fl
			t.flights = append(t.flights, o)
		}
		t.hand, t.area = t.hand[:0], t.area[:0]
		t.sel, t.cursor, t.hint = t.sel[:0], -1, false
		t.round, t.dealer = e.Round, e.Dealer
		t.pile = tr.DeckSize
		for i := range t.counts {
			t.counts[i], t.pending[i] = 0, 0
		}
		t.revealHands = nil
		t.shared, t.double = nil, false
		t.dealing = true
		t.shown = tr.NextSeat(e.Dealer, t.Setup().Players)
		if t.you(e.Dealer) {
			t.Banner(roundOf(e.Round, t.v().Rounds)+" · "+l10n.Plural("You deal %d cards each", e.HandSize), bannerTicks)
		} else {
			t.Banner(roundOf(e.Round, t.v().Rounds)+" · "+l10n.Plural("%[2]s deals %[1]d cards each", e.HandSize, t.shownName(e.Dealer)), bannerTicks)
		}
		snd(sound.Shuffle)
		return sp.Ticks(40)

	case tr.Dealt:
		t.pile--
		t.counts[e.Seat]++
		t.toSeat(e.Seat, e.Card, 0, fl)
		snd(sound.Deal)
		if t.Setup().Players > 5 {
			return sp.Ticks(dealHold - 1)
		}
		return sp.Ticks(dealHold)

	case tr.StarterTurned:
		t.dealing = false
		t.pile--
		o := newObj(e.Card, false, now, px, py, 0, t.lay.AreaScale)
		o.Turn(now, 0, sp.Ticks(flipTicks), true)
		t.area = append(t.area, o)
		t.layoutArea(fl)
		t.sortHand()
		t.layoutHand(fl)
		t.Banner(l10n.T("The starter card opens the play area"), bannerTicks/2)
		snd(sound.Flip)
		t.refreshLegal()
		return fl + sp.Ticks(10)

	case tr.PenaltyPending:
		t.pending[e.Seat] = e.N
		t.Banner(t.penaltyWords(e), bannerTicks)
		t.refreshLegal()
		return sp.Ticks(16)

	case tr.Played:
		t.shown = e.Seat
		for k, c := range e.Cards {
			var o *obj
			if e.Seat == t.Viewer() {
				if i := t.handIndex(c); i >= 0 {
					o = t.hand[i]
					t.hand = slices.Delete(t.hand, i, i+1)
				}
			}
			if o == nil {
				x, y := t.lay.Spot(e.Seat)
				o = newObj(c, false, now, x, y, 0, oppScale)
			}
			o.card = c
			o.dim = false
			o.Turn(now, k*4, sp.Ticks(flipTicks), true)
			t.area = append(t.area, o)
			t.counts[e.Seat]--
		}
		t.sel = t.sel[:0]
		t.shared, t.double = e.Shared, e.Double
		t.layoutArea(fl)
		if e.Seat == t.Viewer() {
			t.sortHand()
			t.layoutHand(fl)
		}
		switch {
		case e.Double:
			if t.you(e.Seat) {
				t.Banner(l10n.T("Double triple! You pick an opponent to draw 2"), bannerTicks)
			} else {
				t.Banner(l10n.T("Double triple! %s picks an opponent to draw 2", t.shownName(e.Seat)), bannerTicks)
			}
		case e.Draw2 > 0:
			if t.you(e.Seat) {
				t.Banner(l10n.T("You play a Draw 2!"), bannerTicks)
			} else {
				t.Banner(l10n.T("%s plays a Draw 2!", t.shownName(e.Seat)), bannerTicks)
			}
		}
		snd(sound.Discard)
		t.refreshLegal()
		return fl + sp.Ticks(6)

	case tr.TargetChosen:
		t.hitAt[e.Target] = now + sp.Ticks(90)
		t.Banner(t.targetWords(e), bannerTicks)
		t.refreshLegal()
		return sp.Ticks(24)

	case tr.Drew:
		step := sp.Ticks(7)
		if e.Reason != tr.ReasonDouble {
			t.shown = e.Seat // a draw is the drawer's turn (a double's target draws on the player's)
		}
		if e.Reason != tr.ReasonTurn {
			step = sp.Ticks(12)
			t.hitAt[e.Seat] = now + sp.Ticks(90)
			if e.Reason != tr.ReasonDouble {
				t.pending[e.Seat] = 0
			}
		}
		for k, c := range e.Cards {
			t.pile--
			t.counts[e.Seat]++
			t.toSeat(e.Seat, c, k*step, fl)
		}
		if e.Seat == t.Viewer() {
			t.sortHand()
			t.layoutHand(fl)
		}
		snd(sound.Draw)
		t.refreshLegal()
		return fl + step*max(len(e.Cards)-1, 0) + 2

	case tr.Skipped:
		t.skipped[e.Seat] = now + sp.Ticks(100)
		return sp.Ticks(14)

	case tr.Passed:
		if t.you(e.Seat) {
			t.Banner(l10n.T("You cannot play and nothing is left to draw: pass"), bannerTicks)
		} else {
			t.Banner(l10n.T("%s cannot play and nothing is left to draw: pass", t.shownName(e.Seat)), bannerTicks)
		}
		return sp.Ticks(40)

	case tr.Reshuffled:
		keep := len(e.Kept)
		gone := t.area[:max(len(t.area)-keep, 0)]
		for k, o := range gone {
			o.Turn(now, k%8, sp.Ticks(flipTicks), false)
			o.MoveTo(now, k%8, fl, px, py, 0, t.lay.AreaScale, 0)
			o.dropAt = now + k%8 + fl
			t.flights = append(t.flights, o)
		}
		t.area = slices.Delete(t.area, 0, len(gone))
		t.pile += e.Cards
		t.layoutArea(fl)
		t.Banner(l10n.T("Draw pile empty: the play area is shuffled in, its top 3 cards stay"), bannerTicks)
		snd(sound.Shuffle)
		return fl + sp.Ticks(20)

	case tr.RoundScored:
		t.revealHands = e.Hands
		t.revealOut = e.Out
		t.revealPts = e.Points
		if e.Totals != nil {
			copy(t.totals, e.Totals)
		}
		copy(t.wins, e.Wins)
		t.EndRound(t.Over() && e.Round == t.v().Round, sp.Ticks(40))
		snd(sound.Flip)
		return 0
	}
	return 0
}

// toSeat flies a card from the draw pile to seat: into the viewer's hand (turning
// face up when known) or onto an opponent's plate, where it vanishes into the count.
func (t *Table) toSeat(seat int, c tr.Card, delay, dur int) {
	now := t.Now()
	px, py := t.lay.Pile.CX(), t.lay.Pile.CY()
	o := newObj(c, false, now, px, py, 0, t.lay.AreaScale)
	if seat == t.Viewer() && c.Valid() {
		o.Turn(now, delay+dur/3, t.Speed().Ticks(flipTicks), true)
		t.hand = append(t.hand, o)
		o.z = zFlight
		t.layoutHandDelay(delay, dur)
		return
	}
	x, y := t.lay.Spot(seat)
	o.z = zFlight + len(t.flights)
	o.MoveTo(now, delay, dur, x, y, 0, oppScale, 24)
	o.dropAt = now + delay + dur
	t.flights = append(t.flights, o)
}

func (t *Table) handIndex(c tr.Card) int {
	return slices.IndexFunc(t.hand, func(o *obj) bool { return o.card == c })
}

// sortHand orders the viewer's hand by colour, shape, then number, keeping the
// selection on the same cards.
func (t *Table) sortHand() {
	var selObjs []*obj
	for _, i := range t.sel {
		if i < len(t.hand) {
			selObjs = append(selObjs, t.hand[i])
		}
	}
	slices.SortStableFunc(t.hand, func(a, b *obj) int { return a.card.Index() - b.card.Index() })
	t.sel = t.sel[:0]
	for _, o := range selObjs {
		if i := slices.Index(t.hand, o); i >= 0 {
			t.sel = append(t.sel, i)
		}
	}
	if t.cursor >= len(t.hand) {
		t.cursor = len(t.hand) - 1
	}
}

func (t *Table) layoutHand(dur int) { t.layoutHandDelay(0, dur) }

func (t *Table) layoutHandDelay(delay, dur int) {
	n := len(t.hand)
	for i, o := range t.hand {
		x, y := t.lay.HandCard(i, n)
		if t.selected(i) {
			y -= board.Raise
		}
		o.z = zHand + i
		o.MoveTo(t.Now(), delay, dur, x, y, 0, t.lay.HandScale, 0)
	}
}

// layoutArea places the play area: the top card, the second, and the rest stacked
// under them (only the few nearest the top are drawn).
func (t *Table) layoutArea(dur int) {
	n := len(t.area)
	for k, o := range t.area {
		var x, y, sc float64
		switch {
		case k == n-1:
			x, y, sc = t.lay.Top.CX(), t.lay.Top.CY(), t.lay.AreaScale
		case k == n-2:
			x, y, sc = t.lay.Second.CX(), t.lay.Second.CY(), t.lay.AreaScale
		default:
			d := float64(min(n-3-k, 4))
			x, y, sc = t.lay.Under.CX()-d*7, t.lay.Under.CY()-d*2, t.lay.Under.W/geom.CardW
		}
		o.z = zArea + k
		o.dim = k < n-2
		o.MoveTo(t.Now(), 0, dur, x, y, 0, sc, 20)
	}
}

// relayout sends every card to its place (after a resize, or with dur 0 at once).
func (t *Table) relayout(dur int) {
	t.layoutHand(dur)
	t.layoutArea(dur)
}

// sweep drops flights that have landed.
func (t *Table) sweep() {
	keep := t.flights[:0]
	for _, o := range t.flights {
		if o.dropAt == 0 || t.Now() < o.dropAt {
			keep = append(keep, o)
		}
	}
	for i := len(keep); i < len(t.flights); i++ {
		t.flights[i] = nil
	}
	t.flights = keep
}
