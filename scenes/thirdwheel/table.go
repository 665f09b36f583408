// Package thirdwheel is the Third Wheel table scene (RULES.md §3): the shared score as a
// dial toward 100 (with the Double-Down floor), each seat's role, the deck's countdown,
// the table pile, the reaction window's race meter, slap animations and race feedback
// in ms, and the end panel saying why the game ended.
//
// Game time: the table keeps a game clock in ms advanced by one tick (1000/60 ms) per
// Update. Each Update it feeds the people's stamped input for the open reaction window
// (a slap pressed this tick is Submitted in this same Update), hands out the bots' due
// plans (gameplay/thirdwheel Planner), then ticks the window's clock to now+1 ms, which
// settles everything stamped before it. Outside a window the bots move after a short
// pause. Nothing reads the wall clock, except the browser build, which stamps slaps with
// the DOM event's own timestamp (board.DOMStamp).
package thirdwheel

import (
	"errors"
	"math"
	"parlor/gameplay/match"
	"runtime"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/assets/sound"
	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes"
	"parlor/scenes/input"
	"parlor/scenes/prefs"
	"parlor/scenes/thirdwheel/board"
	"parlor/sprites"
)

// Effect lengths in ticks (60 per second).
const (
	flyTicks      = 12
	slapDownTicks = 7
	slapHoldTicks = 26
	shakeTicks    = 14
	feedbackTicks = 200
	toastTicks    = 170
	logLines      = 5
)

// slapFx is one slap being animated: a hand from the seat's plate down onto the pile.
type slapFx struct {
	seat, start int
	outcome     tw.SlapOutcome
}

// Table is the Third Wheel table scene.
type Table struct {
	setup  scenes.Setup
	st     *tw.State
	bots   [3]tw.Bot
	plan   match.Planner
	humans []int // people's seats, in seat order
	viewer int
	v      tw.View

	// Game time: gtick counts the game's Updates (paused behind overlays); the window
	// opened at winOpenMs of game time (winPerf on the browser's performance clock).
	gtick     int
	now       int // Update count, for effects
	winID     int
	winOpenMs float64
	winPerf   float64
	botAt     int

	lay   board.Layout
	speed prefs.Speed
	app   *scenes.App
	in    slapInput

	// Shown state and effects.
	played     int // Duo cards seen played
	flyN       int // table card N flying in
	flyFrom    int // seat it flies from
	flyStart   int
	slaps      []slapFx
	shakeAt    int
	flashAt    int
	flashGood  bool
	feedback   string
	feedbackOK bool
	feedbackAt int
	log        []string
	bustAt     int
	choosing   tw.Card // a hand card whose plays are offered as buttons
	buttons    []button
	toast      string
	toastUntil int
	help       bool
	confirm    bool
	overAt     int
	rebind     int // hot-seat player (0, 1) whose key is being chosen; -1 none
	// Hot seat (two or three people): privacy is the privacy screen pending before
	// privacyFor's hand is shown; hidden means the viewer's hand has not yet been
	// shown to its owner (the start of the game). While either holds, no hand is drawn
	// and no hand or button move is taken; slaps still are.
	privacy     bool
	privacyFor  int
	hidden      bool
	seedText    string
	lastPlanAt  int
	lastPlanOK  bool
	lastPlanWin int
	spr         sprites.TWSprite
	// The Update (t.now) of the last Submitted and Slapped events, for the input
	// latency test.
	submittedAt, slappedAt int
}

// button is an action button above the hand: a label and the move it makes.
type button struct {
	label string
	move  tw.Move
}

// NewTable starts a game from a validated setup.
func NewTable(s scenes.Setup) (*Table, error) {
	st, bots, err := newGame(s, false)
	if err != nil {
		return nil, err
	}
	t := &Table{setup: s, st: st, bots: bots, viewer: -1, rebind: -1, flyN: -1}
	for i := range 3 {
		if bots[i] == nil {
			t.humans = append(t.humans, i)
		}
	}
	if len(t.humans) > 0 {
		t.viewer = t.humans[0]
	} else {
		t.viewer = st.SeatOf(tw.ThirdWheel)
	}
	t.in.init(len(t.humans))
	t.hidden = len(t.humans) >= 2
	t.seedText = "seed " + strconv.FormatUint(s.Seed, 10)
	t.lay = board.NewLayout(scenes.BaseW, scenes.BaseH)
	t.onEvents(st.Opening())
	t.v = st.View(t.viewer)
	return t, nil
}

// Settled reports a stable picture for a screenshot: the game is over and its panel is
// up, nothing is flying, and the game waits for a person's move or at least three Duo
// cards have been played (with Snap Match, while a reaction window runs).
func (t *Table) Settled() bool {
	if t.st.Over() {
		return t.now >= t.overAt
	}
	if t.now < t.flyStart+flyTicks {
		return false
	}
	if t.human(t.st.ToMove()) {
		// Waiting for a person's move.
		return true
	}
	if t.played < 3 {
		return false
	}
	if t.v.Options.Snap {
		return t.v.Window.Open && t.v.Window.Snap
	}
	return true
}

// Private reports that the privacy screen is pending (hot seat): the next person's hand
// is not shown until they click or press Enter.
func (t *Table) Private() bool { return t.privacy }

// handHidden reports that the viewer's hand must not be shown (privacy pending, or no
// person has been shown their hand yet).
func (t *Table) handHidden() bool { return (t.privacy || t.hidden) && !t.st.Over() }

// reveal lifts the privacy screen: the table turns to privacyFor's hand.
func (t *Table) reveal() {
	t.privacy, t.hidden = false, false
	t.viewer, t.choosing = t.privacyFor, 0
	t.v = t.st.View(t.viewer)
}

// ShowHelp opens the key help overlay.
func (t *Table) ShowHelp() { t.help = true }

// nowMs is the game time in ms.
func (t *Table) nowMs() float64 { return board.GameMs(t.gtick) }

// winNow is the open (or last) window's time now, in ms.
func (t *Table) winNow() int { return int(math.Floor(t.nowMs() - t.winOpenMs)) }

// windowOpen reports whether a reaction window is open (the game then moves on stamped
// moves and ticks).
func (t *Table) windowOpen() bool { return !t.st.Over() && t.st.ToMove() < 0 }

// Update advances the table one tick.
func (t *Table) Update(a *scenes.App) error {
	t.app = a
	t.now++
	t.speed = a.Prefs.Speed
	maintainAtlas(a.Scale)
	if a.W != t.lay.W || a.H != t.lay.H {
		t.lay = board.NewLayout(a.W, a.H)
	}
	if t.overlays(a) {
		t.in.pause()
		return nil
	}
	t.gtick++
	t.v = t.st.View(t.viewer)
	// People first: slaps pressed this tick, then clicks and keys.
	for _, p := range t.in.read(t, a) {
		t.slap(p.seat, p.at)
	}
	t.clicks(a)
	t.driveBots()
	t.tickClock()
	t.v = t.st.View(t.viewer)
	t.pickViewer()
	t.refreshButtons()
	return nil
}

// overlays handles the help, leave and game-over panels; it reports whether the game is
// paused behind one this tick.
func (t *Table) overlays(a *scenes.App) bool {
	in := &a.In
	switch {
	case t.confirm:
		// The shared leave dialog takes all input: only its Leave button, Enter or Y leave.
		switch scenes.AnswerLeave(a) {
		case input.Yes:
			scenes.LeaveToMenu(a, t.setup)
		case input.No:
			t.confirm = false
		}
		return true
	case t.help:
		if in.Key(keyEscape) || in.Key(keyK) || in.Key(keyEnter) || in.Pressed {
			t.help = false
		}
		return true
	case t.rebind >= 0:
		return false
	case t.st.Over():
		if t.now < t.overAt {
			return true
		}
		// Enter only: Space is the slap key, and a late slap must not throw away the
		// end panel by starting a new game.
		if in.Key(keyEnter) {
			t.newGame(a)
		} else if in.Key(keyEscape) {
			scenes.LeaveToMenu(a, t.setup)
		} else if in.Key(keyR) {
			t.openRules(a)
		}
		return true
	}
	return false
}

func (t *Table) newGame(a *scenes.App) {
	s := t.setup
	s.Seed = scenes.RandomSeed()
	a.Launch = s
	if nt, err := NewTable(s); err == nil {
		a.Goto(nt)
	}
}

func (t *Table) openRules(a *scenes.App) {
	if g, ok := scenes.Lookup(ID); ok {
		a.Push(scenes.NewRules(g))
	}
}

// slap makes seat's slap stamped at ms of the open window (or, after the window closed,
// in the closed window's time: a late slap).
func (t *Table) slap(seat, at int) {
	if t.st.Over() {
		return
	}
	v := t.st.View(seat)
	if why := board.SlapRefusal(v.Role, v.Options); why != "" {
		t.showToast(why)
		return
	}
	t.try(tw.Slap(seat, at))
}

// try applies a person's move, showing a refusal as a toast.
func (t *Table) try(m tw.Move) bool {
	evs, err := t.st.Apply(m)
	if err != nil {
		var re *tw.RuleError
		msg := err.Error()
		if errors.As(err, &re) {
			msg = re.Msg
		}
		t.showToast(sentence(msg))
		return false
	}
	t.onEvents(evs)
	return true
}

// stamped is m stamped for the open window: now in window time (never before its
// clock); outside a window stamps are 0.
func (t *Table) stamped(m tw.Move) tw.Move {
	if t.windowOpen() {
		m.At = max(t.winNow(), t.v.Window.Clock)
	} else {
		m.At = 0
	}
	return m
}

// driveBots makes the bots' moves: inside a window their due plans, outside it the
// move of a bot whose turn it is, after a pause.
func (t *Table) driveBots() {
	if t.st.Over() {
		return
	}
	if t.windowOpen() {
		t.botAt = 0
		st, bots := tw.Game.Wrap(t.st), erased(t.bots)
		t.plan.Update(st, bots)
		t.lastPlanAt, t.lastPlanOK = t.plan.Next()
		t.lastPlanWin = t.winID
		for _, m := range t.plan.Due(st, t.winNow()) {
			if evs, err := t.st.Apply(m.(tw.Move)); err == nil {
				t.onEvents(evs)
			}
		}
		return
	}
	seat := t.st.ToMove()
	if seat < 0 || t.bots[seat] == nil {
		t.botAt = 0
		return
	}
	if t.botAt == 0 {
		t.botAt = t.gtick + max(t.speed.Ticks(40), 1)
	}
	if t.gtick < t.botAt {
		return
	}
	t.botAt = 0
	m := t.bots[seat].Choose(t.st.View(seat))
	if evs, err := t.st.Apply(m); err == nil {
		t.onEvents(evs)
	} else {
		t.showToast("bot error: " + err.Error())
	}
}

// tickClock moves the open window's clock to now+1 ms: everything stamped up to now is
// settled this tick.
func (t *Table) tickClock() {
	if !t.windowOpen() {
		return
	}
	v := t.st.View(-1)
	target := t.winNow() + 1
	if target <= v.Window.Clock {
		return
	}
	if evs, err := t.st.Apply(tw.Tick(target)); err == nil {
		t.onEvents(evs)
	}
}

// pickViewer turns the table to the person who must act: in hot seat, the person whose
// move the game waits for (or the Duo player on turn during a window). Before another
// person's hand is shown the privacy screen goes up, naming them; it stays until they
// click or press Enter (reveal). The game clock does not wait for it: in an open
// reaction window the table stays in view without hands and slaps still count.
func (t *Table) pickViewer() {
	if len(t.humans) < 2 {
		return
	}
	if t.st.Over() {
		t.privacy = false
		return
	}
	seat := t.st.ToMove()
	if seat < 0 {
		seat = t.st.Turn()
	}
	if !t.human(seat) {
		return
	}
	if seat == t.viewer && !t.hidden {
		t.privacy = false
		return
	}
	if !t.privacy || t.privacyFor != seat {
		t.privacy, t.privacyFor, t.choosing = true, seat, 0
	}
}

// human reports whether seat is a person's.
func (t *Table) human(seat int) bool { return seat >= 0 && seat < 3 && t.bots[seat] == nil }

// act is seat's name with the verb that fits it: "Ada plays", "You play".
func (t *Table) act(seat int, verbS, verb string) string {
	if n := t.name(seat); n != "You" {
		return n + " " + verbS
	}
	return "You " + verb
}

// canSlap reports whether seat may slap now: the Third Wheel in a Snap Match window,
// or either racer of an open Double-Down race.
func (t *Table) canSlap(seat int) bool {
	w := &t.v.Window
	if !w.Open || t.st.Over() || seat < 0 {
		return false
	}
	if w.Race == tw.RaceOpen && (w.RaceSeat == seat || t.v.Roles[seat] == tw.ThirdWheel) {
		return true
	}
	return w.Snap && t.v.Roles[seat] == tw.ThirdWheel && !w.TWAnswered
}

// name is seat's display name.
func (t *Table) name(seat int) string {
	if seat < 0 || seat >= len(t.setup.Seats) {
		return "?"
	}
	return t.setup.Seats[seat].Name
}

// refreshButtons lists the viewer's action buttons: the plays of the chosen hand card,
// or the moves that are not a click on a hand card (pass, block, withdraw, read the
// room, shield, counter).
func (t *Table) refreshButtons() {
	t.buttons = t.buttons[:0]
	if !t.human(t.viewer) || t.st.Over() || t.handHidden() {
		t.choosing = 0
		return
	}
	if t.choosing != 0 {
		for _, m := range t.v.Legal {
			if m.Card == t.choosing && (m.Kind == tw.MovePlay || m.Kind == tw.MoveMatch) {
				t.buttons = append(t.buttons, button{t.choiceLabel(m), m})
			}
		}
		if len(t.buttons) > 1 {
			t.buttons = append(t.buttons, button{label: "Cancel"})
			return
		}
		t.buttons, t.choosing = t.buttons[:0], 0
	}
	for _, m := range t.v.Legal {
		switch m.Kind {
		case tw.MovePass:
			t.buttons = append(t.buttons, button{"Pass (P)", m})
		case tw.MoveBlock:
			t.buttons = append(t.buttons, button{"Block", m})
		case tw.MoveWithdraw:
			t.buttons = append(t.buttons, button{"Withdraw", m})
		case tw.MoveRoom:
			t.buttons = append(t.buttons, button{"Room: " + t.name(m.Target), m})
		case tw.MoveShield:
			t.buttons = append(t.buttons, button{"Shield", m})
		case tw.MoveCounter:
			t.buttons = append(t.buttons, button{"Counter", m})
		}
	}
	if len(t.buttons) > 6 {
		t.buttons = t.buttons[:6]
	}
}

func (t *Table) choiceLabel(m tw.Move) string {
	switch {
	case m.Card == tw.Hike && m.Kind == tw.MovePlay:
		return "as " + strconv.Itoa(m.Rank)
	case m.Card == tw.Room && m.Kind == tw.MovePlay:
		if m.Target == t.viewer {
			return "swap with me"
		}
		return "swap: " + t.name(m.Target)
	}
	return m.Kind.String() + " " + m.Card.String()
}

// handMoves lists the viewer's legal moves made by clicking hand card c.
func (t *Table) handMoves(c tw.Card) []tw.Move {
	var out []tw.Move
	for _, m := range t.v.Legal {
		if m.Card == c && (m.Kind == tw.MovePlay || m.Kind == tw.MoveMatch || m.Kind == tw.MoveDiscard) {
			out = append(out, m)
		}
	}
	return out
}

// clicks handles the viewer's pointer and keys other than slaps.
func (t *Table) clicks(a *scenes.App) {
	in := &a.In
	if t.rebind >= 0 {
		return
	}
	if t.privacy {
		t.privacyInput(a)
		return
	}
	switch {
	case in.Key(keyK):
		t.help = true
		return
	case in.Key(keyR):
		t.openRules(a)
		return
	case in.Key(keyEscape):
		if t.choosing != 0 {
			t.choosing = 0
			return
		}
		t.confirm = true
		return
	case in.Key(keyP):
		for _, m := range t.v.Legal {
			if m.Kind == tw.MovePass {
				t.try(m)
			}
		}
	}
	if !in.Pressed {
		return
	}
	x, y := in.X, in.Y
	l := &t.lay
	switch {
	case l.Help.Contains(x, y):
		t.help = true
		return
	case l.Rules.Contains(x, y):
		t.openRules(a)
		return
	case l.Menu.Contains(x, y):
		t.confirm = true
		return
	}
	for i, b := range t.buttons {
		if l.ActionButton(i, len(t.buttons)).Contains(x, y) {
			if b.move.Kind == 0 {
				t.choosing = 0
			} else if t.try(t.stamped(b.move)) {
				t.choosing = 0
			}
			return
		}
	}
	if !t.human(t.viewer) {
		return
	}
	i := l.HandIndex(x, y, len(t.v.Hand))
	if i < 0 {
		return
	}
	c := t.v.Hand[i]
	ms := t.handMoves(c)
	switch len(ms) {
	case 0:
		t.showToast(t.whyNot(c))
	case 1:
		t.try(t.stamped(ms[0]))
	default:
		t.choosing = c
	}
}

// privacyInput handles input while the privacy screen is pending: Enter or a click
// (not on a slap button) shows the next person's hand; K, Esc and the top buttons work
// as ever. Slap keys are read before this, every tick, and are never swallowed here.
func (t *Table) privacyInput(a *scenes.App) {
	in := &a.In
	l := &t.lay
	switch {
	case in.Key(keyK):
		t.help = true
	case in.Key(keyR):
		t.openRules(a)
	case in.Key(keyEscape):
		t.confirm = true
	case in.Key(keyEnter):
		t.reveal()
	case !in.Pressed:
	case l.Help.Contains(in.X, in.Y):
		t.help = true
	case l.Rules.Contains(in.X, in.Y):
		t.openRules(a)
	case l.Menu.Contains(in.X, in.Y):
		t.confirm = true
	case t.windowOpen() && (l.Slap.Contains(in.X, in.Y) || t.in.hotSeat() && l.Slap2.Contains(in.X, in.Y)):
		// A slap by pointer, taken by the slap input.
	default:
		t.reveal()
	}
}

// whyNot explains why a hand card cannot be played now.
func (t *Table) whyNot(c tw.Card) string {
	v := &t.v
	switch {
	case v.Role.IsDuo() && v.Turn != t.viewer:
		return "Wait for your turn: " + t.name(v.Turn) + " plays next."
	case v.Role == tw.ThirdWheel && v.Options.Snap && !v.Window.Open:
		return "Answer inside a reaction window, after a Duo card."
	case v.Role == tw.ThirdWheel:
		if top, ok := v.Top(); ok {
			return board.CardName(c) + " does not match " + cardWord(top) + "."
		}
		return "Nothing to match yet."
	}
	return "You cannot play " + board.CardName(c) + " now."
}

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

func (t *Table) addLog(s string) {
	t.log = append(t.log, s)
	if len(t.log) > logLines {
		t.log = t.log[len(t.log)-logLines:]
	}
}

func (t *Table) setFeedback(s string, good bool) {
	t.feedback, t.feedbackOK, t.feedbackAt = s, good, t.now
}

// cardWord is a table card in short words: "7 of rings", "Wild", "Take a Hike as 9".
func cardWord(tc tw.TableCard) string {
	if tc.Card == tw.Hike && tc.Rank > 0 {
		return "Take a Hike as " + strconv.Itoa(tc.Rank)
	}
	return board.CardName(tc.Card)
}

// onEvents takes the events of one Apply: window timing, effects, the log and race
// feedback. Events are redacted for the viewer first.
func (t *Table) onEvents(evs []tw.Event) {
	closedAt := -1
	for _, raw := range evs {
		ev := tw.Redact(raw, t.viewer)
		if ev == nil {
			continue
		}
		switch e := ev.(type) {
		case tw.WindowClosed:
			if e.ID == t.winID {
				closedAt = e.At
			}
		case tw.WindowOpened:
			open := t.nowMs()
			if closedAt >= 0 {
				open = math.Min(open, t.winOpenMs+float64(closedAt))
			}
			// The browser's clock at the opening: now, less the part of this tick the
			// window has already run (a window opened by a stamped play).
			t.winID, t.winOpenMs, t.winPerf = e.ID, open, t.perfNow()-(t.nowMs()-open)
		case tw.Played:
			t.played++
			t.flyN, t.flyFrom, t.flyStart = e.Table.N, e.Seat, t.now
			t.addLog(t.act(e.Seat, "plays", "play") + " " + cardWord(e.Table) + " → " + strconv.Itoa(min(e.Score, 999)))
			if t.app != nil {
				t.app.Sound.Play(sound.Click)
			}
		case tw.Busted:
			t.bustAt = t.now
			t.addLog("Bust at " + strconv.Itoa(e.Total) + "! Back to " + strconv.Itoa(e.Score))
		case tw.Matched:
			t.flashAt, t.flashGood = t.now, false
			t.addLog(t.act(e.Seat, "matches", "match") + " " + cardWord(e.Target) + ": −" + strconv.Itoa(e.Removed))
		case tw.Snapped:
			t.addLog("Snap! " + cardWord(e.Target) + " cancelled: −" + strconv.Itoa(e.Removed))
		case tw.Blocked:
			t.flashAt, t.flashGood = t.now, false
			t.addLog(t.act(e.Seat, "blocks", "block") + " " + cardWord(e.Target) + ": −" + strconv.Itoa(e.Removed))
		case tw.Withdrawn:
			t.addLog(t.act(e.Seat, "withdraws", "withdraw") + " " + cardWord(e.Target) + ": −" + strconv.Itoa(e.Removed))
		case tw.Shielded:
			t.addLog(t.act(e.Seat, "shields", "shield") + ": +" + strconv.Itoa(e.Restored))
		case tw.Countered:
			t.addLog(t.act(e.Seat, "counters", "counter") + " the shield: −" + strconv.Itoa(e.Removed))
		case tw.BlockLifted:
			t.addLog(t.act(e.Seat, "lifts", "lift") + " the last block: +" + strconv.Itoa(e.Value))
		case tw.Swapped:
			t.addLog(t.act(e.By, "reads", "read") + " the room: " + t.name(e.Duo) + " and " + t.name(e.TW) + " swap a card")
		case tw.Passed:
			t.addLog(t.act(e.Seat, "lets", "let") + " it pass")
		case tw.Discarded:
			t.addLog(t.act(e.Seat, "throws", "throw") + " away " + board.CardName(e.Card))
		case tw.PenaltyOwed:
			// The banner already gave the miss; the prompt asks for the card.
			t.addLog(t.act(e.Seat, "owes", "owe") + " a card for the missed slap")
		case tw.TurnSkipped:
			t.addLog(t.act(e.Seat, "has", "have") + " no cards: skipped")
		case tw.PlayOutStarted:
			t.addLog("The deck is empty: the Duo plays out its hands")
		case tw.DoubleDown:
			t.flashAt, t.flashGood = t.now, e.Role.IsDuo()
			if e.Role.IsDuo() {
				t.addLog(t.act(e.Seat, "wins", "win") + " the Double-Down: floor " + strconv.Itoa(e.Floor))
			} else {
				t.addLog(t.act(e.Seat, "wins", "win") + " the Double-Down: −" + strconv.Itoa(e.Subtracted))
			}
		case tw.Submitted:
			t.submittedAt = t.now
		case tw.Slapped:
			t.slappedAt = t.now
			t.onSlapped(e)
		case tw.RaceLost:
			t.onRaceLost(e)
		case tw.GameOver:
			t.overAt = t.now + 40
			t.addLog(reasonText(e.Result))
		}
	}
}

func (t *Table) onSlapped(e tw.Slapped) {
	t.slaps = append(t.slaps, slapFx{seat: e.Seat, start: t.now, outcome: e.Outcome})
	t.shakeAt = t.now
	if t.app != nil {
		t.app.Sound.Play(sound.Click)
	}
	hit := e.Outcome == tw.SlapSnap || e.Outcome == tw.SlapDoubleDown
	if hit {
		t.flashAt, t.flashGood = t.now, true
	}
	who := t.name(e.Seat)
	var msg string
	switch e.Outcome {
	case tw.SlapSnap:
		msg = "SNAP! " + t.act(e.Seat, "slaps", "slap") + " the pair at " + strconv.Itoa(e.At) + " ms"
	case tw.SlapDoubleDown:
		msg = t.act(e.Seat, "wins", "win") + " the Double-Down race at " + strconv.Itoa(e.At) + " ms"
	case tw.SlapMiss:
		msg = t.act(e.Seat, "slaps", "slap") + " with no pair: a miss"
	case tw.SlapLate:
		msg = t.act(e.Seat, "slaps", "slap") + " too late"
	case tw.SlapLost:
		msg = t.act(e.Seat, "slaps", "slap") + " after the race was won"
	}
	t.addLog(msg)
	if !t.human(e.Seat) {
		return
	}
	you := "You"
	if len(t.humans) > 1 {
		you = who
	}
	switch e.Outcome {
	case tw.SlapSnap:
		t.setFeedback(you+" snapped it at "+strconv.Itoa(e.At)+" ms, with "+strconv.Itoa(max(t.v.Window.Deadline-e.At, 0))+" ms to spare", true)
	case tw.SlapDoubleDown:
		s := you + " won the race at " + strconv.Itoa(e.At) + " ms"
		if t.lastPlanOK && t.lastPlanWin == e.Window && t.lastPlanAt > e.At {
			s = you + " won the race by " + strconv.Itoa(t.lastPlanAt-e.At) + " ms"
		}
		t.setFeedback(s, true)
	case tw.SlapMiss:
		t.setFeedback("No pair there: a missed slap", false)
	}
}

func (t *Table) onRaceLost(e tw.RaceLost) {
	switch {
	case t.human(e.Seat):
		you := "You"
		if len(t.humans) > 1 {
			you = t.name(e.Seat)
		}
		if e.Winner < 0 {
			t.setFeedback(you+" missed the window by "+strconv.Itoa(e.ByMs)+" ms", false)
		} else if e.ByMs == 0 {
			t.setFeedback(you+" tied with "+t.name(e.Winner)+" to the ms and lost the coin toss", false)
		} else {
			t.setFeedback(you+" lost the race to "+t.name(e.Winner)+" by "+strconv.Itoa(e.ByMs)+" ms", false)
		}
	case t.human(e.Winner):
		you := "You"
		if len(t.humans) > 1 {
			you = t.name(e.Winner)
		}
		t.setFeedback(you+" won the race against "+t.name(e.Seat)+" by "+strconv.Itoa(e.ByMs)+" ms", true)
	case e.Winner >= 0:
		t.addLog(t.name(e.Winner) + " beat " + t.name(e.Seat) + " by " + strconv.Itoa(e.ByMs) + " ms")
	}
}

// The shared card atlas of the Third Wheel deck, rebuilt when the screen's scale settles
// on a new value.
var (
	atlas      *sprites.TWAtlas
	atlasSeen  float64
	atlasStill int
)

func maintainAtlas(scale float64) {
	if atlas == nil {
		atlas = sprites.NewTWAtlas(scale)
		atlasSeen = scale
		return
	}
	if scale != atlasSeen {
		atlasSeen, atlasStill = scale, 0
		return
	}
	atlasStill++
	want := math.Min(sprites.MaxTriplesScale, scale)
	if atlasStill == 8 && math.Abs(want-atlas.Scale()) > 0.01*want {
		atlas.Dispose()
		atlas = sprites.NewTWAtlas(scale)
	}
}

// domInput reports that presses come from the browser's DOM listeners (App.DOM).
func domInput() bool { return runtime.GOOS == "js" }

// perfNow is the App's monotonic clock (the browser's performance clock), in ms.
func (t *Table) perfNow() float64 {
	if t.app != nil && t.app.Monotonic != nil {
		return t.app.Monotonic()
	}
	return 0
}

// keyName is a key's name for the screen.
func keyName(k ebiten.Key) string {
	s := k.String()
	s = strings.TrimPrefix(s, "Digit")
	return s
}
