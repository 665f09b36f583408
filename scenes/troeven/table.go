// Package troeven is the Troeven table scene (RULES.md §2, both versions): the
// viewer's hand at the bottom, the other players and, in the dummy version, the
// dummy's row of covered cards around the table in play order, the trick in the
// middle, the trump suit always in view, the cut and the two-stage deal, the trump
// dialog, tricks and card points per side, and the round's end leading to the score
// sheet with the branch tally. It referees with the rules core (gameplay/troeven),
// animates the events of every move in order, redacted for the seat on screen, and
// paces the bots by the speed setting.
package troeven

import (
	"errors"
	"slices"
	"strconv"

	"parlor/assets/sound"
	"parlor/gameplay/cards"
	tv "parlor/gameplay/troeven"
	"parlor/scenes"
	"parlor/scenes/anim"
	"parlor/scenes/input"
	"parlor/scenes/prefs"
	"parlor/scenes/troeven/board"
	"parlor/sprites"
)

// Animation lengths at normal speed, in ticks (60 per second); prefs.Speed scales them.
const (
	cutTicks    = 56 // the cut: split, swap, square up
	dealFlight  = 16 // one dealt card's flight
	dealStagger = 3  // between two cards of a packet
	packetPause = 6  // between two packets
	// thinkSteps bounds a sliced bot's work per tick (Thinker.Step calls).
	thinkSteps   = 6
	playFlight   = 18 // a card sliding to the trick
	flipTicks    = 12
	trickShow    = 40 // a full trick stays in view before it is swept
	sweepTicks   = 22 // the trick sliding to its winner
	trumpPause   = 50
	bannerTicks  = 150
	toastTicks   = 170
	selectTicks  = 6
	roundEndWait = 30
)

// Table is the Troeven table scene.
type Table struct {
	setup   scenes.Setup
	variant tv.Variant
	st      *tv.State
	bots    []tv.Bot
	viewer  int
	humans  int

	q   anim.Queue[tv.Event]
	m   model
	lay board.Layout
	app *scenes.App

	now   int
	speed prefs.Speed

	// What the viewer has been shown so far (from events).
	round, dealer, caller, cutter int
	trump                         cards.Suit
	trumpAt                       int
	shownTurn                     int // the position shown as playing (-1 none)
	tricks                        [4]int
	taken                         [4]int
	tally                         [3]int
	history                       []tv.RoundResult
	deckN                         int
	deckSize                      int
	cutStart, cutDur, cutAt       int
	dealing                       bool
	result                        tv.RoundResult
	roundOver                     bool
	roundOverAt                   int
	finalRound                    bool
	winners                       []int
	awaitReturn                   bool
	lastWinner                    int // winner of the last trick shown (-1)
	winnerUntil                   int

	// The viewer's choice: a hand index or (selDummy) a dummy column; the trump dialog's
	// focused suit button.
	selected int
	selDummy bool
	legal    []tv.Move

	intents     []board.Intent
	help        bool
	confirm     bool
	privacy     bool
	privacyFor  int
	hidden      bool
	banner      string
	bannerUntil int
	toast       string
	toastUntil  int
	botAt       int
	thinking    bool // the bot to move has begun and not finished its decision
	autoAt      int
	spr         spriteBuf
	seedText    string
	texts       texts
}

// NewTable starts a game from a setup (validated by the caller): it cuts and deals the
// first part of round 1 and queues the events for the seat on screen.
func NewTable(s scenes.Setup) (*Table, error) {
	v, err := tv.ParseVariant(s.Variant)
	if err != nil {
		return nil, err
	}
	if len(s.Seats) != 3 {
		return nil, errors.New("troeven is for exactly 3 players")
	}
	st, err := tv.New(tv.Config{Variant: v, Seed: s.Seed})
	if err != nil {
		return nil, err
	}
	t := &Table{setup: s, variant: v, st: st, selected: -1, shownTurn: -1, lastWinner: -1, viewer: -1}
	t.bots, err = makeBots(s, false)
	if err != nil {
		return nil, err
	}
	for i, seat := range s.Seats {
		if seat.Human {
			t.humans++
			if t.viewer < 0 {
				t.viewer = i
			}
		}
	}
	if t.viewer < 0 {
		t.viewer = 0 // an all-bot table is watched from seat 0
	}
	start := tv.StartTallyDummy
	if v == tv.Solo {
		start = tv.StartTallySolo
	}
	t.tally = [3]int{start, start, start}
	t.m = newModel()
	t.legal = make([]tv.Move, 0, 16)
	t.intents = make([]board.Intent, 0, 8)
	t.seedText = "seed " + strconv.FormatUint(s.Seed, 10)
	t.texts.init(s)
	t.lay = board.NewLayout(scenes.BaseW, scenes.BaseH, v == tv.Dummy, t.viewer, st.Dealer())
	t.pushEvents(st.Opening())
	return t, nil
}

// pushEvents queues events redacted for the seat on screen. With several people at the
// screen a new deal is shown face down to everyone (seat -1); the next person to play
// sees their cards after the privacy screen.
func (t *Table) pushEvents(evs []tv.Event) {
	seat := t.viewer
	if t.humans > 1 {
		seat = -1
	}
	for _, e := range evs {
		t.q.Push(tv.Redact(e, seat))
	}
}

// Settled reports that no event waits and no card moves (and at a round's end that its
// panel is up): a screenshot now shows a stable table.
func (t *Table) Settled() bool {
	if t.round == 0 || t.m.busy(t.now) {
		return false
	}
	if t.roundOver {
		return t.now >= t.roundOverAt
	}
	return t.q.Idle(t.now)
}

// RoundOver reports that the round-end panel is up and waiting for the player.
func (t *Table) RoundOver() bool { return t.roundOver && t.now >= t.roundOverAt }

// Private reports that the privacy screen hides the table (pass-and-play).
func (t *Table) Private() bool { return t.privacy }

// ShowHelp opens the key help overlay.
func (t *Table) ShowHelp() { t.help = true }

// TrumpDialog reports that the trump dialog is open for the person on screen.
func (t *Table) TrumpDialog() bool { return t.myTurn() && t.st.Phase() == tv.PhaseTrump }

// Update advances the table one tick.
func (t *Table) Update(a *scenes.App) error {
	t.app = a
	t.now++
	t.speed = a.Prefs.Speed
	if t.awaitReturn {
		// Back from the score sheet: the next round's cut is waiting in the queue.
		t.awaitReturn = false
		t.nextRound()
	}
	if a.W != t.lay.W || a.H != t.lay.H {
		t.relayoutAll(0)
	}
	t.handleInput(a)
	t.pump()
	t.drive()
	t.sweep()
	return nil
}

// relayoutAll rebuilds the layout (new size or dealer) and sends every card home.
func (t *Table) relayoutAll(dur int) {
	t.lay = board.NewLayout(t.app.W, t.app.H, t.variant == tv.Dummy, t.viewer, t.dealer)
	for p := 0; p < 3; p++ {
		t.layoutHand(p, dur, -1, 0)
	}
	t.layoutDummy(dur)
	for k, i := range t.m.trick {
		t.placeTrick(i, t.m.trickPos[k], k, dur)
	}
}

// pump starts every event whose turn has come.
func (t *Table) pump() {
	for {
		ev, ok := t.q.Next(t.now)
		if !ok {
			return
		}
		t.q.Hold(t.now + t.animate(ev))
	}
}

// drive makes the game go on when nothing animates: bots move after a pause, a privacy
// screen goes up between two people's turns.
func (t *Table) drive() {
	if t.roundOver {
		if t.humans == 0 && t.now >= t.roundOverAt && !t.finalRound {
			if t.autoAt == 0 {
				t.autoAt = t.now + 3*scenes.TPS
			}
			if t.now >= t.autoAt {
				t.nextRound()
			}
		}
		return
	}
	if !t.q.Idle(t.now) {
		return
	}
	seat := t.st.ToMove()
	if seat < 0 {
		return
	}
	if b := t.bots[seat]; b != nil {
		// A bot that thinks in slices (the hard one) thinks thinkSteps slices a tick
		// while its move is due, so no frame waits for a whole decision.
		th, sliced := b.(tv.Thinker)
		if t.botAt == 0 {
			t.botAt = t.now + t.speed.TicksPerMove()
			if t.st.Phase() == tv.PhaseTrump {
				t.botAt += t.speed.Ticks(30) // a caller takes a moment over trumps
			}
			if sliced {
				th.Begin(t.st.View(seat))
				t.thinking = true
			}
		}
		for i := 0; t.thinking && i < thinkSteps; i++ {
			t.thinking = !th.Step()
		}
		if t.now >= t.botAt && !t.thinking {
			t.botAt = 0
			var mv tv.Move
			if sliced {
				mv = th.Result()
			} else {
				mv = b.Choose(t.st.View(seat))
			}
			evs, err := t.st.Apply(mv)
			if err != nil {
				t.showToast("bot error: " + err.Error())
				return
			}
			t.pushEvents(evs)
			t.refreshLegal()
			t.pump()
		}
		return
	}
	if (seat != t.viewer || t.hidden) && !t.privacy {
		t.privacy, t.privacyFor = true, seat
		t.help, t.confirm = false, false
	}
}

// nextRound leaves the round-end panel and lets the next round's events flow.
func (t *Table) nextRound() {
	t.roundOver, t.autoAt = false, 0
	t.q.Resume()
}

// sheet is the score sheet of the rounds shown so far.
func (t *Table) sheet() *scenes.ScoreSheet {
	return buildSheet(t.setup, t.variant, t.history, t.finalRound, t.winners)
}

// showScores opens the score sheet; its "Next round" comes back here.
func (t *Table) showScores(a *scenes.App) {
	sh := t.sheet()
	if !sh.Over {
		t.awaitReturn = true
	}
	scenes.ShowScores(a, sh, t, t.setup, func(s scenes.Setup) (scenes.Scene, error) { return NewTable(s) })
}

// refreshLegal caches the viewer's legal moves (empty unless the viewer is to move).
func (t *Table) refreshLegal() {
	t.legal = t.legal[:0]
	if t.bots[t.viewer] == nil && t.st.ToMove() == t.viewer {
		t.legal = t.st.AppendLegal(t.legal, t.viewer)
	}
}

// myTurn reports that a person sits at the viewer's seat, it is theirs to move and
// nothing animates.
func (t *Table) myTurn() bool {
	return t.bots[t.viewer] == nil && t.st.ToMove() == t.viewer && t.q.Idle(t.now) && !t.roundOver && !t.privacy && !t.hidden
}

// dummyTurn reports that the viewer, as caller, is to choose the dummy's card.
func (t *Table) dummyTurn() bool {
	return t.myTurn() && t.st.Phase() == tv.PhasePlay && t.st.Turn() == tv.DummySeat
}

// isLegal reports whether playing c (from the dummy or the hand) is among the legal moves.
func (t *Table) isLegal(c cards.Card, fromDummy bool) bool {
	for _, m := range t.legal {
		if m.Kind == tv.PlayCard && m.Card == c && m.FromDummy == fromDummy {
			return true
		}
	}
	return false
}

// try applies a move of the viewer's; a refused move says why in a toast.
func (t *Table) try(mv tv.Move) bool {
	evs, err := t.st.Apply(mv)
	if err != nil {
		var re *tv.RuleError
		if errors.As(err, &re) {
			t.showToast(sentence(re.Msg))
		} else {
			t.showToast(err.Error())
		}
		return false
	}
	t.selected, t.selDummy = -1, false
	t.pushEvents(evs)
	t.refreshLegal()
	t.pump()
	return true
}

// sentence starts s with a capital letter.
func sentence(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

func (t *Table) showToast(msg string) {
	t.toast, t.toastUntil = msg, t.now+toastTicks
	if t.app != nil {
		t.app.Sound.Play(sound.Click)
	}
}

// control is what the intent mapping needs this tick.
func (t *Table) control() board.Control {
	c := board.Control{Lay: &t.lay, HandN: len(t.m.hands[t.viewer]), Selected: t.selected,
		Caller:  t.caller == t.viewer && t.variant == tv.Dummy && !t.hidden,
		Trump:   t.TrumpDialog(),
		Overlay: t.help || t.confirm,
		Gate:    t.privacy || t.RoundOver()}
	for k, i := range t.m.dummyUp {
		c.DummyUp[k] = i >= 0
	}
	c.DummyTurn = t.dummyTurn()
	if c.DummyTurn != t.selDummy && !c.Trump {
		c.Selected = -1
	}
	return c
}

// handleInput maps this tick's input to intents and carries them out.
func (t *Table) handleInput(a *scenes.App) {
	if t.confirm {
		// The leave dialog takes all input: only its Leave button, Enter or Y leave.
		switch scenes.AnswerLeave(a) {
		case input.Yes:
			scenes.LeaveToMenu(a, t.setup)
		case input.No:
			t.confirm = false
		}
		return
	}
	ctl := t.control()
	t.intents = board.MapInput(&a.In, &ctl, t.intents[:0])
	for _, it := range t.intents {
		t.do(a, it)
	}
}

func (t *Table) do(a *scenes.App, it board.Intent) {
	switch {
	case t.confirm:
		// The leave dialog answers from handleInput; the rest of this tick is dropped.
		return
	case t.help:
		if it.Kind == board.IHelp || it.Kind == board.IBack || it.Kind == board.IContinue {
			t.help = false
		}
		return
	case t.privacy:
		switch it.Kind {
		case board.IContinue:
			t.privacy = false
			t.switchViewer(t.privacyFor)
		case board.IHelp:
			t.help = true
		case board.IBack:
			t.confirm = true
		}
		return
	case t.RoundOver():
		switch it.Kind {
		case board.IContinue:
			if t.humans == 0 && !t.finalRound {
				t.nextRound()
			} else {
				t.showScores(a)
			}
		case board.IHelp:
			t.help = true
		case board.IRules:
			t.openRules(a)
		case board.IBack:
			t.confirm = true
		}
		return
	}
	switch it.Kind {
	case board.IHelp:
		t.help = true
	case board.IRules:
		t.openRules(a)
	case board.IMenu:
		t.confirm = true
	case board.ISelect:
		if t.TrumpDialog() {
			t.selected = it.Index
			return
		}
		t.selected, t.selDummy = it.Index, it.Dummy
		t.layoutHand(t.viewer, t.speed.Ticks(selectTicks), -1, 0)
		t.layoutDummy(t.speed.Ticks(selectTicks))
	case board.ITrump:
		if !t.TrumpDialog() {
			return
		}
		t.try(tv.Move{Seat: t.viewer, Kind: tv.NameTrump, Suit: cards.Suit(it.Suit)})
	case board.IPlay:
		t.play(it)
	}
}

func (t *Table) openRules(a *scenes.App) {
	if g, ok := scenes.Lookup("troeven"); ok {
		a.Push(scenes.NewRules(g))
	}
}

// play turns a play intent into a move, saying what is wrong when it cannot be one.
func (t *Table) play(it board.Intent) {
	switch {
	case t.bots[t.viewer] != nil:
		t.showToast("Bots are playing every seat; you are watching.")
		return
	case t.st.ToMove() != t.viewer:
		if mv := t.st.ToMove(); mv >= 0 {
			t.showToast("Wait for your turn: " + t.texts.names[mv] + " is playing.")
		}
		return
	case !t.q.Idle(t.now):
		return // the last move is still landing
	case t.st.Phase() == tv.PhaseTrump:
		t.showToast("Name trumps first: click a suit, or press C, D, H or S.")
		return
	}
	dummyTurn := t.st.Turn() == tv.DummySeat
	idx := it.Index
	if idx < 0 {
		if t.selected < 0 || t.selDummy != dummyTurn {
			if dummyTurn {
				t.showToast("Choose one of the dummy's face-up cards: ← → then Enter, or 1–4.")
			} else {
				t.showToast("Choose a card first: ← → then Enter, or click it.")
			}
			return
		}
		idx = t.selected
	}
	if it.Dummy {
		if idx < 0 || idx > 3 || t.m.dummyUp[idx] < 0 {
			return
		}
		c := t.m.objs[t.m.dummyUp[idx]].card
		if !dummyTurn {
			t.showToast("It is your own turn: play a card from your hand. The dummy plays after the opponent.")
			return
		}
		t.try(tv.Move{Seat: t.viewer, Kind: tv.PlayCard, Card: c, FromDummy: true})
		return
	}
	hand := t.m.hands[t.viewer]
	if idx >= len(hand) {
		return
	}
	if dummyTurn {
		t.showToast("It is the dummy's turn: choose one of its face-up cards.")
		return
	}
	t.try(tv.Move{Seat: t.viewer, Kind: tv.PlayCard, Card: t.m.objs[hand[idx]].card})
}

// switchViewer shows the table from another person's seat (pass-and-play), rebuilt at
// once from that seat's View.
func (t *Table) switchViewer(seat int) {
	t.viewer = seat
	t.hidden = false
	t.selected, t.selDummy = -1, false
	t.rebuild()
}

// rebuild redraws the whole table at once from the viewer's View.
func (t *Table) rebuild() {
	v := t.st.View(t.viewer)
	t.m.clear()
	t.round, t.dealer, t.caller, t.cutter, t.trump = v.Round, v.Dealer, v.Caller, v.Cutter, v.Trump
	t.tricks, t.taken, t.tally = v.TricksWon, v.Taken, v.Tally
	t.history = append(t.history[:0], v.History...)
	t.deckN, t.cutDur, t.dealing = 0, 0, false
	t.shownTurn = v.Turn
	t.lay = board.NewLayout(t.lay.W, t.lay.H, t.variant == tv.Dummy, t.viewer, t.dealer)
	for p := 0; p < 3; p++ {
		for k := 0; k < v.Counts[p]; k++ {
			var c cards.Card
			if p == t.viewer {
				c = v.Hand[k]
			}
			t.m.hands[p] = append(t.m.hands[p], t.m.add(c, p == t.viewer))
		}
	}
	for col := 0; col < 4; col++ {
		if v.DummyDown[col] {
			t.m.dummyDown[col] = t.m.add(cards.Card{}, false)
		}
		if v.DummyUp[col].Valid() {
			t.m.dummyUp[col] = t.m.add(v.DummyUp[col], true)
		}
	}
	for _, tc := range v.Trick.Cards {
		t.m.trick = append(t.m.trick, t.m.add(tc.Card, true))
		t.m.trickPos = append(t.m.trickPos, tc.Seat)
	}
	t.sortHand()
	t.relayoutAll(0)
	t.refreshLegal()
}

// SkipToTrick plays on at once with bots choosing for every seat (people's seats get a
// normal bot) until trick n (1-based) of the current round is under way with cards
// already on it, or a person is to play; then it shows the table as it stands. It is
// for tests and screenshots of a game in progress.
func (t *Table) SkipToTrick(n int) error {
	stand, err := makeBots(t.setup, true)
	if err != nil {
		return err
	}
	round := t.st.Round()
	for !t.st.Over() && t.st.Round() == round {
		v := t.st.View(t.st.ToMove())
		if v.Phase == tv.PhasePlay && len(v.Tricks)+1 >= n && len(v.Trick.Cards) > 0 && t.bots[v.ToMove] == nil {
			break
		}
		seat := t.st.ToMove()
		if err := t.st.Step(stand[seat].Choose(t.st.View(seat))); err != nil {
			return err
		}
	}
	t.q.Clear()
	t.botAt, t.thinking = 0, false
	t.roundOver, t.awaitReturn, t.banner = false, false, ""
	t.rebuild()
	return nil
}

// sweep drops cards that have finished leaving the table.
func (t *Table) sweep() {
	for i := range t.m.objs {
		o := &t.m.objs[i]
		if o.alive && o.fadeOut && !o.moving(t.now) {
			o.alive = false
		}
	}
}

// sortHand orders the viewer's hand by suit (trumps last, on the right) and then by
// rank from 7 up to the ace.
func (t *Table) sortHand() {
	hand := t.m.hands[t.viewer]
	objs := t.m.objs
	trump := t.trump
	key := func(i int) int {
		c := objs[i].card
		if !c.Valid() {
			return 1000
		}
		s := int(c.Suit) * 20
		if c.Suit == trump {
			s = 100
		}
		return s + rankStrength(c.Rank)
	}
	slices.SortStableFunc(hand, func(a, b int) int { return key(a) - key(b) })
}

// rankStrength orders ranks for Troeven: 7 lowest … 10, J, Q, K, A highest.
func rankStrength(r cards.Rank) int {
	if r == cards.Ace {
		return 14
	}
	return int(r)
}

// The board package's card size must be the atlas's (compile-time check).
var (
	_ = [1]struct{}{}[sprites.CardW-board.CardW]
	_ = [1]struct{}{}[sprites.CardH-board.CardH]
)
