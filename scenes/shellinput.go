package scenes

import (
	"errors"

	"parlor/assets/sound"
	"parlor/scenes/device"
	"parlor/scenes/l10n"
	"parlor/scenes/takeback"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// input hands this tick's input to the first that takes it: the leave question, the
// key help, an online prompt, the table's own question (Modal), a lesson's narrator,
// the top buttons' focus (ui.TopFocus: its Enter becomes a click on the button), the
// table's urgent input, the top buttons and keys, the privacy screen,
// the round's end, and last the table.
func (s *Shell) input(a *App) {
	in, t := &a.In, s.t
	switch {
	case s.leave:
		switch ui.AnswerLeave(a.W, a.H, &a.In) {
		case input.Yes:
			s.leaveToMenu(a)
		case input.No:
			s.leave = false
		}
		s.interrupt()
		return
	case s.settings.Open:
		s.settings.Input(in, a.W, a.H, &a.Prefs, func() { a.Sound.Play(sound.Click) }, a.SavePrefs)
		s.speed = a.Prefs.Speed
		s.interrupt()
		return
	case s.help:
		// Any key or click closes the help, and does nothing else.
		if in.AnyKey || in.NChars > 0 || in.Pressed {
			s.help = false
		}
		s.interrupt()
		return
	}
	if r, ok := s.sess.(*RemoteSession); ok && r.view.Input(r.Link, r.tableName, a.W, a.H, in) {
		s.interrupt()
		return
	}
	if m, ok := t.(Modal); ok && m.Asking() != "" {
		m.AnswerModal(in)
		s.interrupt()
		return
	}
	if s.lessonInput(a) {
		s.interrupt()
		return
	}
	s.ring.Keys(in, func() []TopDrawn { return s.topButtons(a.Measure()) }, t)
	took := false
	if u, ok := t.(Urgent); ok {
		took = u.Urgent(in)
	}
	press := in.Pressed && in.Pointer && !took
	if s.top(a, in, press) {
		s.interrupt()
		return
	}
	switch {
	case s.privacy:
		if in.Key(input.KeyEnter) || press {
			s.reveal()
		}
		s.interrupt()
	case s.ended:
		if s.RoundOver() && (in.Key(input.KeyEnter) || press) {
			s.goOn()
		}
		s.interrupt()
	default:
		t.Play(in)
	}
}

func (s *Shell) interrupt() {
	if i, ok := s.t.(Interrupter); ok {
		i.Interrupted()
	}
}

// top handles the keys and buttons every table has: K or ? the key help, R the rules,
// G the settings, U undo (where offered), H a hint, the gamepad's Start the menu's
// question, Esc (after the table's own use of it) the
// leave question; it reports whether it took this tick's input.
func (s *Shell) top(a *App, in *ui.Input, press bool) bool {
	c := &s.chrome
	switch {
	case in.Key(input.KeyK) || in.Char('?') || press && c.Help.Contains(in.X, in.Y):
		s.help = true
	case in.Key(input.KeyR) || press && c.Rules.Contains(in.X, in.Y):
		if a.Screens.Rules != nil {
			a.Push(a.Screens.Rules(s.info, s.canLeaveToLearn()))
		}
	case press && c.Menu.Contains(in.X, in.Y) || in.PadPressed(input.PadStart):
		s.askLeave(a)
	case in.Key(input.KeyG) || press && s.settingsButton().Contains(in.X, in.Y):
		s.settings.Show()
	case press && s.copyClicked(in) != "":
		device.CopyText(s.copyClicked(in), func(msg string) { a.Notice = msg })
	case press && s.stripToggled(in):
	case s.undoOffered() && (in.Key(input.KeyU) || press && s.undoButton().Contains(in.X, in.Y)):
		s.undo()
	case s.hintKey(in, press):
		s.GiveHint()
		return true
	case in.Key(input.KeyEscape):
		if b, ok := s.t.(Backer); ok && !s.privacy && !s.ended && b.Back() {
			return true
		}
		s.askLeave(a)
	default:
		return false
	}
	a.Sound.Play(sound.Click)
	return true
}

// copyClicked is the link of the online strip's line under the pointer (the invite or
// the seat link, shown as copyable only where a link can be copied), "" for none.
func (s *Shell) copyClicked(in *ui.Input) string {
	if r, ok := s.sess.(*RemoteSession); ok {
		return r.CopyAt(in.X, in.Y)
	}
	return ""
}

// askLeave asks before leaving a game in progress; a finished game is left at once.
func (s *Shell) askLeave(a *App) {
	if s.final {
		s.leaveToMenu(a)
		return
	}
	s.leave = true
}

// leaveToMenu leaves the table for the menu; an online seat's connection closes (a bot
// plays the seat from then on).
func (s *Shell) leaveToMenu(a *App) {
	if r, ok := s.sess.(*RemoteSession); ok {
		r.Close()
	}
	if s.lesson != nil {
		LeaveToMenu(a, s.lessonLeft(a))
		return
	}
	LeaveToMenu(a, s.setup)
}

// reveal lifts the privacy screen: the table turns to the person it waited for and is
// shown afresh from their view.
func (s *Shell) reveal() {
	s.privacy, s.hidden = false, false
	s.SetViewer(s.privacyFor)
}

// goOn leaves a round's end: a finished game for its final score sheet (where New game
// is a button to choose); otherwise, with a person at the table, the score sheet, whose "Next
// round" comes back here; an all-bot table deals the next round at once.
func (s *Shell) goOn() {
	if s.Replaying() {
		return // a recorded game plays on only by the viewer's bar
	}
	if s.Watching() && !s.final {
		s.nextRound()
		return
	}
	s.showScores()
}

// showScores opens the score sheet, from the viewer's view; mid-game its "Next round"
// comes back to the table, which then goes on.
func (s *Shell) showScores() {
	sh := s.info.Sheet(s.setup, s.hand.View())
	if r, ok := s.sess.(*RemoteSession); ok && sh.Over {
		if rm := r.Rematch(); rm != nil { // (a nil *Rematch would make a non-nil offer)
			sh.Rematch = rm
		}
	}
	s.resume = !sh.Over
	ShowScores(s.app, sh, s.t, s.setup, s.nextTable())
}

// errNoLobby: the App was built without its screens.
var errNoLobby = errors.New("this build has no online screen")

// nextTable makes the table of the next game from the score sheet: a local table, or
// after an online game the online screen with the same game and seats.
func (s *Shell) nextTable() func(Setup) (Scene, error) {
	if r, ok := s.sess.(*RemoteSession); ok {
		return func(st Setup) (Scene, error) {
			r.Close()
			st.NameSeats()
			if s.app.Screens.Lobby == nil {
				return nil, errNoLobby
			}
			return s.app.Screens.Lobby(st, ""), nil
		}
	}
	if ls, ok := s.sess.(*LocalSession); ok && ls.after != nil {
		return ls.after
	}
	return s.info.NewTable
}

// undoOffered reports whether this table offers undo at all: a match played here
// with at least one person at the screen (never online, never a table of bots, never
// a lesson, whose narrator keeps to its deal).
func (s *Shell) undoOffered() bool {
	ls, local := s.sess.(*LocalSession)
	return local && len(s.people) > 0 && !ls.once && s.lesson == nil
}

// undoTo is the log length an undo goes back to now (LocalSession.undoTo); an error
// says in plain words why there is none.
func (s *Shell) undoTo() (int, error) {
	ls, ok := s.sess.(*LocalSession)
	if !ok || len(s.people) == 0 {
		return 0, takeback.ErrHere
	}
	return ls.undoTo(s.viewer, s.Name)
}

// undo takes back the viewer's previous decision (and the bots' moves since): the
// match goes back to just before it, it is marked in the game's record (its undo
// count), saved, and the table is shown afresh. A refusal is said in a toast.
func (s *Shell) undo() {
	to, err := s.undoTo()
	if err != nil {
		s.Toast(Sentence(err.Error()) + ".")
		return
	}
	if err := s.sess.(*LocalSession).takeBack(s.viewer, to); err != nil {
		s.Toast(l10n.T("Could not take the move back: %s", err.Error()))
		return
	}
	s.reset(s.viewer)
	s.Banner("Move taken back", 90)
}

// canLeaveToLearn reports that the rules screen over this table may offer the game's
// guided first game: leaving for it loses nothing (a local game with a person at it,
// kept by the autosave), and the table is no lesson already.
func (s *Shell) canLeaveToLearn() bool {
	_, local := s.sess.(*LocalSession)
	return local && s.lesson == nil && !s.Replaying() && !s.Watching() && s.app != nil && s.app.Saves != nil
}

// ShellKeys are the keys every table's Shell takes for itself (shellinput.go): Enter
// (the privacy screen, the round's end), Esc (back, the leave question), K the key help
// (and the character ?), R the rules, G the settings, U undo, H a hint. A table binds
// none of them to anything of its own (Third Wheel's hot-seat slap keys refuse them).
var ShellKeys = []input.Key{input.KeyEnter, input.KeyEscape, input.KeyK, input.KeyR, input.KeyG, input.KeyU, input.KeyH}
