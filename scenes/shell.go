package scenes

import (
	"errors"
	"math"

	"parlor/gameplay/match"
	"parlor/scenes/anim"
	"parlor/scenes/device"
	"parlor/scenes/gametime"
	"parlor/scenes/l10n"
	"parlor/scenes/lesson"
	"parlor/scenes/mirror"
	"parlor/scenes/prefs"
	"parlor/scenes/tablesettings"
	"parlor/scenes/toast"
	"parlor/scenes/ui"
	"parlor/sprites"
)

// Timing of the Shell, in ticks at normal speed unless said otherwise.
const (
	// autoNextMs is how long an all-bot table shows a round's end before the next.
	autoNextMs = 3000
	// EndBeat is the least a round's (or game's) end shows before Enter or a click goes
	// on, at any speed: the click that finished the last trick or play lands on the
	// table, not on the result.
	EndBeat = 36
	// thinkSlices is a bot's thinking per 1/60 s update (up to ten times more if slower).
	thinkSlices = 6
)

// Shell runs a game's table: it holds the session the table plays through and shows
// the table from one seat (the viewer), queues the events that seat's handle gives and
// hands them to the table's Animate at the bots' pace, routes the input (overlays, the
// privacy screen between two people at one screen, the round's end, the top buttons
// and keys, then the table's Play), and draws everything every table shares. It owns
// the session's parts a table does not see: keeping the game (autosave), undo, the
// history and hints.
//
// A table embeds its Shell, which makes it a Scene (Update, Draw and Settled are the
// Shell's) and gives it a narrow kit, every part a method (shell.go, seats.go,
// chrome.go, toast.go): who sits where and the viewer's view and legal moves (never a
// match or a state: the Shell exports no field, and none of its methods leads to the
// session); a way to make moves (Try, Submit, MayMove); the round's end (EndRound,
// NextRound); toasts, banners and the clock; the drawing kit (buttons, tabs, the status
// line, the go-on button, the deck's atlas, sounds). A table is built by its game's
// GameInfo.Table on a Shell and is bound to it (Start, StartOn, OpenTable).
type Shell struct {
	info  *GameInfo
	setup Setup
	sess  Session
	app   *App
	t     Table          // the table run (nil while it is built)
	tops  []TopDrawn     // TopButtons' list, reused each frame
	ring  ui.TopFocus    // the keyboard's focus on the top buttons
	now   int            // the table's Updates (animations count them)
	clock gametime.Clock // the table's time in ms
	speed prefs.Speed    // the speed setting as of this Update

	viewer int        // the seat shown
	hand   match.Seat // its handle
	view   match.View // its view as of the last events taken
	viewN  int        // counts the view's refreshes
	chrome Chrome     // set by the table's layout

	q        anim.Queue[match.Event]
	people   []int
	lastTick int
	resume   bool // left for the score sheet mid-game: go on to the next round on return

	help, leave bool
	privacy     bool
	privacyFor  int
	hidden      bool // hot seat: a deal not yet shown to its owner

	ended      bool // the round (or game) is over and its end is shown
	final      bool // ... and the game with it
	endedAt    int  // tick from which the end takes input
	autoAt     float64
	situation  int         // counts changes a toast speaks of: moves, viewers, screens
	msgs       toast.Board // the toast and the banner
	back       sprites.CardSprite
	batches    []int // events of each move taken, not yet started (take, pump)
	batchLeft  int   // events of the move being shown not yet started
	movesShown int   // moves whose first event has been started
	turnNoted  bool  // the page was last told the person on screen is to move

	settings tablesettings.Panel
	// lesson is the guided first game played at this table (nil: none).
	lesson *lesson.Run
	// open shows every seat's cards face up (a replay: the game is over).
	open bool
	// seedText is the corner's seed line as last made (SeedText), for seedFor and
	// seedSealed.
	seedText   string
	seedFor    uint64
	seedSealed bool
	// beat is the ready beat before game time runs (gametime.Beat); beatHeld: it held
	// this update's game time.
	beat     gametime.Beat
	beatHeld bool
	// mirror is the table in the page's screen reader mirror (blind.go; only with
	// App.Mirror).
	mirror mirrorTable
}

// Start starts a game of g for setup s on a new local match (bots in the seats no person
// plays), at the table build makes on its Shell.
func Start[T Table](g *GameInfo, s Setup, build func(*Shell) (T, error)) (T, error) {
	sess, err := NewLocalSession(g.Game, s)
	if err != nil {
		var zero T
		return zero, err
	}
	return StartOn(g, s, sess, build)
}

// StartOn is Start on session sess, which its maker may keep (a test reads a
// LocalSession's Match; the table cannot): the table build makes is shown from sess's
// first person, or seat 0 when bots play every seat.
func StartOn[T Table](g *GameInfo, s Setup, sess Session, build func(*Shell) (T, error)) (T, error) {
	sh, err := newShell(g, s, sess)
	if err != nil {
		var zero T
		return zero, err
	}
	t, err := build(sh)
	if err != nil {
		return t, err
	}
	sh.t = t
	return t, nil
}

// OpenTable is game g's table (GameInfo.Table) for setup s on session sess (StartOn).
func OpenTable(g *GameInfo, s Setup, sess Session) (Table, error) {
	if g.Table == nil {
		return nil, errors.New("this build has no table for " + g.Name)
	}
	return StartOn(g, s, sess, g.Table)
}

// TableOf is build as a GameInfo.Table.
func TableOf[T Table](build func(*Shell) (T, error)) func(*Shell) (Table, error) {
	return func(sh *Shell) (Table, error) { return build(sh) }
}

// ShellOf is the Shell of a table scene (nil for any other scene), for tests and tools
// that look at what a table shows.
func ShellOf(sc Scene) *Shell {
	if t, ok := sc.(interface{ shellOf() *Shell }); ok {
		return t.shellOf()
	}
	return nil
}

func (s *Shell) shellOf() *Shell { return s }

// newShell makes the Shell of a table for setup s of game g on session sess, which runs
// on the Shell's clock from now on.
func newShell(g *GameInfo, s Setup, sess Session) (*Shell, error) {
	sh := &Shell{info: g, setup: s}
	sess.clock(func() float64 { return sh.clock.Game })
	if r, ok := sess.(*RemoteSession); ok {
		r.table = &sh.setup
		r.Follow(r.seats)
	}
	return sh, sh.openOn(sess)
}

// openOn makes sess the shell's session, shown from its first person's seat (else
// seat 0).
func (s *Shell) openOn(sess Session) error {
	s.sess, s.people = sess, sess.People()
	if len(s.people) > 0 {
		s.viewer = s.people[0]
	}
	s.hidden = len(s.people) > 1
	var err error
	if s.hand, err = sess.Seat(s.viewer); err != nil {
		return err
	}
	s.view = s.hand.View()
	return nil
}

// The optional parts of a Table that take part in each Update.
type (
	// Preparer gets ready for the Shell's Update: BeforeUpdate is called first with the
	// screen's size in layout units (a table whose layout was made for another size lays
	// itself out again; a table takes its deck's atlas).
	Preparer interface{ BeforeUpdate(w, h float64) }
	// Finisher does the table's own work after the Shell's Update (sweeping finished
	// animations, taking the view again).
	Finisher interface{ AfterUpdate() }
)

// Update runs one tick of the table: the clock, the input (overlays first, then the
// screens in the way, then the table), the session's work, the events that arrived, and
// the privacy screen for the next person. It is the table's Update.
func (s *Shell) Update(a *App) error {
	t := s.t
	s.app, s.speed = a, a.Prefs.Speed
	if p, ok := t.(Preparer); ok {
		p.BeforeUpdate(a.W, a.H-s.lessonBand(a.W, a.H))
	}
	away := s.now > 0 && a.Tick > s.lastTick+1
	s.lastTick = a.Tick
	s.now++
	real := float64(s.now) * TickMs
	if a.Monotonic != nil && s.lesson == nil {
		// A lesson's game time counts updates instead (TickMs each): its reaction
		// windows and the table's animations, which count updates, then keep in step
		// at any frame rate, so that a slow frame never lets a window run past a step
		// the narrator would have shown in it.
		real = a.Monotonic()
	}
	s.clock.Ticked = s.lesson != nil
	last := s.clock.Real
	s.beatHeld = s.timed() && s.beat.Holds(real, &s.clock)
	s.clock.Read(real, !s.beatHeld && !s.help && !s.leave && !s.settings.Open && !away && !s.lessonHolds())
	if s.resume {
		s.resume = false
		s.nextRound()
	}
	if a.Notice != "" {
		s.Toast(a.Notice)
		a.Notice = ""
	}
	s.input(a)
	steps := thinkSlices * int(math.Min(10, math.Max(1, math.Round((s.clock.Real-last)/TickMs))))
	err := s.sess.Pump(s.ready() && !s.beatHeld, s.speed.PaceMs(), steps)
	if r, ok := s.sess.(*RemoteSession); ok {
		if r.TakeMoved() {
			// A spectator took a bot's seat: the table is this seat's from now on.
			s.clearQueue()
			s.ended, s.final = false, false
			s.openOn(r)
			r.Follow(r.seats)
			s.SetViewer(s.viewer)
		} else if r.Reconcile() {
			s.clearQueue() // a move shown ahead of the server did not happen as shown
			s.SetViewer(s.viewer)
		}
		if !s.ended && !s.final && s.q.Idle(s.now) && r.overOnReturn() {
			s.SetViewer(s.viewer) // the last of the game
			s.showScores()
		}
	}
	if err != nil {
		var r match.Refusal
		if errors.As(err, &r) {
			s.Toast(mirror.Refused(s.t, err, nil, Refusal)) // a move a server refused
		} else {
			s.Toast(l10n.T("bot error: %s", err.Error()))
		}
	}
	s.take()
	s.beat.Moved(s.seatMoves)
	s.pump()
	s.watch()
	if w, ok := s.sess.(Shower); ok && !t.Busy(s.now) && !s.privacy {
		// The window's card is at its place on screen, in front of the person the table
		// waits for: its race starts now (docs/rules/thirdwheel.md#the-race-starts-when-the-card-is-on-show).
		w.Shown(s.clock.Game)
	}
	s.lesson.Update(s.host())
	s.keepUp()
	if yours := s.yourMove(); yours != s.turnNoted {
		s.turnNoted = yours
		device.NoteTurn(yours)
	}
	if f, ok := t.(Finisher); ok {
		f.AfterUpdate()
	}
	s.mirrorUpdate(a)
	return nil
}

// keepUp does the session's keeping after each Update: at a local table the game in
// progress is written (autosave), and a finished game played here by a person goes
// into the history, once; at an online table the seat's token is kept for coming back,
// and the finished game goes into the history marked online (RemoteSession.keepUp).
func (s *Shell) keepUp() {
	if s.app == nil || s.app.Saves == nil || s.lesson != nil {
		return // a lesson's stacked deal is neither kept nor written over the game in progress
	}
	if r, ok := s.sess.(*RemoteSession); ok {
		r.keepUp(s.app.Saves, s.Toast)
		return
	}
	ls, ok := s.sess.(*LocalSession)
	if !ok {
		return
	}
	if !ls.once {
		ls.autosave(s.app.Saves, s.Toast)
	}
	if s.t.Over() && len(s.people) > 0 && !ls.kept {
		if err := ls.keep(s.app.Saves); err != nil {
			s.Toast(l10n.T("The game could not be kept in the history: %s", err.Error()))
		}
	}
}

// yourMove reports that the table stands waiting for a move of the person on screen.
func (s *Shell) yourMove() bool {
	t := s.t
	return !s.Watching() && t.ToMove() == s.viewer && s.Person(s.viewer) && s.q.Idle(s.now) &&
		!s.ended && !s.privacy && !s.help && !s.leave && !s.settings.Open && !t.Busy(s.now)
}

// ready reports that the table can show a bot's next move now.
func (s *Shell) ready() bool {
	return !s.help && !s.leave && !s.settings.Open && !s.ended && !s.privacy && s.q.Idle(s.now) && !s.lessonHolds()
}

// take queues the events that arrived through the viewer's handle. At a hot-seat table
// a new deal is shown to nobody (redacted for a spectator) until its owner is ready.
func (s *Shell) take() {
	evs := s.hand.Events()
	if len(evs) == 0 {
		return
	}
	hide := false
	for _, e := range evs {
		if len(s.people) > 1 && s.info.NewDeal != nil && s.info.NewDeal(e) {
			hide, s.hidden = true, true
		}
		if hide && s.info.Redact != nil {
			e = s.info.Redact(e, -1)
		}
		s.q.Push(e)
		if s.app != nil && s.app.Mirror != nil {
			s.mirror.evs = append(s.mirror.evs, e)
		}
	}
	s.batches = append(s.batches, len(evs))
	s.refresh()
}

func (s *Shell) refresh() {
	s.view = s.hand.View()
	s.viewN++
	s.situation++
}

// clearQueue drops every event not yet shown.
func (s *Shell) clearQueue() {
	s.q.Clear()
	s.batches, s.batchLeft = s.batches[:0], 0
}

// pump starts every event whose turn has come, counting the moves (the batches of
// events take queued) as their first event starts (a banner lasts until the next).
func (s *Shell) pump() {
	for {
		e, ok := s.q.Next(s.now)
		if !ok {
			return
		}
		if s.batchLeft == 0 && len(s.batches) > 0 {
			s.batchLeft, s.batches = s.batches[0], s.batches[1:]
			s.movesShown++
		}
		s.batchLeft = max(s.batchLeft-1, 0)
		s.q.Hold(s.now + s.t.Animate(e))
	}
}

// watch puts the privacy screen up before another person's move, and moves an all-bot
// table on from a round's end.
func (s *Shell) watch() {
	if s.ended {
		if s.Watching() && !s.final && s.RoundOver() {
			if s.autoAt == 0 {
				s.autoAt = s.clock.Game + autoNextMs
			}
			if s.clock.Game >= s.autoAt {
				s.nextRound()
			}
		}
		return
	}
	if s.t.Over() {
		s.privacy = false
		return
	}
	if !s.q.Idle(s.now) || s.q.Paused() {
		return
	}
	seat := s.t.ToMove()
	switch {
	case !s.Person(seat):
	case seat == s.viewer && !s.hidden:
		// The person on screen must act after all (a reaction window moved on).
		s.privacy = false
	case !s.privacy || s.privacyFor != seat:
		s.privacy, s.privacyFor = true, seat
		s.help, s.leave, s.settings.Open = false, false, false
		s.situation++
	}
}

// maxFastForward bounds, in ticks, how far fastForward runs the table on.
const maxFastForward = 20000

// fastForward plays every queued event's animation to its end at once: the table's
// tick runs on, starting each event in turn, until the queue is idle (or stopped at a
// round's end) and no card moves. Toasts and banners keep the time they had left.
func (s *Shell) fastForward() {
	from := s.now
	for s.now-from < maxFastForward && !s.q.Idle(s.now) && !s.q.Paused() {
		s.now++
		s.pump()
	}
	for s.now-from < maxFastForward && s.t.Busy(s.now) {
		s.now++
	}
	s.msgs.Skip(from, s.now-from)
}

// Settled reports a stable picture: the first events have been shown, nothing moves,
// and either a round's end waits for the player or no event waits and no bot thinks.
// A table with more to wait for (a count-up) has its own Settled, which asks this one.
func (s *Shell) Settled() bool {
	if s.now == 0 || s.t.Busy(s.now) {
		return false
	}
	if s.ended {
		return s.RoundOver()
	}
	return s.q.Idle(s.now) && !s.sess.Thinking()
}

// Skip plays on at once (bots in every seat, a person's seat by a bot of the game's
// default level) until done reports true on the spectator's view; then the table is
// shown afresh from a person whose move it is, or the viewer. For tests and
// demonstrations of a late position; only a match played here can skip.
func (s *Shell) Skip(done func(match.View) bool) error {
	ls, ok := s.sess.(*LocalSession)
	if !ok {
		return errors.New("only a match played here can skip ahead")
	}
	toMove, err := ls.skip(s.info.DefaultLevel, done)
	if err != nil {
		return err
	}
	viewer := s.viewer
	if s.Person(toMove) {
		viewer = toMove
	}
	s.reset(viewer)
	return nil
}

// reset shows the table afresh from seat after the match jumped (an undo, a skip):
// nothing queued, no round's end, no privacy screen.
func (s *Shell) reset(seat int) {
	s.clearQueue()
	s.ended, s.final, s.resume = false, false, false
	s.Banner("", 0)
	s.privacy, s.hidden = false, false
	s.SetViewer(seat)
}
