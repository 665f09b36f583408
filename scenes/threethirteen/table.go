// Package threethirteen is the Three-Thirteen table scene: the viewer's hand fanned at
// the bottom, opponents around the table, the stock and discard pile in the middle, the
// round and its wild rank, and the round-end reveal. It referees the game with the rules
// core (gameplay/threethirteen), animates the events of every move in order, redacted
// for the seat on screen, and paces the bots.
package threethirteen

import (
	"errors"
	"image/color"
	"slices"
	"strconv"

	"parlor/assets/sound"
	"parlor/gameplay/cards"
	tt "parlor/gameplay/threethirteen"
	"parlor/scenes"
	"parlor/scenes/anim"
	"parlor/scenes/input"
	"parlor/scenes/prefs"
	"parlor/scenes/threethirteen/board"
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
	toastTicks   = 170
	resortTicks  = 14
	selectTicks  = 6
	roundStartTk = 36
	// thinkSteps bounds a sliced bot's work per tick (Thinker.Step calls).
	thinkSteps = 3
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
	setup  scenes.Setup
	st     *tt.State
	bots   []tt.Bot
	viewer int
	humans int

	q   anim.Queue[tt.Event]
	m   model
	lay board.Layout

	now   int
	speed prefs.Speed
	app   *scenes.App

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
	history         [][]int // penalties per finished round
	labels          []string
	tiebreak        bool
	lastTurns       bool
	outSeat         int
	revealing       bool
	roundOver       bool // the queue is paused after a round's score: waiting to go on
	roundOverAt     int
	finalRound      bool
	awaitReturn     bool
	totalTexts      []string
	penTexts        []string
	seatLines       []string

	// The viewer's hand: selection, sorting, meld colours.
	selected int // index into m.hands[viewer], -1 none
	sort     sortMode
	canOut   bool
	legal    []tt.Move

	// Overlays and messages.
	ptr         board.Pointer
	intents     []board.Intent
	help        bool
	confirm     bool
	privacy     bool
	privacyFor  int
	dealing     bool // from a round's start until its discard pile is turned up
	hidden      bool // pass-and-play: the deal was shown face down; nobody's hand is up
	banner      string
	bannerUntil int
	toast       string
	toastUntil  int
	status      string
	botAt       int  // tick when the bot on turn moves (0: not scheduled)
	thinking    bool // the bot on turn has begun and not finished its decision
	autoAt      int  // tick when an all-bot table goes on after a round (0: not set)
	handBuf     []cards.Card
	spr         spriteBuf
	seedText    string // "seed 12345", to replay the deal from the menu
	stockX      sprites.Tween
	stockY      sprites.Tween  // where the stock is drawn (it goes to the dealer to deal)
	deal        board.DealSpot // where the stock stands and its label goes while dealing
}

// NewTable starts a game from a setup (validated by the caller): it deals the first
// round and queues its events for the seat on screen.
func NewTable(s scenes.Setup) (*Table, error) {
	opts, err := tt.ParseOptions(s.Options)
	if err != nil {
		return nil, err
	}
	st, err := tt.New(tt.Config{Players: s.Players, Options: opts, Seed: s.Seed})
	if err != nil {
		return nil, err
	}
	t := &Table{setup: s, st: st, selected: -1, outSeat: -1, shownTurn: -1, sort: sortSuit}
	t.bots = make([]tt.Bot, s.Players)
	t.seedText = "seed " + strconv.FormatUint(s.Seed, 10)
	t.viewer = -1
	for i, seat := range s.Seats {
		if seat.Human {
			t.humans++
			if t.viewer < 0 {
				t.viewer = i
			}
			continue
		}
		b, err := tt.NewBot(seat.Level, i, s.Seed)
		if err != nil {
			return nil, err
		}
		t.bots[i] = b
	}
	if t.viewer < 0 {
		t.viewer = 0 // an all-bot table is watched from seat 0
	}
	n := s.Players
	t.m = newModel(n)
	t.totals = make([]int, n)
	t.prevTotals = make([]int, n)
	t.penalties = make([]int, n)
	t.totalTexts = make([]string, n)
	t.penTexts = make([]string, n)
	t.seatLines = make([]string, n)
	t.intents = make([]board.Intent, 0, 16)
	t.handBuf = make([]cards.Card, 0, 16)
	t.legal = make([]tt.Move, 0, 32)
	for i := range t.totalTexts {
		t.totalTexts[i] = "0"
	}
	t.lay = board.NewLayout(scenes.BaseW, scenes.BaseH, n, t.viewer)
	t.moveStock(t.lay.Stock.CX(), t.lay.Stock.CY(), 0)
	t.pushEvents(st.Opening())
	return t, nil
}

// pushEvents queues events redacted for the seat on screen.
// With several people at the screen, a new deal is shown face down to everyone (seat -1)
// and the first of them to play sees their cards after the privacy screen.
func (t *Table) pushEvents(evs []tt.Event) {
	seat := t.viewer
	for _, e := range evs {
		if _, ok := e.(tt.RoundStarted); ok && t.humans > 1 {
			seat = -1
		}
		t.q.Push(tt.Redact(e, seat))
	}
}

// Settled reports that no event waits and no card moves (a bot may be about to move),
// and at a round's end that the score count-up has finished: a screenshot now shows a
// stable table.
func (t *Table) Settled() bool {
	if t.round == 0 || t.m.busy(t.now) {
		return false
	}
	if t.roundOver {
		// The queue is paused here with the next round waiting in it.
		return t.now >= t.roundOverAt && t.now >= t.countStart+t.countDur
	}
	return t.q.Idle(t.now)
}

// RoundOver reports that the round-end reveal is up and waiting for the player.
func (t *Table) RoundOver() bool { return t.roundOver && t.now >= t.roundOverAt }

// Private reports that the privacy screen hides the table (pass-and-play).
func (t *Table) Private() bool { return t.privacy }

// ShowHelp opens the key help overlay.
func (t *Table) ShowHelp() { t.help = true }

// Update advances the table one tick.
func (t *Table) Update(a *scenes.App) error {
	t.app = a
	t.now++
	t.speed = a.Prefs.Speed
	if t.awaitReturn {
		// Back from the score sheet: the next round's deal is waiting in the queue.
		t.awaitReturn = false
		t.roundOver = false
		t.revealing = false
		t.q.Resume()
	}
	if a.W != t.lay.W || a.H != t.lay.H {
		t.lay = board.NewLayout(a.W, a.H, t.setup.Players, t.viewer)
		t.relayout(0)
	}
	t.handleInput(a)
	t.pump()
	t.drive(a)
	t.sweep()
	return nil
}

// pump starts every event whose turn has come.
func (t *Table) pump() {
	for {
		ev, ok := t.q.Next(t.now)
		if !ok {
			return
		}
		hold := t.animate(ev)
		t.q.Hold(t.now + hold)
	}
}

// drive makes the game go on when nothing is animating: bots move after a pause, a
// privacy screen goes up between two people's turns, the round-end panel waits.
func (t *Table) drive(a *scenes.App) {
	if !t.q.Idle(t.now) || t.q.Paused() && !t.roundOver {
		return
	}
	if t.roundOver {
		if t.humans == 0 && t.now >= t.roundOverAt {
			if t.autoAt == 0 {
				t.autoAt = t.now + 3*scenes.TPS
			}
			if t.now >= t.autoAt && !t.finalRound {
				t.autoAt = 0
				t.nextRound()
			}
		}
		return
	}
	turn := t.st.Turn()
	if turn < 0 {
		return
	}
	t.shownTurn = turn
	if b := t.bots[turn]; b != nil {
		// A bot that thinks in slices (the hard one) thinks thinkSteps slices a tick
		// while its move is due, so no frame waits for a whole decision.
		th, sliced := b.(tt.Thinker)
		if t.botAt == 0 {
			t.botAt = t.now + t.speed.TicksPerMove()
			if sliced {
				th.Begin(t.st.View(turn))
				t.thinking = true
			}
		}
		for i := 0; t.thinking && i < thinkSteps; i++ {
			t.thinking = !th.Step()
		}
		if t.now >= t.botAt && !t.thinking {
			t.botAt = 0
			var mv tt.Move
			if sliced {
				mv = th.Result()
			} else {
				mv = b.Choose(t.st.View(turn))
			}
			evs, err := t.st.Apply(mv)
			if err != nil {
				// A bot move the rules reject is a bug in the bot; show it, don't hang.
				t.showToast("bot error: " + err.Error())
				return
			}
			t.pushEvents(evs)
			t.pump()
		}
		return
	}
	if (turn != t.viewer || t.hidden) && !t.privacy {
		t.privacy, t.privacyFor = true, turn
		t.help, t.confirm = false, false
	}
}

// nextRound leaves the round-end panel: to the score sheet when a person plays, straight
// on when only bots do.
func (t *Table) nextRound() {
	t.roundOver = false
	t.revealing = false
	t.q.Resume()
}

// sheet builds the score sheet from what has been shown.
func (t *Table) sheet() *scenes.ScoreSheet {
	n := t.setup.Players
	sh := &scenes.ScoreSheet{Game: "Three-Thirteen", LowWins: true, TotalsLabel: "Total"}
	sh.Names = make([]string, n)
	for i := range sh.Names {
		sh.Names[i] = t.setup.Seats[i].Name
	}
	sh.RoundLabels = append([]string(nil), t.labels...)
	for _, r := range t.history {
		sh.Scores = append(sh.Scores, append([]int(nil), r...))
	}
	sh.Totals = append([]int(nil), t.totals...)
	if t.finalRound && t.st.Over() {
		sh.Over = true
		sh.Winners = t.st.Winners()
	}
	return sh
}

// showScores opens the score sheet; from there "Next round" comes back here.
func (t *Table) showScores(a *scenes.App) {
	sh := t.sheet()
	if !sh.Over {
		t.awaitReturn = true
	}
	scenes.ShowScores(a, sh, t, t.setup, func(s scenes.Setup) (scenes.Scene, error) { return NewTable(s) })
}

// refreshLegal caches the viewer's legal moves (only when it is the viewer's turn).
func (t *Table) refreshLegal() {
	t.legal = t.legal[:0]
	t.canOut = false
	if t.st.Turn() != t.viewer || t.bots[t.viewer] != nil {
		return
	}
	t.legal = append(t.legal, t.st.Legal(t.viewer)...)
	for _, m := range t.legal {
		if m.Kind == tt.GoOut {
			t.canOut = true
		}
	}
}

// myTurn reports that a person sits at the viewer's seat, it is their turn and nothing
// is animating.
func (t *Table) myTurn() bool {
	return t.bots[t.viewer] == nil && t.st.Turn() == t.viewer && t.q.Idle(t.now) && !t.roundOver && !t.privacy
}

// try applies a move of the viewer's; a rejected move shows why.
func (t *Table) try(mv tt.Move) bool {
	evs, err := t.st.Apply(mv)
	if err != nil {
		var re *tt.RuleError
		if errors.As(err, &re) {
			t.showToast(sentence(re.Msg))
		} else {
			t.showToast(err.Error())
		}
		return false
	}
	t.pushEvents(evs)
	t.pump()
	return true
}

func sentence(s string) string {
	if s == "" {
		return s
	}
	b := []byte(s)
	if b[0] >= 'a' && b[0] <= 'z' {
		b[0] -= 'a' - 'A'
	}
	return string(b)
}

func (t *Table) showToast(msg string) {
	t.toast, t.toastUntil = msg, t.now+toastTicks
	t.app.Sound.Play(sound.Click)
}

// handleInput maps this tick's input to intents and carries them out.
func (t *Table) handleInput(a *scenes.App) {
	if t.confirm {
		// The leave dialog takes all input: only its Leave button, Enter or Y leave.
		t.ptr.Down, t.ptr.Dragging = false, false
		switch scenes.AnswerLeave(a) {
		case input.Yes:
			scenes.LeaveToMenu(a, t.setup)
		case input.No:
			t.confirm = false
		}
		return
	}
	hand := t.m.hands[t.viewer]
	ctl := board.Control{Lay: &t.lay, HandN: len(hand), Selected: t.selected,
		Overlay: t.help || t.confirm, Gate: t.privacy || (t.roundOver && t.now >= t.roundOverAt)}
	t.intents = board.MapInput(&a.In, &ctl, &t.ptr, t.intents[:0])
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
			t.hidden = false
		case board.IHelp:
			t.help = true
		case board.IBack:
			t.confirm = true
		}
		return
	case t.roundOver && t.now >= t.roundOverAt:
		switch it.Kind {
		case board.IContinue:
			if t.humans == 0 && !t.finalRound {
				t.nextRound()
			} else {
				t.showScores(a)
			}
		case board.IHelp:
			t.help = true
		case board.IBack:
			t.confirm = true
		}
		return
	}
	hand := t.m.hands[t.viewer]
	switch it.Kind {
	case board.IHelp:
		t.help = true
	case board.IRules:
		if g, ok := scenes.Lookup("threethirteen"); ok {
			a.Push(scenes.NewRules(g))
		}
	case board.IMenu:
		t.confirm = true
	case board.ISelect:
		if it.Index >= len(hand) {
			return
		}
		t.selected = it.Index
		t.layoutHand(t.viewer, t.speed.Ticks(selectTicks))
	case board.ISortSuit, board.ISortRank, board.ISortMelds:
		switch it.Kind {
		case board.ISortSuit:
			t.sort = sortSuit
		case board.ISortRank:
			t.sort = sortRank
		default:
			t.sort = sortMelds
		}
		t.resort(t.speed.Ticks(resortTicks))
	case board.IReorder:
		if it.From < 0 || it.From >= len(hand) || it.Index < 0 || it.Index >= len(hand) {
			return
		}
		o := hand[it.From]
		hand = removeAt(hand, it.From)
		hand = slices.Insert(hand, it.Index, o)
		t.m.hands[t.viewer] = hand
		t.selected = it.Index
		t.sort = sortNone
		t.clearMeldMarks()
		t.layoutHand(t.viewer, t.speed.Ticks(selectTicks))
	case board.IDrawStock, board.ITakeDiscard, board.IDiscard, board.IGoOut:
		t.play(it)
	}
}

// play turns a game intent into a move, checking what the screen can check first.
func (t *Table) play(it board.Intent) {
	if t.bots[t.viewer] != nil {
		t.showToast("Bots are playing every seat; you are watching.")
		return
	}
	if t.st.Turn() != t.viewer {
		t.showToast("Wait for your turn: " + t.setup.Seats[max(t.st.Turn(), 0)].Name + " is playing.")
		return
	}
	if !t.q.Idle(t.now) {
		// Cards are still landing: a click or key finishes every animation at once,
		// then acts (mouse and keyboard alike, since both arrive here as intents).
		t.fastForward()
		if !t.q.Idle(t.now) {
			return
		}
	}
	hand := t.m.hands[t.viewer]
	switch it.Kind {
	case board.IDrawStock:
		t.try(tt.Move{Seat: t.viewer, Kind: tt.DrawStock})
	case board.ITakeDiscard:
		t.try(tt.Move{Seat: t.viewer, Kind: tt.TakeDiscard})
	case board.IDiscard:
		if t.st.Phase() == tt.PhaseDraw {
			t.showToast("Draw a card first: click the stock (S) or the discard pile (D).")
			return
		}
		if it.Index < 0 || it.Index >= len(hand) {
			t.showToast("Choose a card to discard: click it (or ← →), then click it again or press Enter.")
			return
		}
		t.try(tt.Move{Seat: t.viewer, Kind: tt.Discard, Card: t.m.objs[hand[it.Index]].card})
	case board.IGoOut:
		if t.st.Phase() == tt.PhaseDraw {
			t.showToast("Draw a card first; then you can go out by discarding your last unmatched card.")
			return
		}
		if !t.canGoOut() {
			// No discard goes out: say how far off the best one is, rather than let
			// the rules judge an arbitrary card.
			msg := "You can't go out yet: your best discard still leaves " + strconv.Itoa(t.bestLeftover()) + " points unmatched."
			if t.bestLeftover() == 0 {
				msg = "You can't go out by throwing back the card you just took from the discard pile."
			}
			t.showToast(msg)
			return
		}
		idx := it.Index
		if idx < 0 {
			idx = t.selected
		}
		var card cards.Card
		if idx >= 0 && idx < len(hand) {
			card = t.m.objs[hand[idx]].card
		}
		if !t.legalOut(card) {
			// Use any card that goes out, when the selected one does not.
			for _, m := range t.legal {
				if m.Kind == tt.GoOut {
					card = m.Card
					break
				}
			}
		}
		if !card.Valid() {
			card = t.firstCard()
		}
		t.try(tt.Move{Seat: t.viewer, Kind: tt.GoOut, Card: card})
	}
}

// maxFastForward bounds, in ticks, how far fastForward runs the table's clock on (a
// whole deal of 6×14 cards at the slowest speed is well within it).
const maxFastForward = 20000

// fastForward plays every queued event's animation to its end at once: the table's
// clock runs on, starting each event in turn, until the queue is idle (or paused) and
// no card moves. Messages on screen (banner, toast) and a bot's or a watched table's
// pending pause keep the time they had left. It returns the ticks skipped.
func (t *Table) fastForward() int {
	from := t.now
	for t.now-from < maxFastForward && !t.q.Idle(t.now) && !t.q.Paused() {
		t.now++
		t.pump()
	}
	for t.now-from < maxFastForward && t.m.busy(t.now) {
		t.now++
	}
	skip := t.now - from
	for _, at := range [...]*int{&t.bannerUntil, &t.toastUntil, &t.botAt, &t.autoAt} {
		if *at > from {
			*at += skip
		}
	}
	t.sweep()
	return skip
}

func (t *Table) firstCard() cards.Card {
	if h := t.m.hands[t.viewer]; len(h) > 0 {
		return t.m.objs[h[0]].card
	}
	return cards.Card{}
}

// canGoOut reports whether any discard goes out now.
func (t *Table) canGoOut() bool {
	for _, m := range t.legal {
		if m.Kind == tt.GoOut {
			return true
		}
	}
	return false
}

// bestLeftover is the least penalty (points) the viewer's hand keeps after discarding
// any one card, as the solver arranges it.
func (t *Table) bestLeftover() int {
	v := t.st.View(t.viewer)
	hand := v.Hand
	best := -1
	rest := make([]cards.Card, 0, len(hand))
	for i := range hand {
		if t.st.Options().ForbidRetake && hand[i] == v.Took {
			continue // may not be discarded (RULES.md §1, option forbid-retake)
		}
		rest = append(append(rest[:0], hand[:i]...), hand[i+1:]...)
		if p := tt.Penalty(rest, t.wild); best < 0 || p < best {
			best = p
		}
	}
	return max(best, 0)
}

func (t *Table) legalOut(c cards.Card) bool {
	for _, m := range t.legal {
		if m.Kind == tt.GoOut && m.Card == c {
			return true
		}
	}
	return false
}

// switchViewer shows the table from another person's seat (pass-and-play): the picture
// is rebuilt at once from that seat's View.
func (t *Table) switchViewer(seat int) {
	if seat == t.viewer && !t.hidden {
		t.refreshLegal()
		return
	}
	t.viewer = seat
	t.selected = -1
	t.sort = sortSuit
	t.lay = board.NewLayout(t.lay.W, t.lay.H, t.setup.Players, seat)
	t.rebuild()
}

// rebuild redraws the whole table at once from the viewer's View: hands, piles, the
// round, totals and the score history.
func (t *Table) rebuild() {
	v := t.st.View(t.viewer)
	t.m.clear()
	for s := 0; s < v.Players; s++ {
		for k := 0; k < v.HandSizes[s]; k++ {
			var c cards.Card
			if s == t.viewer {
				c = v.Hand[k]
			}
			i := t.m.add(c, s == t.viewer)
			t.m.objs[i].zone = zoneHand
			t.m.hands[s] = append(t.m.hands[s], i)
		}
	}
	for _, c := range v.Discard {
		i := t.m.add(c, true)
		t.m.objs[i].zone = zoneDiscard
		t.m.discard = append(t.m.discard, i)
	}
	t.m.stock = v.StockSize
	t.round, t.wild, t.handSize, t.dealer = v.Round, v.Wild, v.HandSize, v.Dealer
	t.tiebreak = v.Tiebreak
	t.outSeat, t.lastTurns = v.OutSeat, v.OutSeat >= 0
	t.shownTurn = v.Turn
	copy(t.totals, v.Totals)
	copy(t.prevTotals, v.Totals)
	t.history = t.history[:0]
	t.labels = t.labels[:0]
	for r, sc := range v.Scores {
		t.history = append(t.history, sc)
		t.labels = append(t.labels, roundLabel(r+1))
	}
	t.countDur = 0
	t.resort(0)
	t.relayout(0)
	t.refreshLegal()
}

// SkipToRound plays on at once, with bots choosing for every seat (people's seats get a
// normal bot), until round r has been dealt and, if a person plays, it is a person's
// turn; then it shows the table as it stands. It is for tests, benchmarks and
// screenshots of a late round. An error comes from a bot move the rules reject.
func (t *Table) SkipToRound(r int) error {
	stand := make([]tt.Bot, len(t.bots))
	for i := range stand {
		if stand[i] = t.bots[i]; stand[i] == nil {
			b, err := tt.NewBot("normal", i, t.setup.Seed)
			if err != nil {
				return err
			}
			stand[i] = b
		}
	}
	for !t.st.Over() && (t.st.Round() < r || (t.humans > 0 && t.bots[t.st.Turn()] != nil)) {
		turn := t.st.Turn()
		if _, err := t.st.Apply(stand[turn].Choose(t.st.View(turn))); err != nil {
			return err
		}
	}
	t.q.Clear()
	t.botAt, t.thinking = 0, false
	t.roundOver, t.revealing, t.awaitReturn = false, false, false
	t.banner = ""
	if turn := t.st.Turn(); turn >= 0 && t.bots[turn] == nil {
		t.viewer = turn
		t.lay = board.NewLayout(t.lay.W, t.lay.H, t.setup.Players, turn)
	}
	t.rebuild()
	return nil
}

// seatName is the seat's display name.
func (t *Table) seatName(s int) string { return t.setup.Seats[s].Name }

// setBanner shows a message above the piles for a while (until 0: until cleared).
func (t *Table) setBanner(msg string, ticks int) {
	t.banner = msg
	if ticks > 0 {
		t.bannerUntil = t.now + ticks
	} else {
		t.bannerUntil = 0
	}
}

// seatColour is a seat's name colour.
func seatColour(s int) color.RGBA { return scenes.SeatColour(s) }

// itoa is strconv.Itoa, named for brevity in drawing code.
func itoa(n int) string { return strconv.Itoa(n) }

// The board package's card size must be the atlas's (compile-time check).
var (
	_ = [1]struct{}{}[sprites.CardW-board.CardW]
	_ = [1]struct{}{}[sprites.CardH-board.CardH]
)
