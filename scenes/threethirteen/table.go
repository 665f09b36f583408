// Package threethirteen is the Three-Thirteen table scene: the viewer's hand fanned at
// the bottom, opponents around the table, the stock and discard pile in the middle, the
// round and its wild rank, and the round-end reveal. It plays through a seat handle
// (scenes.Shell), animates the events of every move in order as the seat on screen may
// see them, and asks the rules core (gameplay/threethirteen) what the rules say.
package threethirteen

import (
	"errors"
	"image/color"
	"slices"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	tt "parlor/gameplay/threethirteen"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/threethirteen/board"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
	"parlor/sprites"
)

// Animation lengths at normal speed, in ticks (60 per second); prefs.Speed scales them.
const (
	dealFlight   = 18 // a dealt card's flight
	dealStagger  = 4  // between two dealt cards
	drawFlight   = 20 // a drawn card's slide (and flip)
	discardFly   = 18
	flipTicks    = 12
	revealStep   = 22 // between two seats' reveals
	countTicks   = 60 // score count-up
	bannerTicks  = 150
	resortTicks  = 14
	selectTicks  = 6
	roundStartTk = 36
)

// sortMode is how the viewer keeps their hand ordered.
type sortMode uint8

const (
	sortNone sortMode = iota
	sortSuit
	sortRank
	sortMelds
)

// Table is the Three-Thirteen table scene.
type Table struct {
	*scenes.Shell
	view scenes.ViewOf[tt.View] // the viewer's view

	m   model
	lay board.Layout

	// What the viewer has been shown so far (from events).
	round, handSize int
	wild            cards.Rank
	dealer          int
	shownTurn       int
	totals          []int // totals shown (the "to" of the count-up)
	prevTotals      []int
	penalties       []int
	countStart      int
	countDur        int
	tiebreak        bool
	lastTurns       bool
	outSeat         int
	revealing       bool
	penTexts        []string

	// The viewer's hand: selection, sorting, meld colours.
	selected int         // index into m.hands[viewer], -1 none
	place    board.Place // the keyboard's place: the hand, or the row above it (focus.go)
	sort     sortMode
	canOut   bool
	legal    []tt.Move
	// askOut is the card whose discard would go out while the table asks "Go out with
	// this card?" (docs/rules/threethirteen.md#going-out-is-its-own-move); the zero
	// card when nothing is asked.
	askOut cards.Card

	ptr     board.Pointer
	intents []board.Intent
	dealing bool // from a round's start until its discard pile is turned up
	handBuf []cards.Card
	spr     spriteBuf
	stockX  sprites.Tween
	stockY  sprites.Tween  // where the stock is drawn (it goes to the dealer to deal)
	deal    board.DealSpot // where the stock stands and its label goes while dealing
}

// NewTable starts a game from a setup (validated by the caller): the first round is
// dealt, and its events are shown from the first Update on.
func NewTable(s scenes.Setup) (*Table, error) { return scenes.Start(info, s, build) }

// build makes the table on its shell.
func build(sh *scenes.Shell) (*Table, error) {
	s := sh.Setup()
	t := &Table{Shell: sh, selected: -1, outSeat: -1, shownTurn: -1, sort: sortSuit}
	n := s.Players
	t.m = newModel(n)
	t.totals = make([]int, n)
	t.prevTotals = make([]int, n)
	t.penalties = make([]int, n)
	t.penTexts = make([]string, n)
	t.intents = make([]board.Intent, 0, 16)
	t.handBuf = make([]cards.Card, 0, 16)
	t.legal = make([]tt.Move, 0, 32)
	t.layout(ui.BaseW, ui.BaseH)
	t.moveStock(t.lay.Stock.CX(), t.lay.Stock.CY(), 0)
	return t, nil
}

// v is the viewer's view now.
func (t *Table) v() *tt.View { return t.view.Of(t.Shell) }

// ShortLayout reports that the table has a layout for a short landscape screen
// (scenes.ShortFit; board.newShort).
func (t *Table) ShortLayout() bool { return true }

// layout places the table for a w×h screen from the viewer's seat.
func (t *Table) layout(w, h float64) {
	t.lay = board.NewLayout(w, h, t.Setup().Players, t.Viewer())
	t.SetChrome(t.lay.Chrome())
}

// Settled reports that no event waits and no card moves, and at a round's end that the
// score count-up has finished: a screenshot now shows a stable table.
func (t *Table) Settled() bool {
	if t.round == 0 || !t.Shell.Settled() {
		return false
	}
	return !t.Ended() || t.Now() >= t.countStart+t.countDur
}

// BeforeUpdate lays the table out again for a w×h screen of another size.
func (t *Table) BeforeUpdate(w, h float64) {
	if w != t.lay.W || h != t.lay.H {
		t.layout(w, h)
		t.relayout(0)
	}
}

// AfterUpdate drops the cards whose animations have ended.
func (t *Table) AfterUpdate() { t.m.Sweep(t.Now()) }

// ToMove is the seat on turn (-1: none).
func (t *Table) ToMove() int { return t.v().Turn }

// Over reports the game's end.
func (t *Table) Over() bool { return t.v().Over }

// Busy reports cards moving at tick.
func (t *Table) Busy(tick int) bool { return t.m.Busy(tick) }

// refreshLegal caches the viewer's legal moves (only when it is the viewer's turn).
func (t *Table) refreshLegal() {
	t.legal = t.legal[:0]
	t.canOut = false
	if t.v().Turn != t.Viewer() || t.Watching() {
		return
	}
	for _, m := range t.Legal() {
		mv := m.(tt.Move)
		t.legal = append(t.legal, mv)
		t.canOut = t.canOut || mv.Kind == tt.GoOut
	}
}

// myTurn reports that a person sits at the viewer's seat, it is their turn and nothing
// is animating or in the way.
func (t *Table) myTurn() bool {
	return !t.Watching() && t.v().Turn == t.Viewer() && t.Idle() && !t.Ended() && !t.Private()
}

// Interrupted forgets a press or drag in progress (an overlay took the input).
func (t *Table) Interrupted() { t.ptr.Down, t.ptr.Dragging = false, false }

// Play maps this tick's input to intents and carries them out.
func (t *Table) Play(in *ui.Input) {
	hand := t.m.hands[t.Viewer()]
	if in.Pressed && in.Pointer {
		t.place = board.PHand // a click takes over from the keyboard's row
	}
	ctl := board.Control{Lay: &t.lay, HandN: len(hand), Selected: t.selected,
		Discarding: t.myTurn() && t.v().Phase == tt.PhaseDiscard, Focus: t.place}
	t.intents = board.MapInput(in, &ctl, &t.ptr, t.intents[:0])
	for _, it := range t.intents {
		t.do(it)
	}
}

func (t *Table) do(it board.Intent) {
	hand := t.m.hands[t.Viewer()]
	switch it.Kind {
	case board.IFocus:
		t.place = board.Place(it.Index)
	case board.ISelect:
		if it.Index >= len(hand) {
			return
		}
		t.selected = it.Index
		t.layoutHand(t.Viewer(), t.Speed().Ticks(selectTicks))
	case board.ISortSuit, board.ISortRank, board.ISortMelds:
		t.sort = sortMelds
		switch it.Kind {
		case board.ISortSuit:
			t.sort = sortSuit
		case board.ISortRank:
			t.sort = sortRank
		}
		t.resort(t.Speed().Ticks(resortTicks))
	case board.IReorder:
		if it.From < 0 || it.From >= len(hand) || it.Index < 0 || it.Index >= len(hand) {
			return
		}
		o := hand[it.From]
		hand = slices.Delete(hand, it.From, it.From+1)
		t.m.hands[t.Viewer()] = slices.Insert(hand, it.Index, o)
		t.selected = it.Index
		t.sort = sortNone
		t.clearMeldMarks()
		t.layoutHand(t.Viewer(), t.Speed().Ticks(selectTicks))
	case board.IDrawStock, board.ITakeDiscard, board.IDiscard, board.IGoOut:
		// A move made while cards still land finishes every animation at once first.
		if t.MayMove() {
			t.play(it)
		}
	}
}

// play turns a game intent into a move, saying first what the rules core says is wrong.
func (t *Table) play(it board.Intent) {
	me, v := t.Viewer(), t.v()
	hand := t.m.hands[me]
	switch it.Kind {
	case board.IDrawStock:
		t.try(tt.Move{Seat: me, Kind: tt.DrawStock})
	case board.ITakeDiscard:
		t.try(tt.Move{Seat: me, Kind: tt.TakeDiscard})
	case board.IDiscard:
		switch {
		case v.Phase == tt.PhaseDraw:
			t.Toast(l10n.T("Draw a card first: click the stock (S) or the discard pile (D)."))
		case it.Index < 0 || it.Index >= len(hand):
			t.Toast(l10n.T("Choose a card to discard: click it, or ← → then Enter."))
		default:
			c := t.m.Objs[hand[it.Index]].Card
			switch {
			case v.Options.ForbidRetake && c == v.Took:
				t.Toast(l10n.T("The forbid-retake option is on: you may not throw back the %s you just took from the discard pile. Discard another card.", cardWords(c)))
			case t.legalOut(c):
				// This discard would leave every other card in melds: ask before
				// letting a person miss going out
				// (docs/rules/threethirteen.md#going-out-is-its-own-move).
				t.askOut = c
			default:
				t.try(tt.Move{Seat: me, Kind: tt.Discard, Card: c})
			}
		}
	case board.IGoOut:
		if v.Phase == tt.PhaseDraw {
			t.Toast(l10n.T("Draw a card first; then you can go out by discarding your last unmatched card."))
			return
		}
		if !t.canOut {
			// No discard goes out: say how far off the best one is, rather than let the
			// rules judge an arbitrary card.
			t.Toast(noOutWords(v))
			return
		}
		idx := it.Index
		if idx < 0 {
			idx = t.selected
		}
		var card cards.Card
		if idx >= 0 && idx < len(hand) {
			card = t.m.Objs[hand[idx]].Card
		}
		if !t.legalOut(card) {
			// Use any card that goes out, when the chosen one does not.
			for _, m := range t.legal {
				if m.Kind == tt.GoOut {
					card = m.Card
					break
				}
			}
		}
		t.try(tt.Move{Seat: me, Kind: tt.GoOut, Card: card})
	}
}

// noOutWords says why the viewer cannot go out now (no discard goes out): when only
// throwing back the card just taken from the discard pile would, the forbid-retake
// rule (docs/rules/threethirteen.md#forbid-retake), with the card named; otherwise the
// least leftover the best discard keeps.
func noOutWords(v *tt.View) string {
	best := v.BestDiscardPenalty()
	if v.Options.ForbidRetake && v.Took.Valid() {
		if i := slices.Index(v.Hand, v.Took); i >= 0 && tt.Penalty(slices.Delete(slices.Clone(v.Hand), i, i+1), v.Wild) == 0 {
			if best == 0 {
				return l10n.T("The forbid-retake option is on: you may not go out by throwing back the %s you just took from the discard pile.", cardWords(v.Took))
			}
			return l10n.Plural("The forbid-retake option is on: you may not go out by throwing back the %[2]s you just took from the discard pile; your best discard still leaves %[1]d points unmatched.", best, cardWords(v.Took))
		}
	}
	return l10n.Plural("You can't go out yet: your best discard still leaves %d points unmatched.", best)
}

// GoOutQuestion is what the table asks when a person's discard would go out (its
// English: the key of its translation, drawn through l10n.T).
const GoOutQuestion = "Go out with this card?"

// outDialog is the go-out question's dialog for the table's screen.
func (t *Table) outDialog() input.Confirm {
	return input.NewConfirm(t.lay.W, t.lay.H, l10n.T("Go out"), l10n.T("Just discard"))
}

// AnswerModal reads the go-out question (scenes.Modal: while it is up the Shell gives
// it every input): yes (the default: Enter, Y or its button) goes out with the card,
// "Just discard" (N or its button) discards it without going out, and Esc (Back) asks
// nothing and keeps the card. Any other click, on the panel or beside it, does
// nothing: the table beneath takes no input while the question is up.
func (t *Table) AnswerModal(in *ui.Input) {
	if in.Key(input.KeyEscape) {
		t.Back()
		return
	}
	d := t.outDialog()
	c := t.askOut
	switch d.Answer(in) {
	case input.Yes:
		t.askOut = cards.Card{}
		t.try(tt.Move{Seat: t.Viewer(), Kind: tt.GoOut, Card: c})
	case input.No:
		if b := d.NoBtn; in.Pressed && in.Pointer && !in.ClickIn(b.X, b.Y, b.W, b.H) {
			return // a click beside the panel: the question stays
		}
		t.askOut = cards.Card{}
		t.try(tt.Move{Seat: t.Viewer(), Kind: tt.Discard, Card: c})
	}
}

// DrawModal draws the go-out question over the table and its top buttons.
func (t *Table) DrawModal(c *ui.Canvas) {
	d := t.outDialog()
	ui.DrawConfirm(c, &d, l10n.T(GoOutQuestion), l10n.T("Discarding the %s leaves the rest of your hand in melds.  Enter or Y: go out · N: just discard", cardWords(t.askOut)), t.Input())
}

// Asking reports the open question at the table ("" for none).
func (t *Table) Asking() string {
	if t.askOut.Valid() {
		return GoOutQuestion
	}
	return ""
}

// Back closes the go-out question (Esc), keeping the card in hand.
func (t *Table) Back() bool {
	if t.askOut.Valid() {
		t.askOut = cards.Card{}
		return true
	}
	return false
}

// cardWords names a card for a sentence: "7♣", "10♥".
func cardWords(c cards.Card) string {
	return c.Rank.String() + suitSigns[c.Suit]
}

var suitSigns = map[cards.Suit]string{cards.Clubs: "♣", cards.Diamonds: "♦", cards.Hearts: "♥", cards.Spades: "♠"}

func (t *Table) legalOut(c cards.Card) bool {
	return slices.Contains(t.legal, tt.Move{Seat: t.Viewer(), Kind: tt.GoOut, Card: c})
}

// Rebuild shows the whole table at once from the viewer's view: hands, piles, the
// round and the totals.
func (t *Table) Rebuild() {
	me := t.Viewer()
	t.selected, t.sort, t.ptr = -1, sortSuit, board.Pointer{}
	t.layout(t.lay.W, t.lay.H)
	v := t.v()
	t.m.clear()
	for s := 0; s < v.Players; s++ {
		for k := 0; k < v.HandSizes[s]; k++ {
			var c cards.Card
			known := s == me && k < len(v.Hand) // a spectator shown from a seat sees no hand
			if known {
				c = v.Hand[k]
			}
			i := t.m.Add(c, known)
			t.m.Objs[i].Marks.zone = zoneHand
			t.m.hands[s] = append(t.m.hands[s], i)
		}
	}
	for _, c := range v.Discard {
		i := t.m.Add(c, true)
		t.m.Objs[i].Marks.zone = zoneDiscard
		t.m.discard = append(t.m.discard, i)
	}
	t.m.stock = v.StockSize
	t.round, t.wild, t.handSize, t.dealer = v.Round, v.Wild, v.HandSize, v.Dealer
	t.tiebreak = v.Tiebreak
	t.outSeat, t.lastTurns = v.OutSeat, v.OutSeat >= 0
	t.shownTurn = v.Turn
	t.dealing, t.revealing = false, false
	copy(t.totals, v.Totals)
	copy(t.prevTotals, v.Totals)
	t.countDur = 0
	t.resort(0)
	t.relayout(0)
	t.refreshLegal()
}

// SkipToRound plays on at once (Shell.Skip) until round r has been dealt and, if a
// person plays, it is a person's turn: for tests and pictures of a late round.
func (t *Table) SkipToRound(r int) error {
	return t.Skip(func(mv match.View) bool { v := mv.(tt.View); return v.Round >= r && (t.Watching() || t.Person(v.Turn)) })
}

// DemoAsk plays on (Shell.Skip, the person's turns by a bot's discards) to a turn of
// seat 0's where a discard goes out, and asks the go-out question: for development
// screenshots (PARLOR_DEMO=goout). Error: the game ended first, or the skip failed.
func (t *Table) DemoAsk() error {
	for range 200 {
		err := t.Skip(func(mv match.View) bool {
			v := mv.(tt.View)
			return v.Over || v.Turn == 0 && v.Phase == tt.PhaseDiscard
		})
		if err != nil {
			return err
		}
		if t.v().Over || len(t.legal) == 0 {
			break
		}
		for _, m := range t.legal {
			if m.Kind == tt.GoOut {
				t.askOut = m.Card
				return nil
			}
		}
		if err := t.Submit(t.legal[0]); err != nil {
			return err
		}
	}
	return errors.New("no turn of seat 0's could go out")
}

// seatColour is a seat's name colour.
func seatColour(s int) color.RGBA { return ui.SeatColour(s) }
