package troeven

import (
	"image/color"
	"slices"

	"parlor/assets/sound"
	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	tv "parlor/gameplay/troeven"
	"parlor/scenes/l10n"
	"parlor/scenes/troeven/board"
	"parlor/scenes/ui"
)

// Stacking bases: dummy's face-down cards, face-up cards, hands, the viewer, the trick.
const (
	zDummyDown = 1000
	zDummyUp   = 1100
	zHands     = 2000
	zViewer    = 3000
	zTrick     = 4000
)

// Animate starts the animation of one event and returns how many ticks the next event
// must wait. The model changes at once; the cards then fly to their places.
func (t *Table) Animate(ev match.Event) int {
	sp, now, snd := t.Speed(), t.Now(), t.Sound
	switch e := ev.(type) {
	case tv.Cut:
		t.m.clear()
		t.round, t.dealer, t.caller, t.cutter = e.Round, e.Dealer, e.Caller, e.Cutter
		t.trump = 0
		t.tricks, t.taken = [4]int{}, [4]int{}
		t.selected, t.selDummy, t.lastWinner = -1, false, -1
		t.dealing = true
		t.deckN, t.deckSize = e.Size, e.Size
		t.cutStart, t.cutDur, t.cutAt = now, sp.Ticks(cutTicks), e.At
		t.shownTurn = -1
		t.relayoutAll(t.lay.W, t.lay.H, 0)
		t.Banner(t.cutBanner(e), bannerTicks)
		snd(sound.Shuffle)
		return t.cutDur + sp.Ticks(8)

	case tv.Dealt:
		return t.deal(e)

	case tv.TrumpNamed:
		t.trump, t.trumpAt = e.Suit, now
		suit := suitSymbol(e.Suit) + " " + suitName(e.Suit)
		t.Banner(t.pick(e.Seat, l10n.T("You name %s as trumps", suit), l10n.T("%s names %s as trumps", t.who(e.Seat), suit)), bannerTicks)
		t.sortHand()
		t.layoutHand(t.Viewer(), sp.Ticks(selectTicks*2), -1, 0)
		snd(sound.Flip)
		return sp.Ticks(trumpPause)

	case tv.Played:
		return t.played(e)

	case tv.DummyCardTurned:
		i := t.m.dummyDown[e.Column]
		if i < 0 {
			i = t.m.Add(e.Card, false)
			x, y := t.lay.DummyCard(e.Column, false)
			t.m.Objs[i].Place(now, x, y, 0, board.DummyScale)
		}
		t.m.dummyDown[e.Column] = -1
		t.m.dummyUp[e.Column] = i
		o := &t.m.Objs[i]
		o.Card = e.Card
		dur := sp.Ticks(flipTicks + 6)
		o.Turn(now, 0, dur, true)
		t.layoutDummy(dur)
		snd(sound.Flip)
		t.refreshLegal()
		return dur

	case tv.TrickWon:
		return t.trickWon(e)

	case tv.RoundScored:
		r := e.Result
		t.result = r
		t.tally = r.Tally
		t.shownTurn = -1
		t.EndRound(t.Over() && r.Round == t.v().Round, sp.Ticks(roundEndWait))
		return sp.Ticks(roundEndWait)
	}
	return 0
}

// cutBanner is the banner of a round's cut: who deals, who cuts and who will name
// trumps, each sentence agreeing with its subject.
func (t *Table) cutBanner(e tv.Cut) string {
	return ui.Join(capital(t.pick(e.Dealer, l10n.T("You deal"), l10n.T("%s deals", t.who(e.Dealer)))), " · ",
		ui.Join(t.pick(e.Cutter, l10n.T("You cut"), l10n.T("%s cuts", t.who(e.Cutter))), " · ",
			t.pick(e.Caller, l10n.T("You will name trumps"), l10n.T("%s will name trumps", t.who(e.Caller)))))
}

// deal flies one packet from the deck to a hand or to the dummy's row, card by card.
func (t *Table) deal(e tv.Dealt) int {
	sp := t.Speed()
	now := t.Now()
	dur, stag := sp.Ticks(dealFlight), sp.Ticks(dealStagger)
	t.deckN -= e.Count
	// fromDeck adds the packet's card k (hidden: none) at the deck, on top.
	fromDeck := func(k int) (int, cards.Card) {
		var c cards.Card
		if e.Cards != nil {
			c = e.Cards[k]
		}
		i := t.m.Add(c, false)
		t.m.Objs[i].Place(now, t.lay.DeckX, t.lay.DeckY, 0, t.lay.TrickScale*0.8)
		t.m.FlyZ(i)
		return i, c
	}
	if e.To == tv.DummySeat {
		for k := 0; k < e.Count && k < 4; k++ {
			i, c := fromDeck(k)
			o := &t.m.Objs[i]
			x, y := t.lay.DummyCard(k, e.FaceUp)
			z := zDummyDown + k
			if e.FaceUp {
				t.m.dummyUp[k] = i
				z = zDummyUp + k
				o.Turn(now, k*stag+dur/2, sp.Ticks(flipTicks), c.Valid())
			} else {
				t.m.dummyDown[k] = i
			}
			o.Z = z
			o.MoveTo(now, k*stag, dur, x, y, 0, board.DummyScale, 24)
		}
	} else {
		p := e.To
		first := len(t.m.hands[p])
		for k := 0; k < e.Count; k++ {
			i, c := fromDeck(k)
			t.m.hands[p] = append(t.m.hands[p], i)
			if t.Shows(p) && c.Valid() {
				t.m.Objs[i].Turn(now, k*stag+dur/2, sp.Ticks(flipTicks), true)
			}
		}
		t.layoutHand(p, dur, first, stag)
		if p == t.Viewer() && e.Cards != nil {
			// Sorted once the packet has landed.
			t.sortHand()
			t.layoutHand(p, dur, first, stag)
		}
	}
	t.Sound(sound.Deal)
	if t.deckN <= 0 {
		t.dealing = false
	}
	if e.LastBeforeTrumps(t.variant, t.dealer) {
		t.dealing = false
		t.shownTurn = t.caller
	}
	if e.Stage == 2 && t.deckN <= 0 {
		t.shownTurn = t.caller
	}
	t.refreshLegal()
	return e.Count*stag + sp.Ticks(packetPause)
}

// played slides a card from a hand or the dummy's row to the trick.
func (t *Table) played(e tv.Played) int {
	sp := t.Speed()
	now := t.Now()
	pos := e.Seat
	i := -1
	if e.FromDummy {
		pos = tv.DummySeat
		if e.Column >= 0 && e.Column < 4 {
			i = t.m.dummyUp[e.Column]
			t.m.dummyUp[e.Column] = -1
		}
	} else {
		hand := t.m.hands[e.Seat]
		k := slices.IndexFunc(hand, func(oi int) bool { return t.m.Objs[oi].Card == e.Card })
		if k < 0 && len(hand) > 0 {
			// Another player's hidden card: take one from the middle of the fan.
			k = len(hand) / 2
		}
		if k >= 0 {
			i = hand[k]
			t.m.hands[e.Seat] = slices.Delete(hand, k, k+1)
		}
	}
	if i < 0 {
		i = t.m.Add(e.Card, true)
		t.m.Objs[i].Place(now, t.lay.Spots[pos].CX, t.lay.Spots[pos].CY, 0, t.lay.TrickScale)
	}
	o := &t.m.Objs[i]
	o.Card = e.Card
	o.HL = color.RGBA{}
	if e.Trick != 0 && len(t.m.trick) == 0 {
		t.lastWinner = -1
	}
	t.m.FlyZ(i)
	o.Turn(now, 0, sp.Ticks(flipTicks), true)
	t.m.trick = append(t.m.trick, i)
	t.m.trickPos = append(t.m.trickPos, pos)
	dur := sp.Ticks(playFlight)
	t.placeTrick(i, pos, len(t.m.trick)-1, dur)
	if pos != tv.DummySeat {
		t.layoutHand(pos, dur, -1, 0)
	}
	t.layoutDummy(dur)
	t.shownTurn = tv.NextPosition(t.variant, t.dealer, pos)
	t.Sound(sound.Discard)
	t.refreshLegal()
	return dur + 2
}

// placeTrick sends trick card i (k-th played, by position pos) to its place.
func (t *Table) placeTrick(i, pos, k, dur int) {
	o := &t.m.Objs[i]
	o.Z = zTrick + k
	rot := float64((k*37+pos*11)%7-3) * 0.03
	o.MoveTo(t.Now(), 0, dur, t.lay.TrickX[pos], t.lay.TrickY[pos], rot, t.lay.TrickScale, 18)
}

// trickWon keeps the full trick in view a moment, outlines the winning card, then
// sweeps the trick to the winner's place.
func (t *Table) trickWon(e tv.TrickWon) int {
	sp := t.Speed()
	now := t.Now()
	show, dur := sp.Ticks(trickShow), sp.Ticks(sweepTicks)
	s := &t.lay.Spots[e.Winner]
	for k, i := range t.m.trick {
		o := &t.m.Objs[i]
		if t.m.trickPos[k] == e.Winner {
			o.HL = ui.Gold
		}
		o.MoveTo(now, show+k*2, dur, s.WonX, s.WonY, 0, 0.32, 10)
		o.Turn(now, show+dur/2, sp.Ticks(flipTicks), false)
		o.FadeOut = true
	}
	t.m.trick, t.m.trickPos = t.m.trick[:0], t.m.trickPos[:0]
	t.tricks[e.Winner]++
	t.taken[e.Winner] += e.Points
	t.lastWinner, t.winnerUntil = e.Winner, now+show+dur
	t.shownTurn = e.Winner
	msg := l10n.T("%s wins the trick · %s", t.who(e.Winner), points(e.Points))
	switch {
	case e.Winner == tv.DummySeat:
		msg = l10n.T("The dummy wins the trick · %s", points(e.Points))
	case t.you(e.Winner):
		msg = l10n.T("You win the trick · %s", points(e.Points))
	}
	t.Banner(msg, show+dur+sp.Ticks(20))
	t.Sound(sound.Draw)
	return show + dur + 4
}

// layoutHand sends every card of p's hand to its place in the fan; cards from index
// first on start k*stagger ticks late (a packet being dealt), others at once.
func (t *Table) layoutHand(p, dur, first, stagger int) {
	hand := t.m.hands[p]
	n := len(hand)
	sc := t.lay.Spots[p].Scale
	for k, i := range hand {
		x, y, rot := t.lay.Fan(p, k, n)
		o := &t.m.Objs[i]
		z := zHands + p*40 + k
		if p == t.Viewer() {
			z = zViewer + k
			if k == t.selected && !t.selDummy {
				y -= board.Raise
			}
		}
		o.Z = z
		delay, lift := 0, 0.0
		if first >= 0 && k >= first {
			delay, lift = (k-first)*stagger, 30
		}
		o.MoveTo(t.Now(), delay, dur, x, y, rot, sc, lift)
	}
}

// layoutDummy sends the dummy's cards to their columns (the chosen one raised a little).
func (t *Table) layoutDummy(dur int) {
	if t.variant != tv.Dummy {
		return
	}
	for col := 0; col < 4; col++ {
		if i := t.m.dummyDown[col]; i >= 0 {
			x, y := t.lay.DummyCard(col, false)
			t.m.Objs[i].Z = zDummyDown + col
			t.m.Objs[i].MoveTo(t.Now(), 0, dur, x, y, 0, board.DummyScale, 0)
		}
		if i := t.m.dummyUp[col]; i >= 0 {
			x, y := t.lay.DummyCard(col, true)
			if t.selDummy && t.selected == col {
				y -= 14
			}
			t.m.Objs[i].Z = zDummyUp + col
			t.m.Objs[i].MoveTo(t.Now(), 0, dur, x, y, 0, board.DummyScale, 0)
		}
	}
}
