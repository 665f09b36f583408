package scenes

import (
	"errors"
	"math"
	"slices"
	"strconv"

	"parlor/gameplay/match"
	"parlor/scenes/device"
	"parlor/scenes/gametime"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
)

// What a table knows of the seats and of the game as the viewer sees it: the Shell's
// methods below read, and the moves go through Try and Submit. None of them gives a
// match, a state or a seat's handle.

// Setup is the table's setup: the game's config, and the seats' names and levels (an
// online table's names follow who sits where).
func (s *Shell) Setup() Setup { return s.setup }

// Viewer is the seat the table is shown from.
func (s *Shell) Viewer() int { return s.viewer }

// View is the viewer's view as of the last events taken (ViewN counts the times it was
// taken); ViewNow asks the seat again (a reaction window's clock runs on between
// events).
func (s *Shell) View() match.View    { return s.view }
func (s *Shell) ViewN() int          { return s.viewN }
func (s *Shell) ViewNow() match.View { return s.hand.View() }

// Legal are the viewer's legal moves now (none when it is not the viewer's turn).
func (s *Shell) Legal() []match.Move { return s.hand.Legal() }

// SeatView is the view of seat, one played at this screen or the viewer's; nil for any
// other seat.
func (s *Shell) SeatView(seat int) match.View {
	if !s.Person(seat) && seat != s.viewer {
		return nil
	}
	h, err := s.sess.Seat(seat)
	if err != nil {
		return nil
	}
	return h.View()
}

// People are the seats played at this screen.
func (s *Shell) People() []int { return s.people }

// Person reports whether seat is played at this screen.
func (s *Shell) Person(seat int) bool { return slices.Contains(s.people, seat) }

// Watching reports a table where bots play every seat.
func (s *Shell) Watching() bool { return len(s.people) == 0 }

// Spectator reports an online table watched by a spectator: no seat is played here
// and no hand is seen, so the table shows no control a player would use (sorting a
// hand, going out, playing, drawing).
func (s *Shell) Spectator() bool {
	r, ok := s.sess.(*RemoteSession)
	return ok && r.Client().Seat() < 0
}

// Name is seat's display name ("You", "Player 2", "Ada").
func (s *Shell) Name(seat int) string {
	if seat < 0 || seat >= len(s.setup.Seats) {
		return "?"
	}
	return s.setup.Seats[seat].Name
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

// SeedText is the table corner's seed line: "seed 12345" to replay the deal from the
// menu, or at an online table "seed sealed" until the game's end reveals it.
func (s *Shell) SeedText() string {
	r, online := s.sess.(*RemoteSession)
	sealed := online && !r.Revealed()
	if s.seedText == "" || s.seedFor != s.setup.Seed || s.seedSealed != sealed {
		s.seedFor, s.seedSealed = s.setup.Seed, sealed
		s.seedText = l10n.T("seed %s", strconv.FormatUint(s.setup.Seed, 10))
		if sealed {
			s.seedText = l10n.T("seed sealed")
		}
	}
	return s.seedText
}

// Level is the bot level playing seat ("" for a person).
func (s *Shell) Level(seat int) string { return s.sess.Level(seat) }

// Shows reports whether seat's cards are drawn face up: the viewer's, or every seat's
// at a replay.
func (s *Shell) Shows(seat int) bool { return s.open || seat == s.viewer }

// OpenView is seat's own view at a replay, for a table that draws the other seats'
// hands from views rather than from events; nil otherwise.
func (s *Shell) OpenView(seat int) match.View {
	if r, ok := s.sess.(*ReplaySession); ok && s.open {
		return r.SeatView(seat)
	}
	return nil
}

// Replaying reports that the table shows a recorded game (a ReplaySession): nobody
// plays, and its end offers no new game.
func (s *Shell) Replaying() bool {
	_, ok := s.sess.(*ReplaySession)
	return ok
}

// SetViewer shows the table from seat (one played here): its handle's backlog is
// dropped, since the view shows all of it, and the table is rebuilt.
func (s *Shell) SetViewer(seat int) {
	h, err := s.sess.Seat(seat)
	if err != nil {
		return
	}
	s.viewer, s.hand = seat, h
	h.Events()
	s.refresh()
	s.mirror.full = true // the screen reader mirror shows the view afresh too
	if s.t != nil {
		s.t.Rebuild()
	}
}

// Submit makes mv through the handle of the person whose move it is, and queues at once
// whatever events of it the viewer's handle already has (a local match answers at
// once; a remote one later). In a lesson the narrator judges mv first: a move the step
// does not want never reaches the match (ErrLesson; the narrator explains it). Error:
// mv is not a person's at this screen, the narrator holds it back, or the rules (or the
// server) refuse it.
func (s *Shell) Submit(mv match.Move) error {
	seat := mv.MoveSeat()
	if !s.Person(seat) && seat != s.viewer {
		return match.ErrWrongSeat
	}
	h, err := s.sess.Seat(seat)
	if err != nil {
		return match.ErrWrongSeat
	}
	if !s.lesson.Allow(s.host(), mv) {
		return ErrLesson
	}
	if err := h.Submit(mv); err != nil {
		return err
	}
	device.NoteMove()
	s.take()
	s.lesson.Made(s.host())
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

// Refusal is a refused move's reason in plain words, starting with a capital; "" for a
// move a lesson's narrator held back (the narrator explains it).
func Refusal(err error) string {
	if errors.Is(err, ErrLesson) {
		return ""
	}
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
// first plays every animation to its end.
func (s *Shell) MayMove() bool {
	switch turn := s.t.ToMove(); {
	case s.Watching():
		s.Toast(l10n.T("Bots are playing every seat; you are watching."))
		return false
	case turn != s.viewer:
		if turn >= 0 {
			s.Toast(l10n.T("Wait for your turn: %s is playing.", l10n.SeatName(s.Name(turn))))
		}
		return false
	}
	if !s.q.Idle(s.now) {
		s.fastForward()
	}
	return s.q.Idle(s.now) && !s.ended && !s.privacy
}

// Advance brings the match up to game time t (ms, not after now) before a person's
// move made then (Session.Advance): in a reaction window the bots' moves due by t are
// made first.
func (s *Shell) Advance(t float64) error { return s.sess.Advance(t) }

// WindowOpened is when the current (or last) reaction window opened, in ms of the
// table's game time (0 when the game has none); WindowNow is the window's time now, in
// whole ms as this screen saw it open.
func (s *Shell) WindowOpened() float64 { return s.sess.WindowOpened() }
func (s *Shell) WindowNow() int        { return int(math.Floor(s.clock.Game - s.sess.WindowOpened())) }

// Online reports a table whose match a server plays (its reaction windows start when
// the server sends their card: docs/online.md, "Reaction windows").
func (s *Shell) Online() bool {
	_, ok := s.sess.(*RemoteSession)
	return ok
}

// WindowWaiting reports a reaction window whose clock has not started: its card is
// still on its way to its place, or a privacy screen hides it (Shower).
func (s *Shell) WindowWaiting() bool {
	w, ok := s.sess.(Shower)
	return ok && w.Waiting()
}

// Now counts the table's Updates (animations run on it); Clock is its time in ms;
// Speed is the speed setting the animations and the bots' pace follow.
func (s *Shell) Now() int              { return s.now }
func (s *Shell) Clock() gametime.Clock { return s.clock }
func (s *Shell) Speed() prefs.Speed    { return s.speed }

// Idle reports that no event waits and the last one's animation hold is over.
func (s *Shell) Idle() bool { return s.q.Idle(s.now) }

// Hidden reports a hot-seat deal not yet shown to the person it was dealt to.
func (s *Shell) Hidden() bool { return s.hidden }

// Private reports that the privacy screen is up; PrivateFor is the person it waits for.
func (s *Shell) Private() bool   { return s.privacy }
func (s *Shell) PrivateFor() int { return s.privacyFor }

// Ended reports that the round (or game) has ended and its end is on show; RoundOver
// that it now waits for the player to go on; Final that the game ended with it.
func (s *Shell) Ended() bool     { return s.ended }
func (s *Shell) RoundOver() bool { return s.ended && s.now >= s.endedAt }
func (s *Shell) Final() bool     { return s.final }

// EndRound shows a round's end (final: the game's): the event queue stops (the next
// deal waits in it) and, after hold ticks (EndBeat at least), Enter or a click goes on.
func (s *Shell) EndRound(final bool, hold int) {
	s.ended, s.final, s.endedAt, s.autoAt = true, final, s.now+max(hold, EndBeat), 0
	s.q.Pause()
	s.situation++
}

// nextRound leaves a round's end: the next deal's events flow again.
func (s *Shell) nextRound() {
	s.ended, s.autoAt = false, 0
	s.q.Resume()
}
