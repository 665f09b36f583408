// Package triples is the Triples table scene (RULES.md §4) for 2 to 10 seats: compact
// plates around the table with card counts and scores, the draw pile and the play
// area's top two cards in the middle, the viewer's hand at the bottom. It referees the
// game with the rules core (gameplay/triples), animates every event in order, redacted
// for the seat on screen (the dealer draw, the deal, plays, penalties flying to their
// victim, reshuffles), and paces the bots; the hard bot thinks a slice per tick.
package triples

import (
	"errors"
	"math"
	"slices"
	"strconv"

	"parlor/assets/sound"
	tr "parlor/gameplay/triples"
	"parlor/scenes"
	"parlor/scenes/anim"
	"parlor/scenes/input"
	"parlor/scenes/prefs"
	"parlor/scenes/triples/board"
	"parlor/sprites"
)

// Animation lengths at normal speed, in ticks (60 per second); prefs.Speed scales them.
const (
	flightTicks = 20
	flipTicks   = 10
	dealHold    = 3
	bannerTicks = 150
	toastTicks  = 170
	selectTicks = 6
	// thinkSteps bounds the hard bot's work per tick (Thinker.Step calls).
	thinkSteps = 6
	// oppScale is the size of a card flying to or from an opponent's plate.
	oppScale = 0.36
)

// Table is the Triples table scene.
type Table struct {
	setup  scenes.Setup
	st     *tr.State
	bots   []tr.Bot
	viewer int
	humans int

	q     anim.Queue[tr.Event]
	lay   board.Layout
	now   int
	speed prefs.Speed
	app   *scenes.App

	// What has been shown so far (from events).
	hand    []*obj // the viewer's hand, in display order
	area    []*obj // play area, bottom first
	flights []*obj // cards flying to or from a plate, dropped on landing
	ddraw   []*obj // the dealer draw's cards
	counts  []int  // hand sizes shown
	pile    int
	round   int
	dealer  int
	shown   int   // seat shown on turn
	pending []int // penalty owed, by seat
	skipped []int // tick until which a seat shows "skipped"
	hitAt   []int // tick until which a seat's plate flashes as a penalty's victim
	totals  []int
	wins    []int
	history [][]int // points per finished round (chill: 1 for the winner)
	outs    []int
	drawNo  int
	triple  string // what the last play shared
	dealing bool

	roundOver   bool
	roundOverAt int
	finalRound  bool
	awaitReturn bool
	revealHands [][]tr.Card
	revealPts   []int
	revealOut   int

	// The viewer's choices.
	sel     []int // selected hand indices, in the order chosen (at most 2)
	cursor  int
	hint    bool
	legal   []tr.Move
	tcursor int // keyboard target choice

	help, confirm, privacy bool
	privacyFor             int
	banner                 string
	bannerUntil            int
	toast                  string
	toastUntil             int
	botAt                  int
	thinking               bool
	autoAt                 int
	seedText               string
	intents                []board.Intent
	spr                    sprites.TriplesSprite
}

// NewTable starts a game from a validated setup: the dealer draw and the first deal
// are queued for the seat on screen.
func NewTable(s scenes.Setup) (*Table, error) {
	st, err := tr.New(tr.Config{Players: s.Players, Chill: s.Has(tr.OptChill), Seed: s.Seed})
	if err != nil {
		return nil, err
	}
	t := &Table{setup: s, st: st, viewer: -1, cursor: -1, tcursor: -1, shown: -1, revealOut: -1}
	t.bots = make([]tr.Bot, s.Players)
	for i, seat := range s.Seats {
		if seat.Human {
			t.humans++
			if t.viewer < 0 {
				t.viewer = i
			}
			continue
		}
		b, err := tr.NewBot(seat.Level, i, s.Seed)
		if err != nil {
			return nil, err
		}
		t.bots[i] = b
	}
	if t.viewer < 0 {
		t.viewer = 0
	}
	n := s.Players
	t.counts, t.pending, t.skipped, t.hitAt = make([]int, n), make([]int, n), make([]int, n), make([]int, n)
	t.totals, t.wins = make([]int, n), make([]int, n)
	t.seedText = "seed " + strconv.FormatUint(s.Seed, 10)
	t.lay = board.NewLayout(scenes.BaseW, scenes.BaseH, n, t.viewer)
	t.pile = tr.DeckSize
	t.push(st.Opening())
	return t, nil
}

// push queues events redacted for the seat on screen (with several people at the
// screen, for nobody: each sees their hand after the privacy screen).
func (t *Table) push(evs []tr.Event) {
	seat := t.viewer
	if t.humans > 1 {
		seat = -1
	}
	for _, e := range evs {
		t.q.Push(tr.Redact(e, seat))
	}
}

// Settled reports that no event waits and no card moves (at a round's end: the panel
// is up): a screenshot now shows a stable table.
func (t *Table) Settled() bool {
	if t.round == 0 || t.busy() {
		return false
	}
	if t.roundOver {
		return t.now >= t.roundOverAt
	}
	return t.q.Idle(t.now) && !t.thinking
}

// RoundOver reports that the round-end panel is up, waiting for the player.
func (t *Table) RoundOver() bool { return t.roundOver && t.now >= t.roundOverAt }

// Private reports that the privacy screen hides the table.
func (t *Table) Private() bool { return t.privacy }

// ShowHelp opens the key help overlay.
func (t *Table) ShowHelp() { t.help = true }

func (t *Table) busy() bool {
	for _, l := range [...][]*obj{t.hand, t.area, t.flights, t.ddraw} {
		for _, o := range l {
			if o.Moving(t.now) {
				return true
			}
		}
	}
	return false
}

// Update advances the table one tick.
func (t *Table) Update(a *scenes.App) error {
	t.app = a
	t.now++
	t.speed = a.Prefs.Speed
	maintainAtlas(a.Scale)
	if t.awaitReturn {
		t.awaitReturn, t.roundOver = false, false
		t.q.Resume()
	}
	if a.W != t.lay.W || a.H != t.lay.H {
		t.lay = board.NewLayout(a.W, a.H, t.setup.Players, t.viewer)
		t.relayout(0)
	}
	t.handleInput(a)
	t.pump()
	t.drive()
	t.sweep()
	return nil
}

func (t *Table) pump() {
	for {
		ev, ok := t.q.Next(t.now)
		if !ok {
			return
		}
		t.q.Hold(t.now + t.animate(ev))
	}
}

// drive makes the game go on when nothing animates: bots move after a pause (the hard
// bot thinking a few steps per tick meanwhile), a privacy screen goes up between two
// people's turns, an all-bot table moves on after a round.
func (t *Table) drive() {
	if t.roundOver {
		if t.humans == 0 && t.now >= t.roundOverAt && !t.finalRound {
			if t.autoAt == 0 {
				t.autoAt = t.now + 3*scenes.TPS
			}
			if t.now >= t.autoAt {
				t.autoAt = 0
				t.roundOver = false
				t.q.Resume()
			}
		}
		return
	}
	if !t.q.Idle(t.now) {
		return
	}
	turn := t.st.Turn()
	if turn < 0 {
		return
	}
	t.shown = turn
	b := t.bots[turn]
	if b == nil {
		if turn != t.viewer && !t.privacy {
			t.privacy, t.privacyFor = true, turn
			t.help, t.confirm = false, false
		}
		return
	}
	th, sliced := b.(tr.Thinker)
	if t.botAt == 0 {
		t.botAt = t.now + int(t.speed.PaceMs()/scenes.TickMs)
		if sliced {
			th.Begin(t.st.View(turn))
			t.thinking = true
		}
	}
	for i := 0; t.thinking && i < thinkSteps; i++ {
		if th.Step() {
			t.thinking = false
		}
	}
	if t.now < t.botAt || t.thinking {
		return
	}
	t.botAt = 0
	var mv tr.Move
	if sliced {
		mv = th.Result()
	} else {
		mv = b.Choose(t.st.View(turn))
	}
	evs, err := t.st.Apply(mv)
	if err != nil {
		t.showToast("bot error: " + err.Error())
		return
	}
	t.push(evs)
	t.pump()
}

// myTurn: a person sits at the viewer's seat, it is their turn and nothing animates.
func (t *Table) myTurn() bool {
	return t.bots[t.viewer] == nil && t.st.Turn() == t.viewer && t.q.Idle(t.now) && !t.roundOver && !t.privacy
}

// choosingTarget: the viewer just made a double triple and names its victim.
func (t *Table) choosingTarget() bool { return t.myTurn() && t.st.Phase() == tr.PhaseTarget }

func (t *Table) refreshLegal() {
	t.legal = t.legal[:0]
	if t.st.Turn() == t.viewer && t.bots[t.viewer] == nil {
		t.legal = append(t.legal, t.st.Legal(t.viewer)...)
	}
}

func (t *Table) try(mv tr.Move) bool {
	evs, err := t.st.Apply(mv)
	if err != nil {
		var re *tr.RuleError
		if errors.As(err, &re) && re.Rule == tr.RuleNotATriple {
			t.showToast(t.notATriple(mv))
		} else if errors.As(err, &re) {
			t.showToast(sentence(re.Msg))
		} else {
			t.showToast(sentence(err.Error()))
		}
		return false
	}
	t.sel = t.sel[:0]
	t.hint = false
	t.push(evs)
	t.pump()
	return true
}

// notATriple words the refusal of play mv (its cards with the play-area cards they had
// to match) for the player: card names, not the file notation.
func (t *Table) notATriple(mv tr.Move) string {
	cs := mv.Cards[:1]
	if !mv.Cards[1].Hidden() {
		cs = mv.Cards[:2]
	}
	area := t.st.View(t.viewer).PlayArea
	need := 1
	if len(cs) == 1 {
		need = 2
	}
	if len(area) < need {
		need = len(area)
	}
	return board.NotATriple(cs, area[len(area)-need:])
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

func (t *Table) setBanner(msg string, ticks int) {
	t.banner, t.bannerUntil = msg, t.now+ticks
}

func (t *Table) name(s int) string { return t.setup.Seats[s].Name }

// verb is the form of a verb that agrees with seat s as its subject: base ("deal") when
// that seat's name is "You", else third ("deals").
func (t *Table) verb(s int, third, base string) string {
	if t.name(s) == "You" {
		return base
	}
	return third
}

// says is seat s's name followed by the verb agreeing with it: "You deal", "Basil deals".
func (t *Table) says(s int, third, base string) string {
	return t.name(s) + " " + t.verb(s, third, base)
}

// selected reports whether hand card i is selected.
func (t *Table) selected(i int) bool { return slices.Contains(t.sel, i) }

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
	ctl := board.Control{Lay: &t.lay, HandN: len(t.hand), Cursor: t.cursor, Raised: t.selected,
		Target: t.choosingTarget(), Overlay: t.help || t.confirm,
		Gate: t.privacy || t.RoundOver()}
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
				t.roundOver = false
				t.autoAt = 0
				t.q.Resume()
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
	switch it.Kind {
	case board.IHelp:
		t.help = true
	case board.IRules:
		if g, ok := scenes.Lookup(ID); ok {
			a.Push(scenes.NewRules(g))
		}
	case board.IMenu:
		if len(t.sel) > 0 {
			t.sel = t.sel[:0]
			t.layoutHand(t.speed.Ticks(selectTicks))
			return
		}
		t.confirm = true
	case board.ICursor:
		t.cursor = it.Index
	case board.IToggle:
		t.toggle(it.Index)
	case board.IClear:
		t.sel = t.sel[:0]
		t.layoutHand(t.speed.Ticks(selectTicks))
	case board.IHint:
		t.hint = !t.hint
		if t.hint && !t.myTurn() {
			t.showToast("Hints show your legal plays when it is your turn.")
		}
	case board.IPlay:
		t.play()
	case board.IDraw:
		t.draw()
	case board.ITarget, board.ITargetNext:
		t.target(it)
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
	t.layoutHand(t.speed.Ticks(selectTicks))
}

// canAct checks that the viewer may move now, saying why not.
func (t *Table) canAct() bool {
	if t.bots[t.viewer] != nil {
		t.showToast("Bots are playing every seat; you are watching.")
		return false
	}
	if t.st.Turn() != t.viewer {
		if turn := t.st.Turn(); turn >= 0 {
			t.showToast("Wait for your turn: " + t.name(turn) + " is playing.")
		}
		return false
	}
	return t.q.Idle(t.now)
}

func (t *Table) play() {
	if !t.canAct() {
		return
	}
	v := t.st.View(t.viewer)
	switch {
	case v.Phase == tr.PhaseTarget:
		t.showToast("Double triple! Click the opponent who draws 2.")
		return
	case v.Pending > 0:
		t.showToast("You owe " + strconv.Itoa(v.Pending) + " cards for a Draw 2: take them first (D or the draw pile).")
		return
	case len(t.sel) == 0:
		t.showToast("Choose one or two cards first (click them, or ← → and Space), or draw (D).")
		return
	}
	cs := make([]tr.Card, len(t.sel))
	for k, i := range t.sel {
		cs[k] = t.hand[i].card
	}
	if len(cs) == 1 {
		t.try(tr.PlayOne(t.viewer, cs[0]))
	} else {
		t.try(tr.PlayTwo(t.viewer, cs[0], cs[1]))
	}
}

func (t *Table) draw() {
	if !t.canAct() {
		return
	}
	if t.st.Phase() == tr.PhaseTarget {
		t.showToast("Double triple! Click the opponent who draws 2.")
		return
	}
	t.try(tr.DrawMove(t.viewer))
}

func (t *Table) target(it board.Intent) {
	if !t.choosingTarget() {
		return
	}
	n := t.setup.Players
	if t.tcursor < 0 || t.tcursor == t.viewer {
		t.tcursor = (t.viewer + 1) % n
	}
	switch it.Kind {
	case board.ITargetNext:
		s := t.tcursor
		for {
			s = (s + it.Index + n) % n
			if s != t.viewer {
				break
			}
		}
		t.tcursor = s
	case board.ITarget:
		s := it.Index
		if s < 0 {
			s = t.tcursor
		}
		if t.try(tr.TargetMove(t.viewer, s)) {
			t.tcursor = -1
		}
	}
}

// switchViewer shows the table from another person's seat, rebuilt from its View.
func (t *Table) switchViewer(seat int) {
	t.viewer = seat
	t.sel, t.cursor, t.hint = t.sel[:0], -1, false
	t.lay = board.NewLayout(t.lay.W, t.lay.H, t.setup.Players, seat)
	t.rebuild()
}

// rebuild redraws the table at once from the viewer's View.
func (t *Table) rebuild() {
	v := t.st.View(t.viewer)
	t.hand, t.area, t.flights, t.ddraw = t.hand[:0], t.area[:0], t.flights[:0], t.ddraw[:0]
	for _, c := range v.Hand {
		t.hand = append(t.hand, newObj(c, true, t.now, 0, 0, 0, t.lay.HandScale))
	}
	for _, c := range v.PlayArea {
		t.area = append(t.area, newObj(c, true, t.now, 0, 0, 0, t.lay.AreaScale))
	}
	copy(t.counts, v.HandSizes)
	t.pile, t.round, t.dealer, t.shown = v.DrawPile, v.Round, v.Dealer, v.Turn
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

// SkipToRound plays on at once with bots in every seat (people's seats get a normal
// bot) until round r has been dealt and, if a person plays, it is a person's turn; for
// tests and screenshots.
func (t *Table) SkipToRound(r int) error {
	stand := make([]tr.Bot, len(t.bots))
	for i := range stand {
		if stand[i] = t.bots[i]; stand[i] == nil {
			stand[i], _ = tr.NewBot(tr.LevelNormal, i, t.setup.Seed)
		}
	}
	for !t.st.Over() && (t.st.Round() < r || (t.humans > 0 && t.bots[t.st.Turn()] != nil)) {
		turn := t.st.Turn()
		if _, err := t.st.Apply(stand[turn].Choose(t.st.View(turn))); err != nil {
			return err
		}
	}
	t.q.Clear()
	t.roundOver, t.awaitReturn, t.thinking, t.botAt = false, false, false, 0
	t.banner = ""
	t.history, t.outs = t.history[:0], t.outs[:0]
	v := t.st.View(t.viewer)
	for r, pts := range v.Points {
		t.history = append(t.history, t.rowFor(pts, v.Outs[r]))
		t.outs = append(t.outs, v.Outs[r])
	}
	t.rebuild()
	return nil
}

// rowFor is a score-sheet row: the points, or in chill mode 1 for the round's winner.
func (t *Table) rowFor(points []int, out int) []int {
	if points != nil {
		return slices.Clone(points)
	}
	row := make([]int, t.setup.Players)
	if out >= 0 {
		row[out] = 1
	}
	return row
}

// sheet builds the score sheet from what has been shown.
func (t *Table) sheet() *scenes.ScoreSheet {
	sh := newSheet(t.setup, t.st.Config().Chill)
	for _, r := range t.history {
		sh.Scores = append(sh.Scores, slices.Clone(r))
		sh.RoundLabels = append(sh.RoundLabels, roundLabel(len(sh.RoundLabels)+1, t.outs[len(sh.RoundLabels)], t.setup))
	}
	if t.st.Config().Chill {
		sh.Totals = slices.Clone(t.wins)
	} else {
		sh.Totals = slices.Clone(t.totals)
	}
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

// The shared card atlas of the Triples deck, rebuilt when the screen's scale settles on
// a new value.
var (
	atlas      *sprites.TriplesAtlas
	atlasSeen  float64
	atlasStill int
)

func maintainAtlas(scale float64) {
	if atlas == nil {
		atlas = sprites.NewTriplesAtlas(scale)
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
		atlas = sprites.NewTriplesAtlas(scale)
	}
}
