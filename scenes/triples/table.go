// Package triples is the Triples table scene (docs/rules/triples.md) for 2 to 10 seats:
// compact plates around the table with card counts and scores, the draw pile and the
// play area's top two cards in the middle, the viewer's hand at the bottom. It plays
// through a seat handle (scenes.Shell) and animates every event in order, as the seat
// on screen may see it (the dealer draw, the deal, plays, penalties flying to their
// victim, reshuffles); the hard bot thinks in slices while the table waits.
package triples

import (
	"slices"

	"parlor/gameplay/match"
	tr "parlor/gameplay/triples"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/triples/board"
	"parlor/scenes/ui"
	"parlor/sprites"
)

// Animation lengths at normal speed, in ticks (60 per second); prefs.Speed scales them.
const (
	flightTicks = 20
	flipTicks   = 10
	dealHold    = 3
	bannerTicks = 150
	selectTicks = 6
	// oppScale is the size of a card flying to or from an opponent's plate.
	oppScale = 0.36
)

// Table is the Triples table scene.
type Table struct {
	*scenes.Shell
	view scenes.ViewOf[tr.View] // the viewer's view
	lay  board.Layout

	// What has been shown so far (from events).
	hand    []*obj // the viewer's hand, in display order
	area    []*obj // play area, bottom first
	flights []*obj // cards flying to or from a plate, dropped on landing
	ddraw   []*obj // the dealer draw's cards
	counts  []int  // hand sizes shown
	pile    int
	round   int
	dealer  int
	shown   int   // seat shown on turn: the one acting in the event shown, the view's turn once idle
	pending []int // penalty owed, by seat
	skipped []int // tick until which a seat shows "skipped"
	hitAt   []int // tick until which a seat's plate flashes as a penalty's victim
	totals  []int
	wins    []int
	drawNo  int
	shared  []tr.Attr // what the last play shared
	double  bool      // and whether it was a double triple
	dealing bool

	revealHands [][]tr.Card
	revealPts   []int
	revealOut   int

	// The viewer's choices.
	sel     []int // selected hand indices, in the order chosen (at most 2)
	cursor  int
	hint    bool
	legal   []tr.Move
	tcursor int // keyboard target choice

	intents []board.Intent
	atlas   *sprites.TriplesAtlas
	spr     sprites.TriplesSprite
}

// NewTable starts a game from a validated setup: the dealer draw and the first deal are
// shown from the first Update on.
func NewTable(s scenes.Setup) (*Table, error) { return scenes.Start(info, s, build) }

// build makes the table on its shell.
func build(sh *scenes.Shell) (*Table, error) {
	s := sh.Setup()
	t := &Table{Shell: sh, cursor: -1, tcursor: -1, shown: -1, revealOut: -1}
	n := s.Players
	t.counts, t.pending, t.skipped, t.hitAt = make([]int, n), make([]int, n), make([]int, n), make([]int, n)
	t.totals, t.wins = make([]int, n), make([]int, n)
	t.layout(ui.BaseW, ui.BaseH)
	t.pile = tr.DeckSize
	return t, nil
}

// v is the viewer's view now.
func (t *Table) v() *tr.View { return t.view.Of(t.Shell) }

// ShortLayout reports that the table has a layout for a short landscape screen
// (scenes.ShortFit; board.newShort).
func (t *Table) ShortLayout() bool { return true }

// layout places the table for w×h from the viewer's seat.
func (t *Table) layout(w, h float64) {
	t.lay = board.NewLayout(w, h, t.Setup().Players, t.Viewer())
	t.SetChrome(t.lay.Chrome())
}

// Settled reports that no event waits and no card moves (at a round's end: the panel
// is up): a screenshot now shows a stable table.
func (t *Table) Settled() bool { return t.round != 0 && t.Shell.Settled() }

// Busy reports cards moving at tick.
func (t *Table) Busy(tick int) bool {
	for _, l := range [...][]*obj{t.hand, t.area, t.flights, t.ddraw} {
		for _, o := range l {
			if o.Moving(tick) {
				return true
			}
		}
	}
	return false
}

// ToMove is the seat on turn (-1: none).
func (t *Table) ToMove() int { return t.v().Turn }

// Over reports the game's end.
func (t *Table) Over() bool { return t.v().Phase == tr.PhaseOver }

// BeforeUpdate takes the deck's atlas (made again when the scale changes) and lays the
// table out again for a w×h screen of another size.
func (t *Table) BeforeUpdate(w, h float64) {
	t.atlas = scenes.AtlasOf[*sprites.TriplesAtlas](t.Shell)
	if w != t.lay.W || h != t.lay.H {
		t.layout(w, h)
		t.relayout(0)
	}
}

// AfterUpdate drops the cards whose animations have ended; once every event has been
// shown, the seat lit as on turn is the view's (the events say who acts while they
// play, not who acts next).
func (t *Table) AfterUpdate() {
	t.sweep()
	if t.Idle() {
		t.shown = t.v().Turn
	}
}

// myTurn: a person sits at the viewer's seat, it is their turn and nothing animates or
// is in the way.
func (t *Table) myTurn() bool {
	return !t.Watching() && t.v().Turn == t.Viewer() && t.Idle() && !t.Ended() && !t.Private()
}

// choosingTarget: the viewer just made a double triple and names its victim.
func (t *Table) choosingTarget() bool { return t.myTurn() && t.v().Phase == tr.PhaseTarget }

func (t *Table) refreshLegal() {
	t.legal = t.legal[:0]
	if t.v().Turn == t.Viewer() && !t.Watching() {
		for _, m := range t.Legal() {
			t.legal = append(t.legal, m.(tr.Move))
		}
	}
}

// try makes mv, saying why the rules refuse it (a play that is no triple in card names).
func (t *Table) try(mv tr.Move) bool {
	err := t.Submit(mv)
	if err == nil {
		t.sel = t.sel[:0]
		t.hint = false
		return true
	}
	t.Toast(t.refusal(err, mv))
	return false
}

// notATriple words the refusal of play mv (its cards with the play-area cards they had
// to match) for the player: card names, not the file notation.
func (t *Table) notATriple(mv tr.Move) string {
	cs := mv.Cards[:1]
	if !mv.Cards[1].Hidden() {
		cs = mv.Cards[:2]
	}
	area := t.v().PlayArea
	need := 1
	if len(cs) == 1 {
		need = 2
	}
	need = min(need, len(area))
	return board.NotATriple(cs, area[len(area)-need:])
}

// selected reports whether hand card i is selected.
func (t *Table) selected(i int) bool { return slices.Contains(t.sel, i) }

// Back puts the chosen cards back (Esc), if any are chosen.
func (t *Table) Back() bool {
	if len(t.sel) == 0 {
		return false
	}
	t.sel = t.sel[:0]
	t.layoutHand(t.Speed().Ticks(selectTicks))
	return true
}

// Play maps this tick's input to intents and carries them out.
func (t *Table) Play(in *ui.Input) {
	ctl := board.Control{Lay: &t.lay, HandN: len(t.hand), Cursor: t.cursor, Raised: t.selected,
		Target: t.choosingTarget()}
	t.intents = board.MapInput(in, &ctl, t.intents[:0])
	for _, it := range t.intents {
		t.do(it)
	}
}

func (t *Table) do(it board.Intent) {
	switch it.Kind {
	case board.ICursor:
		t.cursor = it.Index
	case board.IToggle:
		t.toggle(it.Index)
	case board.IClear:
		t.Back()
	case board.IHint:
		t.hint = !t.hint
		if t.hint {
			t.giveHint()
		}
	case board.IPlay:
		t.play()
	case board.IDraw:
		t.draw()
	case board.ITarget, board.ITargetNext:
		t.target(it)
	case board.IName:
		t.Toast(t.plateNote(it.Index))
	}
}

func (t *Table) toggle(i int) {
	if i < 0 || i >= len(t.hand) {
		return
	}
	t.cursor = i
	if k := slices.Index(t.sel, i); k >= 0 {
		t.sel = slices.Delete(t.sel, k, k+1)
	} else {
		if len(t.sel) == 2 {
			t.sel = t.sel[1:]
		}
		t.sel = append(t.sel, i)
	}
	t.layoutHand(t.Speed().Ticks(selectTicks))
}

func (t *Table) play() {
	if !t.MayMove() {
		return
	}
	v := t.v()
	switch {
	case v.Phase == tr.PhaseTarget:
		t.Toast(l10n.T("Double triple! Click the opponent who draws 2."))
		return
	case v.Pending > 0:
		t.Toast(l10n.Plural("You owe %d cards for a Draw 2: take them first (D or the draw pile).", v.Pending))
		return
	case len(t.sel) == 0:
		t.Toast(l10n.T("Choose one or two cards first (click them, or ← → and Space), or draw (D)."))
		return
	}
	me := t.Viewer()
	if len(t.sel) == 1 {
		t.try(tr.PlayOne(me, t.hand[t.sel[0]].card))
	} else {
		t.try(tr.PlayTwo(me, t.hand[t.sel[0]].card, t.hand[t.sel[1]].card))
	}
}

func (t *Table) draw() {
	if !t.MayMove() {
		return
	}
	if t.v().Phase == tr.PhaseTarget {
		t.Toast(l10n.T("Double triple! Click the opponent who draws 2."))
		return
	}
	t.try(tr.DrawMove(t.Viewer()))
}

// target names the double triple's victim: a click on a plate, or the keyboard's
// choice moved along the seats the rules allow (the legal target moves).
func (t *Table) target(it board.Intent) {
	if !t.choosingTarget() {
		return
	}
	var seats []int
	for _, m := range t.legal {
		if m.Kind == tr.MoveTarget {
			seats = append(seats, m.Target)
		}
	}
	if len(seats) == 0 {
		return
	}
	k := slices.Index(seats, t.tcursor)
	if k < 0 {
		// Start at the first opponent left of the viewer.
		k = max(0, slices.IndexFunc(seats, func(s int) bool { return s > t.Viewer() }))
		t.tcursor = seats[k]
	}
	switch it.Kind {
	case board.ITargetNext:
		t.tcursor = seats[(k+it.Index+len(seats))%len(seats)]
	case board.ITarget:
		s := it.Index
		if s < 0 {
			s = t.tcursor
		}
		if t.try(tr.TargetMove(t.Viewer(), s)) {
			t.tcursor = -1
		}
	}
}

// Rebuild shows the table at once from the viewer's view.
func (t *Table) Rebuild() {
	v, now := t.v(), t.Now()
	t.sel, t.cursor, t.hint = t.sel[:0], -1, false
	t.layout(t.lay.W, t.lay.H)
	t.hand, t.area, t.flights, t.ddraw = t.hand[:0], t.area[:0], t.flights[:0], t.ddraw[:0]
	for _, c := range v.Hand {
		t.hand = append(t.hand, newObj(c, true, now, 0, 0, 0, t.lay.HandScale))
	}
	for _, c := range v.PlayArea {
		t.area = append(t.area, newObj(c, true, now, 0, 0, 0, t.lay.AreaScale))
	}
	copy(t.counts, v.HandSizes)
	t.pile, t.round, t.dealer, t.shown = v.DrawPile, v.Round, v.Dealer, v.Turn
	t.dealing = false
	for i := range t.pending {
		t.pending[i] = 0
	}
	if v.Pending > 0 && v.Turn >= 0 {
		t.pending[v.Turn] = v.Pending
	}
	copy(t.totals, v.Totals)
	copy(t.wins, v.Wins)
	t.sortHand()
	t.relayout(0)
	t.refreshLegal()
}

// SkipToRound plays on at once (Shell.Skip) until round r has been dealt and, if a
// person plays, it is a person's turn: for tests and pictures of a late round.
func (t *Table) SkipToRound(r int) error {
	return t.Skip(func(mv match.View) bool { v := mv.(tr.View); return v.Round >= r && (t.Watching() || t.Person(v.Turn)) })
}
