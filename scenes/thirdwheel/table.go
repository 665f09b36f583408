// Package thirdwheel is the Third Wheel table scene (docs/rules/thirdwheel.md): the
// shared score as a dial toward 100 (with the Double-Down floor), each seat's role, the
// deck's countdown, the table pile, the reaction window's race meter, slap animations
// and race feedback in ms, and the end panel saying why the game ended.
//
// Game time is real time: the Shell reads a monotonic clock once per Update, and game
// time is its ms, stopped while the table is paused (an overlay open, another scene on
// top). A person's slap is stamped in the open window's ms when it was pressed (the
// frame that saw it on the desktop, the DOM event's own timestamp in the browser) and
// made in that same Update, before the session makes the bots' moves due by now and
// ticks the window's clock; so a slow frame rate neither slows the bots nor favours or
// punishes a person, and the stamps are part of the moves.
package thirdwheel

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/gameplay/match"
	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/thirdwheel/board"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
	"parlor/sprites"
)

// Effect lengths in ticks (60 per second).
const (
	flyTicks = 12
	// flyMs is a card's flight in ms of game time at the normal speed: it lands after
	// flyTicks or flyMs (scaled by the speed), whichever comes first, so that a slow
	// frame rate does not hold a race back.
	flyMs         = 200.0
	slapDownTicks = 7
	slapHoldTicks = 26
	shakeTicks    = 14
	feedbackTicks = 200
	// feedbackMin is the least a race's result shows before the next card takes it
	// down; feedbackFade how long it takes to fade.
	feedbackMin  = 50
	feedbackFade = 15
	logLines     = 5
	overHold     = 40
)

// slapFx is one slap being animated: a hand from the seat's plate down onto the pile.
type slapFx struct {
	seat, start int
	outcome     tw.SlapOutcome
}

// Table is the Third Wheel table scene.
type Table struct {
	*scenes.Shell
	v   tw.View // the viewer's view, refreshed with every event and while a window is open
	vn  int     // the Shell's ViewN when v was taken
	lay board.Layout
	in  slapInput
	// taken is set once Update has taken v from the seat.
	taken bool

	// Shown state and effects.
	played     int // Duo cards seen played
	flyN       int // table card N flying in
	flyFrom    int // seat it flies from
	flyStart   int
	flyAt      float64 // game time (ms) the flight began
	slaps      []slapFx
	shakeAt    int
	flashAt    int
	flashGood  bool
	feedback   string
	feedbackOK bool
	feedbackAt int
	// feedbackUntil is when the race's result is gone: feedbackTicks after it, or
	// soon after the next card is played (Animate).
	feedbackUntil int
	log           []string
	bustAt        int
	choosing      tw.Card // a hand card whose plays are offered as buttons
	focus         int     // the keyboard's place: a hand card, then a button (focus.go); -1 none
	buttons       []button
	rebind        int // hot-seat player (0, 1, 2) whose key is being chosen; -1 none
	slapRects     []geom.Rect
	slapFor       []int // slapButtons' buffers
	atlas         *sprites.TWAtlas
	spr           sprites.TWSprite
	// The Update (Shell.Now) of the last Submitted and Slapped events, for the input
	// latency test.
	submittedAt, slappedAt int
	// badgeN is the table card the PAIR! badge was last drawn over, and badgeAt the game
	// time (ms) of the frame that first drew it there.
	badgeN  int
	badgeAt float64
	// urgentAt is the Update whose slaps Urgent read last (Interrupted keeps them live).
	urgentAt int
}

// button is an action button above the hand: a label and the move it makes.
type button struct {
	label string
	move  tw.Move
}

// NewTable starts a game from a validated setup. A table nobody plays watches the Third
// Wheel's seat.
func NewTable(s scenes.Setup) (*Table, error) { return scenes.Start(info, s, build) }

// build makes the table on its shell.
func build(sh *scenes.Shell) (*Table, error) {
	t := &Table{Shell: sh, rebind: -1, flyN: -1, vn: -1, focus: -1}
	t.fresh()
	if sh.Watching() {
		sh.SetViewer(t.v.SeatOf(tw.ThirdWheel))
	}
	t.in.init(len(sh.People()))
	t.layout(ui.BaseW, ui.BaseH)
	return t, nil
}

// ShortLayout reports that the table has a layout for a short landscape screen
// (scenes.ShortFit; board.newShort).
func (t *Table) ShortLayout() bool { return true }

// layout places the table for w×h, with room for the SLAP button of each person who
// may slap.
func (t *Table) layout(w, h float64) {
	t.lay = board.NewLayout(w, h)
	t.lay.SetSlappers(max(1, len(t.slappers())))
	t.SetChrome(t.lay.Chrome())
}

// Settled reports a stable picture for a screenshot: the game is over and its panel is
// up, nothing is flying, and the game waits for a person's move or at least three Duo
// cards have been played (with Snap Match, while a reaction window runs).
func (t *Table) Settled() bool {
	if t.Over() {
		return t.RoundOver()
	}
	if t.Now() == 0 || t.Busy(t.Now()) {
		return false
	}
	if t.Person(t.v.ToMove) {
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

// handHidden reports that the viewer's hand must not be shown (privacy pending, or no
// person has been shown their hand yet).
func (t *Table) handHidden() bool { return (t.Private() || t.Hidden()) && !t.Over() }

// SeeThrough keeps the table in view behind the privacy screen while a reaction window
// runs (slaps are a race), with no hand drawn. A window that waits for the screen to be
// handed over is hidden with the hands: its clock starts when it is shown
// (docs/rules/thirdwheel.md#at-one-screen).
func (t *Table) SeeThrough() bool { return t.windowOpen() && !t.WindowWaiting() }

// windowOpen reports whether the game moves on stamped moves and ticks: a reaction
// window is open and nobody's unstamped move (a missed slap's card) is awaited.
func (t *Table) windowOpen() bool { return !t.Over() && t.v.ToMove < 0 }

// fresh takes the Shell's view when events have come since v was taken.
func (t *Table) fresh() {
	if t.vn != t.ViewN() {
		t.v, _ = t.View().(tw.View)
		t.vn = t.ViewN()
	}
}

// topN is the number (TableCard.N) of the card on top of the table, 0 when it is empty.
func (t *Table) topN() int {
	if n := len(t.v.Table); n > 0 {
		return t.v.Table[n-1].N
	}
	return 0
}

// flying reports the top card still flying in from its player's plate.
func (t *Table) flying() bool { return t.flyN == t.topN() && t.Busy(t.Now()) }

// flight is how far the flying card has come (0 to 1): by the ticks or by the game
// time, whichever is further.
func (t *Table) flight() float64 {
	f := float64(t.Now()-t.flyStart) / float64(max(1, t.Speed().Ticks(flyTicks)))
	if ms := flyMs * t.Speed().Factor(); ms > 0 {
		f = max(f, (t.Clock().Game-t.flyAt)/ms)
	}
	return min(f, 1)
}

// Over reports the game's end.
func (t *Table) Over() bool {
	t.fresh()
	return t.v.Phase == tw.PhaseOver
}

// ToMove is the seat that must act: the seat whose move the game waits for; during a
// Snap Match window at a hot-seat table the Third Wheel played by a person until it has
// answered (its answer needs its hand on screen), else the Duo player on turn (-1 once
// the game is over). The Shell hands the screen to this seat
// (docs/rules/thirdwheel.md#at-one-screen).
func (t *Table) ToMove() int {
	if t.Over() {
		return -1
	}
	if t.v.ToMove >= 0 {
		return t.v.ToMove
	}
	if w := &t.v.Window; w.Snap && !w.TWAnswered && !t.v.PlayOut && len(t.People()) > 1 {
		if s := t.v.SeatOf(tw.ThirdWheel); t.Person(s) {
			return s
		}
	}
	return t.v.Turn
}

// Busy reports a card still flying in at tick: fewer than flyTicks since it set off
// and less than flyMs of game time (both scaled by the speed; none at Instant).
func (t *Table) Busy(tick int) bool {
	return tick < t.flyStart+t.Speed().Ticks(flyTicks) && t.Clock().Game < t.flyAt+flyMs*t.Speed().Factor()
}

// Rebuild turns the table to the viewer (after the privacy screen): no hand card stays
// chosen.
func (t *Table) Rebuild() {
	t.fresh()
	t.choosing = 0
}

// BeforeUpdate takes the deck's atlas (made again when the scale changes) and lays the
// table out again for a w×h screen of another size.
func (t *Table) BeforeUpdate(w, h float64) {
	t.atlas = scenes.AtlasOf[*sprites.TWAtlas](t.Shell)
	if w != t.lay.W || h != t.lay.H {
		t.layout(w, h)
	}
}

// AfterUpdate takes the view again and lays out the buttons.
func (t *Table) AfterUpdate() {
	// The view is taken again after events and, while a reaction window is open, every
	// tick (its clock moves on without events); otherwise nothing in it can have
	// changed, and taking it builds the legal moves anew.
	if !t.taken || t.vn != t.ViewN() || t.v.Window.Open {
		t.v, _ = t.ViewNow().(tw.View)
		t.vn, t.taken = t.ViewN(), true
	}
	t.refreshButtons()
}

// Back puts back a hand card whose plays are offered (Esc).
func (t *Table) Back() bool {
	if t.choosing == 0 {
		return false
	}
	t.choosing = 0
	return true
}

// slap makes seat's slap stamped at ms of the open window (or, after the window closed,
// in the closed window's time: a late slap).
func (t *Table) slap(seat, at int) {
	if t.Over() {
		return
	}
	v, _ := t.SeatView(seat).(tw.View)
	if why := tw.SlapRefusal(v.Role, v.Options); why != "" {
		t.Toast(l10n.T(why))
		return
	}
	t.try(tw.Slap(seat, at))
}

// stamped is m stamped for the open window: now in window time, never before its clock
// nor before the human line (match.HumanLineMs: sooner is anticipation, stamped at the
// line); outside a window stamps are 0.
func (t *Table) stamped(m tw.Move) tw.Move {
	m.At = 0
	if t.windowOpen() {
		m.At = max(t.WindowNow(), t.v.Window.Clock, match.HumanLineMs)
	}
	return m
}

// refreshButtons lists the viewer's action buttons: the plays of the chosen hand card,
// or the moves that are not a click on a hand card (pass, block, withdraw, read the
// room, shield, counter).
func (t *Table) refreshButtons() {
	t.buttons = t.buttons[:0]
	if !t.Person(t.Viewer()) || t.Over() || t.handHidden() {
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
			if !t.hikeRanks() {
				t.buttons = append(t.buttons, button{label: l10n.T("Cancel")})
			}
			return
		}
		t.buttons, t.choosing = t.buttons[:0], 0
	}
	for _, m := range t.v.Legal {
		switch m.Kind {
		case tw.MovePass:
			t.buttons = append(t.buttons, button{l10n.T("Pass (P)"), m})
		case tw.MoveBlock:
			t.buttons = append(t.buttons, button{l10n.T("Block"), m})
		case tw.MoveWithdraw:
			t.buttons = append(t.buttons, button{l10n.T("Withdraw"), m})
		case tw.MoveRoom:
			t.buttons = append(t.buttons, button{l10n.T("Room: %s", t.shown(m.Target)), m})
		case tw.MoveShield:
			t.buttons = append(t.buttons, button{l10n.T("Shield"), m})
		case tw.MoveCounter:
			t.buttons = append(t.buttons, button{l10n.T("Counter"), m})
		}
	}
	if len(t.buttons) > 6 {
		t.buttons = t.buttons[:6]
	}
}

// rebindPrompt asks the hot-seat player being rebound for a new slap key; it is shown
// as a toast and, when the privacy screen is up, on it (PrivacyNote).
func (t *Table) rebindPrompt() string {
	p := t.rebind
	return l10n.T("Press the new slap key for %s (Esc: keep %s)", t.shown(t.People()[p]), t.in.slapKeyName(p))
}

// bindRefusal says why key k cannot be a slap key.
func (t *Table) bindRefusal(k ebiten.Key, err error) string {
	var be *board.BindingError
	if errors.As(err, &be) && be.Owner < 0 {
		return l10n.T("%s is one of the table's own keys (Enter, Esc, K, ?, R, G, U, H, P, Space, Tab, the arrows, F1–F3): choose another for %s", keyName(k), t.shown(t.People()[t.rebind]))
	}
	if errors.As(err, &be) {
		return l10n.T("%s already slaps for %s: choose another for %s", keyName(k), t.shown(t.People()[be.Owner]), t.shown(t.People()[t.rebind]))
	}
	return err.Error()
}

// hikeRanks: a Take a Hike card's thirteen ranks are offered as bare numbers (they fit
// side by side), with Esc to put the card back instead of a Cancel button.
func (t *Table) hikeRanks() bool { return t.choosing == tw.Hike }

func (t *Table) choiceLabel(m tw.Move) string {
	switch {
	case m.Card == tw.Hike && m.Kind == tw.MovePlay:
		return strconv.Itoa(m.Rank)
	case m.Card == tw.Room && m.Kind == tw.MovePlay:
		if m.Target == t.Viewer() {
			return l10n.T("swap with me")
		}
		return l10n.T("swap: %s", t.shown(m.Target))
	case m.Kind == tw.MoveMatch:
		return l10n.T("match %s", m.Card.String())
	}
	return l10n.T("play %s", m.Card.String())
}

// handMoves lists the viewer's legal moves made by clicking hand card c.
func (t *Table) handMoves(c tw.Card) []tw.Move {
	var out []tw.Move
	for _, m := range t.v.Legal {
		if isHandMove(m, c) {
			out = append(out, m)
		}
	}
	return out
}

// hasHandMove reports whether clicking hand card c makes a legal move (without listing
// the moves: it is asked for every card every frame).
func (t *Table) hasHandMove(c tw.Card) bool {
	return slices.ContainsFunc(t.v.Legal, func(m tw.Move) bool { return isHandMove(m, c) })
}

// isHandMove reports whether m is made by clicking hand card c.
func isHandMove(m tw.Move, c tw.Card) bool {
	return m.Card == c && (m.Kind == tw.MovePlay || m.Kind == tw.MoveMatch || m.Kind == tw.MoveDiscard)
}

// Play handles the viewer's pointer and keys other than slaps and the Shell's.
func (t *Table) Play(in *ui.Input) {
	if t.rebind >= 0 {
		return
	}
	if in.Key(input.KeyP) {
		for _, m := range t.v.Legal {
			if m.Kind == tw.MovePass {
				t.try(m)
			}
		}
	}
	if t.focusKeys(in) || !in.Pressed {
		return
	}
	x, y := in.X, in.Y
	l := &t.lay
	for i := range t.buttons {
		if l.ActionButton(i, len(t.buttons)).Contains(x, y) {
			t.pressButton(i)
			return
		}
	}
	if !t.Person(t.Viewer()) {
		return
	}
	if i := l.HandIndex(x, y, len(t.v.Hand)); i >= 0 {
		t.pressCard(i)
	}
}

// whyNot explains why a hand card cannot be played now.
func (t *Table) whyNot(c tw.Card) string {
	v := &t.v
	switch {
	case v.Role.IsDuo() && v.Turn != t.Viewer():
		return t.says(v.Turn, "Wait for your turn: you play next.", "Wait for your turn: %s plays next.")
	case v.Role == tw.ThirdWheel && v.Options.Snap && !v.Window.Open:
		return l10n.T("Answer inside a reaction window, after a Duo card.")
	case v.Role == tw.ThirdWheel:
		if top, ok := v.Top(); ok {
			return l10n.T("%s does not match %s.", cardName(c), cardWord(top))
		}
		return l10n.T("Nothing to match yet.")
	}
	return l10n.T("You cannot play %s now.", cardName(c))
}

func (t *Table) addLog(s string) {
	t.log = append(t.log, s)
	if len(t.log) > logLines {
		t.log = t.log[len(t.log)-logLines:]
	}
}

func (t *Table) setFeedback(s string, good bool) {
	t.feedback, t.feedbackOK, t.feedbackAt, t.feedbackUntil = s, good, t.Now(), t.Now()+feedbackTicks
}

// keyName is a key's name for the screen.
func keyName(k ebiten.Key) string {
	if k == ebiten.KeySpace {
		return l10n.T("Space")
	}
	return strings.TrimPrefix(k.String(), "Digit")
}
