// Package troeven is the Troeven table scene (docs/rules/troeven.md, both
// versions): the viewer's hand at the bottom, the other players and, in the dummy
// version, the dummy's row of covered cards around the table in play order, the
// trick in the middle, the trump suit always in view, the cut and the two-stage
// deal, the trump dialog, tricks and card points per side, and the round's end
// leading to the score sheet with the branch tally. It plays through a seat handle
// (scenes.Shell) and animates the events of every move in order, as the seat on
// screen may see them.
package troeven

import (
	"slices"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	tv "parlor/gameplay/troeven"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/troeven/board"
	"parlor/scenes/ui"
)

// Animation lengths at normal speed, in ticks (60 per second); prefs.Speed scales them.
const (
	cutTicks     = 56 // the cut: split, swap, square up
	dealFlight   = 16 // one dealt card's flight
	dealStagger  = 3  // between two cards of a packet
	packetPause  = 6  // between two packets
	playFlight   = 18 // a card sliding to the trick
	flipTicks    = 12
	trickShow    = 40 // a full trick stays in view before it is swept
	sweepTicks   = 22 // the trick sliding to its winner
	trumpPause   = 50
	bannerTicks  = 150
	selectTicks  = 6
	roundEndWait = 30
)

// Table is the Troeven table scene.
type Table struct {
	*scenes.Shell
	variant tv.Variant
	view    scenes.ViewOf[tv.View] // the viewer's view

	m   model
	lay board.Layout

	// What the viewer has been shown so far (from events).
	round, dealer, caller, cutter int
	trump                         cards.Suit
	trumpAt                       int
	shownTurn                     int // the position shown as playing (-1 none)
	tricks                        [4]int
	taken                         [4]int
	tally                         [3]int
	deckN                         int
	deckSize                      int
	cutStart, cutDur, cutAt       int
	dealing                       bool
	result                        tv.RoundResult
	lastWinner                    int // winner of the last trick shown (-1)
	winnerUntil                   int

	// The viewer's choice: a hand index or (selDummy) a dummy column; the trump dialog's
	// focused suit button.
	selected int
	selDummy bool
	legal    []tv.Move

	intents []board.Intent
	spr     spriteBuf
}

// NewTable starts a game from a setup (validated by the caller): round 1 is cut and
// its first part dealt, shown from the first Update on.
func NewTable(s scenes.Setup) (*Table, error) { return scenes.Start(info, s, build) }

// build makes the table on its shell.
func build(sh *scenes.Shell) (*Table, error) {
	s := sh.Setup()
	v, err := tv.ParseVariant(s.Variant)
	if err != nil {
		return nil, err
	}
	t := &Table{Shell: sh, variant: v, selected: -1, shownTurn: -1, lastWinner: -1}
	start := tv.StartTallyDummy
	if v == tv.Solo {
		start = tv.StartTallySolo
	}
	t.tally = [3]int{start, start, start}
	t.m = newModel()
	t.legal = make([]tv.Move, 0, 16)
	t.intents = make([]board.Intent, 0, 8)
	t.layout(ui.BaseW, ui.BaseH)
	return t, nil
}

// v is the viewer's view now.
func (t *Table) v() *tv.View { return t.view.Of(t.Shell) }

// ShortLayout reports that the table has a layout for a short landscape screen
// (scenes.ShortFit; board.newShort).
func (t *Table) ShortLayout() bool { return true }

// layout places the table for w×h from the viewer's seat and the round's dealer.
func (t *Table) layout(w, h float64) {
	t.lay = board.NewLayout(w, h, t.variant == tv.Dummy, t.Viewer(), t.dealer)
	t.SetChrome(t.lay.Chrome())
}

// Settled reports that no event waits and no card moves (and at a round's end that its
// panel is up): a screenshot now shows a stable table.
func (t *Table) Settled() bool { return t.round != 0 && t.Shell.Settled() }

// TrumpDialog reports that the trump dialog is open for the person on screen.
func (t *Table) TrumpDialog() bool { return t.myTurn() && t.v().Phase == tv.PhaseTrump }

// BeforeUpdate lays the table out again for a w×h screen of another size.
func (t *Table) BeforeUpdate(w, h float64) {
	if w != t.lay.W || h != t.lay.H {
		t.relayoutAll(w, h, 0)
	}
}

// AfterUpdate drops the cards whose animations have ended.
func (t *Table) AfterUpdate() { t.m.Sweep(t.Now()) }

// ToMove is the seat whose move the game waits for (-1 none).
func (t *Table) ToMove() int { return t.v().ToMove }

// Over reports the game's end.
func (t *Table) Over() bool { return t.v().Phase == tv.PhaseOver }

// Busy reports cards moving at tick.
func (t *Table) Busy(tick int) bool { return t.m.Busy(tick) }

// relayoutAll rebuilds the layout (new size or dealer) and sends every card home.
func (t *Table) relayoutAll(w, h float64, dur int) {
	t.layout(w, h)
	for p := 0; p < 3; p++ {
		t.layoutHand(p, dur, -1, 0)
	}
	t.layoutDummy(dur)
	for k, i := range t.m.trick {
		t.placeTrick(i, t.m.trickPos[k], k, dur)
	}
}

// refreshLegal caches the viewer's legal moves (empty unless the viewer is to move).
func (t *Table) refreshLegal() {
	t.legal = t.legal[:0]
	if !t.Watching() && t.v().ToMove == t.Viewer() {
		t.legal = append(t.legal, t.v().Legal...)
	}
}

// myTurn reports that a person sits at the viewer's seat, it is theirs to move and
// nothing animates or is in the way.
func (t *Table) myTurn() bool {
	return !t.Watching() && t.v().ToMove == t.Viewer() && t.Idle() && !t.Ended() && !t.Private() && !t.Hidden()
}

// dummyTurn reports that the viewer, as caller, is to choose the dummy's card.
func (t *Table) dummyTurn() bool {
	return t.myTurn() && t.v().Phase == tv.PhasePlay && t.v().Turn == tv.DummySeat
}

// isLegal reports whether playing c (from the dummy or the hand) is among the legal moves.
func (t *Table) isLegal(c cards.Card, fromDummy bool) bool {
	return slices.ContainsFunc(t.legal, func(m tv.Move) bool { return m.Kind == tv.PlayCard && m.Card == c && m.FromDummy == fromDummy })
}

// control is what the intent mapping needs this tick.
func (t *Table) control() board.Control {
	c := board.Control{Lay: &t.lay, HandN: len(t.m.hands[t.Viewer()]), Selected: t.selected,
		Caller: t.caller == t.Viewer() && t.variant == tv.Dummy && !t.Hidden(),
		Trump:  t.TrumpDialog()}
	for k, i := range t.m.dummyUp {
		c.DummyUp[k] = i >= 0
	}
	c.DummyTurn = t.dummyTurn()
	if c.DummyTurn != t.selDummy && !c.Trump {
		c.Selected = -1
	}
	return c
}

// Play maps this tick's input to intents and carries them out.
func (t *Table) Play(in *ui.Input) {
	ctl := t.control()
	t.intents = board.MapInput(in, &ctl, t.intents[:0])
	for _, it := range t.intents {
		t.do(it)
	}
}

func (t *Table) do(it board.Intent) {
	sel := t.Speed().Ticks(selectTicks)
	switch it.Kind {
	case board.ISelect:
		if t.TrumpDialog() {
			t.selected = it.Index
			return
		}
		t.selected, t.selDummy = it.Index, it.Dummy
		t.layoutHand(t.Viewer(), sel, -1, 0)
		t.layoutDummy(sel)
	case board.ITrump:
		if t.TrumpDialog() {
			t.try(tv.Move{Seat: t.Viewer(), Kind: tv.NameTrump, Suit: cards.Suit(it.Suit)})
		}
	case board.IPlay:
		if t.MayMove() {
			t.play(it)
		}
	}
}

// play turns a play intent into a move, saying what is wrong when it cannot be one.
func (t *Table) play(it board.Intent) {
	me, v := t.Viewer(), t.v()
	if v.Phase == tv.PhaseTrump {
		t.Toast(l10n.T("Name trumps first: click a suit, or press C, D, H or S."))
		return
	}
	dummyTurn := v.Turn == tv.DummySeat
	idx := it.Index
	if idx < 0 {
		if t.selected < 0 || t.selDummy != dummyTurn {
			if dummyTurn {
				t.Toast(l10n.T("Choose one of the dummy's face-up cards: ← → then Enter, or 1–4."))
			} else {
				t.Toast(l10n.T("Choose a card first: ← → then Enter, or click it."))
			}
			return
		}
		idx = t.selected
	}
	if it.Dummy {
		if idx < 0 || idx > 3 || t.m.dummyUp[idx] < 0 {
			return
		}
		if !dummyTurn {
			t.Toast(l10n.T("It is your own turn: play a card from your hand. The dummy plays after the opponent."))
			return
		}
		t.try(tv.Move{Seat: me, Kind: tv.PlayCard, Card: t.m.Objs[t.m.dummyUp[idx]].Card, FromDummy: true})
		return
	}
	hand := t.m.hands[me]
	if idx >= len(hand) {
		return
	}
	if dummyTurn {
		t.Toast(l10n.T("It is the dummy's turn: choose one of its face-up cards."))
		return
	}
	t.try(tv.Move{Seat: me, Kind: tv.PlayCard, Card: t.m.Objs[hand[idx]].Card})
}

// Rebuild shows the whole table at once from the viewer's view.
func (t *Table) Rebuild() {
	v, me := t.v(), t.Viewer()
	t.selected, t.selDummy = -1, false
	t.m.clear()
	t.round, t.dealer, t.caller, t.cutter, t.trump = v.Round, v.Dealer, v.Caller, v.Cutter, v.Trump
	t.tricks, t.taken, t.tally = v.TricksWon, v.Taken, v.Tally
	t.deckN, t.cutDur, t.dealing = 0, 0, false
	t.shownTurn = v.Turn
	for p := 0; p < 3; p++ {
		for k := 0; k < v.Counts[p]; k++ {
			var c cards.Card
			known := p == me && k < len(v.Hand) // a spectator shown from a seat sees no hand
			if known {
				c = v.Hand[k]
			}
			t.m.hands[p] = append(t.m.hands[p], t.m.Add(c, known))
		}
	}
	for col := 0; col < 4; col++ {
		if v.DummyDown[col] {
			t.m.dummyDown[col] = t.m.Add(cards.Card{}, false)
		}
		if v.DummyUp[col].Valid() {
			t.m.dummyUp[col] = t.m.Add(v.DummyUp[col], true)
		}
	}
	for _, tc := range v.Trick.Cards {
		t.m.trick = append(t.m.trick, t.m.Add(tc.Card, true))
		t.m.trickPos = append(t.m.trickPos, tc.Seat)
	}
	t.sortHand()
	t.relayoutAll(t.lay.W, t.lay.H, 0)
	t.refreshLegal()
}

// SkipToTrick plays on at once with bots choosing for every seat (people's seats get a
// normal bot) until trick n (1-based) of the current round is under way with cards
// already on it, or a person is to play; then it shows the table as it stands. It is
// for tests and screenshots of a game in progress.
func (t *Table) SkipToTrick(n int) error {
	round := t.v().Round
	return t.Shell.Skip(func(mv match.View) bool {
		v := mv.(tv.View)
		return v.Round != round || v.Phase == tv.PhasePlay && len(v.Tricks)+1 >= n && len(v.Trick.Cards) > 0 && t.Person(v.ToMove)
	})
}

// sortHand orders the viewer's hand by suit (trumps last, on the right) and then by
// rank in Troeven order, 7 up to the ace.
func (t *Table) sortHand() {
	hand := t.m.hands[t.Viewer()]
	objs := t.m.Objs
	trump := t.trump
	key := func(i int) int {
		c := objs[i].Card
		if !c.Valid() {
			return 1000
		}
		s := int(c.Suit) * 20
		if c.Suit == trump {
			s = 100
		}
		return s + tv.Strength(c)
	}
	slices.SortStableFunc(hand, func(a, b int) int { return key(a) - key(b) })
}
