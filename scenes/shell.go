package scenes

import (
	"errors"
	"math"
	"slices"

	"parlor/assets/sound"
	"parlor/gameplay/match"
	"parlor/scenes/anim"
	"parlor/scenes/prefs"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
	"parlor/sprites"
)

// Timing of the Shell, in ticks at normal speed unless said otherwise.
const (
	toastTicks = 170
	// autoNextMs is how long an all-bot table shows a round's end before the next.
	autoNextMs = 3000
	// thinkSlices is a bot's thinking per 1/60 s update (more for a slower one, up to
	// ten times as much).
	thinkSlices = 6
)

// Shell is everything a table scene shares with every other: the session it plays
// through and the seat it shows (the viewer, with its handle and view), the event queue
// with the bots' pace in ms of the table's clock, the overlays (key help, leave
// question), the privacy screen between two people at one screen, the round's end,
// toasts and banners, the top buttons, fast-forward and settling for screenshots. A
// table embeds one and is a Table.
type Shell struct {
	Info  *GameInfo
	Setup Setup
	Sess  Session
	App   *App
	tops  []TopDrawn // TopButtons' list, reused each frame
	// Now counts the table's Updates (animations); Clock is its time in ms.
	Now   int
	Clock Clock
	Speed prefs.Speed
	// Viewer is the seat shown; Hand its handle; View its view as of the last event
	// taken (ViewN counts the refreshes).
	Viewer int
	Hand   match.Seat
	View   match.View
	ViewN  int
	// Chrome is set by the table's layout.
	Chrome Chrome

	q        anim.Queue[match.Event]
	people   []int
	lastTick int
	resume   bool // left for the score sheet mid-game: go on to the next round on return

	help, leave bool
	privacy     bool
	privacyFor  int
	hidden      bool // hot seat: a deal not yet shown to its owner

	ended       bool // the round (or game) is over and its end is shown
	final       bool // ... and the game with it
	endedAt     int  // tick from which the end takes input
	autoAt      float64
	situation   int // counts changes a toast speaks of: moves, viewers, screens
	toast       string
	toastUntil  int
	toastSit    int
	back        sprites.CardSprite
	banner      string
	bannerUntil int
	turnNoted   bool // the page was last told the person on screen is to move

	save     autosaver
	settings settingsPanel
	undo     undoCache

	// Open shows every seat's cards face up (a replay: the game is over); the tables
	// ask Shows.
	Open bool
	kept bool // the finished game has gone into the history
}

// NewShell starts a table's shell on a local match of info's game for setup s: the
// viewer is the first person (or, when bots play every seat, seat 0; a table may turn
// to another with SetViewer).
func NewShell(info *GameInfo, s Setup) (*Shell, error) {
	sh := &Shell{Info: info, Setup: s}
	sess, err := NewLocalSession(info.Game, s, func() float64 { return sh.Clock.Game })
	if err != nil {
		return nil, err
	}
	return sh, sh.open(sess)
}

// open makes sess the shell's session, shown from its first person's seat (else
// seat 0).
func (s *Shell) open(sess Session) error {
	s.Sess, s.people = sess, sess.People()
	if len(s.people) > 0 {
		s.Viewer = s.people[0]
	}
	s.hidden = len(s.people) > 1
	var err error
	if s.Hand, err = sess.Seat(s.Viewer); err != nil {
		return err
	}
	s.View = s.Hand.View()
	return nil
}

// People are the seats played at this screen.
func (s *Shell) People() []int { return s.people }

// Person reports whether seat is played at this screen.
func (s *Shell) Person(seat int) bool { return slices.Contains(s.people, seat) }

// Watching reports a table where bots play every seat.
func (s *Shell) Watching() bool { return len(s.people) == 0 }

// Name is seat's display name ("You", "Player 2", "Ada").
func (s *Shell) Name(seat int) string {
	if seat < 0 || seat >= len(s.Setup.Seats) {
		return "?"
	}
	return s.Setup.Seats[seat].Name
}

// Says is seat's name with the verb agreeing with it: "You deal", "Basil deals".
func (s *Shell) Says(seat int, third, base string) string {
	return s.Name(seat) + " " + s.Verb(seat, third, base)
}

// Verb is the form of a verb that agrees with seat as its subject: base ("deal") for
// "You", else third ("deals").
func (s *Shell) Verb(seat int, third, base string) string {
	if s.Name(seat) == "You" {
		return base
	}
	return third
}

// Level is the bot level playing seat ("" for a person).
func (s *Shell) Level(seat int) string { return s.Sess.Level(seat) }

// Seat is the handle of a person's seat at this screen (nil for any other).
func (s *Shell) Seat(seat int) match.Seat {
	if !s.Person(seat) && seat != s.Viewer {
		return nil
	}
	h, _ := s.Sess.Seat(seat)
	return h
}

// Idle reports that no event waits and the last one's animation hold is over.
func (s *Shell) Idle() bool { return s.q.Idle(s.Now) }

// Hidden reports a hot-seat deal not yet shown to the person it was dealt to.
func (s *Shell) Hidden() bool { return s.hidden }

// Private reports that the privacy screen is up; PrivateFor is the person it waits for.
func (s *Shell) Private() bool   { return s.privacy }
func (s *Shell) PrivateFor() int { return s.privacyFor }

// HelpOpen reports the key help overlay is up; ShowHelp opens it.
func (s *Shell) HelpOpen() bool { return s.help }
func (s *Shell) ShowHelp()      { s.help = true }

// Leaving reports that the leave question is up.
func (s *Shell) Leaving() bool { return s.leave }

// Ended reports that the round (or game) has ended and its end is on show; RoundOver
// that it now waits for the player to go on; Final that the game ended with it.
func (s *Shell) Ended() bool     { return s.ended }
func (s *Shell) RoundOver() bool { return s.ended && s.Now >= s.endedAt }
func (s *Shell) Final() bool     { return s.final }

// EndRound shows a round's end (final: the game's): the event queue stops (the next
// deal waits in it) and, after hold ticks, Enter or a click goes on.
func (s *Shell) EndRound(final bool, hold int) {
	s.ended, s.final, s.endedAt, s.autoAt = true, final, s.Now+hold, 0
	s.q.Pause()
	s.situation++
}

// NextRound leaves a round's end: the next deal's events flow again.
func (s *Shell) NextRound() {
	s.ended, s.autoAt = false, 0
	s.q.Resume()
}

// Update runs one tick of the table: the clock, the input (overlays first, then the
// screens in the way, then the table), the session's work, the events that arrived, and
// the privacy screen for the next person. Tables call it from their Update.
func (s *Shell) Update(a *App, t Table) error {
	s.App, s.Speed = a, a.Prefs.Speed
	away := s.Now > 0 && a.Tick > s.lastTick+1
	s.lastTick = a.Tick
	s.Now++
	real := float64(s.Now) * TickMs
	if a.Monotonic != nil {
		real = a.Monotonic()
	}
	last := s.Clock.Real
	s.Clock.Read(real, !s.help && !s.leave && !s.settings.open && !away)
	if s.resume {
		s.resume = false
		s.NextRound()
	}
	if a.Notice != "" {
		s.Toast(a.Notice)
		a.Notice = ""
	}
	s.input(a, t)
	steps := thinkSlices * int(math.Min(10, math.Max(1, math.Round((s.Clock.Real-last)/TickMs))))
	err := s.Sess.Pump(s.ready(), s.Speed.PaceMs(), steps)
	if r, ok := s.Sess.(*RemoteSession); ok && r.Reconcile() {
		s.q.Clear() // a move shown ahead of the server did not happen as shown
		s.SetViewer(s.Viewer, t)
	}
	if err != nil {
		var r match.Refusal
		if errors.As(err, &r) {
			s.Toast(Refusal(err)) // a move a server refused
		} else {
			s.Toast("bot error: " + err.Error())
		}
	}
	s.take()
	s.pump(t)
	s.watch(t)
	s.autosave()
	s.keep(t)
	if yours := s.yourMove(t); yours != s.turnNoted {
		s.turnNoted = yours
		noteTurn(yours)
	}
	return nil
}

// yourMove reports that the table stands waiting for a move of the person on screen.
func (s *Shell) yourMove(t Table) bool {
	return !s.Watching() && t.ToMove() == s.Viewer && s.Person(s.Viewer) && s.q.Idle(s.Now) &&
		!s.ended && !s.privacy && !s.help && !s.leave && !s.settings.open && !t.Busy(s.Now)
}

// ready reports that the table can show a bot's next move now.
func (s *Shell) ready() bool {
	return !s.help && !s.leave && !s.settings.open && !s.ended && !s.privacy && s.q.Idle(s.Now)
}

// take queues the events that arrived through the viewer's handle. At a hot-seat table
// a new deal is shown to nobody (redacted for a spectator) until its owner is ready.
func (s *Shell) take() {
	evs := s.Hand.Events()
	if len(evs) == 0 {
		return
	}
	hide := false
	for _, e := range evs {
		if len(s.people) > 1 && s.Info.NewDeal != nil && s.Info.NewDeal(e) {
			hide, s.hidden = true, true
		}
		if hide && s.Info.Redact != nil {
			e = s.Info.Redact(e, -1)
		}
		s.q.Push(e)
	}
	s.refresh()
}

func (s *Shell) refresh() {
	s.View = s.Hand.View()
	s.ViewN++
	s.situation++
}

// pump starts every event whose turn has come.
func (s *Shell) pump(t Table) {
	for {
		e, ok := s.q.Next(s.Now)
		if !ok {
			return
		}
		s.q.Hold(s.Now + t.Animate(e))
	}
}

// watch puts the privacy screen up before another person's move, and moves an all-bot
// table on from a round's end.
func (s *Shell) watch(t Table) {
	if s.ended {
		if s.Watching() && !s.final && s.RoundOver() {
			if s.autoAt == 0 {
				s.autoAt = s.Clock.Game + autoNextMs
			}
			if s.Clock.Game >= s.autoAt {
				s.NextRound()
			}
		}
		return
	}
	if t.Over() {
		s.privacy = false
		return
	}
	if !s.q.Idle(s.Now) || s.q.Paused() {
		return
	}
	seat := t.ToMove()
	switch {
	case !s.Person(seat):
	case seat == s.Viewer && !s.hidden:
		// The person on screen must act after all (a reaction window moved on).
		s.privacy = false
	case !s.privacy || s.privacyFor != seat:
		s.privacy, s.privacyFor = true, seat
		s.help, s.leave, s.settings.open = false, false, false
		s.situation++
	}
}

// input hands this tick's input to the first that takes it: the leave question, the
// key help, the table's urgent input, the top buttons and keys, the privacy screen,
// the round's end, and last the table.
func (s *Shell) input(a *App, t Table) {
	in := &a.In
	switch {
	case s.leave:
		switch ui.AnswerLeave(a.W, a.H, &a.In) {
		case input.Yes:
			s.leaveToMenu(a)
		case input.No:
			s.leave = false
		}
		s.interrupt(t)
		return
	case s.settings.open:
		s.settingsInput(a)
		s.interrupt(t)
		return
	case s.help:
		// Any key or click closes the help, and does nothing else.
		if in.AnyKey || in.NChars > 0 || in.Pressed {
			s.help = false
		}
		s.interrupt(t)
		return
	}
	took := false
	if u, ok := t.(Urgent); ok {
		took = u.Urgent(in)
	}
	press := in.Pressed && in.Pointer && !took
	if s.top(a, t, in, press) {
		s.interrupt(t)
		return
	}
	switch {
	case s.privacy:
		if in.Key(input.KeyEnter) || press {
			s.reveal(t)
		}
		s.interrupt(t)
	case s.ended:
		if s.RoundOver() && (in.Key(input.KeyEnter) || press) {
			s.goOn(t)
		}
		s.interrupt(t)
	default:
		t.Play(in)
	}
}

func (s *Shell) interrupt(t Table) {
	if i, ok := t.(Interrupter); ok {
		i.Interrupted()
	}
}

// top handles the keys and buttons every table has: K or ? the key help, R the rules,
// G the settings, U undo (where offered), H a hint, Esc (after the table's own use of it) the
// leave question; it reports whether it took this tick's input.
func (s *Shell) top(a *App, t Table, in *ui.Input, press bool) bool {
	c := &s.Chrome
	switch {
	case in.Key(input.KeyK) || in.Char('?') || press && c.Help.Contains(in.X, in.Y):
		s.help = true
	case in.Key(input.KeyR) || press && c.Rules.Contains(in.X, in.Y):
		if a.Screens.Rules != nil {
			a.Push(a.Screens.Rules(s.Info))
		}
	case press && c.Menu.Contains(in.X, in.Y):
		s.askLeave(a)
	case in.Key(input.KeyG) || press && s.SettingsButton().Contains(in.X, in.Y):
		s.ShowSettings()
	case press && s.inviteClicked(in):
		copyText(s.Sess.(*RemoteSession).Invite(), func(msg string) { a.Notice = msg })
	case s.UndoOffered() && (in.Key(input.KeyU) || press && s.UndoButton().Contains(in.X, in.Y)):
		s.Undo(t)
	case s.hintKey(t, in, press):
		s.GiveHint(t)
		return true
	case in.Key(input.KeyEscape):
		if b, ok := t.(Backer); ok && !s.privacy && !s.ended && b.Back() {
			return true
		}
		s.askLeave(a)
	default:
		return false
	}
	a.Sound.Play(sound.Click)
	return true
}

// inviteClicked reports whether the pointer is on the online strip's invite line (shown
// as copyable only where the link can be copied).
func (s *Shell) inviteClicked(in *ui.Input) bool {
	r, ok := s.Sess.(*RemoteSession)
	return ok && r.InviteLine().Contains(in.X, in.Y)
}

// askLeave asks before leaving a game in progress; a finished game is left at once.
func (s *Shell) askLeave(a *App) {
	if s.final {
		s.leaveToMenu(a)
		return
	}
	s.leave = true
}

// reveal lifts the privacy screen: the table turns to the person it waited for and is
// shown afresh from their view.
func (s *Shell) reveal(t Table) {
	s.privacy, s.hidden = false, false
	s.SetViewer(s.privacyFor, t)
}

// SetViewer shows the table from seat (one played here): its handle's backlog is
// dropped, since the view shows all of it, and the table is rebuilt.
func (s *Shell) SetViewer(seat int, t Table) {
	h, err := s.Sess.Seat(seat)
	if err != nil {
		return
	}
	s.Viewer, s.Hand = seat, h
	h.Events()
	s.refresh()
	t.Rebuild()
}

// goOn leaves a round's end: a finished game for its final score sheet (or the table's
// own Continue); otherwise, with a person at the table, the score sheet, whose "Next
// round" comes back here; an all-bot table deals the next round at once.
func (s *Shell) goOn(t Table) {
	if s.Replaying() {
		return // a recorded game plays on only by the viewer's bar
	}
	if c, ok := t.(Continuer); ok && s.final {
		c.Continue()
		return
	}
	if s.Watching() && !s.final {
		s.NextRound()
		return
	}
	s.ShowScores(t)
}

// ShowScores opens the score sheet, from the viewer's view; mid-game its "Next round"
// comes back to the table, which then goes on.
func (s *Shell) ShowScores(t Table) {
	sh := s.Info.Sheet(s.Setup, s.Hand.View())
	s.resume = !sh.Over
	ShowScores(s.App, sh, t.(Scene), s.Setup, s.nextTable())
}

// Submit makes mv through the handle of the person whose move it is, and queues at once
// whatever events of it the viewer's handle already has (a local match answers at
// once; a remote one later).
func (s *Shell) Submit(mv match.Move) error {
	h := s.Seat(mv.MoveSeat())
	if h == nil {
		return match.ErrWrongSeat
	}
	if err := h.Submit(mv); err != nil {
		return err
	}
	noteMove()
	s.take()
	return nil
}

// Try makes mv, saying in a toast why the rules refuse it; it reports success.
func (s *Shell) Try(mv match.Move) bool {
	err := s.Submit(mv)
	if err != nil {
		s.Toast(Refusal(err))
	}
	return err == nil
}

// Refusal is a refused move's reason in plain words, starting with a capital.
func Refusal(err error) string {
	msg := err.Error()
	var r match.Refusal
	if errors.As(err, &r) {
		msg = r.Reason()
	}
	return Sentence(msg)
}

// Sentence starts s with a capital letter.
func Sentence(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// MayMove reports whether the viewer may move now, saying in a toast why not: bots
// play every seat, or another seat is to move. While the last move still animates, it
// first plays every animation to its end (FastForward).
func (s *Shell) MayMove(t Table) bool {
	switch turn := t.ToMove(); {
	case s.Watching():
		s.Toast("Bots are playing every seat; you are watching.")
		return false
	case turn != s.Viewer:
		if turn >= 0 {
			s.Toast("Wait for your turn: " + s.Name(turn) + " is playing.")
		}
		return false
	}
	if !s.q.Idle(s.Now) {
		s.FastForward(t)
	}
	return s.q.Idle(s.Now) && !s.ended && !s.privacy
}

// maxFastForward bounds, in ticks, how far FastForward runs the table on.
const maxFastForward = 20000

// FastForward plays every queued event's animation to its end at once: the table's
// tick runs on, starting each event in turn, until the queue is idle (or stopped at a
// round's end) and no card moves. Toasts and banners keep the time they had left. It
// returns the ticks skipped.
func (s *Shell) FastForward(t Table) int {
	from := s.Now
	for s.Now-from < maxFastForward && !s.q.Idle(s.Now) && !s.q.Paused() {
		s.Now++
		s.pump(t)
	}
	for s.Now-from < maxFastForward && t.Busy(s.Now) {
		s.Now++
	}
	skip := s.Now - from
	for _, at := range [...]*int{&s.bannerUntil, &s.toastUntil} {
		if *at > from {
			*at += skip
		}
	}
	return skip
}

// Settled reports a stable picture: the first events have been shown, nothing moves,
// and either a round's end waits for the player or no event waits and no bot thinks.
func (s *Shell) Settled(t Table) bool {
	if s.Now == 0 || t.Busy(s.Now) {
		return false
	}
	if s.ended {
		return s.RoundOver()
	}
	return s.q.Idle(s.Now) && !s.Sess.Thinking()
}

// Skip plays on at once (bots in every seat, a person's seat by a bot of the game's
// default level) until done reports true on the spectator's view; then the table is
// shown afresh from a person whose move it is, or the viewer. For tests and
// demonstrations of a late position; only a local match can skip.
func (s *Shell) Skip(t Table, done func(match.View) bool) error {
	ls, ok := s.Sess.(*LocalSession)
	if !ok {
		return errors.New("only a match played here can skip ahead")
	}
	if err := ls.Skip(s.Info.DefaultLevel, done); err != nil {
		return err
	}
	viewer := s.Viewer
	if m := ls.Match(); s.Person(m.ToMove()) {
		viewer = m.ToMove()
	}
	s.reset(viewer, t)
	return nil
}

// WindowNow is the open (or last) reaction window's time now, in whole ms as this
// screen saw it open.
func (s *Shell) WindowNow() int { return int(math.Floor(s.Clock.Game - s.Sess.WindowOpened())) }
